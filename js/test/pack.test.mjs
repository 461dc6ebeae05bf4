// `npm pack` gives a package that works from a clean folder: packed,
// installed into an empty project, imported by name and used.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, rmSync, readdirSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const pkg = join(dirname(fileURLToPath(import.meta.url)), "..");

test("npm pack installs and runs from a clean folder", () => {
  const tmp = mkdtempSync(join(tmpdir(), "chaturanga-pack-"));
  try {
    const env = { ...process.env, npm_config_loglevel: "error", npm_config_fund: "false", npm_config_audit: "false", npm_config_update_notifier: "false" };
    const out = execFileSync("npm", ["pack", "--json", "--pack-destination", tmp], { cwd: pkg, env, encoding: "utf8" });
    const info = JSON.parse(out.slice(out.indexOf("[")))[0];
    const files = info.files.map((f) => f.path).sort();
    assert.deepEqual(files, ["README.md", "dist/chaturanga-makruk.wasm", "dist/chaturanga.wasm", "dist/wasm_exec.js", "index.d.ts", "index.js", "package.json"]);
    const app = join(tmp, "app");
    execFileSync("mkdir", ["-p", app]);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", version: "1.0.0", type: "module", private: true }));
    execFileSync("npm", ["install", "--offline", join(tmp, info.filename)], { cwd: app, env, encoding: "utf8" });
    writeFileSync(join(app, "main.js"), `
import load from "chaturanga-wasm";
const cg = await load();
const b = new cg.Board("makruk");
b.push("e3e4");
console.log(JSON.stringify({ fen: b.fen(), n: b.numberLegalMoves(), variants: cg.variants().split(" ").length }));
`);
    const got = JSON.parse(execFileSync("node", ["main.js"], { cwd: app, encoding: "utf8" }));
    assert.deepEqual(got, { fen: "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1", n: 23, variants: 12 });
    assert.ok(readdirSync(join(app, "node_modules", "chaturanga-wasm", "dist")).includes("chaturanga.wasm"));
    // require() works (Node 20.19+, 22.12+: the engines field), and the
    // packed README's links resolve inside the package or are absolute.
    writeFileSync(join(app, "main.cjs"), `const m = require("chaturanga-wasm"); m.default().then((cg) => console.log(new cg.Board("makruk").fen(), m.VERSION));`);
    assert.match(execFileSync("node", ["main.cjs"], { cwd: app, encoding: "utf8" }), /^rnsmksnr\/8\/pppppppp\/8\/8\/PPPPPPPP\/8\/RNSKMSNR w - - 0 1 \d/);
    const readme = readFileSync(join(app, "node_modules", "chaturanga-wasm", "README.md"), "utf8");
    for (const [, link] of readme.matchAll(/\]\(([^)]+)\)/g)) {
      if (/^(https?:|#)/.test(link)) continue;
      assert.ok(existsSync(join(app, "node_modules", "chaturanga-wasm", link)), `README link ${link} does not resolve in the package`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
