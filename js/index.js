// chaturanga-wasm: the chaturanga Go rules library in WebAssembly, with
// ffish.js's API where the two overlap. See index.d.ts for the API and
// README.md for examples. The Go side (main.go, internal/jsapi) does all
// the work; this file moves strings across and turns failures into
// ChaturangaError.
//
// Crossing: Go exports cg_in, cg_call, cg_out, cg_outlen and cg_pending
// (go:wasmexport; addresses are unsigned, read with >>> 0). A call's string input is written as UTF-8 into Go's
// input buffer, several strings separated by NUL; the answer is read from
// Go's output buffer. Calls cost tens of nanoseconds, where syscall/js
// callbacks cost microseconds.

export const VERSION = "0.1.0";

/** ffish.js's notation numbers. */
export const Notation = Object.freeze({
  DEFAULT: 0,
  SAN: 1,
  LAN: 2,
  SHOGI_HOSKING: 3,
  SHOGI_HODGES: 4,
  SHOGI_HODGES_NUMBER: 5,
  JANGGI: 6,
  XIANGQI_WXF: 7,
  THAI_SAN: 8,
  THAI_LAN: 9,
});

/** ffish.js's termination numbers. */
export const Termination = Object.freeze({
  ONGOING: 0,
  CHECKMATE: 1,
  STALEMATE: 2,
  INSUFFICIENT_MATERIAL: 3,
  N_MOVE_RULE: 4,
  N_FOLD_REPETITION: 5,
  VARIANT_END: 6,
});

/** The error every function throws (see index.d.ts). */
export class ChaturangaError extends Error {
  constructor(code, rule, sentence, message) {
    super(message);
    this.name = "ChaturangaError";
    this.code = code;
    this.rule = rule;
    this.sentence = sentence;
  }
}

// The most bytes of input one call takes (jsapi.MaxInput).
const MAX_INPUT = 8 << 20;
// What cg_call returns for an error (jsapi.Fail).
const FAIL = -2147483648;

function argError(msg) {
  return new ChaturangaError("ErrArgument", "", msg, "chaturanga: " + msg);
}

// ---- loading ----

let GoClass = null;
const compiled = new Map();

// goClass imports the Go runtime's glue (wasm_exec.js, copied from the Go
// toolchain at build time) once, without replacing another program's
// globalThis.Go.
async function goClass() {
  if (GoClass) return GoClass;
  const before = globalThis.Go;
  await import("./dist/wasm_exec.js");
  GoClass = globalThis.Go;
  if (before && before !== GoClass) globalThis.Go = before;
  return GoClass;
}

function isNode() {
  return typeof process === "object" && process !== null && typeof process.versions === "object" && process.versions !== null && typeof process.versions.node === "string";
}

async function readFileURL(url) {
  // The specifier is a variable so that bundlers for the browser do not
  // try to resolve Node's module (this runs in Node only).
  const fsModule = "node:fs/promises";
  const { readFile } = await import(/* @vite-ignore */ /* webpackIgnore: true */ fsModule);
  return readFile(url);
}

// compile returns the compiled module for a source (see LoadOptions).
async function compile(src) {
  if (src instanceof WebAssembly.Module) return src;
  if (src === undefined) src = new URL("./dist/chaturanga.wasm", import.meta.url);
  const key = typeof src === "string" || src instanceof URL ? String(src) : null;
  if (key && compiled.has(key)) return compiled.get(key);
  const p = (async () => {
    let s = await src;
    if (typeof s === "string" || s instanceof URL) {
      let url;
      try {
        url = new URL(s, typeof location === "object" && location ? location.href : import.meta.url);
      } catch {
        url = null;
      }
      if (isNode() && (!url || url.protocol === "file:")) {
        const path = url ? url : s;
        return WebAssembly.compile(await readFileURL(path));
      }
      s = await fetch(url || s);
    }
    if (typeof Response === "function" && s instanceof Response) {
      if (!s.ok) throw new ChaturangaError("ErrUnknown", "", "could not fetch the wasm: HTTP " + s.status, "chaturanga: could not fetch the wasm: HTTP " + s.status);
      if (typeof WebAssembly.compileStreaming === "function" && (s.headers.get("content-type") || "").startsWith("application/wasm")) {
        return WebAssembly.compileStreaming(s);
      }
      return WebAssembly.compile(await s.arrayBuffer());
    }
    if (s instanceof ArrayBuffer || ArrayBuffer.isView(s)) return WebAssembly.compile(s);
    throw argError("options.wasm must be a URL, a path, bytes, a WebAssembly.Module or a Response");
  })();
  if (key) {
    compiled.set(key, p);
    p.catch(() => compiled.delete(key));
  }
  return p;
}

// familyWasm returns the URL of the module of a family of games (see
// LoadOptions.family), or undefined (the module of every game) for none.
// Each URL is written out whole so that bundlers find the files.
function familyWasm(family) {
  if (family === undefined || family === null || family === "") return undefined;
  if (family === "makruk") return new URL("./dist/chaturanga-makruk.wasm", import.meta.url);
  throw argError("no build of the family " + JSON.stringify(String(family)) + " (families: makruk; scripts/build.mjs --family NAME builds another, load it with options.wasm)");
}

/**
 * Loads the WebAssembly module and resolves to the API (see index.d.ts).
 */
export default async function load(options = {}) {
  if (options === null || typeof options !== "object") throw argError("load takes an options object");
  const Go = await goClass();
  const module = await compile(options.wasm === undefined ? familyWasm(options.family) : options.wasm);
  const go = new Go();
  const instance = await WebAssembly.instantiate(module, go.importObject);
  // run starts main, which stays blocked so that the exports can be
  // called; the promise it returns settles only if the program ends.
  go.run(instance).catch(() => {});
  return makeAPI(instance, go);
}
export { load };

// ---- one instance ----

function makeAPI(instance, go) {
  const ex = instance.exports;
  const mem = ex.mem;
  const enc = new TextEncoder();
  const dec = new TextDecoder();
  let u8 = new Uint8Array(mem.buffer);
  let i32 = new Int32Array(mem.buffer);
  let inCap = 4096;
  // Addresses are unsigned (a wasm memory may pass 2 GiB): >>> 0.
  let inPtr = ex.cg_in(inCap) >>> 0;
  // Go's Session.Pending: 1 when evicted boards' snapshots wait (see spill).
  const pendingAt = (ex.cg_pending() >>> 0) >>> 2;

  const view = () => (u8.buffer === mem.buffer ? u8 : (u8 = new Uint8Array(mem.buffer)));
  const pending = () => (i32.buffer === mem.buffer ? i32 : (i32 = new Int32Array(mem.buffer)))[pendingAt] !== 0;

  function dead(e) {
    const msg = "the WebAssembly instance failed: " + (e && e.message ? e.message : String(e));
    return new ChaturangaError("ErrInternal", "", msg, "chaturanga: " + msg);
  }

  // put writes s into Go's input buffer and returns its length in bytes.
  function put(s) {
    const len = s.length;
    if (len > MAX_INPUT) throw new ChaturangaError("ErrLimit", "", "input over " + MAX_INPUT + " bytes", "chaturanga: input of " + len + " characters: the limit is " + MAX_INPUT + " bytes");
    if (len * 3 > inCap) {
      const want = Math.min(len * 3, MAX_INPUT);
      const p = ex.cg_in(want) >>> 0;
      if (p === 0) throw dead("no input buffer");
      inPtr = p;
      inCap = want;
    }
    const m = view();
    if (len <= 64) {
      let i = 0;
      for (; i < len; i++) {
        const c = s.charCodeAt(i);
        if (c > 127) break;
        m[inPtr + i] = c;
      }
      if (i === len) return len;
    }
    const r = enc.encodeInto(s, m.subarray(inPtr, inPtr + inCap));
    if (r.read !== len) throw new ChaturangaError("ErrLimit", "", "input over " + MAX_INPUT + " bytes", "chaturanga: input over " + MAX_INPUT + " bytes");
    return r.written;
  }

  // get reads the n bytes of Go's answer.
  function get(n) {
    if (n === -1 && kept !== null) {
      const s = kept;
      kept = null;
      return s;
    }
    if (n === 0) return "";
    const p = ex.cg_out() >>> 0;
    const m = view();
    if (n <= 24) {
      let s = "";
      for (let i = 0; i < n; i++) {
        const c = m[p + i];
        if (c > 127) return dec.decode(m.subarray(p, p + n));
        s += String.fromCharCode(c);
      }
      return s;
    }
    return dec.decode(m.subarray(p, p + n));
  }

  function failure() {
    const n = ex.cg_outlen();
    const parts = get(n).split("\0");
    return new ChaturangaError(parts[0] || "ErrInternal", parts[1] || "", parts[2] || "", parts[3] || "chaturanga: error");
  }

  // raw calls op and returns cg_call's number, throwing the error.
  function raw(op, h, a, b, n) {
    let r;
    try {
      r = ex.cg_call(op, h, a, b, n);
    } catch (e) {
      throw dead(e);
    }
    if (pending()) {
      const e = r === FAIL ? failure() : null;
      const out = r !== FAIL && (KIND_OF[op] === "s" || KIND_OF[op] === "j") ? get(r) : null;
      spill();
      if (e) throw e;
      if (out !== null) return keepOut(out);
      return r;
    }
    if (r === FAIL) throw failure();
    return r;
  }

  // After a spill, the answer of the call that caused it was read first:
  // keepOut hands it to get() in place of Go's output buffer.
  let kept = null;
  function keepOut(s) {
    kept = s;
    return -1;
  }

  // The operations, by name: numbers and kinds as Go lists them.
  const OP = {};
  const KIND = {};
  const KIND_OF = [];
  {
    const n = ex.cg_call(0, 0, 0, 0, 0);
    for (const w of get(n).split(" ")) {
      const [name, kind] = w.split(":");
      KIND[name] = kind;
      KIND_OF.push(kind);
      OP[name] = Object.keys(OP).length;
    }
  }
  function op(name) {
    const o = OP[name];
    if (o === undefined) throw dead("the wasm has no operation " + name + " (built from other sources?)");
    return o;
  }

  // call runs an operation by name with string input and converts the
  // answer by its kind.
  function call(name, h = 0, a = 0, b = 0, input = "") {
    const o = op(name);
    const n = input === "" ? 0 : put(input);
    const r = raw(o, h, a, b, n);
    switch (KIND[name]) {
      case "s":
        return get(r);
      case "j":
        return JSON.parse(get(r));
      case "b":
        return r !== 0;
      case "i":
        return r;
      default:
        return undefined;
    }
  }

  // ---- argument checks ----

  function str(x, what) {
    if (typeof x !== "string") throw argError(what + " must be a string, not " + describe(x));
    return x;
  }
  function optStr(x, what) {
    return x === undefined || x === null ? "" : str(x, what);
  }
  function int(x, what) {
    if (typeof x !== "number" || !Number.isInteger(x) || x < -2147483648 || x > 2147483647) throw argError(what + " must be a whole number, not " + describe(x));
    return x;
  }
  // notation reads a Notation (a number, or an ffish.js enum value with
  // .value); none is SAN, as ffish.js's default.
  function notation(x) {
    if (x === undefined || x === null) return 1;
    if (typeof x === "object" && typeof x.value === "number") x = x.value;
    return int(x, "notation");
  }
  function describe(x) {
    if (x === null) return "null";
    if (typeof x === "string") return "a string";
    if (typeof x === "object") return Array.isArray(x) ? "an array" : "an object";
    return typeof x === "number" ? "the number " + x : typeof x;
  }
  // join joins strings into one NUL-separated input.
  function join(list) {
    for (const s of list) {
      if (s.indexOf("\0") >= 0) throw new ChaturangaError("ErrSyntax", "", "a NUL character in an argument", "chaturanga: a NUL character in an argument");
    }
    return list.join("\0");
  }
  // optionFields turns BoardOptions into [rules, name, value, ...].
  function optionFields(o) {
    if (o === undefined || o === null || o === false) return [""];
    if (o === true) throw argError("Chess960 is not supported (is960 must be false)");
    if (typeof o !== "object" || Array.isArray(o)) throw argError("options must be an object {rules, options}, not " + describe(o));
    const out = [optStr(o.rules, "options.rules")];
    const opts = o.options;
    if (opts !== undefined && opts !== null) {
      if (typeof opts !== "object" || Array.isArray(opts)) throw argError("options.options must be an object of option names and values");
      for (const k of Object.keys(opts).sort()) {
        out.push(k, optionValue(k, opts[k]));
      }
    }
    return out;
  }
  function optionValue(k, v) {
    switch (typeof v) {
      case "string":
        return v;
      case "number":
      case "boolean":
        return String(v);
    }
    if (Array.isArray(v)) {
      if (v.every((x) => typeof x === "string")) return v.join(",");
      if (v.every((x) => Array.isArray(x) && x.every((y) => typeof y === "string"))) return v.map((g) => g.join("+")).join(",");
    }
    throw argError("option " + k + ": want a string, number, boolean, list of strings or list of lists of strings");
  }

  // ---- boards ----

  // Boards on the Go side: the Go side holds at most 1,024 boards (and a
  // million plies of history between them); past that it evicts the
  // boards used least recently and hands over each one's snapshot (see
  // spill), from which the board is rebuilt when it is used again. So a
  // Board costs the Go side nothing once evicted, and a program that
  // never calls delete() never runs out of boards, even in one
  // synchronous loop (where no FinalizationRegistry callback runs).
  const resident = new Map(); // handle → Board, for the boards the Go side holds
  let evicted = null; // (board, snapshot) → void, set by Board's static block

  function spill() {
    const n = ex.cg_call(OP.spill, 0, 0, 0, 0);
    if (n <= 0) return;
    const parts = get(n).split("\0");
    for (let i = 0; i + 1 < parts.length; i += 2) {
      const h = Number(parts[i]);
      const b = resident.get(h);
      if (b === undefined) continue;
      resident.delete(h);
      evicted(b, parts[i + 1]);
    }
  }

  const WRAP = {}; // the token of a Board made around an existing handle
  const LEGAL = op("legalMoves");
  const PUSH = op("push");
  const POP = op("pop");
  const NUMBER = op("numberLegalMoves");
  const FREE = op("free");
  op("spill");
  op("restore");

  // deleteLater's queue (embind's): deleted on the next turn of the event loop.
  let later = [];
  function flushLater() {
    const q = later;
    later = [];
    for (const b of q) b.delete();
  }

  class Board {
    #h = 0; // the handle on the Go side, 0 while the Go side holds nothing
    #recipe = ""; // what makes the board again: newBoard's input or a snapshot
    #snap = false; // #recipe is a snapshot
    #deleted = false;
    #later = false;
    #lm = null; // legalMoves' answer while the board has not changed

    static {
      evicted = (b, snap) => {
        b.#h = 0;
        if (snap !== "") {
          b.#recipe = snap;
          b.#snap = true;
        }
      };
    }

    constructor(variant, fen, options) {
      let h;
      if (variant === WRAP) {
        h = fen; // a board the Go side made (clone, readGamePGN): its snapshot comes when it is evicted
        this.#snap = true;
      } else {
        const f = [optStr(variant, "variant"), optStr(fen, "fen"), ...optionFields(options)];
        this.#recipe = join(f);
        h = call("newBoard", 0, 0, 0, this.#recipe);
      }
      this.#h = h;
      resident.set(h, this);
    }

    // #id returns the board's handle, rebuilding the board on the Go side
    // if it was evicted.
    #id() {
      const h = this.#h;
      return h !== 0 ? h : this.#revive();
    }

    #revive() {
      if (this.#deleted) throw argError("the board was deleted");
      const h = call(this.#snap ? "restore" : "newBoard", 0, 0, 0, this.#recipe);
      this.#h = h;
      resident.set(h, this);
      return h;
    }

    #changed() {
      this.#lm = null;
    }

    delete() {
      // Frees the Go side now (ffish.js's delete frees its C++ board). The
      // board is then unusable. Nothing needs it: see resident.
      if (this.#deleted) return;
      this.#deleted = true;
      this.#lm = null;
      this.#recipe = "";
      const h = this.#h;
      this.#h = 0;
      if (h !== 0) {
        resident.delete(h);
        raw(FREE, h, 0, 0, 0);
      }
    }

    // embind's: whether delete() was called.
    isDeleted() {
      return this.#deleted;
    }
    // embind's: whether other is this same board.
    isAliasOf(other) {
      return other === this;
    }
    // embind's: delete() soon (on a later turn of the event loop); returns the board.
    deleteLater() {
      if (this.#deleted) throw argError("the board was deleted");
      if (!this.#later) {
        this.#later = true;
        later.push(this);
        if (later.length === 1) setTimeout(flushLater, 0);
      }
      return this;
    }

    legalMoves() {
      if (this.#lm === null) this.#lm = get(raw(LEGAL, this.#id(), 0, 0, 0));
      return this.#lm;
    }
    legalMovesSan() {
      return call("legalMovesSan", this.#id());
    }
    numberLegalMoves() {
      return raw(NUMBER, this.#id(), 0, 0, 0);
    }
    push(uciMove) {
      if (typeof uciMove !== "string") str(uciMove, "uciMove");
      const r = raw(PUSH, this.#id(), 0, 0, put(uciMove));
      if (r !== 0) this.#lm = null;
      return r !== 0;
    }
    pushSan(sanMove, n) {
      const ok = call("pushSan", this.#id(), notation(n), 0, str(sanMove, "sanMove"));
      if (ok) this.#changed();
      return ok;
    }
    pushMoves(uciMoves) {
      this.#changed();
      return call("pushMoves", this.#id(), 0, 0, str(uciMoves, "uciMoves"));
    }
    pushSanMoves(sanMoves, n) {
      this.#changed();
      return call("pushSanMoves", this.#id(), notation(n), 0, str(sanMoves, "sanMoves"));
    }
    pop() {
      this.#lm = null;
      return get(raw(POP, this.#id(), 0, 0, 0));
    }
    reset() {
      this.#changed();
      call("reset", this.#id());
    }
    is960() {
      return false;
    }
    fen(showPromoted = false, countStarted = 0) {
      return call("fen", this.#id(), showPromoted ? 1 : 0, typeof countStarted === "number" ? countStarted | 0 : 0);
    }
    setFen(fen) {
      str(fen, "fen");
      call("setFen", this.#id(), 0, 0, fen);
      this.#changed();
    }
    sanMove(uciMove, n) {
      return call("sanMove", this.#id(), notation(n), 0, str(uciMove, "uciMove"));
    }
    variationSan(uciMoves, n, moveNumbers = true) {
      return call("variationSan", this.#id(), notation(n), moveNumbers === false ? 0 : 1, str(uciMoves, "uciMoves"));
    }
    turn() {
      return call("turn", this.#id());
    }
    fullmoveNumber() {
      return call("fullmoveNumber", this.#id());
    }
    halfmoveClock() {
      return call("halfmoveClock", this.#id());
    }
    gamePly() {
      return call("gamePly", this.#id());
    }
    hasInsufficientMaterial(turn) {
      if (typeof turn !== "boolean") throw argError("hasInsufficientMaterial takes a side: true White, false Black");
      return call("hasInsufficientMaterial", this.#id(), turn ? 0 : 1);
    }
    isInsufficientMaterial() {
      return call("isInsufficientMaterial", this.#id());
    }
    isGameOver(claimDraw = false) {
      return call("isGameOver", this.#id(), claimDraw ? 1 : 0);
    }
    result(claimDraw = false) {
      return call("result", this.#id(), claimDraw ? 1 : 0);
    }
    checkedPieces() {
      return call("checkedPieces", this.#id());
    }
    isCheck() {
      return call("isCheck", this.#id());
    }
    isBikjang() {
      return false;
    }
    isCapture(uciMove) {
      return call("isCapture", this.#id(), 0, 0, str(uciMove, "uciMove"));
    }
    moveStack() {
      return call("moveStack", this.#id());
    }
    pocket(color) {
      if (typeof color !== "boolean") throw argError("pocket takes a side: true White, false Black");
      return call("pocket", this.#id(), color ? 0 : 1);
    }
    toString() {
      return call("toString", this.#id());
    }
    toVerboseString() {
      return call("toVerboseString", this.#id());
    }
    variant() {
      return call("variant", this.#id());
    }

    // ---- additions ----

    text() {
      return call("text", this.#id());
    }
    game() {
      return call("game", this.#id());
    }
    rules() {
      return call("rules", this.#id());
    }
    play(move) {
      const t = call("play", this.#id(), 0, 0, str(move, "move"));
      this.#changed();
      return t;
    }
    explain(move) {
      return call("explain", this.#id(), 0, 0, str(move, "move"));
    }
    lastMove() {
      return call("lastMove", this.#id());
    }
    bestMove(depth = 3, seed = 0) {
      return call("search", this.#h, int(depth, "depth"), int(seed, "seed"));
    }
    moveStackSan() {
      return call("moveStackSan", this.#id());
    }
    sides() {
      return call("sides", this.#id());
    }
    side() {
      return call("side", this.#id());
    }
    sideName(side) {
      return call("sideName", this.#id(), 0, 0, sideText(side));
    }
    states() {
      return call("states", this.#id());
    }
    outcome() {
      return call("outcome", this.#id());
    }
    repetitions() {
      return call("repetitions", this.#id());
    }
    claims() {
      const s = call("claims", this.#id());
      return s === "" ? [] : s.split(" ");
    }
    claim(reason) {
      call("claim", this.#id(), 0, 0, optStr(reason, "reason"));
      this.#changed();
    }
    resign(side) {
      call("resign", this.#id(), 0, 0, sideText(side));
      this.#changed();
    }
    agreeDraw() {
      call("agreeDraw", this.#id());
      this.#changed();
    }
    actions() {
      const s = call("actions", this.#id());
      return s === "" ? [] : s.split(" ");
    }
    startCount() {
      this.play("count");
    }
    stopCount() {
      this.play("stop-count");
    }
    perft(depth) {
      return Number(call("perft", this.#id(), int(depth, "depth")));
    }
    divide(depth) {
      return call("divide", this.#id(), int(depth, "depth"));
    }
    svg(options) {
      return call("svg", this.#id(), 0, 0, join(svgFields(options)));
    }
    pgn(tags) {
      const kv = [];
      if (tags !== undefined && tags !== null) {
        if (typeof tags !== "object" || Array.isArray(tags)) throw argError("pgn takes an object of tag names and values");
        for (const [k, v] of Object.entries(tags)) {
          if (typeof v !== "string" && typeof v !== "number") throw argError("tag " + k + ": want a string");
          kv.push(k, String(v));
        }
      }
      return call("pgn", this.#id(), 0, 0, kv.length ? join(kv) : "");
    }
    clone() {
      return new Board(WRAP, call("clone", this.#id()));
    }
    counting() {
      return call("counting", this.#id());
    }
    end(reason, winner, termination) {
      const w = winner === undefined || winner === null ? "" : sideText(winner);
      call("end", this.#id(), 0, 0, join([str(reason, "reason"), w, optStr(termination, "termination")]));
      this.#changed();
    }
    forfeit(side, termination) {
      const loser = side === undefined || side === null ? this.side() : sideIndex(this, side);
      // In a game of more than two sides the library refuses it, in its words.
      this.end("time-forfeit", this.sides() === 2 ? 1 - loser : null, termination);
    }
    termination() {
      return call("termination", this.#id());
    }
    pins(side) {
      return call("pins", this.#id(), 0, 0, sideText(side));
    }
    pinned(square) {
      return call("pinned", this.#id(), 0, 0, str(square, "square"));
    }
  }

  // sideIndex returns the index of a side given as Board methods take it.
  function sideIndex(board, side) {
    if (typeof side === "boolean") return side ? 0 : 1;
    if (typeof side === "number") return side;
    const name = board.sideName(side);
    for (let i = 0; i < board.sides(); i++) if (board.sideName(i) === name) return i;
    throw argError("no side " + JSON.stringify(String(side)));
  }

  function sideText(side) {
    switch (typeof side) {
      case "undefined":
        return "";
      case "boolean":
        return side ? "0" : "1";
      case "number":
        return String(int(side, "side"));
      case "string":
        if (side === "") throw argError("side must not be empty");
        return side;
    }
    if (side === null) return "";
    throw argError("side must be an index, a name or a boolean, not " + describe(side));
  }

  function svgFields(o) {
    if (o === undefined || o === null) o = {};
    if (typeof o !== "object" || Array.isArray(o)) throw argError("svg takes an options object");
    const f = ["", "", "1", "1", "1", "", "", ""];
    if (o.size !== undefined) f[0] = String(int(o.size, "size"));
    if (o.bottom !== undefined) f[1] = sideText(o.bottom);
    if (o.coordinates === false) f[2] = "0";
    if (o.lastMove === false || o.lastMove === null) f[3] = "";
    else if (typeof o.lastMove === "string") f[3] = o.lastMove === "" ? "" : o.lastMove;
    else if (o.lastMove !== undefined && o.lastMove !== true) throw argError("lastMove must be a boolean or a UCI move");
    if (o.check === false) f[4] = "0";
    const color = (c) => {
      if (c === undefined || c === null) return "";
      if (typeof c !== "string" || /[\s,]/.test(c)) throw argError("a colour is a CSS colour such as \"#d00\" or \"red\"");
      return c;
    };
    const square = (s, what) => {
      if (typeof s !== "string" || s === "" || /[\s,]/.test(s)) throw argError(what + " must be a square such as \"e4\"");
      return s;
    };
    if (o.arrows !== undefined) {
      if (!Array.isArray(o.arrows)) throw argError("arrows must be an array of {from, to, color}");
      f[5] = o.arrows.map((a) => [square(a && a.from, "arrow.from"), square(a.to, "arrow.to"), color(a.color)].join(" ").trim()).join(",");
    }
    if (o.marks !== undefined) {
      if (!Array.isArray(o.marks)) throw argError("marks must be an array of {square, color}");
      f[6] = o.marks.map((m) => [square(m && m.square, "mark.square"), color(m.color)].join(" ").trim()).join(",");
    }
    if (o.caption !== undefined) f[7] = str(o.caption, "caption");
    return f;
  }

  // ---- games read from PGN ----

  class Game {
    #d;
    #board;
    constructor(token, d) {
      if (token !== WRAP) throw argError("a Game is made by readGamePGN");
      this.#d = d;
      this.#board = new Board(WRAP, d.board);
    }
    #data() {
      if (this.#d === null) throw argError("the game was deleted");
      return this.#d;
    }
    headerKeys() {
      return this.#data().tags.map((t) => t[0]).join(" ");
    }
    headers(item) {
      str(item, "item");
      const t = this.#data().tags.find((t) => t[0] === item);
      return t ? t[1] : "";
    }
    mainlineMoves() {
      return this.#data().uci;
    }
    mainlineMovesSan() {
      return this.#data().san;
    }
    error() {
      const e = this.#data().error;
      return e ? new ChaturangaError(e.code, e.rule, e.sentence, e.message) : null;
    }
    board() {
      this.#data();
      return this.#board;
    }
    /** Frees what the game holds: its tags, moves and board (board().delete()). */
    delete() {
      if (this.#d === null) return;
      this.#d = null;
      this.#board.delete();
    }
    isDeleted() {
      return this.#d === null;
    }
    isAliasOf(other) {
      return other === this;
    }
    deleteLater() {
      this.#data();
      setTimeout(() => this.delete(), 0);
      return this;
    }
  }

  // ---- the API ----

  // setOption: Fairy-Stockfish's UCI options. This library has no engine:
  // UCI_Chess960 false and UCI_Variant of a variant it plays are accepted
  // (they change nothing: a Board names its variant); everything else is
  // an ErrUnknown error that says so.
  function setOption(name, value, fn) {
    str(name, "name");
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") throw argError(fn + ": the value must be a string, number or boolean, not " + describe(value));
    const n = name.trim().toLowerCase();
    if (n === "uci_chess960") {
      if (value === false || value === "false" || value === 0) return;
      throw argError(fn + ": Chess960 is not supported (UCI_Chess960 must be false)");
    }
    if (n === "uci_variant") {
      if (typeof value !== "string") throw argError(fn + ": UCI_Variant takes a variant name");
      call("capturesToHand", 0, 0, 0, value); // throws ErrUnknown for a variant not played here
      return;
    }
    const msg = fn + ": no option " + JSON.stringify(name.slice(0, 64)) + ": this library has no engine (Fairy-Stockfish's UCI options do not apply; UCI_Chess960 false and UCI_Variant are accepted); a game's own options are given per board: new Board(variant, fen, {rules, options})";
    throw new ChaturangaError("ErrUnknown", "", msg, "chaturanga: " + msg);
  }

  function fenFields(fen, variant, options) {
    return join([str(fen, "fen"), optStr(variant, "variant"), ...optionFields(options)]);
  }

  const api = {
    Board,
    Game,
    Notation,
    Termination,
    ChaturangaError,
    setOption(name, value) {
      setOption(name, value, "setOption");
    },
    setOptionInt(name, value) {
      setOption(name, int(value, "value"), "setOptionInt");
    },
    setOptionBool(name, value) {
      if (typeof value !== "boolean") throw argError("setOptionBool takes a boolean, not " + describe(value));
      setOption(name, value, "setOptionBool");
    },
    loadVariantConfig(config) {
      str(config, "config");
      const msg = "loadVariantConfig: this library does not read Fairy-Stockfish's variants.ini; it plays its own games: " + call("variants").split(" ").join(", ") + " (each rule set by {rules, options}: see games())";
      throw new ChaturangaError("ErrUnknown", "", msg, "chaturanga: " + msg);
    },
    version: VERSION,
    variants() {
      return call("variants");
    },
    startingFen(variant, options) {
      return call("startingFen", 0, 0, 0, join([optStr(variant, "variant"), ...optionFields(options)]));
    },
    validateFen(fen, variant, chess960) {
      // Junk answers ffish.js's negative numbers, never throws: a NUL is a
      // character no FEN field takes (written \x01 across), a FEN over
      // 4 KiB is -10.
      str(fen, "fen");
      if (fen.length > 4096) return -10;
      // chess960 true answers as false: no game here castles, so Chess960
      // changes nothing in their FENs (a Board is not made with it).
      return call("validateFen", 0, 0, 0, fenFields(fen.indexOf("\0") >= 0 ? fen.replaceAll("\0", "\x01") : fen, variant, chess960 === true ? undefined : chess960));
    },
    fenError(fen, variant, options) {
      const e = call("fenError", 0, 0, 0, fenFields(fen, variant, options));
      return e ? new ChaturangaError(e.code, e.rule, e.sentence, e.message) : null;
    },
    readGamePGN(pgn, options) {
      str(pgn, "pgn");
      const rules = optionFields(options)[0];
      if (rules.indexOf("\0") >= 0) throw argError("options.rules must not hold a NUL character");
      return new Game(WRAP, call("readGamePGN", 0, 0, 0, rules + "\0" + pgn));
    },
    info() {
      return "chaturanga-wasm " + VERSION;
    },
    capturesToHand(variant) {
      return call("capturesToHand", 0, 0, 0, str(variant, "variant"));
    },
    games() {
      return call("games");
    },
    optionChoices(variant, options) {
      return call("optionChoices", 0, 0, 0, join([optStr(variant, "variant"), optionFields(options)[0]]));
    },
    /** For tests: the number of boards the Go side holds. */
    _boards() {
      return call("boards");
    },
    /** For tests: the Go heap's figures ({numGC, heapAlloc, heapSys, sys}). */
    _heap() {
      return call("heap");
    },
    /** For tests: makes the Go side hold mb MiB (0 lets go) and move its buffers after them (to test addresses past 2 GiB). */
    _ballast(mb) {
      call("ballast", 0, int(mb, "mb"));
      inPtr = ex.cg_in(inCap) >>> 0;
    },
    /** For tests: the size of the instance's memory in bytes. */
    _memory() {
      return mem.buffer.byteLength;
    },
  };
  void go;
  return api;
}
