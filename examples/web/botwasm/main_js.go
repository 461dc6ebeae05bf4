//go:build js && wasm

package main

import "syscall/js"

func main() {
	js.Global().Set("chaturangaBotMove", js.FuncOf(func(_ js.Value, args []js.Value) (res any) {
		defer func() {
			if r := recover(); r != nil {
				res = map[string]any{"error": "bot: bad arguments"}
			}
		}()
		if len(args) != 5 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString ||
			args[2].Type() != js.TypeString || args[3].Type() != js.TypeNumber || args[4].Type() != js.TypeNumber {
			return map[string]any{"error": "bot: want (variant, rules, fen: string, depth, seed: number)"}
		}
		a := botMove(args[0].String(), args[1].String(), args[2].String(), args[3].Int(), uint64(args[4].Int()))
		if a.Error != "" {
			return map[string]any{"error": a.Error}
		}
		return map[string]any{"move": a.Move, "san": a.SAN}
	}))
	select {}
}
