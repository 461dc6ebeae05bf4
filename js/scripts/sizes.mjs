// Where the bytes of the wasm go: the module's sections, and its code
// summed by Go package (function bodies, named by the wasm "name" section
// that a build without -ldflags=-s keeps; `go tool nm` does not read wasm).
//
//	node scripts/sizes.mjs                 builds the package (all games) without -s -w and reads it
//	node scripts/sizes.mjs -tags TAGS      the same with build tags (a family build: see build.mjs)
//	node scripts/sizes.mjs FILE.wasm       reads FILE.wasm (built without -s, or only sections are shown)
//	add -n N for the N largest packages (20), -f for the largest functions too
//	node scripts/sizes.mjs --table         the download: raw, gzip and brotli of each module in dist/
//	                                       (npm run build first) and of ffish.js 0.7.10, in one run;
//	                                       add LABEL=/abs/file.wasm for more rows
//
// The data section (Go's read-only data, type descriptors, pclntab with
// every function's name and line tables) is not split by package: the
// linker writes no map. Its size follows the code's, and reflection's type
// descriptors are in it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gcflags } from "./build.mjs";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The three sizes of a file's bytes: raw, gzip -9 and brotli 11. */
export function compressed(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

function reader(buf, pos = 0) {
  return {
    pos,
    u8() {
      return buf[this.pos++];
    },
    uleb() {
      let r = 0, shift = 0, b;
      do {
        b = buf[this.pos++];
        r += (b & 0x7f) * 2 ** shift;
        shift += 7;
      } while (b & 0x80);
      return r;
    },
    str() {
      const n = this.uleb();
      const s = buf.toString("utf8", this.pos, this.pos + n);
      this.pos += n;
      return s;
    },
  };
}

const sectionNames = ["custom", "type", "import", "function", "table", "memory", "global", "export", "start", "element", "code", "data", "datacount"];

/** Reads a wasm module's sections and its functions' body sizes and names. */
export function analyse(buf) {
  if (buf.readUInt32LE(0) !== 0x6d736100) throw new Error("not a wasm module");
  const r = reader(buf, 8);
  const sections = [];
  let imports = 0;
  let bodies = [];
  const names = new Map();
  while (r.pos < buf.length) {
    const id = r.u8();
    const size = r.uleb();
    const start = r.pos;
    let name = sectionNames[id] ?? "section " + id;
    if (id === 0) {
      const s = reader(buf, start);
      name = "custom " + s.str();
      if (name === "custom name") {
        while (s.pos < start + size) {
          const sub = s.u8();
          const n = s.uleb();
          const end = s.pos + n;
          if (sub === 1) {
            for (let k = s.uleb(); k > 0; k--) {
              const idx = s.uleb();
              names.set(idx, s.str());
            }
          }
          s.pos = end;
        }
      }
    } else if (id === 2) {
      const s = reader(buf, start);
      for (let k = s.uleb(); k > 0; k--) {
        s.str();
        s.str();
        const kind = s.u8();
        if (kind === 0) {
          s.uleb();
          imports++;
        } else if (kind === 1) {
          s.u8();
          const f = s.u8();
          s.uleb();
          if (f & 1) s.uleb();
        } else if (kind === 2) {
          const f = s.u8();
          s.uleb();
          if (f & 1) s.uleb();
        } else {
          s.u8();
          s.u8();
        }
      }
    } else if (id === 10) {
      const s = reader(buf, start);
      for (let k = s.uleb(); k > 0; k--) {
        const p0 = s.pos;
        const n = s.uleb();
        bodies.push(n + s.pos - p0); // the body and its size's bytes
        s.pos += n;
      }
    }
    sections.push({ name, size });
    r.pos = start + size;
  }
  const functions = bodies.map((size, i) => ({ name: names.get(imports + i) ?? "func " + (imports + i), size }));
  return { sections, functions, named: names.size > 0 };
}

/**
 * The Go package of a function's name as Go's wasm linker writes it, with
 * every byte other than letters, digits, "." and "_" made "_":
 * "strconv.ryuFtoaShortest" is strconv,
 * "github.com_chaturanga_go_chaturanga_notation.__PGNReader_.movetext" is
 * chaturanga/notation, "type_.eq..." is type_ (the compiler's).
 */
export function packageOf(sym) {
  let s = sym;
  let prefix = "";
  const m = /^[a-z0-9-]+\.(com|org|net|io|dev|in)_/.exec(s); // a domain: github.com_...
  if (m) {
    prefix = m[0];
    s = s.slice(m[0].length);
  }
  const dot = s.indexOf(".");
  const pkg = prefix + (dot < 0 ? s : s.slice(0, dot));
  return pkg.replace(/^github\.com_chaturanga_go_chaturanga/, "chaturanga");
}

/** Sums the functions' sizes by package, largest first. */
export function byPackage(functions) {
  const m = new Map();
  for (const f of functions) {
    const p = packageOf(f.name);
    const e = m.get(p) ?? { pkg: p, size: 0, count: 0 };
    e.size += f.size;
    e.count++;
    m.set(p, e);
  }
  return [...m.values()].sort((a, b) => b.size - a.size);
}

/** Builds the package (without -s -w, otherwise as build.mjs does) into a temporary file and returns its bytes. */
export function build(tags = "") {
  const tmp = mkdtempSync(join(tmpdir(), "chaturanga-sizes-"));
  try {
    const out = join(tmp, "m.wasm");
    const args = ["build", "-trimpath"];
    if (tags) args.push("-tags", tags);
    args.push(...gcflags(), "-o", out, ".");
    execFileSync("go", args, { cwd: dir, env: { ...process.env, GOOS: "js", GOARCH: "wasm" }, stdio: "inherit" });
    return readFileSync(out);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * The download, measured in one run: each module in dist/ and the JS that
 * loads it, beside ffish.js's (devDependency). gzip is level 9, brotli
 * quality 11 with a 16 MiB window (what a server compressing the files
 * once at build time sends).
 */
export function table(extra = []) {
  const at = (p) => new URL("../" + p, import.meta.url);
  const read = (ps) => Buffer.concat(ps.map((p) => readFileSync(p.startsWith("/") ? p : at(p))));
  const rows = [
    ["chaturanga-wasm: `dist/chaturanga.wasm` (every game)", ["dist/chaturanga.wasm"]],
    ["chaturanga-wasm: `dist/chaturanga-makruk.wasm` (the Makruk family)", ["dist/chaturanga-makruk.wasm"]],
    ["chaturanga-wasm: `index.js` + `dist/wasm_exec.js`", ["index.js", "dist/wasm_exec.js"]],
    ...extra.map((e) => [e.slice(0, e.indexOf("=")), [e.slice(e.indexOf("=") + 1)]]),
    ["ffish.js 0.7.10: `ffish.wasm`", ["node_modules/ffish/ffish.wasm"]],
    ["ffish.js 0.7.10: `ffish.js`", ["node_modules/ffish/ffish.js"]],
  ];
  const kb = (n) => n.toLocaleString("en-US") + " (" + (n / 1000).toFixed(0) + " KB)";
  const out = ["| file | raw bytes | gzip -9 | brotli 11 |", "| --- | ---: | ---: | ---: |"];
  for (const [name, files] of rows) {
    const c = compressed(read(files));
    out.push(`| ${name} | ${kb(c.raw)} | ${kb(c.gzip)} | ${kb(c.brotli)} |`);
  }
  return out.join("\n");
}

function main(argv) {
  let file = null, tags = "", top = 20, funcs = false;
  if (argv[0] === "--table") {
    console.log(table(argv.slice(1)));
    return;
  }
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "-tags") tags = argv[++i];
    else if (argv[i] === "-n") top = Number(argv[++i]);
    else if (argv[i] === "-f") funcs = true;
    else file = argv[i];
  }
  const buf = file ? readFileSync(file) : build(tags);
  const { sections, functions, named } = analyse(buf);
  const c = compressed(buf);
  const kb = (n) => (n / 1024).toFixed(1).padStart(8) + " KiB";
  console.log(`${file ?? "build" + (tags ? " -tags " + tags : "")}: ${c.raw} bytes raw, ${c.gzip} gzip, ${c.brotli} brotli`);
  console.log("\nsections:");
  for (const s of [...sections].sort((a, b) => b.size - a.size)) console.log(`${kb(s.size)}  ${s.name}`);
  if (!named) {
    console.log("\n(no name section: build without -ldflags=-s to see packages)");
    return;
  }
  const code = functions.reduce((a, f) => a + f.size, 0);
  console.log(`\ncode by package (${functions.length} functions, ${kb(code).trim()}):`);
  const pk = byPackage(functions);
  for (const p of pk.slice(0, top)) {
    console.log(`${kb(p.size)} ${((100 * p.size) / code).toFixed(1).padStart(5)}% ${String(p.count).padStart(5)} funcs  ${p.pkg}`);
  }
  const rest = pk.slice(top).reduce((a, p) => a + p.size, 0);
  if (rest) console.log(`${kb(rest)} ${((100 * rest) / code).toFixed(1).padStart(5)}%   ${pk.length - top} other packages`);
  if (funcs) {
    console.log("\nlargest functions:");
    for (const f of [...functions].sort((a, b) => b.size - a.size).slice(0, top)) console.log(`${kb(f.size)}  ${f.name}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
