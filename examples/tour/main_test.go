package main

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// runTour runs every part of the tour with pictures written into dir
// (none for ""), and returns what it printed.
func runTour(t *testing.T, dir string) (*tour, string) {
	t.Helper()
	out, err := os.CreateTemp(t.TempDir(), "stdout")
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	stdout := os.Stdout
	os.Stdout = out
	defer func() { os.Stdout = stdout }()
	tr := &tour{dir: dir}
	for i, part := range tr.parts() {
		if err := part(); err != nil {
			t.Errorf("part %d: %v", i+1, err)
		}
	}
	b, err := os.ReadFile(out.Name())
	if err != nil {
		t.Fatal(err)
	}
	return tr, string(b)
}

// TestTour runs every part of the tour: each must play its moves legally.
func TestTour(t *testing.T) {
	if _, out := runTour(t, ""); !strings.Contains(out, "Han defeated by Qin") {
		t.Errorf("the tour did not reach its end:\n%s", out)
	}
}

// TestPictures runs the tour with -svg: one picture per step, numbered and
// named after its game, each a whole SVG document, and the printed tour
// unchanged.
func TestPictures(t *testing.T) {
	dir := t.TempDir()
	tr, out := runTour(t, dir)
	_, plain := runTour(t, "")
	if out != plain {
		t.Errorf("the tour prints differently with pictures")
	}
	want := []string{
		"01-makruk-start.svg", "02-makruk-count.svg",
		"03-makruk-cambodian-start.svg", "04-makruk-cambodian-jumps.svg",
		"05-shatranj-start.svg", "06-shatranj-bare-king.svg",
		"07-sittuyin-setup.svg", "08-sittuyin-placed.svg", "09-sittuyin-no-promotion.svg", "10-sittuyin-promotion.svg",
		"11-chator-start.svg", "12-chator-promotion.svg",
		"13-shatar-start.svg", "14-shatar-shak-mate.svg",
		"15-qiguo-start.svg", "16-qiguo-horseman.svg", "17-qiguo-cannon.svg", "18-qiguo-defeat.svg",
	}
	if !slices.Equal(tr.files, want) {
		t.Errorf("pictures written %q, want %q", tr.files, want)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if !slices.Equal(names, want) {
		t.Errorf("files in the directory %q, want %q", names, want)
	}
	for _, name := range want {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Error(err)
			continue
		}
		game := strings.SplitN(name, "-", 3)[1]
		variant, captions, pieces := checkSVG(t, name, b)
		if variant != game {
			t.Errorf("%s draws a %q position", name, variant)
		}
		if captions != 1 {
			t.Errorf("%s has %d captions, want 1", name, captions)
		}
		if pieces == 0 {
			t.Errorf("%s shows no pieces", name)
		}
	}
}

// checkSVG decodes a whole picture and returns its variant, its number of
// captions and of pieces on the board.
func checkSVG(t *testing.T, name string, b []byte) (variant string, captions, pieces int) {
	dec := xml.NewDecoder(bytes.NewReader(b))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return variant, captions, pieces
		}
		if err != nil {
			t.Errorf("%s is not XML: %v", name, err)
			return variant, captions, pieces
		}
		if e, ok := tok.(xml.StartElement); ok {
			for _, a := range e.Attr {
				switch {
				case e.Name.Local == "svg" && a.Name.Local == "data-variant":
					variant = a.Value
				case a.Name.Local == "class" && a.Value == "caption":
					captions++
				case a.Name.Local == "class" && a.Value == "piece":
					pieces++
				}
			}
		}
	}
}
