package engine

import (
	"bufio"
	"errors"
	"io"
)

// A lineReader reads lines of at most max bytes (without the newline;
// a trailing '\r' is dropped), never buffering more than max plus its
// buffer's 4 KiB. A longer line is errLong, and the reader stops there.
type lineReader struct {
	br  *bufio.Reader
	max int
	buf []byte
	// partial: the last errLong line's newline is not read yet
	partial bool
}

var errLong = errors.New("line too long")

func newLineReader(r io.Reader, max int) *lineReader {
	return &lineReader{br: bufio.NewReaderSize(r, 4096), max: max}
}

// next returns the next line (valid until the next call). At the end of
// the input, a last unterminated line is returned before io.EOF. A line
// over the limit returns its first bytes (at most 64) and errLong.
func (l *lineReader) next() ([]byte, error) {
	l.buf = l.buf[:0]
	for {
		frag, err := l.br.ReadSlice('\n')
		if len(l.buf)+len(frag) > l.max+2 { // +2: the "\r\n" that is not counted
			keep := frag
			if len(l.buf) > 0 {
				keep = l.buf
			}
			l.partial = err != nil
			return []byte(cut(string(keep))), errLong
		}
		l.buf = append(l.buf, frag...)
		switch err {
		case nil:
			line := l.buf[:len(l.buf)-1]
			if n := len(line); n > 0 && line[n-1] == '\r' {
				line = line[:n-1]
			}
			if len(line) > l.max {
				l.partial = false
				return []byte(cut(string(line))), errLong
			}
			return line, nil
		case bufio.ErrBufferFull:
			continue
		default:
			if len(l.buf) > 0 && err == io.EOF {
				line := l.buf
				if n := len(line); line[n-1] == '\r' {
					line = line[:n-1]
				}
				l.buf = l.buf[:0]
				if len(line) > 0 {
					return line, nil
				}
			}
			return nil, err
		}
	}
}

// skipRest discards the rest of an overlong line, up to its newline.
func (l *lineReader) skipRest() error {
	for l.partial {
		_, err := l.br.ReadSlice('\n')
		switch err {
		case nil:
			l.partial = false
		case bufio.ErrBufferFull:
		default:
			l.partial = false
			return err
		}
	}
	return nil
}
