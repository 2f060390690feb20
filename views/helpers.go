package views

import "strconv"

func itoa(n int) string { return strconv.Itoa(n) }

func lazyLoading(lazy bool) Loading {
	if lazy {
		return LoadLazy
	}
	return LoadEager
}

// exampleLoading is when a designs page's card image loads: the first is a phone's largest paint, the
// second may share the first screen, the rest load as they come near.
func exampleLoading(i int) Loading {
	switch i {
	case 0:
		return LoadFirst
	case 1:
		return LoadEager
	}
	return LoadLazy
}
