package chaturanga_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"regexp"
	"strings"
	"testing"
)

// Every rule ID a game package's code names (its errors, its rule
// tables) is stated in the package's documentation (issue 25), so that
// `go doc` explains any rule an error names.
func TestRuleIDsDocumented(t *testing.T) {
	id := regexp.MustCompile(`\b[A-Z]{2}-[0-9]+\b`)
	for _, pkg := range gamePackages {
		fset := token.NewFileSet()
		pkgs, err := parser.ParseDir(fset, pkg, func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		for _, ap := range pkgs {
			var doc strings.Builder
			named := map[string]bool{}
			for _, f := range ap.Files {
				if f.Doc != nil {
					doc.WriteString(f.Doc.Text())
				}
				ast.Inspect(f, func(n ast.Node) bool {
					if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						for _, m := range id.FindAllString(lit.Value, -1) {
							named[m] = true
						}
					}
					return true
				})
			}
			stated := map[string]bool{}
			for _, m := range id.FindAllString(doc.String(), -1) {
				stated[m] = true
			}
			for m := range named {
				if !stated[m] {
					t.Errorf("%s: rule %s is named by the code but not stated in the package's documentation", pkg, m)
				}
			}
			if len(named) < 5 {
				t.Errorf("%s: only %d rule IDs found in the code", pkg, len(named))
			}
		}
	}
}
