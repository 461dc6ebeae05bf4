package makruk

import (
	"errors"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/notate"
	"github.com/chaturanga-go/chaturanga/internal/tools/jsonl"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/notation"
)

// The family's data (testdata/*-cambodian, *-karouk, *-makpong, *-asean,
// *-ai-wok; see the README there): Fairy-Stockfish's verdicts and games of
// its cambodian, karouk, makpong, asean and ai-wok variants, each under
// the rule set of the same name, reached by name as the tools reach it.
// The positions and verdicts through the tools' text interface are in
// family_oracle_test.go.

// familyData names each family set's files by Fairy-Stockfish's name.
var familyData = []struct {
	rules Rules
	fsf   string
}{{Cambodian, "cambodian"}, {KarOuk, "karouk"}, {Makpong, "makpong"}, {ASEAN, "asean"}, {AiWok, "ai-wok"}}

// familyEnds are the reasons of Fairy-Stockfish's Termination words in
// the family's games.
var familyEnds = map[string]core.Reason{"checkmate": core.Checkmate, "stalemate": core.Stalemate,
	"counting rule": core.Counting, "threefold repetition": core.Repetition, "insufficient material": core.InsufficientMaterial,
	"50-move rule": core.MoveRule, "first check": core.FirstCheck}

// familyClaims are the Termination words of endings that are claimed.
var familyClaims = map[string]bool{"counting rule": true, "threefold repetition": true, "insufficient material": true, "50-move rule": true}

// TestFamilyInsufficientMaterial: [Position.InsufficientMaterial] of each
// side agrees with Fairy-Stockfish's has_insufficient_material in every
// verdict (testkit checks only the claim when both agree), and the claim
// is made exactly when both sides lack material (the K+ai-wok vs K quirk
// included).
func TestFamilyInsufficientMaterial(t *testing.T) {
	for _, d := range familyData {
		for i, l := range jsonl.Read[jsonl.OutcomeLine](t, "testdata/outcomes-"+d.fsf+".jsonl") {
			p := MustParseFEN(l.FEN, d.rules)
			for _, s := range l.Moves {
				m, err := p.ParseMove(s)
				if err != nil {
					t.Fatalf("%s:%d: %v", d.fsf, i+1, err)
				}
				p.MakeMove(m)
			}
			w, b := p.InsufficientMaterial(core.White), p.InsufficientMaterial(core.Black)
			if len(l.InsufficientMaterial) != 2 || w != l.InsufficientMaterial[0] || b != l.InsufficientMaterial[1] {
				t.Errorf("%s:%d %s: insufficient material %v %v, want %v", d.fsf, i+1, p.FEN(), w, b, l.InsufficientMaterial)
			}
			if got := p.Claims().Has(core.InsufficientMaterial); got != (w && b && !p.Outcome().IsOver()) {
				t.Errorf("%s:%d %s: claims %v", d.fsf, i+1, p.FEN(), p.Claims())
			}
		}
	}
}

// familyCodec is the records of rule set r for recordkit, read with the
// caller's rules Default (the Variant tag decides), moves in r's letters.
func familyCodec(r Rules) recordkit.Codec { return familyCodecUnder(Default, r) }

// familyCodecUnder is familyCodec with the caller's rules given.
func familyCodecUnder(caller, r Rules) recordkit.Codec {
	return recordkit.CodecOf(func(rec *notation.Record) (*Game, error) { return ReadRecord(rec, caller) }, NewRecord,
		func(m core.Move) string { return notate.Coord(m, r.army().alphabet) })
}

// TestFamilyRecords: every game of testdata/games-<variant>.pgn (Fairy-
// Stockfish's games with its SAN and its Variant tag, no Rules tag) reads
// with its Variant tag alone (the caller's rules are Default's or
// Pychess's), replays to the coordinate moves of games-<variant>.jsonl,
// and writes back to PGN that reads to the same game; each game ends as
// its Termination tag says, and is written back with its Variant.
func TestFamilyRecords(t *testing.T) {
	for _, d := range familyData {
		t.Run(d.fsf, func(t *testing.T) {
			recordkit.Games(t, "testdata/games-"+d.fsf+".pgn", "testdata/games-"+d.fsf+".jsonl", familyCodec(d.rules))
			read := func(rec *notation.Record) (*Game, error) { return ReadRecord(rec, Pychess) }
			recordkit.Endings(t, "testdata/games-"+d.fsf+".pgn", read, familyEnds, func(n int, _ *notation.Record, g *Game) {
				if p := g.Position(); p.Rules() != d.rules {
					t.Fatalf("game %d read under %v", n, p.Rules())
				}
				if v, _ := NewRecord(g).Get("Variant"); v != d.fsf {
					t.Errorf("game %d written with Variant %q", n, v)
				}
			})
		})
	}
}

// TestFamilyRecordCodec: the records round trip through recordkit's codec
// under the sets' own rules too.
func TestFamilyRecordCodec(t *testing.T) {
	for _, d := range familyData {
		recordkit.Games(t, "testdata/games-"+d.fsf+".pgn", "testdata/games-"+d.fsf+".jsonl", familyCodecUnder(d.rules, d.rules))
	}
}

// TestFamilyGames replays the games of testdata/games-<variant>.jsonl
// move by move: every move legal, our SAN Fairy-Stockfish's (Ouk
// Chatrang's leaps and jumps written as plain khun and met moves, Kar
// Ouk's winning check with "#", ASEAN's letters and promotion choices),
// both SAN readers read it back, and the game ends as its termination
// says: a mate or first check by the final position, a claim by the
// claim.
func TestFamilyGames(t *testing.T) {
	for _, d := range familyData {
		for i, l := range jsonl.Read[jsonl.GameLine](t, "testdata/games-"+d.fsf+".jsonl") {
			g := NewGame(MustParseFEN(l.FEN, d.rules))
			for j, s := range l.Moves {
				p := g.Position()
				m, err := p.ParseMove(s)
				if err != nil {
					t.Fatalf("%s game %d ply %d: %v", d.fsf, i+1, j+1, err)
				}
				if san := p.SAN(m); san != l.SAN[j] {
					t.Errorf("%s game %d ply %d (%s): SAN %s, want %s", d.fsf, i+1, j+1, p.FEN(), san, l.SAN[j])
				}
				if back, err := p.ParseSAN(l.SAN[j]); err != nil || back != m {
					t.Errorf("%s game %d ply %d: ParseSAN(%q) = %v, %v", d.fsf, i+1, j+1, l.SAN[j], back, err)
				}
				if back, err := p.ParseLenient(l.SAN[j]); err != nil || back != m {
					t.Errorf("%s game %d ply %d: ParseLenient(%q) = %v, %v", d.fsf, i+1, j+1, l.SAN[j], back, err)
				}
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			if familyClaims[l.Termination] {
				if err := g.Claim(familyEnds[l.Termination]); err != nil {
					t.Errorf("%s game %d: claim %v: %v", d.fsf, i+1, l.Termination, err)
				}
			}
			if o := g.Outcome(); o.Result() != l.Result || o.Reason != familyEnds[l.Termination] {
				t.Errorf("%s game %d: outcome %v, want %s by %s", d.fsf, i+1, o, l.Result, l.Termination)
			}
		}
	}
}

// TestFamilyRecordTags: NewRecord names the family's sets by
// Fairy-Stockfish's names, ReadRecord maps those names back (any case)
// unless a Rules tag says otherwise, and a Variant tag it does not know
// is an error wrapping core.ErrUnknown.
func TestFamilyRecordTags(t *testing.T) {
	for _, d := range familyData {
		g := NewGame(StartPosition(d.rules))
		rec := NewRecord(g)
		if v, _ := rec.Get("Variant"); v != d.fsf {
			t.Errorf("%s: Variant tag %q", d.rules.Name, v)
		}
		if v, _ := rec.Get("Rules"); v != d.rules.Name {
			t.Errorf("%s: Rules tag %q", d.rules.Name, v)
		}
		for _, tag := range []string{d.fsf, strings.ToUpper(d.fsf), d.rules.Name} {
			r := &notation.Record{Tags: []notation.Tag{{Name: "Variant", Value: tag}}, Result: "*"}
			g, err := ReadRecord(r, Pychess)
			if err != nil {
				t.Fatalf("Variant %q: %v", tag, err)
			}
			if p := g.Position(); p.Rules() != d.rules {
				t.Errorf("Variant %q read under %v", tag, p.Rules())
			}
		}
		r := &notation.Record{Tags: []notation.Tag{{Name: "Variant", Value: d.fsf}, {Name: "Rules", Value: "pychess"}}, Result: "*"}
		g, err := ReadRecord(r, Default)
		if err != nil {
			t.Fatalf("Variant %q with Rules pychess: %v", d.fsf, err)
		}
		if p := g.Position(); p.Rules() != Pychess {
			t.Errorf("Variant %q with Rules pychess read under %v", d.fsf, p.Rules())
		}
	}
	g := NewGame(StartPosition(Pychess))
	if v, _ := NewRecord(g).Get("Variant"); v != "makruk" {
		t.Errorf("pychess: Variant tag %q", v)
	}
	r := &notation.Record{Tags: []notation.Tag{{Name: "Variant", Value: "cambodianx"}}, Result: "*"}
	if _, err := ReadRecord(r, Default); !errors.Is(err, core.ErrUnknown) || !strings.Contains(err.Error(), "cambodian, karouk, makpong, asean or ai-wok") {
		t.Errorf("unknown Variant: %v", err)
	}
}
