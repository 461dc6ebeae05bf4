package jsapi

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// jcall runs a JSON operation and decodes its answer into v.
func jcall(t *testing.T, s *Session, name string, h int32, in string, v any) {
	t.Helper()
	_, out := must(t, s, name, h, 0, 0, in)
	if err := json.Unmarshal([]byte(out), v); err != nil {
		t.Fatalf("%s(%q) = %s: %v", name, in, out, err)
	}
}

type countJSON struct {
	Kind     string
	Side     int
	SideName string
	Count    int
	Limit    int
	Plies    *struct{ Count, Limit int }
	Passed   bool
	Method   string
}

func TestCounting(t *testing.T) {
	plies := func(c, l int) *struct{ Count, Limit int } { return &struct{ Count, Limit int }{c, l} }
	// A position with no bia and more than a khun each: under
	// Fairy-Stockfish's countings the side to move after any move starts
	// the board's honour (in plies); under the source's (MK-12) a player
	// starts it by the action "count".
	const bare = "4k3/8/8/3m4/8/R7/8/4K3 w - - 0 1"
	tests := []struct {
		name, variant, fen, rules string
		moves                     []string
		want                      *countJSON
	}{
		{"none", "makruk", "", "", nil, nil},
		{"shatranj has none", "shatranj", "4k3/8/8/3q4/8/R7/8/4K3 w - - 0 1", "", []string{"a3a2"}, nil},
		{"pychess board's honour starts for Black", "makruk", bare, "", []string{"a3a2"},
			&countJSON{"board", 1, "black", 0, 64, plies(0, 128), false, "Ply"}},
		// One ply later White is to move, and the count is still Black's
		// (the position alone would say the side to move's).
		{"pychess count stays Black's", "makruk", bare, "", []string{"a3a2", "d5c4"},
			&countJSON{"board", 1, "black", 1, 64, plies(1, 128), false, "Ply"}},
		{"pychess count two plies on", "makruk", bare, "", []string{"a3a2", "d5c4", "a2a3"},
			&countJSON{"board", 1, "black", 1, 64, plies(2, 128), false, "Ply"}},
		{"cambodian board's honour", "cambodian", bare, "", []string{"a3a2", "d5c4"},
			&countJSON{"board", 1, "black", 1, 63, plies(1, 126), false, "Cambodian"}},
		{"default: started by the action", "makruk", strings.Replace(bare, " w ", " b ", 1), "default", []string{"count", "d5c4", "a3a2"},
			&countJSON{"board", 1, "black", 1, 64, nil, false, "Honour"}},
		// A running Fairy-Stockfish count read from a FEN (limit 128 in the
		// fourth field, 5 plies in the fifth): odd, so the side not to move's.
		{"from a FEN", "makruk", "4k3/8/8/3m4/8/R7/8/4K3 w - 128 5 20", "", nil,
			&countJSON{"board", 1, "black", 3, 64, plies(5, 128), false, "Ply"}},
		{"passed", "makruk", "4k3/8/8/3m4/8/R7/8/4K3 b - 128 128 80", "", []string{"d5c4"},
			&countJSON{"board", 1, "black", 65, 64, plies(129, 128), true, "Ply"}},
		// Sittuyin: the bare king's count, 16 moves against a rook.
		{"sittuyin", "sittuyin", "8/8/4k3/8/8/3R4/8/4K3 w - - 0 50", "", []string{"d3d2"},
			&countJSON{"pieces", 1, "black", 0, 16, plies(0, 32), false, "Ply"}},
		// A FEN's count whose plies' parity says the other side: the bare king's all the same.
		{"sittuyin from a FEN", "sittuyin", "4k3/3R4/2K5/8/8/8/8/8[] b - 32 3 1", "", nil,
			&countJSON{"pieces", 1, "black", 2, 16, plies(3, 32), false, "Ply"}},
		{"sittuyin on", "sittuyin", "8/8/4k3/8/8/3R4/8/4K3 w - - 0 50", "", []string{"d3d2", "e6e5", "d2d3"},
			&countJSON{"pieces", 1, "black", 1, 16, plies(2, 32), false, "Ply"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewSession()
			h, _ := must(t, s, "newBoard", 0, 0, 0, tt.variant+"\x00"+tt.fen+"\x00"+tt.rules)
			for _, m := range tt.moves {
				must(t, s, "play", h, 0, 0, m)
			}
			var got *countJSON
			jcall(t, s, "counting", h, "", &got)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("counting (-want +got):\n%s", diff)
			}
		})
	}
}

type pinnedJSON struct {
	Square, Piece, SideName string
	Side                    int
	Pinners                 []struct{ Square, Piece string }
	Moves                   []string
	Forbids                 bool
	Refused, Rule, Sentence string
}

func TestPinned(t *testing.T) {
	s := NewSession()
	board := func(variant, fen string) int32 {
		h, _ := must(t, s, "newBoard", 0, 0, 0, variant+"\x00"+fen+"\x00")
		return h
	}
	pinned := func(h int32, sq string) *pinnedJSON {
		var p *pinnedJSON
		jcall(t, s, "pinned", h, sq, &p)
		return p
	}
	// Makruk: the ma on e3 stands between its khun and Black's rua.
	h := board("makruk", "4k3/8/4r3/8/8/4N3/8/4K3 w - - 0 1")
	var pins []struct{ Square, Pinner string }
	jcall(t, s, "pins", h, "", &pins)
	if len(pins) != 1 || pins[0].Square != "e3" || pins[0].Pinner != "e6" {
		t.Errorf("pins = %+v, want e3 by e6", pins)
	}
	p := pinned(h, "e3")
	if p == nil || p.Rule != "MK-9" || !p.Forbids || p.Piece != "ma" || len(p.Pinners) != 1 || p.Pinners[0].Square != "e6" || p.Pinners[0].Piece != "rua" || len(p.Moves) != 0 {
		t.Errorf("makruk pinned(e3) = %+v", p)
	} else if !strings.Contains(p.Sentence, "khun") || p.Refused == "" {
		t.Errorf("makruk pinned(e3) says %q (%s)", p.Sentence, p.Refused)
	}
	if p := pinned(h, "e1"); p != nil {
		t.Errorf("pinned(e1) = %+v, want null", p)
	}
	if p := pinned(h, "d4"); p != nil {
		t.Errorf("pinned(d4) (empty) = %+v, want null", p)
	}
	// A pinned rua keeps its moves along the line.
	h = board("makruk", "4k3/8/4r3/8/8/4R3/8/4K3 w - - 0 1")
	p = pinned(h, "e3")
	if p == nil || p.Rule != "MK-9" || strings.Join(p.Moves, " ") != "e3e2 e3e4 e3e5 e3e6" {
		t.Errorf("makruk pinned rua = %+v", p)
	}
	// Shatranj, with the pinned side not to move: its rule all the same.
	h = board("shatranj", "4k3/8/4r3/8/8/4R3/8/4K3 b - - 0 1")
	if p := pinned(h, "e3"); p == nil || p.Rule != "SH-8" || !p.Forbids || p.SideName != "white" || len(p.Moves) != 0 {
		t.Errorf("shatranj pinned(e3) = %+v", p)
	}
	// Qi Guo: a pin forbids nothing (QG-15).
	h = board("qiguo", "")
	if p := pinned(h, "o2"); p == nil || p.Forbids || p.Rule != "" || len(p.Pinners) != 1 || p.Pinners[0].Square != "r4" {
		t.Errorf("qiguo pinned(o2) = %+v", p)
	}
	if _, _, err := tcall(s, "pinned", h, 0, 0, "z99"); err == nil || err.Code != CodeSyntax {
		t.Errorf("pinned(z99) error = %v, want ErrSyntax", err)
	}
}

func TestEnd(t *testing.T) {
	s := NewSession()
	h, _ := must(t, s, "newBoard", 0, 0, 0, "makruk\x00\x00")
	must(t, s, "play", h, 0, 0, "e3e4")
	if _, term := must(t, s, "termination", h, 0, 0, ""); term != "" {
		t.Errorf("termination while the game goes on = %q", term)
	}
	must(t, s, "end", h, 0, 0, "time-forfeit\x00black\x00")
	var o struct {
		Over   bool
		Result string
		Reason string
	}
	jcall(t, s, "outcome", h, "", &o)
	if !o.Over || o.Result != "0-1" || o.Reason != "time-forfeit" {
		t.Errorf("outcome = %+v", o)
	}
	if _, term := must(t, s, "termination", h, 0, 0, ""); term != "time forfeit" {
		t.Errorf("termination = %q", term)
	}
	if _, moves := must(t, s, "legalMoves", h, 0, 0, ""); moves != "" {
		t.Errorf("legal moves after the flag fell: %q", moves)
	}
	_, pgn := must(t, s, "pgn", h, 0, 0, "")
	for _, want := range []string{`[Result "0-1"]`, `[Termination "time forfeit"]`, "1. e4 0-1"} {
		if !strings.Contains(pgn, want) {
			t.Errorf("pgn lacks %s:\n%s", want, pgn)
		}
	}
	// Read back, the game is over on time.
	var g struct{ Board int32 }
	jcall(t, s, "readGamePGN", 0, "\x00"+pgn, &g)
	jcall(t, s, "outcome", g.Board, "", &o)
	if !o.Over || o.Result != "0-1" || o.Reason != "time-forfeit" {
		t.Errorf("read back: outcome = %+v", o)
	}
	// A clone, and a board rebuilt from its snapshot, keep the ending.
	c, _ := must(t, s, "clone", h, 0, 0, "")
	jcall(t, s, "outcome", c, "", &o)
	if !o.Over || o.Reason != "time-forfeit" {
		t.Errorf("clone: outcome = %+v", o)
	}
	r, _ := must(t, s, "restore", 0, 0, 0, string(s.boards[h].appendSnapshot(nil)))
	jcall(t, s, "outcome", r, "", &o)
	if !o.Over || o.Result != "0-1" || o.Reason != "time-forfeit" {
		t.Errorf("restored: outcome = %+v", o)
	}
	// pop takes the ending back.
	must(t, s, "pop", h, 0, 0, "")
	jcall(t, s, "outcome", h, "", &o)
	if o.Over {
		t.Errorf("after pop: outcome = %+v", o)
	}
	// A draw, with words of the caller's.
	must(t, s, "end", h, 0, 0, "adjudication\x00\x00by the arbiter")
	if _, term := must(t, s, "termination", h, 0, 0, ""); term != "by the arbiter" {
		t.Errorf("termination = %q", term)
	}
	jcall(t, s, "outcome", h, "", &o)
	if o.Result != "1/2-1/2" {
		t.Errorf("adjudicated draw: %+v", o)
	}
	for _, tt := range []struct{ variant, in, code string }{
		{"makruk", "checkmate\x00white\x00", CodeIllegalMove}, // not outside the rules
		{"makruk", "nonsense\x00white\x00", CodeUnknown},
		{"makruk", "time-forfeit\x00green\x00", CodeUnknown},
		{"makruk", "time-forfeit\x00white\x00two\nlines", CodeSyntax},
		{"qiguo", "time-forfeit\x001\x00", CodeIllegalMove}, // seven sides end only by their rules
	} {
		h, _ := must(t, s, "newBoard", 0, 0, 0, tt.variant+"\x00\x00")
		if _, _, err := tcall(s, "end", h, 0, 0, tt.in); err == nil || err.Code != tt.code {
			t.Errorf("%s end(%q) error = %+v, want %s", tt.variant, tt.in, err, tt.code)
		}
	}
}

type choiceJSON struct {
	Name, Kind string
	Values     []string
	Min, Max   int
	Value      string
}

func TestOptionChoices(t *testing.T) {
	s := NewSession()
	get := func(in string) map[string]choiceJSON {
		var list []choiceJSON
		jcall(t, s, "optionChoices", 0, in, &list)
		m := map[string]choiceJSON{}
		for _, c := range list {
			m[c.Name] = c
		}
		return m
	}
	m := get("makruk\x00")
	want := map[string]choiceJSON{
		"Counting":    {"Counting", "choice", []string{"Honour", "Ply", "Cambodian", "ASEAN"}, 0, 0, "Ply"},
		"NoKingsDraw": {"NoKingsDraw", "boolean", []string{"true", "false"}, 0, 0, "true"},
		"MoveRule":    {"MoveRule", "number", []string{}, 0, 1000, "0"},
	}
	for k, w := range want {
		if diff := cmp.Diff(w, m[k]); diff != "" {
			t.Errorf("makruk %s (-want +got):\n%s", k, diff)
		}
	}
	if len(m) != 8 {
		t.Errorf("makruk has %d options, want 8", len(m))
	}
	if c := get("makruk\x00default")["Counting"]; c.Value != "Honour" {
		t.Errorf("default Counting = %q", c.Value)
	}
	if c := get("cambodian\x00")["FirstMoves"]; c.Value != "true" {
		t.Errorf("cambodian FirstMoves = %q", c.Value)
	}
	if c := get("makruk\x00pychess Counting=ASEAN")["Counting"]; c.Value != "ASEAN" {
		t.Errorf("pychess Counting=ASEAN: Counting = %q", c.Value)
	}
	if c := get("chator\x00")["LoneKingCount"]; c.Kind != "number" || c.Max != 200 {
		t.Errorf("chator LoneKingCount = %+v", c)
	}
	if c := get("qiguo\x00")["Alliances"]; c.Kind != "text" {
		t.Errorf("qiguo Alliances = %+v", c)
	}
	if c := get("shatranj\x00")["BareKing"]; c.Kind != "choice" || len(c.Values) < 2 {
		t.Errorf("shatranj BareKing = %+v", c)
	}
	if c := get("sittuyin\x00")["Promotion"]; c.Kind != "choice" || len(c.Values) < 2 {
		t.Errorf("sittuyin Promotion = %+v", c)
	}
	if c := get("shatar\x00")["MateRule"]; c.Kind != "choice" || len(c.Values) < 2 {
		t.Errorf("shatar MateRule = %+v", c)
	}
	// Every option of every game is listed, with its value among its choices.
	for _, v := range variantNames() {
		for name, c := range get(v + "\x00") {
			if (c.Kind == "choice" || c.Kind == "boolean") && !containsFold(c.Values, c.Value) {
				t.Errorf("%s %s: value %q not among %q", v, name, c.Value, c.Values)
			}
		}
	}
	if _, _, err := tcall(s, "optionChoices", 0, 0, 0, "makruk\x00nonsense"); err == nil || err.Code != CodeUnknown {
		t.Errorf("unknown rules: error %+v", err)
	}
	if _, _, err := tcall(s, "optionChoices", 0, 0, 0, "chess\x00"); err == nil || err.Code != CodeUnknown {
		t.Errorf("unknown game: error %+v", err)
	}
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}
