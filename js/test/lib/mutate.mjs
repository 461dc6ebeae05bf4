// FEN mutations for comparing validateFen with ffish.js: each class
// changes a valid FEN in one way (a field dropped, a rank shortened, a
// pawn on the last rank, ...). mutations(fen, r) returns [{cls, fen}].
export const CLASSES = ["drop-field", "extra-field", "leading-space", "trailing-space", "double-space", "short-rank", "long-rank", "bad-letter", "pawn-last-rank", "no-king", "two-kings", "side", "castling", "ep", "halfmove", "fullmove", "swap-fields", "nul", "truncate"];

export function mutate(fen, cls, r) {
  const f = fen.split(" ");
  const ranks = f[0].replace(/\[.*\]/, "").split("/");
  const hand = (f[0].match(/\[.*\]/) || [""])[0];
  const board = (rs) => rs.join("/") + hand;
  const pick = (a) => a[r.int(a.length)];
  switch (cls) {
    case "drop-field": {
      const i = 1 + r.int(f.length - 1);
      return f.filter((_, j) => j !== i).join(" ");
    }
    case "extra-field":
      return fen + " " + pick(["0", "x", "-", "1"]);
    case "leading-space":
      return " ".repeat(1 + r.int(2)) + fen;
    case "trailing-space":
      return fen + " ";
    case "double-space":
      return fen.replace(" ", "  ");
    case "short-rank": {
      const i = r.int(ranks.length);
      const rs = ranks.slice();
      rs[i] = rs[i].replace(/(\d+)$/, (d) => (+d > 1 ? String(+d - 1) : "")).replace(/[a-zA-Z]$/, "");
      return [board(rs), ...f.slice(1)].join(" ");
    }
    case "long-rank": {
      const i = r.int(ranks.length);
      const rs = ranks.slice();
      rs[i] += "1";
      return [board(rs), ...f.slice(1)].join(" ");
    }
    case "bad-letter":
      return [board(ranks.map((x, i) => (i === 3 ? "x" + x.slice(1) : x))), ...f.slice(1)].join(" ");
    case "pawn-last-rank": {
      // One of a side's pawns moves to the first square of its last rank
      // (replacing a piece there): the armies stay whole.
      const rs = ranks.map(expand);
      const i = r.int(2) ? 0 : rs.length - 1;
      const pawn = i === 0 ? "P" : "p";
      rs[i] = pawn + rs[i].slice(1);
      const j = i === 0 ? rs.findLastIndex((x, k) => k !== i && x.includes(pawn)) : rs.findIndex((x, k) => k !== i && x.includes(pawn));
      if (j >= 0) rs[j] = rs[j].replace(pawn, ".");
      return [board(rs.map(compress)), ...f.slice(1)].join(" ");
    }
    case "no-king":
      return [board(ranks.map((x) => x.replace(r.int(2) ? "K" : "k", "1"))), ...f.slice(1)].join(" ");
    case "two-kings":
      return [board(ranks.map((x, i) => (i === 4 ? "K" + x.slice(1) : x))), ...f.slice(1)].join(" ");
    case "side":
      return [f[0], pick(["x", "W", "B", "-", "white"]), ...f.slice(2)].join(" ");
    case "castling":
      return [f[0], f[1], pick(["KQkq", "Q", "x", "DEde", "Dd", "AH"]), ...f.slice(3)].join(" ");
    case "ep":
      return [...f.slice(0, 3), pick(["e3", "e6", "z9", "a1"]), ...f.slice(4)].join(" ");
    case "halfmove":
      return [...f.slice(0, 4), pick(["-1", "x", "999", "3"]), ...f.slice(5)].join(" ");
    case "fullmove":
      return [...f.slice(0, 5), pick(["0", "-3", "x", "99"]), ...f.slice(6)].join(" ");
    case "swap-fields":
      return [f[0], f[2], f[1], ...f.slice(3)].join(" ");
    case "nul": {
      const i = r.int(fen.length + 1);
      return fen.slice(0, i) + "\0" + fen.slice(i);
    }
    case "truncate":
      return fen.slice(0, 1 + r.int(fen.length - 1));
  }
  return fen;
}

// expand writes a FEN rank square by square, "." for an empty square;
// compress writes it back.
const expand = (rank) => rank.replace(/\d+/g, (d) => ".".repeat(+d));
const compress = (rank) => rank.replace(/\.+/g, (e) => String(e.length));
