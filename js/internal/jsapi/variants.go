package jsapi

import (
	"bytes"
	"slices"
	"strings"

	"github.com/chaturanga-go/chaturanga"
)

// DefaultVariant is the variant of a Board made without a name (ffish.js's
// default, chess, is not a game of this library).
const DefaultVariant = "makruk"

// fsfSet returns the rule set that reproduces Fairy-Stockfish's variant of
// a registry name, where the game's own default set is another (the
// registry's LookupFSF gives a registry name its game's default). The
// other Fairy-Stockfish names (cambodian, ..., chaturanga, shatar) are
// resolved by chaturanga.LookupFSF itself.
func fsfSet(name string) string {
	switch name {
	case "makruk", "shatranj", "sittuyin":
		return "pychess"
	}
	return ""
}

// isFSF reports whether name is one of Fairy-Stockfish's names of this
// family of games.
func isFSF(name string) bool {
	switch name {
	case "makruk", "cambodian", "karouk", "makpong", "asean", "ai-wok", "shatranj", "chaturanga", "sittuyin", "shatar":
		return true
	}
	return false
}

// fsfFEN drops the library's named extension fields ("shak=b": state that
// Fairy-Stockfish keeps in its history rather than in its FEN) from a
// FEN, so that a board of a Fairy-Stockfish variant writes its FEN.
func fsfFEN(fen []byte) []byte {
	if bytes.IndexByte(fen, '=') < 0 {
		return fen
	}
	out := fen[:0]
	i := -1
	for f := range eachWord(fen) {
		i++
		if i >= 6 && bytes.IndexByte(f, '=') >= 0 {
			continue
		}
		if len(out) > 0 {
			out = append(out, ' ')
		}
		out = append(out, f...)
	}
	return out
}

// spec is what a Board is made from: the game, the rules' text and the
// options, and the name the caller used.
type spec struct {
	name  string // the variant name as given, lower case ("cambodian")
	v     chaturanga.Variant
	rules string
	opts  []chaturanga.Option
}

// resolve reads a variant name and the caller's rules and options: a
// Fairy-Stockfish name means Fairy-Stockfish's rules, another registry
// name its game's default set, and rules (when not blank) replace either,
// but for a name that stands for one rule set ("cambodian"), whose
// Variant (chaturanga.LookupFSF's) refuses rules of another set.
func resolve(name, rules string, opts []chaturanga.Option) (spec, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	if n == "" {
		n = DefaultVariant
	}
	var s spec
	var err error
	if r := fsfSet(n); r != "" {
		s.v, err = chaturanga.Lookup(n)
		s.rules = r
	} else {
		s.v, s.rules, err = chaturanga.LookupFSF(n)
	}
	if err != nil {
		return spec{}, err
	}
	s.name = n
	if strings.TrimSpace(rules) != "" {
		s.rules = rules
	}
	s.opts = opts
	return s, nil
}

// variantNames returns every name a Board takes, sorted: the registry's
// names and the Fairy-Stockfish names of its rule sets.
func variantNames() []string {
	out := chaturanga.Names()
	for _, v := range chaturanga.Variants() {
		for n := range v.FSFNames() {
			if !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	sortStrings(out)
	return out
}

// sortStrings sorts a few strings: an insertion sort, which spares the
// module a sort of its own.
func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// appendGames writes the registry's games as JSON (see GameInfo in
// index.d.ts).
func appendGames(w *jsonWriter) {
	w.open('[')
	for _, v := range chaturanga.Variants() {
		w.open('{')
		w.key("name")
		w.str(v.Name())
		w.key("title")
		w.str(v.Title())
		w.key("ruleSets")
		w.strings(v.RuleSets())
		w.key("options")
		w.strings(v.OptionNames())
		w.key("variants")
		w.open('{')
		names := map[string]string{v.Name(): "default"}
		if r := fsfSet(v.Name()); r != "" {
			names[v.Name()] = r
		}
		for n, r := range v.FSFNames() {
			names[n] = r
		}
		keys := make([]string, 0, len(names))
		for n := range names {
			keys = append(keys, n)
		}
		sortStrings(keys)
		for _, n := range keys {
			w.key(n)
			w.str(names[n])
		}
		w.close('}')
		w.close('}')
	}
	w.close(']')
}

// dropMarks removes the '~' marks of promoted pieces from a FEN's board
// field (ffish.js's fen() writes them only when asked: showPromoted).
func dropMarks(fen []byte) []byte {
	end := bytes.IndexByte(fen, ' ')
	if end < 0 {
		end = len(fen)
	}
	if bytes.IndexByte(fen[:end], '~') < 0 {
		return fen
	}
	out := fen[:0]
	for i, c := range fen {
		if c == '~' && i < end {
			continue
		}
		out = append(out, c)
	}
	return out
}

// fsfPockets orders the pieces in a FEN's hand brackets as
// Fairy-Stockfish's Sittuyin start FEN does: king, general (ferz), rooks,
// elephants (silver), horses; White's then Black's.
func fsfPockets(fen string) string {
	i := strings.IndexByte(fen, '[')
	j := strings.IndexByte(fen, ']')
	if i < 0 || j < i {
		return fen
	}
	rank := func(c byte) int {
		r := strings.IndexByte("KFRSN", c&^0x20)
		if r < 0 {
			r = 5
		}
		if c >= 'a' {
			r += 6
		}
		return r
	}
	hand := []byte(fen[i+1 : j])
	for k := 1; k < len(hand); k++ { // an insertion sort, stable
		for l := k; l > 0 && rank(hand[l]) < rank(hand[l-1]); l-- {
			hand[l], hand[l-1] = hand[l-1], hand[l]
		}
	}
	return fen[:i+1] + string(hand) + fen[j:]
}

// dialect is the Fairy-Stockfish name whose FEN dialect a board of s
// reads: the name given, or the name of the rule set its rules choose
// (Board("makruk", fen, {rules: "cambodian"}) reads Cambodian's FEN,
// gate field and all).
func (s spec) dialect() string {
	set, _, _ := strings.Cut(strings.TrimSpace(s.rules), " ")
	if set == "" {
		return s.name
	}
	for n, r := range s.v.FSFNames() {
		if strings.EqualFold(r, set) && isFSF(n) {
			return n
		}
	}
	return s.name
}

// fsfDialect reads a FEN of a Fairy-Stockfish variant as Fairy-Stockfish
// does where it is lenient and nothing is lost: a last rank short of 8
// squares ends in empty ones, one longer in empty squares drops them
// (fsfLastRank); the side to move is the field's first letter ("white" is
// w); the castling field of a game without castling or first-move leaps
// (all but cambodian and karouk) is ignored, and in those two only its
// file letters count (fsfGates); an en-passant square in a game without
// en passant is ignored (the Makruk family's fourth field is its count,
// kept). Other text is returned as it is.
func fsfDialect(name, fen string) string {
	if !isFSF(name) || strings.Contains(fen, "|") {
		return fen
	}
	if strings.Contains(fen, "  ") || strings.HasPrefix(fen, " ") {
		return fen
	}
	f := strings.Split(fen, " ")
	var changed bool
	f[0], changed = fsfLastRank(f[0])
	if len(f) < 2 {
		return f[0]
	}
	if s := f[1]; len(s) > 1 && (s[0] == 'w' || s[0] == 'b') {
		f[1], changed = s[:1], true
	}
	if len(f) >= 3 && f[2] != "-" {
		g := "-"
		if name == "cambodian" || name == "karouk" {
			g = fsfGates(f[2])
		}
		if g != f[2] {
			f[2], changed = g, true
		}
	}
	makrukFamily := name == "makruk" || name == "cambodian" || name == "karouk" || name == "makpong" || name == "asean" || name == "ai-wok"
	if len(f) >= 4 && !makrukFamily && len(f[3]) == 2 && f[3][0] >= 'a' && f[3][0] <= 'h' && f[3][1] >= '1' && f[3][1] <= '8' {
		f[3], changed = "-", true
	}
	if !changed {
		return fen
	}
	return strings.Join(f, " ")
}
