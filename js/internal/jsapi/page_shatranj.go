//go:build !chaturanga_noshatranj

package jsapi

import "github.com/chaturanga-go/chaturanga/shatranj"

// shatranj's options for the "optionChoices" operation (see page.go); the file
// is left out of a module built without shatranj.
func init() { optionSources["shatranj"] = sourceOf(shatranj.ParseRules, shatranj.OptionValues) }
