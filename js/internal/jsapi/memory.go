package jsapi

import (
	"bytes"
	"runtime"
	"strconv"
	"strings"
	"unsafe"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
)

// Memory limits of a session. A board lives on the Go side only while it
// is in use: the session keeps at most MaxResident boards holding at most
// MaxResidentPlies plies of history between them, and past either it
// evicts the boards used least recently, handing JavaScript each one's
// snapshot (see [Session.Pending]), from which the board is rebuilt when
// JavaScript uses it again. So a program that never deletes a board never
// runs out of boards, and boards JavaScript has dropped cost the Go side
// nothing once evicted.
const (
	// MaxPlies is the most plies (moves and actions) a board's history
	// holds, as many as a PGN game may have (notation.DefaultMaxMoves); a
	// move past it is an error with code ErrLimit.
	MaxPlies = notation.DefaultMaxMoves
	// MaxFEN is the most bytes of a FEN (or a position's text form) the
	// binding reads; a longer one is an error with code ErrLimit
	// (validateFen: -10).
	MaxFEN = 4096
	// MaxResident is the most boards the Go side holds at once.
	MaxResident = 1024
	// MaxResidentPlies is the most plies of history the boards the Go
	// side holds have between them (about 110 bytes a ply).
	MaxResidentPlies = 1_000_000
)

// gcDebt is the work (bytes of input and output, 1 KiB a ply replayed,
// 256 bytes a call) after which a call ends with a garbage collection:
// in wasm, the Go collector's background workers run only when the
// goroutine answering JavaScript waits, which it never does while
// JavaScript calls it in a synchronous loop, so a collection that an
// allocation starts may not finish and garbage piles up; runtime.GC waits,
// and so finishes.
const gcDebt = 16 << 20

// collect counts the work of a call and runs the garbage collector once
// the work since the last collection passes gcDebt.
func (s *Session) collect(n int) {
	s.debt += n + len(s.Out) + 256
	if s.debt > gcDebt {
		s.debt = 0
		runtime.GC()
	}
}

// owe adds plies replayed to the work since the last collection, and
// collects at once when the work passes gcDebt (for long loops inside one
// call).
func (s *Session) owe(plies int) {
	s.debt += plies << 10
	if s.debt > gcDebt {
		s.debt = 0
		runtime.GC()
	}
}

// account brings the session's count of resident plies up to date with
// board bd's history.
func (s *Session) account(bd *Board) {
	n := bd.g.Len()
	s.plies += n - bd.acc
	bd.acc = n
}

// remove drops the board of handle h.
func (s *Session) remove(h int32) {
	if bd := s.boards[h]; bd != nil {
		s.plies -= bd.acc
		delete(s.boards, h)
	}
}

// evict makes room when the resident boards pass MaxResident or
// MaxResidentPlies: it evicts the boards used least recently (never the
// board of handle keep) down to three quarters of both limits, and
// appends each one's handle and snapshot to the spill, which JavaScript
// takes with the op "spill" when Pending says so. A board unchanged since
// JavaScript made or rebuilt it spills an empty snapshot (JavaScript
// holds how to make it).
func (s *Session) evict(keep int32) {
	if len(s.boards) <= MaxResident && s.plies <= MaxResidentPlies {
		return
	}
	list := make([]resident, 0, len(s.boards))
	for h, bd := range s.boards {
		if h != keep {
			list = append(list, resident{h, bd.tick})
		}
	}
	sortResidents(list)
	for _, e := range list {
		if len(s.boards) <= MaxResident*3/4 && s.plies <= MaxResidentPlies*3/4 {
			break
		}
		bd := s.boards[e.h]
		s.spill = strconv.AppendInt(s.spill, int64(e.h), 10)
		s.spill = append(s.spill, 0)
		if bd.dirty {
			s.spill = bd.appendSnapshot(s.spill)
		}
		s.spill = append(s.spill, 0)
		s.remove(e.h)
		s.owe(bd.acc / 4)
	}
	s.Pending = 1
}

// A resident is a board evict may evict: its handle, and when it was
// last used.
type resident struct {
	h    int32
	tick uint64
}

// sortResidents sorts the boards least recently used first (no two have
// one tick). It is a heapsort, written out: it spares the module a
// general sort of its own for this one list.
func sortResidents(list []resident) {
	down := func(i, n int) { // sifts list[i] down the heap list[:n]
		for {
			c := 2*i + 1
			if c >= n {
				return
			}
			if c+1 < n && list[c+1].tick > list[c].tick {
				c++
			}
			if list[i].tick >= list[c].tick {
				return
			}
			list[i], list[c] = list[c], list[i]
			i = c
		}
	}
	for i := len(list)/2 - 1; i >= 0; i-- {
		down(i, len(list))
	}
	for n := len(list) - 1; n > 0; n-- {
		list[0], list[n] = list[n], list[0]
		down(0, n)
	}
}

// snapshotMark starts a snapshot (see appendSnapshot).
const snapshotMark = '\x01'

// appendSnapshot writes what rebuilds the board: "\x01name\x01start\x01moves\x01ending",
// where start is the start position's text form, moves the moves played
// from it in coordinates ("!" and the move's 16 hex digits for an
// action, which replays exactly), ending the reason and the winner of an
// ending a player made ("" if none).
func (b *Board) appendSnapshot(t []byte) []byte {
	t = append(t, snapshotMark)
	t = append(t, b.spec.name...)
	t = append(t, snapshotMark)
	start := b.g.Start()
	t = append(t, start.RuleSet()...)
	t = append(t, '|')
	t = start.AppendFEN(t)
	t = append(t, snapshotMark)
	for i, m := range b.g.Moves() {
		if i > 0 {
			t = append(t, ' ')
		}
		if m.Action() != core.NoAction || i >= len(b.uci) {
			t = append(t, '!')
			t = strconv.AppendUint(t, *(*uint64)(unsafe.Pointer(&m)), 16)
			continue
		}
		t = append(t, b.uci[i]...)
	}
	t = append(t, snapshotMark)
	if b.closed || !b.g.Outcome().Equal(b.position().Outcome()) {
		o := b.g.Outcome()
		t = append(t, o.Reason.String()...)
		t = append(t, ' ')
		t = strconv.AppendInt(t, int64(o.Winner), 10)
	}
	return t
}

// restore rebuilds a board from its snapshot (see appendSnapshot).
func (s *Session) restore(in []byte) (*Board, error) {
	var f [][]byte
	for len(f) < 5 {
		i := bytes.IndexByte(in, snapshotMark)
		if i < 0 {
			break
		}
		f, in = append(f, in[:i]), in[i+1:]
	}
	f = append(f, in)
	if len(f) != 5 || len(f[0]) != 0 {
		return nil, argError("not a board's snapshot")
	}
	sp, err := resolve(string(f[1]), "", nil)
	if err != nil {
		return nil, err
	}
	bd, err := newBoard(&s.tables, sp, string(f[2]))
	if err != nil {
		return nil, err
	}
	n := 0
	for w := range eachWord(f[3]) {
		n++
		if n > MaxPlies {
			return nil, limitError()
		}
		s.owe(1)
		if w[0] == '!' {
			v, ok := parseHex(w[1:])
			if !ok {
				return nil, argError("a snapshot's move %q", cut(string(w)))
			}
			m := *(*core.Move)(unsafe.Pointer(&v))
			if err := bd.play(m, bd.position().MoveText(m)); err != nil {
				return nil, err
			}
			continue
		}
		ok, err := bd.push(w)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, argError("a snapshot's move %q is not legal", cut(string(w)))
		}
	}
	if e := strings.Fields(string(f[4])); len(e) == 2 {
		r, err := core.ParseReason(e[0])
		if err != nil {
			return nil, err
		}
		c, _ := strconv.Atoi(e[1])
		n := bd.g.Len()
		if err := endLike(bd.g, core.Outcome{Reason: r, Winner: core.Color(c)}, ""); err != nil {
			return nil, err
		}
		bd.ended(n)
	}
	return bd, nil
}

// parseHex reads a hexadecimal number (digits of either case) of 64 bits
// at most, as strconv.ParseUint(s, 16, 64) reads it.
func parseHex(s []byte) (uint64, bool) {
	if len(s) == 0 {
		return 0, false
	}
	var v uint64
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c -= 'a' - 10
		case c >= 'A' && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		if v>>60 != 0 {
			return 0, false
		}
		v = v<<4 | uint64(c)
	}
	return v, true
}

// limitError is the error of a history that would pass MaxPlies.
//
//go:noinline
func limitError() *Error {
	return codeError(CodeLimit, "a board's history holds at most %d plies", MaxPlies)
}

// eachWord yields the space-separated words of in without copying them.
func eachWord(in []byte) func(yield func([]byte) bool) {
	return func(yield func([]byte) bool) {
		i := 0
		for i < len(in) {
			for i < len(in) && isSpace(in[i]) {
				i++
			}
			j := i
			for j < len(in) && !isSpace(in[j]) {
				j++
			}
			if j > i && !yield(in[i:j]) {
				return
			}
			i = j
		}
	}
}

// countWords returns the number of space-separated words of in.
func countWords(in []byte) int {
	n := 0
	for range eachWord(in) {
		n++
	}
	return n
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// replay walks g's moves from its start, calling f with the position
// before each move (shared: f must not change it) and the move. It makes
// the moves with MakeMove, unchecked (g checked them when they were
// played), and an action, which is no move of the list, with PlayMove:
// a long game replays at the speed of a search, allocating nothing a
// ply.
func replay(g chaturanga.Game, f func(p core.Position, m core.Move)) {
	p := g.Start().Clone()
	for _, m := range g.Moves() {
		f(p, m)
		if m.Action() == core.NoAction {
			p.MakeMove(m)
		} else if p.PlayMove(m) != nil {
			break // cannot happen: the game played it
		}
	}
}

// setMoves fills the board's coordinates of its game's moves and, if san
// is not nil, writes their SAN to *san (empty), separated by spaces: one
// replay for both.
func (b *Board) setMoves(san *[]byte) {
	b.uci = b.uci[:0]
	replay(b.g, func(p core.Position, m core.Move) {
		b.uci = append(b.uci, b.names.name(p, m))
		if san != nil {
			*san = appendSANWord(*san, p, m)
		}
	})
}
