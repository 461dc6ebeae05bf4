package core

// A Node is a position that can be searched in place: what [Perft] and
// [Divide] need. The variant packages' positions implement it with their
// own move and undo types; U is the undo record MakeMove returns and
// UnmakeMove takes back.
type Node[M any, U any] interface {
	// AppendLegalMoves appends the legal moves to dst and returns the
	// extended slice. A finished game has none.
	AppendLegalMoves(dst []M) []M
	// MakeMove plays a legal move in place and returns what UnmakeMove
	// needs to take it back.
	MakeMove(m M) U
	// UnmakeMove takes back the move m made with undo record u.
	UnmakeMove(m M, u U)
}

// Perft counts the leaf nodes of the legal-move tree of n to the given
// depth (the standard test of a move generator). It counts the last ply in
// bulk, from the length of the move list, and reuses one move buffer per
// ply, so it allocates only those buffers. A node with a method
// CountLegalMoves() int has it called at the last ply instead. n is restored when Perft
// returns. Depth 0 counts 1.
func Perft[M any, U any, N Node[M, U]](n N, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]M, depth)
	for i := range bufs {
		bufs[i] = make([]M, 0, 128)
	}
	counter, _ := any(n).(legalCounter)
	return perft[M, U](n, depth, bufs, counter)
}

// legalCounter is implemented by nodes that count their legal moves faster
// than they list them; Perft uses it at the last ply.
type legalCounter interface{ CountLegalMoves() int }

func perft[M any, U any, N Node[M, U]](n N, depth int, bufs [][]M, counter legalCounter) uint64 {
	if depth == 1 && counter != nil {
		return uint64(counter.CountLegalMoves())
	}
	moves := n.AppendLegalMoves(bufs[depth-1][:0])
	bufs[depth-1] = moves[:0]
	if depth == 1 {
		return uint64(len(moves))
	}
	var total uint64
	for _, m := range moves {
		u := n.MakeMove(m)
		total += perft[M, U](n, depth-1, bufs, counter)
		n.UnmakeMove(m, u)
	}
	return total
}

// A DivideEntry is one root move with the number of leaves below it.
type DivideEntry[M any] struct {
	Move  M
	Nodes uint64
}

// Divide returns, for each legal move of n in generation order, the perft
// count of depth-1 below it (Stockfish's "go perft" divide). The counts
// sum to Perft(n, depth). Depth must be at least 1.
func Divide[M any, U any, N Node[M, U]](n N, depth int) []DivideEntry[M] {
	if depth < 1 {
		return nil
	}
	moves := n.AppendLegalMoves(nil)
	out := make([]DivideEntry[M], 0, len(moves))
	for _, m := range moves {
		u := n.MakeMove(m)
		out = append(out, DivideEntry[M]{Move: m, Nodes: Perft[M, U](n, depth-1)})
		n.UnmakeMove(m, u)
	}
	return out
}
