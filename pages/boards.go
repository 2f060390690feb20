package pages

import (
	"fmt"
	"io/fs"

	"designo/data"
)

// BoardsManifestPath is where the boards' composer (art/studio/showcase.mjs) lists them, below
// static/.
const BoardsManifestPath = "img/boards.json"

// boardManifest is static/img/boards.json: the studio's boards, real covers of our work pinned on
// a black board ringed in peach. Each design category has its own, keyed by the image name the
// specification gives a related tile (data.ImageName: "webdesign"). (The manifest's "hero" board is
// drawn for the Open Graph card, art/studio/og.mjs, and no page shows it.)
type boardManifest struct {
	Categories map[string]renderedImage `json:"categories"`
}

// loadBoards reads the boards' manifest. A board whose files are not shipped, or a category without
// a board, stops the server, naming it. Checking each category's own
// board covers the related links too: data.Designs refuses an anchor that names no category.
func loadBoards(fsys fs.FS, a Assets, designs data.Designs) (boardManifest, error) {
	var b boardManifest
	if err := ReadManifest(fsys, BoardsManifestPath, &b); err != nil {
		return b, fmt.Errorf("%w (make art writes it)", err)
	}
	for _, c := range designs.Categories {
		image := data.ImageName(c.Name())
		board, ok := b.Categories[image]
		if !ok {
			return b, fmt.Errorf("%s: no board %q for %q", BoardsManifestPath, image, c.Name())
		}
		if err := board.checkWithoutAlt(a); err != nil {
			return b, fmt.Errorf("%s: %q: %w", BoardsManifestPath, image, err)
		}
	}
	return b, nil
}

// category is the board of the category of that name (a title or an anchor: "Web Design").
func (b boardManifest) category(name string) renderedImage {
	return b.Categories[data.ImageName(name)]
}
