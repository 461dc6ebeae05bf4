// "Learn": the tour of the library (examples/tour), made when the page
// was built: each game's special rules, step by step, each step a board
// drawn by package svg with the tour's caption. learn/index.json lists
// the parts ({title, rule, text, steps: [{file, game, caption}]}).

function el(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else e.setAttribute(k, v);
  }
  e.append(...children);
  return e;
}

export class Learn {
  constructor(list, article) {
    this.list = list;
    this.article = article;
    this.lessons = null;
    this.part = 0;
    this.step = 0;
  }

  async open() {
    if (!this.lessons) {
      const res = await fetch(new URL("learn/index.json", import.meta.url));
      if (!res.ok) throw new Error(`learn/index.json: ${res.status}`);
      this.lessons = await res.json();
      this.buttons = this.lessons.map((l, i) => {
        const b = el("button", { type: "button", class: "lesson-tab", "aria-pressed": "false", text: l.title });
        b.addEventListener("click", () => this.show(i, 0));
        return b;
      });
      this.list.replaceChildren(...this.buttons);
      this.show(0, 0);
    }
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
