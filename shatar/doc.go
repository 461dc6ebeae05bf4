// Package shatar implements Shatar, Mongolian chess.
package shatar
