package svg

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/chaturanga-go/chaturanga/core"
)

// Quarter turns of the board: which edge is drawn at the bottom.
const (
	rotSouth = iota // rank 1 at the bottom, file a on the left
	rotWest         // file a at the bottom, the last rank on the left
	rotNorth        // the last rank at the bottom, the last file on the left
	rotEast         // the last file at the bottom, rank 1 on the left
)

const (
	defaultArrow = "#15781b"
	defaultMark  = "#2a7fd4"
	lastMoveFill = "#e8d93a"
	sansFonts    = "'DejaVu Sans','Helvetica Neue',Arial,sans-serif"
	captionSize  = 16
)

// picture is one drawing in progress.
type picture struct {
	b  []byte
	p  core.Position
	x  extras
	o  Options
	st style
	g  core.Geometry
	id string // prefix of the ids of the picture's definitions

	rot        int
	cols, rows int     // the grid as drawn
	cell       float64 // the side of a square, the distance of two points
	margin     float64 // the frame round the board
	ox, oy     float64 // the top left corner of the grid's first cell
	fx, fy     float64 // the top left corner of the frame
	fw, fh     float64 // the frame's size
	w, h       float64 // the picture's size

	trayX, trayCols float64 // the hands' tray (Sittuyin's setup)
	legendX         float64 // Qi Guo's legend of states
	capY            float64 // the first caption line's baseline
	capLines        []string

	names [256]string // the pieces' names, as pieceName has made them
	named [256]bool
}

func appendPicture(dst []byte, p core.Position, x extras, o Options) []byte {
	g := p.Geometry()
	if g.Files < 1 || g.Ranks < 1 || g.Files > core.MaxFiles || g.Ranks > core.MaxRanks {
		return dst
	}
	variant := p.Variant()
	d := &picture{b: dst, p: p, x: x, o: o, st: styleOf(variant), g: g, id: idPrefix(variant)}
	d.layout()
	d.open()
	d.defs()
	d.drawBoard()
	d.drawHighlights()
	d.drawCoordinates()
	d.drawPieces()
	d.drawArrows()
	d.drawHands()
	d.drawLegend()
	d.drawCaption()
	d.b = append(d.b, "</svg>\n"...)
	return d.b
}

// idPrefix makes the prefix of the picture's ids from the variant's name:
// its lower-case ASCII letters, digits and hyphens.
func idPrefix(variant string) string {
	b := make([]byte, 0, len(variant))
	for i := 0; i < len(variant) && len(b) < 24; i++ {
		c := variant[i]
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '-':
			b = append(b, c)
		case c >= 'A' && c <= 'Z':
			b = append(b, c+'a'-'A')
		}
	}
	if len(b) == 0 || b[0] < 'a' {
		return "board-" + string(b)
	}
	return string(b)
}

// bottomEdge returns the quarter turn that puts side c's edge at the
// bottom.
func (d *picture) bottomEdge() int {
	c := d.o.Bottom
	if int(c) >= d.p.Sides() {
		c = 0
	}
	if d.st.points && d.p.Variant() == "qiguo" && int(c) < len(seatEdge) {
		return seatEdge[c]
	}
	if d.p.Sides() == 2 && c == core.Black {
		return rotNorth
	}
	return rotSouth
}

func (d *picture) layout() {
	d.rot = d.bottomEdge()
	d.cols, d.rows = d.g.Files, d.g.Ranks
	if d.rot == rotWest || d.rot == rotEast {
		d.cols, d.rows = d.rows, d.cols
	}
	d.cell = d.st.cell
	d.margin = 22
	if d.o.NoCoordinates {
		d.margin = 8
	}
	d.fx, d.fy = 10, 10
	d.ox, d.oy = d.fx+d.margin, d.fy+d.margin
	d.fw = float64(d.cols)*d.cell + 2*d.margin
	d.fh = float64(d.rows)*d.cell + 2*d.margin
	d.w, d.h = d.fx+d.fw+10, d.fy+d.fh+10
	if d.x.hands && !d.st.points {
		n := 0
		for c := range 2 {
			m := 0
			for _, k := range d.x.hand[c] {
				m += max(k, 0)
			}
			n = max(n, m)
		}
		perCol := max(d.rows/2, 1)
		d.trayCols = float64(max((n+perCol-1)/perCol, 1))
		d.trayX = d.fx + d.fw + 10
		d.w = d.trayX + d.trayCols*d.cell + 16 + 10
	}
	if d.st.points && d.p.Sides() > 2 {
		d.legendX = d.fx + d.fw + 16
		d.w = d.legendX + 190
		d.h = max(d.h, d.fy+float64(d.sides())*44+20)
	}
	if d.o.Caption != "" {
		d.capLines = captionLines(d.o.Caption, (d.w-20)/captionSize)
		d.capY = d.h + 12
		d.h += float64(len(d.capLines))*22 + 8
	}
}

// captionLines returns the lines of a caption as drawn in a picture width
// ems wide: its first MaxCaptionBytes, broken at its line breaks and
// wrapped, at most MaxCaptionLines of them; a caption cut short ends with
// "…". It takes time and memory in MaxCaptionBytes at most, whatever the
// caption's length.
func captionLines(caption string, width float64) []string {
	text, cut := caption, false
	if len(text) > MaxCaptionBytes {
		n := MaxCaptionBytes
		for n > 0 && !utf8.RuneStart(text[n]) {
			n--
		}
		text, cut = text[:n], true
	}
	var lines []string
	for _, line := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		lines = wrap(lines, line, width)
		if len(lines) > MaxCaptionLines {
			lines, cut = lines[:MaxCaptionLines], true
			break
		}
	}
	if cut {
		last := &lines[len(lines)-1]
		if widthOf(*last+"…") > width { // make room for the mark
			r := []rune(*last)
			*last = string(r[:max(len(r)-1, 0)])
		}
		*last += "…"
	}
	return lines
}

// sides returns the number of sides, at most core.MaxColors.
func (d *picture) sides() int { return min(max(d.p.Sides(), 0), core.MaxColors) }

// at returns the grid cell (column, row from the top) where sq is drawn.
func (d *picture) at(sq core.Square) (col, row int) {
	f, r := sq.File(), sq.Rank()
	switch d.rot {
	case rotNorth:
		return d.g.Files - 1 - f, r
	case rotWest:
		return d.g.Ranks - 1 - r, d.g.Files - 1 - f
	case rotEast:
		return r, f
	}
	return f, d.g.Ranks - 1 - r
}

// square returns the square drawn in grid cell (col, row).
func (d *picture) square(col, row int) core.Square {
	switch d.rot {
	case rotNorth:
		return core.SquareAt(d.g.Files-1-col, row)
	case rotWest:
		return core.SquareAt(d.g.Files-1-row, d.g.Ranks-1-col)
	case rotEast:
		return core.SquareAt(row, col)
	}
	return core.SquareAt(col, d.g.Ranks-1-row)
}

// center returns the centre of sq's square (point) in the picture.
func (d *picture) center(sq core.Square) (x, y float64) {
	c, r := d.at(sq)
	return d.ox + (float64(c)+0.5)*d.cell, d.oy + (float64(r)+0.5)*d.cell
}

// Output helpers.

func (d *picture) s(text string) { d.b = append(d.b, text...) }

func (d *picture) num(x float64) { d.b = appendNum(d.b, x) }

// attr writes ` name="x"` for a number.
func (d *picture) attr(name string, x float64) {
	d.b = append(d.b, ' ')
	d.b = append(d.b, name...)
	d.b = append(d.b, '=', '"')
	d.b = appendNum(d.b, x)
	d.b = append(d.b, '"')
}

// sattr writes ` name="value"`, the value escaped.
func (d *picture) sattr(name, value string) {
	d.b = append(d.b, ' ')
	d.b = append(d.b, name...)
	d.b = append(d.b, '=', '"')
	d.b = appendEscaped(d.b, value)
	d.b = append(d.b, '"')
}

func (d *picture) rect(x, y, w, h float64, fill string) {
	d.s("<rect")
	d.attr("x", x)
	d.attr("y", y)
	d.attr("width", w)
	d.attr("height", h)
	d.sattr("fill", fill)
}

func (d *picture) circle(x, y, r float64) {
	d.s("<circle")
	d.attr("cx", x)
	d.attr("cy", y)
	d.attr("r", r)
}

func (d *picture) line(x1, y1, x2, y2 float64) {
	d.s("<line")
	d.attr("x1", x1)
	d.attr("y1", y1)
	d.attr("x2", x2)
	d.attr("y2", y2)
	d.s("/>")
}

// text writes a text element centred on x with its baseline at y.
func (d *picture) text(x, y, size float64, fill, fonts, content string) {
	d.s("<text")
	d.attr("x", x)
	d.attr("y", y)
	d.attr("font-size", size)
	d.sattr("font-family", fonts)
	d.sattr("fill", fill)
	d.s(` text-anchor="middle">`)
	d.b = appendEscaped(d.b, content)
	d.s("</text>")
}

// The drawing.

func (d *picture) open() {
	d.s(`<svg xmlns="http://www.w3.org/2000/svg" version="1.1"`)
	size := float64(d.o.Size)
	if d.o.Size <= 0 {
		size = d.w
	}
	d.attr("width", size)
	d.attr("height", math.Round(size*d.h/d.w))
	d.s(` viewBox="0 0 `)
	d.num(d.w)
	d.s(" ")
	d.num(d.h)
	d.s(`"`)
	d.sattr("class", "chaturanga "+d.id)
	d.sattr("data-variant", d.p.Variant())
	d.s(` role="img"><title>`)
	d.b = appendEscaped(d.b, d.st.title)
	if name := d.p.SideName(d.p.Side()); name != "" {
		d.s(": ")
		d.b = appendEscaped(d.b, name)
		d.s(" to move")
	}
	d.s("</title>\n")
}

// defs writes the pictures of the pieces used, once each, and the check
// glow.
func (d *picture) defs() {
	d.s("<defs>\n")
	var used [256]bool
	for _, pc := range d.p.Pieces() {
		used[pc] = true
	}
	if d.st.points {
		if z := d.p.At(zhouSquare); z.Kind() == core.Zhou {
			used[z] = true
		}
	}
	if d.x.hands {
		for c := range 2 {
			for k, n := range d.x.hand[c] {
				if n > 0 {
					used[core.MakePiece(core.Color(c), core.Kind(k))] = true
				}
			}
		}
	}
	for i := 1; i < len(used); i++ {
		if !used[i] {
			continue
		}
		pc := core.Piece(i)
		if d.st.points {
			d.discDef(pc)
		} else {
			d.figureDef(pc)
		}
	}
	if d.checkSquare() != core.NoSquare {
		d.s(`<radialGradient id="`)
		d.s(d.id)
		d.s(`-check"><stop offset="0%" stop-color="#ff0000" stop-opacity="1"/><stop offset="50%" stop-color="#e70000" stop-opacity="1"/><stop offset="100%" stop-color="#9e0000" stop-opacity="0"/></radialGradient>` + "\n")
	}
	d.s("</defs>\n")
}

// pieceID writes the id of pc's picture.
func (d *picture) pieceID(pc core.Piece) {
	d.s(d.id)
	d.s("-c")
	d.b = appendInt(d.b, int(pc.Color()))
	d.s("k")
	d.b = appendInt(d.b, int(pc.Kind()))
}

func (d *picture) figureDef(pc core.Piece) {
	sc := otherSide
	if c := pc.Color(); c <= core.Black {
		sc = d.st.sides[c]
	}
	d.s(`<g id="`)
	d.pieceID(pc)
	d.s(`"`)
	fig, ok := figures[pc.Kind()]
	if pc.Kind() == core.Pawn && d.st.bia {
		fig, ok = bia, true
	}
	if !ok {
		// A kind without a figurine: its name's initial in a disc.
		d.s(">")
		d.circle(d.cell/2, d.cell/2, d.cell*0.4)
		d.sattr("fill", sc.fill)
		d.sattr("stroke", sc.stroke)
		d.s(` stroke-width="1.5"/>`)
		d.text(d.cell/2, d.cell/2+d.cell*0.17, d.cell*0.46, sc.detail, sansFonts, initial(d.p.PieceName(pc)))
		d.s("</g>\n")
		return
	}
	d.s(` transform="scale(`)
	d.num(d.cell / 100)
	d.s(`)" stroke-linejoin="round" stroke-linecap="round">`)
	d.s(`<g`)
	d.sattr("fill", sc.fill)
	d.sattr("stroke", sc.stroke)
	d.s(` stroke-width="3">`)
	for _, path := range fig.body {
		d.s(`<path d="`)
		d.s(path)
		d.s(`"/>`)
	}
	d.s(`</g>`)
	if len(fig.detail) > 0 {
		d.s(`<g fill="none"`)
		d.sattr("stroke", sc.detail)
		d.s(` stroke-width="2.5">`)
		for _, path := range fig.detail {
			d.s(`<path d="`)
			d.s(path)
			d.s(`"/>`)
		}
		d.s(`</g>`)
	}
	d.s("</g>\n")
}

// initial returns the upper-case first letter of a piece's name, or "?".
func initial(name string) string {
	for _, r := range name {
		if r >= 'a' && r <= 'z' {
			r -= 'a' - 'A'
		}
		return string(r)
	}
	return "?"
}

// look returns the colours of side c's pieces in a game of many sides.
func (d *picture) look(c core.Color) stateLook {
	if c == core.Neutral {
		return zhouLook
	}
	name := d.p.SideName(c)
	if l, ok := stateLooks[name]; ok {
		return l
	}
	l := stateLook{"#9a9a9a", "#1d1d1d", ""}
	if int(c) < len(otherLooks) {
		l = otherLooks[c]
	}
	l.char = initial(name)
	return l
}

func (d *picture) discDef(pc core.Piece) {
	l := d.look(pc.Color())
	ch, ok := qiguoChars[pc.Kind()]
	if !ok {
		ch = initial(d.p.PieceName(pc))
	}
	r := d.cell * 0.45
	d.s(`<g id="`)
	d.pieceID(pc)
	d.s(`">`)
	d.circle(0, 0, r)
	d.sattr("fill", l.fill)
	d.s(` stroke="#2a1e12" stroke-width="1.2"/>`)
	d.circle(0, 0, r-3)
	d.s(` fill="none"`)
	d.sattr("stroke", l.ink)
	d.s(` stroke-width="0.8" stroke-opacity="0.7"/>`)
	size := d.cell * 0.5
	if n := len([]rune(ch)); n > 1 {
		size = d.cell * 0.9 / float64(n+1)
	}
	d.text(0, size*0.36, size, l.ink, cjkFonts, ch)
	d.s("</g>\n")
}

// checkSquare returns the square to glow for check, or NoSquare.
func (d *picture) checkSquare() core.Square {
	if d.o.NoCheck || !d.p.InCheck() {
		return core.NoSquare
	}
	if k := d.p.King(d.p.Side()); d.g.Contains(k) {
		return k
	}
	return core.NoSquare
}

func (d *picture) drawBoard() {
	st := &d.st
	d.rect(0, 0, d.w, d.h, st.paper)
	d.s("/>\n")
	d.rect(d.fx, d.fy, d.fw, d.fh, st.frame)
	d.s(` rx="4"/>` + "\n")
	gw, gh := float64(d.cols)*d.cell, float64(d.rows)*d.cell
	d.s(`<g class="board">`)
	if st.checkered {
		d.rect(d.ox, d.oy, gw, gh, st.light)
		d.s("/>")
		for row := range d.rows {
			for col := range d.cols {
				sq := d.square(col, row)
				if (sq.File()+sq.Rank())%2 == 0 {
					d.rect(d.ox+float64(col)*d.cell, d.oy+float64(row)*d.cell, d.cell, d.cell, st.dark)
					d.s("/>")
				}
			}
		}
		d.s("</g>\n")
		return
	}
	d.rect(d.ox, d.oy, gw, gh, st.board)
	d.s("/>")
	d.s(`<g`)
	d.sattr("stroke", st.line)
	if st.points {
		// Lines through the points, the edges bolder.
		d.s(` stroke-width="1" stroke-linecap="square">`)
		h := d.cell / 2
		for col := range d.cols {
			x := d.ox + h + float64(col)*d.cell
			d.line(x, d.oy+h, x, d.oy+gh-h)
		}
		for row := range d.rows {
			y := d.oy + h + float64(row)*d.cell
			d.line(d.ox+h, y, d.ox+gw-h, y)
		}
		d.s(`<rect fill="none" stroke-width="2.2"`)
		d.attr("x", d.ox+h)
		d.attr("y", d.oy+h)
		d.attr("width", gw-d.cell)
		d.attr("height", gh-d.cell)
		d.s("/></g></g>\n")
		return
	}
	d.s(` stroke-width="1.2">`)
	for col := 1; col < d.cols; col++ {
		x := d.ox + float64(col)*d.cell
		d.line(x, d.oy, x, d.oy+gh)
	}
	for row := 1; row < d.rows; row++ {
		y := d.oy + float64(row)*d.cell
		d.line(d.ox, y, d.ox+gw, y)
	}
	if st.diagonals {
		d.line(d.ox, d.oy, d.ox+gw, d.oy+gh)
		d.line(d.ox+gw, d.oy, d.ox, d.oy+gh)
	}
	d.s(`<rect fill="none" stroke-width="2.4"`)
	d.attr("x", d.ox)
	d.attr("y", d.oy)
	d.attr("width", gw)
	d.attr("height", gh)
	d.s("/></g></g>\n")
}

// spot writes the shape that colours sq: its square, or a rounded square
// round its point, whose corners show round the piece on it; the caller
// adds the attributes and closes it.
func (d *picture) spot(sq core.Square, class string) {
	x, y := d.center(sq)
	d.s("<rect")
	d.attr("x", x-d.cell/2)
	d.attr("y", y-d.cell/2)
	d.attr("width", d.cell)
	d.attr("height", d.cell)
	if d.st.points {
		d.attr("rx", d.cell*0.2)
	}
	d.s(` class="`)
	d.s(class)
	d.s(`" data-square="`)
	d.b = sq.AppendTo(d.b)
	d.s(`"`)
}

func (d *picture) drawHighlights() {
	m := d.o.LastMove
	if !m.IsZero() && m.Action() == core.NoAction {
		from, to := m.From(), m.To()
		if d.g.Contains(from) && from != to {
			d.spot(from, "lastmove")
			d.s(` fill="` + lastMoveFill + `" fill-opacity="0.55"/>` + "\n")
		}
		if d.g.Contains(to) {
			d.spot(to, "lastmove")
			d.s(` fill="` + lastMoveFill + `" fill-opacity="0.55"/>` + "\n")
		}
	}
	for _, mk := range d.o.Marks[:min(len(d.o.Marks), MaxMarks)] {
		if !d.g.Contains(mk.Square) {
			continue
		}
		d.spot(mk.Square, "mark")
		d.sattr("fill", safeColor(mk.Color, defaultMark))
		d.s(` fill-opacity="0.5"/>` + "\n")
	}
	if k := d.checkSquare(); k != core.NoSquare {
		x, y := d.center(k)
		d.circle(x, y, d.cell*0.5)
		d.s(` class="check" data-square="`)
		d.b = k.AppendTo(d.b)
		d.s(`" fill="url(#`)
		d.s(d.id)
		d.s(`-check)"/>` + "\n")
	}
}

func (d *picture) drawCoordinates() {
	if d.o.NoCoordinates {
		return
	}
	byFile := d.rot == rotSouth || d.rot == rotNorth // columns are files
	size := 13.0
	d.s(`<g class="coordinates">`)
	for col := range d.cols {
		sq := d.square(col, d.rows-1)
		x := d.ox + (float64(col)+0.5)*d.cell
		d.text(x, d.oy+float64(d.rows)*d.cell+d.margin*0.5+size*0.36, size, d.st.coord, sansFonts, coordName(sq, byFile))
	}
	for row := range d.rows {
		sq := d.square(0, row)
		y := d.oy + (float64(row)+0.5)*d.cell + size*0.36
		d.text(d.ox-d.margin*0.5, y, size, d.st.coord, sansFonts, coordName(sq, !byFile))
	}
	d.s("</g>\n")
}

// coordName returns sq's file letter or its rank number.
func coordName(sq core.Square, file bool) string {
	if file {
		return string(rune('a' + sq.File()))
	}
	r := sq.Rank() + 1
	if r >= 10 {
		return string([]byte{byte('0' + r/10), byte('0' + r%10)})
	}
	return string(rune('0' + r))
}

// zhouSquare is j10, the centre of Qi Guo's board, where the Zhou stands
// (QG-2).
var zhouSquare = core.SquareAt(9, 9)

func (d *picture) drawPieces() {
	d.s(`<g class="pieces">` + "\n")
	zhou := false
	for sq, pc := range d.p.Pieces() {
		if !d.g.Contains(sq) || pc == core.NoPiece {
			continue
		}
		if pc.Kind() == core.Zhou && d.st.points {
			zhou = true
			d.piece(sq, pc, "zhou")
			continue
		}
		d.piece(sq, pc, "piece")
	}
	if d.st.points && !zhou && d.g.Contains(zhouSquare) {
		if z := d.p.At(zhouSquare); z.Kind() == core.Zhou {
			d.piece(zhouSquare, z, "zhou")
		}
	}
	d.s("</g>\n")
}

// pieceName returns the name of a piece with its side's: "white khun",
// "Qin general", "zhou"; once per piece in a picture.
func (d *picture) pieceName(pc core.Piece) string {
	if d.named[pc] {
		return d.names[pc]
	}
	d.names[pc], d.named[pc] = d.nameOf(pc), true
	return d.names[pc]
}

func (d *picture) nameOf(pc core.Piece) string {
	name := d.p.PieceName(pc)
	if name == "" {
		name = pc.Kind().String()
	}
	if c := pc.Color(); int(c) < d.p.Sides() {
		if side := d.p.SideName(c); side != "" {
			return side + " " + name
		}
	}
	return name
}

func (d *picture) piece(sq core.Square, pc core.Piece, class string) {
	x, y := d.center(sq)
	name := d.pieceName(pc)
	d.s(`<g class="`)
	d.s(class)
	d.s(`" data-square="`)
	d.b = sq.AppendTo(d.b)
	d.s(`"`)
	d.sattr("data-piece", name)
	d.s("><title>")
	d.b = appendEscaped(d.b, name)
	d.s(" ")
	d.b = sq.AppendTo(d.b)
	d.s(`</title><use href="#`)
	d.pieceID(pc)
	d.s(`"`)
	if d.st.points {
		d.attr("x", x)
		d.attr("y", y)
	} else {
		d.attr("x", x-d.cell/2)
		d.attr("y", y-d.cell/2)
	}
	d.s("/></g>\n")
}

func (d *picture) drawArrows() {
	drawn := false
	for _, a := range d.o.Arrows[:min(len(d.o.Arrows), MaxArrows)] {
		if !d.g.Contains(a.From) || !d.g.Contains(a.To) {
			continue
		}
		if !drawn {
			d.s(`<g class="arrows" fill-opacity="0.8" stroke-opacity="0.8">` + "\n")
			drawn = true
		}
		color := safeColor(a.Color, defaultArrow)
		x1, y1 := d.center(a.From)
		x2, y2 := d.center(a.To)
		if a.From == a.To {
			d.circle(x1, y1, d.cell*0.44)
			d.s(` class="arrow" fill="none"`)
			d.sattr("stroke", color)
			d.attr("stroke-width", d.cell*0.09)
			d.s(` data-from="`)
			d.b = a.From.AppendTo(d.b)
			d.s(`" data-to="`)
			d.b = a.To.AppendTo(d.b)
			d.s("\"/>\n")
			continue
		}
		// A shaft and a head, as one outline: from the centre of From to
		// the centre of To.
		dx, dy := x2-x1, y2-y1
		l := math.Hypot(dx, dy)
		ux, uy := dx/l, dy/l
		nx, ny := -uy, ux
		shaft, head, headW := d.cell*0.16, d.cell*0.45, d.cell*0.44
		tipX, tipY := x2-ux*d.cell*0.1, y2-uy*d.cell*0.1
		bx, by := tipX-ux*head, tipY-uy*head
		pts := [...]float64{
			x1 + nx*shaft/2, y1 + ny*shaft/2,
			bx + nx*shaft/2, by + ny*shaft/2,
			bx + nx*headW/2, by + ny*headW/2,
			tipX, tipY,
			bx - nx*headW/2, by - ny*headW/2,
			bx - nx*shaft/2, by - ny*shaft/2,
			x1 - nx*shaft/2, y1 - ny*shaft/2,
		}
		d.s(`<polygon class="arrow" data-from="`)
		d.b = a.From.AppendTo(d.b)
		d.s(`" data-to="`)
		d.b = a.To.AppendTo(d.b)
		d.s(`"`)
		d.sattr("fill", color)
		d.s(` points="`)
		for i := 0; i < len(pts); i += 2 {
			if i > 0 {
				d.s(" ")
			}
			d.num(pts[i])
			d.s(",")
			d.num(pts[i+1])
		}
		d.s("\"/>\n")
	}
	if drawn {
		d.s("</g>\n")
	}
}

// drawHands draws the pieces in hand in a tray beside the board: the side
// at the bottom in the lower half, the other in the upper half, each
// filling from its own edge.
func (d *picture) drawHands() {
	if !d.x.hands || d.st.points {
		return
	}
	gh := float64(d.rows) * d.cell
	d.s(`<g class="hands">`)
	d.rect(d.trayX, d.oy, d.trayCols*d.cell+16, gh, d.st.frame)
	d.s(` rx="4" fill-opacity="0.18"/>`)
	d.s("\n")
	bottom := core.White
	if d.rot == rotNorth {
		bottom = core.Black
	}
	perCol := max(d.rows/2, 1)
	for c := core.White; c <= core.Black; c++ {
		i := 0
		for k := core.NoKind + 1; k < core.NumKinds; k++ {
			for range d.x.hand[c][k] {
				col, row := i/perCol, i%perCol
				x := d.trayX + 8 + float64(col)*d.cell
				y := d.oy + float64(row)*d.cell
				if c == bottom {
					y = d.oy + gh - float64(row+1)*d.cell
				}
				pc := core.MakePiece(c, k)
				name := d.pieceName(pc)
				d.s(`<g class="hand"`)
				d.sattr("data-piece", name)
				d.s("><title>")
				d.b = appendEscaped(d.b, name)
				d.s(` in hand</title><use href="#`)
				d.pieceID(pc)
				d.s(`"`)
				d.attr("x", x)
				d.attr("y", y)
				d.s("/></g>\n")
				i++
			}
		}
	}
	d.s("</g>\n")
}

// drawLegend lists the sides of a game of many sides (Qi Guo's states)
// beside the board: each one's colour, name and character, the side to
// move, and the defeated with their conquerors.
func (d *picture) drawLegend() {
	if d.legendX == 0 {
		return
	}
	d.s(`<g class="legend">` + "\n")
	side := d.p.Side()
	for i := range d.sides() {
		c := core.Color(i)
		l := d.look(c)
		y := d.fy + 10 + float64(i)*44 + 20
		x := d.legendX
		d.s(`<g class="state"`)
		d.sattr("data-side", d.p.SideName(c))
		if d.x.fate && d.x.by[c] != core.NoColor {
			d.s(` opacity="0.55"`)
		}
		d.s(">")
		if c == side {
			d.circle(x+17, y, 19)
			d.s(` fill="none" stroke="#c62828" stroke-width="2.5"/>`)
		}
		d.circle(x+17, y, 15)
		d.sattr("fill", l.fill)
		d.s(` stroke="#2a1e12" stroke-width="1.2"/>`)
		d.text(x+17, y+6, 16, l.ink, cjkFonts, l.char)
		name := d.p.SideName(c)
		d.s("<text")
		d.attr("x", x+42)
		d.attr("y", y-1)
		d.s(` font-size="16"`)
		d.sattr("font-family", sansFonts)
		d.s(` fill="#222">`)
		d.b = appendEscaped(d.b, name)
		d.s("</text>")
		status := ""
		switch {
		case d.x.fate && d.x.by[c] != core.NoColor:
			status = "defeated by " + d.p.SideName(d.x.by[c])
		case d.x.fate && d.x.out[c]:
			status = "resigned"
		case c == side:
			status = "to move"
		}
		if status != "" {
			d.s("<text")
			d.attr("x", x+42)
			d.attr("y", y+15)
			d.s(` font-size="12"`)
			d.sattr("font-family", sansFonts)
			d.s(` fill="#555">`)
			d.b = appendEscaped(d.b, status)
			d.s("</text>")
		}
		d.s("</g>\n")
	}
	d.s("</g>\n")
}

func (d *picture) drawCaption() {
	if len(d.capLines) == 0 {
		return
	}
	d.s(`<g class="caption">`)
	for i, line := range d.capLines {
		d.text(d.w/2, d.capY+14+float64(i)*22, captionSize, "#222", sansFonts, line)
	}
	d.s("</g>\n")
}

// wrap appends line to lines, broken at spaces (runs of spaces are one)
// into lines of at most width
// ems as widthOf estimates them (a word longer than that, such as a run of
// Chinese characters, is broken between characters).
func wrap(lines []string, line string, width float64) []string {
	var cur strings.Builder
	curW, space := 0.0, widthOf(" ")
	flush := func() {
		lines = append(lines, cur.String())
		cur.Reset()
		curW = 0
	}
	for _, word := range strings.Split(line, " ") {
		if word == "" { // SVG collapses runs of spaces anyway
			continue
		}
		w := widthOf(word)
		if cur.Len() > 0 && curW+space+w > width {
			flush()
		}
		if w > width { // a word too long for a line of its own
			for _, r := range word {
				rw := runeWidth(r)
				if cur.Len() > 0 && curW+rw > width {
					flush()
				}
				cur.WriteRune(r)
				curW += rw
			}
			continue
		}
		if cur.Len() > 0 {
			cur.WriteByte(' ')
			curW += space
		}
		cur.WriteString(word)
		curW += w
	}
	return append(lines, cur.String())
}

// widthOf estimates the width of s in ems in a sans-serif font.
func widthOf(s string) float64 {
	w := 0.0
	for _, r := range s {
		w += runeWidth(r)
	}
	return w
}

// runeWidth estimates the width of r in ems: wide (East Asian) characters
// one em, the others a little more than half.
func runeWidth(r rune) float64 {
	switch {
	case r >= 0x1100 && r <= 0x115F, r >= 0x2E80 && r <= 0xA4CF, r >= 0xAC00 && r <= 0xD7A3,
		r >= 0xF900 && r <= 0xFAFF, r >= 0xFE30 && r <= 0xFE4F, r >= 0xFF00 && r <= 0xFF60,
		r >= 0xFFE0 && r <= 0xFFE6, r >= 0x20000:
		return 1
	}
	return 0.58
}
