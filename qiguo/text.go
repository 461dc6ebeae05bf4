package qiguo

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/notate"
	"github.com/chaturanga-go/chaturanga/notation"
)

// FormatMove returns m in the game's move notation: the from and to point
// names concatenated ("f2f9", "a10c10"), "pass", the action's word
// ("resign"), or "0000" for the zero move.
func FormatMove(m core.Move) string { return string(AppendMove(nil, m)) }

// AppendMove appends m in the game's move notation (see [FormatMove]) to
// b.
func AppendMove(b []byte, m core.Move) []byte {
	if a := m.Action(); a != core.NoAction {
		return append(b, a.String()...)
	}
	return notate.AppendCoord(b, m, alphabet)
}

// ParseCoord reads a move in the game's notation ("f2f9", "a10c10",
// "pass", "resign") without a position, so without checking that it is
// legal. Point names are read greedily: a letter a..s, then a rank 1..19
// (counted from 1; elephantchess.io's own move strings count from 0). It
// takes what every game's coordinate reader takes: letters in either
// case, '-', 'x', ':' or spaces between the points, and surrounding spaces
// ("F2-F9", "a1xa5", "e10 c10", " PASS "). Errors are *core.ParseError
// wrapping core.ErrSyntax.
func ParseCoord(s string) (core.Move, error) {
	const op = "qiguo.ParseCoord"
	if w := strings.TrimSpace(s); len(w) > 0 {
		if a, ok := core.ParseAction(w); ok {
			if a != core.Resign {
				return core.Move{}, &core.ParseError{Op: op, Input: s, Offset: 0, Msg: "qiguo has no action " + strconv.Quote(a.String()) + " (its one action is resign)", Err: core.ErrSyntax}
			}
			return core.NewAction(a), nil
		}
	}
	m, err := notate.ParseCoord(op, s, alphabet)
	if err != nil {
		return core.Move{}, err
	}
	if m.IsDrop() || m.Promotion() != core.NoKind || m.Removal() != core.NoSquare {
		return core.Move{}, &core.ParseError{Op: op, Input: s, Offset: 0, Msg: "not a qiguo move (want such as f2f9, a10c10, pass or resign)", Err: core.ErrSyntax}
	}
	if !m.IsPass() && (!geometry.Contains(m.From()) || !geometry.Contains(m.To())) {
		return core.Move{}, &core.ParseError{Op: op, Input: s, Offset: 0, Msg: "a point off the board (the points are a1 to s19, QG-1)", Err: core.ErrSyntax}
	}
	return m, nil
}

// MoveText returns the legal move m in the game's notation (see
// [FormatMove]).
func (p *Position) MoveText(m core.Move) string { return FormatMove(m) }

// zeroError is the error of the entry points on the zero Position.
func (p *Position) zeroError(op, move string) *core.MoveError {
	return &core.MoveError{Op: op, Move: move, Msg: "the zero Position is not a position (make one with StartPosition or ParseFEN)", Err: core.ErrIllegalPosition}
}

// ParseMove reads a move in the game's notation (as [ParseCoord] takes it)
// and checks it is legal here; "resign" is accepted while the game goes
// on. Errors are *core.MoveError wrapping core.ErrSyntax,
// core.ErrIllegalMove (with the rule that forbids it and why, such as
// "QG-13: a horseman cannot move from a7 to a9 (...)") or
// core.ErrGameOver.
func (p *Position) ParseMove(s string) (core.Move, error) {
	const op = "qiguo.Position.ParseMove"
	if p.round == 0 {
		return core.Move{}, p.zeroError(op, s)
	}
	m, err := ParseCoord(s)
	if err != nil {
		msg := "want a move such as f2f9, a10c10, pass or resign"
		if pe, ok := err.(*core.ParseError); ok {
			msg = pe.Msg + " (" + msg + ")"
		}
		return core.Move{}, &core.MoveError{Op: op, Move: s, Position: p.FEN(), Msg: msg, Err: core.ErrSyntax}
	}
	if e := p.check(op, m); e != nil {
		e.Move = s
		return core.Move{}, e
	}
	return m, nil
}

// check returns nil if m may be played here (a legal move, or resign
// while the game goes on), else the error saying why not.
func (p *Position) check(op string, m core.Move) *core.MoveError {
	if p.round == 0 {
		return p.zeroError(op, FormatMove(m))
	}
	if m.Action() == core.Resign && !p.bk.out.IsOver() || p.IsLegal(m) {
		return nil
	}
	return p.moveError(op, m)
}

// Play returns the position after the move m, or an error wrapping
// core.ErrIllegalMove (core.ErrGameOver if the game has ended,
// core.ErrIllegalPosition for the zero Position) if m is not legal here.
// Besides the legal moves it takes the action resign,
// core.NewAction(core.Resign), of the state to move (see the package
// documentation, "Resignation"). p is unchanged.
func (p *Position) Play(m core.Move) (Position, error) {
	if e := p.check("qiguo.Position.Play", m); e != nil {
		return Position{}, e
	}
	q := *p
	q.play(m)
	return q, nil
}

// PlayMove plays m in place if Play would play it, or returns the error
// Play returns and leaves p unchanged.
func (p *Position) PlayMove(m core.Move) error {
	if e := p.check("qiguo.Position.Play", m); e != nil {
		return e
	}
	p.play(m)
	return nil
}

// play plays m, a legal move or resign.
func (p *Position) play(m core.Move) {
	if m.Action() == core.Resign {
		p.resign()
		return
	}
	p.MakeMove(m)
}

func (p *Position) moveError(op string, m core.Move) *core.MoveError {
	e := &core.MoveError{Op: op, Move: FormatMove(m), Position: p.FEN(), Err: core.ErrIllegalMove}
	if o := p.Outcome(); o.IsOver() {
		e.Err, e.Msg = core.ErrGameOver, "the game has ended: "+p.rules.StateName(o.Winner)+" won by "+o.Reason.String()
		return e
	}
	e.Rule, e.Msg = p.explain(m)
	return e
}

// explain says which rule forbids m, a move that is not legal.
func (p *Position) explain(m core.Move) (rule, msg string) {
	r := p.rules
	switch {
	case m.IsZero():
		return "", "not a move"
	case m.Action() != core.NoAction:
		return "", "qiguo has no action " + strconv.Quote(m.Action().String()) + " (its one action is resign)"
	case m.IsDrop():
		return "QG-1", "qiguo has no drops"
	case m.Promotion() != core.NoKind:
		return "QG-6", "qiguo has no promotion"
	case m.IsPass():
		if r.Bookkeeping == ElephantChessBookkeeping {
			return "QG-4", "the elephantchess rules have no passing"
		}
		return "QG-4", r.StateName(p.side) + " has a move, so it may not pass"
	case !geometry.Contains(m.From()) || !geometry.Contains(m.To()):
		return "QG-1", "the board is 19x19 points (a1 to s19)"
	case m.From() == ZhouSquare:
		return "QG-2", "the Zhou never moves"
	}
	from, to := cellOf(m.From()), cellOf(m.To())
	pc := p.cells[from]
	if pc == core.NoPiece {
		return "", "no piece on " + m.From().String()
	}
	name := pieceName(pc.Kind())
	if p.bk.move[p.side]>>pc.Color()&1 == 0 {
		return "QG-4", "the " + name + " on " + m.From().String() + " is " + r.StateName(p.bk.ctrl[pc.Color()]) + "'s to move, and " + r.StateName(p.side) + " is to move"
	}
	if m.To() == ZhouSquare {
		return "QG-2", "no piece may enter the Zhou's point j10"
	}
	if q := p.cells[to]; q != core.NoPiece {
		switch {
		case q.Kind() == GoBetween:
			return "QG-14", "a go-between cannot be captured"
		case pc.Kind() == GoBetween:
			return "QG-14", "a go-between cannot capture"
		case p.bk.foe[p.side]>>q.Color()&1 == 0:
			if r.Bookkeeping == SourceBookkeeping && p.bk.ctrl[q.Color()] != p.side {
				return "QG-21", "the piece on " + m.To().String() + " is an ally's (QG-27: friendliness follows control)"
			}
			return "QG-21", "a " + name + " cannot capture its own side's " + pieceName(q.Kind()) + " on " + m.To().String() + " (a piece its state moves)"
		}
	}
	if pc.Kind() == Horseman && r.HorsemanMustTurn {
		df, dr := m.To().File()-m.From().File(), m.To().Rank()-m.From().Rank()
		if df*df+dr*dr == 1 {
			return "QG-13", "under HorsemanMustTurn the horseman takes at least one diagonal step"
		}
	}
	if pc.Kind() == Cannon && p.cells[to] != core.NoPiece {
		return "QG-12", "a cannon captures only by jumping exactly one piece along a line, taking the first piece beyond it"
	}
	if sq, ok := p.inTheWay(pc.Kind(), m.From(), m.To()); ok {
		return ruleOf(pc.Kind()), "a " + name + " does not pass a piece (" + sq.String() + " is in the way)"
	}
	return ruleOf(pc.Kind()), "a " + name + " cannot move from " + m.From().String() + " to " + m.To().String() + " (" + moveDescription(pc.Kind()) + ")"
}

// inTheWay returns the first occupied point (or the Zhou's) between from
// and to, when a rider of kind k could move from from to to along that
// line over empty points (within its range); else ok is false.
func (p *Position) inTheWay(k core.Kind, from, to core.Square) (sq core.Square, ok bool) {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	n := max(abs(df), abs(dr))
	orth, diag := df == 0 || dr == 0, abs(df) == abs(dr)
	reach := 0
	switch k {
	case General, GoBetween:
		reach = geometrySize
	case Pian, Cannon:
		reach, diag = geometrySize, false
	case Bi:
		reach, orth = geometrySize, false
	case Bow:
		reach = 4
	case Crossbow:
		reach = 5
	}
	if n < 2 || n > reach || !(orth && df*dr == 0 || diag && df != 0) {
		return core.NoSquare, false
	}
	sf, sr := sign(df), sign(dr)
	for i := 1; i < n; i++ {
		at := core.SquareAt(from.File()+i*sf, from.Rank()+i*sr)
		if at == ZhouSquare || p.cells[cellOf(at)] != core.NoPiece {
			return at, true
		}
	}
	return core.NoSquare, false
}

// geometrySize is the board's width in points.
const geometrySize = 19

func moveDescription(k core.Kind) string {
	switch k {
	case General, GoBetween:
		return "it moves any distance orthogonally or diagonally over empty points"
	case Pian:
		return "it moves any distance orthogonally over empty points"
	case Bi:
		return "it moves any distance diagonally over empty points"
	case Bow:
		return "it moves 1 to 4 points orthogonally or diagonally over empty points"
	case Crossbow:
		return "it moves 1 to 5 points orthogonally or diagonally over empty points"
	case Dao:
		return "it moves one point diagonally"
	case Sword:
		return "it moves one point orthogonally"
	case Cannon:
		return "it moves any distance orthogonally over empty points, and captures over one screen"
	case Horseman:
		return "one point orthogonally, then up to three diagonally outward, over empty points"
	}
	return "it never moves"
}

// Perft counts the leaf nodes of the legal-move tree to depth, one move
// per turn in turn order (a pass is a move), bulk counted at the last ply.
// p is unchanged.
func (p *Position) Perft(depth int) uint64 {
	q := *p
	return core.Perft(&q, depth)
}

// Divide returns the perft count below each legal move.
func (p *Position) Divide(depth int) []core.DivideEntry {
	q := *p
	return core.Divide(&q, depth)
}

// A Game is a Qi Guo game with its history and undo. Qi Guo has no draw
// rule (QG-28), so its Claims never include Repetition.
//
// Game is core.Game instantiated with this package's Position, so its
// methods are core.Game's, documented there (go doc core.Game.Play; go doc
// does not list an alias's methods under the alias): Position, Start,
// Moves, Len, LastMove, SAN, Play, PlayText, Undo, Repetitions, Outcome,
// Termination, Claims, Claim, Resign, AgreeDraw, End, Tags, SetTags,
// Comment, SetComment, Notes, SetNotes, ParseVariation and Walk. Position and Start return this
// package's Position.
type Game = core.Game[Position, *Position]

// RepetitionDraw reports whether the game has a threefold-repetition draw
// claim: never in Qi Guo, which has no draw rule (QG-28), so it reports
// false and core.Game's Claims never include Repetition.
func (p *Position) RepetitionDraw() bool { return false }

// NewGame returns a game starting from p.
func NewGame(p Position) *Game { return core.NewGame[Position, *Position](p) }

// Diagram returns the board as text for people: ranks 19 down to 1, each
// point its two letters as in the position string (state in lower case,
// piece in upper case), " ." for an empty point and "**" for the Zhou,
// with the rank numbers on the left and the files below.
func (p *Position) Diagram() string {
	r := p.rules
	b := make([]byte, 0, 20*62)
	for rank := 18; rank >= 0; rank-- {
		if rank < 9 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(rank+1), 10)
		for file := range 19 {
			pc := p.cells[cellOf(core.SquareAt(file, rank))]
			switch pc {
			case core.NoPiece:
				b = append(b, "  ."...)
			case ZhouPiece:
				b = append(b, " **"...)
			default:
				b = append(b, ' ', r.StateLetter(p.bk.key[pc.Color()]), alphabet.Letter(pc.Kind()))
			}
		}
		b = append(b, '\n')
	}
	b = append(b, "  "...)
	for file := range 19 {
		b = append(b, ' ', ' ', byte('a'+file))
	}
	return string(append(b, '\n'))
}

// chineseChars are the pieces' characters in ChineseDiagram.
var chineseChars = [core.NumKinds]string{
	General: "將", Pian: "偏", Bi: "裨", Cannon: "砲", Crossbow: "弩", Dao: "刀",
	Bow: "弓", GoBetween: "行", Sword: "劍", Horseman: "騎",
}

// ChineseDiagram returns the board as text with the pieces' own Chinese
// characters (將 general, 偏 pian, 裨 bi, 砲 cannon, 弩 crossbow, 刀 dao,
// 弓 bow, 劍 sword, 騎 horseman, 行 the go-between 行人, written with its
// first character so that every point is three columns wide), each after
// its state's letter as in the position string ("w將" is Qin's general,
// w Qin, o Han, r Chu, g Wei, b Qi, d Yan, p Zhao), "周" for the Zhou and
// "·" for an empty point; ranks 19 down to 1 with their numbers on the
// left, the files below. The characters are East Asian wide characters
// (two columns in a terminal), and the diagram lines them up so: 80
// columns in a monospaced font that draws them twice as wide as letters.
func (p *Position) ChineseDiagram() string {
	r := p.rules
	return string(notation.AppendDiagram(make([]byte, 0, 20*100), geometry, func(sq core.Square) string {
		switch pc := p.At(sq); pc {
		case core.NoPiece:
			return " ·"
		case ZhouPiece:
			return " 周"
		default:
			return string(r.StateLetter(pc.Color())) + chineseChars[pc.Kind()]
		}
	}))
}
