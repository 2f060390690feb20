package views

import "strconv"

func itoa(n int) string { return strconv.Itoa(n) }

func lazyLoading(lazy bool) Loading {
	if lazy {
		return LoadLazy
	}
	return LoadEager
}

// exampleLoading is when a designs page's card image loads: the first is a phone's largest paint, so it
// comes first of all; the others load as they come near, after what paints the first screen.
func exampleLoading(i int) Loading {
	if i == 0 {
		return LoadFirst
	}
	return LoadLazy
}

// examplesLayout names how a designs page's cards fill their rows, so that no slot is left empty: an
// odd number of cards in two columns gives the first the whole first row; a number that leaves two
// over in three columns lets the first two share the first row. It is a class the server writes
// rather than a selector that counts (:nth-last-child): a browser paints the cards parsed so far, and
// a layout chosen by the cards still to come would move the ones on screen when they arrive.
// islands/designs/data.ts examplesLayout is the same rule.
func examplesLayout(cards int) []string {
	var classes []string
	if wideFirst(cards) {
		classes = append(classes, "designs-examples--wide-first")
	}
	if twoFirst(cards) {
		classes = append(classes, "designs-examples--two-first")
	}
	return classes
}
