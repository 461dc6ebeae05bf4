// Compiled (not run) by test/types.test.mjs with tsc --strict: the
// declarations in index.d.ts describe the API as the README uses it.
import load, { ChaturangaError, Notation, Termination, VERSION, type Board, type Outcome, type Explanation, type SideState, type GameInfo, type Counting, type Pinned, type Pin, type OptionChoice } from "../index.js";

export async function example(): Promise<string> {
  const cg = await load({ wasm: new URL("../dist/chaturanga.wasm", import.meta.url) });
  const board: Board = new cg.Board("makruk", undefined, { rules: "default", options: { Counting: "Honour" } });
  const pushed: boolean = board.push("e3e4");
  const san: string = board.sanMove("e6e5", Notation.SAN) + board.variationSan("e6e5", cg.Notation.DEFAULT, false);
  const outcome: Outcome = board.outcome();
  const why: Explanation = board.explain("Ke3");
  const states: SideState[] = board.states();
  const games: GameInfo[] = cg.games();
  cg.setOptionBool("UCI_Chess960", false);
  const ended: number = cg.Termination.CHECKMATE + Termination.STALEMATE;
  const promoted: string = board.fen(true, 0) + VERSION + String(board.isDeleted()) + String(board.isAliasOf(board)) + String(ended);
  const err: ChaturangaError | null = cg.fenError("8/8 w", "makruk");
  try {
    board.play("e5");
  } catch (e) {
    if (e instanceof ChaturangaError) return e.code + e.rule + e.sentence;
  }
  const qiguo = new cg.Board("qiguo", undefined, { options: { Alliances: [["Qin", "Han"], ["Chu"]] } });
  qiguo.resign("Qin");
  const game = cg.readGamePGN(board.pgn({ Event: "types" }));
  const back: Board = game.board();
  const svg: string = back.svg({ size: 400, bottom: "black", arrows: [{ from: "e2", to: "e4", color: "#d00" }], lastMove: true });
  const count: Counting | null = board.counting();
  const pin: Pinned | null = board.pinned("e3");
  const pins: Pin[] = board.pins("white");
  const choices: OptionChoice[] = cg.optionChoices("makruk", { rules: "pychess" });
  back.forfeit(true, "flag fell");
  back.end("adjudication", null);
  const page = [count?.sideName, count?.plies?.limit, pin?.rule, pins.length, choices[0].kind, back.termination()].join(" ");
  return [page, pushed, san, outcome.reason, why.rule, states.length, games.length, err?.code, game.error()?.rule, svg.length, promoted, back.perft(2), back.divide(1)["e3e4"]].join(" ");
}
