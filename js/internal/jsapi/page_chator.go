//go:build !chaturanga_nochator

package jsapi

import "github.com/chaturanga-go/chaturanga/chator"

// chator's options for the "optionChoices" operation (see page.go); the file
// is left out of a module built without chator.
func init() { optionSources["chator"] = sourceOf(chator.ParseRules, chator.OptionValues) }
