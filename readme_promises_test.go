package chaturanga_test

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga"
)

// The README's table of games and rule sets, checked the way the README
// shows the registry being used (issue 25): chaturanga.NewGame(package,
// set, "") for each rule set it names, chaturanga.NewGame(name, "", "") for
// each Fairy-Stockfish name it names, which must play a set of its row;
// and every rule set the registry has is promised by the table.
func TestReadmeTableOfPromises(t *testing.T) {
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	start := strings.Index(text, "## Games and rule sets")
	if start < 0 {
		t.Fatal("README has no table of games and rule sets")
	}
	section := text[start:]
	section = section[:strings.Index(section[3:], "\n## ")+3]
	tick := regexp.MustCompile("`([^`]+)`")
	promised := map[string][]string{} // package -> rule sets
	rows := 0
	for _, line := range strings.Split(section, "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 4 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "`") {
			continue
		}
		rows++
		pkg := strings.Trim(strings.TrimSpace(cells[1]), "`")
		v, err := chaturanga.Lookup(pkg)
		if err != nil {
			t.Errorf("README row %q: %v", pkg, err)
			continue
		}
		var setsOfRow, fsf []string
		for _, m := range tick.FindAllStringSubmatch(cells[3], -1) {
			name := m[1]
			if i := slices.IndexFunc(v.RuleSets(), func(s string) bool { return strings.EqualFold(s, name) }); i >= 0 {
				set := v.RuleSets()[i]
				g, err := chaturanga.NewGame(pkg, name, "")
				if err != nil {
					t.Errorf("README: NewGame(%q, %q, \"\"): %v", pkg, name, err)
					continue
				}
				if got := setOf(g.Position()); got != set {
					t.Errorf("README: NewGame(%q, %q, \"\") plays %q", pkg, name, got)
				}
				setsOfRow = append(setsOfRow, set)
				promised[pkg] = append(promised[pkg], set)
				continue
			}
			if w, err := chaturanga.Lookup(name); err == nil && w.Set() != "" {
				fsf = append(fsf, name)
				continue
			}
			t.Errorf("README row %q names %q, which is neither a rule set of %s nor a Fairy-Stockfish name", pkg, name, pkg)
		}
		for _, name := range fsf {
			g, err := chaturanga.NewGame(name, "", "")
			if err != nil {
				t.Errorf("README: NewGame(%q, \"\", \"\"): %v", name, err)
				continue
			}
			if got := setOf(g.Position()); g.Variant() != pkg || !slices.Contains(setsOfRow, got) {
				t.Errorf("README: NewGame(%q, \"\", \"\") plays %s %q, not a set of its row %v", name, g.Variant(), got, setsOfRow)
			}
		}
	}
	if rows < len(chaturanga.Names()) {
		t.Errorf("README's table has %d rows", rows)
	}
	for _, v := range chaturanga.Variants() {
		for _, set := range v.RuleSets() {
			if !slices.Contains(promised[v.Name()], set) {
				t.Errorf("the README's table does not name %s's rule set %q", v.Name(), set)
			}
		}
	}
	// The names the README gives the tools and the registry.
	for _, name := range []string{"cambodian", "karouk", "makpong", "asean", "ai-wok", "aiwok", "chaturanga"} {
		if !strings.Contains(text, "`"+name+"`") {
			t.Errorf("README does not name %q", name)
		}
		v, err := chaturanga.Lookup(name)
		if err != nil || v.Set() == "" {
			t.Errorf("Lookup(%q) = %v (set %q), %v", name, v, v.Set(), err)
			continue
		}
		g, err := chaturanga.NewGame(name, "", "")
		if err != nil || setOf(g.Position()) != v.Set() {
			t.Errorf("README: NewGame(%q, \"\", \"\"): %v", name, err)
		}
		if _, err := chaturanga.NewGame(name, "pychess", ""); err == nil && v.Set() != "pychess" {
			t.Errorf("README: NewGame(%q, \"pychess\", \"\") was not refused", name)
		}
	}
	// The README's own calls.
	if g, err := chaturanga.NewGame("makruk", "pychess", ""); err != nil || setOf(g.Position()) != "pychess" {
		t.Errorf(`NewGame("makruk", "pychess", ""): %v`, err)
	}
	if g, err := chaturanga.NewGame("makruk", "", "pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1"); err != nil || setOf(g.Position()) != "pychess" {
		t.Errorf("NewGame with a text form: %v", err)
	}
}
