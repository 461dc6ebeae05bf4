// The board: the picture package svg draws (through the JS package's
// Board.svg), with a grid of transparent buttons laid over its squares so
// that a square can be clicked, dragged from and to, reached with the
// keyboard and read by a screen reader. The picture is the library's; the
// buttons only carry the clicks. Nothing here knows a rule: which squares
// can move and where comes from the page, which asks the library.

const SVG_NS = "http://www.w3.org/2000/svg";

// The colour given to every square as an invisible mark, so that package
// svg draws a rect with data-square for each one: the buttons are laid
// over those rects.
export const GRID_MARK = "#0000";

// squaresOf returns the squares of a board picture's geometry, read from
// the coordinates package svg writes beside the board (file letters and
// rank numbers).
export function squaresOf(svgText) {
  const doc = new DOMParser().parseFromString(svgText, "image/svg+xml");
  const files = new Set();
  const ranks = new Set();
  for (const t of doc.querySelectorAll(".coordinates text")) {
    const s = t.textContent.trim();
    if (/^[a-z]$/.test(s)) files.add(s);
    else if (/^[0-9]+$/.test(s)) ranks.add(Number(s));
  }
  const out = [];
  for (const r of [...ranks].sort((a, b) => a - b)) {
    for (const f of [...files].sort()) out.push(f + r);
  }
  return out;
}

export class BoardView {
  // root: the element to draw into. handlers: onClick(square),
  // onDrop(from, to) after a drag (from is a square or {drop: letter}),
  // canDrag(square) -> bool, targetsOf(square) -> [square], label(square,
  // pieceName) -> extra words for the square's label.
  constructor(root, handlers) {
    this.root = root;
    this.h = handlers;
    this.buttons = new Map(); // square -> button
    this.cells = new Map(); // "col,row" -> button
    this.focusSquare = null;
    this.drag = null;
  }

  // render draws the picture svgText with its buttons. opts: selected
  // (square), targets (Set of squares), movable (Set of squares),
  // interactive (bool), title (the board's accessible name).
  render(svgText, opts) {
    const doc = new DOMParser().parseFromString(svgText, "image/svg+xml");
    const svg = document.importNode(doc.documentElement, true);
    if (svg.namespaceURI !== SVG_NS || svg.localName !== "svg") {
      this.root.replaceChildren();
      return;
    }
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    svg.setAttribute("aria-hidden", "true");
    svg.classList.add("board-svg");
    const vb = (svg.getAttribute("viewBox") || "0 0 100 100").split(/\s+/).map(Number);
    const [vx, vy, vw, vh] = vb;
    const names = new Map();
    for (const g of svg.querySelectorAll("g[data-square][data-piece]")) {
      names.set(g.getAttribute("data-square"), g.getAttribute("data-piece"));
    }
    const grid = document.createElement("div");
    grid.className = "grid";
    grid.setAttribute("role", "group");
    grid.setAttribute("aria-label", opts.title || "Board");
    this.buttons = new Map();
    this.cells = new Map();
    const seen = new Set();
    let cellW = 0;
    let cellH = 0;
    const rects = [];
    for (const r of svg.querySelectorAll("rect.mark[data-square]")) {
      const sq = r.getAttribute("data-square");
      if (seen.has(sq)) continue;
      seen.add(sq);
      const x = Number(r.getAttribute("x"));
      const y = Number(r.getAttribute("y"));
      const w = Number(r.getAttribute("width"));
      const h = Number(r.getAttribute("height"));
      cellW = w;
      cellH = h;
      rects.push({ sq, x, y, w, h });
    }
    // Buttons in reading order: top row first, left to right.
    rects.sort((a, b) => a.y - b.y || a.x - b.x);
    const x0 = Math.min(...rects.map((r) => r.x));
    const y0 = Math.min(...rects.map((r) => r.y));
    for (const { sq, x, y, w, h } of rects) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "sq";
      b.dataset.square = sq;
      b.tabIndex = -1;
      b.style.left = ((x - vx) / vw) * 100 + "%";
      b.style.top = ((y - vy) / vh) * 100 + "%";
      b.style.width = (w / vw) * 100 + "%";
      b.style.height = (h / vh) * 100 + "%";
      const col = Math.round((x - x0) / cellW);
      const row = Math.round((y - y0) / cellH);
      b.dataset.col = col;
      b.dataset.row = row;
      this.cells.set(col + "," + row, b);
      const piece = names.get(sq) || "";
      if (piece) b.dataset.piece = piece;
      const words = [sq, piece || "empty"];
      if (opts.selected === sq) {
        b.classList.add("selected");
        b.setAttribute("aria-pressed", "true");
        words.push("selected");
      }
      if (opts.targets && opts.targets.has(sq)) {
        b.classList.add("target");
        b.dataset.target = "1";
        words.push("legal target");
      }
      if (opts.movable && opts.movable.has(sq)) {
        b.dataset.movable = "1";
        words.push("can move");
      }
      b.setAttribute("aria-label", words.join(", "));
      if (!opts.interactive) b.setAttribute("aria-disabled", "true");
      this.buttons.set(sq, b);
      grid.append(b);
    }
    // The pieces in hand that package svg draws beside the board (Sittuyin's
    // setup) are buttons too, where the page says which can be placed
    // (opts.hand: piece name -> the letter of its drops).
    if (opts.hand && opts.hand.size && cellW) {
      const seenHand = new Set();
      for (const g of svg.querySelectorAll("g.hand[data-piece]")) {
        const name = g.getAttribute("data-piece");
        const letter = opts.hand.get(name);
        const use = g.querySelector("use");
        if (!letter || !use || seenHand.has(name)) continue;
        seenHand.add(name);
        const x = Number(use.getAttribute("x"));
        const y = Number(use.getAttribute("y"));
        const b = document.createElement("button");
        b.type = "button";
        b.className = "sq hand-sq";
        b.dataset.drop = letter;
        b.tabIndex = -1;
        b.setAttribute("aria-label", `${name} in hand`);
        if (opts.selectedDrop === letter) {
          b.classList.add("selected");
          b.setAttribute("aria-pressed", "true");
        }
        b.style.left = ((x - vx) / vw) * 100 + "%";
        b.style.top = ((y - vy) / vh) * 100 + "%";
        b.style.width = (cellW / vw) * 100 + "%";
        b.style.height = (cellH / vh) * 100 + "%";
        b.addEventListener("pointerdown", (e) => {
          if (!this.interactive || e.button !== 0) return;
          e.preventDefault();
          this.startDrag(e, { drop: letter }, b, null);
        });
        b.addEventListener("click", (e) => { if (e.detail === 0 && this.interactive) this.h.onHand({ drop: letter }); });
        grid.append(b);
      }
    }
    const wrap = document.createElement("div");
    wrap.className = "board-wrap";
    wrap.append(svg, grid);
    this.root.replaceChildren(wrap);
    this.svg = svg;
    this.interactive = !!opts.interactive;
    // The square that takes the focus: the one that had it, else the
    // selected one, else the first movable one, else the first.
    let f = this.buttons.get(this.focusSquare) || this.buttons.get(opts.selected);
    if (!f && opts.movable) for (const s of opts.movable) { f = this.buttons.get(s); if (f) break; }
    f = f || grid.firstElementChild;
    if (f) f.tabIndex = 0;
    const hadFocus = this.hadFocus;
    this.hadFocus = false;
    if (hadFocus && f) f.focus({ preventScroll: true });
    grid.addEventListener("pointerdown", (e) => this.down(e));
    grid.addEventListener("keydown", (e) => this.key(e));
    grid.addEventListener("focusin", (e) => {
      const b = e.target.closest(".sq");
      if (!b) return;
      for (const o of this.buttons.values()) o.tabIndex = -1;
      b.tabIndex = 0;
      this.focusSquare = b.dataset.square;
    });
    grid.addEventListener("click", (e) => {
      // Keyboard activation (Enter, Space) arrives as a click with no
      // pointer; pointer clicks are handled on pointerup.
      if (e.detail !== 0) return;
      const b = e.target.closest(".sq");
      if (b && b.dataset.drop) return;
      if (b && this.interactive) {
        this.hadFocus = true;
        this.h.onClick(b.dataset.square);
      }
    });
  }

  // Pointer handling: a press and release on one square is a click; a
  // press on a piece that can move, then a move of a few pixels, drags it.
  down(e) {
    if (!this.interactive || e.button !== 0) return;
    const b = e.target.closest(".sq");
    if (!b || b.dataset.drop) return;
    e.preventDefault();
    const sq = b.dataset.square;
    this.startDrag(e, sq, b);
  }

  // startDrag follows a pointer pressed on a square (or, with from a
  // {drop} object, on a piece in hand: ghost is then the element drawn
  // under the pointer).
  startDrag(e, from, el, ghost) {
    const d = { id: e.pointerId, from, x: e.clientX, y: e.clientY, moved: false, el, ghost, piece: null };
    this.drag = d;
    try { el.setPointerCapture(e.pointerId); } catch { /* not capturable */ }
    const move = (ev) => {
      if (ev.pointerId !== d.id) return;
      const dx = ev.clientX - d.x;
      const dy = ev.clientY - d.y;
      if (!d.moved && Math.hypot(dx, dy) < 5) return;
      if (!d.moved) {
        const key = typeof from === "string" ? from : from;
        if (!this.h.canDrag(key)) return;
        d.moved = true;
        const targets = new Set(this.h.targetsOf(key));
        for (const [s, b] of this.buttons) b.classList.toggle("drag-target", targets.has(s));
        if (typeof from === "string" && this.svg) {
          d.piece = this.svg.querySelector(`g.piece[data-square="${CSS.escape(from)}"], g.zhou[data-square="${CSS.escape(from)}"]`);
        } else if (!d.ghost && this.svg && el.getAttribute("aria-label")) {
          const name = el.getAttribute("aria-label").replace(/ in hand$/, "");
          d.piece = [...this.svg.querySelectorAll("g.hand[data-piece]")].find((g) => g.getAttribute("data-piece") === name) || null;
        }
        if (d.piece) d.piece.classList.add("dragging");
      }
      if (d.piece && this.svg) {
        const r = this.svg.getBoundingClientRect();
        const vb = this.svg.viewBox.baseVal;
        const k = vb.width / r.width;
        d.piece.setAttribute("transform", `translate(${dx * k} ${dy * k})`);
      }
      if (d.ghost) d.ghost.style.transform = `translate(${dx}px, ${dy}px)`;
      const over = this.squareAt(ev.clientX, ev.clientY);
      for (const b of this.buttons.values()) b.classList.toggle("drag-over", b.dataset.square === over);
    };
    const up = (ev) => {
      if (ev.pointerId !== d.id) return;
      el.removeEventListener("pointermove", move);
      el.removeEventListener("pointerup", up);
      el.removeEventListener("pointercancel", up);
      this.drag = null;
      if (d.ghost) d.ghost.style.transform = "";
      if (d.piece) {
        d.piece.removeAttribute("transform");
        d.piece.classList.remove("dragging");
      }
      for (const b of this.buttons.values()) b.classList.remove("drag-target", "drag-over");
      if (ev.type === "pointercancel") return;
      const over = this.squareAt(ev.clientX, ev.clientY);
      if (d.moved) {
        if (over && over !== from) this.h.onDrop(from, over);
        return;
      }
      if (typeof from === "string" && over === from) this.h.onClick(from);
      else if (typeof from !== "string") this.h.onHand(from);
    };
    el.addEventListener("pointermove", move);
    el.addEventListener("pointerup", up);
    el.addEventListener("pointercancel", up);
  }

  // squareAt returns the square whose button is under the point, or "".
  squareAt(x, y) {
    for (const el of document.elementsFromPoint(x, y)) {
      if (el.classList && el.classList.contains("sq") && this.buttons.get(el.dataset.square) === el) return el.dataset.square;
    }
    return "";
  }

  // Arrow keys move the focus over the squares as drawn; Home and End go
  // to the row's ends.
  key(e) {
    const b = e.target.closest(".sq");
    if (!b) return;
    let col = Number(b.dataset.col);
    let row = Number(b.dataset.row);
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    let next = null;
    if (step) {
      next = this.cells.get(col + step[0] + "," + (row + step[1]));
    } else if (e.key === "Home" || e.key === "End") {
      const cols = [...this.cells.keys()].filter((k) => k.endsWith("," + row)).map((k) => Number(k.split(",")[0]));
      col = e.key === "Home" ? Math.min(...cols) : Math.max(...cols);
      next = this.cells.get(col + "," + row);
    } else if (e.key === "Escape") {
      this.hadFocus = true;
      this.h.onEscape();
      e.preventDefault();
      return;
    }
    if (next) {
      e.preventDefault();
      next.focus();
    }
  }

  // keepFocus makes the next render give the focus back to the board.
  keepFocus() {
    this.hadFocus = this.root.contains(document.activeElement);
  }
}

// parseUci reads a UCI move into its squares: {uci, from, to, promo} for
// a move, {uci, drop, to} for a placement from the hand, {uci} for any
// other (a pass). The text form is the package's; no rule is read here.
export function parseUci(uci) {
  let m = /^([A-Za-z]+)@([a-z][0-9]{1,2})$/.exec(uci);
  if (m) return { uci, drop: m[1], to: m[2] };
  m = /^([a-z][0-9]{1,2})([a-z][0-9]{1,2})(.*)$/.exec(uci);
  if (m) return { uci, from: m[1], to: m[2], promo: m[3] };
  return { uci };
}
