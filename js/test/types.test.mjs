// index.d.ts compiles and describes the API: tsc --strict on test/types.ts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const pkg = join(dirname(fileURLToPath(import.meta.url)), "..");

test("index.d.ts type-checks the README's uses (tsc --strict)", () => {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const args = [tsc, "--noEmit", "--strict", "--target", "es2022", "--module", "nodenext", "--moduleResolution", "nodenext", "--skipLibCheck", "false", "test/types.ts", "index.d.ts"];
  let out = "";
  try {
    out = execFileSync(process.execPath, args, { cwd: pkg, encoding: "utf8" });
  } catch (e) {
    assert.fail(String(e.stdout || e.message));
  }
  assert.equal(out.trim(), "");
});
