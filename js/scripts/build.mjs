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
// (-gcflags=all=-l): about 9% less brotli, but the JS-level walk takes
// 1.75 times as long and the bot's search 5 times (see the README's size
// table).
//
// What makes the modules smaller, measured by scripts/sizes.mjs (see the
// README): the build tag chaturanga_noclock (the library without
// notation.Clock, whose package time costs some 50 KB brotli), the build
// tags chaturanga_no<game> for a family's module, and inlining only in the
// packages that the walk and the bot run (HOT below: the runtime, the
// rules' engines, the binding, the search; every other package, the
// standard library's included, is built with -l: 1.0% less brotli than
// -l on the cold packages alone, the JS-level walk's speed unchanged
// within the machine's noise; -l everywhere, --small, saves 8% more but
// slows the walk by 40%). The Go side also keeps off the modules' path what
// is not rules: the bot's search imports neither package engine (fmt,
// os, context) nor time nor any game package, and internal/undo no
// reflect on WebAssembly. The toolchain's GOWASM=satconv,signext (0.1%)
// and binaryen's wasm-opt -Oz (7% less raw but 1% more brotli, and
// minutes of work) were measured and are not used.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compressed } from "./sizes.mjs";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(dir, "dist");
const module = "github.com/chaturanga-go/chaturanga";

/** The build flags (scripts/flags.json, which examples/web's site build reads too). */
const FLAGS = JSON.parse(readFileSync(join(dir, "scripts", "flags.json"), "utf8"));

/** The games, by registry name: each is one family's module. */
export const GAMES = ["chator", "makruk", "qiguo", "shatar", "shatranj", "sittuyin"];

/** The families built by default besides the module of every game. */
export const FAMILIES = ["makruk"];

/**
 * The packages that the JS-level walk and the bot's search run: the
 * runtime, the rules' engines, the binding and the search. They are built
 * with the compiler's inlining; every other package (the standard
 * library's text and sorting, pictures, PGN, rule texts, the registry)
 * without (-gcflags=all=-l first, then these with no flags).
 */
export const HOT = [...FLAGS.hotStd, ...FLAGS.hot.map((p) => module + "/" + p)];

/** The compiler flags of a module: see HOT, and --small. */
export function gcflags(small = false) {
  return small ? ["-gcflags=all=-l"] : ["-gcflags=all=-l", ...HOT.map((p) => `-gcflags=${p}=`)];
}

/** The build tags of a module: every game, or one family's. */
export function tags(family) {
  const t = [...FLAGS.tags];
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
  const args = ["build", "-trimpath", "-tags", tags(family), ...gcflags(small), "-ldflags=-s -w", "-o", out, "."];
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
