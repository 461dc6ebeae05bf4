// Package core is what every game of the chaturanga library shares, and
// knows no game in particular.
//
// # Values
//
// [Square] names a square of any board up to 19x19 by file and rank ("e4",
// "s19"); [Geometry] is a board's size and numbers its squares densely.
// [Color] is a side (two in the chess games, seven in Qi Guo); [Kind] is a
// kind of piece from one catalogue spanning all the games (the Makruk met
// and the Shatranj ferz are both a [Ferz]); [Piece] is a colour and a kind;
// an [Alphabet] gives a game's letters to kinds. [Move] is one move of any
// game: from and to, a promotion, a drop from the hand, the removal of a
// piece off the target square (en passant), a pass, or an [Action]
// (starting Makruk's count, a Qi Guo state's resignation). All are small
// comparable values whose zero values are documented, with text forms for
// encoding (JSON and the like) that read back exactly.
//
// # Positions and games
//
// [Position] is the interface every game's *Position implements: a bot or
// a server written against it handles every game (the root package's
// registry makes one from a game's name). [Undo] is the one opaque record
// MakeMove returns for UnmakeMove, whatever the game. [Game] is a game in
// progress: its moves, undo, repetition, and the endings its players make
// (a claim, a resignation, a draw agreed), with what its record says about
// it ([Notes]: comments, glyphs, variations checked against the rules).
//
// # Movement
//
// A piece's [Movement] is a list of [Atom] values: leaps ([Leap]), rides
// with an optional range ([Ride]), the cannon's hop over a screen ([Hop]),
// and lame paths whose points must be empty ([LamePath]), each optionally
// relative to the mover's forward direction, move-only or capture-only.
// [Board] is a plain mailbox board of any geometry that generates moves and
// detects attacks for any movement: the library's obviously-correct
// reference. The 8x8 games run a fast bitboard engine built from the same
// movement descriptions and are tested against it.
//
// # Search and results
//
// [Perft] (bulk) and [PerftMakeUnmake] (make and unmake at every node, what
// a search pays) and [Divide] count move trees for any position that
// implements [Node]; [Outcome] says who won (or that it was drawn) and by
// which [Reason], for two or more sides; [Reasons] is a set of endings a
// player may claim.
//
// # Errors
//
// Every error of the library wraps one of the sentinels ([ErrSyntax],
// [ErrIllegalPosition], [ErrIllegalMove], [ErrAmbiguousMove], [ErrGameOver],
// [ErrUnknown], [ErrLimit]) in a [*ParseError] or [*MoveError] that says
// what and where, so both errors.Is and errors.As work.
package core
