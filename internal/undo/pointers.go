//go:build !wasm

package undo

import "reflect"

// typeName returns T's name, for Check's panics.
func typeName[T any]() string { return reflect.TypeFor[T]().String() }

// hasPointers reports whether a T holds pointers (strings, slices, maps,
// interfaces, channels, functions and pointers, in any field or element).
func hasPointers[T any]() bool { return typeHasPointers(reflect.TypeFor[T]()) }

func typeHasPointers(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return false
	case reflect.Array:
		return t.Len() > 0 && typeHasPointers(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if typeHasPointers(t.Field(i).Type) {
				return true
			}
		}
		return false
	}
	return true
}
