// Package svg draws the positions of every game of the library as SVG
// pictures, for game sites, tools and teachers: the board, the pieces, the
// last move, the king in check, arrows and marked squares, a caption.
//
//	p := makruk.StartPosition(makruk.Default)
//	s := svg.Board(&p, svg.Options{Bottom: core.Black, LastMove: m})
//
// [Board] returns the picture as a string and [Append] appends it to a
// byte slice: the package does no I/O (write the bytes where you like, or
// put them in an HTML page as they are). A picture is self-contained: the
// pieces are SVG paths and text, nothing is fetched (no images, no web
// fonts). The same position and options give the same bytes.
//
// # The boards
//
// Each game is drawn the way its players know it:
//
//   - Makruk: a plain board of one colour with lines, not chequered; the
//     pieces in squares, the bia the flat cowrie disc of Thai sets.
//   - Sittuyin: a plain board with its two long diagonals drawn (the
//     promotion lines, ST-13), red and black pieces (White is Red in the
//     Burmese sources); during the setup, the pieces still in hand stand
//     in a tray beside the board, each side's on its own half (ST-9).
//   - Main Chator: a plain board with both long diagonals engraved, as the
//     pawns return to them to promote (CH-1, CH-11).
//   - Shatranj: a plain board, as the medieval Arabic and Persian sources
//     draw it; the chequered board is a later European habit (Murray, A
//     History of Chess).
//   - Qi Guo: a Go board's 19x19 lines with the pieces on the points,
//     each a disc in its state's colour from the source (Qin white, Han
//     orange, Chu red, Wei green, Qi blue, Yan black, Zhao purple; QG-3)
//     bearing its character (將 general, 偏 pian, 裨 bi, 弓 bow, 弩
//     crossbow, 刀 dao, 劍 sword, 砲 cannon, 騎 horseman, 行人
//     go-between), the yellow Zhou (周) on j10 (QG-2), and beside the board
//     a legend of the states in turn order: each one's colour, name and
//     character, the state to move, who defeated whom, and who resigned.
//   - Shatar, and any other game: a chequered board of its size.
//
// The 8x8 pieces are simple figurines in the spirit of the South-East
// Asian sets, one drawing per kind of piece: the king a tiered spire (the
// Thai and Burmese crown), the met, ferz and sit-ke a small piece with a
// lotus crown, the khon, sin, alfil and gajah a mitre with a cleft, the
// horse a horse's head, the rook a tower, the pawn a small round-headed
// piece; Main Chator's strong mantri and Shatar's bers wear a queen's
// crown. A kind of
// piece without a drawing is the initial of its name in a disc.
//
// The Chinese characters are text: the viewer draws them with a font it
// has (the picture asks for the common serif CJK fonts, traditional
// forms first), as every browser and desktop does.
//
// # Reading a picture
//
// Every piece on the board is a group of class "piece" with its square in
// a data-square attribute and its name in data-piece and in a title
// ("white khun e1", "Qin general a10"); pieces in hand are groups of class
// "hand", the Zhou of class "zhou". The highlights are elements of class
// "lastmove", "check" and "mark" (with data-square), the arrows of class
// "arrow" (with data-from and data-to). The root element has the classes
// "chaturanga" and the game's name, and a title naming the game and the
// side to move. Pages can style or script the pictures through these;
// tests count them.
//
// # What a picture reads of a position
//
// The renderer takes any [core.Position] and calls only Variant,
// Geometry, Sides, SideName, PieceName, Side, At, Pieces, InCheck and
// King. What only one game has it reads through methods the position has
// besides those: InSetup and InHand (the hands of a *sittuyin.Position
// during its setup) and DefeatedBy (the defeats of a *qiguo.Position's
// states). A type that wraps a position draws the same picture if it has
// these methods too.
package svg
