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
