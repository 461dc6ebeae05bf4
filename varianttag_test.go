package chaturanga_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/chator"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/notation"
	"github.com/chaturanga-go/chaturanga/qiguo"
	"github.com/chaturanga-go/chaturanga/shatar"
	"github.com/chaturanga-go/chaturanga/shatranj"
	"github.com/chaturanga-go/chaturanga/sittuyin"
)

// The game packages' ReadRecord read a Variant tag as the registry does
// (issue 25): white space around the name is no part of it, case does not
// matter, an empty or blank tag names no game (the caller's rules), and
// another game's name is refused with an error wrapping core.ErrUnknown.
func TestVariantTagSpacesAlike(t *testing.T) {
	packages := []struct {
		name string
		read func(*notation.Record) error
	}{
		{"makruk", func(r *notation.Record) error { _, err := makruk.ReadRecord(r, makruk.Default); return err }},
		{"shatranj", func(r *notation.Record) error { _, err := shatranj.ReadRecord(r, shatranj.Default); return err }},
		{"sittuyin", func(r *notation.Record) error { _, err := sittuyin.ReadRecord(r, sittuyin.Default); return err }},
		{"chator", func(r *notation.Record) error { _, err := chator.ReadRecord(r, chator.Default); return err }},
		{"shatar", func(r *notation.Record) error { _, err := shatar.ReadRecord(r, shatar.Default); return err }},
		{"qiguo", func(r *notation.Record) error { _, err := qiguo.ReadRecord(r, qiguo.Default); return err }},
	}
	for _, pkg := range packages {
		for _, tt := range []struct {
			tag string
			ok  bool
		}{
			{pkg.name, true},
			{" " + pkg.name + "\n", true},
			{"\t" + strings.ToUpper(pkg.name) + " ", true},
			{"", true},
			{" \t", true},
			{" chess ", false},
			{pkg.name + "x", false},
		} {
			rec := &notation.Record{Tags: []notation.Tag{{Name: "Variant", Value: tt.tag}}, Result: "*", FirstMove: 1}
			err := pkg.read(rec)
			if tt.ok && err != nil || !tt.ok && !errors.Is(err, core.ErrUnknown) {
				t.Errorf("%s: Variant %q: %v", pkg.name, tt.tag, err)
			}
			// alike with a Rules tag: it does not make another game's
			// name one of this game's
			ruled := &notation.Record{Tags: []notation.Tag{{Name: "Variant", Value: tt.tag}, {Name: "Rules", Value: "default"}}, Result: "*", FirstMove: 1}
			if err := pkg.read(ruled); tt.ok && err != nil || !tt.ok && !errors.Is(err, core.ErrUnknown) {
				t.Errorf("%s: Variant %q with a Rules tag: %v", pkg.name, tt.tag, err)
			}
			if strings.TrimSpace(tt.tag) == "" || !tt.ok {
				continue
			}
			// the registry reads it alike
			if _, err := chaturanga.ReadRecord(rec, ""); err != nil {
				t.Errorf("registry: Variant %q: %v", tt.tag, err)
			}
		}
	}
}
