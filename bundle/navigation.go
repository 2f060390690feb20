package bundle

import (
	"io/fs"
	"slices"
	"strings"

	"designo/data"
)

// NavigationFile is the studio's text file of the site's main links.
const NavigationFile = "navigation.toml"

// readNavigation reads content/studio/navigation.toml: at least one link, each to one of
// data.NavigablePages and at most once, each with a label.
func readNavigation(fsys fs.FS) ([]data.NavLink, error) {
	file := studioFile(NavigationFile)
	var text struct {
		Link []struct {
			Href  string `toml:"href"`
			Label string `toml:"label"`
		} `toml:"link"`
	}
	if err := file.decode(fsys, &text); err != nil {
		return nil, err
	}
	if len(text.Link) == 0 {
		return nil, file.errorf("no [[link]]")
	}
	links := make([]data.NavLink, 0, len(text.Link))
	for i, l := range text.Link {
		switch {
		case !slices.Contains(data.NavigablePages, l.Href):
			return nil, file.errorf("link %d: href %q is none of the site's pages %v", i+1, l.Href, data.NavigablePages)
		case slices.ContainsFunc(links, func(seen data.NavLink) bool { return seen.Href == l.Href }):
			return nil, file.errorf("link %d: %s is linked twice", i+1, l.Href)
		case strings.TrimSpace(l.Label) == "":
			return nil, file.errorf("link %d: label: empty", i+1)
		}
		links = append(links, data.NavLink{Href: l.Href, Label: l.Label})
	}
	return links, nil
}
