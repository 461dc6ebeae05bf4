package chator

import (
	"errors"
	"strings"

	"github.com/chaturanga-go/chaturanga/internal/notate"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// alphabetOf returns an alphabet that has a letter for kind k: the weak
// one for the weak mantri and gajah, else the strong one.
func alphabetOf(k core.Kind) *core.Alphabet {
	if k == WeakMantri || k == WeakGajah {
		return weakAlphabet
	}
	return strongAlphabet
}

// FormatMove returns m in coordinate notation: from-square and to-square
// ("e2e4", "d1f3"); a promoting move adds the new piece's letter in lower
// case ("b8b7n", "a7a8r", "d6d5m"); the blocked bidak's en-passant capture
// that removes the blocking bidak instead of the bidak that double-stepped
// adds "x" and the removed square ("e5d6xe6"; the ordinary one is plain
// "e5d6").
func FormatMove(m core.Move) string {
	return string(AppendMove(nil, m))
}

// AppendMove appends the coordinate notation of m to b; see [FormatMove].
func AppendMove(b []byte, m core.Move) []byte {
	return notate.AppendCoord(b, m, alphabetOf(m.Promotion()))
}

// ParseCoord reads a move in coordinate notation ("e2e4", "b8b7n",
// "e5d6xe6") without a position, so without checking that it is legal.
// It takes what every game's coordinate reader takes: either case,
// "e2-e4", "e2 e4", surrounding spaces. A promotion letter is read with
// the letters of the Strong pieces (m a [Mantri], b a [Gajah]);
// [Position.ParseMove] reads it as the mantri or gajah of the position's
// rules. Errors are *core.ParseError wrapping core.ErrSyntax.
func ParseCoord(s string) (core.Move, error) {
	const op = "chator.ParseCoord"
	m, err := notate.ParseCoord(op, s, strongAlphabet)
	if err != nil {
		return m, err
	}
	onBoard := board8.OnBoard(m.From()) && board8.OnBoard(m.To()) && (m.Removal() == core.NoSquare || board8.OnBoard(m.Removal()))
	if m.IsDrop() || m.IsPass() || !onBoard {
		return core.Move{}, &core.ParseError{Op: op, Input: s, Offset: 0, Msg: "not a main chator move (want such as e2e4, b8b7n or e5d6xe6)", Err: core.ErrSyntax}
	}
	return m, nil
}

// underRules returns m with a promotion to the strong mantri or gajah
// changed to the kinds of rules r (the weak ones under Weak pieces).
func underRules(m core.Move, r *Rules) core.Move {
	if r.Pieces != Weak {
		return m
	}
	switch m.Promotion() {
	case Mantri:
		m = core.NewPromotion(m.From(), m.To(), WeakMantri).WithRemoval(m.Removal())
	case Gajah:
		m = core.NewPromotion(m.From(), m.To(), WeakGajah).WithRemoval(m.Removal())
	}
	return m
}

// MoveText returns the legal move m in coordinate notation.
func (p *Position) MoveText(m core.Move) string { return FormatMove(m) }

// ParseMove reads a move in coordinate notation (see [ParseCoord]) and
// checks it is legal here. Errors are *core.MoveError wrapping
// core.ErrSyntax, core.ErrIllegalMove (with the rule that forbids it),
// core.ErrGameOver, or core.ErrIllegalPosition for the zero Position.
func (p *Position) ParseMove(s string) (core.Move, error) {
	const op = "chator.Position.ParseMove"
	if !p.valid() {
		return core.Move{}, &core.MoveError{Op: op, Move: s, Position: p.FEN(), Msg: errZero, Err: core.ErrIllegalPosition}
	}
	m, err := ParseCoord(s)
	if err != nil {
		msg := "want coordinate notation such as e2e4, b8b7n or e5d6xe6"
		var pe *core.ParseError
		if errors.As(err, &pe) && pe.Msg != "" {
			msg = pe.Msg + " (" + msg + ")"
		}
		return core.Move{}, &core.MoveError{Op: op, Move: s, Position: p.FEN(), Msg: msg, Err: core.ErrSyntax}
	}
	m = underRules(m, &p.rules)
	if !p.IsLegal(m) {
		e := p.moveError(op, m).(*core.MoveError)
		e.Move = s
		return core.Move{}, e
	}
	return m, nil
}

// sanView is the position as notation's SAN functions see it: without
// the en-passant captures that remove the blocking pawn, which SAN writes
// by adding the removed square to the text of the ordinary capture.
type sanView struct{ p *Position }

// At returns the piece on sq; on the en-passant square it returns the
// pawn that double-stepped past it, so that SAN sees the en-passant
// capture as a capture ("exd6").
func (v sanView) At(sq core.Square) core.Piece {
	if sq == v.p.EnPassant() {
		return core.MakePiece(v.p.Side().Other(), Bidak)
	}
	return v.p.At(sq)
}

func (v sanView) CheckAfter(m core.Move) (check, mate bool) { return v.p.CheckAfter(m) }

func (v sanView) Side() core.Color { return v.p.Side() }

func (v sanView) PieceName(pc core.Piece) string { return v.p.PieceName(pc) }

func (v sanView) AppendLegalMoves(dst []core.Move) []core.Move {
	n := len(dst)
	dst = v.p.AppendLegalMoves(dst)
	out := dst[:n]
	for _, m := range dst[n:] {
		if m.Removal() == core.NoSquare {
			out = append(out, m)
		}
	}
	return out
}

// SAN returns the legal move m in SAN-like text: "Nc3", "exd6", "b7=N",
// "a8=R", "Kf3" (a raja's leap or jump is written as a raja move), "Rxg8+",
// "Ma7#"; the en-passant capture that removes the blocking bidak adds "x"
// and its square to the ordinary capture's text: "exd6xe6".
//
// The zero move is "0000"; a move that is not on the board (or any move
// of the zero Position) is its coordinate text.
func (p *Position) SAN(m core.Move) string {
	if m.IsZero() {
		return "0000"
	}
	if !p.plausible(m) {
		return FormatMove(m)
	}
	alpha := p.rules.alphabet()
	if r := m.Removal(); r != core.NoSquare {
		plain := core.NewMove(m.From(), m.To())
		var buf [256]core.Move // made by the concrete type, it stays on the stack
		b := notate.AppendSANAmong(nil, sanView{p}, alpha, plain, sanView{p}.AppendLegalMoves(buf[:0]))
		for len(b) > 0 && (b[len(b)-1] == '+' || b[len(b)-1] == '#') {
			b = b[:len(b)-1]
		}
		b = append(b, 'x')
		b = r.AppendTo(b)
		if check, mate := p.CheckAfter(m); mate {
			b = append(b, '#')
		} else if check {
			b = append(b, '+')
		}
		return string(b)
	}
	var text [32]byte
	var buf [256]core.Move // made by the concrete type, it stays on the stack
	return string(notate.AppendSANAmong(text[:0], sanView{p}, alpha, m, sanView{p}.AppendLegalMoves(buf[:0])))
}

// LAN returns the legal move m in long algebraic notation, as
// python-chess's Board.lan and Fairy-Stockfish's LAN write it: the piece
// letter (none for a bidak), the from-square, "x" for a capture or "-",
// the target, the promotion and the check mark: "Nb1-c3", "e5xd6",
// "b7-b8=N", "Ke1-c2" (a raja's leap or jump is a raja move),
// "Rg1xg8+"; the en-passant capture that removes the blocking bidak adds
// "x" and its square, as SAN does: "e5xd6xe6". The zero move is "0000";
// a move that is not legal here is its coordinate text.
// [Position.ParseLenient] reads it back.
func (p *Position) LAN(m core.Move) string { return string(p.AppendLAN(nil, m)) }

// AppendLAN appends [Position.LAN]'s text of m to b.
func (p *Position) AppendLAN(b []byte, m core.Move) []byte {
	if m.IsZero() || !p.valid() || !p.IsLegal(m) {
		return AppendMove(b, m)
	}
	return notate.AppendLAN(b, sanView{p}, p.rules.alphabet(), m)
}

// ParseSAN reads strict SAN-like text: exactly what [Position.SAN]
// writes, with the check marks optional. Errors are *core.MoveError
// wrapping core.ErrSyntax, core.ErrIllegalMove, core.ErrAmbiguousMove,
// core.ErrGameOver, or core.ErrIllegalPosition for the zero Position.
// Text that names a legal move in another spelling (over-specified, as
// "Nbd2" where "Nd2" is enough, or coordinates) is a syntax error whose
// message gives the right text ("write Nd2"); text that names an illegal
// move gets the rule and the sentence [Position.ParseMove] gives.
func (p *Position) ParseSAN(s string) (core.Move, error) {
	return p.parseSAN("chator.Position.ParseSAN", s, true)
}

// ParseLenient reads a move in any common spelling: SAN with or without
// "x", "=" and check marks, with extra disambiguation, or coordinate
// notation as [ParseCoord] reads it. An illegal move's error names the
// rule and gives the sentence [Position.ParseMove] gives.
func (p *Position) ParseLenient(s string) (core.Move, error) {
	return p.parseSAN("chator.Position.ParseLenient", s, false)
}

func (p *Position) parseSAN(op, s string, strict bool) (core.Move, error) {
	if !p.valid() {
		return core.Move{}, &core.MoveError{Op: op, Move: s, Position: p.FEN(), Msg: errZero, Err: core.ErrIllegalPosition}
	}
	if o := p.Outcome(); o.IsOver() {
		e := p.moveError(op, core.Move{}).(*core.MoveError)
		e.Move = s
		return core.Move{}, e
	}
	m, err := p.readSAN(op, s, strict)
	if err == nil {
		return m, nil
	}
	e := err.(*core.MoveError)
	e.Position = p.FEN()
	if errors.Is(err, core.ErrAmbiguousMove) {
		return core.Move{}, e
	}
	if strict {
		if m, err := p.readSAN(op, s, false); err == nil {
			e.Err, e.Rule = core.ErrSyntax, ""
			e.Msg = "not the SAN of this move here: write " + trimMarks(p.SAN(m))
			return core.Move{}, e
		}
	}
	if m, ok := p.intent(s); ok && !p.IsLegal(m) {
		ie := p.moveError(op, m).(*core.MoveError)
		ie.Move = s
		return core.Move{}, ie
	}
	return core.Move{}, e
}

// readSAN finds the legal move the text s names, strictly or leniently.
func (p *Position) readSAN(op, s string, strict bool) (core.Move, error) {
	alpha := p.rules.alphabet()
	var buf [256]core.Move // made by the concrete type, it stays on the stack
	legal := sanView{p}.AppendLegalMoves(buf[:0])
	if !strict {
		// Exact SAN first: "B7b6" (a gajah from the 7th rank) is also the
		// coordinates b7b6 in the lenient coordinate reader.
		if m, err := notate.ParseSANAmong(op, sanView{p}, alpha, s, true, legal); err == nil {
			return m, nil
		}
		if m, err := ParseCoord(trimMarks(s)); err == nil {
			if m = underRules(m, &p.rules); p.IsLegal(m) {
				return m, nil
			}
		}
	}
	// The blocker-removing en passant: the ordinary capture's text, "x"
	// and the removed square.
	t := trimMarks(s)
	if n := len(t); n >= 5 && t[n-3] == 'x' && t[n-4] >= '1' && t[n-4] <= '8' {
		if sq, k := core.ScanSquare(t[n-2:]); k == 2 && board8.OnBoard(sq) {
			prefix := t[:n-3]
			for m := range p.LegalMoves() {
				if m.Removal() != sq {
					continue
				}
				if strict && trimMarks(p.SAN(m)) == t ||
					!strict && prefix[0] == byte('a'+m.From().File()) && strings.HasSuffix(prefix, m.To().String()) {
					return m, nil
				}
			}
		}
	}
	return notate.ParseSANAmong(op, sanView{p}, alpha, s, strict, legal)
}

// intent returns the move that the text s, which names no legal move,
// means: coordinates, or SAN whose piece, disambiguation and target pick
// one piece of the side to move (the one that can at least reach the
// target if several could be meant); ok is false if s names no piece of
// the side to move.
func (p *Position) intent(s string) (m core.Move, ok bool) {
	t := trimMarks(strings.TrimSpace(s))
	upper := len(t) > 0 && t[0] >= 'A' && t[0] <= 'Z'
	if !upper {
		if m, err := ParseCoord(t); err == nil {
			return underRules(m, &p.rules), true
		}
	}
	if m, ok := p.sanIntent(t); ok {
		return m, true
	}
	if m, err := ParseCoord(t); err == nil {
		return underRules(m, &p.rules), true
	}
	return core.Move{}, false
}

// sanIntent reads SAN-like text t (marks trimmed) as piece, optional
// disambiguation, optional capture mark, target, optional promotion and
// optional removed square, and picks the piece it most likely means.
func (p *Position) sanIntent(t string) (core.Move, bool) {
	alpha := p.rules.alphabet()
	removal := core.NoSquare
	if n := len(t); n >= 5 && t[n-3] == 'x' && t[n-4] >= '1' && t[n-4] <= '8' {
		sq, k := core.ScanSquare(t[n-2:])
		if k != 2 || !board8.OnBoard(sq) {
			return core.Move{}, false
		}
		removal, t = sq, t[:n-3]
	}
	promo := core.NoKind
	if n := len(t); n >= 3 && isLetter(t[n-1]) && (t[n-2] == '=' || t[n-2] >= '1' && t[n-2] <= '8') {
		if promo = alpha.Kind(t[n-1]); promo == core.NoKind {
			return core.Move{}, false
		}
		t = strings.TrimSuffix(t[:n-1], "=")
	}
	n := len(t)
	if n < 2 {
		return core.Move{}, false
	}
	to, k := core.ScanSquare(t[n-2:])
	if k != 2 || !board8.OnBoard(to) {
		return core.Move{}, false
	}
	pre := strings.TrimRight(t[:n-2], "x:-")
	kind := Bidak
	if len(pre) > 0 && pre[0] >= 'A' && pre[0] <= 'Z' {
		if kind = alpha.Kind(pre[0]); kind == core.NoKind {
			return core.Move{}, false
		}
		pre = pre[1:]
	}
	file, rank := -1, -1
	if len(pre) > 0 && pre[0] >= 'a' && pre[0] <= 'h' {
		file, pre = int(pre[0]-'a'), pre[1:]
	}
	if len(pre) > 0 && pre[0] >= '1' && pre[0] <= '8' {
		rank, pre = int(pre[0]-'1'), pre[1:]
	}
	if pre != "" {
		return core.Move{}, false
	}
	us := p.Side()
	cands := p.b.Pieces(us, kind)
	if kind == Bidak {
		cands |= p.b.Pieces(us, returning)
		if file < 0 {
			file = to.File() // a bidak's move without a file stays on its file
		}
	}
	if file >= 0 {
		cands &= board8.FileMask(file)
	}
	if rank >= 0 {
		cands &= board8.RankMask(rank)
	}
	if cands == 0 {
		return core.Move{}, false
	}
	// Prefer a piece whose move to the target is in the pseudo-legal list
	// (so that the reason is the check it walks into), then the nearest.
	pseudo := p.referenceMoves(true)
	best, bestScore := -1, 1<<30
	for c := cands; c != 0; {
		from := c.PopFirst()
		df, dr := from&7-to.File(), from>>3-to.Rank()
		score := df*df + dr*dr
		for _, q := range pseudo {
			if q.From() == board8.Sq(from) && q.To() == to {
				score -= 1 << 20
				break
			}
		}
		if score < bestScore {
			best, bestScore = from, score
		}
	}
	m := core.NewMove(board8.Sq(best), to)
	if promo != core.NoKind {
		m = core.NewPromotion(board8.Sq(best), to, promo)
	}
	return m.WithRemoval(removal), true
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func trimMarks(s string) string {
	for len(s) > 0 && (s[len(s)-1] == '+' || s[len(s)-1] == '#' || s[len(s)-1] == '!' || s[len(s)-1] == '?') {
		s = s[:len(s)-1]
	}
	return s
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
	return notate.VariationSAN("chator.Position.VariationSAN", p, moves, notate.TwoPlayer(p.FullmoveNumber(), p.Side() == core.Black))
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
