package makruk

import (
	"slices"
	"strings"
	"sync"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"
)

// The rule sets of Makpong, ASEAN and Ai-Wok, each exact to the
// Fairy-Stockfish variant of the same name. Their differences from Pychess
// are options (FrozenKing, Army, Promotion, MoveRule, Counting=ASEAN).
var (
	// Makpong is Fairy-Stockfish's makpong: Pychess with MP-1, a khun
	// in check may not move except to capture the checking piece.
	Makpong = Rules{Name: "makpong", Counting: PlyCounting, NoKingsDraw: true, FrozenKing: true}
	// ASEAN is Fairy-Stockfish's asean, ASEAN chess: chess letters and
	// array (AS-1), promotion on the last rank by choice (AS-2), ASEAN
	// counting (AS-4), the 50-move rule (AS-5).
	ASEAN = Rules{Name: "asean", Counting: ASEANCounting, NoKingsDraw: true, Army: ASEANArmy, Promotion: LastRankChoice, MoveRule: 50}
	// AiWok is Fairy-Stockfish's ai-wok: Pychess with the met replaced
	// by the ai-wok (AW-1, AW-2). Its name is "aiwok"; [RulesByName] and
	// [ParseRules] take Fairy-Stockfish's "ai-wok" too.
	AiWok = Rules{Name: "aiwok", Counting: PlyCounting, NoKingsDraw: true, Army: AiWokArmy}
)

// familySets are the rule sets that are a variant of their own in
// Fairy-Stockfish, with its name of each (its UCI_Variant, the Variant tag
// of its PGN).
var familySets = []struct {
	rules Rules
	fsf   string
}{{Cambodian, "cambodian"}, {KarOuk, "karouk"}, {Makpong, "makpong"}, {ASEAN, "asean"}, {AiWok, "ai-wok"}}

// familyAlias returns the family set Fairy-Stockfish calls name (any
// case), such as "ai-wok".
func familyAlias(name string) (Rules, bool) {
	for _, f := range familySets {
		if ruletext.EqualFold(name, f.fsf) {
			return f.rules, true
		}
	}
	return Rules{}, false
}

// fsfVariant returns the Fairy-Stockfish variant of r's named set, for a
// record's Variant tag: its family name ("cambodian", "ai-wok"), else
// "makruk".
func (r Rules) fsfVariant() string {
	n := r.normal().Name
	for _, f := range familySets {
		if n == f.rules.Name {
			return f.fsf
		}
	}
	return "makruk"
}

// variantRules returns the rules a record's Variant tag names: "makruk"
// (the caller's r) or a family set by its Fairy-Stockfish name or its own
// (any case).
func variantRules(tag string, r Rules) (Rules, bool) {
	tag = strings.TrimSpace(tag)
	if strings.EqualFold(tag, "makruk") {
		return r, true
	}
	for _, f := range familySets {
		if strings.EqualFold(tag, f.fsf) || strings.EqualFold(tag, f.rules.Name) {
			return f.rules, true
		}
	}
	return Rules{}, false
}

// An Army is a rule set's pieces, their FEN letters and their start array
// (option "Army").
type Army uint8

// The armies.
const (
	// MakrukArmy is Makruk's (MK-1): letters K M S N R P, the khun on d1
	// and e8. Its option value is "Makruk".
	MakrukArmy Army = iota
	// ASEANArmy is ASEAN chess's (AS-1): the same pieces in chess
	// letters, K khun, Q met, B khon, N ma, R rua, P bia, the khuns on e1
	// and e8, the mets on d1 and d8. Its option value is "ASEAN".
	ASEANArmy
	// AiWokArmy is Ai-Wok's (AW-1): Makruk's with an ai-wok (A) where
	// the met stands. Its option value is "AiWok".
	AiWokArmy
)

var armyNames = []string{"Makruk", "ASEAN", "AiWok"}

var armyText = ruletext.NewEnum("makruk", "Army", armyNames)

// String returns the option value: "Makruk", "ASEAN" or "AiWok"
// ("invalid(n)" for a value past the last).
func (a Army) String() string { return armyText.String(uint8(a)) }

// MarshalText implements encoding.TextMarshaler with the option value; a
// value past the last is an error wrapping core.ErrSyntax.
func (a Army) MarshalText() ([]byte, error) { return armyText.Marshal(uint8(a)) }

// UnmarshalText implements encoding.TextUnmarshaler: "Makruk", "ASEAN" or
// "AiWok", in any case.
func (a *Army) UnmarshalText(text []byte) error { return armyText.Unmarshal(text, (*uint8)(a)) }

// Promotion says where and into what a bia promotes (option
// "Promotion").
type Promotion uint8

// The promotion rules.
const (
	// SixthRankPromotion is MK-8 (AW-2 for the ai-wok army): a bia
	// reaching the sixth rank (Black: the third) becomes its army's met,
	// or ai-wok, at once. Its option value is "SixthRank".
	SixthRankPromotion Promotion = iota
	// LastRankChoice is ASEAN's AS-2: a bia promotes only on the last
	// rank, into a rua, ma, khon or met (ai-wok in the ai-wok army) of
	// its player's choice. Its option value is "LastRankChoice".
	LastRankChoice
)

var promotionNames = []string{"SixthRank", "LastRankChoice"}

var promotionText = ruletext.NewEnum("makruk", "Promotion", promotionNames)

// String returns the option value: "SixthRank" or "LastRankChoice"
// ("invalid(n)" for a value past the last).
func (pr Promotion) String() string { return promotionText.String(uint8(pr)) }

// MarshalText implements encoding.TextMarshaler with the option value; a
// value past the last is an error wrapping core.ErrSyntax.
func (pr Promotion) MarshalText() ([]byte, error) { return promotionText.Marshal(uint8(pr)) }

// UnmarshalText implements encoding.TextUnmarshaler: "SixthRank" or
// "LastRankChoice", in any case.
func (pr *Promotion) UnmarshalText(text []byte) error {
	return promotionText.Unmarshal(text, (*uint8)(pr))
}

// MaxMoveRule is the largest [Rules].MoveRule [Rules.Validate] accepts.
const MaxMoveRule = 1000

// An armyInfo is what an army changes: letters, move text, the start
// position, the promoted piece of MK-8 and the rule tables for each
// promotion rule (built when first needed).
type armyInfo struct {
	alphabet *core.Alphabet
	text     *movetext.Game
	start    string
	promoted core.Kind // what a bia becomes under SixthRankPromotion
	choices  []core.Kind
	specs    [2]func() *board8.Spec // by Promotion
}

// aseanAlphabet and aiwokAlphabet are the letters of the ASEAN and Ai-Wok
// armies; coordAlphabet is Makruk's with the ai-wok's A, for the
// package-level coordinates.
var (
	aseanAlphabet = core.NewAlphabet(map[core.Kind]byte{Khun: 'K', Met: 'Q', Khon: 'B', Ma: 'N', Rua: 'R', Bia: 'P'})
	aiwokAlphabet = core.NewAlphabet(map[core.Kind]byte{Khun: 'K', AiWokKind: 'A', Khon: 'S', Ma: 'N', Rua: 'R', Bia: 'P'})
	coordAlphabet = core.NewAlphabet(map[core.Kind]byte{Khun: 'K', Met: 'M', Khon: 'S', Ma: 'N', Rua: 'R', Bia: 'P', AiWokKind: 'A'})
)

var armies = [...]armyInfo{
	MakrukArmy: {
		alphabet: alphabet, text: text, start: startFEN, promoted: Met,
		choices: []core.Kind{Rua, Ma, Khon, Met},
	},
	ASEANArmy: {
		alphabet: aseanAlphabet, start: "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1", promoted: Met,
		text:    &movetext.Game{Name: "makruk", Alphabet: aseanAlphabet, Examples: "e3e4 or c7c8b", CheckRule: "MK-9"},
		choices: []core.Kind{Rua, Ma, Khon, Met},
	},
	AiWokArmy: {
		alphabet: aiwokAlphabet, start: "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1", promoted: AiWokKind,
		text:    &movetext.Game{Name: "makruk", Alphabet: aiwokAlphabet, Examples: "e3e4 or g5g6a", CheckRule: "MK-9"},
		choices: []core.Kind{Rua, Ma, Khon, AiWokKind},
	},
}

// coordText reads the package-level coordinates: Makruk's letters and the
// ai-wok's (ASEAN's b and q are tried after them, see ParseCoord).
var coordText = &movetext.Game{Name: "makruk", Alphabet: coordAlphabet, Examples: "e3e4, d5c6m or count", CheckRule: "MK-9"}

func init() {
	for a := range armies {
		for pr := range armies[a].specs {
			armies[a].specs[pr] = sync.OnceValue(func() *board8.Spec { return buildSpec(Army(a), Promotion(pr)) })
		}
	}
}

// buildSpec returns the rule tables of army a under promotion rule pr.
// Makruk's and ASEAN's armies share the movement tables; the ai-wok's
// are its own.
func buildSpec(a Army, pr Promotion) *board8.Spec {
	if a == MakrukArmy && pr == SixthRankPromotion {
		return spec
	}
	var s board8.Spec
	switch {
	case a == AiWokArmy && pr == SixthRankPromotion:
		m := movements()
		delete(m, Met)
		m[AiWokKind] = aiwokMovement()
		s = *board8.NewSpec(m, 0x6169776f6b) // "aiwok"
		s.PromoZone = spec.PromoZone
		s.PromoKind = AiWokKind
	case a == AiWokArmy:
		s = *armies[AiWokArmy].specs[SixthRankPromotion]()
	default:
		s = *spec
	}
	s.SetAlphabet(armies[a].alphabet)
	if pr == LastRankChoice {
		s.PromoZone = [2]board8.Bitboard{board8.RankMask(7), board8.RankMask(0)}
		s.PromoKind = core.NoKind
		s.PromoKinds = armies[a].choices
	}
	return &s
}

// army returns what r's army changes (Makruk's for an army out of range,
// which Validate refuses).
func (r Rules) army() *armyInfo {
	if int(r.Army) < len(armies) {
		return &armies[r.Army]
	}
	return &armies[MakrukArmy]
}

// spec returns r's rule tables.
func (r Rules) spec() *board8.Spec {
	return r.army().specs[min(r.Promotion, LastRankChoice)]()
}

// Alphabet returns the letters of r's army: Makruk's (K khun, M met, S
// khon, N ma, R rua, P bia), ASEAN's (K khun, Q met, B khon, N ma, R rua,
// P bia) or Ai-Wok's (K khun, A ai-wok, S khon, N ma, R rua, P bia). It is
// a fresh copy.
func (r Rules) Alphabet() *core.Alphabet {
	a := *r.army().alphabet
	return &a
}

// army returns what the position's army changes.
func (p *Position) army() *armyInfo { return p.rules.army() }

// genFlags returns the generator's flags under the position's rules:
// Makpong's frozen khun (MP-1).
func (p *Position) genFlags() board8.GenFlags {
	if p.rules.FrozenKing {
		return board8.KingCapturesChecker
	}
	return 0
}

// promotionRule returns the rule ID of the position's promotion: MK-8,
// AW-2 (the ai-wok) or AS-2 (the choice on the last rank).
func (p *Position) promotionRule() string {
	switch {
	case p.rules.Promotion == LastRankChoice:
		return "AS-2"
	case p.rules.Army == AiWokArmy:
		return "AW-2"
	}
	return "MK-8"
}

// promotionWords says what a bia does on arrival in its promotion zone,
// as a verb phrase: "become a met", "become an ai-wok", "promote".
func (p *Position) promotionWords() string {
	switch {
	case p.rules.Promotion == LastRankChoice:
		return "promoted"
	case p.army().promoted == AiWokKind:
		return "become an ai-wok"
	}
	return "become a met"
}

// promotable reports whether a piece of kind k may carry FEN's promoted
// mark (~): a kind a bia becomes under the rules.
func (p *Position) promotable(k core.Kind) bool {
	if p.rules.Promotion == LastRankChoice {
		return slices.Contains(p.army().choices, k)
	}
	return k == p.army().promoted
}

// explainFamily says which of the family's rules forbids m, a move that
// is not legal but that the piece pc could make on the board (to is its
// target's index), or returns "" to leave it to Makruk's MK-8 and MK-9.
func (p *Position) explainFamily(m core.Move, pc core.Piece, to int) (rule, msg string) {
	// (A double check mates under MP-1: no move is asked about then.)
	if p.rules.FrozenKing && pc.Kind() == Khun {
		if checkers := p.b.Checkers(); checkers != 0 && !checkers.More() && !checkers.Has(to) {
			return "MP-1", "a khun in check may not move except to capture the checking piece (on " + board8.Sq(checkers.First()).String() + ")"
		}
	}
	if p.rules.Army == MakrukArmy && p.rules.Promotion == SixthRankPromotion {
		return "", ""
	}
	promo := pc.Kind() == Bia && p.b.Spec().PromoZone[p.Side()].Has(to)
	a := p.army()
	switch {
	case promo && p.rules.Promotion == LastRankChoice && !slices.Contains(a.choices, m.Promotion()):
		return "AS-2", "a bia reaching the last rank promotes to a " + p.choiceNames() + " of its player's choice (write " +
			p.MoveText(core.NewPromotion(m.From(), m.To(), a.choices[0])) + " or the like)"
	case promo && p.rules.Promotion == SixthRankPromotion && m.Promotion() != a.promoted:
		return p.promotionRule(), "a bia reaching the sixth rank (third for Black) becomes a" + an(pieceName(a.promoted)) + " (write " +
			p.MoveText(core.NewPromotion(m.From(), m.To(), a.promoted)) + ")"
	case !promo && m.Promotion() != core.NoKind && p.rules.Promotion == LastRankChoice:
		return "AS-2", "only a bia reaching the last rank promotes"
	case !promo && m.Promotion() != core.NoKind:
		return p.promotionRule(), "only a bia reaching the sixth rank (third for Black) promotes, and only to a" + an(pieceName(a.promoted))
	}
	return "MK-9", "the move would leave the own khun attacked"
}

// choiceNames lists the kinds of the promotion choice in words: "rua, ma,
// khon or met".
func (p *Position) choiceNames() string {
	var names []string
	for _, k := range p.army().choices {
		names = append(names, pieceName(k))
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// an returns " "+word with the article's n when word starts with a vowel:
// " met", "n ai-wok".
func an(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "n " + word
	}
	return " " + word
}

// familyMates reports whether side c has mating material by a rule of the
// family, as Fairy-Stockfish judges it: under Makpong's FrozenKing any
// piece mates; under ASEAN's promotion a bia may become a rua.
func (p *Position) familyMates(c core.Color) bool {
	switch {
	case p.rules.FrozenKing && p.b.ByColor(c)&^p.b.ByKind(Khun) != 0:
		return true
	case p.rules.Promotion == LastRankChoice && p.b.Pieces(c, Bia) != 0:
		return true
	}
	return false
}

// moveRuleExpired reports whether the move rule (AS-5) lets the side to
// move claim a draw: MoveRule moves (twice as many plies) have passed
// without a capture or a bia move.
func (p *Position) moveRuleExpired() bool {
	return p.rules.MoveRule > 0 && p.halfmove >= 2*p.rules.MoveRule
}
