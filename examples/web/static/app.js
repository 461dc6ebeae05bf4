// The page: every game of the chaturanga library, played and learnt in the
// browser. Every rule comes from the Go library through the JS package
// (pkg/, WebAssembly): legal moves, refusals with their rule, SAN, FEN,
// PGN, outcomes, claims, counts and the board's picture. This file only
// asks and shows; it knows no rule. Text from outside (a PGN's tags and
// moves, a pasted FEN, error messages quoting them) is only ever put on the
// page as text (textContent), never as markup.

import load from "./pkg/index.js";
import { BoardView, GRID_MARK, parseUci, squaresOf } from "./board.js";

// The bot and the lessons load when first needed, off the page's start.
function bot() {
  if (!app.botLoading) {
    app.botLoading = import("./bot.js").then(({ Bot }) => {
      app.bot = new Bot();
      app.bot.start();
      return app.bot;
    });
  }
  return app.botLoading;
}

function learn() {
  if (!app.learnLoading) {
    app.learnLoading = import("./learn.js").then(({ Learn }) => (app.learn = new Learn($("lesson-list"), $("lesson"), { cg: app.cg, countText })));
  }
  return app.learnLoading;
}

const $ = (id) => document.getElementById(id);

function el(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k === "dataset") Object.assign(e.dataset, v);
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (v === true) e.setAttribute(k, "");
    else if (v !== false && v != null) e.setAttribute(k, v);
  }
  e.append(...children);
  return e;
}

// Colours of the marks drawn by package svg.
const SELECTED = "#e8d93a";
const TARGET = "#2e9b4f";
const CAPTURE = "#d0453a";

// The game's words for the endings a player may claim or an action.
const CLAIM_WORDS = {
  repetition: "Claim a draw by repetition",
  "move-rule": "Claim a draw by the move rule",
  counting: "Claim the end of the count",
  "insufficient-material": "Claim a draw: insufficient material",
  "only-promotions": "Claim a draw: only promotions left",
};
const ACTION_WORDS = {
  count: "Start the count (board's honour)",
  "stop-count": "Stop the count",
};

const app = {
  cg: null,
  games: [],
  live: null, // the game being played (a Board)
  plies: [], // [{side, san, uci, number}] of live's moves
  view: null, // null: the live position; else the number of plies shown
  bottom: 0,
  seats: [], // per side: "human" or "bot"
  groups: null, // Qi Guo: the alliances, lists of side indices
  selected: null, // a square, or {drop: letter}
  drawOffer: null, // the side that offered a draw
  botBusy: false,
  botToken: 0,
  squares: new Map(), // game -> its squares
  pieceNames: new Map(), // "game|letter|side" -> name
  timings: {},
  clock: null, // the chess clock: {tc, base, inc, left: [ms, ms], since, flag} (see the clock's section)
  recordGames: [], // the games of a file of many, as text
  rows: [], // the move list's rows: {label, number, cells: [ply index or -1 per side]}
  marks: [], // the position's text every MARK plies (marks[0] the start), where a review jumps to
  cursor: null, // the board a review shows: {board, base, ply}
  loadToken: 0,
};

// A review rebuilds a position from the nearest mark before it, so that
// showing any ply costs at most MARK moves, whatever the game's length.
const MARK = 256;

// message shows text under the board; quote, if given, is input from
// outside (a FEN, a move) shown after it, isolated for direction.
function message(text, kind = "error", quote = "") {
  const m = $("message");
  m.textContent = text;
  if (quote) m.append(" (you gave ", el("bdi", { text: quote.length > 80 ? quote.slice(0, 80) + "…" : quote }), ")");
  m.dataset.kind = text ? kind : "";
}

// refusal turns an error of the JS package into a sentence for people:
// "A bia cannot move from e3 to e5 (MK-7)." where a rule refused a move,
// else what the error says is wrong and where, without the Go function's
// name, the error's kind or the input it quotes (quoted() gives that).
function refusal(e) {
  if (e && e.rule && e.sentence) return `${title(e.sentence)} (${e.rule}).`;
  let m = String((e && e.message) || (e && e.sentence) || e);
  m = m.replace(/^chaturanga: /, "")
    .replace(/^[a-z]\w*(?:\.[A-Za-z]\w*)+(?: line \d+)?(?: \(ply \d+\))?(?: "(?:[^"\\]|\\.)*"| \S+)?: /, "")
    .replace(/: (?:syntax error|illegal move|unknown name|illegal position|game over|ambiguous move|bad argument|over a limit)$/, "")
    .replace(/^([a-z][a-z -]*) at offset (\d+)/, (_, f, n) => `the ${f} at character ${Number(n) + 1}`)
    .replace(/ at offset (\d+)/, (_, n) => ` at character ${Number(n) + 1}`)
    .replace(/the limit PGNLimits\.\w+ = /, "the limit of ")
    .replace(/^movetext: /, "the moves: ");
  m = title(m);
  return /[.!?]$/.test(m) ? m : m + ".";
}

// quoted returns the input an error of the JS package quotes (a FEN, a
// move, a tag), or "".
function quoted(e) {
  const m = /^[a-z]\w*(?:\.[A-Za-z]\w*)+(?: line \d+)?(?: \(ply \d+\))? ("(?:[^"\\]|\\.)*"|[^\s:"]+):/.exec(String(e && e.message));
  if (!m) return "";
  if (m[1][0] !== '"') return m[1];
  try { return JSON.parse(m[1]); } catch { return m[1].slice(1, -1); }
}

// title gives a name a capital: sides are named so on the page ("White",
// "Qin"), and a sentence starts with one.
function title(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

// side returns the name of side i (default the side to move) as the page
// writes it everywhere: "White", "Black", "Qin".
function named(i, board = app.live) {
  return title(i === undefined ? board.sideName() : board.sideName(i));
}

// startOf returns a board at the start of board's game: its moves and
// ending taken back (reset() goes back to the variant's start, not to
// the FEN a record started from).
function startOf(board) {
  const b = board.clone();
  while (b.moveStack() !== "" || b.outcome().over) {
    const before = b.moveStack();
    const over = b.outcome().over;
    b.pop();
    if (b.moveStack() === before && b.outcome().over === over) break; // nothing to take back
  }
  return b;
}

// ---- moves as the JS package writes them (UCI) ----


function split(s) {
  return s ? s.split(" ").filter(Boolean) : [];
}

// ---- the board shown ----

function shownBoard() {
  return app.view === null ? app.live : boardAt(app.view);
}

// boardAt returns a board at ply n of the live game for a review: the
// review's board stepped back (pop) or forward (play) when it is near,
// else made again from the mark before n: at most MARK moves of work.
function boardAt(n) {
  let c = app.cursor;
  if (!c || n < c.base || Math.abs(n - c.ply) > MARK) {
    if (c) c.board.delete();
    const m = Math.min(Math.floor(n / MARK), app.marks.length - 1);
    c = app.cursor = { board: new app.cg.Board(app.live.game(), app.marks[m]), base: m * MARK, ply: m * MARK };
  }
  while (c.ply > n) {
    c.board.pop();
    c.ply--;
  }
  while (c.ply < n) {
    c.board.play(app.plies[c.ply].uci);
    c.ply++;
  }
  return c.board;
}

function dropCursor() {
  if (app.cursor) app.cursor.board.delete();
  app.cursor = null;
}

// ---- the plies and the move list's rows ----

// addPly records a ply played on the live game: its row in the move list
// and, every MARK plies, the position's text.
function addPly(p) {
  app.plies.push(p);
  placePly(app.plies.length - 1);
  if (app.plies.length % MARK === 0) app.marks[app.plies.length / MARK] = app.live.text();
}

// placePly puts ply i in the move list's rows: a new row when the sides
// start again (a move number, or Qi Guo's round of seven).
function placePly(i) {
  const p = app.plies[i];
  const prev = app.plies[i - 1];
  const n = app.live.sides();
  const many = n > 2;
  if (!prev || p.side <= prev.side || (!many && p.number !== prev.number && p.side === 0)) {
    const last = app.rows[app.rows.length - 1];
    // The move number once, where it changes (Sittuyin's placements all
    // belong to move 1).
    const label = many ? String(app.rows.length + 1) : !last || last.number !== p.number ? String(p.number) : "";
    app.rows.push({ label, number: p.number, cells: new Array(n).fill(-1) });
  }
  p.row = app.rows.length - 1;
  app.rows[p.row].cells[p.side] = i;
}

// truncatePlies keeps the first k plies (after an undo).
function truncatePlies(k) {
  if (k >= app.plies.length) return;
  app.plies.length = k;
  app.rows.length = k ? app.plies[k - 1].row + 1 : 0;
  const last = app.rows[app.rows.length - 1];
  if (last) last.cells = last.cells.map((c) => (c >= k ? -1 : c));
  app.marks.length = Math.floor(k / MARK) + 1;
  if (app.cursor && (app.cursor.base > k || app.cursor.ply > k)) dropCursor();
}

function squaresOfGame(board) {
  const g = board.game();
  if (!app.squares.has(g)) app.squares.set(g, squaresOf(board.svg({ lastMove: false, check: false })));
  return app.squares.get(g);
}

function isHumanTurn() {
  return app.view === null && !outcome().over && app.seats[app.live.side()] === "human" && !app.botBusy;
}

// legal returns the legal moves of the live position that the page may
// play now (none while the bot is to move or the game is reviewed).
function legal() {
  if (!isHumanTurn()) return [];
  return split(app.live.legalMoves()).map(parseUci);
}

function movesFrom(moves, sel) {
  if (!sel) return [];
  if (typeof sel === "string") return moves.filter((m) => m.from === sel);
  return moves.filter((m) => m.drop === sel.drop);
}

// pieceName returns the name, in the game's words, of the piece a drop
// of letter places, asked of the library: the drop is played on a copy
// and the picture of the copy names the piece on its square.
function pieceName(board, uci, square) {
  const key = board.game() + "|" + board.rules() + "|" + (uci.includes("@") ? uci.split("@")[0] : uci.replace(/^[a-z][0-9]+[a-z][0-9]+/, "=")) + "|" + board.side();
  if (!app.pieceNames.has(key)) {
    let name = uci;
    try {
      const c = board.clone();
      c.play(uci);
      const svg = c.svg({ lastMove: false });
      c.delete();
      const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
      const g = doc.querySelector(`g[data-square="${CSS.escape(square)}"][data-piece]`);
      if (g) name = g.getAttribute("data-piece");
    } catch { /* keep the move's text */ }
    app.pieceNames.set(key, name);
  }
  return app.pieceNames.get(key);
}

// The board's view, made once the document is parsed (the module runs
// as soon as it is loaded, to start the WebAssembly early).
let view = null;
const handlers = {
  onClick: (sq) => clickSquare(sq),
  onDrop: (from, to) => dropOn(from, to),
  onHand: (h) => clickHand(h.drop),
  canDrag: (from) => movesFrom(legal(), from).length > 0,
  targetsOf: (from) => movesFrom(legal(), from).map((m) => m.to),
  onEscape: () => { app.selected = null; hidePromotion(); render(); },
};

function clickSquare(sq) {
  app.lastTap = sq; // for the browser test: the tap reached the square
  hidePromotion();
  const moves = legal();
  if (!isHumanTurn()) {
    if (app.view !== null) message("You are reviewing an earlier position: go back to the game to move.", "info");
    return;
  }
  const sel = app.selected;
  if (sel) {
    const to = movesFrom(moves, sel).filter((m) => m.to === sq);
    if (to.length) return choose(to);
    if (sel === sq) {
      app.selected = null;
      message("");
      return render();
    }
  }
  if (moves.some((m) => m.from === sq)) {
    app.selected = sq;
    // A pinned piece says so when chosen: which piece holds it, and the rule.
    const pin = app.live.pinned(sq);
    message(pin ? pinText(pin) : "", pin ? "info" : undefined);
    return render();
  }
  if (sel) {
    // A move the rules refuse: say which rule.
    const text = typeof sel === "string" ? sel + sq : sel.drop + "@" + sq;
    explainRefusal(text);
    app.selected = null;
    return render(true);
  }
  const piece = view.buttons.get(sq)?.dataset.piece;
  if (piece) message(heldBy(sq, piece), "info");
}

// heldBy says why the piece on sq cannot move, as the library refuses its
// moves: each move from sq is explained, and where more than one rule
// refuses them, the rule that refuses the fewest (a pin's, MK-9: "the
// move would leave the own khun attacked", beside the piece's own way of
// moving) is the one that holds it.
function heldBy(sq, piece) {
  const pin = app.live.pinned(sq);
  if (pin && pin.forbids) return pinText(pin);
  const byRule = new Map();
  for (const t of squaresOfGame(app.live)) {
    if (t === sq) continue;
    const x = app.live.explain(sq + t);
    if (x.legal || !x.rule || x.code !== "ErrIllegalMove") continue;
    if (!byRule.has(x.rule)) byRule.set(x.rule, { n: 0, sentence: x.sentence, to: t });
    byRule.get(x.rule).n++;
  }
  const who = `${named()} to move: the ${piece} on ${sq} cannot move now`;
  if (byRule.size < 2) return who + ".";
  const [rule, r] = [...byRule].sort((a, b) => a[1].n - b[1].n)[0];
  return `${who}: ${r.sentence} (${rule}; ${sq} to ${r.to}, for one).`;
}

// pinText says what holds a pinned piece, from the library's pins
// (Board.pinned): its pinner, and the rule that refuses its moves off the
// line, with one of them; in Qi Guo, which has no check, what leaving the
// line would risk.
function pinText(pin) {
  const by = pin.pinners.map((p) => `the ${p.piece} on ${p.square}`).join(" and ");
  const head = `The ${pin.piece} on ${pin.square} is pinned by ${by}`;
  if (!pin.forbids) return `${head}: if it leaves the line, ${pin.pinners.length > 1 ? "they" : "that piece"} may take the ${app.live.sides() > 2 ? "general" : "king"} on a later turn.`;
  const may = pin.moves.length ? ": it may move only along the line" : " and cannot move";
  const one = pin.refused ? `; ${pin.refused.slice(0, pin.square.length)} to ${pin.refused.slice(pin.square.length)}, for one` : "";
  return `${head}${may}. ${title(pin.sentence)} (${pin.rule}${one}).`;
}

function dropOn(from, to) {
  hidePromotion();
  if (!isHumanTurn()) return;
  const moves = movesFrom(legal(), typeof from === "string" ? from : { drop: from.drop }).filter((m) => m.to === to);
  if (moves.length) return choose(moves);
  explainRefusal(typeof from === "string" ? from + to : from.drop + "@" + to);
  app.selected = null;
  render(true);
}

function clickHand(letter) {
  hidePromotion();
  if (!isHumanTurn()) return;
  const sel = app.selected;
  app.selected = sel && typeof sel !== "string" && sel.drop === letter ? null : { drop: letter };
  message("");
  render();
}

// explainRefusal shows why the library refuses move: its rule and
// sentence.
function explainRefusal(move) {
  const x = app.live.explain(move);
  if (x.legal) return message("");
  message(x.rule && x.sentence ? `${title(x.sentence)} (${x.rule}).` : x.message ? refusal(x) : `${move} is not a legal move.`);
}

// choose plays the one move among moves (they share their squares), or
// asks which promotion.
function choose(moves) {
  if (moves.length === 1) return play(moves[0].uci);
  const box = $("promotion");
  box.replaceChildren(el("p", { text: "Promote to:" }));
  app.promoting = moves[0].to;
  for (const m of moves) {
    const san = app.live.sanMove(m.uci);
    const name = pieceName(app.live, m.uci, m.to);
    box.append(el("button", {
      type: "button", class: "promo", dataset: { move: m.uci },
      text: name && name !== m.uci ? `${san} (${name})` : san, title: m.uci, onclick: () => { hidePromotion(); play(m.uci); },
    }));
  }
  box.append(el("button", { type: "button", class: "promo-cancel", text: "Cancel", onclick: () => { hidePromotion(); app.selected = null; render(); } }));
  box.hidden = false;
  placePromotion();
  box.querySelector("button.promo")?.focus({ preventScroll: true });
}

// placePromotion lays the choice over the board at the promotion square,
// inside the board's edges.
function placePromotion() {
  const box = $("promotion");
  const b = view.buttons.get(app.promoting);
  if (box.hidden || !b) return;
  const area = $("board-scroll");
  const ar = area.getBoundingClientRect();
  const br = b.getBoundingClientRect();
  const board = $("board").getBoundingClientRect();
  box.style.minWidth = Math.max(br.width, 96) + "px";
  let left = br.left - ar.left + area.scrollLeft;
  let top = br.top - ar.top + area.scrollTop;
  const w = box.offsetWidth;
  const h = box.offsetHeight;
  left = Math.max(board.left - ar.left + area.scrollLeft, Math.min(left, board.right - ar.left + area.scrollLeft - w));
  top = Math.max(board.top - ar.top + area.scrollTop, Math.min(top, board.bottom - ar.top + area.scrollTop - h));
  box.style.left = left + "px";
  box.style.top = top + "px";
}

function hidePromotion() {
  $("promotion").hidden = true;
  $("promotion").replaceChildren();
  app.promoting = null;
}

// play plays a move (any spelling the library reads) on the live game.
function play(text, quiet) {
  if (tickClock()) return false; // the flag fell first
  const side = app.live.side();
  const number = app.live.fullmoveNumber();
  // The move's SAN, asked before it is played (the whole game's SAN would
  // cost in proportion to its length).
  const x = app.live.explain(text);
  let uci;
  try {
    uci = app.live.play(x.legal && x.move ? x.move : text);
  } catch (e) {
    if (!quiet) message(e && e.rule ? refusal(e) : `That move cannot be played. ${refusal(e)}`, "error", e && e.rule ? "" : quoted(e));
    return false;
  }
  addPly({ side, uci, san: x.san || uci, number });
  clockMoved(side);
  app.selected = null;
  app.drawOffer = null;
  message("");
  render(true);
  return true;
}

// ---- the chess clock ----

// The time controls offered: minutes per side + seconds added per move.
const CLOCKS = [["", "no clock"], ["60+0", "1+0 (bullet)"], ["120+1", "2+1 (bullet)"], ["180+0", "3+0 (blitz)"],
  ["180+2", "3+2 (blitz)"], ["300+0", "5+0 (blitz)"], ["300+3", "5+3 (blitz)"], ["600+0", "10+0 (rapid)"],
  ["600+5", "10+5 (rapid)"], ["900+10", "15+10 (rapid)"], ["1800+0", "30+0 (classical)"], ["1800+20", "30+20 (classical)"]];

// startClock sets the clock of a new game to the time control tc
// ("300+3": seconds per side + seconds per move), none for "" or a game of
// more than two sides. The clock of the side to move runs from the first
// move on.
function startClock(tc, board) {
  clearInterval(app.clockTimer);
  app.clock = null;
  const m = /^(\d+)\+(\d+)$/.exec(tc || "");
  if (m && board.sides() === 2) {
    const base = Number(m[1]) * 1000;
    app.clock = { tc, base, inc: Number(m[2]) * 1000, left: [base, base], since: null, flag: null };
    app.clockTimer = setInterval(() => { if (tickClock()) render(); else showClocks(); }, 100);
  }
  showClocks();
}

// runningSide returns the side whose clock runs, or -1.
function runningSide() {
  const c = app.clock;
  if (!c || c.flag !== null || c.since === null || app.live.outcome().over) return -1;
  return app.live.side();
}

// tickClock charges the running side for the time since its turn began;
// true when its flag falls now (the game is then lost on time).
function tickClock() {
  const c = app.clock;
  const side = runningSide();
  if (side < 0) return false;
  const now = performance.now();
  c.left[side] -= now - c.since;
  c.since = now;
  if (c.left[side] > 0) return false;
  c.left[side] = 0;
  c.flag = side;
  clearInterval(app.clockTimer);
  app.botToken++;
  app.botBusy = false;
  // A loss on time ends the game outside its rules: the library records
  // it (the PGN's Result and Termination "time forfeit", read back as
  // ended), and Undo takes it back.
  try {
    app.live.forfeit(side);
  } catch (e) {
    message(refusal(e), "error");
    return true;
  }
  message(`${named(side)}'s flag has fallen: ${named(1 - side)} wins on time.`, "info");
  return true;
}

// clockMoved adds the increment to the side that has just moved and starts
// the other side's clock.
function clockMoved(side) {
  const c = app.clock;
  if (!c || c.flag !== null) return;
  if (c.since !== null) c.left[side] += c.inc;
  c.since = performance.now();
}

function clockText(ms) {
  const t = Math.max(0, ms);
  const m = Math.floor(t / 60000);
  const sec = Math.floor((t % 60000) / 1000);
  const tenths = t < 10000 ? "." + Math.floor((t % 1000) / 100) : "";
  return `${m}:${String(sec).padStart(2, "0")}${tenths}`;
}

function showClocks() {
  const box = $("clocks");
  const c = app.clock;
  if (!c || !c.tc) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  box.hidden = false;
  const running = runningSide();
  const order = app.bottom === 1 ? [0, 1] : [1, 0]; // the top side first
  const now = performance.now();
  box.replaceChildren(...order.map((i) => {
    const left = i === running ? c.left[i] - (now - c.since) : c.left[i];
    return el("span", { class: "clock" + (i === running ? " running" : "") + (c.flag === i ? " flagged" : ""), dataset: { side: i } },
      el("span", { class: "clock-name", text: named(i) }), " ",
      el("span", { class: "clock-time", text: clockText(left), "aria-label": `${named(i)}'s time` }));
  }));
}

// outcome is the live game's outcome, as the library keeps it (a flag
// fall included: see tickClock).
function outcome() {
  return app.live.outcome();
}

// ---- the count ----

// countText says how a running count stands, as the library keeps it
// (Board.counting): whose count, how many of its moves, of how many, and
// which honour ("Black's count: 5 of 16 (the pieces' honour)"). "" when
// no count runs.
function countText(board) {
  const c = board.counting();
  if (!c) return "";
  const honour = c.kind === "board" ? "the board's honour" : "the pieces' honour";
  const end = !c.passed ? "" : c.plies ? " The count has run out: a draw may be claimed." : " The count has run out.";
  return `${named(c.side, board)}'s count: ${c.count} of ${c.limit} (${honour}).${end}`;
}

function renderCount(shown) {
  const t = countText(shown);
  $("count").hidden = !t;
  $("count").textContent = t;
}

// ---- a new game ----

function gameInfo(name) {
  return app.games.find((g) => g.name === name);
}

// setGame makes board the live game: its start, history, sides and seats.
function setGame(board, seats, plies, marks) {
  app.botToken++;
  app.botBusy = false;
  app.live = board;
  app.view = null;
  app.selected = null;
  app.drawOffer = null;
  app.bottom = 0;
  dropCursor();
  app.plies = plies || replay(board);
  app.rows = [];
  for (let i = 0; i < app.plies.length; i++) placePly(i);
  app.marks = marks || [startText(board)];
  // A new game keeps who plays which side when its sides are the same; a
  // record is shown with every side to a human (no bot starts playing it).
  const n = board.sides();
  app.seats = seats && seats.length === n ? seats
    : Array.from({ length: n }, (_, i) => (app.seats.length === n && app.seats[i]) || "human");
  app.groups = board.game() === "qiguo" ? groupsOf(board) : null;
  startClock(seats ? "" : $("clock").value, board);
  hideResign();
  hidePromotion();
  buildPlayers();
  buildBottom();
  render();
}

// startText returns the text of board's start position.
function startText(board) {
  if (board.moveStack() === "" && !board.outcome().over) return board.text();
  const b = startOf(board);
  const t = b.text();
  b.delete();
  return t;
}

// replay returns the plies of board's moves, replayed from its start.
function replay(board) {
  const b = startOf(board);
  const out = [];
  for (const uci of split(board.moveStack())) {
    const side = b.side();
    const number = b.fullmoveNumber();
    const san = b.sanMove(uci) || uci;
    try { b.play(uci); } catch { break; }
    out.push({ side, uci, san, number });
  }
  b.delete();
  return out;
}

// groupsOf reads Qi Guo's alliances from the board's rules text
// ("... Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao"): one list of side
// indices per player. Without alliances each state is a player.
function groupsOf(board) {
  const names = Array.from({ length: board.sides() }, (_, i) => board.sideName(i));
  const m = /(?:^|\s)Alliances=(\S+)/.exec(board.rules());
  if (!m) return names.map((_, i) => [i]);
  return m[1].split(",").map((g) => g.split("+").map((s) => names.indexOf(s)).filter((i) => i >= 0));
}

function optionsFromForm() {
  const options = {};
  for (const input of $("options").querySelectorAll("[data-option]")) {
    if (input.value.trim() !== "") options[input.dataset.option] = input.value.trim();
  }
  if (gameName() === "qiguo") {
    const groups = seatGroups();
    if (groups) options.Alliances = groups;
  }
  return options;
}

function boardOptions() {
  return { rules: $("rules").value, options: optionsFromForm() };
}

function newGame(fen) {
  const game = gameName();
  let board;
  try {
    board = fen === undefined ? new app.cg.Board(game, undefined, boardOptions()) : new app.cg.Board(game, fen, boardOptions());
  } catch (e) {
    message(`${fen === undefined ? "This game cannot start" : "This FEN cannot be read"}. ${refusal(e)}`, "error", quoted(e));
    return;
  }
  showTags(null);
  app.recordTags = null;
  setGame(board);
  message("");
}

// ---- the setup form ----

// The names players know some rule sets by, listed as games of their own
// (Chaturanga is Shatranj's "chaturanga" set): the registry's variant
// names that name a set of their own.
const VARIANT_WORDS = {
  chaturanga: "Chaturanga (ancient Indian chess)",
  cambodian: "Ouk Chatrang (Cambodian chess)",
  karouk: "Kar Ouk (Cambodian chess, first check wins)",
  makpong: "Makpong (Makruk's tie-break)",
  asean: "ASEAN chess",
  "ai-wok": "Ai-wok (Makruk with the ai-wok)",
};

function fillGames() {
  const sel = $("game");
  sel.replaceChildren(...app.games.flatMap((g) => [el("option", { value: g.name, text: g.title }),
    ...Object.entries(g.variants).filter(([v, set]) => v !== g.name && VARIANT_WORDS[v] && g.ruleSets.includes(set))
      .map(([v, set]) => el("option", { value: v, text: VARIANT_WORDS[v], dataset: { game: g.name, rules: set } }))]));
  sel.value = "makruk";
  fillRules();
}

// gameName returns the registry name of the game chosen in the list.
function gameName() {
  const o = $("game").selectedOptions[0];
  return (o && o.dataset.game) || $("game").value;
}

// optionChoices returns the chosen game's options under the chosen rule
// set, as the library lists them (cg.optionChoices): each one's kind, the
// values it takes and its value in the rule set.
function optionChoices(game, rules) {
  const key = game + "|" + rules;
  app.optionChoices ??= new Map();
  if (!app.optionChoices.has(key)) {
    let list = [];
    try {
      list = app.cg.optionChoices(game, { rules });
    } catch { /* a rule set the game lacks: no options shown */ }
    app.optionChoices.set(key, list);
  }
  return app.optionChoices.get(key);
}

// optionInput is the control of option o: a choice among its values
// (the first, empty, keeping the rule set's), a number within its range,
// or text.
function optionInput(o) {
  const keep = `as the rule set has it (${o.value})`;
  if (o.kind === "choice" || o.kind === "boolean") {
    return el("select", { dataset: { option: o.name } }, el("option", { value: "", text: keep }),
      ...o.values.map((v) => el("option", { value: v, text: v })));
  }
  if (o.kind === "number") {
    return el("input", { type: "number", min: o.min, max: o.max, step: 1, placeholder: `rule set's: ${o.value}`, dataset: { option: o.name } });
  }
  return el("input", { type: "text", dataset: { option: o.name }, spellcheck: "false", placeholder: o.value });
}

// fillOptions lists the chosen game's rule options under the chosen rule
// set, once their box is open; values already chosen are kept.
function fillOptions() {
  const g = gameInfo(gameName());
  const opts = $("options");
  const key = g.name + "|" + $("rules").value;
  if (opts.dataset.game === key) return;
  const sameGame = (opts.dataset.game || "").startsWith(g.name + "|");
  if (!$("options-box").open) {
    if (!sameGame) {
      opts.replaceChildren();
      opts.dataset.game = "";
    }
    return;
  }
  const chosen = new Map();
  if (sameGame) for (const input of opts.querySelectorAll("[data-option]")) chosen.set(input.dataset.option, input.value);
  opts.dataset.game = key;
  opts.replaceChildren(...optionChoices(g.name, $("rules").value).filter((o) => !(g.name === "qiguo" && o.name === "Alliances")).map((o) => {
    const input = optionInput(o);
    if (chosen.has(o.name)) input.value = chosen.get(o.name);
    return el("label", { class: "option" }, o.name + " ", input);
  }));
}

function fillRules() {
  const g = gameInfo(gameName());
  $("rules").replaceChildren(...g.ruleSets.map((r) => el("option", { value: r, text: r })));
  const chosen = $("game").selectedOptions[0];
  if (chosen && chosen.dataset.rules) $("rules").value = chosen.dataset.rules;
  fillOptions();
  $("qiguo-seats").hidden = g.name !== "qiguo";
  if (g.name === "qiguo") fillSeats(7);
}

// seatingFor returns a seating of Qi Guo's states for n players that the
// library accepts under the chosen rules (QG-21, QG-22): the seatings are
// tried in order (state by state, each with an earlier player or the next
// new one) and the library says which is allowed. Lists of state indices,
// one per player; null if none is.
function seatingFor(n, names) {
  const opts = optionsFromFormWithout();
  const rules = $("rules").value;
  const k = names.length;
  const seat = new Array(k).fill(0);
  let tries = 0;
  let found = null;
  const ok = () => {
    const groups = Array.from({ length: n }, () => []);
    seat.forEach((p, i) => groups[p].push(i));
    if (n === k) return groups;
    tries++;
    try {
      app.cg.startingFen("qiguo", { rules, options: { ...opts, Alliances: groups.map((g) => g.map((i) => names[i])) } });
      return groups;
    } catch {
      return null;
    }
  };
  // Restricted growth strings with exactly n blocks, in lexicographic order.
  const walk = (i, used) => {
    if (found || tries > 2000) return;
    if (k - i < n - used) return;
    if (i === k) {
      if (used === n) found = ok();
      return;
    }
    for (let p = 0; p <= Math.min(used, n - 1); p++) {
      seat[i] = p;
      walk(i + 1, p === used ? used + 1 : used);
      if (found) return;
    }
  };
  walk(0, 0);
  return found;
}

function qiguoNames() {
  try {
    const b = new app.cg.Board("qiguo", undefined, { rules: $("rules").value, options: optionsFromFormWithout() });
    const names = Array.from({ length: b.sides() }, (_, i) => b.sideName(i));
    b.delete();
    return names;
  } catch {
    return ["Qin", "Han", "Chu", "Wei", "Qi", "Yan", "Zhao"].map((_, i) => `state ${i + 1}`);
  }
}

function optionsFromFormWithout() {
  const options = {};
  for (const input of $("options").querySelectorAll("[data-option]")) {
    if (input.value.trim() !== "") options[input.dataset.option] = input.value.trim();
  }
  return options;
}

function fillSeats(players) {
  const names = qiguoNames();
  const sel = $("players");
  if (!sel.options.length) {
    sel.replaceChildren(...[7, 6, 5, 4, 3].map((n) => el("option", { value: n, text: String(n) })));
  }
  sel.value = String(players);
  const seating = seatingFor(players, names) || names.map((_, i) => [i]);
  const playerOf = [];
  seating.forEach((g, p) => g.forEach((s) => { playerOf[s] = p; }));
  const list = $("seat-list");
  list.replaceChildren(...names.map((name, i) => el("label", { class: "seat" }, name + " ",
    el("select", { dataset: { state: i } }, ...seating.map((_, p) => el("option", { value: p, text: `player ${p + 1}` }))))));
  list.querySelectorAll("select").forEach((s, i) => { s.value = String(playerOf[i]); });
}

// seatGroups returns the alliances the seat list says, as lists of state
// names (null for seven players alone).
function seatGroups() {
  const names = qiguoNames();
  const groups = new Map();
  for (const s of $("seat-list").querySelectorAll("select")) {
    const p = Number(s.value);
    if (!groups.has(p)) groups.set(p, []);
    groups.get(p).push(names[Number(s.dataset.state)]);
  }
  const out = [...groups.keys()].sort((a, b) => a - b).map((p) => groups.get(p));
  return out.length === names.length ? null : out;
}

// ---- players: human or bot ----

function buildPlayers() {
  const box = $("players-box");
  const b = app.live;
  const groups = app.groups || Array.from({ length: b.sides() }, (_, i) => [i]);
  box.replaceChildren(el("p", { class: "label", text: "Players" }), ...groups.map((g) => {
    const name = g.map((i) => named(i, b)).join(" + ");
    const sel = el("select", { dataset: { sides: g.join(",") }, "aria-label": `${name} is played by` },
      el("option", { value: "human", text: "human" }), el("option", { value: "bot", text: "bot" }));
    sel.value = app.seats[g[0]] || "human";
    sel.addEventListener("change", () => {
      for (const i of g) app.seats[i] = sel.value;
      if (sel.value === "bot") bot();
      // Against the bot, the player's side at the bottom.
      const humans = app.seats.map((s, i) => (s === "human" ? i : -1)).filter((i) => i >= 0);
      if (app.seats.length === 2 && humans.length === 1) app.bottom = humans[0];
      render();
    });
    return el("label", { class: "player" }, name + " ", sel);
  }));
}

function buildBottom() {
  const b = app.live;
  const many = b.sides() > 2;
  $("bottom-box").hidden = !many;
  $("flip").hidden = many;
  if (many) {
    const sel = $("bottom");
    sel.replaceChildren(...Array.from({ length: b.sides() }, (_, i) => el("option", { value: i, text: named(i, b) })));
    sel.value = String(app.bottom);
  }
}

// ---- rendering ----

function render(keepFocus) {
  const t0 = performance.now();
  try {
    renderNow(keepFocus);
  } finally {
    app.timings.render = performance.now() - t0;
    (app.timings.renders ??= []).push(Math.round(app.timings.render));
    if (app.timings.renders.length > 50) app.timings.renders.shift();
  }
}

function renderNow(keepFocus) {
  if (keepFocus !== false) view.keepFocus();
  const live = app.live;
  const shown = shownBoard();
  const isLive = app.view === null;
  const moves = legal();
  const out = outcome();
  const sel = app.selected;
  const from = movesFrom(moves, sel);
  const targets = new Set(from.map((m) => m.to));
  const movable = new Set(moves.filter((m) => m.from).map((m) => m.from));
  const marks = squaresOfGame(shown).map((square) => ({ square, color: GRID_MARK }));
  if (typeof sel === "string") marks.push({ square: sel, color: SELECTED });
  for (const m of from) marks.push({ square: m.to, color: live.isCapture(m.uci) ? CAPTURE : TARGET });
  let svg;
  try {
    svg = shown.svg({ bottom: app.bottom, marks, lastMove: true });
  } catch (e) {
    message(refusal(e));
    svg = shown.svg({ bottom: app.bottom });
  }
  const name = `${gameInfo(live.game())?.title || live.game()} board, ${named(undefined, shown)} to move` + (isLive ? "" : `, after ply ${app.view}`);
  view.render(svg, { selected: typeof sel === "string" ? sel : null, targets, movable, interactive: isHumanTurn(), title: name,
    hand: handNames(moves), selectedDrop: sel && typeof sel !== "string" ? sel.drop : null });
  renderHand(moves);
  renderStatus(shown, out);
  renderControls(out);
  renderMoves();
  renderStates(shown);
  renderCount(shown);
  showClocks();
  $("fen-out").value = shown.fen();
  $("pgn-out").hidden || ($("pgn-out").value = pgnText());
  document.documentElement.dataset.game = live.game();
  document.documentElement.dataset.over = String(out.over);
  maybeBot();
}

// handNames maps the names of the pieces the side to move may place from
// its hand to their letters.
function handNames(moves) {
  const out = new Map();
  for (const m of moves) {
    if (m.drop && ![...out.values()].includes(m.drop)) out.set(pieceName(app.live, m.uci, m.to), m.drop);
  }
  return out;
}

function renderHand(moves) {
  const hand = $("hand");
  const drops = moves.filter((m) => m.drop);
  if (!drops.length) {
    hand.hidden = true;
    hand.replaceChildren();
    return;
  }
  const letters = [...new Set(drops.map((m) => m.drop))];
  const pocket = app.live.pocket(app.live.side() === 0);
  hand.hidden = false;
  hand.replaceChildren(el("p", { class: "label", text: `${named()} places from the hand:` }), ...letters.map((letter) => {
    const m = drops.find((d) => d.drop === letter);
    const name = pieceName(app.live, m.uci, m.to);
    const n = [...pocket].filter((c) => c === letter.toLowerCase()).length;
    const pressed = app.selected && typeof app.selected !== "string" && app.selected.drop === letter;
    const b = el("button", { type: "button", class: "hand-piece", dataset: { drop: letter }, "aria-pressed": String(!!pressed),
      text: n > 1 ? `${name} ×${n}` : name });
    b.addEventListener("pointerdown", (e) => {
      if (e.button !== 0) return;
      e.preventDefault();
      view.startDrag(e, { drop: letter }, b, b);
    });
    b.addEventListener("click", (e) => { if (e.detail === 0) clickHand(letter); });
    return b;
  }));
}

// How a game ended, in words, by the library's word for its reason (the
// loser named where the reason is the loser's: "White has only the king
// left").
const REASON_WORDS = {
  checkmate: () => "by checkmate",
  stalemate: () => "by stalemate",
  "bare-king": (loser) => (loser ? `: ${loser} has only the king left` : ": both kings stand alone"),
  counting: () => "by counting: the count ran out",
  repetition: () => "by repetition",
  "move-rule": () => "by the move rule",
  "insufficient-material": () => ": neither side has the pieces to mate",
  "no-legal-move-draw": () => ": every move is forbidden by the rule against stalemating",
  "lone-king-count": () => ": the lone king survived its count",
  "only-promotions": () => ": only promotions are left to play",
  conquest: () => "by conquest: two states defeated",
  "capture-count": () => "by capture: thirty pieces taken",
  "last-standing": () => "as the last left standing",
  resignation: (loser) => (loser ? `: ${loser} resigned` : "by resignation"),
  agreement: () => "by agreement",
  niol: () => "by niol: a mate with no shak among its checks",
  "knight-mate": () => ": a mate by knights alone is forbidden, and the mated side wins",
  "first-check": (loser) => (loser ? `: ${loser} was checked first` : "by the first check"),
  // Endings outside the rules, as the library reads them from a record's
  // Termination tag.
  "time-forfeit": (loser) => (loser ? `: ${loser} ran out of time` : "on time"),
  adjudication: () => "by adjudication",
  "rules-infraction": (loser) => (loser ? `: ${loser} broke the rules` : "by a rules infraction"),
  abandoned: (loser) => (loser ? `: ${loser} abandoned the game` : "as the game was abandoned"),
  emergency: () => "as the game was stopped by an emergency",
  death: () => "as a player died",
  other: () => "as the record's Termination says",
};

// resultWords says how the game ended: "Black wins: White has only the
// king left", "Draw by repetition".
function resultWords(out, board) {
  const loser = board.sides() === 2 && out.winner >= 0 ? named(1 - out.winner, board) : "";
  const how = (REASON_WORDS[out.reason] || (() => `(${out.reason})`))(loser);
  const head = out.winner >= 0 ? `${named(out.winner, board)} wins` : "Draw";
  return head + (how.startsWith(":") ? how : " " + how);
}

function renderStatus(shown, out) {
  const live = app.live;
  let s;
  if (app.view !== null) {
    s = `Reviewing: ${app.view === 0 ? "the start position" : "after ply " + app.view}, ${named(undefined, shown)} to move.`;
  } else if (out.over) {
    s = `Game over. ${resultWords(out, live)}.`;
  } else {
    let who = app.seats[live.side()] === "bot" ? " (bot)" : "";
    if (app.groups && app.groups.some((g) => g.length > 1)) {
      const p = app.groups.findIndex((g) => g.includes(live.side()));
      who = ` (player ${p + 1}${app.seats[live.side()] === "bot" ? ", bot" : ""})`;
    }
    s = `${named()}${who} to move` + (live.isCheck() ? ", in check" : "") + (app.botBusy ? ": the bot is thinking…" : ".");
  }
  $("status").textContent = s;
  $("review-bar").hidden = app.view === null;
  $("review-text").textContent = app.view === null ? "" : s;
  const r = $("result");
  r.textContent = out.over ? `${out.result}: ${resultWords(out, live)}.` : "";
  r.dataset.result = out.over ? out.result : "";
  r.dataset.reason = out.over ? out.reason : "";
}

function renderControls(out) {
  const live = app.live;
  const isLive = app.view === null;
  const human = isLive && !out.over && app.seats[live.side()] === "human";
  $("undo").disabled = app.plies.length === 0 && !out.over;
  $("resign").disabled = !isLive || out.over || !app.seats.includes("human");
  $("offer-draw").disabled = !human || app.drawOffer !== null;
  const offer = app.drawOffer !== null && isLive && !out.over;
  $("draw-offer").hidden = !offer;
  if (offer) $("draw-offer-text").textContent = `${named(app.drawOffer)} offers a draw.`;
  const box = $("actions");
  const buttons = [];
  if (human && !app.botBusy) {
    for (const c of live.claims()) {
      buttons.push(el("button", { type: "button", class: "claim", dataset: { claim: c }, text: CLAIM_WORDS[c] || `Claim: ${c}`,
        onclick: () => act(() => live.claim(c)) }));
    }
    for (const a of live.actions()) {
      if (a === "resign") continue;
      buttons.push(el("button", { type: "button", class: "action", dataset: { action: a }, text: ACTION_WORDS[a] || a,
        onclick: () => play(a) }));
    }
    const others = legal().filter((m) => !m.from && !m.drop);
    for (const m of others) {
      buttons.push(el("button", { type: "button", class: "action", dataset: { move: m.uci }, text: live.sanMove(m.uci) || m.uci,
        onclick: () => play(m.uci) }));
    }
  }
  box.replaceChildren(...buttons);
  $("nav-first").disabled = $("nav-prev").disabled = (app.view ?? app.plies.length) === 0;
  $("nav-next").disabled = $("nav-last").disabled = app.view === null;
}

// act runs an ending (claim, resignation, agreed draw) and shows it.
function act(f) {
  try {
    f();
    message("");
  } catch (e) {
    message(refusal(e));
  }
  app.drawOffer = null;
  render();
}

// The move list's row height in pixels (style.css gives the rows this
// height): the list draws only the rows in sight, with spacers for the
// rest, so that drawing it costs the same in a game of any length.
const ROW = 26;

function renderMoves(follow = true) {
  const box = $("moves");
  const hadFocus = box.contains(document.activeElement);
  const n = app.live.sides();
  const many = n > 2;
  const rows = app.rows;
  const current = app.view ?? app.plies.length;
  const seen = Math.max(box.clientHeight - ROW, ROW * 4);
  let top = box.scrollTop;
  if (follow) {
    // Keep the current ply in sight, scrolling the list only.
    const r = current > 0 ? app.plies[current - 1].row : 0;
    if (r * ROW < top || (r + 1) * ROW > top + seen) top = Math.max(0, r * ROW - seen / 2);
  }
  const first = Math.max(0, Math.floor(top / ROW) - 8);
  const last = Math.min(rows.length, Math.ceil((top + seen) / ROW) + 8);
  app.movesShown = [first, last];
  const table = el("table", { class: many ? "movelist many" : "movelist" });
  const head = el("tr", {}, el("th", { scope: "col", text: "#", title: many ? "round" : "move number" }),
    ...Array.from({ length: n }, (_, i) => el("th", { scope: "col", text: named(i) })));
  table.append(el("thead", {}, head));
  const body = el("tbody");
  const spacer = (k) => el("tr", { class: "spacer", "aria-hidden": "true" }, el("td", { colspan: n + 1, style: `height: ${k * ROW}px` }));
  if (first > 0) body.append(spacer(first));
  for (let r = first; r < last; r++) {
    const row = rows[r];
    body.append(el("tr", {}, el("th", { scope: "row", text: row.label }), ...row.cells.map((i) => {
      const td = el("td");
      if (i >= 0) {
        const p = app.plies[i];
        const b = el("button", { type: "button", class: "ply", dataset: { ply: i + 1 }, text: p.san, title: p.uci });
        if (i + 1 === current) b.setAttribute("aria-current", "true");
        td.append(b);
      }
      return td;
    })));
  }
  if (last < rows.length) body.append(spacer(rows.length - last));
  table.append(body);
  box.replaceChildren(table);
  box.scrollTop = top;
  // The list keeps the keyboard's focus while the arrow keys step through
  // the game: on the current move, else on the list.
  if (hadFocus) (box.querySelector("[aria-current]") || box).focus({ preventScroll: true });
}

function renderStates(shown) {
  const box = $("states");
  if (shown.sides() <= 2) {
    box.replaceChildren();
    return;
  }
  const rows = shown.states().map((s) => el("tr", { class: s.toMove ? "to-move" : "" },
    el("th", { scope: "row", text: s.name }),
    el("td", { text: s.alive === false ? (s.resigned ? "resigned" : `defeated by ${s.defeatedBy || "?"}`)
      : s.controller && s.controller !== s.name ? `moved by ${s.controller}` : "in the game" }),
    el("td", { text: `${s.captures ?? 0} / ${s.losses ?? 0}` })));
  box.replaceChildren(el("table", { class: "states-table" },
    el("thead", {}, el("tr", {}, el("th", { scope: "col", text: "State" }), el("th", { scope: "col", text: "Army" }),
      el("th", { scope: "col", text: "Took / lost" }))),
    el("tbody", {}, ...rows)));
}

function review(ply) {
  hidePromotion();
  app.selected = null;
  app.view = ply >= app.plies.length ? null : Math.max(0, ply);
  render();
}

// ---- the bot ----

function maybeBot() {
  const live = app.live;
  if (app.botBusy || app.view !== null || outcome().over || app.seats[live.side()] !== "bot") return;
  const claims = live.claims();
  if (claims.length) {
    // The example bot claims a draw as soon as it may.
    act(() => live.claim(claims[0]));
    return;
  }
  app.botBusy = true;
  const token = ++app.botToken;
  const req = { variant: live.game(), text: live.text(), depth: Number($("depth").value), seed: ((Math.random() * 2 ** 31) | 0) };
  const t0 = performance.now();
  const allBots = app.seats.every((s) => s === "bot");
  renderStatus(shownBoard(), outcome());
  bot().then((b) => b.move(req)).then((r) => {
    if (token !== app.botToken) return;
    const wait = allBots ? Math.max(0, 250 - (performance.now() - t0)) : 0;
    setTimeout(() => {
      if (token !== app.botToken) return;
      app.botBusy = false;
      app.timings.lastBot = { ms: performance.now() - t0, search: r.ms, depth: req.depth, move: r.move };
      document.documentElement.dataset.botMs = String(Math.round(performance.now() - t0));
      if (!play(r.move, true)) {
        const x = app.live.explain(r.move);
        message(`The bot's move ${r.move} was refused: ${x.rule ? `${title(x.sentence)} (${x.rule}).` : refusal(x)}`);
        render();
      }
    }, wait);
  }, (e) => {
    if (token !== app.botToken) return;
    app.botBusy = false;
    message(`The bot stopped working (${e.message}): every side is now played by a human.`);
    for (let i = 0; i < app.seats.length; i++) app.seats[i] = "human";
    buildPlayers();
    render();
  });
}

// ---- records ----

// The tags the library writes itself from the game.
const OWN_TAGS = new Set(["Variant", "Rules", "FEN", "SetUp", "Result", "Termination", "PlyCount"]);

function pgnText() {
  const tags = { Event: "chaturanga web page", Date: new Date().toISOString().slice(0, 10).replaceAll("-", ".") };
  if (app.live.sides() === 2) {
    tags.White = app.seats[0] === "bot" ? "bot" : "human";
    tags.Black = app.seats[1] === "bot" ? "bot" : "human";
  }
  // A game loaded from a record keeps the record's own tags.
  if (app.recordTags) {
    for (const [k, v] of app.recordTags) if (!OWN_TAGS.has(k)) tags[k] = v;
  }
  if (app.clock && app.clock.tc) tags.TimeControl = app.clock.tc;
  // The library writes the result and the Termination (a loss on time
  // too: see tickClock).
  return app.live.pgn(tags);
}

const MAX_RECORD = 8 << 20;

// splitGames cuts the text of a PGN file into its games: a game begins at
// a tag line that follows movetext. The library reads each.
function splitGames(text) {
  const games = [];
  let start = 0;
  let moves = false;
  const re = /^.*$/gm;
  let m;
  while ((m = re.exec(text))) {
    const line = m[0];
    const tag = /^\s*\[\s*[A-Za-z0-9_]+\s+"/.test(line);
    if (tag && moves) {
      games.push(text.slice(start, m.index));
      start = m.index;
      moves = false;
    } else if (!tag && line.trim() !== "") {
      moves = true;
    }
    if (re.lastIndex === m.index) re.lastIndex++;
  }
  games.push(text.slice(start));
  return games.filter((g) => g.trim() !== "");
}

// tagOf reads a tag's value from a game's text for the list of games
// (the library reads the game when it is chosen).
function tagOf(game, name) {
  const m = new RegExp(`^\\s*\\[\\s*${name}\\s+"((?:[^"\\\\]|\\\\.)*)"`, "m").exec(game.slice(0, 4096));
  return m ? m[1].replace(/\\(.)/g, "$1") : "";
}

// showGameList lists the games of a file of many; each is loaded when
// chosen.
function showGameList(games) {
  app.recordGames = games;
  const list = $("game-list");
  $("games-count").textContent = `This file holds ${games.length} games: choose one.`;
  list.replaceChildren(...games.slice(0, 2000).map((g, i) => {
    const white = tagOf(g, "White") || "?";
    const black = tagOf(g, "Black") || "?";
    const result = tagOf(g, "Result") || "*";
    const event = [tagOf(g, "Event"), tagOf(g, "Round") && "round " + tagOf(g, "Round"), tagOf(g, "Date")].filter((x) => x && x !== "?").join(", ");
    const b = el("button", { type: "button", class: "game-pick", dataset: { index: i } },
      `${i + 1}. `, el("bdi", { text: white }), " – ", el("bdi", { text: black }), `, ${result}`,
      ...(event ? [" (", el("bdi", { text: event }), ")"] : []));
    return el("li", {}, b);
  }));
  $("games-box").hidden = false;
}

async function pickGame(i) {
  const text = app.recordGames[i];
  if (text === undefined) return;
  for (const b of $("game-list").querySelectorAll("button")) b.removeAttribute("aria-current");
  $("game-list").querySelector(`button[data-index="${i}"]`)?.setAttribute("aria-current", "true");
  if (await loadGame(text)) showBoard();
}

function loadPGN(text) {
  const games = text.length <= MAX_RECORD ? splitGames(text) : [text];
  if (games.length > 1) {
    showGameList(games);
    message(`The file holds ${games.length} games: choose one from the list.`, "info");
    $("games-box").scrollIntoView({ block: "nearest" });
    $("game-list").querySelector("button")?.focus({ preventScroll: true });
    return Promise.resolve(true);
  }
  $("games-box").hidden = true;
  app.recordGames = [];
  return loadGame(text);
}

// readRecord reads PGN text in the record reader's worker (reader.js):
// the plies, marks, tags, ending and error of its game.
function readRecord(text) {
  if (!app.reader) {
    app.reader = new Worker(new URL("reader.js", import.meta.url), { type: "module" });
    app.readerWaiting = new Map();
    app.readerNext = 1;
    app.reader.onmessage = (e) => {
      const w = app.readerWaiting.get(e.data.id);
      if (!w) return;
      app.readerWaiting.delete(e.data.id);
      w.resolve(e.data);
    };
    app.reader.onerror = (e) => {
      for (const w of app.readerWaiting.values()) w.reject(new Error(e.message || "the record reader failed"));
      app.readerWaiting.clear();
    };
  }
  const id = app.readerNext++;
  return new Promise((resolve, reject) => {
    app.readerWaiting.set(id, { resolve, reject });
    app.reader.postMessage({ id, text });
  });
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The endings outside the rules (a loss on time, an arbiter's decision),
// which a record's Termination gives and Board.end makes.
const OUTSIDE = new Set(["time-forfeit", "adjudication", "rules-infraction", "abandoned", "emergency", "death", "other"]);

// loadGame reads a record off the page's thread, then plays its moves on
// the live board in slices of about 15 ms (512 moves at most), so that no task of a long
// record blocks the page.
async function loadGame(text) {
  hidePromotion();
  const token = ++app.loadToken;
  message("Reading the record…", "info");
  let r;
  try {
    r = await readRecord(text);
  } catch (e) {
    r = { failed: true, error: { message: e.message } };
  }
  if (token !== app.loadToken) return false;
  if (r.failed) {
    message(`The record cannot be read. ${refusal(r.error)}`, "error", quoted(r.error));
    return false;
  }
  const board = new app.cg.Board(r.game, r.startText);
  let i = 0;
  let n = 64;
  while (i < r.plies.length) {
    const t = performance.now();
    const chunk = r.plies.slice(i, i + n).map((p) => p.uci);
    if (!board.pushMoves(chunk.join(" "))) break;
    i += chunk.length;
    const dt = performance.now() - t;
    n = Math.max(8, Math.min(512, Math.round(n * Math.min(2, 15 / Math.max(dt, 1)))));
    if (i < r.plies.length) {
      message(`Reading the record: ${i} of ${r.plies.length} plies…`, "info");
      await nextTask();
      if (token !== app.loadToken) return false;
    }
  }
  // The ending a player made (a resignation, an agreed or claimed draw).
  if (r.ending && !board.outcome().over) {
    try {
      if (r.ending.reason === "resignation") board.resign(board.sides() === 2 ? 1 - r.ending.winner : board.side());
      else if (r.ending.reason === "agreement") board.agreeDraw();
      else if (OUTSIDE.has(r.ending.reason)) board.end(r.ending.reason, r.ending.winner >= 0 ? r.ending.winner : null, r.ending.termination || "");
      else board.claim(r.ending.reason);
    } catch { /* the record's board said so; the moves are kept */ }
  }
  const tags = r.tags;
  setGame(board, Array.from({ length: board.sides() }, () => "human"), r.plies, r.marks);
  showTags(tags);
  app.recordTags = tags;
  const err = r.error;
  if (err) message(`The record stops at ply ${app.plies.length + 1}. ${refusal(err)}`, "error", err.rule ? "" : quoted(err));
  else message(`Loaded a ${gameInfo(board.game())?.title || board.game()} record of ${app.plies.length} plies.`, "info");
  selectGameInForm(board);
  return true;
}

function selectGameInForm(board) {
  const g = board.game();
  if (gameName() !== g) {
    $("game").value = g;
    fillRules();
  }
  const set = board.rules().split(" ")[0];
  if ([...$("rules").options].some((o) => o.value === set)) $("rules").value = set;
}

function showTags(tags) {
  $("tags-box").hidden = !tags || !tags.length;
  $("tags").replaceChildren(...(tags || []).flatMap(([k, v]) => [el("dt", { text: k, dir: "auto" }), el("dd", { text: v, dir: "auto" })]));
}

async function copyFEN() {
  const text = $("fen-out").value;
  try {
    await navigator.clipboard.writeText(text);
    message("FEN copied.", "info");
  } catch {
    $("fen-out").select();
    message("Select and copy the FEN from the field.", "info");
  }
}

function downloadPGN() {
  const text = pgnText();
  const blob = new Blob([text], { type: "application/x-chess-pgn" });
  const url = URL.createObjectURL(blob);
  const a = el("a", { href: url, download: `${app.live.game()}-${new Date().toISOString().slice(0, 10)}.pgn` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// ---- undo, flip, endings ----

function undo() {
  hidePromotion();
  app.botToken++;
  app.botBusy = false;
  app.view = null;
  app.selected = null;
  app.drawOffer = null;
  const popOne = () => {
    if (app.live.pop() !== "") truncatePlies(app.plies.length - 1);
  };
  if (app.clock && app.clock.flag !== null) {
    // A flag fall taken back: the game goes on without the clock.
    if (app.live.outcome().reason === "time-forfeit") app.live.pop();
    startClock("", app.live);
  } else {
    popOne();
  }
  // Against the bot, take back its reply too: the player moves again.
  for (let k = 0; k < 8 && app.plies.length && app.seats[app.live.side()] === "bot" && app.seats.includes("human"); k++) popOne();
  message("");
  render();
}

// resigner returns the side a resignation is for: the human's against
// the bot, else the side to move.
function resigner() {
  const live = app.live;
  const humans = app.seats.map((s, i) => (s === "human" ? i : -1)).filter((i) => i >= 0);
  return live.sides() === 2 && humans.length === 1 ? humans[0] : live.side();
}

// askResign asks before a resignation: a click on Resign by mistake does
// not lose the game.
function askResign() {
  const side = resigner();
  $("resign-text").textContent = `${named(side)} resigns and loses the game?`;
  $("resign-box").hidden = false;
  $("resign").hidden = true;
  $("resign-cancel").focus();
}

function hideResign() {
  $("resign-box").hidden = true;
  $("resign").hidden = false;
}

function resign() {
  const live = app.live;
  const side = resigner();
  hideResign();
  act(() => live.resign(side));
}

function offerDraw() {
  const live = app.live;
  const side = live.side();
  const others = app.seats.filter((s, i) => i !== side);
  if (others.every((s) => s === "bot")) {
    message("The bot declines the draw.", "info");
    return;
  }
  app.drawOffer = side;
  render();
}

// showBoard brings the board and its message into view (after New game,
// Load FEN, Load PGN: on a phone the forms are above the board).
function showBoard() {
  const r = $("board-region").getBoundingClientRect();
  if (r.top < 0 || r.top > window.innerHeight / 3) $("board-region").scrollIntoView({ block: "start" });
}

// ---- wiring ----

function wire() {
  $("game").addEventListener("change", fillRules);
  $("rules").addEventListener("change", () => {
    fillOptions();
    if (gameName() === "qiguo") fillSeats(Number($("players").value));
  });
  $("players").addEventListener("change", () => fillSeats(Number($("players").value)));
  // Qi Guo's state names follow the options (WikipediaNames).
  $("options").addEventListener("change", () => { if (gameName() === "qiguo") fillSeats(Number($("players").value)); });
  $("new-game").addEventListener("submit", (e) => { e.preventDefault(); newGame(); showBoard(); });
  $("fen-form").addEventListener("submit", (e) => { e.preventDefault(); newGame($("fen-input").value.trim()); showBoard(); });
  $("pgn-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    if ((await loadPGN($("pgn-input").value)) && !app.recordGames.length) showBoard();
  });
  $("pgn-file").addEventListener("change", async () => {
    const f = $("pgn-file").files[0];
    if (!f) return;
    if (f.size > MAX_RECORD) {
      // Read only what the library's limit needs to refuse it.
      await loadPGN(await f.slice(0, MAX_RECORD + 1).text());
    } else if ((await loadPGN(await f.text())) && !app.recordGames.length) {
      showBoard();
    }
    $("pgn-file").value = "";
  });
  $("move-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = $("move-input").value.trim();
    if (!text) return;
    if (!isHumanTurn()) {
      message(app.view !== null ? "You are reviewing an earlier position: go back to the game to move." : "It is not a human's turn.", "info");
      return;
    }
    if (play(text)) $("move-input").value = "";
  });
  $("undo").addEventListener("click", undo);
  $("flip").addEventListener("click", () => { app.bottom = app.bottom === 0 ? 1 : 0; render(); });
  $("bottom").addEventListener("change", () => { app.bottom = Number($("bottom").value); render(); });
  $("resign").addEventListener("click", askResign);
  $("resign-confirm").addEventListener("click", resign);
  $("resign-cancel").addEventListener("click", () => { hideResign(); $("resign").focus(); });
  $("offer-draw").addEventListener("click", offerDraw);
  $("accept-draw").addEventListener("click", () => act(() => app.live.agreeDraw()));
  $("decline-draw").addEventListener("click", () => { app.drawOffer = null; message("The draw is declined.", "info"); render(); });
  $("nav-first").addEventListener("click", () => review(0));
  $("nav-prev").addEventListener("click", () => review((app.view ?? app.plies.length) - 1));
  $("nav-next").addEventListener("click", () => review((app.view ?? app.plies.length) + 1));
  $("nav-last").addEventListener("click", () => review(app.plies.length));
  $("review-live").addEventListener("click", () => review(app.plies.length));
  $("copy-fen").addEventListener("click", copyFEN);
  $("download-pgn").addEventListener("click", downloadPGN);
  $("show-pgn").addEventListener("click", () => {
    const t = $("pgn-out");
    t.hidden = !t.hidden;
    if (!t.hidden) t.value = pgnText();
  });
  $("moves").addEventListener("click", (e) => {
    const b = e.target.closest("button.ply");
    if (b) review(Number(b.dataset.ply));
  });
  $("moves").addEventListener("scroll", () => {
    const box = $("moves");
    const [first, last] = app.movesShown || [0, 0];
    const r = Math.floor(box.scrollTop / ROW);
    const end = Math.ceil((box.scrollTop + box.clientHeight) / ROW);
    if ((r < first + 2 && first > 0) || (end > last - 2 && last < app.rows.length)) renderMoves(false);
  }, { passive: true });
  $("moves").addEventListener("keydown", (e) => {
    const at = app.view ?? app.plies.length;
    const to = { ArrowLeft: at - 1, ArrowUp: at - 1, ArrowRight: at + 1, ArrowDown: at + 1, Home: 0, End: app.plies.length }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    review(to);
  });
  $("options-box").addEventListener("toggle", fillOptions);
  $("clock").replaceChildren(...CLOCKS.map(([v, t]) => el("option", { value: v, text: t })));
  $("game-list").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-index]");
    if (b) pickGame(Number(b.dataset.index));
  });
  const depth = $("depth");
  depth.replaceChildren(...[1, 2, 3, 4, 5].map((d) => el("option", { value: d, text: String(d) })));
  depth.value = "3";
  for (const tab of ["play", "learn"]) {
    $("tab-" + tab).addEventListener("click", () => showTab(tab));
  }
}

function showTab(tab) {
  for (const t of ["play", "learn"]) {
    $(t).hidden = t !== tab;
    $("tab-" + t).setAttribute("aria-selected", String(t === tab));
  }
  if (tab === "learn") {
    learn().then((l) => l.open()).catch((e) => {
      $("lesson").textContent = `The lessons cannot be loaded: ${e.message}`;
    });
  }
  history.replaceState(null, "", tab === "learn" ? "#learn" : "#");
}

const parsed = document.readyState === "loading"
  ? new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }))
  : Promise.resolve();

async function main() {
  const t0 = performance.now();
  app.timings.start = t0;
  // The head's preload has started fetching the WebAssembly; it compiles
  // and starts while the document is parsed.
  const loading = load({ wasm: new URL("./pkg/dist/chaturanga.wasm", import.meta.url) });
  loading.catch(() => {});
  await parsed;
  view = new BoardView($("board"), handlers);
  // On a narrow screen the setup is folded under the board.
  if (window.matchMedia("(max-width: 900px)").matches) $("setup").open = false;
  app.cg = await loading;
  app.timings.load = performance.now();
  const mark = (name) => { app.timings[name] = performance.now(); };
  app.games = app.cg.games();
  mark("games");
  wire();
  fillGames();
  mark("forms");
  newGame();
  mark("board");
  $("loading").hidden = true;
  showTab(location.hash === "#learn" ? "learn" : "play");
  app.timings.interactive = performance.now();
  document.documentElement.dataset.ready = "1";
  // The bot's worker starts once the page is ready, so that its first
  // move does not wait for its WebAssembly.
  (window.requestIdleCallback || setTimeout)(() => bot());
}

window.chaturangaPage = app; // for the browser test and the curious

main().catch(async (e) => {
  await parsed;
  const p = $("loading");
  p.hidden = false;
  p.className = "error";
  p.textContent = `The page could not start: ${e && e.message || e}`;
  console.error(e);
});
