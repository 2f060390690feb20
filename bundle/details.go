package bundle

import (
	"fmt"
	"image"
	"io/fs"
)

// A detail crop frames one part of the work on its own ground, so the ground shows on all four
// sides (at least minMargin of the picture's width or height: nothing runs into the edge, no
// neighbour's sliver sits at it) and evenly (left as wide as right, top as tall as bottom, within
// marginTolerance). A crop cut from the page around a part fails: its neighbours reach the edges.
const (
	minMargin       = 0.03
	marginTolerance = 0.01
)

// checkDetail reads a detail crop from fsys and checks its margins.
func checkDetail(fsys fs.FS, file string) error {
	f, err := fsys.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	img, _, err := image.Decode(f)
	if err != nil {
		return fmt.Errorf("not a JPEG or PNG picture: %v", err)
	}
	return checkMargins(img)
}

// checkMargins says how a detail crop's margins break the rule above, in pixels.
func checkMargins(img image.Image) error {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	left, right, top, bottom := margins(img)
	at := func(side int, frac float64) int { return int(float64(side) * frac) }
	switch {
	case left < at(w, minMargin) || right < at(w, minMargin):
		return fmt.Errorf("margins: left %d px, right %d px, want the ground on both sides, at least %d px (3%% of %d)", left, right, at(w, minMargin), w)
	case top < at(h, minMargin) || bottom < at(h, minMargin):
		return fmt.Errorf("margins: top %d px, bottom %d px, want the ground above and below, at least %d px (3%% of %d)", top, bottom, at(h, minMargin), h)
	case max(left-right, right-left) > at(w, marginTolerance):
		return fmt.Errorf("margins: left %d px, right %d px, want them even within %d px (1%% of %d)", left, right, at(w, marginTolerance), w)
	case max(top-bottom, bottom-top) > at(h, marginTolerance):
		return fmt.Errorf("margins: top %d px, bottom %d px, want them even within %d px (1%% of %d)", top, bottom, at(h, marginTolerance), h)
	}
	return nil
}

// margins is the band of ground, in pixels, on each side of a picture before its first content
// pixel: the ground is the colour of its top-left pixel, and a pixel is content when a channel is
// further from it than jpegNoise: what JPEG leaves on a flat colour, and the ringing it leaves beside
// a saturated edge (up to 11 levels above an orange slot on near-black). A board of #F6F3EC on a
// paler ground is content at this tolerance and ground at 16.
func margins(img image.Image) (left, right, top, bottom int) {
	const jpegNoise = 12
	b := img.Bounds()
	gr, gg, gb, _ := img.At(b.Min.X, b.Min.Y).RGBA()
	ground := func(x, y int) bool {
		r, g, bl, _ := img.At(x, y).RGBA()
		near := func(a, b uint32) bool { return max(a, b)-min(a, b) <= jpegNoise<<8 }
		return near(r, gr) && near(g, gg) && near(bl, gb)
	}
	column := func(x int) bool {
		for y := b.Min.Y; y < b.Max.Y; y++ {
			if !ground(x, y) {
				return false
			}
		}
		return true
	}
	row := func(y int) bool {
		for x := b.Min.X; x < b.Max.X; x++ {
			if !ground(x, y) {
				return false
			}
		}
		return true
	}
	for left = 0; left < b.Dx() && column(b.Min.X+left); left++ {
	}
	for right = 0; right < b.Dx() && column(b.Max.X-1-right); right++ {
	}
	for top = 0; top < b.Dy() && row(b.Min.Y+top); top++ {
	}
	for bottom = 0; bottom < b.Dy() && row(b.Max.Y-1-bottom); bottom++ {
	}
	return left, right, top, bottom
}
