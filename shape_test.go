package chaturanga_test

import (
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"strings"
	"testing"
)

// gamePackages are the game packages that must have the same shape.
var gamePackages = []string{"makruk", "shatranj", "sittuyin", "chator", "qiguo", "shatar"}

// shared is the identifier set every game package exports, with the
// signature each must have ("" for a type).
var shared = map[string]string{
	"StartFEN":      "func(Rules) string",
	"StartPosition": "func(Rules) Position",
	"ParseFEN":      "func(string, Rules) (Position, error)",
	"MustParseFEN":  "func(string, Rules) Position",
	"ParseCoord":    "func(string) (core.Move, error)",
	"AppendMove":    "func([]byte, core.Move) []byte",
	"FormatMove":    "func(core.Move) string",
	"Movement":      "func(core.Kind) core.Movement",
	"RuleSets":      "func() []Rules",
	"RulesByName":   "func(string) (Rules, error)",
	"ParseRules":    "func(string) (Rules, error)",
	"OptionNames":   "func() []string",
	"OptionValues":  "func(string) ([]string, error)",
	"NewGame":       "func(Position) *Game",
	"ReadRecord":    "func(*notation.Record, Rules) (*Game, error)",
	"NewRecord":     "func(*Game, ...notation.Tag) *notation.Record",

	"NewEditor":       "func(Position) *Editor",
	"Editor":          "",
	"Editor.Rules":    "func() Rules",
	"Editor.Clear":    "func()",
	"Editor.At":       "func(core.Square) core.Piece",
	"Editor.Put":      "func(core.Square, core.Piece) error",
	"Editor.Remove":   "func(core.Square) core.Piece",
	"Editor.Side":     "func() core.Color",
	"Editor.SetSide":  "func(core.Color) error",
	"Editor.FEN":      "func() string",
	"Editor.Position": "func() (Position, error)",
	"Editor.Validate": "func() error",

	"Rules": "", "Position": "", "Game": "",

	"Rules.String":        "func() string",
	"Rules.AppendText":    "func([]byte) ([]byte, error)",
	"Rules.MarshalText":   "func() ([]byte, error)",
	"Rules.UnmarshalText": "func([]byte) error",
	"Rules.Set":           "func(string, string) error",
	"Rules.Get":           "func(string) (string, error)",
	"Rules.Validate":      "func() error",

	"Position.Play":           "func(core.Move) (Position, error)",
	"Position.Rules":          "func() Rules",
	"Position.Equal":          "func(Position) bool",
	"Position.AppendText":     "func([]byte) ([]byte, error)",
	"Position.MarshalText":    "func() ([]byte, error)",
	"Position.UnmarshalText":  "func([]byte) error",
	"Position.Divide":         "func(int) []core.DivideEntry",
	"Position.Diagram":        "func() string",
	"Position.RepetitionDraw": "func() bool",
	"Position.LAN":            "func(core.Move) string",
	"Position.AppendLAN":      "func([]byte, core.Move) []byte",
	"Position.LegalMovesSAN":  "func() []string",
	"Position.VariationSAN":   "func([]core.Move) (string, error)",

	"Position.InsufficientMaterial": "func(core.Color) bool",
	"Position.Pins":                 "func(core.Color) []core.Pin",
	"Position.IsPinned":             "func(core.Square) bool",
}

// shared8x8 is what the two-player games on the 8x8 board export besides
// (Qi Guo counts rounds, not moves).
var shared8x8 = map[string]string{
	"Editor.SetHalfmoveClock":  "func(int) error",
	"Editor.SetFullmoveNumber": "func(int) error",
}

// TestSameShape reads each game package's source and checks it exports
// the shared identifier set with the same signatures, so that the
// asymmetries between the packages cannot come back.
func TestSameShape(t *testing.T) {
	for _, pkg := range gamePackages {
		t.Run(pkg, func(t *testing.T) {
			fset := token.NewFileSet()
			pkgs, err := parser.ParseDir(fset, pkg, func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			ap, ok := pkgs[pkg]
			if !ok {
				t.Fatalf("no package %s", pkg)
			}
			d := doc.New(ap, "github.com/chaturanga-go/chaturanga/"+pkg, doc.AllDecls)
			have := map[string]string{}
			sig := func(f *ast.FuncType) string {
				var b strings.Builder
				b.WriteString("func")
				b.WriteString(fieldList(f.Params, true))
				if f.Results != nil {
					n := 0
					for _, r := range f.Results.List {
						n += max(1, len(r.Names))
					}
					b.WriteString(" " + fieldList(f.Results, n > 1))
				}
				return b.String()
			}
			for _, f := range d.Funcs {
				have[f.Name] = sig(f.Decl.Type)
			}
			for _, ty := range d.Types {
				have[ty.Name] = ""
				for _, f := range ty.Funcs {
					have[f.Name] = sig(f.Decl.Type)
				}
				for _, m := range ty.Methods {
					have[ty.Name+"."+m.Name] = sig(m.Decl.Type)
				}
			}
			want := shared
			if pkg != "qiguo" {
				want = maps.Clone(shared)
				maps.Copy(want, shared8x8)
			}
			for name, want := range want {
				got, ok := have[name]
				if !ok {
					t.Errorf("%s.%s is missing", pkg, name)
				} else if got != want {
					t.Errorf("%s.%s is %s, want %s", pkg, name, got, want)
				}
			}
			// No exported package variables a caller could change, except
			// the named rule sets (values: changing a copy is harmless).
			vars := d.Vars
			for _, ty := range d.Types {
				vars = append(vars, ty.Vars...)
			}
			for _, v := range vars {
				for _, spec := range v.Decl.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, n := range vs.Names {
						if n.IsExported() && !isRuleSet(ap, vs, i) {
							t.Errorf("%s.%s is an exported variable", pkg, n.Name)
						}
					}
				}
			}
		})
	}
}

// isRuleSet reports whether the i-th name of a var spec is a named rule
// set: a Rules value (a composite literal, or a package variable holding
// one), which holds no reference a caller could share.
func isRuleSet(pkg *ast.Package, vs *ast.ValueSpec, i int) bool {
	if id, ok := vs.Type.(*ast.Ident); ok && id.Name == "Rules" {
		return true
	}
	if i >= len(vs.Values) {
		return false
	}
	switch v := vs.Values[i].(type) {
	case *ast.CompositeLit:
		id, ok := v.Type.(*ast.Ident)
		return ok && id.Name == "Rules"
	case *ast.Ident:
		for _, f := range pkg.Files {
			for _, d := range f.Decls {
				g, ok := d.(*ast.GenDecl)
				if !ok || g.Tok != token.VAR {
					continue
				}
				for _, spec := range g.Specs {
					inner := spec.(*ast.ValueSpec)
					for j, n := range inner.Names {
						if n.Name == v.Name && inner != vs {
							return isRuleSet(pkg, inner, j)
						}
					}
				}
			}
		}
	}
	return false
}

func fieldList(l *ast.FieldList, paren bool) string {
	var parts []string
	for _, f := range l.List {
		ty := exprString(f.Type)
		if len(f.Names) == 0 {
			parts = append(parts, ty)
			continue
		}
		for range f.Names {
			parts = append(parts, ty)
		}
	}
	s := strings.Join(parts, ", ")
	if paren {
		return "(" + s + ")"
	}
	return s
}

func exprString(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return exprString(e.X) + "." + e.Sel.Name
	case *ast.StarExpr:
		return "*" + exprString(e.X)
	case *ast.ArrayType:
		return "[]" + exprString(e.Elt)
	case *ast.Ellipsis:
		return "..." + exprString(e.Elt)
	case *ast.IndexExpr:
		return exprString(e.X) + "[" + exprString(e.Index) + "]"
	}
	return "?"
}
