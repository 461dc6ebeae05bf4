package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// The page's "learn" section is the tour (examples/tour): its pictures,
// each with the caption the tour gave it, grouped into the tour's parts
// with their headings and rule paragraphs, all made by running the tour
// itself at build time (nothing of it is copied by hand).

// A lesson is one part of the tour: a game's special rules.
type lesson struct {
	Title string `json:"title"` // "Makruk (Thai chess)"
	Rule  string `json:"rule"`  // the paragraph that states the rules shown
	Text  string `json:"text"`  // all the tour prints for the part: moves, diagrams, FENs
	Steps []step `json:"steps"`
}

// A step is one picture of a lesson.
type step struct {
	File    string `json:"file"`    // the picture, relative to the learn folder
	Game    string `json:"game"`    // the game's registry name, from the file name
	Caption string `json:"caption"` // the caption drawn under the board
}

// pictureName is the tour's name of a picture: "07-sittuyin-setup.svg".
var pictureName = regexp.MustCompile(`^([0-9]{2})-([a-z]+)-([a-z0-9-]+)\.svg$`)

// lessons reads what the tour printed (out) and the pictures it wrote
// into dir, and groups them. A part starts at each "== Title" line of
// out; its first picture is the one that changes game or whose step is
// a start ("start", "cambodian-start", "setup"). A tour whose parts and
// pictures do not pair up is an error, not a guess.
func lessons(out []byte, dir string) ([]lesson, error) {
	var ls []lesson
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	inRule := false
	for sc.Scan() {
		line := sc.Text()
		if title, ok := strings.CutPrefix(line, "== "); ok {
			ls = append(ls, lesson{Title: title})
			inRule = true
			continue
		}
		if len(ls) == 0 {
			continue
		}
		l := &ls[len(ls)-1]
		if inRule {
			// The rule paragraph: prose lines up to the one that ends
			// its last sentence.
			if line == "" || strings.HasPrefix(line, " ") {
				inRule = false
			} else {
				l.Rule = strings.TrimSpace(l.Rule + " " + line)
				t := strings.TrimSpace(line)
				inRule = !(strings.HasSuffix(t, ".") || strings.HasSuffix(t, ".)"))
				continue
			}
		}
		l.Text += line + "\n"
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for i := range ls {
		ls[i].Text = strings.TrimRight(ls[i].Text, "\n")
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if pictureName.MatchString(e.Name()) {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	part, game := -1, ""
	for _, name := range names {
		m := pictureName.FindStringSubmatch(name)
		if m[2] != game || m[3] == "setup" || m[3] == "start" || strings.HasSuffix(m[3], "-start") {
			part++
			game = m[2]
		}
		if part >= len(ls) {
			return nil, fmt.Errorf("learn: the tour's picture %s starts part %d, but the tour printed %d headings", name, part+1, len(ls))
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		caption, err := svgCaption(b)
		if err != nil {
			return nil, fmt.Errorf("learn: %s: %w", name, err)
		}
		ls[part].Steps = append(ls[part].Steps, step{File: name, Game: m[2], Caption: caption})
	}
	if part+1 != len(ls) || len(ls) == 0 {
		return nil, fmt.Errorf("learn: the tour printed %d headings but its pictures make %d parts", len(ls), part+1)
	}
	return ls, nil
}

// svgCaption returns the caption package svg drew under a board: the
// text of its caption group, its lines joined by spaces.
func svgCaption(b []byte) (string, error) {
	d := xml.NewDecoder(bytes.NewReader(b))
	depth, in := 0, -1
	var lines []string
	var cur strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			if in < 0 && t.Name.Local == "g" {
				for _, a := range t.Attr {
					if a.Name.Local == "class" && a.Value == "caption" {
						in = depth
					}
				}
			}
			if in >= 0 && t.Name.Local == "text" {
				cur.Reset()
			}
		case xml.EndElement:
			if in >= 0 && t.Name.Local == "text" {
				lines = append(lines, strings.TrimSpace(cur.String()))
			}
			if depth == in {
				in = -1
			}
			depth--
		case xml.CharData:
			if in >= 0 {
				cur.Write(t)
			}
		}
	}
	if len(lines) == 0 {
		return "", fmt.Errorf("the picture has no caption")
	}
	return strings.Join(lines, " "), nil
}

// writeLessons writes the lessons as learn/index.json into dir.
func writeLessons(ls []lesson, dir string) error {
	b, err := json.MarshalIndent(ls, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "index.json"), append(b, '\n'), 0o644)
}

// ---- the lessons to play ----

// The page's lessons to play are the files lessons/<game>.json of this
// folder (their format: lessons/README.md), proved against the library by
// lessons_test.go. The build reads them all, checks their shape (a file
// that is not a list of well-formed lessons fails the build, naming the
// file and the lesson) and writes them together as learn/lessons.json,
// the games in the tour's order. The moves themselves are the library's
// business: the page asks it whether each move is legal and what it does.

// An exercise is one lesson to play: a rule of a game, step by step.
type exercise struct {
	ID    string         `json:"id"`    // "makruk-count", unique over all files
	Game  string         `json:"game"`  // the game's registry name
	Rules string         `json:"rules"` // the rule set ("" the game's default)
	Title string         `json:"title"` // "The board's honour count"
	Rule  string         `json:"rule"`  // the rule IDs it teaches, "MK-12 MK-13"
	Intro string         `json:"intro"` // the rule in a few sentences
	Steps []exerciseStep `json:"steps"`
}

// An exerciseStep is one position and the move asked of the learner.
type exerciseStep struct {
	FEN    string            `json:"fen,omitempty"`   // "" continues from the step before, after its first accepted move and reply
	Task   string            `json:"task"`            // "Start the count."
	Goal   string            `json:"goal"`            // "mate", "count", "promote", "move", ...
	Accept []string          `json:"accept"`          // the right answers: moves in UCI or action words ("count")
	Reply  string            `json:"reply,omitempty"` // the other side's answer to a right move
	Wrong  map[string]string `json:"wrong,omitempty"` // legal moves that miss the goal, and why
	Hint   string            `json:"hint"`
	Done   string            `json:"done"` // what the right move showed
}

// exerciseOrder is the order of the games' lessons on the page: the
// tour's; a game not named here follows, by name.
var exerciseOrder = []string{"makruk", "sittuyin", "shatranj", "chator", "shatar", "qiguo"}

// readExercises reads every lessons/*.json file of dir and returns their
// lessons in the page's order. A missing folder is no lessons.
func readExercises(dir string) ([]exercise, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	rank := func(f string) int {
		if i := slices.Index(exerciseOrder, strings.TrimSuffix(filepath.Base(f), ".json")); i >= 0 {
			return i
		}
		return len(exerciseOrder)
	}
	slices.SortStableFunc(files, func(a, b string) int {
		if d := rank(a) - rank(b); d != 0 {
			return d
		}
		return strings.Compare(a, b)
	})
	var all []exercise
	ids := map[string]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		ls, err := parseExercises(b)
		if err != nil {
			return nil, fmt.Errorf("lessons/%s: %w", filepath.Base(f), err)
		}
		for _, l := range ls {
			if other, ok := ids[l.ID]; ok {
				return nil, fmt.Errorf("lessons/%s: lesson id %q is used in %s too", filepath.Base(f), l.ID, other)
			}
			ids[l.ID] = "lessons/" + filepath.Base(f)
		}
		all = append(all, ls...)
	}
	return all, nil
}

// parseExercises reads one lessons file: a JSON list of lessons, with no
// field the format does not name, each lesson with an id, a game, a
// title and steps, its first step with a position, each step with a task
// and the moves it accepts.
func parseExercises(b []byte) ([]exercise, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var ls []exercise
	if err := dec.Decode(&ls); err != nil {
		return nil, fmt.Errorf("not a list of lessons: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("text after the list of lessons")
	}
	if len(ls) == 0 {
		return nil, fmt.Errorf("no lessons")
	}
	for i, l := range ls {
		where := fmt.Sprintf("lesson %d (%q)", i+1, quote64(l.ID))
		switch {
		case strings.TrimSpace(l.ID) == "":
			return nil, fmt.Errorf("lesson %d: no id", i+1)
		case strings.TrimSpace(l.Game) == "":
			return nil, fmt.Errorf("%s: no game", where)
		case strings.TrimSpace(l.Title) == "":
			return nil, fmt.Errorf("%s: no title", where)
		case len(l.Steps) == 0:
			return nil, fmt.Errorf("%s: no steps", where)
		case l.Steps[0].FEN == "":
			return nil, fmt.Errorf("%s: its first step has no fen", where)
		}
		for j, s := range l.Steps {
			switch {
			case strings.TrimSpace(s.Task) == "":
				return nil, fmt.Errorf("%s step %d: no task", where, j+1)
			case len(s.Accept) == 0 || slices.Contains(s.Accept, ""):
				return nil, fmt.Errorf("%s step %d: no move to accept", where, j+1)
			}
		}
	}
	return ls, nil
}

// quote64 returns at most 64 bytes of s.
func quote64(s string) string {
	if len(s) > 64 {
		return s[:64] + "…"
	}
	return s
}

// buildExercises writes the lessons of root's examples/web/lessons into
// dir as learn/lessons.json.
func buildExercises(root, dir string) error {
	ls, err := readExercises(filepath.Join(root, "examples", "web", "lessons"))
	if err != nil {
		return err
	}
	if ls == nil {
		ls = []exercise{}
	}
	b, err := json.Marshal(ls)
	if err != nil {
		return err
	}
	learn := filepath.Join(dir, "learn")
	if err := os.MkdirAll(learn, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(learn, "lessons.json"), append(b, '\n'), 0o644)
}
