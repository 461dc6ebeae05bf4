//go:build !chaturanga_noshatar

package jsapi

import "github.com/chaturanga-go/chaturanga/shatar"

// shatar's options for the "optionChoices" operation (see page.go); the file
// is left out of a module built without shatar.
func init() { optionSources["shatar"] = sourceOf(shatar.ParseRules, shatar.OptionValues) }
