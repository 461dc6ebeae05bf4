// Builds the page as a static site into ./site (go run ./examples/web
// -out site), once for every spec file of `npm test` (its pretest step).
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "site");
rmSync(out, { recursive: true, force: true });
const t = Date.now();
execFileSync("go", ["run", "./examples/web", "-out", out], { cwd: resolve(here, "../../.."), stdio: ["ignore", "ignore", "inherit"] });
console.log(`built the site in ${Date.now() - t} ms`);
