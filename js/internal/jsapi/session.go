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
	// MaxBoards is the most boards a session holds at once; JavaScript
	// frees a board's handle when its Board object is garbage-collected.
	MaxBoards = 1 << 16
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

	boards map[int32]*Board
	tables nameTables
	next   int32
	w      jsonWriter
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
	v, err := ops[op].fn(s, h, a, b, s.In[:n])
	if err != nil {
		return s.fail(err)
	}
	return v
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
func (s *Session) ret(t string) (int32, error) {
	s.Out = append(s.Out[:0], t...)
	return int32(len(s.Out)), nil
}

// retBytes answers with text.
func (s *Session) retBytes(t []byte) (int32, error) {
	s.Out = append(s.Out[:0], t...)
	return int32(len(s.Out)), nil
}

// json starts a JSON answer; end finishes it.
func (s *Session) json() *jsonWriter {
	s.w = jsonWriter{b: s.Out[:0], first: true}
	return &s.w
}

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

// onBoard makes an operation on the board of handle h of fn, an
// operation given that board (an error when there is none).
func onBoard(fn func(s *Session, bd *Board, a, b int32, in []byte) (int32, error)) func(s *Session, h, a, b int32, in []byte) (int32, error) {
	return func(s *Session, h, a, b int32, in []byte) (int32, error) {
		bd, err := s.board(h)
		if err != nil {
			return 0, err
		}
		return fn(s, bd, a, b, in)
	}
}

// add stores a board and returns its handle.
func (s *Session) add(b *Board) (int32, error) {
	if len(s.boards) >= MaxBoards {
		return 0, codeError(CodeLimit, "more than %d boards alive at once", MaxBoards)
	}
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
	return s.next, nil
}

// fields splits NUL-separated input into at least n strings (missing
// ones are "").
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

// notationOf reads ffish.js's notation number: SAN (DEFAULT, SAN) or LAN
// where the game writes it.
func notationOf(p core.Position, n int32) (func(core.Move) string, error) {
	switch n {
	case 0, 1:
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
	{"ops", 's', nil}, // answered by Call: the list of the operations
	{"variants", 's', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		return s.ret(strings.Join(variantNames(), " "))
	}},
	{"games", 'j', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		appendGames(s.json())
		return s.end()
	}},
	{"startingFen", 's', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		sp, err := specOf(fields(in, 2))
		if err != nil {
			return 0, err
		}
		fen, err := sp.v.StartFEN(sp.rules, sp.opts...)
		if err != nil {
			return 0, err
		}
		return s.ret(fen)
	}},
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
		return fenCode(f[0], fenCheck(sp, f[0])), nil
	}},
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
	}},
	{"capturesToHand", 'b', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		if _, err := resolve(string(in), "", nil); err != nil {
			return 0, err
		}
		return 0, nil
	}},
	// newBoard: in = variant, fen, rules, options...; returns the handle.
	{"newBoard", 'i', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		f := fields(in, 3)
		sp, err := specOf(append([]string{f[0]}, f[2:]...))
		if err != nil {
			return 0, err
		}
		bd, err := newBoard(&s.tables, sp, f[1])
		if err != nil {
			return 0, err
		}
		return s.add(bd)
	}},
	{"free", 'v', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		delete(s.boards, h)
		return 0, nil
	}},
	{"boards", 'i', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		return int32(len(s.boards)), nil
	}},
	// readGamePGN: in = rules, pgn.
	{"readGamePGN", 'j', func(s *Session, h, a, b int32, in []byte) (int32, error) {
		rules, pgn, _ := bytes.Cut(in, []byte{0})
		return s.readGame(string(rules), pgn)
	}},

	// Board operations: h is the board's handle.
	{"legalMoves", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.retBytes(bd.legal().text)
	})},
	{"legalMovesSan", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
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
	})},
	{"numberLegalMoves", 'i', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if lv := bd.level(); lv.listed || bd.closed {
			return int32(len(bd.legal().moves)), nil
		}
		return int32(bd.position().CountLegalMoves()), nil
	})},
	{"push", 'b', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return boolean(bd.push(in))
	})},
	{"pushSan", 'b', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if _, err := notationOf(bd.position(), a); err != nil {
			return 0, err
		}
		return boolean(bd.pushSAN(string(in)))
	})},
	{"pushMoves", 'b', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		for _, w := range bytes.Fields(in) {
			if !bd.push(w) {
				return 0, nil
			}
		}
		return 1, nil
	})},
	{"pushSanMoves", 'b', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if _, err := notationOf(bd.position(), a); err != nil {
			return 0, err
		}
		for _, w := range words(in) {
			if !bd.pushSAN(w) {
				return 0, nil
			}
		}
		return 1, nil
	})},
	{"pop", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(bd.pop())
	})},
	{"reset", 'v', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return 0, bd.setFEN("")
	})},
	{"fen", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		s.Out = bd.position().AppendFEN(s.Out[:0])
		if isFSF(bd.spec.name) {
			s.Out = fsfFEN(s.Out)
		}
		return int32(len(s.Out)), nil
	})},
	// text: the position's text form, "rules|FEN", which keeps everything.
	{"text", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		p := bd.position()
		if m, ok := p.(interface{ MarshalText() ([]byte, error) }); ok {
			t, err := m.MarshalText()
			if err != nil {
				return 0, err
			}
			return s.retBytes(t)
		}
		return s.ret(p.RuleSet() + "|" + p.FEN())
	})},
	{"setFen", 'v', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if strings.TrimSpace(string(in)) == "" {
			return 0, codeError(CodeSyntax, "empty FEN")
		}
		return 0, bd.setFEN(string(in))
	})},
	{"sanMove", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		write, err := notationOf(bd.position(), a)
		if err != nil {
			return 0, err
		}
		m, _, ok := bd.find(in)
		if !ok {
			return s.ret("")
		}
		return s.ret(write(m))
	})},
	// variationSan: a notation, b move numbers (1) or not (0).
	{"variationSan", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if _, err := notationOf(bd.position(), a); err != nil {
			return 0, err
		}
		return s.ret(bd.variation(words(in), a, b != 0))
	})},
	{"turn", 'b', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return boolean(bd.position().Side() == core.White)
	})},
	{"fullmoveNumber", 'i', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return clamp(bd.fullmove()), nil
	})},
	{"halfmoveClock", 'i', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return clamp(bd.halfmove()), nil
	})},
	{"gamePly", 'i', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return clamp(bd.gamePly()), nil
	})},
	// hasInsufficientMaterial: a is the side (0 White, 1 Black).
	{"hasInsufficientMaterial", 'b', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if a < 0 || int(a) >= bd.position().Sides() {
			return 0, argError("no side %d in this game", a)
		}
		return boolean(bd.insufficient(core.Color(a)))
	})},
	{"isInsufficientMaterial", 'b', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return boolean(bd.insufficient(core.White) && bd.insufficient(core.Black))
	})},
	// isGameOver and result: a is claimDraw (1) or not.
	{"isGameOver", 'b', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return boolean(bd.over(a != 0))
	})},
	{"result", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(bd.result(a != 0))
	})},
	{"checkedPieces", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		t := s.Out[:0]
		for i, sq := range bd.checked() {
			if i > 0 {
				t = append(t, ' ')
			}
			t = sq.AppendTo(t)
		}
		s.Out = t
		return int32(len(t)), nil
	})},
	{"isCheck", 'b', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return boolean(bd.position().InCheck())
	})},
	{"isCapture", 'b', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		m, _, ok := bd.find(in)
		return boolean(ok && bd.position().IsCapture(m))
	})},
	{"moveStack", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(strings.Join(bd.uci, " "))
	})},
	// pocket: a is the side (0 White, 1 Black).
	{"pocket", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if a != 0 && a != 1 {
			return 0, argError("pocket takes White (true) or Black (false)")
		}
		return s.ret(bd.pocket(core.Color(a)))
	})},
	{"toString", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(bd.board())
	})},
	{"toVerboseString", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(bd.verbose())
	})},
	{"variant", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(bd.spec.name)
	})},

	// This library's additions.
	{"game", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(bd.spec.v.Name())
	})},
	{"rules", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(bd.position().RuleSet())
	})},
	{"play", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		t, err := bd.playText(string(in))
		if err != nil {
			return 0, err
		}
		return s.ret(t)
	})},
	{"explain", 'j', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		bd.explain(s.json(), string(in))
		return s.end()
	})},
	{"lastMove", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		if len(bd.uci) == 0 {
			return s.ret("")
		}
		return s.ret(bd.uci[len(bd.uci)-1])
	})},
	{"moveStackSan", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(strings.Join(bd.g.SAN(), " "))
	})},
	{"sides", 'i', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return int32(bd.position().Sides()), nil
	})},
	{"side", 'i', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return int32(bd.position().Side()), nil
	})},
	// sideName: in is the side ("" the side to move).
	{"sideName", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		c, err := bd.side(string(in))
		if err != nil {
			return 0, err
		}
		return s.ret(bd.position().SideName(c))
	})},
	{"states", 'j', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		bd.appendStates(s.json())
		return s.end()
	})},
	{"outcome", 'j', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		bd.appendOutcome(s.json())
		return s.end()
	})},
	{"repetitions", 'i', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return int32(bd.g.Repetitions()), nil
	})},
	{"claims", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(strings.Join(bd.g.Claims().Strings(), " "))
	})},
	{"claim", 'v', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return 0, bd.claim(string(in))
	})},
	// resign: in is the side ("" the side to move).
	{"resign", 'v', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
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
	})},
	{"agreeDraw", 'v', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		n := bd.g.Len()
		if err := bd.g.AgreeDraw(); err != nil {
			return 0, err
		}
		bd.ended(n)
		return 0, nil
	})},
	{"actions", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		return s.ret(strings.Join(bd.actions(), " "))
	})},
	// perft and divide: a is the depth.
	{"perft", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		n, err := bd.spec.v.Perft(bd.position(), int(a), true)
		if err != nil {
			return 0, err
		}
		s.Out = strconv.AppendUint(s.Out[:0], n, 10)
		return int32(len(s.Out)), nil
	})},
	{"divide", 'j', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
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
	})},
	// svg: in = size, bottom, coordinates (0/1), last move ("" none, "1"
	// the last played, or a coordinate move), check (0/1), arrows
	// ("from to color" separated by commas), marks ("square color" ...),
	// caption.
	{"svg", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		t, err := bd.svg(fields(in, 8))
		if err != nil {
			return 0, err
		}
		return s.ret(t)
	})},
	// pgn: in = tag names and values, alternating.
	{"pgn", 's', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		var kv []string
		if len(in) > 0 {
			kv = fields(in, 0)
		}
		t, err := bd.pgn(kv)
		if err != nil {
			return 0, err
		}
		return s.retBytes(t)
	})},
	{"clone", 'i', onBoard(func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
		c, err := bd.clone()
		if err != nil {
			return 0, err
		}
		return s.add(c)
	})},
}

// clamp fits n in an int32.
func clamp(n int) int32 {
	return int32(max(min(n, math.MaxInt32), math.MinInt32+1))
}
