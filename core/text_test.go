package core

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func genColor() *rapid.Generator[Color] {
	return rapid.SampledFrom([]Color{White, Black, 2, 3, 4, 5, 6, Neutral, NoColor})
}

func genSquare() *rapid.Generator[Square] {
	return rapid.Custom(func(t *rapid.T) Square {
		return SquareAt(rapid.IntRange(0, MaxFiles-1).Draw(t, "file"), rapid.IntRange(0, MaxRanks-1).Draw(t, "rank"))
	})
}

func genKind() *rapid.Generator[Kind] {
	return rapid.Custom(func(t *rapid.T) Kind { return Kind(rapid.IntRange(1, int(NumKinds)-1).Draw(t, "kind")) })
}

func genMove() *rapid.Generator[Move] {
	return rapid.Custom(func(t *rapid.T) Move {
		switch rapid.IntRange(0, 6).Draw(t, "shape") {
		case 0:
			return Move{}
		case 1:
			return NewPass()
		case 2:
			return NewAction(Action(rapid.IntRange(1, int(numActions)-1).Draw(t, "action")))
		case 3:
			return NewDrop(genKind().Draw(t, "kind"), genSquare().Draw(t, "to"))
		case 4:
			return NewPromotion(genSquare().Draw(t, "from"), genSquare().Draw(t, "to"), genKind().Draw(t, "kind"))
		case 5:
			return NewMove(genSquare().Draw(t, "from"), genSquare().Draw(t, "to")).WithRemoval(genSquare().Draw(t, "removal"))
		}
		return NewMove(genSquare().Draw(t, "from"), genSquare().Draw(t, "to"))
	})
}

func genReason() *rapid.Generator[Reason] {
	return rapid.Custom(func(t *rapid.T) Reason { return Reason(rapid.IntRange(0, int(numReasons)-1).Draw(t, "reason")) })
}

func genOutcome() *rapid.Generator[Outcome] {
	return rapid.Custom(func(t *rapid.T) Outcome {
		r := genReason().Draw(t, "reason")
		if r == NoReason {
			return Outcome{}
		}
		if rapid.Bool().Draw(t, "draw") {
			return Draw(r)
		}
		return Win(Color(rapid.IntRange(0, MaxColors-1).Draw(t, "winner")), r)
	})
}

func roundTrip[T any](t *rapid.T, v T) {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("marshal %v: %v", v, err)
	}
	var back T
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatalf("unmarshal %s: %v", b, err)
	}
	if diff := cmp.Diff(v, back, cmp.Comparer(func(a, b Move) bool { return a == b })); diff != "" {
		t.Fatalf("%s: round trip differs (-want +got):\n%s", b, diff)
	}
}

// Every core value survives a JSON round trip through its text form.
func TestTextRoundTripJSON(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		roundTrip(t, genMove().Draw(t, "move"))
		roundTrip(t, genColor().Draw(t, "color"))
		roundTrip(t, MakePiece(Color(rapid.IntRange(0, 7).Draw(t, "pc")), genKind().Draw(t, "pk")))
		roundTrip(t, genKind().Draw(t, "kind"))
		roundTrip(t, genReason().Draw(t, "reason"))
		roundTrip(t, genOutcome().Draw(t, "outcome"))
		roundTrip(t, Reasons(rapid.Uint32Range(0, 1<<numReasons-1).Draw(t, "reasons"))&^1)
		roundTrip(t, genSquare().Draw(t, "square"))
	})
	// A struct of them, as a server would store a game's state.
	type state struct {
		Last    Move
		Outcome Outcome
		Claims  Reasons
		ToMove  Color
	}
	s := state{NewPromotion(MustParseSquare("d5"), MustParseSquare("c6"), Ferz), Win(4, Conquest), Reasons(0).With(Repetition).With(Counting), Black}
	b, _ := json.Marshal(s)
	if want := `{"Last":"d5c6=ferz","Outcome":"color 4 wins by conquest","Claims":"counting,repetition","ToMove":"black"}`; string(b) != want {
		t.Errorf("JSON %s, want %s", b, want)
	}
}

func TestOutcomeText(t *testing.T) {
	for _, tt := range []struct {
		o           Outcome
		str, result string
		named       string
	}{
		{Outcome{}, "*", "*", "the game goes on"},
		{Win(White, Checkmate), "1-0 checkmate", "1-0", "North wins by checkmate"},
		{Win(Black, Resignation), "0-1 resignation", "0-1", "South wins by resignation"},
		{Draw(Agreement), "1/2-1/2 agreement", "1/2-1/2", "draw by agreement"},
		{Win(4, Conquest), "color 4 wins by conquest", "color 4", "Qi wins by conquest"},
		// a multi-player win by the first two sides has no two-player
		// score (issue 20)
		{Win(White, Conquest), "color 0 wins by conquest", "color 0", "Qin wins by conquest"},
		{Win(Black, LastStanding), "color 1 wins by last-standing", "color 1", "Han wins by last-standing"},
		{Win(White, CaptureCount), "color 0 wins by capture-count", "color 0", "Qin wins by capture-count"},
		{Win(6, LastStanding), "color 6 wins by last-standing", "color 6", "Zhao wins by last-standing"},
	} {
		names := map[Color]string{White: "North", Black: "South", 4: "Qi"}
		if tt.o.Reason == Conquest || tt.o.Reason == LastStanding || tt.o.Reason == CaptureCount {
			names = map[Color]string{0: "Qin", 1: "Han", 4: "Qi", 6: "Zhao"}
		}
		if got := tt.o.String(); got != tt.str {
			t.Errorf("%v: String %q, want %q", tt.o, got, tt.str)
		}
		if got := tt.o.Result(); got != tt.result {
			t.Errorf("%v: Result %q, want %q", tt.o, got, tt.result)
		}
		if got := tt.o.Format(func(c Color) string { return names[c] }); got != tt.named {
			t.Errorf("%v: Format %q, want %q", tt.o, got, tt.named)
		}
	}
	for _, bad := range []string{"", "1-0", "2-0 checkmate", "1-0 nonsense", "nobody wins by conquest", "1-0 "} {
		var o Outcome
		if err := o.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("%q read as %v", bad, o)
		}
	}
	var r Reasons
	if err := r.UnmarshalText([]byte("repetition,bogus")); !errors.Is(err, ErrUnknown) {
		t.Errorf("bad reasons: %v", err)
	}
	var m Move
	for _, bad := range []string{"", "e3", "e3e4=", "e3e4=bogus", "e3e4x", "bogus@a1", "x@", "e3e4=ferzxz9"} {
		if err := m.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("move %q read as %v", bad, m)
		}
	}
}

func FuzzMoveText(f *testing.F) {
	for _, s := range []string{"e3e4", "d5c6=ferz", "rook@a1", "e5d6xe6", "pass", "count", "null", "a19s1=go-betweenxj10"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var m Move
		if m.UnmarshalText([]byte(s)) != nil {
			return
		}
		var back Move
		if err := back.UnmarshalText([]byte(m.String())); err != nil || back != m {
			t.Fatalf("%q -> %v -> %v, %v", s, m, back, err)
		}
	})
}

// Colours are never counted from 1 (issue 20): Color(4) is "color 4";
// the 1-based text of earlier versions still reads as it was meant.
func TestColorText(t *testing.T) {
	for c, want := range map[Color]string{White: "white", Black: "black", 2: "color 2", 4: "color 4", 6: "color 6", Neutral: "neutral", NoColor: "none"} {
		if got := c.String(); got != want {
			t.Errorf("Color(%d) = %q, want %q", c, got, want)
		}
		var back Color
		if err := back.UnmarshalText([]byte(want)); err != nil || back != c {
			t.Errorf("%q reads as %v, %v", want, back, err)
		}
	}
	for text, want := range map[string]Color{"side 1": White, "side 2": Black, "side 5": 4, "side 7": 6, "color 0": White, "color 1": Black} {
		var c Color
		if err := c.UnmarshalText([]byte(text)); err != nil || c != want {
			t.Errorf("%q reads as %d, %v; want %d", text, c, err, want)
		}
	}
	for _, bad := range []string{"color 7", "color -1", "color 04", "side 0", "side 8", "color", "Color 2"} {
		var c Color
		if err := c.UnmarshalText([]byte(bad)); !errors.Is(err, ErrSyntax) {
			t.Errorf("%q: %v", bad, err)
		}
	}
	var o Outcome
	if err := o.UnmarshalText([]byte("side 5 wins by conquest")); err != nil || !o.Equal(Win(4, Conquest)) {
		t.Errorf("the old text: %v %v", o, err)
	}
	if err := o.UnmarshalText([]byte("1-0 conquest")); err != nil || !o.Equal(Win(White, Conquest)) {
		t.Errorf("the old text: %v %v", o, err)
	}
}

// namer is a game's side names for ResultIn and StringIn.
type namer []string

func (n namer) Sides() int              { return len(n) }
func (n namer) SideName(c Color) string { return n[c] }

// ResultIn and StringIn name a multi-player winner by the game's names
// (issue 20); two-player outcomes read as Result and String.
func TestOutcomeIn(t *testing.T) {
	qi := namer{"Qin", "Han", "Chu", "Wei", "Qi", "Yan", "Zhao"}
	two := namer{"white", "black"}
	for _, tc := range []struct {
		o            Outcome
		g            namer
		result, text string
	}{
		{Win(White, Conquest), qi, "Qin", "Qin wins by conquest"},
		{Win(Black, CaptureCount), qi, "Han", "Han wins by capture-count"},
		{Win(4, LastStanding), qi, "Qi", "Qi wins by last-standing"},
		{Draw(Agreement), qi, "1/2-1/2", "1/2-1/2 agreement"},
		{Outcome{}, qi, "*", "*"},
		{Win(White, Checkmate), two, "1-0", "1-0 checkmate"},
		{Win(Black, Resignation), two, "0-1", "0-1 resignation"},
		{Draw(Stalemate), two, "1/2-1/2", "1/2-1/2 stalemate"},
	} {
		if got := tc.o.ResultIn(tc.g); got != tc.result {
			t.Errorf("%v: ResultIn %q, want %q", tc.o, got, tc.result)
		}
		if got := tc.o.StringIn(tc.g); got != tc.text {
			t.Errorf("%v: StringIn %q, want %q", tc.o, got, tc.text)
		}
	}
}
