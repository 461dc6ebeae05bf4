package core

// A Node is a position that can be searched in place: what [Perft] and
// [Divide] need. Every game's *Position implements it (and the whole of
// [Position]).
type Node interface {
	// AppendLegalMoves appends the legal moves to dst and returns the
	// extended slice. A finished game has none.
	AppendLegalMoves(dst []Move) []Move
	// CountLegalMoves returns the number of legal moves, without listing
	// them where the game can count faster.
	CountLegalMoves() int
	// MakeMove plays a legal move in place and returns what UnmakeMove
	// needs to take it back.
	MakeMove(m Move) Undo
	// UnmakeMove takes back the move m made with undo record u.
	UnmakeMove(m Move, u Undo)
}

// MaxPerftDepth is the deepest tree [Perft], [PerftMakeUnmake] and
// [Divide] count: no game's tree can be counted that deep in practice,
// and the limit bounds their memory (one move buffer per level) and stack
// whatever the position (a Qi Guo board where every state can only pass
// has one move at every depth). A greater depth counts nothing: they
// return 0 (Divide nil). The tools refuse such depths with an error.
const MaxPerftDepth = 64

// Perft counts the leaf nodes of the legal-move tree of n to the given
// depth (the standard test of a move generator). It counts the last ply in
// bulk with the node's CountLegalMoves, and reuses one move buffer
// per level, allocated as the search first reaches it. n is restored when
// Perft returns. Depth 0 counts 1; a depth below 0 or above
// [MaxPerftDepth] counts 0.
func Perft[N Node](n N, depth int) uint64 {
	if depth < 0 || depth > MaxPerftDepth {
		return 0
	}
	if depth == 0 {
		return 1
	}
	var bufs [MaxPerftDepth][]Move
	return perft(n, depth, bufs[:depth], true)
}

// PerftMakeUnmake counts the same leaves as [Perft] the way a search
// visits them: at every inner node it lists the legal moves, then makes,
// counts below and unmakes each one, the moves into the leaves included,
// where Perft counts the last ply in bulk. It measures what a search pays
// per node; its count always equals Perft's.
func PerftMakeUnmake[N Node](n N, depth int) uint64 {
	if depth < 0 || depth > MaxPerftDepth {
		return 0
	}
	var bufs [MaxPerftDepth][]Move
	return perft(n, depth, bufs[:depth], false)
}

// perft counts the leaves below n; bulk counts the last ply from the move
// count instead of making its moves.
func perft[N Node](n N, depth int, bufs [][]Move, bulk bool) uint64 {
	if depth == 0 {
		return 1
	}
	if bulk && depth == 1 {
		return uint64(n.CountLegalMoves())
	}
	if bufs[depth-1] == nil {
		bufs[depth-1] = make([]Move, 0, 128)
	}
	moves := n.AppendLegalMoves(bufs[depth-1][:0])
	bufs[depth-1] = moves[:0]
	var total uint64
	for _, m := range moves {
		u := n.MakeMove(m)
		total += perft(n, depth-1, bufs, bulk)
		n.UnmakeMove(m, u)
	}
	return total
}

// A DivideEntry is one root move with the number of leaves below it.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide returns, for each legal move of n in generation order, the perft
// count of depth-1 below it (Stockfish's "go perft" divide). The counts
// sum to Perft(n, depth). A depth below 1 or above [MaxPerftDepth] gives
// nil.
func Divide[N Node](n N, depth int) []DivideEntry {
	if depth < 1 || depth > MaxPerftDepth {
		return nil
	}
	moves := n.AppendLegalMoves(nil)
	out := make([]DivideEntry, 0, len(moves))
	for _, m := range moves {
		u := n.MakeMove(m)
		out = append(out, DivideEntry{Move: m, Nodes: Perft(n, depth-1)})
		n.UnmakeMove(m, u)
	}
	return out
}
