package notation

import "io"

// A PGNStyle adapts PGN to a game whose records need other tags first or
// another move numbering than two-player chess has, such as Qi Guo's seven
// states moving in rounds. A record with a Style ([Record.Style]) is
// written by [AppendPGN] in that style; a reader made by
// [PGNStyle.NewReader] reads in it. Nil fields keep standard PGN's way.
type PGNStyle struct {
	// Roster lists the tags written first, in this order, each with "?"
	// when the record lacks it and a Result tag with the record's result;
	// the other tags follow in the record's order. Nil means the Seven Tag
	// Roster (Event, Site, Date, Round, White, Black, Result).
	Roster []string
	// Number returns the move-number token written before the move at ply
	// (0 for the record's first move; the moves of a variation take the
	// plies of the moves they stand for, counting on from the move they
	// replace), or "" to write none. interrupted is true when the move
	// begins the movetext or a variation or follows a comment or a
	// variation. Nil means two-player numbering from Record.FirstMove and
	// Record.BlackFirst ("12." before White's moves, "12..." before an
	// interrupted move of Black's). Readers skip move numbers whatever
	// they are, so Number need not be known to read a record.
	Number func(ply int, interrupted bool) string
	// Results lists the words that end a game's movetext besides "1-0",
	// "0-1", "1/2-1/2" and "*", such as the name of a winning state. The
	// reader takes them as the termination marker (Record.Result); they
	// must not be spelled like moves of the game.
	Results []string
}

// NewReader returns a reader of the PGN text in r that accepts the style's
// result words as termination markers and gives each record it reads the
// style (Record.Style). It reads as [NewPGNReader]'s reader does
// otherwise, with the same limits (PGNReader.Limits).
func (s *PGNStyle) NewReader(r io.Reader) *PGNReader {
	rd := NewPGNReader(r)
	rd.style = s
	return rd
}

// result returns the style's result word that tok spells, if there is
// one (none for a nil style).
func (s *PGNStyle) result(tok []byte) (string, bool) {
	if s == nil {
		return "", false
	}
	for _, w := range s.Results {
		if w == string(tok) {
			return w, true
		}
	}
	return "", false
}
