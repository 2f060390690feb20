package pages

import (
	"fmt"

	"designo/data"
)

// boards are the studio's boards, real covers of our work pinned on a black board ringed in peach,
// which the bundle prepares from content/boards/: each design category's, keyed by the image name the
// specification gives a related tile (data.ImageName: "webdesign").
type boards map[string]data.Picture

// checkBoards refuses a category without a board, or a board whose files are not shipped, naming it.
// Checking each category's own board covers the related links too: data.Designs refuses an anchor
// that names no category.
func checkBoards(b boards, a Assets, designs data.Designs) error {
	for _, c := range designs.Categories {
		image := data.ImageName(c.Name())
		board, ok := b[image]
		if !ok {
			return fmt.Errorf("%s: boards: no board %q for %q", data.BundleFile, image, c.Name())
		}
		if err := checkWithoutAlt(board, a); err != nil {
			return fmt.Errorf("%s: boards: %q: %w", data.BundleFile, image, err)
		}
	}
	return nil
}

// category is the board of the category of that name (a title or an anchor: "Web Design").
func (b boards) category(name string) data.Picture {
	return b[data.ImageName(name)]
}
