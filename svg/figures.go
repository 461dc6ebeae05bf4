package svg

import "github.com/chaturanga-go/chaturanga/core"

// The figurines of the 8x8 games are drawn here, on a 100x100 grid whose
// origin is the top left corner of the square (the <g> that holds them is
// scaled to the square). Each is a few closed outlines filled with the
// side's colour and stroked with its outline colour ("body"), and lines
// drawn in the side's detail colour ("detail"), so that the same drawing
// serves every side: white, black, Sittuyin's red.
//
// They are plain geometric figures in the spirit of the South-East Asian
// sets: the king a tiered spire (the Thai and Burmese crown), the met or
// ferz a smaller piece with a lotus crown, the khon and the elephants a
// mitre with a cleft (the western bishop descends from them), the horse a
// horse's head, the rook a tower, the pawn a small round-headed piece, and
// Makruk's bia the flat cowrie disc of Thai sets.

type figure struct {
	body   []string // outlines, filled and stroked
	detail []string // lines in the detail colour
}

const base = "M20 90L80 90L80 85Q80 81 76 81L24 81Q20 81 20 85Z"

var figures = map[core.Kind]figure{
	core.King: {
		body: []string{
			base,
			"M29 81L71 81L62 54L38 54Z",
			"M34 54L66 54L66 47L34 47Z",
			"M36 47L64 47L58 37L42 37Z",
			"M41 37L59 37L55 28L45 28Z",
			"M45 28L55 28L50 9Z",
		},
		detail: []string{"M39 70L61 70"},
	},
	core.Ferz: {
		body: []string{
			base,
			"M31 81L69 81L60 58L40 58Z",
			"M35 58L65 58L65 52L35 52Z",
			"M36 52L32 34L42 42L50 28L58 42L68 34L64 52Z",
			"M46 24A4 4 0 1 0 54 24A4 4 0 1 0 46 24Z",
		},
		detail: []string{"M41 72L59 72"},
	},
	core.Queen:  queen,
	core.Dragon: queen, // Shatar's bers, its queen
	core.AiWok:  queen, // the ai-wok, the met's place in Ai-Wok
	core.Silver: mitre,
	core.Bishop: mitre,
	core.Alfil:  mitre,
	core.Knight: {
		body: []string{
			base,
			"M33 81C37 69 45 61 45 51C41 54 37 55 33 57C28 60 22 58 21 53C20 49 23 46 27 42L39 28C41 21 47 17 53 18L57 10L61 19C70 24 75 38 74 52C73 63 71 73 70 81Z",
		},
		detail: []string{"M44 30L47 30", "M26 51L29 51", "M60 28C65 40 66 56 63 72"},
	},
	core.Rook: {
		body: []string{
			base,
			"M32 81L68 81L66 46L34 46Z",
			"M28 46L72 46L72 25L63 25L63 32L55 32L55 25L45 25L45 32L37 32L37 25L28 25Z",
		},
		detail: []string{"M33 58L67 58", "M33 70L67 70"},
	},
	core.Pawn: {
		body: []string{
			base,
			"M35 81L65 81L58 63L42 63Z",
			"M38 63L62 63L62 58L38 58Z",
			"M50 58C42 58 37 52 37 45C37 38 43 33 50 33C57 33 63 38 63 45C63 52 58 58 50 58Z",
		},
	},
}

var mitre = figure{
	body: []string{
		base,
		"M30 81L70 81L61 58L39 58Z",
		"M35 58L65 58L65 52L35 52Z",
		"M37 52C33 40 40 27 50 17C60 27 67 40 63 52Z",
		"M46 17C46 12 54 12 54 17Z",
	},
	detail: []string{"M44 33L57 44", "M40 72L60 72"},
}

// bia is Makruk's pawn: a flat disc, as the cowrie shells of Thai sets.
var bia = figure{
	body: []string{
		"M20 60L20 70C20 78 34 83 50 83C66 83 80 78 80 70L80 60Z",
		"M20 60C20 52 34 47 50 47C66 47 80 52 80 60C80 68 66 73 50 73C34 73 20 68 20 60Z",
	},
	detail: []string{"M38 60C44 58 56 58 62 60"},
}

var queen = figure{
	body: []string{
		base,
		"M29 81L71 81L63 56L37 56Z",
		"M33 56L67 56L67 50L33 50Z",
		"M33 50L27 27L40 38L50 20L60 38L73 27L67 50Z",
	},
	detail: []string{"M40 70L60 70", "M36 44L64 44"},
}
