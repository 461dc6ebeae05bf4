package jsapi

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/chaturanga-go/chaturanga"
)

// tcall runs op by name and returns its number and answer, or the error.
func tcall(s *Session, name string, h, a, b int32, in string) (int32, string, *Error) {
	if !s.Grow(len(in)) {
		return 0, "", &Error{Code: CodeLimit}
	}
	n := copy(s.In, in)
	r := s.Call(int32(opIndex(name)), h, a, b, int32(n))
	if r == Fail {
		f := strings.SplitN(string(s.Out), "\x00", 4)
		for len(f) < 4 {
			f = append(f, "")
		}
		return r, "", &Error{Code: f[0], Rule: f[1], Sentence: f[2], Message: f[3]}
	}
	if o := ops[opIndex(name)]; o.Kind == 's' || o.Kind == 'j' {
		return r, string(s.Out[:r]), nil
	}
	return r, "", nil
}

// must runs op and fails the test on an error.
func must(t *testing.T, s *Session, name string, h, a, b int32, in string) (int32, string) {
	t.Helper()
	r, out, err := tcall(s, name, h, a, b, in)
	if err != nil {
		t.Fatalf("%s(%q): %s: %s", name, in, err.Code, err.Message)
	}
	return r, out
}

func TestOpsHaveKinds(t *testing.T) {
	seen := map[string]bool{}
	for i, o := range ops {
		if seen[o.Name] {
			t.Errorf("op %q twice", o.Name)
		}
		seen[o.Name] = true
		if !strings.ContainsRune("sjibv", rune(o.Kind)) {
			t.Errorf("op %q has kind %q", o.Name, o.Kind)
		}
		if (o.fn == nil && o.on == nil) != (i == 0) {
			t.Errorf("op %d %q: only op 0 is answered by Call itself", i, o.Name)
		}
	}
	s := NewSession()
	_, list := must(t, s, "ops", 0, 0, 0, "")
	if !strings.HasPrefix(list, "ops:s variants:s") {
		t.Errorf("ops = %.40q", list)
	}
}

// TestGame plays a short game of Makruk through the operations.
func TestGame(t *testing.T) {
	s := NewSession()
	h, _ := must(t, s, "newBoard", 0, 0, 0, "makruk")
	if _, fen := must(t, s, "fen", h, 0, 0, ""); fen != "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1" {
		t.Errorf("fen = %q", fen)
	}
	if _, rules := must(t, s, "rules", h, 0, 0, ""); rules != "pychess" {
		t.Errorf(`"makruk" plays %q, want Fairy-Stockfish's rules "pychess"`, rules)
	}
	if r, _ := must(t, s, "push", h, 0, 0, "e3e4"); r != 1 {
		t.Errorf("push e3e4 = %d", r)
	}
	if r, _ := must(t, s, "push", h, 0, 0, "e3e4"); r != 0 {
		t.Errorf("push of an illegal move = %d, want 0 (false)", r)
	}
	_, _, err := tcall(s, "play", h, 0, 0, "Ke3")
	if err == nil || err.Code != CodeIllegalMove || err.Rule != "MK-2" || err.Sentence == "" {
		t.Errorf("play Ke3 = %+v, want ErrIllegalMove naming MK-2", err)
	}
	_, ex := must(t, s, "explain", h, 0, 0, "e6e4")
	var e struct {
		Legal              bool
		Code, Rule, Move   string
		Sentence, Message  string
		San                string
		Extra              any `json:"-"`
		Unknown1, Unknown2 any
	}
	if err := json.Unmarshal([]byte(ex), &e); err != nil || e.Legal || e.Rule != "MK-7" || e.Code != CodeIllegalMove {
		t.Errorf("explain e6e4 = %s (%v)", ex, err)
	}
	if _, t2 := must(t, s, "play", h, 0, 0, "e5"); t2 != "e6e5" {
		t.Errorf("play e5 = %q", t2)
	}
	if _, st := must(t, s, "moveStack", h, 0, 0, ""); st != "e3e4 e6e5" {
		t.Errorf("moveStack = %q", st)
	}
	if _, m := must(t, s, "pop", h, 0, 0, ""); m != "e6e5" {
		t.Errorf("pop = %q", m)
	}
	if _, v := must(t, s, "variationSan", h, 1, 1, "e6e5 f3f4"); v != "1...e5 2. f4" {
		t.Errorf("variationSan = %q", v)
	}
	must(t, s, "resign", h, 0, 0, "")
	if _, res := must(t, s, "result", h, 0, 0, ""); res != "1-0" {
		t.Errorf("result after Black resigned = %q", res)
	}
	if _, lm := must(t, s, "legalMoves", h, 0, 0, ""); lm != "" {
		t.Errorf("legal moves after a resignation: %q", lm)
	}
	if _, m := must(t, s, "pop", h, 0, 0, ""); m != "" {
		t.Errorf("pop of the resignation = %q, want \"\"", m)
	}
	if _, res := must(t, s, "result", h, 0, 0, ""); res != "*" {
		t.Errorf("result after taking back the resignation = %q", res)
	}
}

// TestRecordRoundTrip writes a game of every variant name as PGN and
// reads it back to the same moves, rules and ending.
func TestRecordRoundTrip(t *testing.T) {
	s := NewSession()
	for _, name := range variantNames() {
		h, _ := must(t, s, "newBoard", 0, 0, 0, name)
		r := rand.New(rand.NewPCG(1, uint64(len(name))))
		for range 30 {
			_, lm := must(t, s, "legalMoves", h, 0, 0, "")
			if lm == "" {
				break
			}
			moves := strings.Fields(lm)
			must(t, s, "push", h, 0, 0, moves[r.IntN(len(moves))])
		}
		if _, res := must(t, s, "result", h, 0, 0, ""); res == "*" {
			must(t, s, "agreeDraw", h, 0, 0, "")
		}
		_, pgn := must(t, s, "pgn", h, 0, 0, "Event\x00test")
		_, g := must(t, s, "readGamePGN", 0, 0, 0, "\x00"+pgn)
		var d struct {
			Board int32
			UCI   string
			Error any
		}
		if err := json.Unmarshal([]byte(g), &d); err != nil || d.Error != nil {
			t.Fatalf("%s: readGamePGN = %s (%v)\n%s", name, g, err, pgn)
		}
		for _, op := range []string{"moveStack", "rules", "result", "outcome", "fen", "game"} {
			_, a := must(t, s, op, h, 0, 0, "")
			_, b := must(t, s, op, d.Board, 0, 0, "")
			if a != b {
				t.Errorf("%s: %s: written %q, read back %q", name, op, a, b)
			}
		}
	}
}

// TestQiGuo: seven states with their tallies, names and outcome.
func TestQiGuo(t *testing.T) {
	s := NewSession()
	h, _ := must(t, s, "newBoard", 0, 0, 0, "qiguo\x00\x00\x00Alliances\x00Qin+Han,Chu+Wei,Qi+Yan,Zhao")
	if r, _ := must(t, s, "sides", h, 0, 0, ""); r != 7 {
		t.Errorf("sides = %d", r)
	}
	_, st := must(t, s, "states", h, 0, 0, "")
	var states []struct {
		Name       string
		Alive      bool
		Controller string
	}
	if err := json.Unmarshal([]byte(st), &states); err != nil || len(states) != 7 || states[0].Name != "Qin" || !states[0].Alive || states[0].Controller != "Qin" {
		t.Errorf("states = %s (%v)", st, err)
	}
	_, rules := must(t, s, "rules", h, 0, 0, "")
	if !strings.Contains(rules, "Alliances=") {
		t.Errorf("rules = %q, want the alliances", rules)
	}
	must(t, s, "resign", h, 0, 0, "Qin")
	if _, st := must(t, s, "moveStack", h, 0, 0, ""); st != "resign" {
		t.Errorf("a Qi Guo state's resignation is an action of the game: moveStack = %q", st)
	}
	if _, _, err := tcall(s, "resign", h, 0, 0, "Qin"); err == nil {
		t.Errorf("Qin resigned out of turn")
	}
}

// TestMakrukCount: the board's honour as actions of the player (MK-12).
func TestMakrukCount(t *testing.T) {
	s := NewSession()
	h, _ := must(t, s, "newBoard", 0, 0, 0, "makruk\x004k2r/8/8/8/8/8/8/R3K3 w - - 0 1\x00default")
	if _, a := must(t, s, "actions", h, 0, 0, ""); a != "count" {
		t.Errorf("actions = %q, want count", a)
	}
	if _, m := must(t, s, "play", h, 0, 0, "count"); m != "count" {
		t.Errorf("play count = %q", m)
	}
	if _, a := must(t, s, "actions", h, 0, 0, ""); !strings.Contains(a, "stop-count") {
		t.Errorf("actions after count = %q", a)
	}
	h2, _ := must(t, s, "newBoard", 0, 0, 0, "makruk\x00\x00default")
	_, _, err := tcall(s, "play", h2, 0, 0, "count")
	if err == nil || err.Rule != "MK-12" {
		t.Errorf("count with bia on the board = %+v, want MK-12", err)
	}
}

func TestErrorsCarryCodes(t *testing.T) {
	s := NewSession()
	for _, c := range []struct {
		op, in string
		code   string
	}{
		{"newBoard", "nonesuch", CodeUnknown},
		{"newBoard", "makruk\x00junk", CodeSyntax},
		{"newBoard", "makruk\x00\x00nonesuch", CodeUnknown},
		{"newBoard", "makruk\x008/8/8/8/8/8/8/8 w - - 0 1", CodeIllegalPosition},
		{"newBoard", "makruk\x00\x00\x00NoSuchOption\x00x", CodeUnknown},
		{"newBoard", "makruk\x00\x00\x00odd", CodeArgument},
		{"startingFen", "chator\x00nonesuch", CodeUnknown},
		{"newBoard", "cambodian\x00\x00pychess", CodeUnknown}, // a name of one set takes no other (issue 25)
		{"newBoard", "chaturanga\x00\x00default", CodeUnknown},
		{"newBoard", "karouk\x00pychess|8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", CodeUnknown},
		{"readGamePGN", "\x00", CodeSyntax},
		{"readGamePGN", "\x001. e4 *", CodeUnknown},
		{"legalMoves", "", CodeArgument}, // no board 0
	} {
		_, _, err := tcall(s, c.op, 0, 0, 0, c.in)
		if err == nil || err.Code != c.code {
			t.Errorf("%s(%q) = %+v, want %s", c.op, c.in, err, c.code)
		}
	}
	h, _ := must(t, s, "newBoard", 0, 0, 0, "makruk")
	if _, _, err := tcall(s, "perft", h, 65, 0, ""); err == nil || err.Code != CodeLimit {
		t.Errorf("perft 65 = %+v, want ErrLimit", err)
	}
	if _, _, err := tcall(s, "sanMove", h, 7, 0, "e3e4"); err == nil || err.Code != CodeUnknown {
		t.Errorf("sanMove in notation 7 = %+v, want ErrUnknown", err)
	}
	if r := s.Call(int32(len(ops)), 0, 0, 0, 0); r != Fail {
		t.Errorf("an unknown op answered %d", r)
	}
	if r := s.Call(1, 0, 0, 0, int32(len(s.In)+1)); r != Fail {
		t.Errorf("an input longer than the buffer answered %d", r)
	}
	if s.Grow(MaxInput + 1) {
		t.Errorf("Grow took more than MaxInput")
	}
}

// TestHostile calls every operation with random handles, integers and
// input, and checks that none panics (a recovered panic is ErrInternal)
// and that the session still answers afterwards.
func TestHostile(t *testing.T) {
	s := NewSession()
	r := rand.New(rand.NewPCG(7, 11))
	junk := []string{"", "makruk", "qiguo", "sittuyin", "e3e4", "count", "resign", "\x00", "\x00\x00\x00\x00", "\xff\xfe", "[Variant \"makruk\"]\n\n1. e4 *",
		strings.Repeat("e3e4 ", 1000), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", "8/8/8/8/8/8/8/8[KKKK] w", "0", "-1", "99999999999999999999",
		"white", "Qin", "e2 e4 red,e4", "a1,zz9", "makruk\x00\x00default\x00Counting\x00Honour", "chator\x00\x00brooke", "pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1"}
	var handles []int32
	for i := 0; i < 20000; i++ {
		op := 1 + r.IntN(len(ops)-1)
		in := junk[r.IntN(len(junk))]
		if r.IntN(4) == 0 {
			b := make([]byte, r.IntN(40))
			for j := range b {
				b[j] = byte(r.IntN(256))
			}
			in = string(b)
		}
		h := int32(r.IntN(5)) - 1
		if len(handles) > 0 && r.IntN(4) > 0 {
			h = handles[r.IntN(len(handles))]
		}
		a := []int32{0, 1, 2, 3, -1, 65, 1 << 30, -1 << 31}[r.IntN(8)]
		if ops[op].Name == "perft" || ops[op].Name == "divide" {
			a = int32(r.IntN(3))
		}
		b := int32(r.IntN(3))
		rv, _, err := tcall(s, ops[op].Name, h, a, b, in)
		if err != nil && err.Code == CodeInternal {
			t.Fatalf("%s(h=%d, a=%d, %q): %s", ops[op].Name, h, a, in, err.Message)
		}
		if err == nil && (ops[op].Name == "newBoard" || ops[op].Name == "clone") {
			handles = append(handles, rv)
		}
		if err != nil && !utf8.ValidString(err.Message) {
			t.Errorf("%s: error message not UTF-8: %q", ops[op].Name, err.Message)
		}
	}
	h, _ := must(t, s, "newBoard", 0, 0, 0, "makruk")
	if n, _ := must(t, s, "numberLegalMoves", h, 0, 0, ""); n != 23 {
		t.Errorf("after the junk, a new board has %d moves", n)
	}
}

func TestJSONStrings(t *testing.T) {
	for _, s := range []string{"", "a\"b\\c", "\x00\x01\x1f\x7f", "line\nbreak\ttab\r", "é中♜", "\xff\xfe", "\u2028\u2029"} {
		b := appendJSONString(nil, s)
		var back string
		if err := json.Unmarshal(b, &back); err != nil {
			t.Errorf("%q: %s is not JSON: %v", s, b, err)
			continue
		}
		want := ""
		for _, r := range s { // each bad byte is one U+FFFD, as encoding/json writes it
			want += string(r)
		}
		if back != want {
			t.Errorf("%q: read back %q", s, back)
		}
	}
}

// TestEveryVariantName: every name variants() lists makes a board whose
// start position is the one startingFen gives.
func TestEveryVariantName(t *testing.T) {
	s := NewSession()
	for _, name := range variantNames() {
		h, _ := must(t, s, "newBoard", 0, 0, 0, name)
		_, fen := must(t, s, "fen", h, 0, 0, "")
		// ffish.js's startingFen is the FEN of Fairy-Stockfish's variant
		// definition (Sittuyin's pockets in its order, Kar Ouk's without
		// the check count), its fen() the board's: a board made from it is
		// at the start.
		_, start := must(t, s, "startingFen", 0, 0, 0, name)
		h2, _ := must(t, s, "newBoard", 0, 0, 0, name+"\x00"+start)
		if _, back := must(t, s, "fen", h2, 0, 0, ""); back != fen {
			t.Errorf("%s: board at %q, startingFen %q, a board made from it at %q", name, fen, start, back)
		}
		if r, _, _ := tcall(s, "validateFen", 0, 0, 0, fen+"\x00"+name); r != 1 {
			t.Errorf("%s: validateFen(start) = %d", name, r)
		}
		if _, err := chaturanga.Lookup(name); err != nil && fsfSet(name) != "" {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func FuzzCall(f *testing.F) {
	f.Add(uint8(11), int8(0), "makruk", int32(0))
	f.Add(uint8(14), int8(1), "e3e4", int32(1))
	f.Add(uint8(3), int8(0), "[Variant \"shatar\"]\n\n1. d4 *", int32(0))
	f.Fuzz(func(t *testing.T, op uint8, h int8, in string, a int32) {
		s := NewSession()
		must(t, s, "newBoard", 0, 0, 0, "makruk")
		must(t, s, "newBoard", 0, 0, 0, "sittuyin")
		o := 1 + int(op)%(len(ops)-1)
		if ops[o].Name == "perft" || ops[o].Name == "divide" {
			a %= 3
		}
		if _, _, err := tcall(s, ops[o].Name, int32(h), a, 0, in); err != nil && err.Code == CodeInternal {
			t.Fatalf("%s(%d, %d, %q): %s", ops[o].Name, h, a, in, err.Message)
		}
	})
}

// A board named by its game with a family set's rules reads that set's
// FEN: Board("makruk", fen, {rules: "cambodian"}) keeps Cambodian's gate
// field, as Board("cambodian", fen) does.
func TestRulesChooseTheFENDialect(t *testing.T) {
	s := NewSession()
	const fen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1"
	for _, in := range []string{"makruk\x00" + fen + "\x00cambodian", "cambodian\x00" + fen + "\x00"} {
		h, _ := must(t, s, "newBoard", 0, 0, 0, in)
		if _, got := must(t, s, "fen", h, 0, 0, ""); !strings.Contains(got, " w DEde ") {
			t.Errorf("newBoard(%q).fen() = %q, want the gate field DEde", in, got)
		}
		if _, _, err := tcall(s, "push", h, 0, 0, "d1b2"); err != nil {
			t.Errorf("newBoard(%q): the khun's leap d1b2 refused: %+v", in, err)
		}
	}
}
