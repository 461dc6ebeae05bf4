// Package ruletext is the option machinery every game package's Rules
// share: a table of options (each option's name, its values, and how to
// get, set and check it on the package's Rules), the named rule sets, the
// text form "name Option=Value ..." written and read back, validation,
// and the text of the options' enumerated types. A game package keeps its
// exported API (ParseRules, Rules.String, Rules.Set, OptionNames, ...) as
// documented wrappers over one [Table].
//
// Every error is a *core.ParseError whose Op is the package's exported
// name of the operation ("shatranj.ParseRules", "chator.Rules.Set"),
// wrapping core.ErrUnknown for an unknown name (the message lists the
// known ones) or core.ErrSyntax for a bad value (the message says what a
// value looks like).
package ruletext

import (
	"errors"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/quote"
)

// EqualFold reports whether a and b are the same name in any case: equal
// byte by byte once ASCII letters are lower-cased. Unlike
// strings.EqualFold it folds no other letters, so the Kelvin sign (U+212A)
// is not a 'k' and the long s (U+017F) not an 's': a name is its ASCII
// spelling only.
func EqualFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if lower(a[i]) != lower(b[i]) {
			return false
		}
	}
	return true
}

// Lower returns s with its ASCII letters lower-cased, and nothing else
// changed.
func Lower(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				b[j] = lower(b[j])
			}
			return string(b)
		}
	}
	return s
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// errBadValue is what an option's Set returns for a value it does not
// take, with no message of its own.
var errBadValue = errors.New("bad value")

// EnumOption is the option name over the field f of enumerated type T,
// whose values e names. P is *R (inferred from f): the option's code is
// compiled once for every game (see [OptionOf]).
func EnumOption[P any, T ~uint8](name, rule string, e *Enum, f func(r P) *T) OptionOf[P] {
	return OptionOf[P]{Name: name, Rule: rule, Values: e.names, Want: e.Want(),
		Get: func(r P) string { return e.String(uint8(*f(r))) },
		Set: func(r P, v string) error {
			x, ok := e.Parse(v)
			if !ok {
				return errBadValue
			}
			*f(r) = T(x)
			return nil
		},
		Valid: func(r P) bool { return e.Valid(uint8(*f(r))) }}
}

// BoolOption is the option name over the boolean field f, written "true"
// or "false" (read as strconv.ParseBool reads them, in any case). With
// invert the option is the field's negation: chator's option
// "DoubleStep" is its field NoDoubleStep, so that the zero Rules keeps
// the rule on. P is *R, as for [EnumOption].
func BoolOption[P any](name, rule string, invert bool, f func(r P) *bool) OptionOf[P] {
	return OptionOf[P]{Name: name, Rule: rule, Want: "true or false",
		Get: func(r P) string { return strconv.FormatBool(*f(r) != invert) },
		Set: func(r P, v string) error {
			b, err := strconv.ParseBool(Lower(v))
			if err != nil {
				return errBadValue
			}
			*f(r) = b != invert
			return nil
		}}
}

// CountOption is the option name over the field f, a number of moves
// from 0 (none) to max, written in decimal digits. P is *R, as for
// [EnumOption].
func CountOption[P any](name, rule string, max int, f func(r P) *int) OptionOf[P] {
	return OptionOf[P]{Name: name, Rule: rule, Want: "a number of moves from 0 (none) to " + strconv.Itoa(max),
		Get: func(r P) string { return strconv.Itoa(*f(r)) },
		Set: func(r P, v string) error {
			n, ok := parseCount(v, max)
			if !ok {
				return errBadValue
			}
			*f(r) = n
			return nil
		},
		Valid: func(r P) bool { return *f(r) >= 0 && *f(r) <= max }}
}

// parseCount reads a number from 0 to max written in decimal digits.
func parseCount(s string, max int) (int, bool) {
	if s == "" || len(s) > 18 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, n <= max
}

// A Table is one game package's rule sets and options.
//
// Its methods are thin: each hands the work to code over *R, which is
// compiled once for every game (every pointer type has one shape for Go's
// generics, while each game's Rules, a struct value, would have a copy of
// its own), so that a program with every game carries one copy of the
// option machinery.
type Table[R any] struct {
	// Pkg is the package's name, the start of every error's Op
	// ("shatranj" gives "shatranj.ParseRules").
	Pkg string
	// Sets are the named rule sets, the package's default first. They
	// are the table's own copies: a caller changing the package's
	// exported variables (Default, ...) changes nothing here.
	Sets []R
	// Name returns the address of a Rules value's Name field.
	Name func(r *R) *string
	// Alias, if not nil, returns the named set another name stands for
	// (makruk reads Fairy-Stockfish's "ai-wok" as its "aiwok").
	Alias func(name string) (R, bool)
	// Options are the options, in the order the text form writes them.
	Options []Option[R]
	// Once makes Parse refuse an option given twice; without it the pairs
	// apply in order, the last one of an option winning.
	Once bool
}

// An Option is one entry of a [Table]: an option's name, what its values
// look like, and how to read, write and check it on a Rules value (see
// [OptionOf], the same over the pointer type *R).
type Option[R any] = OptionOf[*R]

// An OptionOf is an option over P, the pointer type *R of the Rules type
// R: its functions take *R. Code over P is compiled once for every game,
// where code over R would be compiled once per game.
type OptionOf[P any] struct {
	// Name is the option's name, as Rules.Set takes it (any case).
	Name string
	// Rule names the rule IDs the option changes, for the reader.
	Rule string
	// Values are an enumerated option's values; nil for booleans, numbers
	// and free text.
	Values []string
	// Want says what a value looks like, in errors: "true or false",
	// "Honour, Ply".
	Want string
	// Get returns the option's value as text.
	Get func(r P) string
	// Set reads a value into *r. It returns nil, or an error: a
	// *core.ParseError gives the message and sentinel of the refusal,
	// anything else means "bad value (want <Want>)", a core.ErrSyntax.
	// On error *r may be half changed; the table works on a copy.
	Set func(r P, v string) error
	// Valid, if not nil, reports whether the value *r holds is one of the
	// option's values; Validate refuses it with "out of range" if not.
	Valid func(r P) bool
	// Check, if not nil, returns what is wrong with the rules as a whole
	// as far as this option is concerned, or "": Validate refuses rules
	// it finds fault with, and so does every Set (qiguo's seating must
	// stay one of QG-22's presets whatever option changes).
	Check func(r P) string
	// Differs, if not nil, reports whether r's value of the option differs
	// from base's, for the text form; nil compares the texts of Get.
	Differs func(r, base P) bool
	// Last makes Parse apply the option after all the others, wherever
	// it stands in the text (qiguo's seating names states under the
	// naming the other options choose).
	Last bool
}

// c returns the table over *R that does t's work. It is made anew on
// each call, on the caller's stack (no allocation): a Table keeps no
// state of its own and may be copied.
func (t *Table[R]) c() table[*R] {
	return table[*R]{pkg: t.Pkg, n: len(t.Sets), name: t.Name, opts: t.Options, once: t.Once, r: t}
}

// The methods of [valueOps]: what code over *R cannot do without R.
func (t *Table[R]) at(i int) *R   { return &t.Sets[i] }
func (t *Table[R]) clone(r *R) *R { q := *r; return &q }
func (t *Table[R]) alias(name string) (*R, bool) {
	if t.Alias == nil {
		return nil, false
	}
	r, ok := t.Alias(name)
	return &r, ok
}

// valueOps is what a [table] over P, the pointer type *R, needs done with
// values of type R: a *Table[R] (an interface, not functions, since a
// function made by generic code allocates the dictionary it captures).
type valueOps[P any] interface {
	// at returns the address of named set i, which nothing changes.
	at(i int) P
	// clone returns a new copy of *r.
	clone(r P) P
	// alias returns the Table's Alias of name (a new *R), or false when
	// there is none.
	alias(name string) (P, bool)
}

// Lookup returns the named set called name (any case; "" is the default
// set, and Alias is asked too).
func (t *Table[R]) Lookup(name string) (R, bool) {
	c := t.c()
	if r, ok := c.lookup(name); ok {
		return *r, true
	}
	var zero R
	return zero, false
}

// SetNames lists the named sets' names for messages: "default, pychess".
func (t *Table[R]) SetNames() string {
	c := t.c()
	return c.setNames()
}

// ByName is RulesByName: the named set, or an error wrapping
// core.ErrUnknown that lists the known names.
func (t *Table[R]) ByName(name string) (R, error) {
	c := t.c()
	if r, ok := c.lookup(name); ok {
		return *r, nil
	}
	var zero R
	return zero, c.noSet(c.pkg+".RulesByName", name, "")
}

// Normal returns r with its Name as its named set spells it: "" reads as
// the default set's name, "PyChess" as "pychess", an alias as the set's
// own name. An unknown name stays as it is.
func (t *Table[R]) Normal(r R) R {
	c := t.c()
	c.normal(&r)
	return r
}

// Validate is Rules.Validate: r's Name is "" or a named set's (else an
// error wrapping core.ErrUnknown, Field "Name"), every option holds one
// of its values (else an error wrapping core.ErrSyntax, "out of range",
// Field the option) and no option's Check finds fault (core.ErrSyntax,
// the Check's message).
func (t *Table[R]) Validate(r R) error {
	c := t.c()
	return c.validate(&r)
}

// MustValidate panics with a clear message naming the package's function
// fn ("StartPosition") if r is not valid: Rules values are built in code
// (text goes through ParseRules, which validates), so an invalid one is
// a programming error.
func (t *Table[R]) MustValidate(r R, fn string) {
	c := t.c()
	c.mustValidate(&r, fn)
}

// Names is OptionNames: the options' names in order, in a new slice.
func (t *Table[R]) Names() []string {
	c := t.c()
	return c.names()
}

// Values is OptionValues: an enumerated option's values (a new slice),
// nil for other options, or an error wrapping core.ErrUnknown for an
// unknown name.
func (t *Table[R]) Values(name string) ([]string, error) {
	c := t.c()
	return c.values(name)
}

// Get is Rules.Get: the named option's value as text, or an error
// wrapping core.ErrUnknown.
func (t *Table[R]) Get(r R, name string) (string, error) {
	c := t.c()
	return c.get(&r, name)
}

// Set is Rules.Set: it sets the named option of *r to value, both
// case-insensitive. An unknown name is an error wrapping core.ErrUnknown,
// a bad value one wrapping core.ErrSyntax (or the sentinel the option's
// Set gives), Field the option; *r is then unchanged.
func (t *Table[R]) Set(r *R, name, value string) error {
	c := t.c()
	q := *r // *r unchanged on failure
	if err := c.set(&q, name, value); err != nil {
		return err
	}
	*r = q
	return nil
}

// String is Rules.String: see [Table.Append].
func (t *Table[R]) String(r R) string {
	c := t.c()
	return string(c.append(nil, &r))
}

// Append appends the text form of r: its name (normalised, "" written as
// the default set's), then " Option=Value" for each option whose value
// differs from the named set of that name, in the table's order. A name
// that is no named set's is written as it is, with every option.
func (t *Table[R]) Append(b []byte, r R) []byte {
	c := t.c()
	return c.append(b, &r)
}

// AppendValid is the AppendText of a package whose text form refuses
// invalid rules: Validate's error (b as it was), or [Table.Append].
func (t *Table[R]) AppendValid(b []byte, r R) ([]byte, error) {
	c := t.c()
	if err := c.validate(&r); err != nil {
		return b, err
	}
	return c.append(b, &r), nil
}

// Unmarshal is Rules.UnmarshalText: it reads text with [Table.Parse] into
// *r, or returns Parse's error and leaves *r as it was.
func (t *Table[R]) Unmarshal(r *R, text []byte) error {
	c := t.c()
	q, err := c.parse(string(text))
	if err != nil {
		return err
	}
	*r = *q
	return nil
}

// Parse is ParseRules: it reads what Append writes, a rule set's name,
// then any number of Option=Value pairs separated by white space, applied
// on top of that set (see [Table.Once] and [Option.Last]); names and
// values in any case, empty text the default set. Errors, at the offset
// of what they are about in s:
//
//   - an unknown rule set: Field "rule set", `no such rule set "x" (want
//     ...)`, core.ErrUnknown;
//   - a pair without '=': Field the pair, "want Option=Value",
//     core.ErrSyntax;
//   - an unknown option: Field its name as given, "no such option (want
//     one of ...)", core.ErrUnknown;
//   - an option given twice under Once: Field the option, "option given
//     twice", core.ErrSyntax;
//   - a bad value, at the value: Field the option, the refusal of
//     [Table.Set].
func (t *Table[R]) Parse(s string) (R, error) {
	c := t.c()
	r, err := c.parse(s)
	if err != nil {
		var zero R
		return zero, err
	}
	return *r, nil
}

// A table is a [Table] over P, the pointer type *R: the work of every
// method, compiled once for every game.
type table[P any] struct {
	pkg  string
	n    int // the number of named sets
	name func(r P) *string
	opts []OptionOf[P]
	once bool
	r    valueOps[P]
}

// lookup returns the named set called name (any case; "" is the default
// set, and alias is asked too). A named set's address is the table's:
// the caller must not change what it points to.
func (t *table[P]) lookup(name string) (P, bool) {
	if name == "" {
		return t.r.at(0), true
	}
	for i := range t.n {
		if s := t.r.at(i); EqualFold(*t.name(s), name) {
			return s, true
		}
	}
	return t.r.alias(name)
}

// setNames lists the named sets' names for messages: "default, pychess".
func (t *table[P]) setNames() string {
	names := make([]string, t.n)
	for i := range names {
		names[i] = *t.name(t.r.at(i))
	}
	return strings.Join(names, ", ")
}

// noSet is the error of an unknown rule-set name.
func (t *table[P]) noSet(op, input, field string) error {
	return &core.ParseError{Op: op, Input: input, Field: field, Offset: -1,
		Msg: "no such rule set (want " + t.setNames() + ")", Err: core.ErrUnknown}
}

// normal spells *r's Name as its named set spells it (see [Table.Normal]).
func (t *table[P]) normal(r P) {
	if base, ok := t.lookup(*t.name(r)); ok {
		*t.name(r) = *t.name(base)
	}
}

// validate is [Table.Validate].
func (t *table[P]) validate(r P) error {
	op := t.pkg + ".Rules.Validate"
	if _, ok := t.lookup(*t.name(r)); !ok {
		return t.noSet(op, *t.name(r), "Name")
	}
	for i := range t.opts {
		o := &t.opts[i]
		if o.Valid != nil && !o.Valid(r) {
			return &core.ParseError{Op: op, Input: o.Get(r), Field: o.Name, Offset: -1,
				Msg: "out of range (want " + o.Want + ")", Err: core.ErrSyntax}
		}
		if o.Check != nil {
			if msg := o.Check(r); msg != "" {
				return &core.ParseError{Op: op, Input: o.Get(r), Field: o.Name, Offset: -1, Msg: msg, Err: core.ErrSyntax}
			}
		}
	}
	return nil
}

// mustValidate is [Table.MustValidate].
func (t *table[P]) mustValidate(r P, fn string) {
	if err := t.validate(r); err != nil {
		panic(t.pkg + "." + fn + ": " + err.Error())
	}
}

// names is [Table.Names].
func (t *table[P]) names() []string {
	out := make([]string, len(t.opts))
	for i := range t.opts {
		out[i] = t.opts[i].Name
	}
	return out
}

// values is [Table.Values].
func (t *table[P]) values(name string) ([]string, error) {
	i, err := t.find(t.pkg+".OptionValues", name)
	if err != nil {
		return nil, err
	}
	if t.opts[i].Values == nil {
		return nil, nil
	}
	return append([]string(nil), t.opts[i].Values...), nil
}

// index returns the index of the option called name (any case), or -1.
func (t *table[P]) index(name string) int {
	for i := range t.opts {
		if EqualFold(t.opts[i].Name, name) {
			return i
		}
	}
	return -1
}

// optionsWant is the list of the options' names for messages.
func (t *table[P]) optionsWant() string {
	return "want one of " + strings.Join(t.names(), ", ")
}

// find returns the index of the option called name, or an error wrapping
// core.ErrUnknown that lists the options.
func (t *table[P]) find(op, name string) (int, error) {
	if i := t.index(name); i >= 0 {
		return i, nil
	}
	return -1, &core.ParseError{Op: op, Input: name, Offset: -1, Msg: "no such option (" + t.optionsWant() + ")", Err: core.ErrUnknown}
}

// get is [Table.Get].
func (t *table[P]) get(r P, name string) (string, error) {
	i, err := t.find(t.pkg+".Rules.Get", name)
	if err != nil {
		return "", err
	}
	return t.opts[i].Get(r), nil
}

// set is [Table.Set], on *r in place: on failure *r may be half changed.
func (t *table[P]) set(r P, name, value string) error {
	op := t.pkg + ".Rules.Set"
	i, err := t.find(op, name)
	if err != nil {
		return err
	}
	if msg, err := t.apply(r, i, value); err != nil {
		return &core.ParseError{Op: op, Input: value, Field: t.opts[i].Name, Offset: -1, Msg: msg, Err: err}
	}
	return nil
}

// apply sets option i of *r to value and checks the result; on failure it
// returns what was wrong and the sentinel, and *r may be half changed.
func (t *table[P]) apply(r P, i int, value string) (string, error) {
	o := &t.opts[i]
	if err := o.Set(r, value); err != nil {
		var pe *core.ParseError
		if errors.As(err, &pe) {
			return pe.Msg, pe.Err
		}
		return "bad value (want " + o.Want + ")", core.ErrSyntax
	}
	for j := range t.opts {
		if c := t.opts[j].Check; c != nil {
			if msg := c(r); msg != "" {
				return msg, core.ErrSyntax
			}
		}
	}
	return "", nil
}

// append is [Table.Append]; it normalises *r's name in place.
func (t *table[P]) append(b []byte, r P) []byte {
	t.normal(r)
	base, known := t.lookup(*t.name(r))
	b = append(b, *t.name(r)...)
	for i := range t.opts {
		o := &t.opts[i]
		v := o.Get(r)
		differs := !known
		if known && o.Differs != nil {
			differs = o.Differs(r, base)
		} else if known {
			differs = v != o.Get(base)
		}
		if differs {
			b = append(b, ' ')
			b = append(b, o.Name...)
			b = append(b, '=')
			b = append(b, v...)
		}
	}
	return b
}

// parse is [Table.Parse]. It returns a new *R, or the set's own address
// when s names a set and no option (which the caller only reads).
func (t *table[P]) parse(s string) (P, error) {
	op := t.pkg + ".ParseRules"
	var zero P
	f, offs := fields(s)
	if len(f) == 0 {
		return t.r.at(0), nil
	}
	base, ok := t.lookup(f[0])
	if !ok {
		return zero, &core.ParseError{Op: op, Input: s, Field: "rule set", Offset: offs[0],
			Msg: "no such rule set " + quote.Input(f[0]) + " (want " + t.setNames() + ")", Err: core.ErrUnknown}
	}
	if len(f) == 1 {
		return base, nil
	}
	r := t.r.clone(base)
	type pair struct {
		i, off int
		v      string
	}
	var seen uint64
	var last []pair
	for n, kv := range f[1:] {
		off := offs[n+1]
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return zero, &core.ParseError{Op: op, Input: s, Field: quote.Cut(kv), Offset: off, Msg: "want Option=Value", Err: core.ErrSyntax}
		}
		i := t.index(k)
		if i < 0 {
			return zero, &core.ParseError{Op: op, Input: s, Field: quote.Cut(k), Offset: off, Msg: "no such option (" + t.optionsWant() + ")", Err: core.ErrUnknown}
		}
		if t.once && seen>>i&1 != 0 {
			return zero, &core.ParseError{Op: op, Input: s, Field: t.opts[i].Name, Offset: off, Msg: "option given twice", Err: core.ErrSyntax}
		}
		seen |= 1 << i
		p := pair{i, off + len(k) + 1, v}
		if t.opts[i].Last {
			last = append(last, p)
			continue
		}
		// r is this call's own: a failure, which may leave it half
		// changed, drops it
		if msg, err := t.apply(r, p.i, p.v); err != nil {
			return zero, &core.ParseError{Op: op, Input: s, Field: t.opts[i].Name, Offset: p.off, Msg: msg, Err: err}
		}
	}
	for _, p := range last {
		if msg, err := t.apply(r, p.i, p.v); err != nil {
			return zero, &core.ParseError{Op: op, Input: s, Field: t.opts[p.i].Name, Offset: p.off, Msg: msg, Err: err}
		}
	}
	return r, nil
}

// fields splits s at runs of white space and returns the fields with
// their byte offsets.
func fields(s string) (f []string, offs []int) {
	start := -1
	for i := 0; i < len(s); {
		c, size := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(c) {
			if start >= 0 {
				f, offs = append(f, s[start:i]), append(offs, start)
				start = -1
			}
		} else if start < 0 {
			start = i
		}
		i += size
	}
	if start >= 0 {
		f, offs = append(f, s[start:]), append(offs, start)
	}
	return f, offs
}

// UnmarshalPosition is Position.UnmarshalText: it reads a position's
// text form into *p, the rule set's text, '|' and the FEN, read by
// parseRules and parseFEN; or a bare FEN (no '|'), read under cur, the
// receiver's rules. On error *p is unchanged.
func UnmarshalPosition[R, P any](p *P, text []byte, cur R, parseRules func(string) (R, error), parseFEN func(string, R) (P, error)) error {
	r, fen := cur, string(text)
	if rs, f, ok := strings.Cut(fen, "|"); ok {
		var err error
		if r, err = parseRules(rs); err != nil {
			return err
		}
		fen = f
	}
	q, err := parseFEN(fen, r)
	if err != nil {
		return err
	}
	*p = q
	return nil
}
