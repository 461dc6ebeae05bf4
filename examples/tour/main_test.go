package main

import (
	"os"
	"testing"
)

// TestTour runs every part of the tour: each must play its moves legally.
func TestTour(t *testing.T) {
	stdout := os.Stdout
	devnull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	os.Stdout = devnull
	defer func() { os.Stdout = stdout; devnull.Close() }()
	for i, part := range []func() error{makrukTour, shatranjTour, sittuyinTour, chatorTour, qiguoTour} {
		if err := part(); err != nil {
			t.Errorf("part %d: %v", i+1, err)
		}
	}
}
