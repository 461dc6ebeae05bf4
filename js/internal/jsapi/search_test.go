package jsapi

import "testing"

// The search operation is in the operations' list and answers a legal
// move.
func TestSearchOp(t *testing.T) {
	s := NewSession()
	h, _ := must(t, s, "newBoard", 0, 0, 0, "makruk")
	_, mv := must(t, s, "search", h, 2, 1, "")
	if _, legal := must(t, s, "legalMoves", h, 0, 0, ""); mv == "" || !containsWord(legal, mv) {
		t.Errorf("search answered %q, not one of the legal moves", mv)
	}
}

func containsWord(list, w string) bool {
	for i := 0; i+len(w) <= len(list); i++ {
		if list[i:i+len(w)] == w && (i == 0 || list[i-1] == ' ') && (i+len(w) == len(list) || list[i+len(w)] == ' ') {
			return true
		}
	}
	return false
}
