// Builds the WebAssembly modules from the Go main package in this folder
// with the standard Go toolchain (GOOS=js GOARCH=wasm, -trimpath,
// -ldflags=-s -w), and copies the same toolchain's wasm_exec.js beside
// them:
//
//	dist/chaturanga.wasm         every game
//	dist/chaturanga-makruk.wasm  the Makruk family alone (makruk with its rule sets
//	                             cambodian, karouk, makpong, asean, ai-wok): load({ family: "makruk" })
//
// Usage: node scripts/build.mjs [--family NAME]... [--small]
//
// --family NAME builds dist/chaturanga-NAME.wasm, a module of one game
// (chator, makruk, qiguo, shatar, shatranj or sittuyin), in addition to
// the two above. --small builds every module without inlining anywhere
// (-gcflags=all=-l): about 10% less brotli, but the JS-level walk runs at
// about half the speed (see the README's size table).
//
// What makes the modules smaller, measured by scripts/sizes.mjs (see the
// README): the build tag chaturanga_noclock (the library without
// notation.Clock, whose package time costs some 50 KB brotli), the build
// tags chaturanga_no<game> for a family's module, and no inlining in the
// packages that the walk does not run (pictures, PGN, rule texts, the
// registry: -gcflags=<package>=-l, 2% less, speed unchanged). The
// toolchain's GOWASM=satconv,signext (0.1%) and binaryen's wasm-opt -Oz
// (7% less raw but 1% more brotli, and minutes of work) were measured and
// are not used.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compressed } from "./sizes.mjs";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(dir, "dist");
const module = "github.com/chaturanga-go/chaturanga";

/** The games, by registry name: each is one family's module. */
export const GAMES = ["chator", "makruk", "qiguo", "shatar", "shatranj", "sittuyin"];

/** The families built by default besides the module of every game. */
export const FAMILIES = ["makruk"];

/** The packages that the JS-level walk does not run: built without inlining. */
export const COLD = ["svg", "notation", "internal/movetext", "internal/ruletext", "internal/quote", ""].map((p) => (p ? module + "/" + p : module));

/** The build tags of a module: every game, or one family's. */
export function tags(family) {
  const t = ["chaturanga_noclock"];
  if (family) {
    if (!GAMES.includes(family)) throw new Error(`no game ${family} (games: ${GAMES.join(", ")})`);
    for (const g of GAMES) if (g !== family) t.push("chaturanga_no" + g);
  }
  return t.join(",");
}

/** The file name of a module in dist/. */
export function fileName(family) {
  return family ? `chaturanga-${family}.wasm` : "chaturanga.wasm";
}

/** Builds one module into dist/ and returns its path. */
export function build(family, { small = false } = {}) {
  const out = join(dist, fileName(family));
  const gcflags = small ? ["-gcflags=all=-l"] : COLD.map((p) => `-gcflags=${p}=-l`);
  const args = ["build", "-trimpath", "-tags", tags(family), ...gcflags, "-ldflags=-s -w", "-o", out, "."];
  execFileSync("go", args, { cwd: dir, env: { ...process.env, GOOS: "js", GOARCH: "wasm" }, stdio: "inherit" });
  return out;
}

function main(argv) {
  const families = [...FAMILIES];
  let small = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--family") {
      const f = argv[++i];
      tags(f); // checks the name
      if (!families.includes(f)) families.push(f);
    } else if (argv[i] === "--small") small = true;
    else throw new Error(`build.mjs: unknown argument ${argv[i]} (--family NAME, --small)`);
  }
  mkdirSync(dist, { recursive: true });
  for (const f of [undefined, ...families]) {
    const path = build(f, { small });
    const c = compressed(readFileSync(path));
    console.log(`dist/${fileName(f)}: ${c.raw} bytes, ${c.gzip} gzip, ${c.brotli} brotli`);
  }
  const root = execFileSync("go", ["env", "GOROOT"], { cwd: dir, encoding: "utf8" }).trim();
  copyFileSync(join(root, "lib", "wasm", "wasm_exec.js"), join(dist, "wasm_exec.js"));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
