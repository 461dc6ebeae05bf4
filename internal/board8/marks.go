package board8

// Marks are the squares of the pieces a FEN marked with '~',
// Fairy-Stockfish's mark of a promoted piece, which a game keeps so that
// its FEN writes them back. A mark follows its piece when it moves and
// goes with it when it is captured; pieces that promote in play get none
// (Fairy-Stockfish writes none for them either).

// MoveMark returns the marks after the piece on from moved to to: the
// captured piece's mark, if any, is gone and the mover's moves with it.
// capturedMarked says whether the captured piece had one, for
// [UnmoveMark].
func MoveMark(marks Bitboard, from, to int) (after Bitboard, capturedMarked bool) {
	capturedMarked = marks.Has(to) && from != to
	after = marks &^ Bit(to)
	if marks.Has(from) {
		after = after&^Bit(from) | Bit(to)
	}
	return after, capturedMarked
}

// UnmoveMark takes back [MoveMark]: the mark on to goes back to from, and
// the captured piece's comes back if it had one.
func UnmoveMark(marks Bitboard, from, to int, capturedMarked bool) Bitboard {
	if marks.Has(to) {
		marks = marks&^Bit(to) | Bit(from)
	}
	if capturedMarked {
		marks |= Bit(to)
	}
	return marks
}
