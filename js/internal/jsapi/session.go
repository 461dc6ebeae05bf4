// Package jsapi is the logic of the JavaScript binding (the wasm main
// package in the folder above is only the memory glue): a Session holds
// the boards of one WebAssembly instance and answers numbered operations
// over strings and integers, which index.js wraps into ffish.js's API and
// this library's additions. Every rule comes from the Go library through
// the registry (package chaturanga); this package only translates.
//
// # Calling convention
//
// JavaScript writes an operation's string input (UTF-8) into [Session.In]
// and calls [Session.Call] with the operation's number, a board handle,
// two integers and the input's length. Several strings in one input are
// separated by NUL bytes. Call returns, by the operation's kind (its
// [Op.Kind]):
//
//   - 's' (string) and 'j' (JSON): the length of the answer in
//     [Session.Out];
//   - 'i' (integer), 'b' (boolean, 0 or 1), 'v' (nothing, 0): the value;
//   - any kind: [Fail] for an error, whose description is then in
//     [Session.Out] as four NUL-separated strings: the code, the rule, the
//     sentence and the message.
//
// Call never panics: a panic inside is recovered and reported as an error
// with code ErrInternal, and the session goes on answering.
package jsapi

import (
	"bytes"
	"math"
	"runtime"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// Limits of the binding.
const (
	// MaxInput is the most bytes of input one call takes (a PGN game of
	// notation.DefaultMaxGameBytes fits with room to spare); longer input
	// is an error with code ErrLimit.
	MaxInput = 8 << 20
)

// Fail is what Call returns for an error.
const Fail = math.MinInt32

// A Session is one instance's state: its boards by handle and the
// buffers JavaScript reads and writes. It is not safe for concurrent use
// (a wasm instance has one thread).
type Session struct {
	// In is where JavaScript writes a call's input; Grow sizes it.
	In []byte
	// Out holds the answer of the last call.
	Out []byte
	// Pending is 1 when boards were evicted (see MaxResident) and their
	// snapshots wait for JavaScript to take them with the op "spill";
	// JavaScript reads it from memory after every call.
	Pending int32

	boards map[int32]*Board
	tables nameTables
	next   int32
	w      jsonWriter
	debt   int // work since the last garbage collection (see collect)

	spill []byte // evicted boards: handle NUL snapshot NUL ... (see evict)
	tick  uint64 // counts board uses (for evicting the least recent)
	plies int    // the plies of the resident boards' histories
	keep  int32  // the board the current call uses or made (never evicted by it)

	ballast []byte // for tests (see the op "ballast")
}

// NewSession returns a session with no boards.
func NewSession() *Session {
	return &Session{In: make([]byte, 4096), Out: make([]byte, 0, 4096), boards: map[int32]*Board{}}
}

// Grow makes In at least n bytes long (up to MaxInput) and reports
// whether it is.
func (s *Session) Grow(n int) bool {
	if n < 0 || n > MaxInput {
		return false
	}
	if n > len(s.In) {
		s.In = make([]byte, max(n, 2*len(s.In)))
	}
	return true
}

// Boards returns the number of boards the session holds.
func (s *Session) Boards() int { return len(s.boards) }

// An Op is one operation JavaScript can call.
type Op struct {
	Name string
	Kind byte // 's', 'j', 'i', 'b' or 'v'
	fn   func(s *Session, h, a, b int32, in []byte) (int32, error)
	// on is an operation on the board of handle h, given that board (an
	// error when there is none); an Op has fn or on. The table of
	// operations holds plain functions, not closures made at run time, so
	// that it is data in the module rather than code run at start.
	on func(s *Session, bd *Board, a, b int32, in []byte) (int32, error)
}

// Ops returns the operations, in the order of their numbers.
func Ops() []Op { return ops }

// Call runs operation op (see the package doc).
func (s *Session) Call(op, h, a, b, n int32) (r int32) {
	defer func() {
		if p := recover(); p != nil {
			r = s.fail(internalError(p))
		}
	}()
	s.Out = s.Out[:0]
	if op < 0 || int(op) >= len(ops) {
		return s.fail(argError("no operation %d", op))
	}
	if n < 0 || int(n) > len(s.In) {
		return s.fail(codeError(CodeLimit, "input of %d bytes: the limit is %d", n, MaxInput))
	}
	if op == 0 {
		return s.opList()
	}
	s.keep = h
	v, err := ops[op].run(s, h, a, b, s.In[:n])
	if bd := s.boards[s.keep]; bd != nil {
		s.account(bd)
		if mutating(ops[op].Name) {
			bd.dirty = true
		}
	}
	s.evict(s.keep)
	s.collect(int(n))
	if err != nil {
		return s.fail(err)
	}
	return v
}

// mutating says whether the operation named name changes a board (making
// it differ from what JavaScript made or rebuilt it from). It goes by the
// name, not by a table made from ops: a package-level table is made
// before the init functions that append operations to ops ("search")
// run, and indexing it with their numbers panicked.
func mutating(name string) bool {
	switch name {
	case "push", "pushSan", "pushMoves", "pushSanMoves", "pop", "reset", "setFen", "play", "claim", "resign", "agreeDraw", "end":
		return true
	}
	return false
}

// opList answers op 0: "name:kind" for each operation, separated by
// spaces.
func (s *Session) opList() int32 {
	t := s.Out[:0]
	for i, o := range ops {
		if i > 0 {
			t = append(t, ' ')
		}
		t = append(t, o.Name...)
		t = append(t, ':', o.Kind)
	}
	s.Out = t
	return int32(len(t))
}

// fail writes err's description into Out and returns Fail.
func (s *Session) fail(err error) int32 {
	e := ErrorOf(err)
	s.Out = append(s.Out[:0], e.Code...)
	s.Out = append(s.Out, 0)
	s.Out = append(s.Out, e.Rule...)
	s.Out = append(s.Out, 0)
	s.Out = append(s.Out, e.Sentence...)
	s.Out = append(s.Out, 0)
	s.Out = append(s.Out, e.Message...)
	return Fail
}

// ret answers with text.
//
// ret, retBytes, json, end, fields, argError, codeError, limitError and
// Board.side are marked go:noinline: inlined into the operations that use
// them (some 80) they cost 2.4 KB of the module's code section under
// brotli and win no speed that matters.
//
//go:noinline
func (s *Session) ret(t string) (int32, error) {
	s.Out = append(s.Out[:0], t...)
	return int32(len(s.Out)), nil
}

// retBytes answers with text.
//
//go:noinline
func (s *Session) retBytes(t []byte) (int32, error) {
	s.Out = append(s.Out[:0], t...)
	return int32(len(s.Out)), nil
}

// json starts a JSON answer; end finishes it.
//
//go:noinline
func (s *Session) json() *jsonWriter {
	s.w = jsonWriter{b: s.Out[:0], first: true}
	return &s.w
}

//go:noinline
func (s *Session) end() (int32, error) {
	s.Out = s.w.b
	s.w = jsonWriter{}
	return int32(len(s.Out)), nil
}

func boolean(v bool) (int32, error) {
	if v {
		return 1, nil
	}
	return 0, nil
}

// board returns the board of handle h.
func (s *Session) board(h int32) (*Board, error) {
	b := s.boards[h]
	if b == nil {
		return nil, argError("no board with handle %d (deleted?)", h)
	}
	return b, nil
}

// run runs the operation (fn, or on given the board of handle h).
func (o *Op) run(s *Session, h, a, b int32, in []byte) (int32, error) {
	if o.on == nil {
		return o.fn(s, h, a, b, in)
	}
	bd, err := s.board(h)
	if err != nil {
		return 0, err
	}
	s.tick++
	bd.tick = s.tick
	return o.on(s, bd, a, b, in)
}

// add stores a board and returns its handle (the session evicts other
// boards if it holds too many: see MaxResident). A board JavaScript
// cannot make again by itself (read from PGN, cloned) is dirty.
func (s *Session) add(b *Board, dirty bool) (int32, error) {
	for {
		s.next++
		if s.next <= 0 {
			s.next = 1
		}
		if s.boards[s.next] == nil {
			break
		}
	}
	s.boards[s.next] = b
	s.tick++
	b.tick, b.dirty, b.acc = s.tick, dirty, 0
	s.account(b)
	s.keep = s.next
	return s.next, nil
}

// fields splits NUL-separated input into at least n strings (missing
// ones are "").
//
//go:noinline
func fields(in []byte, n int) []string {
	out := strings.Split(string(in), "\x00")
	for len(out) < n {
		out = append(out, "")
	}
	return out
}

// options reads name/value pairs.
func options(kv []string) ([]chaturanga.Option, error) {
	if len(kv)%2 != 0 {
		return nil, argError("options come in pairs of name and value")
	}
	var out []chaturanga.Option
	for i := 0; i < len(kv); i += 2 {
		out = append(out, chaturanga.Option{Name: kv[i], Value: kv[i+1]})
	}
	return out, nil
}

// specOf reads a variant name, the rules and options from fields
// [variant, rules, name, value, ...].
func specOf(f []string) (spec, error) {
	opts, err := options(f[2:])
	if err != nil {
		return spec{}, err
	}
	return resolve(f[0], f[1], opts)
}

// notationOf reads ffish.js's notation number: DEFAULT (Fairy-Stockfish's
// SAN of these games, which writes a pawn's move as a piece's, "Pa4",
// "Pxd5"), SAN, or LAN where the game writes it.
func notationOf(p core.Position, n int32) (func(core.Move) string, error) {
	switch n {
	case 0:
		return func(m core.Move) string { return defaultSAN(p, m) }, nil
	case 1:
		return p.SAN, nil
	case 2:
		if l, ok := p.(interface{ LAN(core.Move) string }); ok {
			return l.LAN, nil
		}
		return nil, codeError(CodeUnknown, "%s does not write LAN", p.Variant())
	}
	return nil, codeError(CodeUnknown, "notation %d is not supported (0 DEFAULT, 1 SAN, 2 LAN)", n)
}

// findUCI returns the legal move of p written uci.
func findUCI(p core.Position, uci string) (core.Move, bool) {
	for m := range p.LegalMoves() {
		if p.MoveText(m) == uci {
			return m, true
		}
	}
	return core.Move{}, false
}

// words splits a move list.
func words(in []byte) []string { return strings.Fields(string(in)) }

// The operations. Their numbers are their places here; JavaScript reads
// the list (op 0) when it loads, so only the names must agree.
var ops = []Op{
	{"ops", 's', nil, nil}, // answered by Call: the list of the operations
	{"variants", 's', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		return s.ret(strings.Join(variantNames(), " "))
	}, nil},
	{"games", 'j', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		appendGames(s.json())
		return s.end()
	}, nil},
	{"startingFen", 's', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		sp, err := specOf(fields(in, 2))
		if err != nil {
			return 0, err
		}
		fen, err := sp.v.StartFEN(sp.rules, sp.opts...)
		if err != nil {
			return 0, err
		}
		return s.ret(fsfStartFEN(sp.name, fen))
	}, nil},
	// validateFen and fenError: in = fen, variant, rules, options...
	{"validateFen", 'i', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		f := fields(in, 3)
		if strings.TrimSpace(f[0]) == "" {
			return 0, nil
		}
		sp, err := specOf(f[1:])
		if err != nil {
			return 0, err
		}
		// Fairy-Stockfish splits a FEN at every space: a leading or doubled
		// space makes an empty field (-11).
		if t := strings.TrimRight(f[0], " "); strings.HasPrefix(t, " ") || strings.Contains(t, "  ") {
			return -11, nil
		}
		return fsfValidate(sp, f[0]), nil
	}, nil},
	{"fenError", 'j', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		f := fields(in, 3)
		sp, err := specOf(f[1:])
		if err != nil {
			return 0, err
		}
		w := s.json()
		if err := fenCheck(sp, f[0]); err != nil {
			w.errorValue(ErrorOf(err))
		} else {
			w.null()
		}
		return s.end()
	}, nil},
	{"capturesToHand", 'b', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		if _, err := resolve(string(in), "", nil); err != nil {
			return 0, err
		}
		return 0, nil
	}, nil},
	// newBoard: in = variant, fen, rules, options...; returns the handle.
	{"newBoard", 'i', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		f := fields(in, 3)
		sp, err := specOf(append([]string{f[0]}, f[2:]...))
		if err != nil {
			return 0, err
		}
		if len(f[1]) > MaxFEN {
			return 0, fenLimit(f[1])
		}
		bd, err := newBoard(&s.tables, sp, fsfDialect(sp.dialect(), f[1]))
		if err != nil {
			return 0, err
		}
		return s.add(bd, false)
	}, nil},
	// restore: in = a board's snapshot (see appendSnapshot); returns the
	// handle of the board rebuilt.
	{"restore", 'i', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		bd, err := s.restore(in)
		if err != nil {
			return 0, err
		}
		return s.add(bd, false)
	}, nil},
	// spill: the evicted boards' handles and snapshots, NUL-separated
	// (see evict); taking them clears Pending.
	{"spill", 's', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		s.Out = append(s.Out[:0], s.spill...)
		s.spill = s.spill[:0]
		if cap(s.spill) > 1<<20 {
			s.spill = nil
		}
		s.Pending = 0
		return int32(len(s.Out)), nil
	}, nil},
	{"free", 'v', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		s.remove(h)
		return 0, nil
	}, nil},
	{"heap", 'j', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		w := s.json()
		w.open('{')
		w.key("numGC")
		w.unum(uint64(m.NumGC))
		w.key("heapAlloc")
		w.unum(m.HeapAlloc)
		w.key("heapSys")
		w.unum(m.HeapSys)
		w.key("sys")
		w.unum(m.Sys)
		w.close('}')
		return s.end()
	}, nil},
	// ballast (for tests): holds a MiB (0 lets go) and makes In and Out
	// anew after it, so that their addresses pass 2 GiB.
	{"ballast", 'v', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		if a < 0 || a > 3<<10 {
			return 0, argError("ballast of %d MiB", a)
		}
		s.ballast = nil
		runtime.GC()
		if a > 0 {
			s.ballast = make([]byte, int(a)<<20)
		}
		s.In = make([]byte, len(s.In))
		s.Out = make([]byte, 0, 4096)
		return 0, nil
	}, nil},
	{"boards", 'i', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		return int32(len(s.boards)), nil
	}, nil},
	// readGamePGN: in = rules, pgn.
	{"readGamePGN", 'j', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		i := bytes.IndexByte(in, 0)
		if i < 0 {
			return s.readGame(string(in), nil)
		}
		return s.readGame(string(in[:i]), in[i+1:])
	}, nil},

	// Board operations: h is the board's handle.
	{"legalMoves", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.retBytes(bd.legal().text)
	}},
	{"legalMovesSan", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		lv := bd.legal()
		p := lv.pos
		t := s.Out[:0]
		for i, m := range lv.moves {
			if i > 0 {
				t = append(t, ' ')
			}
			t = append(t, p.SAN(m)...)
		}
		s.Out = t
		return int32(len(t)), nil
	}},
	{"numberLegalMoves", 'i', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if lv := bd.level(); lv.listed || bd.closed {
			return int32(len(bd.legal().moves)), nil
		}
		return int32(bd.position().CountLegalMoves()), nil
	}},
	{"push", 'b', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		ok, err := bd.push(in)
		if err != nil {
			return 0, err
		}
		return boolean(ok)
	}},
	{"pushSan", 'b', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if _, err := notationOf(bd.position(), a); err != nil {
			return 0, err
		}
		ok, err := bd.pushSAN(string(in), a)
		if err != nil {
			return 0, err
		}
		return boolean(ok)
	}},
	// pushMoves and pushSanMoves: moves that would take the history past
	// MaxPlies are an error (ErrLimit) before any is played.
	{"pushMoves", 'b', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if bd.g.Len()+countWords(in) > MaxPlies {
			return 0, limitError()
		}
		for w := range eachWord(in) {
			if ok, err := bd.push(w); !ok || err != nil {
				return 0, err
			}
		}
		return 1, nil
	}},
	{"pushSanMoves", 'b', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if _, err := notationOf(bd.position(), a); err != nil {
			return 0, err
		}
		if bd.g.Len()+countWords(in) > MaxPlies {
			return 0, limitError()
		}
		for w := range eachWord(in) {
			if ok, err := bd.pushSAN(string(w), a); !ok || err != nil {
				return 0, err
			}
		}
		return 1, nil
	}},
	{"pop", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(bd.pop())
	}},
	{"reset", 'v', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return 0, bd.setFEN("")
	}},
	// fen: a is ffish.js's showPromoted (1: mark promoted pieces with
	// '~'); b its countStarted (see Board.countStarted).
	{"fen", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		s.Out = bd.position().AppendFEN(s.Out[:0])
		if isFSF(bd.spec.name) {
			s.Out = bd.countStarted(fsfFEN(s.Out), int(b))
			if a == 0 {
				s.Out = dropMarks(s.Out)
			} else {
				s.Out = bd.markPromoted(s.Out)
			}
		}
		return int32(len(s.Out)), nil
	}},
	// text: the position's text form, "rules|FEN", which keeps everything.
	{"text", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		p := bd.position()
		if m, ok := p.(interface{ MarshalText() ([]byte, error) }); ok {
			t, err := m.MarshalText()
			if err != nil {
				return 0, err
			}
			return s.retBytes(t)
		}
		return s.ret(p.RuleSet() + "|" + p.FEN())
	}},
	{"setFen", 'v', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if strings.TrimSpace(string(in)) == "" {
			return 0, codeError(CodeSyntax, "empty FEN")
		}
		if len(in) > MaxFEN {
			return 0, fenLimit(string(in))
		}
		return 0, bd.setFEN(fsfDialect(bd.spec.dialect(), string(in)))
	}},
	{"sanMove", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		write, err := notationOf(bd.position(), a)
		if err != nil {
			return 0, err
		}
		m, _, ok := bd.find(in)
		if !ok {
			return s.ret("")
		}
		return s.ret(write(m))
	}},
	// variationSan: a notation, b move numbers (1) or not (0).
	{"variationSan", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if _, err := notationOf(bd.position(), a); err != nil {
			return 0, err
		}
		if countWords(in) > MaxPlies {
			return 0, limitError()
		}
		return s.ret(bd.variation(words(in), a, b != 0))
	}},
	{"turn", 'b', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return boolean(bd.position().Side() == core.White)
	}},
	{"fullmoveNumber", 'i', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return clamp(bd.fullmove()), nil
	}},
	{"halfmoveClock", 'i', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return clamp(bd.halfmove()), nil
	}},
	{"gamePly", 'i', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return clamp(bd.gamePly()), nil
	}},
	// hasInsufficientMaterial: a is the side (0 White, 1 Black).
	{"hasInsufficientMaterial", 'b', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if a < 0 || int(a) >= bd.position().Sides() {
			return 0, argError("no side %d in this game", a)
		}
		return boolean(bd.insufficient(core.Color(a)))
	}},
	{"isInsufficientMaterial", 'b', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return boolean(bd.insufficient(core.White) && bd.insufficient(core.Black))
	}},
	// isGameOver and result: a is claimDraw (1) or not.
	{"isGameOver", 'b', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return boolean(bd.over(a != 0))
	}},
	{"result", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(bd.result(a != 0))
	}},
	{"checkedPieces", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		t := s.Out[:0]
		for i, sq := range bd.checked() {
			if i > 0 {
				t = append(t, ' ')
			}
			t = sq.AppendTo(t)
		}
		s.Out = t
		return int32(len(t)), nil
	}},
	{"isCheck", 'b', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return boolean(bd.position().InCheck())
	}},
	{"isCapture", 'b', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		m, _, ok := bd.find(in)
		return boolean(ok && bd.position().IsCapture(m))
	}},
	{"moveStack", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(strings.Join(bd.uci, " "))
	}},
	// pocket: a is the side (0 White, 1 Black).
	{"pocket", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if a != 0 && a != 1 {
			return 0, argError("pocket takes White (true) or Black (false)")
		}
		return s.ret(bd.pocket(core.Color(a)))
	}},
	{"toString", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(bd.board())
	}},
	{"toVerboseString", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(bd.verbose())
	}},
	{"variant", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(bd.spec.name)
	}},

	// This library's additions.
	{"game", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(bd.spec.v.Name())
	}},
	{"rules", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(bd.position().RuleSet())
	}},
	{"play", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		t, err := bd.playText(string(in))
		if err != nil {
			return 0, err
		}
		return s.ret(t)
	}},
	{"explain", 'j', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		bd.explain(s.json(), string(in))
		return s.end()
	}},
	{"lastMove", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if len(bd.uci) == 0 {
			return s.ret("")
		}
		return s.ret(bd.uci[len(bd.uci)-1])
	}},
	{"moveStackSan", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		s.Out = s.appendSAN(s.Out[:0], bd.g)
		return int32(len(s.Out)), nil
	}},
	{"sides", 'i', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return int32(bd.position().Sides()), nil
	}},
	{"side", 'i', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return int32(bd.position().Side()), nil
	}},
	// sideName: in is the side ("" the side to move).
	{"sideName", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		c, err := bd.side(string(in))
		if err != nil {
			return 0, err
		}
		return s.ret(bd.position().SideName(c))
	}},
	{"states", 'j', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		bd.appendStates(s.json())
		return s.end()
	}},
	{"outcome", 'j', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		bd.appendOutcome(s.json())
		return s.end()
	}},
	{"repetitions", 'i', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return int32(bd.g.Repetitions()), nil
	}},
	{"claims", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(strings.Join(bd.g.Claims().Strings(), " "))
	}},
	{"claim", 'v', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return 0, bd.claim(string(in))
	}},
	// resign: in is the side ("" the side to move).
	{"resign", 'v', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		c, err := bd.side(string(in))
		if err != nil {
			return 0, err
		}
		n := bd.g.Len()
		if err := bd.g.Resign(c); err != nil {
			return 0, err
		}
		bd.ended(n)
		return 0, nil
	}},
	{"agreeDraw", 'v', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		n := bd.g.Len()
		if err := bd.g.AgreeDraw(); err != nil {
			return 0, err
		}
		bd.ended(n)
		return 0, nil
	}},
	{"actions", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(strings.Join(bd.actions(), " "))
	}},
	// perft and divide: a is the depth.
	{"perft", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		n, err := bd.spec.v.Perft(bd.position(), int(a), true)
		if err != nil {
			return 0, err
		}
		s.Out = strconv.AppendUint(s.Out[:0], n, 10)
		return int32(len(s.Out)), nil
	}},
	{"divide", 'j', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		d, err := bd.spec.v.Divide(bd.position(), int(a))
		if err != nil {
			return 0, err
		}
		p := bd.position()
		w := s.json()
		w.open('{')
		for _, e := range d {
			w.key(p.MoveText(e.Move))
			w.unum(e.Nodes)
		}
		w.close('}')
		return s.end()
	}},
	// svg: in = size, bottom, coordinates (0/1), last move ("" none, "1"
	// the last played, or a coordinate move), check (0/1), arrows
	// ("from to color" separated by commas), marks ("square color" ...),
	// caption.
	{"svg", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		t, err := bd.svg(fields(in, 8))
		if err != nil {
			return 0, err
		}
		return s.ret(t)
	}},
	// pgn: in = tag names and values, alternating.
	{"pgn", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		var kv []string
		if len(in) > 0 {
			kv = fields(in, 0)
		}
		t, err := bd.pgn(kv)
		if err != nil {
			return 0, err
		}
		return s.retBytes(t)
	}},
	{"clone", 'i', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		c, err := bd.clone()
		if err != nil {
			return 0, err
		}
		return s.add(c, true)
	}},
	searchOp, // search.go
	// page.go:
	countingOp, endOp, terminationOp, pinsOp, pinnedOp, optionChoicesOp,
}

// clamp fits n in an int32.
func clamp(n int) int32 {
	return int32(max(min(n, math.MaxInt32), math.MinInt32+1))
}
