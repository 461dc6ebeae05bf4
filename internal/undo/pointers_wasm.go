//go:build wasm

package undo

// On WebAssembly, Check leaves out its look for pointers, which needs
// package reflect (some 6 KB of the js/ module's brotli download): a
// record type's pointers are the same on every platform, and Check finds
// them wherever the library's tests run (every game calls Check at its
// initialisation, on every platform the tests run on).

func typeName[T any]() string { return "a game's undo record" }

func hasPointers[T any]() bool { return false }
