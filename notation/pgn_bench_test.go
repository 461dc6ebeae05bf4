package notation

import (
	"bytes"
	"io"
	"os"
	"strconv"
	"testing"
)

// benchGames returns the shared PGN files of makruk and shatranj (54
// games, 100 KB) concatenated n times, and the number of games.
func benchGames(b *testing.B, n int) ([]byte, int) {
	b.Helper()
	var one []byte
	for _, f := range []string{"../makruk/testdata/games.pgn", "../shatranj/testdata/games.pgn"} {
		t, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		one = append(append(one, t...), '\n')
	}
	games := 0
	r := NewPGNReader(bytes.NewReader(one))
	for {
		_, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			b.Fatal(err)
		}
		games++
	}
	return bytes.Repeat(one, n), games * n
}

// readGames reads all games of text and returns them.
func readGames(b *testing.B, text []byte) []*Record {
	var recs []*Record
	r := NewPGNReader(bytes.NewReader(text))
	for {
		rec, err := r.Next()
		if err == io.EOF {
			return recs
		}
		if err != nil {
			b.Fatal(err)
		}
		recs = append(recs, rec)
	}
}

// Reading real games: 20 copies of the shared makruk and shatranj files.
func BenchmarkPGNRead(b *testing.B) {
	text, games := benchGames(b, 20)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if n := len(readGames(b, text)); n != games {
			b.Fatalf("%d games, want %d", n, games)
		}
	}
	b.ReportMetric(float64(games)*float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// Writing the same games.
func BenchmarkPGNWrite(b *testing.B) {
	text, games := benchGames(b, 20)
	recs := readGames(b, text)
	var out []byte
	for _, r := range recs {
		out = AppendPGN(out, r)
	}
	b.SetBytes(int64(len(out)))
	b.ReportAllocs()
	for b.Loop() {
		out = out[:0]
		for _, r := range recs {
			out = AppendPGN(out, r)
		}
	}
	b.ReportMetric(float64(games)*float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// hugeGame returns one game of n moves (DefaultMaxMoves is 100,000), with
// move numbers and a comment every 100 moves.
func hugeGame(n int) []byte {
	text := []byte("[Event \"huge\"]\n\n")
	moves := []string{"Nf3", "Nf6", "Ng1", "Ng8"}
	for i := range n {
		if i%2 == 0 {
			text = strconv.AppendInt(text, int64(i/2+1), 10)
			text = append(text, ". "...)
		}
		text = append(text, moves[i%4]...)
		if i%100 == 99 {
			text = append(text, " {a comment}"...)
		}
		text = append(text, ' ')
		if i%10 == 9 {
			text = append(text, '\n')
		}
	}
	return append(text, "*\n"...)
}

// Reading one game of 100,000 moves: B/op is the memory it takes.
func BenchmarkPGNReadHugeGame(b *testing.B) {
	text := hugeGame(DefaultMaxMoves)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		rec, err := NewPGNReader(bytes.NewReader(text)).Next()
		if err != nil || len(rec.Moves) != DefaultMaxMoves {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// Writing it.
func BenchmarkPGNWriteHugeGame(b *testing.B) {
	rec, err := NewPGNReader(bytes.NewReader(hugeGame(DefaultMaxMoves))).Next()
	if err != nil {
		b.Fatal(err)
	}
	out := AppendPGN(nil, rec)
	b.SetBytes(int64(len(out)))
	b.ReportAllocs()
	for b.Loop() {
		out = AppendPGN(out[:0], rec)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
