// Package undo lets each game keep its own undo record inside the one
// opaque [core.Undo] that every game's MakeMove returns: a game declares
// the record it needs as a plain struct and fills and reads it inside the
// core value at no cost.
package undo

import (
	"strconv"
	"unsafe"

	"github.com/chaturanga-go/chaturanga/core"
)

// Ptr returns u's storage as a *T, to fill or read the game's record in
// place. T must have passed [Check]. A game's MakeMove is
//
//	func (p *Position) MakeMove(m core.Move) (u core.Undo) {
//		p.makeMove(m, undo.Ptr[undoRecord](&u))
//		return u
//	}
//
// which writes the record straight into the value it returns.
func Ptr[T any](u *core.Undo) *T {
	return (*T)(unsafe.Pointer(u))
}

// Check panics unless a T fits in a core.Undo and holds no pointers (the
// garbage collector does not look inside a core.Undo). Each game calls it
// once, at package initialisation, for its record type; it returns true
// so that it can initialise a package variable. On WebAssembly it checks
// the size and the alignment only: the look for pointers needs package
// reflect, which the js/ module does without, and a type's pointers are
// the same on every platform the tests run on.
func Check[T any]() bool {
	var t T
	if unsafe.Sizeof(t) > unsafe.Sizeof(core.Undo{}) {
		panic("undo: " + typeName[T]() + " is " + strconv.Itoa(int(unsafe.Sizeof(t))) + " bytes, more than a core.Undo's " + strconv.Itoa(int(unsafe.Sizeof(core.Undo{}))))
	}
	if unsafe.Alignof(t) > unsafe.Alignof(core.Undo{}) {
		panic("undo: " + typeName[T]() + " needs alignment " + strconv.Itoa(int(unsafe.Alignof(t))))
	}
	if hasPointers[T]() {
		panic("undo: " + typeName[T]() + " holds pointers")
	}
	return true
}
