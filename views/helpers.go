package views

import "strconv"

func itoa(n int) string { return strconv.Itoa(n) }

func lazyLoading(lazy bool) Loading {
	if lazy {
		return LoadLazy
	}
	return LoadEager
}
