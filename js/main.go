//go:build js && wasm

// Command chaturanga-wasm is the chaturanga library as a WebAssembly
// module for JavaScript (GOOS=js GOARCH=wasm; index.js loads it). It is
// only memory glue: package jsapi does the work. JavaScript calls three
// exported functions (go:wasmexport, far cheaper to call than syscall/js
// callbacks):
//
//	cg_in(n) uint32                 the address of an input buffer of at least n bytes (0 if n is over jsapi.MaxInput)
//	cg_call(op, h, a, b, n) int32   runs operation op on the n bytes of input (see jsapi.Session.Call)
//	cg_out() uint32                 the address of the last call's answer
//	cg_outlen() int32               its length (for an error's description)
//	cg_pending() uint32             the address of jsapi.Session.Pending (an int32)
//
// Addresses are unsigned: past 2 GiB of memory they do not fit an int32
// (JavaScript reads them with >>> 0).
//
// Every export recovers from panics: no input can end the instance.
package main

import (
	"unsafe"

	"github.com/chaturanga-go/chaturanga/js/internal/jsapi"
)

// session is the instance's only state.
var session = jsapi.NewSession()

// addr returns the address of b's first byte in the wasm memory.
func addr(b []byte) uint32 {
	if cap(b) == 0 {
		return 0
	}
	return uint32(uintptr(unsafe.Pointer(unsafe.SliceData(b))))
}

//go:wasmexport cg_in
func cgIn(n int32) (r uint32) {
	defer func() {
		if recover() != nil {
			r = 0
		}
	}()
	if !session.Grow(int(n)) {
		return 0
	}
	return addr(session.In)
}

//go:wasmexport cg_out
func cgOut() uint32 { return addr(session.Out) }

//go:wasmexport cg_pending
func cgPending() uint32 { return uint32(uintptr(unsafe.Pointer(&session.Pending))) }

//go:wasmexport cg_outlen
func cgOutLen() int32 { return int32(len(session.Out)) }

//go:wasmexport cg_call
func cgCall(op, h, a, b, n int32) int32 { return session.Call(op, h, a, b, n) }

func main() {
	// Keep the program running so that its exports stay callable.
	select {}
}
