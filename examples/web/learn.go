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
