package shatar

import (
	"slices"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// text is the move text this game shares with the other 8x8 games.
var text = &movetext.Game{Name: "shatar", Alphabet: alphabet, Examples: "e2e3 or a7a8j", CheckRule: "SR-8"}

// view is a Position as the shared move text sees it (with the check test
// SAN needs), so that the package's exported surface stays its own.
type view Position

func (v *view) pos() *Position                             { return (*Position)(v) }
func (v *view) At(sq core.Square) core.Piece               { return v.pos().At(sq) }
func (v *view) AppendLegalMoves(d []core.Move) []core.Move { return v.pos().AppendLegalMoves(d) }
func (v *view) IsLegal(m core.Move) bool                   { return v.pos().IsLegal(m) }
func (v *view) FEN() string                                { return v.pos().FEN() }
func (v *view) Outcome() core.Outcome                      { return v.pos().Outcome() }
func (v *view) Side() core.Color                           { return v.pos().Side() }
func (v *view) PieceName(pc core.Piece) string             { return v.pos().PieceName(pc) }

// CheckAfter reports whether the legal move m gives check, and whether it
// gives mate: check and no legal move after it, as Fairy-Stockfish marks
// "#" (a check that leaves a bare noyon, SR-12, is marked so too).
func (v *view) CheckAfter(m core.Move) (check, mate bool) {
	q := *v.pos()
	q.MakeMove(m)
	if !q.InCheck() {
		return false, false
	}
	return true, q.CountLegalMoves() == 0
}

// AppendMove appends m in coordinate notation to b: from-square,
// to-square and for a promotion the lower-case letter of the new piece,
// as Fairy-Stockfish and the library's tools write it ("e2e3", "a7a8j");
// the zero move is "0000".
func AppendMove(b []byte, m core.Move) []byte {
	if a := m.Action(); a != core.NoAction {
		return append(b, a.String()...)
	}
	return notate.AppendCoord(b, m, alphabet)
}

// FormatMove returns m in coordinate notation; see [AppendMove].
func FormatMove(m core.Move) string { return string(AppendMove(nil, m)) }

// ParseCoord reads a move in coordinate notation ("e2e3", "a7a8j"; either
// case, "e2-e3", surrounding spaces) without a position, so without
// checking that it is legal. Errors are *core.ParseError wrapping
// core.ErrSyntax.
func ParseCoord(s string) (core.Move, error) { return text.ParseCoord(s) }

// MoveText returns the move m in coordinate notation; see [AppendMove].
func (p *Position) MoveText(m core.Move) string { return FormatMove(m) }

// ParseMove reads a move in coordinate notation and checks it is legal
// here. Errors are *core.MoveError wrapping core.ErrSyntax,
// core.ErrIllegalMove (with the rule that forbids the move, such as "SR-7:
// a khüü has no double step") or core.ErrGameOver, and
// core.ErrIllegalPosition on the zero Position.
func (p *Position) ParseMove(s string) (core.Move, error) {
	if !p.valid() {
		return core.Move{}, zeroError("shatar.Position.ParseMove", s)
	}
	return text.ParseMove((*view)(p), s, p.moveError)
}

// SAN returns the legal move m in SAN as Fairy-Stockfish writes it: "Nf3",
// "Jxd2", "exd5", "e8=J", "Rd8+", "Jb4#" ("#" after a check that leaves
// no legal move). The zero move is "0000"; a move that is not legal here
// is written in coordinates.
func (p *Position) SAN(m core.Move) string {
	if !ordinary(m) || !p.valid() {
		return FormatMove(m)
	}
	var buf [256]core.Move // made by the concrete type, it stays on the stack
	legal := p.AppendLegalMoves(buf[:0])
	if !slices.Contains(legal, m) { // IsLegal, with the moves listed once
		return FormatMove(m)
	}
	var text [32]byte
	return string(notate.AppendSANAmong(text[:0], (*view)(p), alphabet, m, legal))
}

// LAN returns the legal move m in long algebraic notation, as
// python-chess's Board.lan and Fairy-Stockfish's LAN write it: the piece
// letter (none for a khüü), the from-square, "x" for a capture or "-",
// the target, the promotion and the check mark: "Ng1-f3", "Jd1xd2",
// "e4xd5", "e7-e8=J", "Rd1-d8+", "Jb2-b4#". The zero move is "0000"; a
// move that is not legal here is written in coordinates.
// [Position.ParseLenient] reads it back.
func (p *Position) LAN(m core.Move) string { return string(p.AppendLAN(nil, m)) }

// AppendLAN appends [Position.LAN]'s text of m to b.
func (p *Position) AppendLAN(b []byte, m core.Move) []byte {
	if !p.IsLegal(m) {
		return AppendMove(b, m)
	}
	return notate.AppendLAN(b, (*view)(p), alphabet, m)
}

// ParseSAN reads strict SAN: exactly what [Position.SAN] writes, with the
// check marks optional. A legal move written otherwise (over-specified,
// "Nbd2" for "Nd2", or in coordinates) is a syntax error whose message
// says how to write it; an illegal one is explained with its rule as
// ParseMove explains it. Errors are *core.MoveError wrapping
// core.ErrSyntax, core.ErrIllegalMove, core.ErrAmbiguousMove or
// core.ErrGameOver (core.ErrIllegalPosition on the zero Position).
func (p *Position) ParseSAN(s string) (core.Move, error) { return p.parseSAN("ParseSAN", s, true) }

// ParseLenient reads a move in any common spelling: SAN with or without
// "x", "=" and check marks, with extra disambiguation ("Nbd2", "Nb1d2"),
// a lower-case promotion letter, or coordinates in either case, with or
// without a hyphen. Errors are as [Position.ParseSAN]'s.
func (p *Position) ParseLenient(s string) (core.Move, error) {
	return p.parseSAN("ParseLenient", s, false)
}

func (p *Position) parseSAN(method, s string, strict bool) (core.Move, error) {
	if !p.valid() {
		return core.Move{}, zeroError("shatar.Position."+method, s)
	}
	var buf [256]core.Move // made by the concrete type, it stays on the stack
	return text.ParseSAN((*view)(p), p.AppendLegalMoves(buf[:0]), method, s, strict, p.moveError)
}

// LegalMovesSAN returns the SAN of each legal move ([Position.SAN]), in
// the order of [Position.LegalMoves], so that its i-th entry is the SAN of
// the i-th legal move, as ffish.js's legalMovesSan lists them. A finished
// game has none (an empty slice).
func (p *Position) LegalMovesSAN() []string { return notate.LegalSAN(p) }

// VariationSAN returns the SAN of the line moves played from p, numbered
// from p's move number as python-chess's Board.variation_san and
// ffish.js's variationSan write it: "1. e3 e6 2. Nf3", and from a position
// with Black to move "12...Nd7 13. Ke2". p is not changed; an
// empty line is "".
//
// A move of the line that cannot be played is an error: the
// *core.MoveError [Position.Play] gives, with the rule that forbids it,
// its message saying which move of the line it is ("move 3 of the line
// (2.): ...").
func (p *Position) VariationSAN(moves []core.Move) (string, error) {
	return notate.VariationSAN("shatar.Position.VariationSAN", p, moves, notate.TwoPlayer(p.FullmoveNumber(), p.Side() == core.Black))
}

// moveError returns the error for the move m that is not legal here.
func (p *Position) moveError(op string, m core.Move) error {
	return text.Illegal((*view)(p), op, m, p.explain)
}

// ruleOf names the rule that says how each piece moves.
var ruleOf = [core.NumKinds]string{Noyon: "SR-2", Bers: "SR-3", Temee: "SR-4", Mori: "SR-5", Tereg: "SR-6", Khuu: "SR-7"}

// explain says which rule forbids m, a move that is not legal in a game
// that goes on.
func (p *Position) explain(m core.Move) (rule, msg string) {
	switch {
	case m.IsDrop():
		return "SR-1", "shatar has no drops"
	case m.Action() != core.NoAction:
		return "", "shatar has no " + m.Action().String() + " action"
	case m.IsPass() || m.IsZero():
		return "", "not a move"
	case m.Removal() != core.NoSquare:
		return "SR-7", "shatar has no en passant"
	case !board8.OnBoard(m.From()) || !board8.OnBoard(m.To()):
		return "SR-1", "the board is 8x8"
	}
	pc := p.At(m.From())
	switch {
	case pc == core.NoPiece:
		return "", "no piece on " + m.From().String()
	case pc.Color() != p.Side():
		return "", "the piece on " + m.From().String() + " is not the side to move's"
	}
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	k := pc.Kind()
	name := pieceName(k)
	if !spec.Moves(pc, from, p.b.Occupied(), p.b.ByColor(p.Side().Other())).Has(to) {
		df, dr := m.To().File()-m.From().File(), m.To().Rank()-m.From().Rank()
		if pc.Color() == core.Black {
			dr = -dr
		}
		own := p.At(m.To())
		block := board8.Between(from, to) & p.b.Occupied()
		switch {
		case df == 0 && dr == 0:
			return ruleOf[k], "a move must leave its square"
		case k == Noyon && dr == 0 && (df == 2 || df == -2):
			return "SR-2", "there is no castling: the noyon moves one step"
		case k == Khuu && df == 0 && dr == 2:
			return "SR-7", "a khüü has no double step"
		case own != core.NoPiece && own.Color() == p.Side():
			return ruleOf[k], "the " + name + " cannot capture its own side's " + pieceName(own.Kind()) + " on " + m.To().String()
		case k == Khuu && own == core.NoPiece && dr == 1 && (df == 1 || df == -1):
			return "SR-7", "a khüü captures diagonally forward, and only a piece (no en passant)"
		case k == Khuu && own != core.NoPiece && df == 0 && dr == 1:
			return "SR-7", "a khüü moves straight forward only to an empty square; it captures diagonally"
		case k == Bers && abs(df) == abs(dr) && abs(df) > 1:
			return "SR-3", "a bers moves like a tereg, or one step diagonally, no further"
		case (k == Tereg || k == Bers) && (df == 0 || dr == 0) && block != 0,
			k == Temee && abs(df) == abs(dr) && block != 0:
			return ruleOf[k], "a " + name + " does not pass a piece (" + board8.Sq(board8.Nearest(block, from)).String() + " is in the way)"
		}
		return ruleOf[k], "a " + name + " cannot move from " + m.From().String() + " to " + m.To().String()
	}
	promo := k == Khuu && spec.PromoZone[p.Side()&1].Has(to)
	switch {
	case promo && m.Promotion() != Bers:
		return "SR-7", "a khüü reaching the last rank becomes a bers, and nothing else (write " + FormatMove(core.NewPromotion(m.From(), m.To(), Bers)) + ")"
	case !promo && m.Promotion() != core.NoKind:
		return "SR-7", "only a khüü reaching the last rank promotes, and only to a bers"
	}
	return "SR-8", "the move would leave the own noyon attacked"
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
