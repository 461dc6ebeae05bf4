package chaturanga_test

import (
	"encoding"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/chator"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/quote"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/notation"
	"github.com/chaturanga-go/chaturanga/qiguo"
	"github.com/chaturanga-go/chaturanga/shatar"
	"github.com/chaturanga-go/chaturanga/shatranj"
	"github.com/chaturanga-go/chaturanga/sittuyin"
)

// This file holds the cross-parser check of the promise that no error
// quotes more than quote.Max (64) bytes of its input: every parser of
// every package is fed input with a long run in it, and the error it
// gives must hold no run of more than 64 consecutive bytes of the input.

// A textParser is one parser of the library, reading s and returning its
// error (nil when s reads).
type textParser struct {
	name  string
	kind  string // what it reads: "name", "rules", "option", "fen", "text", "move", "record", "pgn", "core"
	game  string // the variant whose text it reads, "" for any
	parse func(s string) error
	// family names the code the parser runs when parsers differ only in
	// their rule set ("" for the parser's name); samples, if set, is its
	// valid input, in place of its kind's.
	family  string
	samples []string
}

// unmarshal returns a parser of UnmarshalText into a fresh value.
func unmarshal[T any, PT interface {
	*T
	encoding.TextUnmarshaler
}](name, kind, game string) textParser {
	return textParser{name: name, kind: kind, game: game, parse: func(s string) error {
		var v T
		return PT(&v).UnmarshalText([]byte(s))
	}}
}

func errOf[T any](_ T, err error) error { return err }

// allParsers returns every parser of the library, each rule set's
// separately, and the games' records with s in each place a record takes
// text from.
func allParsers(t testing.TB) []textParser {
	ps := []textParser{
		{name: "chaturanga.Lookup", kind: "name", game: "", parse: func(s string) error { return errOf(chaturanga.Lookup(s)) }},
		{name: "chaturanga.LookupFSF", kind: "name", game: "", parse: func(s string) error { _, _, err := chaturanga.LookupFSF(s); return err }},
		{name: "chaturanga.NewPosition(variant)", kind: "name", game: "", parse: func(s string) error { return errOf(chaturanga.NewPosition(s, "", "")) }},
		{name: "chaturanga.ReadRecord(Variant tag)", kind: "name", game: "", parse: func(s string) error {
			return errOf(chaturanga.ReadRecord(&notation.Record{Tags: []notation.Tag{{Name: "Variant", Value: s}}}, ""))
		}},
		{name: "core.ParseSquare", kind: "core", game: "", parse: func(s string) error { return errOf(core.ParseSquare(s)) }},
		{name: "core.ParseKind", kind: "core", game: "", parse: func(s string) error { return errOf(core.ParseKind(s)) }},
		{name: "core.ParseReason", kind: "core", game: "", parse: func(s string) error { return errOf(core.ParseReason(s)) }},
		unmarshal[core.Square]("core.Square.UnmarshalText", "core", ""),
		unmarshal[core.Color]("core.Color.UnmarshalText", "core", ""),
		unmarshal[core.Kind]("core.Kind.UnmarshalText", "core", ""),
		unmarshal[core.Piece]("core.Piece.UnmarshalText", "core", ""),
		unmarshal[core.Move]("core.Move.UnmarshalText", "core", ""),
		unmarshal[core.Reason]("core.Reason.UnmarshalText", "core", ""),
		unmarshal[core.Outcome]("core.Outcome.UnmarshalText", "core", ""),
		unmarshal[core.Reasons]("core.Reasons.UnmarshalText", "core", ""),
		{name: "notation.PGNReader", kind: "pgn", game: "", parse: func(s string) error { return readAll(notation.NewPGNReader(strings.NewReader(s))) }},
		{name: "qiguo.NewReader", kind: "pgn", game: "qiguo", parse: func(s string) error { return readAll(qiguo.NewReader(strings.NewReader(s))) }},
		// Each game package's own parsers that the registry does not reach.
		{name: "makruk.ParseCoord", kind: "move", game: "makruk", parse: func(s string) error { return errOf(makruk.ParseCoord(s)) }},
		{name: "shatranj.ParseCoord", kind: "move", game: "shatranj", parse: func(s string) error { return errOf(shatranj.ParseCoord(s)) }},
		{name: "sittuyin.ParseCoord", kind: "move", game: "sittuyin", parse: func(s string) error { return errOf(sittuyin.ParseCoord(s)) }},
		{name: "chator.ParseCoord", kind: "move", game: "chator", parse: func(s string) error { return errOf(chator.ParseCoord(s)) }},
		{name: "shatar.ParseCoord", kind: "move", game: "shatar", parse: func(s string) error { return errOf(shatar.ParseCoord(s)) }},
		{name: "qiguo.ParseCoord", kind: "move", game: "qiguo", parse: func(s string) error { return errOf(qiguo.ParseCoord(s)) }},
		{name: "makruk.RulesByName", kind: "rules", game: "makruk", parse: func(s string) error { return errOf(makruk.RulesByName(s)) }},
		{name: "shatranj.RulesByName", kind: "rules", game: "shatranj", parse: func(s string) error { return errOf(shatranj.RulesByName(s)) }},
		{name: "sittuyin.RulesByName", kind: "rules", game: "sittuyin", parse: func(s string) error { return errOf(sittuyin.RulesByName(s)) }},
		{name: "chator.RulesByName", kind: "rules", game: "chator", parse: func(s string) error { return errOf(chator.RulesByName(s)) }},
		{name: "shatar.RulesByName", kind: "rules", game: "shatar", parse: func(s string) error { return errOf(shatar.RulesByName(s)) }},
		{name: "qiguo.RulesByName", kind: "rules", game: "qiguo", parse: func(s string) error { return errOf(qiguo.RulesByName(s)) }},
		{name: "makruk.OptionValues", kind: "option", game: "makruk", parse: func(s string) error { return errOf(makruk.OptionValues(s)) }},
		{name: "shatranj.OptionValues", kind: "option", game: "shatranj", parse: func(s string) error { return errOf(shatranj.OptionValues(s)) }},
		{name: "sittuyin.OptionValues", kind: "option", game: "sittuyin", parse: func(s string) error { return errOf(sittuyin.OptionValues(s)) }},
		{name: "chator.OptionValues", kind: "option", game: "chator", parse: func(s string) error { return errOf(chator.OptionValues(s)) }},
		{name: "shatar.OptionValues", kind: "option", game: "shatar", parse: func(s string) error { return errOf(shatar.OptionValues(s)) }},
		{name: "qiguo.OptionValues", kind: "option", game: "qiguo", parse: func(s string) error { return errOf(qiguo.OptionValues(s)) }},
		{name: "makruk.Rules.Get", kind: "option", game: "makruk", parse: func(s string) error { return errOf(makruk.Default.Get(s)) }},
		{name: "shatranj.Rules.Get", kind: "option", game: "shatranj", parse: func(s string) error { return errOf(shatranj.Default.Get(s)) }},
		{name: "sittuyin.Rules.Get", kind: "option", game: "sittuyin", parse: func(s string) error { return errOf(sittuyin.Default.Get(s)) }},
		{name: "chator.Rules.Get", kind: "option", game: "chator", parse: func(s string) error { return errOf(chator.Default.Get(s)) }},
		{name: "shatar.Rules.Get", kind: "option", game: "shatar", parse: func(s string) error { return errOf(shatar.Default.Get(s)) }},
		{name: "qiguo.Rules.Get", kind: "option", game: "qiguo", parse: func(s string) error { return errOf(qiguo.Default.Get(s)) }},
		unmarshal[makruk.Rules]("makruk.Rules.UnmarshalText", "rules", "makruk"),
		unmarshal[shatranj.Rules]("shatranj.Rules.UnmarshalText", "rules", "shatranj"),
		unmarshal[sittuyin.Rules]("sittuyin.Rules.UnmarshalText", "rules", "sittuyin"),
		unmarshal[chator.Rules]("chator.Rules.UnmarshalText", "rules", "chator"),
		unmarshal[shatar.Rules]("shatar.Rules.UnmarshalText", "rules", "shatar"),
		unmarshal[qiguo.Rules]("qiguo.Rules.UnmarshalText", "rules", "qiguo"),
		{name: "qiguo.Rules.StateByName", kind: "name", game: "qiguo", parse: func(s string) error { return errOf(qiguo.Default.StateByName(s)) }},
		{name: "qiguo.Rules.WithAlliances", kind: "name", game: "qiguo", parse: func(s string) error {
			return errOf(qiguo.Default.WithAlliances([]string{s}, []string{"Han", s}))
		}},
	}
	for _, v := range chaturanga.Variants() {
		name := v.Name()
		add := func(pname, kind string, parse func(string) error) {
			ps = append(ps, textParser{name: name + ": " + pname, kind: kind, game: name, parse: parse})
		}
		// addRules adds a parser under a rule set, of the family of those
		// of every rule set.
		addRules := func(rules, pname, kind string, parse func(string) error) {
			ps = append(ps, textParser{name: name + ": " + pname + " [" + rules + "]", family: name + ": " + pname, kind: kind, game: name, parse: parse})
		}
		add("Variant.NewPosition(rules)", "rules", func(s string) error { return errOf(v.NewPosition(s, "")) })
		add("Variant.ParsePosition", "text", func(s string) error { return errOf(v.ParsePosition(s)) })
		add("Variant.NewPosition(option name)", "option", func(s string) error {
			return errOf(v.NewPosition("", "", chaturanga.Option{Name: s, Value: "1"}))
		})
		for _, o := range v.OptionNames() {
			values, _ := optionValues[name](o)
			if len(values) == 0 {
				values = []string{"true", "7"}
			}
			ps = append(ps, textParser{name: name + ": Variant.NewPosition(option " + o + ")", kind: "option", game: name, samples: values, parse: func(s string) error {
				return errOf(v.NewPosition("", "", chaturanga.Option{Name: o, Value: s}))
			}})
		}
		for _, rules := range v.RuleSets() {
			addRules(rules, "Variant.NewPosition(fen)", "fen", func(s string) error { return errOf(v.NewPosition(rules, s)) })
			p, err := v.NewPosition(rules, "")
			if err != nil {
				t.Fatal(err)
			}
			addRules(rules, "Position.ParseMove", "move", func(s string) error { return errOf(p.Clone().ParseMove(s)) })
			addRules(rules, "Position.ParseSAN", "move", func(s string) error { return errOf(p.Clone().ParseSAN(s)) })
			addRules(rules, "Position.ParseLenient", "move", func(s string) error { return errOf(p.Clone().ParseLenient(s)) })
			addRules(rules, "Game.PlayText", "move", func(s string) error {
				g, err := v.NewGame(rules, "")
				if err != nil {
					return nil
				}
				return errOf(g.PlayText(s))
			})
		}
		// Records with s in each tag a game reads, as its first or second
		// move, and as its result.
		first := ""
		if p, err := v.NewPosition("", ""); err == nil {
			for m := range p.LegalMoves() {
				first = p.SAN(m)
				break
			}
		}
		record := func(tags []notation.Tag, moves []string, result string) *notation.Record {
			rec := &notation.Record{Tags: append([]notation.Tag{{Name: "Variant", Value: name}}, tags...), Result: result, FirstMove: 1}
			for _, m := range moves {
				rec.Moves = append(rec.Moves, notation.RecordMove{Text: m})
			}
			return rec
		}
		read := func(rec *notation.Record, rules string) error { return errOf(chaturanga.ReadRecord(rec, rules)) }
		for _, tag := range []string{"Rules", "FEN", "Result", "Termination", "Options", "Alliances", "SetUp"} {
			add("ReadRecord("+tag+" tag)", "record", func(s string) error {
				return read(record([]notation.Tag{{Name: tag, Value: s}, {Name: "Result", Value: "1-0"}}, []string{first}, "1-0"), "")
			})
		}
		add("ReadRecord(Variant tag)", "record", func(s string) error {
			return read(&notation.Record{Tags: []notation.Tag{{Name: "Variant", Value: s + name}}}, "")
		})
		add("ReadRecord(rules)", "rules", func(s string) error { return read(record(nil, []string{first}, "*"), s) })
		add("ReadRecord(first move)", "move", func(s string) error { return read(record(nil, []string{s}, "*"), "") })
		add("ReadRecord(second move)", "move", func(s string) error { return read(record(nil, []string{first, s}, "*"), "") })
		add("ReadRecord(result)", "record", func(s string) error { return read(record(nil, []string{first}, s), "") })
	}
	return ps
}

// optionValues are the games' OptionValues.
var optionValues = map[string]func(string) ([]string, error){
	"makruk": makruk.OptionValues, "shatranj": shatranj.OptionValues, "sittuyin": sittuyin.OptionValues,
	"chator": chator.OptionValues, "shatar": shatar.OptionValues, "qiguo": qiguo.OptionValues,
}

// readAll reads every game of a PGN reader and replays each through the
// registry, returning the errors joined (nil if none).
func readAll(r *notation.PGNReader) error {
	var msgs []string
	for range 10000 {
		rec, err := r.Next()
		if err == io.EOF {
			break
		}
		if err == nil {
			_, err = chaturanga.ReadRecord(rec, "")
		}
		if err != nil {
			msgs = append(msgs, err.Error())
		}
	}
	if msgs == nil {
		return nil
	}
	return errString(strings.Join(msgs, "\n"))
}

type errString string

func (e errString) Error() string { return string(e) }

// echoWindow is the length of the shortest run of input an error must not
// hold: more than an error may quote, with a few bytes for the quotes and
// spaces around a quotation, which the input may have there too.
const echoWindow = quote.Max + 8

// windows returns the set of the hashes of in's echoWindow-byte windows.
func windows(in string) map[uint64]bool {
	set := map[uint64]bool{}
	rollHashes(in, func(_ int, h uint64) { set[h] = true })
	return set
}

// rollHashes calls f with the start and hash of each echoWindow-byte
// window of s (a Rabin-Karp hash, rolled in constant time a byte).
func rollHashes(s string, f func(i int, h uint64)) {
	const base = 1099511628211
	if len(s) < echoWindow {
		return
	}
	var h, pow uint64 = 0, 1
	for i := 0; i < echoWindow; i++ {
		h = h*base + uint64(s[i])
		if i > 0 {
			pow *= base
		}
	}
	f(0, h)
	for i := echoWindow; i < len(s); i++ {
		h = (h-uint64(s[i-echoWindow])*pow)*base + uint64(s[i])
		f(i-echoWindow+1, h)
	}
}

// echoed returns a run of more than quote.Max bytes of in that msg holds,
// or "" if it holds none; set is windows(in).
func echoed(in, msg string, set map[uint64]bool) string {
	found := ""
	rollHashes(msg, func(i int, h uint64) {
		if found == "" && set[h] && strings.Contains(in, msg[i:i+echoWindow]) {
			found = msg[i : i+echoWindow]
		}
	})
	return found
}

// checkQuotes runs every parser on in and fails for an error that holds
// a run of echoWindow bytes of in; small is a short input with the same
// echoWindow-byte windows as in (in itself if it is short). Backslashes
// are left out of both, since a quotation escapes characters with them
// (and doubles them).
func checkQuotes(t *testing.T, ps []textParser, in, small string) {
	t.Helper()
	small = strings.ReplaceAll(small, `\`, "")
	set := windows(small)
	for _, p := range ps {
		err := p.parse(in)
		if err == nil {
			continue
		}
		msg := err.Error()
		if run := echoed(small, strings.ReplaceAll(msg, `\`, ""), set); run != "" {
			t.Errorf("%s(%s): the error quotes more than %d bytes of the input (%q...): %s", p.name, quote.Input(in), quote.Max, run, quote.Cut(msg))
		}
		// Some errors list what is known or the candidates: a bound on
		// the message beyond the 64 bytes of input.
		if lines := strings.Count(msg, "\n") + 1; len(msg) > 4096*lines {
			t.Errorf("%s(%s): an error of %d bytes: %s", p.name, quote.Input(in), len(msg), quote.Cut(msg))
		}
	}
}

// samples returns valid input of each kind for the game (a few of every
// variant's for kind "" games).
func hostileSamples(t testing.TB) map[string][]string {
	s := map[string][]string{
		"name": {"makruk", "cambodian", "Qin"},
		"core": {"e4", "white", "khun", "e3e4", "1-0 checkmate", "checkmate,stalemate"},
		"pgn": {"[Event \"x\"]\n[Variant \"makruk\"]\n[Result \"1-0\"]\n\n1. e4 {comment} e5 (1... Nd7 $1) 2. Nf3 ; rest\n1-0\n",
			"[Variant \"qiguo\"]\n\n*\n"},
		"fen": {"4k3/P6P/8/8/8/8/8/3K4 w - - 0 1 captured=R", "2P1k3/8/8/8/8/3p4/8/3K4 b - - 0 40 checked=w returning=d3:1",
			"4k3/8/8/8/8/8/8/R3K3 w - - 2+1 0 1", "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1",
			"18wQ/19/19/19/19/19/19/19/19/19/19/7oQ11/19/19/oS18/19/19/19/wR6oR5rQ5 w o:w9 - 7"},
		"option": {"Counting", "EnPassant"},
		"rules":  {"default", "pychess"},
		"record": {"1-0", "resignation", "makruk"},
		"move":   {"e3", "Nf3", "b1c3", "K@e1"},
		"text": {"default|4k3/P6P/8/8/8/8/8/3K4 w - - 0 1 captured=R moved=w",
			"default|8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1",
			"elephantchess|18wQ/19/19/19/19/19/19/19/19/19/19/7oQ11/19/19/oS18/19/19/19/wR6oR5rQ5 w o:w9 - 7"},
	}
	for _, v := range chaturanga.Variants() {
		for _, rules := range v.RuleSets() {
			p, err := v.NewPosition(rules, "")
			if err != nil {
				t.Fatal(err)
			}
			s["fen"] = append(s["fen"], p.FEN())
			if b, err := p.(encoding.TextMarshaler).MarshalText(); err == nil {
				s["text"] = append(s["text"], string(b))
			}
			s["rules"] = append(s["rules"], rules)
		}
		s["option"] = append(s["option"], v.OptionNames()...)
	}
	return s
}

// delimiters returns the offsets of in where a token begins or ends:
// its start and end, and each offset next to a byte that is not a letter
// or digit.
func delimiters(in string) []int {
	alnum := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' }
	var out []int
	for i := 0; i <= len(in); i++ {
		if i == 0 || i == len(in) || !alnum(in[i-1]) || !alnum(in[i]) {
			out = append(out, i)
		}
	}
	return out
}

// TestErrorsQuoteLittle feeds every parser up to two valid samples of its
// kind it reads (or its kind's samples, if it reads none or all) with a
// run of 1 MiB at each delimiter (the byte before it repeated, so that a
// token grows, or 'Z' at the start), and checks that no error quotes more
// than 64 bytes of the input nor grows with it. Of parsers that differ
// only in their rule set, two read each sample (in turn, so that all
// have their share).
func TestErrorsQuoteLittle(t *testing.T) {
	n := 1 << 20
	if testing.Short() {
		n = 64 << 10
	}
	samples := hostileSamples(t)
	related := map[string][]string{"record": {"record", "fen", "rules", "name"}}
	bySample := map[string][]textParser{}
	var order []string
	family := map[string]int{} // sample + family: the parsers given the sample
	for _, p := range allParsers(t) {
		mine := p.samples
		if mine == nil {
			for _, k := range append(related[p.kind], p.kind) {
				mine = append(mine, samples[k]...)
			}
		}
		var reads []string
		for _, s := range mine {
			if p.parse(s) == nil {
				reads = append(reads, s)
			}
		}
		if len(reads) == 0 || len(reads) == len(mine) && p.samples == nil {
			reads = samples[p.kind]
		}
		reads = reads[:min(len(reads), 2)]
		for _, s := range reads {
			if p.family != "" {
				if family[s+"\x00"+p.family]++; family[s+"\x00"+p.family] > 1 {
					continue
				}
			}
			if bySample[s] == nil {
				order = append(order, s)
			}
			bySample[s] = append(bySample[s], p)
		}
	}
	runs := 0
	for _, sample := range order {
		for _, at := range delimiters(sample) {
			c := byte('Z')
			if at > 0 {
				c = sample[at-1]
			}
			small := sample[:at] + strings.Repeat(string(c), echoWindow) + sample[at:]
			in := sample[:at] + strings.Repeat(string(c), n) + sample[at:]
			checkQuotes(t, bySample[sample], in, small)
			runs += len(bySample[sample])
		}
	}
	t.Logf("%d parsers on %d samples: %d runs", len(allParsers(t)), len(order), runs)
}

// parserKinds are the kinds of textParser, in a fixed order.
var parserKinds = []string{"name", "core", "rules", "option", "fen", "text", "move", "record", "pgn"}

// FuzzErrorsQuoteLittle: whatever the input, no parser's error holds more
// than 64 bytes of it. The fuzzer's input gets a run of one byte (of up
// to 4 KiB) inserted, as hostile input has, and goes to the parsers of
// one kind (kind, modulo their number), so that each run is quick; of
// parsers that differ only in their rule set, to one chosen by the input.
func FuzzErrorsQuoteLittle(f *testing.F) {
	samples := hostileSamples(f)
	for k, kind := range parserKinds {
		for i, s := range samples[kind] {
			f.Add(uint8(k), s, uint16(len(s)/2), byte('a'+i%26), uint16(60+i))
		}
	}
	byKind := make([][][]textParser, len(parserKinds)) // kind, family: parsers
	for _, p := range allParsers(f) {
		k := slices.Index(parserKinds, p.kind)
		if k < 0 {
			f.Fatalf("%s: kind %q", p.name, p.kind)
		}
		fams := byKind[k]
		if i := slices.IndexFunc(fams, func(fam []textParser) bool { return p.family != "" && fam[0].family == p.family }); i >= 0 {
			fams[i] = append(fams[i], p)
		} else {
			byKind[k] = append(fams, []textParser{p})
		}
	}
	f.Fuzz(func(t *testing.T, kind uint8, s string, at uint16, c byte, n uint16) {
		if len(s) > 4096 {
			return
		}
		if n > 0 {
			i := int(at) % (len(s) + 1)
			s = s[:i] + strings.Repeat(string(c), int(n%4096)) + s[i:]
		}
		var ps []textParser
		for _, fam := range byKind[int(kind)%len(byKind)] {
			ps = append(ps, fam[(len(s)+int(c))%len(fam)])
		}
		checkQuotes(t, ps, s, s)
	})
}
