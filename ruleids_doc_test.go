package chaturanga_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/makruk"
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

// `go doc` does not list the methods of an alias of a generic type, so
// each game package's Game doc lists core.Game's methods (issue 25: a
// README example's makruk.Game.Play must be found from makruk's doc).
func TestGameDocListsMethods(t *testing.T) {
	typ := reflect.TypeOf(&makruk.Game{})
	for _, pkg := range gamePackages {
		fset := token.NewFileSet()
		pkgs, err := parser.ParseDir(fset, pkg, func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		doc := ""
		for _, ap := range pkgs {
			for _, f := range ap.Files {
				for _, d := range f.Decls {
					if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.TYPE {
						for _, sp := range g.Specs {
							if ts := sp.(*ast.TypeSpec); ts.Name.Name == "Game" && g.Doc != nil {
								doc = g.Doc.Text()
							}
						}
					}
				}
			}
		}
		words := map[string]bool{}
		for _, w := range strings.FieldsFunc(doc, func(r rune) bool {
			return r == ' ' || r == ',' || r == '\n' || r == '.' || r == ':' || r == '(' || r == ')'
		}) {
			words[w] = true
		}
		for i := range typ.NumMethod() {
			if name := typ.Method(i).Name; !words[name] {
				t.Errorf("%s.Game's doc does not list core.Game's method %s", pkg, name)
			}
		}
	}
}
