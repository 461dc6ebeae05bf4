// "Learn": lessons to play. Each lesson (lessons/<game>.json, built into
// learn/lessons.json) teaches one special rule on a live board: a
// position, a task, the learner's move checked by the library (the same
// JS package and WebAssembly the page already runs, and the same board as
// the page's, board.js over package svg), a wrong try answered with the
// rule that refutes it and a hint, then the next step. Progress is kept in
// the browser (localStorage). The tour's pictures (examples/tour, made
// when the page was built: learn/index.json) stay available as a second
// view, "Read the tour". This file knows no rule: legal moves, refusals
// and their rules, SAN and the pictures all come from the library.

import { BoardView, GRID_MARK, parseUci, squaresOf } from "./board.js";

// The key of the progress in localStorage; the version changes if its
// shape does.
export const PROGRESS_KEY = "chaturanga.lessons.v1";

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

const cap = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const split = (s) => (s ? s.split(" ").filter(Boolean) : []);

// Colours of the marks drawn by package svg (as on the page's board).
const SELECTED = "#e8d93a";
const TARGET = "#2e9b4f";
const CAPTURE = "#d0453a";
const WRONG_ARROW = "#c0392bcc";
const SHOW_ARROW = "#1f6f43cc";

// The words of the buttons for action words a step may accept.
const ACTION_WORDS = { count: "Start the count", "stop-count": "Stop the count", resign: "Resign" };

// What a goal asks, for "That is legal, but it does not …".
const GOAL_WORDS = {
  mate: "mate", stalemate: "stalemate the other side", check: "give check", "first-check": "give the first check",
  promote: "promote", capture: "capture", count: "start the count", "stop-count": "stop the count",
  "bare-king": "leave the other king bare", draw: "draw the game", win: "win the game", lose: "end the game as asked",
  setup: "place the piece as asked", "end-setup": "finish the setup",
};

// The names of rule sets, as the page's game list writes them.
const RULES_WORDS = {
  pychess: "pychess rules", cambodian: "Ouk Chatrang", karouk: "Kar Ouk", makpong: "Makpong", asean: "ASEAN chess",
  aiwok: "Ai-wok", chaturanga: "Chaturanga", medina: "Medina's rules", brooke: "Brooke's rules", elcum: "Elcum's rules",
  southeastasian: "south-east Asian rules", elephantchess: "elephantchess.org's rules",
};


function movesFrom(moves, sel) {
  if (!sel) return [];
  if (typeof sel === "string") return moves.filter((m) => m.from === sel);
  return moves.filter((m) => m.drop === sel.drop);
}

// ---- progress ----

// Progress: {done: {lessonId: [step indexes done]}, last: lessonId}.
function readProgress() {
  try {
    const p = JSON.parse(localStorage.getItem(PROGRESS_KEY) || "null");
    if (p && typeof p === "object" && p.done && typeof p.done === "object") return { done: p.done, last: typeof p.last === "string" ? p.last : "" };
  } catch { /* a broken or forbidden store: start afresh */ }
  return { done: {}, last: "" };
}

function writeProgress(p) {
  try { localStorage.setItem(PROGRESS_KEY, JSON.stringify(p)); } catch { /* storage full or forbidden: progress lasts the visit */ }
}

export class Learn {
  // list and article are the tour's (the "Read the tour" view); page
  // gives the page's JS API (cg, the loaded package) and its countText.
  constructor(list, article, page = {}) {
    this.tour = new Tour(list, article);
    this.cg = page.cg || globalThis.chaturangaPage?.cg;
    this.countText = page.countText || (() => "");
    this.lessons = null;
    this.progress = readProgress();
    this.squares = new Map();
    this.pieceNames = new Map();
    this.li = -1;
    this.si = 0;
    this.board = null;
    this.start = null;
    this.token = 0;
  }

  async open() {
    if (this.lessons) return;
    if (!this.opening) {
      this.opening = this.load().catch((e) => {
        this.opening = null;
        $("ex-title").textContent = "The lessons cannot be loaded";
        $("ex-task").textContent = String(e && e.message || e);
      });
    }
    return this.opening;
  }

  async load() {
    const res = await fetch(new URL("learn/lessons.json", import.meta.url));
    if (!res.ok) throw new Error(`learn/lessons.json: ${res.status}`);
    const lessons = await res.json();
    if (!this.cg) throw new Error("the rules are not loaded");
    this.games = new Map(this.cg.games().map((g) => [g.name, g]));
    this.view = new BoardView($("ex-board"), {
      onClick: (sq) => this.click(sq),
      onDrop: (from, to) => this.dropOn(from, to),
      onHand: (h) => this.clickHand(h.drop),
      canDrag: (from) => movesFrom(this.legal(), from).length > 0,
      targetsOf: (from) => movesFrom(this.legal(), from).map((m) => m.to),
      onEscape: () => { this.selected = null; this.hidePromotion(); this.render(); },
    });
    this.lessons = lessons;
    // On a narrow screen the list starts folded: the lesson comes first.
    if (window.matchMedia("(max-width: 900px)").matches) $("lesson-index-box").open = false;
    this.wire();
    this.renderIndex();
    if (!lessons.length) {
      $("ex-title").textContent = "No lessons in this build";
      $("ex-task").textContent = "The site was built without lessons (examples/web/lessons).";
      return;
    }
    let i = lessons.findIndex((l) => l.id === this.progress.last);
    if (i < 0) i = Math.max(0, lessons.findIndex((l) => !this.lessonDone(l)));
    this.openLesson(i, undefined, false);
  }

  wire() {
    $("learn-mode-play").addEventListener("click", () => this.mode("play"));
    $("learn-mode-tour").addEventListener("click", () => this.mode("tour"));
    $("ex-prev").addEventListener("click", () => this.go(-1));
    $("ex-next").addEventListener("click", () => this.go(1));
    $("ex-reset").addEventListener("click", () => { this.resetStep(); this.say("The position is set again: try again.", "info"); });
    $("ex-show").addEventListener("click", () => this.showMe());
    $("progress-reset").addEventListener("click", () => { $("progress-confirm").hidden = false; $("progress-yes").focus(); });
    $("progress-no").addEventListener("click", () => { $("progress-confirm").hidden = true; $("progress-reset").focus(); });
    $("progress-yes").addEventListener("click", () => {
      this.progress = { done: {}, last: this.lesson ? this.lesson.id : "" };
      writeProgress(this.progress);
      $("progress-confirm").hidden = true;
      this.renderIndex();
      this.openLesson(this.li, 0, false);
      this.say("Your progress is forgotten: every lesson starts again.", "info");
      $("progress-reset").focus();
    });
    $("lesson-index").addEventListener("click", (e) => {
      const b = e.target.closest("button[data-lesson]");
      if (!b) return;
      this.openLesson(Number(b.dataset.lesson), undefined, true);
      // On a narrow screen the list folds away once a lesson is chosen.
      if (window.matchMedia("(max-width: 900px)").matches) $("lesson-index-box").open = false;
    });
  }

  // mode shows the lessons to play or the tour's pictures.
  mode(m) {
    $("learn-mode-play").setAttribute("aria-pressed", String(m === "play"));
    $("learn-mode-tour").setAttribute("aria-pressed", String(m === "tour"));
    $("lessons").hidden = m !== "play";
    $("tour").hidden = m !== "tour";
    if (m === "tour") {
      this.tour.open().catch((e) => { $("lesson").textContent = `The tour cannot be loaded: ${e.message}`; });
    }
  }

  // ---- progress ----

  doneSteps(l) {
    const d = this.progress.done[l.id];
    return Array.isArray(d) ? d.filter((i) => Number.isInteger(i) && i >= 0 && i < l.steps.length) : [];
  }

  lessonDone(l) {
    return new Set(this.doneSteps(l)).size === l.steps.length;
  }

  markDone(l, si) {
    const d = new Set(this.doneSteps(l));
    d.add(si);
    this.progress.done[l.id] = [...d].sort((a, b) => a - b);
    writeProgress(this.progress);
    this.renderIndex();
  }

  // ---- the list of lessons ----

  gameTitle(name) {
    return this.games.get(name)?.title || name;
  }

  rulesWords(l) {
    const set = (l.rules || "").split(" ")[0];
    return !set || set === "default" ? "" : RULES_WORDS[set] || l.rules;
  }

  // listName is a lesson's name in the list, under its game's heading:
  // its title without the game's name before a colon, with its rule set
  // unless the title names it.
  listName(l) {
    const game = this.gameTitle(l.game).split(/[ (]/)[0];
    let t = l.title.startsWith(game + ": ") ? cap(l.title.slice(game.length + 2)) : l.title;
    const set = (l.rules || "").split(" ")[0];
    const flat = (x) => x.toLowerCase().replace(/[^a-z]/g, "");
    const rules = this.rulesWords(l);
    if (rules && !flat(l.title).includes(flat(set)) && !flat(l.title).includes(flat(rules))) t += ` (${rules})`;
    return t;
  }

  renderIndex() {
    const groups = new Map();
    this.lessons.forEach((l, i) => {
      if (!groups.has(l.game)) groups.set(l.game, []);
      groups.get(l.game).push(i);
    });
    let done = 0;
    const parts = [];
    for (const [game, idx] of groups) {
      const items = idx.map((i) => {
        const l = this.lessons[i];
        const n = new Set(this.doneSteps(l)).size;
        const all = n === l.steps.length;
        if (all) done++;
        const mark = el("span", { class: "mark", "aria-hidden": "true", text: all ? "✓" : n ? `${n}/${l.steps.length}` : "" });
        const state = all ? "done" : n ? `${n} of ${l.steps.length} steps done` : "not started";
        const b = el("button", { type: "button", class: "lesson-item", dataset: { lesson: i, id: l.id, done: String(all), steps: n },
          "aria-current": i === this.li ? "true" : false },
        mark, el("span", { class: "name", text: this.listName(l) }), el("span", { class: "sr-only", text: `, ${state}` }));
        return el("li", {}, b);
      });
      parts.push(el("section", { class: "lesson-game" }, el("h3", { text: this.gameTitle(game) }), el("ol", {}, ...items)));
    }
    $("lesson-index").replaceChildren(...parts);
    $("lesson-count").textContent = `(${done} of ${this.lessons.length} done)`;
  }

  // ---- a lesson and its steps ----

  // openLesson opens lesson i at step si (default: its first step not
  // done), focusing the task when focus is true.
  openLesson(i, si, focus) {
    const l = this.lessons[i];
    if (!l) return;
    this.li = i;
    this.lesson = l;
    this.progress.last = l.id;
    writeProgress(this.progress);
    if (si === undefined) {
      const d = new Set(this.doneSteps(l));
      si = l.steps.findIndex((_, k) => !d.has(k));
      if (si < 0) si = 0;
    }
    $("ex-title").textContent = l.title;
    const rules = this.rulesWords(l);
    $("ex-meta").textContent = `${this.gameTitle(l.game)}${rules ? ", " + rules : ""}` + (l.rule ? ` · rule ${split(l.rule).join(", ")}` : "");
    $("ex-intro").textContent = l.intro || "";
    $("exercise").dataset.lesson = l.id;
    for (const b of $("lesson-index").querySelectorAll("button[data-lesson]")) {
      if (Number(b.dataset.lesson) === i) b.setAttribute("aria-current", "true");
      else b.removeAttribute("aria-current");
    }
    this.openStep(si);
    if (focus) $("ex-title").focus({ preventScroll: true });
    if (focus) $("exercise").scrollIntoView({ block: "start" });
  }

  // boardAtStep returns a new board at the start of step si of the
  // lesson: its own position, or the position of the step before after
  // its first accepted move and its reply.
  boardAtStep(l, si) {
    let j = si;
    while (j > 0 && !l.steps[j].fen) j--;
    // The position's text form, "rules|FEN": the rule set reads the FEN
    // (Ouk Chatrang's gate field, for one, is read by its own rules).
    const fen = l.steps[j].fen;
    const b = new this.cg.Board(l.game, fen.includes("|") ? fen : `${l.rules || "default"}|${fen}`);
    for (; j < si; j++) {
      const s = l.steps[j];
      b.play(s.accept[0]);
      if (s.reply) b.play(s.reply);
    }
    return b;
  }

  openStep(si) {
    const l = this.lesson;
    this.token++;
    this.si = si;
    const s = l.steps[si];
    this.step = s;
    if (this.start) this.start.delete();
    if (this.board) this.board.delete();
    this.board = null;
    this.start = null;
    try {
      this.start = this.boardAtStep(l, si);
    } catch (e) {
      this.say(`This step cannot be set up: ${e && (e.sentence || e.message) || e}`, "illegal");
      return;
    }
    this.bottom = this.start.side();
    // The moves the step names, in the library's UCI.
    const uci = (t) => {
      const x = this.start.explain(t);
      return x.legal && x.move ? x.move : t;
    };
    this.accept = new Set(s.accept.map(uci));
    this.wrong = new Map(Object.entries(s.wrong || {}).map(([k, v]) => [uci(k), v]));
    this.tries = 0;
    this.solved = false;
    this.shown = false;
    this.busy = false;
    this.selected = null;
    this.arrows = [];
    this.board = this.start.clone();
    $("ex-step").textContent = `Step ${si + 1} of ${l.steps.length}`;
    $("ex-task").textContent = s.task;
    $("exercise").dataset.step = String(si);
    delete $("exercise").dataset.solved;
    this.say("", "");
    this.hidePromotion();
    this.render();
  }

  resetStep() {
    this.token++;
    if (this.board) this.board.delete();
    this.board = this.start.clone();
    this.solved = false;
    this.busy = false;
    this.selected = null;
    this.arrows = [];
    this.hidePromotion();
    this.render();
  }

  // go moves to the next (+1) or previous (-1) step, across lessons.
  go(d) {
    const l = this.lesson;
    const si = this.si + d;
    if (si >= 0 && si < l.steps.length) {
      this.openStep(si);
    } else if (d > 0 && this.li + 1 < this.lessons.length) {
      this.openLesson(this.li + 1, 0, false);
    } else if (d < 0 && this.li > 0) {
      this.openLesson(this.li - 1, this.lessons[this.li - 1].steps.length - 1, false);
    }
    $(d > 0 ? "ex-next" : "ex-prev").focus({ preventScroll: true });
    if ($(d > 0 ? "ex-next" : "ex-prev").disabled) $("ex-task").focus({ preventScroll: true });
  }

  // say shows the feedback: kind "done", "wrong", "illegal", "info" or "".
  say(text, kind) {
    const f = $("ex-feedback");
    f.textContent = text;
    f.dataset.kind = text ? kind : "";
  }

  // ---- the learner's moves ----

  legal() {
    if (!this.board || this.solved || this.busy) return [];
    return split(this.board.legalMoves()).map(parseUci);
  }

  click(sq) {
    this.hidePromotion();
    if (!this.board || this.solved || this.busy) return;
    const moves = this.legal();
    const sel = this.selected;
    if (sel) {
      const to = movesFrom(moves, sel).filter((m) => m.to === sq);
      if (to.length) return this.choose(to);
      if (sel === sq) {
        this.selected = null;
        return this.render();
      }
    }
    if (moves.some((m) => m.from === sq)) {
      this.selected = sq;
      return this.render();
    }
    if (sel) {
      // A try the rules refuse: the library says which rule.
      this.selected = null;
      return this.attempt(typeof sel === "string" ? sel + sq : sel.drop + "@" + sq);
    }
    // A piece that cannot move is selected all the same, so that the
    // learner's try with it is answered with the rule that holds it.
    if (this.view.buttons.get(sq)?.dataset.piece) {
      this.selected = sq;
      this.render();
    }
  }

  dropOn(from, to) {
    this.hidePromotion();
    if (!this.board || this.solved || this.busy) return;
    const moves = movesFrom(this.legal(), typeof from === "string" ? from : { drop: from.drop }).filter((m) => m.to === to);
    this.selected = null;
    if (moves.length) return this.choose(moves);
    this.attempt(typeof from === "string" ? from + to : from.drop + "@" + to);
  }

  clickHand(letter) {
    this.hidePromotion();
    if (!this.board || this.solved || this.busy) return;
    const sel = this.selected;
    this.selected = sel && typeof sel !== "string" && sel.drop === letter ? null : { drop: letter };
    this.render();
  }

  // choose tries the one move among moves, or asks which promotion.
  choose(moves) {
    if (moves.length === 1) return this.attempt(moves[0].uci);
    const box = $("ex-promotion");
    // A promotion's choice, or the choice between moves that share their
    // squares (Main Chator's en passant, which names the pawn it takes).
    const promotion = moves.every((m) => /^[a-z]$/i.test(m.promo || ""));
    box.setAttribute("aria-label", promotion ? "Promotion: choose the piece" : "Choose the move");
    box.replaceChildren(el("p", { text: promotion ? "Promote to:" : "Which move?" }));
    for (const m of moves) {
      const san = this.board.sanMove(m.uci);
      const name = promotion ? this.pieceName(m.uci, m.to) : "";
      box.append(el("button", { type: "button", class: "promo", dataset: { move: m.uci },
        text: name && name !== m.uci ? `${san} (${name})` : san, onclick: () => { this.hidePromotion(); this.attempt(m.uci); } }));
    }
    box.append(el("button", { type: "button", class: "promo-cancel", text: "Cancel",
      onclick: () => { this.hidePromotion(); this.selected = null; this.render(); } }));
    box.hidden = false;
    box.querySelector("button.promo")?.focus({ preventScroll: true });
  }

  hidePromotion() {
    const box = $("ex-promotion");
    box.hidden = true;
    box.replaceChildren();
  }

  // attempt checks the learner's try (a move in UCI or an action word).
  attempt(text) {
    const s = this.step;
    const x = this.board.explain(text);
    this.selected = null;
    this.arrows = [];
    const hint = s.hint ? ` Hint: ${s.hint}` : "";
    if (!x.legal) {
      this.tries++;
      const why = x.rule && x.sentence ? `${cap(x.sentence)} (${x.rule}).` : `${text} cannot be played now.`;
      this.say(`Not allowed. ${why}${hint}`, "illegal");
      return this.render(true);
    }
    const mv = x.move;
    if (!this.accept.has(mv)) {
      this.tries++;
      const m = parseUci(mv);
      if (m.from) this.arrows = [{ from: m.from, to: m.to, color: WRONG_ARROW }];
      const san = x.san || mv;
      const why = this.wrong.get(mv) || `That is legal, but it does not ${GOAL_WORDS[s.goal] || "do what the task asks"}.`;
      this.say(`You played ${san}. ${why}${hint} The position is set again: try again.`, "wrong");
      return this.render(true);
    }
    this.board.play(mv);
    this.solved = true;
    this.markDone(this.lesson, this.si);
    const last = this.si === this.lesson.steps.length - 1;
    const tail = last ? " Lesson complete." : "";
    this.say(`✓ ${x.san || mv}: ${s.done || "Well done."}${tail}`, "done");
    if (s.reply) {
      this.busy = true;
      const token = this.token;
      const before = this.board.clone();
      setTimeout(() => {
        if (token !== this.token) return before.delete();
        let answer = s.reply;
        try {
          answer = this.board.sanMove(s.reply) || s.reply;
          this.board.play(s.reply);
        } catch { /* the lessons' test proves every reply legal */ }
        before.delete();
        this.busy = false;
        const side = cap(this.board.sideName((this.board.side() + this.board.sides() - 1) % this.board.sides()));
        this.say(`${$("ex-feedback").textContent} ${side} answers ${answer}.`, "done");
        this.render(false);
        this.afterSolved();
      }, 450);
    }
    this.render(false);
    if (!s.reply) this.afterSolved();
  }

  afterSolved() {
    $("exercise").dataset.solved = String(this.si);
    $("ex-next").focus({ preventScroll: true });
  }

  // showMe draws the first right answer (an arrow, or the action's button
  // marked) and says it.
  showMe() {
    if (!this.board || this.solved) return;
    this.shown = true;
    const uci = [...this.accept][0];
    const m = parseUci(uci);
    if (m.from) this.arrows = [{ from: m.from, to: m.to, color: SHOW_ARROW }];
    const san = this.board.sanMove(uci);
    const how = m.from || m.drop ? `play ${san || uci}${m.from ? ` (${m.from} to ${m.to})` : ""}` : `press “${ACTION_WORDS[uci] || san || uci}”`;
    this.say(`The answer: ${how}. Now play it.`, "info");
    this.render(true);
  }

  // pieceName returns the name of the piece a drop or promotion makes,
  // read from the picture of a copy where it is played.
  pieceName(uci, square) {
    const key = this.board.game() + "|" + this.board.rules() + "|" + uci.replace(/^[a-z][0-9]+[a-z][0-9]+/, "=").replace(/@.*/, "") + "|" + this.board.side();
    if (!this.pieceNames.has(key)) {
      let name = uci;
      try {
        const c = this.board.clone();
        c.play(uci);
        const doc = new DOMParser().parseFromString(c.svg({ lastMove: false }), "image/svg+xml");
        c.delete();
        const g = doc.querySelector(`g[data-square="${CSS.escape(square)}"][data-piece]`);
        if (g) name = g.getAttribute("data-piece");
      } catch { /* keep the move's text */ }
      this.pieceNames.set(key, name);
    }
    return this.pieceNames.get(key);
  }

  // ---- drawing ----

  squaresOf(board) {
    const g = board.game();
    if (!this.squares.has(g)) this.squares.set(g, squaresOf(board.svg({ lastMove: false, check: false })));
    return this.squares.get(g);
  }

  render(keepFocus) {
    const b = this.board;
    if (!b) return;
    if (keepFocus !== false) this.view.keepFocus();
    const moves = this.legal();
    const sel = this.selected;
    const from = movesFrom(moves, sel);
    const targets = new Set(from.map((m) => m.to));
    const movable = new Set(moves.filter((m) => m.from).map((m) => m.from));
    const marks = this.squaresOf(b).map((square) => ({ square, color: GRID_MARK }));
    if (typeof sel === "string") marks.push({ square: sel, color: SELECTED });
    for (const m of from) marks.push({ square: m.to, color: b.isCapture(m.uci) ? CAPTURE : TARGET });
    const svg = b.svg({ bottom: this.bottom, marks, lastMove: true, arrows: this.arrows });
    const side = cap(b.sideName());
    const hand = new Map();
    for (const m of moves) if (m.drop && ![...hand.values()].includes(m.drop)) hand.set(this.pieceName(m.uci, m.to), m.drop);
    this.view.render(svg, { selected: typeof sel === "string" ? sel : null, targets, movable, interactive: !this.solved && !this.busy,
      title: `${this.gameTitle(b.game())} board, ${side} to move`, hand, selectedDrop: sel && typeof sel !== "string" ? sel.drop : null });
    this.renderHand(hand);
    const out = b.outcome();
    $("ex-status").textContent = out.over ? `Game over: ${cap(out.text)}.` : `${side} to move${b.isCheck() ? ", in check" : ""}` +
      (this.solved ? "." : `: you play ${side}.`);
    const count = this.countText(b);
    $("ex-count").hidden = !count;
    $("ex-count").textContent = count;
    this.renderActions();
    const first = this.li === 0 && this.si === 0;
    const lastStep = this.si === this.lesson.steps.length - 1;
    $("ex-prev").disabled = first;
    $("ex-next").disabled = lastStep && this.li === this.lessons.length - 1;
    $("ex-next").textContent = lastStep ? "Next lesson ▶" : "Next step ▶";
    $("ex-show").disabled = this.solved || this.tries < 2;
    $("exercise").dataset.state = this.busy ? "reply" : this.solved ? "solved" : "play";
    $("exercise").dataset.game = b.game();
  }

  // renderHand lists the pieces the learner may place (Sittuyin's setup)
  // as buttons, for the keyboard and for touch.
  renderHand(hand) {
    const box = $("ex-hand");
    if (!hand.size) {
      box.hidden = true;
      box.replaceChildren();
      return;
    }
    box.hidden = false;
    const sel = this.selected && typeof this.selected !== "string" ? this.selected.drop : "";
    box.replaceChildren(el("span", { class: "label", text: "From the hand:" }), ...[...hand].map(([name, letter]) =>
      el("button", { type: "button", class: "hand-piece", dataset: { drop: letter }, "aria-pressed": String(sel === letter), text: name,
        onclick: () => this.clickHand(letter) })));
  }

  // renderActions offers the action words the step names (its answers
  // and its wrong tries) and those the library allows now, as buttons.
  renderActions() {
    const words = new Set();
    const isWord = (t) => { const m = parseUci(t); return !m.from && !m.drop; };
    for (const a of this.step.accept) if (isWord(a)) words.add(a);
    for (const a of Object.keys(this.step.wrong || {})) if (isWord(a)) words.add(a);
    if (!this.solved && !this.busy) {
      for (const a of this.board.actions()) if (a !== "resign") words.add(a);
      for (const m of this.legal()) if (!m.from && !m.drop) words.add(m.uci);
    }
    const off = this.solved || this.busy;
    const uci = [...this.accept][0];
    $("ex-actions").replaceChildren(...[...words].map((w) => el("button", { type: "button", class: "action" + (this.shown && w === uci ? " shown" : ""),
      dataset: { action: w }, disabled: off, text: ACTION_WORDS[w] || this.board.sanMove(w) || w, onclick: () => { this.hidePromotion(); this.attempt(w); } })));
    $("ex-actions").hidden = words.size === 0;
  }
}

// ---- the tour's pictures ----

// Tour shows the tour of the library (examples/tour), made when the page
// was built: each game's special rules, step by step, each step a board
// drawn by package svg with the tour's caption. learn/index.json lists the
// parts ({title, rule, text, steps: [{file, game, caption}]}).
class Tour {
  constructor(list, article) {
    this.list = list;
    this.article = article;
    this.lessons = null;
    this.part = 0;
    this.step = 0;
  }

  async open() {
    if (this.lessons) return;
    const res = await fetch(new URL("learn/index.json", import.meta.url));
    if (!res.ok) throw new Error(`learn/index.json: ${res.status}`);
    this.lessons = await res.json();
    this.buttons = this.lessons.map((l, i) => el("button", { type: "button", class: "lesson-tab", "aria-pressed": "false", text: l.title,
      onclick: () => this.show(i, 0) }));
    this.list.replaceChildren(...this.buttons);
    this.show(0, 0);
  }

  show(part, step) {
    const l = this.lessons[part];
    if (!l) return;
    this.part = part;
    this.step = Math.max(0, Math.min(step, l.steps.length - 1));
    this.buttons.forEach((b, i) => b.setAttribute("aria-pressed", String(i === part)));
    const s = l.steps[this.step];
    const img = el("img", { src: new URL("learn/" + s.file, import.meta.url).href, alt: s.caption, class: "lesson-board" });
    const prev = el("button", { type: "button", class: "lesson-prev", text: "◀ Previous step" });
    const next = el("button", { type: "button", class: "lesson-next", text: "Next step ▶" });
    prev.disabled = this.step === 0 && part === 0;
    next.disabled = this.step === l.steps.length - 1 && part === this.lessons.length - 1;
    prev.addEventListener("click", () => {
      if (this.step > 0) this.show(part, this.step - 1);
      else this.show(part - 1, this.lessons[part - 1].steps.length - 1);
      this.article.querySelector(".lesson-prev")?.focus();
    });
    next.addEventListener("click", () => {
      if (this.step < l.steps.length - 1) this.show(part, this.step + 1);
      else this.show(part + 1, 0);
      this.article.querySelector(".lesson-next")?.focus();
    });
    const transcript = el("details", { class: "transcript" }, el("summary", { text: "What the tour prints for this game" }), el("pre", { text: l.text }));
    this.article.replaceChildren(
      el("h2", { text: l.title }),
      el("p", { class: "rule", text: l.rule }),
      el("div", { class: "row lesson-nav" }, prev, next, el("span", { class: "step", text: `Step ${this.step + 1} of ${l.steps.length}` })),
      // The caption is drawn under the board; the figure's caption says
      // it again for screen readers.
      el("figure", {}, img, el("figcaption", { class: "sr-only", text: s.caption })),
      transcript,
    );
  }
}
