package makruk

import (
	"slices"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// text is the move text this game shares with the other 8x8 games.
var text = &movetext.Game{Name: "makruk", Alphabet: alphabet, Examples: "e3e4, d5c6m or count", CheckRule: "MK-9"}

// FormatMove returns m in coordinate notation, as Fairy-Stockfish and the
// library's tools write it: "e3e4", and with the promotion letter "d5c6m".
// The board's-honour actions are their words, "count" and "stop-count"
// (MK-12); the zero Move is "0000". It knows no rules, so it writes
// Makruk's letters, and "a" for the ai-wok: ASEAN's letters ("c7c8b") are
// [Position.MoveText]'s.
func FormatMove(m core.Move) string { return string(AppendMove(nil, m)) }

// AppendMove appends [FormatMove]'s text of m to b.
func AppendMove(b []byte, m core.Move) []byte {
	if a := m.Action(); a != core.NoAction {
		return append(b, a.String()...)
	}
	return notate.AppendCoord(b, m, coordAlphabet)
}

// parseAction reads the word of an action ("count", "stop-count", any
// case, surrounding spaces allowed). Makruk's are the board's honour's
// (MK-12); the others are read so that playing them can say why not.
func parseAction(s string) (core.Move, bool) {
	a, ok := core.ParseAction(strings.TrimSpace(s))
	if !ok {
		return core.Move{}, false
	}
	return core.NewAction(a), true
}

// isMakrukAction reports whether m is one of the board's honour's
// actions.
func isMakrukAction(m core.Move) bool {
	a := m.Action()
	return a == core.StartCount || a == core.StopCount
}

// ParseCoord reads a move in coordinate notation ("e3e4", "d5c6m", in
// either case, "e3-e4" with a separator) or an action word ("count",
// "stop-count") without a position, so without checking that it is legal.
// Promotion letters are read in Makruk's alphabet, the ai-wok's "a" and
// ASEAN's "b" (khon) and "q" (met) too.
// Errors are *core.ParseError wrapping core.ErrSyntax.
func ParseCoord(s string) (core.Move, error) {
	if m, ok := parseAction(s); ok && isMakrukAction(m) {
		return m, nil
	}
	m, err := coordText.ParseCoord(s)
	if err != nil {
		if a, err2 := armies[ASEANArmy].text.ParseCoord(s); err2 == nil {
			return a, nil // ASEAN's promotion letters b and q
		}
	}
	return m, err
}

// MoveText returns the legal move m in coordinate notation; an action is
// its word ("count", "stop-count").
func (p *Position) MoveText(m core.Move) string {
	return string(notate.AppendCoord(nil, m, p.army().alphabet))
}

// ParseMove reads a move in coordinate notation, or an action word
// ("count", "stop-count", MK-12), and checks that it may be played here
// (see [Position.Play]). Errors are *core.MoveError wrapping
// core.ErrSyntax, core.ErrIllegalMove (with the rule that forbids it),
// core.ErrGameOver, or core.ErrIllegalPosition for the zero Position.
func (p *Position) ParseMove(s string) (core.Move, error) {
	const op = "makruk.Position.ParseMove"
	if p.b.Spec() == nil {
		return core.Move{}, p.zeroError(op, s)
	}
	if m, ok := parseAction(s); ok {
		if err := p.actionError(op, m); err != nil {
			return core.Move{}, err
		}
		return m, nil
	}
	return p.army().text.ParseMove(p, s, p.moveError)
}

// SAN returns the legal move m in SAN-like text as Fairy-Stockfish writes
// it: "Nd2", "dxe3=M", "M5d4", "Rxg8+", "Ra7#". An action is its word
// ("count", "stop-count"), so a PGN game's movetext carries the board's
// honour; the zero Move is "0000"; any other move that is not legal here
// is written in coordinates.
func (p *Position) SAN(m core.Move) string {
	if m.IsZero() || m.Action() != core.NoAction || m.IsDrop() || m.IsPass() || !board8.OnBoard(m.From()) || !board8.OnBoard(m.To()) {
		return p.MoveText(m)
	}
	// The moves SAN tells m apart from are the legal moves of the pieces
	// of its kind to its target: only those are listed (m among them if
	// it is legal).
	var buf [32]core.Move // made by the concrete type, it stays on the stack
	kind := p.b.At(board8.Idx(m.From())).Kind()
	legal := p.appendLegalAmong(buf[:0], p.b.Pieces(p.Side(), kind), board8.Bit(board8.Idx(m.To())))
	if !slices.Contains(legal, m) {
		return p.MoveText(m)
	}
	var text [32]byte
	return string(notate.AppendSANAmong(text[:0], p, p.army().alphabet, m, legal))
}

// LAN returns the legal move m in long algebraic notation, as
// python-chess's Board.lan and Fairy-Stockfish's LAN write it: the piece
// letter (none for a bia), the from-square, "x" for a capture or "-", the
// target, the promotion and the check mark: "Nb1-d2", "e3-e4",
// "d5xc6=M", "Rg1xg8+", "Ra1-a7#". An action is its word ("count",
// "stop-count"), the zero Move "0000", and any other move that is not
// legal here is written in coordinates. [Position.ParseLenient] reads it
// back.
func (p *Position) LAN(m core.Move) string { return string(p.AppendLAN(nil, m)) }

// AppendLAN appends [Position.LAN]'s text of m to b.
func (p *Position) AppendLAN(b []byte, m core.Move) []byte {
	if m.IsZero() || m.Action() != core.NoAction || !p.IsLegal(m) {
		return notate.AppendCoord(b, m, p.army().alphabet)
	}
	return notate.AppendLAN(b, p, p.army().alphabet, m)
}

// ParseSAN reads strict SAN-like text: exactly what [Position.SAN]
// writes, with the check marks optional, or an action word. Errors are
// *core.MoveError wrapping core.ErrSyntax, core.ErrIllegalMove,
// core.ErrAmbiguousMove, core.ErrGameOver, or core.ErrIllegalPosition for
// the zero Position.
func (p *Position) ParseSAN(s string) (core.Move, error) {
	return p.parseSAN("ParseSAN", s, true)
}

// ParseLenient reads a move in any common spelling: SAN with or without
// "x", "=" and check marks, with extra disambiguation, or coordinate
// notation, or an action word.
func (p *Position) ParseLenient(s string) (core.Move, error) {
	return p.parseSAN("ParseLenient", s, false)
}

func (p *Position) parseSAN(method, s string, strict bool) (core.Move, error) {
	if p.b.Spec() == nil {
		return core.Move{}, p.zeroError("makruk.Position."+method, s)
	}
	if m, ok := parseAction(s); ok {
		if err := p.actionError("makruk.Position."+method, m); err != nil {
			return core.Move{}, err
		}
		return m, nil
	}
	if !strict {
		// Most text is read among the legal moves to the squares it
		// names, without listing the others (see notate.SANScope).
		if sc := notate.ScopeSAN(s, p.army().alphabet); sc.N > 0 {
			var from, to board8.Bitboard
			for _, sq := range sc.To[:sc.N] {
				if board8.OnBoard(sq) {
					to |= board8.Bit(board8.Idx(sq))
				}
			}
			if sc.Kind != core.NoKind {
				from = p.b.Pieces(p.Side(), sc.Kind)
			}
			if board8.OnBoard(sc.From) {
				from |= board8.Bit(board8.Idx(sc.From))
			}
			var buf [32]core.Move
			if m, err := notate.ParseSANAmong("", p, p.army().alphabet, s, false, p.appendLegalAmong(buf[:0], from, to)); err == nil {
				return m, nil
			}
		}
	}
	var buf [256]core.Move // made by the concrete type, it stays on the stack
	return p.army().text.ParseSAN(p, p.AppendLegalMoves(buf[:0]), method, s, strict, p.moveError)
}

// LegalMovesSAN returns the SAN of each legal move ([Position.SAN]), in
// the order of [Position.LegalMoves], so that its i-th entry is the SAN of
// the i-th legal move, as ffish.js's legalMovesSan lists them. A finished
// game has none (an empty slice).
func (p *Position) LegalMovesSAN() []string { return notate.LegalSAN(p) }

// VariationSAN returns the SAN of the line moves played from p, numbered
// from p's move number as python-chess's Board.variation_san and
// ffish.js's variationSan write it: "1. e3 e6 2. Nf3", and from a position
// with Black to move "12...Nd7 13. Ke2". The board's-honour
// actions are their words, numbered with the move of the side that takes
// them, as [NewRecord] numbers them: "40. count Kd2 Ke7". p is not changed; an
// empty line is "".
//
// A move of the line that cannot be played is an error: the
// *core.MoveError [Position.Play] gives, with the rule that forbids it,
// its message saying which move of the line it is ("move 3 of the line
// (2.): ...").
func (p *Position) VariationSAN(moves []core.Move) (string, error) {
	return notate.VariationSAN("makruk.Position.VariationSAN", p, moves, p.numbering(moves))
}

// numbering is the move numbering of the line moves from p: chess's, or
// the records' numbering of the board's-honour actions if it has one.
func (p *Position) numbering(moves []core.Move) notate.Numbering {
	actions := make([]bool, len(moves))
	any := false
	for i, m := range moves {
		actions[i] = m.Action() != core.NoAction
		any = any || actions[i]
	}
	if any {
		return actionStyle(p.FullmoveNumber(), p.Side() == core.Black, actions).Number
	}
	return notate.TwoPlayer(p.FullmoveNumber(), p.Side() == core.Black)
}

// Perft counts the leaf nodes of the legal-move tree to depth (bulk
// counted at the last ply). p is unchanged.
func (p *Position) Perft(depth int) uint64 {
	q := *p
	return core.Perft(&q, depth)
}

// Divide returns the perft count below each legal move.
func (p *Position) Divide(depth int) []core.DivideEntry {
	q := *p
	return core.Divide(&q, depth)
}
