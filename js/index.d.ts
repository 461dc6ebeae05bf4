// TypeScript declarations of chaturanga-wasm: the chaturanga Go rules
// library compiled to WebAssembly, with ffish.js's API where the two
// overlap and the rest of the library besides.
//
// Conventions:
// - Functions that ffish.js also has take and return what ffish.js does:
//   lists as one space-separated string, moves in Fairy-Stockfish's UCI
//   ("e3e4", "R@a1", "e5e5f") and SAN ("Nd2", "exd5", "a4=F").
// - Functions of this package only return arrays and plain objects.
// - Every failure throws a ChaturangaError with a `code` (never a Go panic:
//   the instance keeps answering), except where ffish.js answers a bad
//   move with `false` or "" (push, pushSan, sanMove, isCapture, ...), which
//   are kept for compatibility; `play` is the throwing variant of push.
// - Nothing needs to be freed, even in one long synchronous loop: the Go
//   side holds at most 1,024 boards (and 1,000,000 plies of history
//   between them) and evicts the least recently used, which come back
//   from a snapshot when used again. `delete()` frees a board at once, as
//   ffish.js's does.
// - Limits (ErrLimit): 8 MiB of input a call, 100,000 plies of history a
//   board, 4 KiB a FEN (validateFen: -10).

/**
 * Loads the WebAssembly module and resolves to the API, as ffish-es6's
 * default export does:
 *
 *     import load from "chaturanga-wasm";
 *     const cg = await load();
 *     const board = new cg.Board("makruk");
 *
 * Each call makes a new instance (the compiled module is cached); one is
 * enough for a program. Works in Node 20+ and in browsers (the wasm file is
 * fetched from beside this module unless `options.wasm` says otherwise).
 */
export default function load(options?: LoadOptions): Promise<Chaturanga>;
export { load };

/** Where to find the wasm. */
export interface LoadOptions {
  /**
   * The wasm binary: a URL or file path (string or URL), its bytes, a
   * compiled WebAssembly.Module, or a fetch Response (or a promise of one).
   * Default: `chaturanga.wasm` in the `dist` folder beside this module.
   */
  wasm?: string | URL | ArrayBuffer | ArrayBufferView | WebAssembly.Module | Response | PromiseLike<Response>;
  /**
   * A smaller module that plays one family of games: "makruk" loads
   * `dist/chaturanga-makruk.wasm`, Makruk with its rule sets (the names
   * makruk, cambodian, karouk, makpong, asean, ai-wok), where every other
   * game is unknown (`ErrUnknown`). Ignored when `wasm` is given.
   * Default: every game.
   */
  family?: "makruk";
}

/**
 * The error every function throws. `code` names the class of failure
 * (the Go library's sentinel error); `rule` is the rule ID of the spec that
 * refused a move ("MK-7"), or ""; `sentence` says why in words ("a bia
 * cannot move from e3 to e5"), and `message` is the whole Go error text.
 */
export class ChaturangaError extends Error {
  readonly code: ErrorCode;
  readonly rule: string;
  readonly sentence: string;
}

/**
 * The error codes:
 * - ErrSyntax: malformed text (a FEN, a move, a PGN, an option value).
 * - ErrIllegalPosition: a well-formed FEN the rules cannot start from.
 * - ErrIllegalMove: a move (or claim, resignation, action) the rules refuse now.
 * - ErrAmbiguousMove: move text that fits several legal moves.
 * - ErrGameOver: a move after the game ended.
 * - ErrUnknown: an unknown name (game, rule set, option, reason, side, notation).
 * - ErrLimit: a request over a documented limit (input over 8 MiB, perft depth over 64, more than 65,536 boards alive at once).
 * - ErrArgument: an argument of the wrong type or out of range (checked before Go sees it).
 * - ErrInternal: a bug inside the library, caught before it could stop the instance.
 */
export type ErrorCode =
  | "ErrSyntax"
  | "ErrIllegalPosition"
  | "ErrIllegalMove"
  | "ErrAmbiguousMove"
  | "ErrGameOver"
  | "ErrUnknown"
  | "ErrLimit"
  | "ErrArgument"
  | "ErrInternal";

/** The package's version. */
export declare const VERSION: string;

/** ffish.js's termination enum, as numbers. */
export declare const Termination: {
  readonly ONGOING: 0;
  readonly CHECKMATE: 1;
  readonly STALEMATE: 2;
  readonly INSUFFICIENT_MATERIAL: 3;
  readonly N_MOVE_RULE: 4;
  readonly N_FOLD_REPETITION: 5;
  readonly VARIANT_END: 6;
};

/** ffish.js's notation enum, as numbers. Only DEFAULT (Fairy-Stockfish's SAN of these games, pawn moves written with P: "Pa4", "Pxd5"), SAN (the default when none is given) and LAN where the library writes it are supported; the others throw ErrUnknown. */
export declare const Notation: {
  readonly DEFAULT: 0;
  readonly SAN: 1;
  readonly LAN: 2;
  readonly SHOGI_HOSKING: 3;
  readonly SHOGI_HODGES: 4;
  readonly SHOGI_HODGES_NUMBER: 5;
  readonly JANGGI: 6;
  readonly XIANGQI_WXF: 7;
  readonly THAI_SAN: 8;
  readonly THAI_LAN: 9;
};
/** A notation: one of Notation's numbers, or ffish.js's enum object (its `.value` is read). */
export type NotationValue = number | { value: number };

/** The API a loaded instance offers. */
export interface Chaturanga {
  /** The Board class of this instance. */
  Board: BoardConstructor;
  /** ffish.js's Game class (made by readGamePGN only; `new` throws ErrArgument). */
  Game: { new (token: never, data: never): Game; prototype: Game };
  /** ffish.js's termination numbers. */
  Termination: typeof Termination;
  /** ffish.js: sets a UCI option. This library has no engine: UCI_Chess960 false and UCI_Variant of a variant it plays are accepted (and change nothing); anything else throws ErrUnknown saying so (ErrArgument for Chess960 true). */
  setOption(name: string, value: string | number | boolean): void;
  /** ffish.js: as setOption, for a whole number. */
  setOptionInt(name: string, value: number): void;
  /** ffish.js: as setOption, for a boolean. */
  setOptionBool(name: string, value: boolean): void;
  /** ffish.js: loads a variants.ini. Always throws ErrUnknown, naming the games this library plays instead. */
  loadVariantConfig(config: string): never;
  /** ffish.js's notation numbers (sanMove, variationSan, pushSan take them). */
  Notation: typeof Notation;
  /** The error class (also exported by the module). */
  ChaturangaError: typeof ChaturangaError;
  /** The version of this package. */
  version: string;

  /**
   * ffish.js: the variant names a Board takes, sorted and separated by
   * spaces: Fairy-Stockfish's ten names of this family (makruk,
   * cambodian, karouk, makpong, asean, ai-wok, shatranj, chaturanga,
   * sittuyin, shatar) and the library's other games (chator, qiguo).
   */
  variants(): string;
  /**
   * ffish.js: the start FEN of a variant (Qi Guo: its position string),
   * for a Fairy-Stockfish name as ffish.js writes it, the FEN of its
   * variant definition: Sittuyin's pockets in its order
   * (`[KFRRSSNNkfrrssnn]`), Kar Ouk's without the check count (a board
   * starts with `1+1` all the same, which its fen() writes).
   * `options` (an extension) chooses other rules, as Board's does. An
   * unknown variant throws ErrUnknown (ffish.js returns "").
   */
  startingFen(variant: string, options?: BoardOptions): string;
  /**
   * ffish.js: 1 if `fen` is a position the variant's rules can start from,
   * 0 for an empty FEN, else a negative number naming the field at fault
   * as Fairy-Stockfish numbers them: -1 move number, -2 half-move clock,
   * -4 en-passant field, -5 castling, -6 side to move, -7 pocket (hand),
   * -8 board geometry, -10 a character of the board, -11 number of
   * fields, -13 check counts, -14 the counting fields; and -20 for a
   * well-formed position the rules refuse (no king, a king in reach of
   * capture, ...), which Fairy-Stockfish's check mostly lets through.
   * `fenError` says exactly what is wrong. `chess960` true answers as
   * false (no game here castles: Chess960 changes nothing in their FENs;
   * a Board is not made with it); an object there is BoardOptions. Where
   * this answer's sign and ffish.js 0.7.10's differ, and why, the README
   * says ("validateFen and ffish.js").
   */
  validateFen(fen: string, variant?: string, chess960?: boolean | BoardOptions): number;
  /** What is wrong with `fen` under the variant's rules, or null if nothing is. Never throws for a bad FEN. */
  fenError(fen: string, variant?: string, options?: BoardOptions): ChaturangaError | null;
  /**
   * ffish.js: reads the first game of PGN text and replays it. The record's
   * Variant tag names the game (a Board variant name or a registry name),
   * its Rules tag (written by this library) the rule set, else
   * `options.rules`, else the variant's Fairy-Stockfish rules. Throws for
   * text that is no PGN game or names no known game (ErrSyntax,
   * ErrUnknown; ffish.js returns an empty game, and assumes chess without
   * a Variant tag); a move the rules refuse stops the replay there (see
   * Game.error). The record's ending (Termination) is applied to the
   * board: a resignation, an agreed or claimed draw, or an ending outside
   * the rules (a loss on time: Board.termination() gives its words).
   */
  readGamePGN(pgn: string, options?: BoardOptions): Game;
  /** ffish.js: the library's name and version ("chaturanga-wasm 0.1.0"). */
  info(): string;
  /** ffish.js: whether captured pieces go to the hand: false in every game here. */
  capturesToHand(variant: string): boolean;

  /** The games of the library's registry with their rule sets, options and Fairy-Stockfish names. */
  games(): GameInfo[];
  /** A game's rule options with the values each takes and its value under `options.rules` (default: the rules the variant name means). Throws ErrUnknown for an unknown variant or rule set. */
  optionChoices(variant: string, options?: BoardOptions): OptionChoice[];
}

/** A game of the registry. */
export interface GameInfo {
  /** The registry name ("makruk"). */
  name: string;
  /** The game's name for people ("Makruk (Thai chess)"). */
  title: string;
  /** The names of its rule sets, the default first ("default", "pychess", ...). */
  ruleSets: string[];
  /** The names of its rule options, as BoardOptions.options takes them. */
  options: string[];
  /** The Board variant names that stand for it, each with the rule set it means ({"makruk": "pychess", "cambodian": "cambodian", ...}). */
  variants: Record<string, string>;
}

/**
 * Extra choices for a Board (and startingFen, validateFen, readGamePGN):
 * the rule set by its text and single rule options.
 */
export interface BoardOptions {
  /**
   * The rule set as the Go package's ParseRules reads it: a set's name
   * ("default", "pychess", "brooke", "elephantchess") perhaps followed by
   * options ("default EnPassant=Classic"). Default: the set the variant
   * name means (Fairy-Stockfish's for its ten names, the game's default for
   * chator and qiguo).
   */
  rules?: string;
  /**
   * Rule options applied on top, by name: strings, numbers and booleans as
   * written; a list of lists of names is Qi Guo's Alliances
   * ([["Qin","Han"],["Chu"]] is "Qin+Han,Chu"); a list of strings is "a,b".
   */
  options?: Record<string, string | number | boolean | string[] | string[][]>;
}

/** A game read from PGN (ffish.js's Game, with more). */
export interface Game {
  /** ffish.js: the tag names, in the record's order, separated by spaces. */
  headerKeys(): string;
  /** ffish.js: the value of a tag, or "" if the record has none. */
  headers(item: string): string;
  /** ffish.js: the main line's moves in UCI, separated by spaces, up to the first move the rules refused. */
  mainlineMoves(): string;
  /** The same moves in SAN. */
  mainlineMovesSan(): string;
  /** Why the replay stopped before the record's end (the refused move's error), or null. */
  error(): ChaturangaError | null;
  /** The replayed game as a Board, with the record's ending (its Termination: resignation, agreed or claimed draw) applied. The same Board each call. */
  board(): Board;
  /** ffish.js: frees what the game holds (its tags, moves and board: board().delete()); the game then throws ErrArgument when used. */
  delete(): void;
  /** embind's: whether delete() was called. */
  isDeleted(): boolean;
  /** embind's: whether other is this same game. */
  isAliasOf(other: unknown): boolean;
  /** embind's: delete() on a later turn of the event loop; returns the game. */
  deleteLater(): this;
}

/** How a game stands. */
export interface Outcome {
  /** Whether the game has ended. */
  over: boolean;
  /** "1-0", "0-1", "1/2-1/2" or "*"; in Qi Guo the winning state's name (or "1/2-1/2", "*"). */
  result: string;
  /** The rule or action that ended it: "checkmate", "stalemate", "bare-king", "counting", "repetition", "move-rule", "insufficient-material", "no-legal-move-draw", "lone-king-count", "only-promotions", "conquest", "capture-count", "last-standing", "resignation", "agreement", "niol", "knight-mate", "first-check"; an ending outside the rules: "time-forfeit", "adjudication", "rules-infraction", "abandoned", "emergency", "death", "other"; "" while it goes on. */
  reason: string;
  /** The winning side's index (0 White; Qi Guo 0..6), or -1 for a draw or a game that goes on. */
  winner: number;
  /** The winning side's name in the game's words ("white", "Qin"), or "". */
  winnerName: string;
  /** The outcome in words: "white wins by checkmate", "draw by stalemate", "the game goes on". */
  text: string;
}

/** What explain says of a move. */
export interface Explanation {
  /** Whether the move can be played now (as play would). */
  legal: boolean;
  /** The move in UCI if legal (an action's word for an action), else the text given. */
  move: string;
  /** The move in SAN if legal, else "". */
  san: string;
  /** The error code if not legal, else "". */
  code: ErrorCode | "";
  /** The rule ID that refuses it ("MK-7"), or "". */
  rule: string;
  /** Why it is refused, in words, or "". */
  sentence: string;
  /** The whole error text, or "". */
  message: string;
}

/** One side of the game (Qi Guo's seven states have the optional fields). */
export interface SideState {
  /** The side's index in turn order. */
  index: number;
  /** Its name in the game's words ("white", "Qin"). */
  name: string;
  /** Whether it is to move. */
  toMove: boolean;
  /** Qi Guo: whether the state is still in the game. */
  alive?: boolean;
  /** Qi Guo: whether it resigned. */
  resigned?: boolean;
  /** Qi Guo: the state that defeated it, or null. */
  defeatedBy?: string | null;
  /** Qi Guo: the state that moves its army (itself while alive). */
  controller?: string;
  /** Qi Guo: the pieces it captured. */
  captures?: number;
  /** Qi Guo: the pieces it lost. */
  losses?: number;
  /** Qi Guo: its pieces captured by each state, by name (states with none left out). */
  capturedBy?: Record<string, number>;
}

/** How svg draws the board (the Go package svg's Options). */
export interface SvgOptions {
  /** Width in pixels; 0 or absent: the natural size. */
  size?: number;
  /** The side at the bottom, by index or name (default the first side). */
  bottom?: number | string;
  /** Draw file letters and rank numbers (default true). */
  coordinates?: boolean;
  /** Highlight a move: a UCI move of the current position's history, true for the last move played (the default), false for none. */
  lastMove?: boolean | string;
  /** Highlight the king in check (default true). */
  check?: boolean;
  /** Arrows from square to square ("e2", "e4"), with a CSS colour ("#d00", "red"). */
  arrows?: Array<{ from: string; to: string; color?: string }>;
  /** Squares to colour. */
  marks?: Array<{ square: string; color?: string }>;
  /** Text under the board. */
  caption?: string;
}

/** The Board class. */
export interface BoardConstructor {
  /**
   * ffish.js: a board of `variant` (default "makruk") at `fen` (default
   * the start). A Fairy-Stockfish name plays Fairy-Stockfish's rules
   * ("makruk" is the library's "pychess" Makruk set); "chator" and "qiguo"
   * play their default sets; `options` (an extension, where ffish.js has
   * `is960`, which must be false or absent) chooses other rules (the
   * names of one rule set, "cambodian" ... "chaturanga", take that set's
   * rules with any options and throw ErrUnknown for another set). `fen` may
   * also be a position's text form "rules|FEN". Throws ErrUnknown for an
   * unknown variant, ErrSyntax/ErrIllegalPosition for a bad FEN (ffish.js
   * silently plays something else).
   */
  new (variant?: string, fen?: string, options?: boolean | BoardOptions): Board;
}

/** A game in progress: a start position, the moves played and how it ended. */
export interface Board {
  // ---- ffish.js's methods ----

  /**
   * ffish.js: frees the board's memory now. Not needed (the Go side evicts
   * boards not used lately, see the conventions above). A deleted board
   * throws ErrArgument when used; deleting it again does nothing.
   */
  delete(): void;
  /** embind's: whether delete() was called. */
  isDeleted(): boolean;
  /** embind's: whether other is this same board (clone() makes another). */
  isAliasOf(other: unknown): boolean;
  /** embind's: delete() on a later turn of the event loop; returns the board. */
  deleteLater(): this;
  /** ffish.js: the legal moves in UCI, separated by spaces; "" when there are none: the game is over, by the rules or by a player (after a resignation, an agreed or claimed draw). */
  legalMoves(): string;
  /** ffish.js: the legal moves in SAN, in the same order. */
  legalMovesSan(): string;
  /** ffish.js: the number of legal moves. */
  numberLegalMoves(): number;
  /** ffish.js: plays a legal move given in UCI; false (and nothing changes) if it is not one. `play` throws instead. */
  push(uciMove: string): boolean;
  /** ffish.js: plays a legal move given in SAN; false if it is not one. */
  pushSan(sanMove: string, notation?: NotationValue): boolean;
  /** ffish.js: pushes UCI moves separated by spaces, stopping at the first that is not legal; true if all were played. */
  pushMoves(uciMoves: string): boolean;
  /** ffish.js: pushes SAN moves separated by spaces, stopping at the first that is not legal; true if all were played. */
  pushSanMoves(sanMoves: string, notation?: NotationValue): boolean;
  /** ffish.js: takes back the last move (or the ending a player made, such as a resignation); returns the move in UCI, "" for an ending, or "" with nothing to take back (ffish.js crashes there). */
  pop(): string;
  /** ffish.js: back to the variant's start position (under the board's rules), no moves played, as ffish.js does (not to a FEN the board was made with). */
  reset(): void;
  /** ffish.js: always false: no Chess960 here. */
  is960(): boolean;
  /** ffish.js: the current position's FEN (Qi Guo: its position string). A board of a Fairy-Stockfish variant writes Fairy-Stockfish's FEN, without the library's extension fields (Shatar's "shak=b", state Fairy-Stockfish keeps in its history): text() keeps them. showPromoted (ffish.js): mark promoted pieces with "~" (those a FEN marked and those promoted in play), otherwise no "~"; countStarted (ffish.js; it matters while a Makruk-family count runs, the FEN's fourth field then its limit and the half-move field its ply): the ply (gamePly's numbering) at which the players started the board's honour count, which the count in the FEN otherwise follows the game's rules for: 0 (the default) writes the game's count; a negative number, no board's honour count (its ply written 0); a positive one, the board's honour count's ply as gamePly() + 1 - countStarted (at least 0). A pieces' honour count (a lone king, no pawn left) is written as the game keeps it, unless under the Cambodian counting (cambodian, karouk) the board's honour count ends sooner: then its limit 126 and its ply. ASEAN and Sittuyin have no board's honour count: their FEN is the same for every countStarted. */
  fen(showPromoted?: boolean, countStarted?: number): string;
  /** ffish.js: starts again from `fen` (or "rules|FEN"), with no moves played; throws for a bad FEN and changes nothing. */
  setFen(fen: string): void;
  /** ffish.js: a legal UCI move in SAN (or LAN, where the library writes it); "" if not legal. */
  sanMove(uciMove: string, notation?: NotationValue): string;
  /** ffish.js: UCI moves played from here, in SAN with move numbers ("1. e4 e5 2. f4", "1...e5 2. d4"), or without (moveNumbers false); "" if one is not legal. The board does not change. */
  variationSan(uciMoves: string, notation?: NotationValue, moveNumbers?: boolean): string;
  /** ffish.js: true if the first side (White) is to move. */
  turn(): boolean;
  /** ffish.js: the FEN's move number. */
  fullmoveNumber(): number;
  /** ffish.js: the FEN's half-move clock. */
  halfmoveClock(): number;
  /** ffish.js: the plies since the game's first move by the FEN's counting (2 × (move number − 1), + 1 with Black to move); Qi Guo: the moves of this board. */
  gamePly(): number;
  /** ffish.js: whether the side (true White, false Black) has too little material to win, as the game's rules judge it (false in games without the rule). */
  hasInsufficientMaterial(turn: boolean): boolean;
  /** ffish.js: whether both sides have insufficient material. */
  isInsufficientMaterial(): boolean;
  /** ffish.js: whether the game has ended, or (as ffish.js counts it) neither side has the material to win (which this library's games make a claimable draw, see claims()); with claimDraw, also when any draw may be claimed now. outcome() says whether the rules or a player ended the game. */
  isGameOver(claimDraw?: boolean): boolean;
  /** ffish.js: "1-0", "0-1", "1/2-1/2" or "*" (Qi Guo: the winning state's name), "1/2-1/2" when neither side has the material to win, as isGameOver; with claimDraw, "1/2-1/2" when a draw may be claimed. */
  result(claimDraw?: boolean): string;
  /** ffish.js: the squares of the checked pieces (the side to move's king in check), separated by spaces; "" when not in check. */
  checkedPieces(): string;
  /** ffish.js: whether the side to move is in check. */
  isCheck(): boolean;
  /** ffish.js: always false (a Janggi rule). */
  isBikjang(): boolean;
  /** ffish.js: whether the legal UCI move captures (false if not legal). */
  isCapture(uciMove: string): boolean;
  /** ffish.js: the moves played, in UCI, separated by spaces (actions by their word: "count"). */
  moveStack(): string;
  /** ffish.js: the pieces a side (true White) holds in hand, lower-case letters ("kssfrrnn" in Sittuyin's setup), "" in games without hands. */
  pocket(color: boolean): string;
  /** ffish.js: the board as text, a row a line, pieces by their FEN letters and "." for empty squares (Qi Guo: its diagram). */
  toString(): string;
  /** ffish.js: a Fairy-Stockfish variant's board as ffish.js frames it (ranks, files, '*' beside the side to move, pockets), then the lines "Fen:" (fen()), "Sfen:" (the board, the side to move's letter swapped as in shogi's SFEN, the pieces in hand with their counts or "-", gamePly() + 1), "Key:" (16 hex digits: this library's hash of the position, not Fairy-Stockfish's Zobrist key), "Checkers:" (the squares of the pieces giving check, from a1 rank by rank, each followed by a space) and "Chased:" (empty: no chasing rule in these games), as ffish.js writes them, with no newline at the end; other games: the board with coordinates and the FEN. */
  toVerboseString(): string;
  /** ffish.js: the variant name the board was made with ("makruk", "cambodian", "chator"). */
  variant(): string;

  // ---- this library's additions ----

  /** The position's text form, "rules|FEN" ("pychess|rnsmksnr/8/... w - - 0 1"), with every field the library writes: new Board(variant, text) and setFen read it back to the same position under the same rules. */
  text(): string;
  /** The game's registry name ("makruk" for cambodian too). */
  game(): string;
  /** The rule set the board plays, as text ("pychess", "default EnPassant=Classic"): BoardOptions.rules reads it back. */
  rules(): string;
  /**
   * Plays a move in any spelling the game reads (UCI, SAN with or without
   * marks, LAN, an action's word such as "count") and returns it in UCI
   * (an action as its word). Throws a ChaturangaError with the rule that
   * refuses an illegal move (ErrIllegalMove, ErrAmbiguousMove, ErrSyntax,
   * ErrGameOver); the board is then unchanged.
   */
  play(move: string): string;
  /** Says whether `move` (any spelling play takes) can be played now and, if not, the rule and sentence that refuse it. Never throws for a bad move. */
  explain(move: string): Explanation;
  /** The last move played in UCI (an action's word), or "". */
  lastMove(): string;
  /**
   * The example bot's move in the current position, in UCI ("" when the
   * game is over): examples/bot's search (alpha-beta) at `depth` (1 to 8,
   * default 3) in a game of two sides, a random legal move in Qi Guo; its
   * random choices made from `seed` (default 0). It runs in the same
   * WebAssembly as the rules and blocks until done: call it in a Worker.
   */
  bestMove(depth?: number, seed?: number): string;
  /** The moves played in SAN, separated by spaces. */
  moveStackSan(): string;
  /** The number of sides: 2, or Qi Guo's 7 states. */
  sides(): number;
  /** The side to move's index: 0 White, 1 Black; Qi Guo 0..6. */
  side(): number;
  /** A side's name in the game's words (default: the side to move's). */
  sideName(side?: number): string;
  /** Each side's state (Qi Guo: alive, defeats, tallies, controllers). */
  states(): SideState[];
  /** How the game stands: result, reason, winner. */
  outcome(): Outcome;
  /** How many times the current position has occurred in this game. */
  repetitions(): number;
  /** The endings the side to move may claim now ("repetition", "move-rule", "counting", "insufficient-material", "only-promotions"). */
  claims(): string[];
  /** Ends the game by claiming `reason` (default: the first of claims()); throws ErrIllegalMove if it cannot be claimed now. */
  claim(reason?: string): void;
  /** Resignation of a side (index, name, or true White / false Black; default the side to move). In Qi Guo a state resigns on its turn and the game may go on. */
  resign(side?: number | string | boolean): void;
  /** Ends the game as a draw agreed by the players. */
  agreeDraw(): void;
  /** The actions the side to move may take now, by their word ("count", "stop-count", "resign"); play takes them. */
  actions(): string[];
  /** Makruk: starts the board's honour count (MK-12); throws if the rules refuse it now. */
  startCount(): void;
  /** Makruk: stops the count, discarding it. */
  stopCount(): void;
  /** Counts the leaf nodes of the legal-move tree to `depth` (at most 64) inside the wasm, without crossing to JavaScript; blocks until done. */
  perft(depth: number): number;
  /** perft below each legal move: {uciMove: count}, in generation order; depth 1 to 64. */
  divide(depth: number): Record<string, number>;
  /** The position as a self-contained SVG picture. */
  svg(options?: SvgOptions): string;
  /** The game as PGN, with its Variant, Rules, FEN (if not the start), Result and Termination tags and the given ones; readGamePGN reads it back to the same game. */
  pgn(tags?: Record<string, string>): string;
  /** A new board with the same start, moves and ending. */
  clone(): Board;

  // ---- what a page shows beside the board ----

  /**
   * The count that runs (Makruk and its family's sets, Sittuyin), or null
   * when none does (and in the other games): whose it is, how many of its
   * moves it has counted and at which it ends ("Black's count: 5 of 16").
   * Under Fairy-Stockfish's countings (pychess, cambodian, karouk, asean,
   * makpong, ai-wok; Sittuyin), whose FEN carries only plies, the counter
   * is the side that was to move when the count started (a lone king's
   * for the pieces' honour), as pychess-variants shows it.
   */
  counting(): Counting | null;
  /**
   * Ends the game outside its rules (the library's Game.End): `reason` is
   * an ending outside the rules ("time-forfeit", "adjudication",
   * "rules-infraction", "abandoned", "emergency", "death", "other"),
   * `winner` a side (index, name, true White / false Black) or null for a
   * draw, `termination` the words of the record's Termination tag
   * (default the PGN standard's: "time forfeit"). The PGN then records the
   * result and the termination, and readGamePGN reads the game back as
   * ended; pop() takes the ending back. Throws ErrIllegalMove for another
   * reason, and in Qi Guo, whose states leave the game only by resigning
   * on their turn; ErrGameOver when the game is over.
   */
  end(reason: string, winner?: number | string | boolean | null, termination?: string): void;
  /** A loss on time (a flag fall) of `side` (default the side to move): end("time-forfeit", the other side, termination). Refused in Qi Guo, as end is. */
  forfeit(side?: number | string | boolean, termination?: string): void;
  /** The words of the game's Termination tag, as pgn() writes it ("time forfeit", "checkmate"), or "" while the game goes on. */
  termination(): string;
  /** The pins of a side's pieces (default the side to move's) against its king, as the library finds them. */
  pins(side?: number | string | boolean): Pin[];
  /** The pinned piece on `square` and the rule that holds it, or null when no pinned piece stands there. */
  pinned(square: string): Pinned | null;
}

/** A running count (Board.counting). */
export interface Counting {
  /** "board": the board's honour; "pieces": the pieces' honour (a lone king's). */
  kind: "board" | "pieces";
  /** The counting side's index (0 White, 1 Black). */
  side: number;
  /** Its name in the game's words ("black"). */
  sideName: string;
  /** The counter's move the count has reached (under the pieces' honour it starts at the number of pieces on the board). */
  count: number;
  /** The counter's move at which the count ends. */
  limit: number;
  /** Under Fairy-Stockfish's countings, the count and limit as its FEN keeps them, in plies; null where the count is kept in moves (Makruk's default rules). */
  plies: { count: number; limit: number } | null;
  /** Whether the count has passed its limit (under Fairy-Stockfish's countings a draw to claim). */
  passed: boolean;
  /** The rule set's counting: "Honour" (Makruk's source), "Ply", "Cambodian" or "ASEAN". */
  method: string;
}

/** A pin: the pinned piece's square and its pinner's. */
export interface Pin {
  square: string;
  pinner: string;
}

/** A pinned piece (Board.pinned). */
export interface Pinned {
  square: string;
  /** The piece's name in the game's words ("ma"). */
  piece: string;
  side: number;
  sideName: string;
  /** The pieces that pin it, with their names. */
  pinners: { square: string; piece: string }[];
  /** Its legal moves now, in UCI (along the line, if any; none when its side is not to move). */
  moves: string[];
  /** Whether the rules forbid it to leave the line (Qi Guo's pins forbid nothing: they only show which moves expose the general). */
  forbids: boolean;
  /** A move the pin alone forbids, in UCI ("" if none). */
  refused: string;
  /** The rule that refuses it ("MK-9"), and its sentence ("the move would leave the own khun attacked"); "" when none. */
  rule: string;
  sentence: string;
}

/** One rule option of a game (optionChoices). */
export interface OptionChoice {
  /** The option's name, as BoardOptions.options takes it ("Counting"). */
  name: string;
  /** "choice" (one of values), "boolean" ("true" or "false"), "number" (whole, from min to max) or "text" (Qi Guo's Alliances). */
  kind: "choice" | "boolean" | "number" | "text";
  /** The values it takes ([] for a number or text). */
  values: string[];
  min?: number;
  max?: number;
  /** Its value under the rules asked about (the rule set's own). */
  value: string;
}
