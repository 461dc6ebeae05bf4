package core

import "slices"

// A Tag is one tag pair of a game record, such as [Event "Bangkok open"]:
// a name and its value. notation.Tag is this type. A [Game] keeps the tags
// of the record it was read from ([Game.Tags]), and the games' NewRecord
// writes them back.
type Tag struct{ Name, Value string }

// Tags returns the tags the game keeps (a copy): those of the record the
// games' ReadRecord read it from, in their order, or those set by
// [Game.SetTags]. They include the tags a game decides itself (Variant,
// Rules, FEN, SetUp, Result, Termination) as the record had them; the
// games' NewRecord writes the game's own for those (keeping a Termination
// whose words name the game's ending as written, such as Fairy-Stockfish's
// "threefold repetition") and the others as kept.
func (g *Game[P, S]) Tags() []Tag {
	if g.notes == nil {
		return nil
	}
	return slices.Clone(g.notes.tags)
}

// SetTags replaces the tags the game keeps by a copy of tags (nil for
// none). The game does not check them: notation.Record.Check says whether
// a record with them writes text that reads back.
func (g *Game[P, S]) SetTags(tags []Tag) {
	if g.notes == nil {
		if len(tags) == 0 {
			return
		}
		g.notes = &annotations{}
	}
	g.notes.tags = slices.Clone(tags)
}
