// Builds dist/chaturanga.wasm from the Go main package in this folder with
// the standard Go toolchain (GOOS=js GOARCH=wasm, -trimpath, -ldflags=-s
// -w), and copies the same toolchain's wasm_exec.js beside it.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(dir, "dist");
mkdirSync(dist, { recursive: true });
const env = { ...process.env, GOOS: "js", GOARCH: "wasm" };
execFileSync("go", ["build", "-trimpath", "-ldflags=-s -w", "-o", join(dist, "chaturanga.wasm"), "."], { cwd: dir, env, stdio: "inherit" });
const root = execFileSync("go", ["env", "GOROOT"], { cwd: dir, encoding: "utf8" }).trim();
copyFileSync(join(root, "lib", "wasm", "wasm_exec.js"), join(dist, "wasm_exec.js"));
const wasm = join(dist, "chaturanga.wasm");
const raw = statSync(wasm).size;
const gz = gzipSync(readFileSync(wasm), { level: 9 }).length;
console.log(`dist/chaturanga.wasm: ${raw} bytes, ${gz} gzipped`);
