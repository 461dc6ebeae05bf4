package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/jsonl"
)

// Helpers shared by the package's tests; the shared data files themselves
// run in data_test.go.

func readJSONL[T any](t testing.TB, path string) []T {
	t.Helper()
	return jsonl.Read[T](t, path)
}

type gameLine = jsonl.GameLine
