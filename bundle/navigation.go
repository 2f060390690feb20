package bundle

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"designo/data"
)

// NavigationFile is the studio's text file of the site's main links.
const NavigationFile = "navigation.toml"

// readNavigation reads content/studio/navigation.toml: at least one link, each to one of
// data.NavigablePages and at most once, each with a label.
func readNavigation(fsys fs.FS) ([]data.NavLink, error) {
	file := path.Join("content/studio", NavigationFile)
	fail := func(format string, a ...any) ([]data.NavLink, error) {
		return nil, fmt.Errorf("%s: %s", file, fmt.Sprintf(format, a...))
	}
	raw, err := fs.ReadFile(fsys, file)
	if err != nil {
		return fail("%v", err)
	}
	var text struct {
		Link []struct {
			Href  string `toml:"href"`
			Label string `toml:"label"`
		} `toml:"link"`
	}
	if _, err := decodeText(raw, &text); err != nil {
		return fail("%v", err)
	}
	if len(text.Link) == 0 {
		return fail("no [[link]]")
	}
	links := make([]data.NavLink, 0, len(text.Link))
	for i, l := range text.Link {
		switch {
		case !slices.Contains(data.NavigablePages, l.Href):
			return fail("link %d: href %q is none of the site's pages %v", i+1, l.Href, data.NavigablePages)
		case slices.ContainsFunc(links, func(seen data.NavLink) bool { return seen.Href == l.Href }):
			return fail("link %d: %s is linked twice", i+1, l.Href)
		case strings.TrimSpace(l.Label) == "":
			return fail("link %d: label: empty", i+1)
		}
		links = append(links, data.NavLink{Href: l.Href, Label: l.Label})
	}
	return links, nil
}
