package qiguo

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// SAN returns the legal move m in the package's SAN (see the package
// documentation, "SAN"): the piece's letter, the least disambiguation that
// tells it from the mover's other pieces of that kind able to reach the
// same point (the file, else the rank, else both), "x" for a capture, and
// the target point, such as "Nd11", "Nad11", "N13d11", "Cxp10"; "pass"
// and "resign" are written as words, the zero move as "0000". No check
// marks: there is no check (QG-15). A move that is not legal here is
// written in coordinates.
func (p *Position) SAN(m core.Move) string {
	var text [sanMax]byte
	var buf [512]core.Move
	return string(p.appendSAN(text[:0], m, p.AppendLegalMoves(buf[:0])))
}

// sanMax is the room for a move's SAN on the stack: the longest is a
// piece letter, a full from point, 'x' and the target ("Na13xb11"), or a
// move in coordinates ("a13b11").
const sanMax = 16

// appendSAN appends the SAN of m, one of the legal moves legal, to b.
func (p *Position) appendSAN(b []byte, m core.Move, legal []core.Move) []byte {
	if m.IsZero() || m.IsPass() || m.Action() != core.NoAction {
		return AppendMove(b, m)
	}
	from, to := m.From(), m.To()
	if !geometry.Contains(from) || !geometry.Contains(to) || m.IsDrop() || m.Promotion() != core.NoKind || m.Removal() != core.NoSquare {
		return AppendMove(b, m)
	}
	pc := p.cells[cellOf(from)]
	if pc == core.NoPiece || pc == ZhouPiece {
		return AppendMove(b, m)
	}
	kind := pc.Kind()
	others, sameFile, sameRank := false, false, false
	for _, o := range legal {
		if o == m || o.IsPass() || o.To() != to || p.cells[cellOf(o.From())].Kind() != kind {
			continue
		}
		others = true
		sameFile = sameFile || o.From().File() == from.File()
		sameRank = sameRank || o.From().Rank() == from.Rank()
	}
	b = append(b, alphabet.Letter(kind))
	switch {
	case !others:
	case !sameFile:
		b = append(b, byte('a'+from.File()))
	case !sameRank:
		b = strconv.AppendInt(b, int64(from.Rank()+1), 10)
	default:
		b = from.AppendTo(b)
	}
	if q := p.cells[cellOf(to)]; q != core.NoPiece {
		b = append(b, 'x')
	}
	return to.AppendTo(b)
}

// LAN returns the legal move m in long algebraic notation, in the shape
// python-chess's Board.lan and Fairy-Stockfish's LAN give the 8x8 games:
// the piece's letter, the from point, "x" for a capture or "-", and the
// target point, such as "Na13-d11", "Cp12xp10"; no check marks (QG-15).
// "pass" and "resign" are written as words, the zero move as "0000", and
// a move that is not legal here in coordinates. [Position.ParseLenient]
// reads it back.
func (p *Position) LAN(m core.Move) string { return string(p.AppendLAN(nil, m)) }

// AppendLAN appends [Position.LAN]'s text of m to b.
func (p *Position) AppendLAN(b []byte, m core.Move) []byte {
	if m.IsZero() || m.IsPass() || m.Action() != core.NoAction || !p.IsLegal(m) {
		return AppendMove(b, m)
	}
	pc := p.cells[cellOf(m.From())]
	if pc == core.NoPiece || pc == ZhouPiece || m.Promotion() != core.NoKind || m.Removal() != core.NoSquare {
		return AppendMove(b, m)
	}
	b = append(b, alphabet.Letter(pc.Kind()))
	b = m.From().AppendTo(b)
	if p.cells[cellOf(m.To())] != core.NoPiece {
		b = append(b, 'x')
	} else {
		b = append(b, '-')
	}
	return m.To().AppendTo(b)
}

// LegalMovesSAN returns the SAN of each legal move ([Position.SAN]), in
// the order of [Position.LegalMoves], so that its i-th entry is the SAN of
// the i-th legal move, as ffish.js's legalMovesSan lists them: "pass" for
// a state whose only move is to pass. A finished game has none (an empty
// slice).
func (p *Position) LegalMovesSAN() []string {
	var buf [512]core.Move
	legal := p.AppendLegalMoves(buf[:0])
	out := make([]string, len(legal))
	for i, m := range legal {
		out[i] = string(p.appendSAN(nil, m, legal))
	}
	return out
}

// VariationSAN returns the SAN of the line moves played from p, in the
// shape of python-chess's Board.variation_san and ffish.js's variationSan,
// numbered by rounds as [NewRecord] numbers a game's moves (see the
// package documentation, "Game records"): "n." before the first move of
// round n, and "n..." before the line's first move when it starts inside
// a round (a space after "n.", none after "n..."): from the start,
// "1. Nc4 Nf3 ... 2. Cb12", and from Han's turn in round 3 "3...Nd3 Nm3".
// "pass" and "resign" are words. p is not changed; an empty line is "".
//
// A move of the line that cannot be played is an error: the
// *core.MoveError [Position.Play] gives, with the rule that forbids it,
// its message saying which move of the line it is ("move 3 of the line
// (1...): ...").
func (p *Position) VariationSAN(moves []core.Move) (string, error) {
	const op = "qiguo.Position.VariationSAN"
	q := *p
	sans := make([]string, len(moves))
	for i, m := range moves {
		sans[i] = q.SAN(m)
		if err := q.PlayMove(m); err != nil {
			tag := ""
			if p.round != 0 {
				tag = numbering(*p, moves[:i]).number(i, true)
			}
			return "", notate.LineError(op, i, tag, err)
		}
	}
	return notate.JoinLine(sans, numbering(*p, moves).number), nil
}

// sanParts is SAN text split into its parts.
type sanParts struct {
	kind    core.Kind
	file    int // of the from point, or -1
	rank    int // of the from point (from 0), or -1
	capture bool
	to      core.Square
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// parseSAN splits SAN text t (without suffixes) into its parts: an
// upper-case piece letter, the from point's file and rank if given, 'x'
// (or, leniently, ':'), and the target point. ok is false if t is not
// SAN.
func parseSAN(t string, lenient bool) (sp sanParts, ok bool) {
	sp = sanParts{file: -1, rank: -1}
	if len(t) < 3 || t[0] < 'A' || t[0] > 'Z' {
		return sp, false
	}
	if sp.kind = alphabet.Kind(t[0]); sp.kind == core.NoKind {
		return sp, false
	}
	end := len(t)
	i := end
	for i > 1 && end-i < 2 && isDigit(t[i-1]) {
		i--
	}
	if i == end || i < 2 {
		return sp, false
	}
	i--
	to, n := core.ScanSquare(t[i:end])
	if n != end-i || !geometry.Contains(to) {
		return sp, false
	}
	sp.to = to
	pre := t[1:i]
	if l := len(pre); l > 0 && (pre[l-1] == 'x' || lenient && pre[l-1] == ':') {
		sp.capture = true
		pre = pre[:l-1]
	} else if lenient && l > 0 && pre[l-1] == '-' { // long algebraic: Na13-d11
		pre = pre[:l-1]
	}
	if len(pre) > 0 && pre[0] >= 'a' && pre[0] <= 's' {
		sp.file = int(pre[0] - 'a')
		pre = pre[1:]
	}
	if len(pre) > 0 {
		if len(pre) > 2 || pre[0] == '0' || !isDigit(pre[0]) || len(pre) == 2 && !isDigit(pre[1]) {
			return sp, false
		}
		r, _ := strconv.Atoi(pre)
		if r < 1 || r > 19 {
			return sp, false
		}
		sp.rank = r - 1
	}
	return sp, true
}

// fits reports whether the legal move m fits the parts, the capture mark
// aside.
func (p *Position) fits(sp *sanParts, m core.Move) bool {
	if m.IsPass() || m.To() != sp.to || p.cells[cellOf(m.From())].Kind() != sp.kind {
		return false
	}
	return (sp.file < 0 || m.From().File() == sp.file) && (sp.rank < 0 || m.From().Rank() == sp.rank)
}

// ParseSAN reads a move in strict SAN, exactly as [Position.SAN] writes it
// ("Nd11", "Cxp10", "N13d11", "pass", "resign"), and checks it is legal
// here. Errors are *core.MoveError values: core.ErrSyntax for text that is
// not SAN or not as SAN writes that move (a legal move over-specified,
// with a needless or missing 'x', or in coordinates: the message says
// what to write, "write Nd11"), core.ErrAmbiguousMove for text that fits
// several legal moves (the message lists them), core.ErrIllegalMove with
// the rule ID and sentence that [Position.ParseMove] gives for the move
// (when the text names one piece), core.ErrGameOver, and
// core.ErrIllegalPosition for the zero Position.
func (p *Position) ParseSAN(s string) (core.Move, error) {
	const op = "qiguo.Position.ParseSAN"
	if p.round == 0 {
		return core.Move{}, p.zeroError(op, s)
	}
	syntax := func(msg string) (core.Move, error) {
		return core.Move{}, &core.MoveError{Op: op, Move: s, Position: p.FEN(), Msg: msg, Err: core.ErrSyntax}
	}
	var buf [512]core.Move
	legal := p.AppendLegalMoves(buf[:0])
	switch s {
	case "pass", "resign":
		m, _ := ParseCoord(s)
		if e := p.check(op, m); e != nil {
			e.Move = s
			return core.Move{}, e
		}
		return m, nil
	}
	for _, w := range [...]string{"pass", "resign"} {
		if strings.EqualFold(s, w) {
			return syntax("write " + w)
		}
	}
	sp, ok := parseSAN(s, false)
	if !ok {
		// say what to write if the text is a legal move in another form
		if m, err := p.ParseLenient(s); err == nil {
			return syntax("not SAN: write " + p.appendSANString(m, legal))
		}
		if strings.HasSuffix(s, "+") || strings.HasSuffix(s, "#") {
			return syntax("there is no check in qiguo (QG-15), so SAN has no check marks")
		}
		return syntax("want SAN such as Nd11, Cxp10, N13d11, pass or resign")
	}
	m, e := p.findSAN(op, s, &sp, legal)
	if e != nil {
		return core.Move{}, e
	}
	var text [sanMax]byte
	if want := p.appendSAN(text[:0], m, legal); string(want) != s {
		return syntax("write " + string(want))
	}
	return m, nil
}

func (p *Position) appendSANString(m core.Move, legal []core.Move) string {
	return string(p.appendSAN(nil, m, legal))
}

// findSAN returns the one legal move that fits the parts, or the error
// saying why there is none or more than one.
func (p *Position) findSAN(op, s string, sp *sanParts, legal []core.Move) (core.Move, *core.MoveError) {
	var match core.Move
	n := 0
	for _, m := range legal {
		if p.fits(sp, m) {
			match = m
			n++
		}
	}
	switch {
	case n == 1:
		return match, nil
	case n > 1:
		var fits []core.Move
		for _, m := range legal {
			if p.fits(sp, m) {
				fits = append(fits, m)
			}
		}
		notate.SortMoves(fits, func(m core.Move) int { return int(m.From()) })
		var alts []string
		for _, m := range fits {
			alts = append(alts, p.appendSANString(m, legal))
		}
		name := pieceName(sp.kind)
		return core.Move{}, &core.MoveError{Op: op, Move: s, Position: p.FEN(),
			Msg: strconv.Itoa(n) + " of " + p.rules.StateName(p.side) + "'s " + plural(name) + " can move to " + sp.to.String() + ": write " + orList(alts),
			Err: core.ErrAmbiguousMove}
	}
	e := &core.MoveError{Op: op, Move: s, Position: p.FEN(), Err: core.ErrIllegalMove}
	if o := p.Outcome(); o.IsOver() {
		e.Err, e.Msg = core.ErrGameOver, "the game has ended: "+p.rules.StateName(o.Winner)+" won by "+o.Reason.String()
		return core.Move{}, e
	}
	e.Rule, e.Msg = p.explainSAN(sp)
	return core.Move{}, e
}

// explainSAN says why no legal move fits the parts, as
// [Position.ParseMove] explains the move the text most likely means: that
// of the nearest of the mover's pieces of the kind on the points the
// disambiguation allows (a full point names the piece there, whatever it
// is). Without such a piece it says so.
func (p *Position) explainSAN(sp *sanParts) (rule, msg string) {
	if sp.file >= 0 && sp.rank >= 0 {
		return p.explain(core.NewMove(core.SquareAt(sp.file, sp.rank), sp.to))
	}
	best, dist := core.NoSquare, 0
	for armies := p.bk.move[p.side]; armies != 0; armies &= armies - 1 {
		a := lowBit(armies)
		for _, c := range p.list[a][:p.n[a]] {
			from := squareOf(int(c))
			if p.cells[c].Kind() != sp.kind || sp.file >= 0 && from.File() != sp.file || sp.rank >= 0 && from.Rank() != sp.rank {
				continue
			}
			df, dr := abs(from.File()-sp.to.File()), abs(from.Rank()-sp.to.Rank())
			d := max(df, dr)*64 + df
			if best == core.NoSquare || d < dist || d == dist && from < best {
				best, dist = from, d
			}
		}
	}
	if best != core.NoSquare {
		return p.explain(core.NewMove(best, sp.to))
	}
	where := ""
	switch {
	case sp.file >= 0:
		where = " on file " + string(rune('a'+sp.file))
	case sp.rank >= 0:
		where = " on rank " + strconv.Itoa(sp.rank+1)
	}
	return "", p.rules.StateName(p.side) + " moves no " + pieceName(sp.kind) + where
}

// plural returns the plural of a piece's name: "swords", "horsemen",
// "go-betweens".
func plural(name string) string {
	if strings.HasSuffix(name, "man") {
		return name[:len(name)-3] + "men"
	}
	return name + "s"
}

func orList(alts []string) string {
	switch len(alts) {
	case 0:
		return ""
	case 1:
		return alts[0]
	}
	return strings.Join(alts[:len(alts)-1], ", ") + " or " + alts[len(alts)-1]
}

// ParseLenient reads a move in any common spelling and checks it is legal
// here: SAN with or without the capture mark 'x' (or with ':'), with more
// disambiguation than needed and with check or annotation marks ("+",
// "#", "!", "?") after it; coordinates as [ParseCoord] takes them, in
// either case and with '-', 'x', ':' or spaces between the points
// ("a7c4", "A7-C4", "e10 c10"); "pass" and "resign" in any case;
// surrounding spaces. A text that reads both as SAN and as coordinates
// (such as "S10b10": a sword from rank 10 to b10, or the move s10b10) is
// the one of the two that is legal; if both are, SAN when the text mixes
// upper and lower case, else coordinates. Errors are as for
// [Position.ParseSAN], without the syntax errors for a move SAN writes
// otherwise.
func (p *Position) ParseLenient(s string) (core.Move, error) {
	const op = "qiguo.Position.ParseLenient"
	if p.round == 0 {
		return core.Move{}, p.zeroError(op, s)
	}
	t := strings.TrimSpace(s)
	t = strings.TrimRight(t, "+#!?")
	mc, errc := ParseCoord(t)
	sp, oks := parseSAN(t, true)
	if errc != nil && !oks {
		return core.Move{}, &core.MoveError{Op: op, Move: s, Position: p.FEN(), Msg: "want SAN such as Nd11 or Cxp10, coordinates such as a7c4, pass or resign", Err: core.ErrSyntax}
	}
	var buf [512]core.Move
	legal := p.AppendLegalMoves(buf[:0])
	var ms core.Move
	var es *core.MoveError
	if oks {
		ms, es = p.findSAN(op, s, &sp, legal)
		if errc != nil {
			if es != nil {
				return core.Move{}, es
			}
			return ms, nil
		}
	}
	ec := p.check(op, mc)
	if ec != nil {
		ec.Move = s
	}
	switch {
	case !oks || ec == nil && es != nil:
		if ec != nil {
			return core.Move{}, ec
		}
		return mc, nil
	case es == nil && ec != nil:
		return ms, nil
	}
	// both read the same way: SAN if the text mixes cases
	if mixedCase(t) {
		if es != nil {
			return core.Move{}, es
		}
		return ms, nil
	}
	if ec != nil {
		return core.Move{}, ec
	}
	return mc, nil
}

// mixedCase reports whether t holds both upper- and lower-case letters.
func mixedCase(t string) bool {
	upper, lower := false, false
	for i := 0; i < len(t); i++ {
		upper = upper || t[i] >= 'A' && t[i] <= 'Z'
		lower = lower || t[i] >= 'a' && t[i] <= 'z'
	}
	return upper && lower
}
