package views

// Slot is how wide a picture is laid out at each breakpoint of the stylesheets (1500, 1200 and 700 px, and
// below), written as a sizes attribute: the browser picks the variant of a picture by it, so each
// slot here follows the stylesheet's rule for that place.
type Slot struct{ Wide, Desktop, Tablet, Mobile string }

// Sizes is the slot as an img's sizes attribute.
func (w Slot) Sizes() string {
	steps := []struct{ from, width string }{{"1500px", w.Wide}, {"1200px", w.Desktop}, {"700px", w.Tablet}}
	sizes := ""
	for i, s := range steps {
		next := w.Mobile
		if i+1 < len(steps) {
			next = steps[i+1].width
		}
		if s.width != next { // the same width as the next step down is said once, by that step
			sizes += "(min-width: " + s.from + ") " + s.width + ", "
		}
	}
	return sizes + w.Mobile
}

// The content is 1200 px wide from 1500 px, 1111 px from 1200 px, and the viewport less its
// gutters below (40 px each side from 700 px, 24 px below); columns are 30 px apart on desktops
// and 24 px on tablets.
var (
	SlotFull  = Slot{"1200px", "1111px", "calc(100vw - 80px)", "calc(100vw - 48px)"}
	SlotHalf  = Slot{"585px", "541px", "calc(50vw - 52px)", "calc(100vw - 48px)"}
	SlotThird = Slot{"380px", "350px", "calc(50vw - 52px)", "calc(100vw - 48px)"}
)

// Home and designs pages (home.css .hero__work, category-tiles.css, about.css .about-intro).
var (
	// SlotHero is the home hero's piece at the panel's foot, edge to edge: the grid's width from
	// tablets, the screen's on phones.
	SlotHero = Slot{"1200px", "1111px", "calc(100vw - 80px)", "100vw"}
	// SlotTile is a home tile's picture: three columns on desktops, half a tile on tablets (the name
	// beside it), the full width on phones.
	SlotTile = Slot{"380px", "350px", "calc(50vw - 40px)", "calc(100vw - 48px)"}
	// SlotRelatedTile is a related category's tile on the designs page: two columns on desktops,
	// like a home tile below.
	SlotRelatedTile = Slot{"585px", "540px", "calc(50vw - 40px)", "calc(100vw - 48px)"}
	// SlotAboutIntro is the about page's first picture: seven twelfths of the grid beside the
	// introduction on desktops, the grid on tablets, the screen's width on phones.
	SlotAboutIntro = Slot{"700px", "648px", "calc(100vw - 80px)", "100vw"}
	// SlotPortrait is a team member's portrait above the words: a quarter of the grid on desktops,
	// half of it on tablets and phones (about.css, .team).
	SlotPortrait = Slot{"278px", "255px", "calc(50vw - 52px)", "calc(50vw - 32px)"}
)

// Widths of a case study's images in its layout (case.css): the opening across the
// screen; a website's long page across the content, at most 760 px, and its phone view at most
// 280 px; an app's phones at most 400 px wide, two to a row from tablets, and at most 280 px on
// phones; prints by orientation (a narrow one spans four of six columns); a study's moment, its
// website moving across the grid or its posters pasted up across the screen.
var (
	SlotBleed = Slot{"100vw", "100vw", "100vw", "100vw"}
	// SlotWall is a poster on a hoarding (.case-wall): a sixth of the screen from tablets, a third below.
	SlotWall        = Slot{"calc(100vw / 6)", "calc(100vw / 6)", "calc(100vw / 6)", "calc(100vw / 3)"}
	SlotPieceWeb    = Slot{"760px", "760px", "calc(100vw - 80px)", "calc(100vw - 48px)"}
	SlotPiecePhone  = Slot{"400px", "400px", "400px", "280px"}
	SlotPieceAside  = Slot{"280px", "280px", "calc(33.3vw - 43px)", "280px"}
	SlotPieceNarrow = Slot{"790px", "731px", "calc(66.6vw - 53px)", "calc(100vw - 48px)"}
	SlotThirdTab    = Slot{"380px", "350px", "calc(33.3vw - 43px)", "calc(100vw - 48px)"}
	SlotNextPicture = SlotHalf
	SlotDetail      = Slot{"585px", "541px", "calc(50vw - 52px)", "calc(100vw - 48px)"}
	// SlotQuotePortrait is the face beside a quote's name (.case-quote__face).
	SlotQuotePortrait = Slot{"80px", "80px", "64px", "64px"}
	// The process: its plates in one row on tablets (pages.caseProcess sets the tablet width); on
	// desktops the sketch and the type share a row, and a plate alone in its row (the look we
	// dropped) takes four columns of six, its words beside it.
	SlotProcessHalf = Slot{"585px", "541px", "calc(33.3vw - 43px)", "calc(100vw - 48px)"}
	SlotProcessWide = Slot{"790px", "731px", "calc(33.3vw - 43px)", "calc(100vw - 48px)"}
	// A long page's screens (16:10): across the grid (on a phone, the screen whole when it has no
	// phone crop); the screen beside the phone view covers the phone's height (606 px on desktops:
	// 970 px wide).
	SlotScreen       = SlotFull
	SlotScreenBeside = Slot{"970px", "970px", "calc(100vw - 30px)", "calc(100vw - 48px)"}
	// SlotMotionPage is a website's page moving (16:10) across the grid; on a phone its band is as
	// tall as five fourths of the column and shows the page's left half at that height, drawn twice
	// the column's width (case.css, .case-moment--browser).
	SlotMotionPage = Slot{"1200px", "1111px", "calc(100vw - 80px)", "calc(200vw - 96px)"}
)

// CardSlot is the width of the designs page's card i of n, by CardLayout: one column on phones;
// two on tablets, where an odd count makes the first card full width; three on desktops, where a
// count that would leave one slot empty in the last row (5, 8, …) makes the first two cards share
// the first row.
func CardSlot(i, n int) Slot {
	slot := SlotThird
	if i == 0 && cardsWideFirst.Applies(n) {
		slot.Tablet = SlotFull.Tablet
	}
	if i < 2 && cardsTwoFirst.Applies(n) {
		slot.Wide, slot.Desktop = SlotHalf.Wide, SlotHalf.Desktop
	}
	return slot
}

// CardRule is one rule of how a designs page's cards fill their rows: in a grid of Columns, a
// number of cards that leaves Over in the last row gets Class on the cards' list (designs.css,
// "Designs").
type CardRule struct {
	Class   string `json:"class"`
	Columns int    `json:"columns"`
	Over    int    `json:"over"`
}

// Applies reports whether the rule holds for a number of cards.
func (r CardRule) Applies(cards int) bool { return cards%r.Columns == r.Over }

var (
	// cardsWideFirst: an odd number of cards in two columns gives the first the whole first row.
	cardsWideFirst = CardRule{Class: "designs-examples--wide-first", Columns: 2, Over: 1}
	// cardsTwoFirst: a number that leaves two over in three columns lets the first two share the
	// first row.
	cardsTwoFirst = CardRule{Class: "designs-examples--two-first", Columns: 3, Over: 2}
	// CardLayout is the one card-layout rule: the server writes the classes it names (CardClasses),
	// and the designs island receives it in its props (pages.DesignsProps) for the categories it
	// shows itself.
	CardLayout = []CardRule{cardsWideFirst, cardsTwoFirst}
)

// CardClasses names how a designs page's cards fill their rows, so that no slot is left empty. It is
// a class the server writes rather than a selector that counts (:nth-last-child): a browser paints
// the cards parsed so far, and a layout chosen by the cards still to come would move the ones on
// screen when they arrive.
func CardClasses(cards int) []string {
	var classes []string
	for _, rule := range CardLayout {
		if rule.Applies(cards) {
			classes = append(classes, rule.Class)
		}
	}
	return classes
}
