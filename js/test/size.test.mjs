// What keeps the download small (see the README's "Size and speed"): the
// Go packages each module links, read with `go list -deps` under the
// module's build tags (scripts/build.mjs). Nothing that is not rules or
// the binding's own work comes in: no formatting or reflection package,
// no clock, no operating system, no engine protocol; and the module of
// one family links no other game's package (but makruk's, which the
// registry and the binding name in every build). (The sizes themselves are
// measured by `npm run sizes`; they move with every operation the API
// gains, so they are not a test.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { GAMES, tags } from "../scripts/build.mjs";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..");
const module = "github.com/chaturanga-go/chaturanga";

function deps(family) {
  const out = execFileSync("go", ["list", "-deps", "-tags", tags(family), "."], {
    cwd: dir,
    env: { ...process.env, GOOS: "js", GOARCH: "wasm" },
    encoding: "utf8",
  });
  return new Set(out.split("\n").filter(Boolean));
}

const notRules = ["fmt", "reflect", "time", "os", "context", "encoding/json", "regexp", "text/template", "sort", "syscall/js", module + "/engine", module + "/examples/bot/botengine"];

for (const family of [undefined, ...GAMES]) {
  test(`the module of ${family ? "the " + family + " family" : "every game"} links only rules and the binding`, () => {
    const d = deps(family);
    assert.ok(d.has(module + "/examples/bot/search"), "the bot's search is in");
    for (const p of notRules) assert.ok(!d.has(p), p + " is linked");
    for (const g of GAMES) assert.equal(d.has(module + "/" + g), !family || g === family || g === "makruk", g);
  });
}
