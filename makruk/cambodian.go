package makruk

import (
	"iter"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// Ouk Chatrang (Cambodian chess) as Fairy-Stockfish's "cambodian" plays
// it: the first moves of the khun and the met from their gate squares
// (OC-1..OC-4, [Rules.FirstMoves]) and the Cambodian counting (OC-5,
// [CambodianCounting]).

// firstMovesStartFEN is [StartFEN]: the start of r's army, with the gate
// squares of OC-1 under FirstMoves and the checks to give of KO-2 under
// FirstCheck. Every army has its khun and met (ai-wok) on the d- and
// e-files, so the gates are "DEde" in all of them.
func firstMovesStartFEN(r Rules) string {
	start := r.army().start
	if !r.FirstMoves && !r.FirstCheck {
		return start
	}
	castling, checks := "-", ""
	if r.FirstMoves {
		castling = "DEde"
	}
	if r.FirstCheck {
		checks = " 1+1"
	}
	board, _, _ := strings.Cut(start, " ")
	return board + " w " + castling + " -" + checks + " 0 1"
}

// backRank is side c's first rank, where its gate squares are.
func backRank(c core.Color) int { return int(c&1) * 7 }

// gateBB returns side c's gate squares (OC-1).
func (p *Position) gateBB(c core.Color) board8.Bitboard {
	return board8.Bitboard(p.gates[c&1]) << (8 * uint(backRank(c)))
}

// clearGate takes square i from side c's gates, if it is one.
func (p *Position) clearGate(c core.Color, i int) {
	if i>>3 == backRank(c) {
		p.gates[c&1] &^= 1 << uint(i&7)
	}
}

// Gates returns side c's gate squares in square order (OC-1): the
// squares of its back rank whose piece keeps its first move. A khun on one
// may leap (OC-2), a met on one may jump (OC-3); the piece standing on any
// other keeps the square until it moves (OC-4). Only rules with
// [Rules.FirstMoves] have gates.
func (p *Position) Gates(c core.Color) iter.Seq[core.Square] {
	return func(yield func(core.Square) bool) {
		if c != core.White && c != core.Black {
			return
		}
		for g := p.gateBB(c); g != 0; {
			if !yield(board8.Sq(g.PopFirst())) {
				return
			}
		}
	}
}

// readGates reads the castling field of a FirstMoves FEN: "-", or gate
// letters, A-H for White's first rank and a-h for Black's eighth (OC-1).
// As Fairy-Stockfish reads it, a letter whose square holds no piece of
// its side is dropped, and one whose square holds another piece of its
// side than the khun or met of the start gives that piece the square.
func (p *Position) readGates(f *notate.FENFields) error {
	if f.Castling == "-" {
		return nil
	}
	for i := range len(f.Castling) {
		ch := f.Castling[i]
		var c core.Color
		switch {
		case ch >= 'A' && ch <= 'H':
			c = core.White
		case ch >= 'a' && ch <= 'h':
			c, ch = core.Black, ch-'a'+'A'
		default:
			return f.ErrorAt(notate.FieldCastling, i, "want - or gate letters, A-H for White's first rank and a-h for Black's eighth, as in DEde (OC-1)", core.ErrSyntax)
		}
		file := int(ch - 'A')
		if pc := p.b.At(backRank(c)<<3 | file); pc != core.NoPiece && pc.Color() == c {
			p.gates[c] |= 1 << uint(file)
		}
	}
	return nil
}

// gatesText is the castling field of a FirstMoves FEN: White's gate files
// in upper case, then Black's in lower case, "-" when none is left.
func (p *Position) gatesText() string {
	if p.gates == [2]uint8{} {
		return "-"
	}
	var b []byte
	for c, base := range []byte{'A', 'a'} {
		for f := range 8 {
			if p.gates[c]>>uint(f)&1 != 0 {
				b = append(b, base+byte(f))
			}
		}
	}
	return string(b)
}

// forward is the index step of one rank forward for side c.
func forward(c core.Color) int { return 8 - 16*int(c&1) }

// appendFirstMoves appends the legal first moves of the side to move
// (OC-2, OC-3) to dst.
func (p *Position) appendFirstMoves(dst []core.Move) []core.Move {
	us := p.b.Side()
	them := us.Other()
	g := p.gateBB(us) & p.b.ByColor(us)
	if g == 0 {
		return dst
	}
	ksq := p.b.King(us)
	occ := p.b.Occupied()
	fwd := forward(us)
	// OC-2: the khun leaps from its gate to a knight square of the rank in
	// front, onto an empty square, not out of check and not into it.
	if ksq >= 0 && g.Has(ksq) && p.b.Attackers(ksq, them, occ) == 0 {
		t := spec.Attacks(core.MakePiece(us, Ma), ksq, 0) & board8.RankMask(ksq>>3+fwd/8) &^ occ
		for t != 0 {
			to := t.PopFirst()
			if p.b.Attackers(to, them, occ^board8.Bit(ksq)) == 0 {
				dst = append(dst, core.NewMove(board8.Sq(ksq), board8.Sq(to)))
			}
		}
	}
	// OC-3: a met on a gate jumps two squares forward, over a piece or
	// not, onto an empty square; it may answer a check. Only a met: the
	// Ai-Wok army's ai-wok has no jump, as in Fairy-Stockfish's rule.
	for m := p.b.Pieces(us, Met) & g; m != 0; {
		from := m.PopFirst()
		to := from + 2*fwd
		if to < 0 || to > 63 || occ.Has(to) {
			continue
		}
		if ksq < 0 || p.b.Attackers(ksq, them, occ^board8.Bit(from)^board8.Bit(to)) == 0 {
			dst = append(dst, core.NewMove(board8.Sq(from), board8.Sq(to)))
		}
	}
	return dst
}

// countBoardMoves returns the number of legal moves, the first moves
// included, whether or not a rule has ended the game.
func (p *Position) countBoardMoves() int {
	n := p.b.CountLegal(p.genFlags())
	if p.gates != [2]uint8{} {
		var buf [16]core.Move
		n += len(p.appendFirstMoves(buf[:0]))
	}
	return n
}

// updateGates takes away the gates the move from from to to of the piece
// moved by mover has ended (OC-4): the mover's gate it left, the
// opponent's gate it captured on, and the opponent khun's gate when a rua
// (a rua only, not an ai-wok, as Fairy-Stockfish's rule names the rook)
// has come to the khun's rank or file (counted on the empty board, as
// Fairy-Stockfish does).
func (p *Position) updateGates(mover core.Color, from, to int, moved core.Piece) {
	them := mover.Other()
	p.clearGate(mover, from)
	p.clearGate(them, to)
	if moved.Kind() == Rua {
		if k := p.b.King(them); k >= 0 && p.gateBB(them).Has(k) && (k&7 == to&7 || k>>3 == to>>3) {
			p.clearGate(them, k)
		}
	}
}

// explainFirstMove says why m, a move that is not legal, is not one of
// the first moves, when it has the shape of one (a khun's leap to a knight
// square of the rank in front of its first rank, a met's two steps
// straight forward); "" otherwise.
func (p *Position) explainFirstMove(m core.Move) (rule, msg string) {
	if !p.rules.FirstMoves || m.Promotion() != core.NoKind {
		return "", ""
	}
	us := p.Side()
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	pc := p.b.At(from)
	if pc.Color() != us {
		return "", ""
	}
	fwd := forward(us)
	gate := p.gateBB(us).Has(from)
	switch {
	case pc.Kind() == Khun && from>>3 == backRank(us) && to>>3 == from>>3+fwd/8 &&
		spec.Attacks(core.MakePiece(us, Ma), from, 0).Has(to):
		switch {
		case !gate:
			return "OC-4", "the khun on " + m.From().String() + " has no leap: it leaps only from a gate square it has kept (" + p.gatesText() + ")"
		case p.InCheck():
			return "OC-2", "the khun may not leap out of check"
		case p.b.At(to) != core.NoPiece:
			return "OC-2", "the khun leaps only to an empty square"
		}
		return "MK-9", "the move would leave the own khun attacked"
	case pc.Kind() == Met && to == from+2*fwd:
		switch {
		case !gate:
			return "OC-4", "the met on " + m.From().String() + " has no jump: a met jumps two squares forward only from a gate square it has kept (" + p.gatesText() + ")"
		case p.b.At(to) != core.NoPiece:
			return "OC-3", "the met's jump goes only to an empty square"
		}
		return "MK-9", "the move would leave the own khun attacked"
	}
	return "", ""
}

// cambodianMaxLimit is the longest count of the Cambodian counting: the
// board's honour, 63 moves (OC-5). Fairy-Stockfish reads a longer limit
// as this one.
const cambodianMaxLimit = 126

// countLimit returns Fairy-Stockfish's counting limit in moves for side c
// under the position's counting, or 0 when no count applies to c.
func (p *Position) countLimit(c core.Color) int {
	if p.rules.Counting == CambodianCounting {
		return p.cambodianLimit(c)
	}
	return p.plyLimit(c)
}

// cambodianLimit returns the Cambodian count's limit in moves for side c
// (OC-5), or 0 when none applies: a side of two or three pieces has the
// board's honour of 63 moves, bia or not; a lone khun, with no bia on the
// board, the pieces' honour by the opponent's material, one move less than
// Makruk's (MK-13): two rua 7, one rua 15, two khon 21, two ma 31, one
// khon 43, otherwise 63. No count applies to a side of more than three
// pieces, or against a lone khun.
func (p *Position) cambodianLimit(c core.Color) int {
	own := p.b.ByColor(c).Count()
	switch {
	case own > 3 || p.b.ByColor(c.Other()).Count() == 1:
		return 0
	case own > 1:
		return cambodianMaxLimit / 2
	case p.b.ByKind(Bia) != 0:
		return 0
	}
	return p.piecesLimit(c.Other()) - 1
}

// cambodianCount describes a Cambodian count read from the FEN's fields
// (OC-5): the pieces' honour of a lone khun when no bia is on the board
// (the side to move's if both are lone), else the board's honour of the
// side of at most three pieces that started it, at 0 with itself to move:
// the side to move when the ply count is even, the other when it is odd
// ([Position.plyCounter]), which tells the counter apart when both sides
// have three pieces or fewer.
func (p *Position) cambodianCount(ply, limit int) Count {
	if p.b.ByKind(Bia) == 0 {
		for _, c := range [2]core.Color{p.Side(), p.Side().Other()} {
			if p.b.ByColor(c).Count() == 1 {
				return Count{Honour: PiecesHonour, Counter: c, Count: ply, Limit: limit}
			}
		}
	}
	return Count{Honour: BoardHonour, Counter: p.plyCounter(ply), Count: ply, Limit: limit}
}

// validateCambodianCount returns what makes a running Cambodian count one
// that play cannot reach, or "".
func (p *Position) validateCambodianCount() string {
	c := p.count
	itoa := strconv.Itoa
	white, black := p.b.ByColor(core.White).Count(), p.b.ByColor(core.Black).Count()
	bia := p.b.ByKind(Bia) != 0
	valid := false
	for _, l := range piecesLimits {
		valid = valid || c.Limit == 2*(l-1)
	}
	switch {
	case !valid:
		return "counting limit " + itoa(c.Limit) + " is not one the Cambodian counting sets (14, 30, 42, 62, 86 or 126 plies, a longer one read as 126: OC-5)"
	case white > 3 && black > 3:
		return "a count runs with more than three pieces on each side: the Cambodian count starts only for a side of at most three pieces (OC-5), and pieces never come back"
	case c.Limit < cambodianMaxLimit && (bia || white != 1 && black != 1):
		return "counting limit " + itoa(c.Limit) + " is a pieces' honour's, which needs a lone khun and no bia on the board (OC-5)"
	}
	if (white == 1) != (black == 1) && !bia {
		strong := core.White
		if white == 1 {
			strong = core.Black
		}
		if most := 2 * (p.piecesLimit(strong) - 1); c.Limit > most {
			return "counting limit " + itoa(c.Limit) + " is longer than the stronger side's material allows (" + itoa(most) + " plies, OC-5); material only shrinks once the count runs"
		}
	}
	return ""
}

// readsUnguardedKhun reports whether ParseFEN accepts a position whose
// side not to move is in check, as Fairy-Stockfish does under the
// Cambodian counting: one of its own Ouk Chatrang test positions
// ("8/8/4k3/5P2/8/2RMK3/8/8 w - 126 41 50") stands so, and Fairy-Stockfish
// lets the side to move take the khun there (f5e6m). A khun is never
// captured in play otherwise, and its capture ends the game: the side that
// took it wins, as by checkmate ([Position.Outcome]), and the position
// after it, a finished game whose side to move has no khun, reads back
// from its FEN under these rules (and only under them).
func (p *Position) readsUnguardedKhun() bool { return p.rules.Counting == CambodianCounting }

// khunTaken reports whether the side to move has no khun: its khun was
// taken (see readsUnguardedKhun), and the game is over.
func (p *Position) khunTaken() bool { return p.b.King(p.b.Side()) < 0 }
