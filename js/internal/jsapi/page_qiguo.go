//go:build !chaturanga_noqiguo

package jsapi

import "github.com/chaturanga-go/chaturanga/qiguo"

// qiguo's options for the "optionChoices" operation (see page.go); the file
// is left out of a module built without qiguo.
func init() { optionSources["qiguo"] = sourceOf(qiguo.ParseRules, qiguo.OptionValues) }
