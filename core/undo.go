package core

// An Undo is the record a position's MakeMove returns and its UnmakeMove
// takes back: what the move changed that the move itself does not say (the
// piece it captured, the clocks and counts before it, and so on). Its
// contents belong to the game that made it; pass it back unchanged, to the
// same position, for the last move made.
//
// An Undo is a small comparable value (48 bytes, no pointers), so making
// and unmaking moves allocates nothing whatever the game. The zero Undo
// is the record of no move.
type Undo struct {
	// w is the storage each game fills with its own record through
	// internal/undo (by address, so no Go code names the field).
	w [undoWords]uint64 //lint:ignore U1000 used through unsafe by internal/undo
}

const undoWords = 6
