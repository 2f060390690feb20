package bundle_test

import (
	"image"
	"image/jpeg"
	"os"
	"path/filepath"
	"testing"

	"designo/data"
)

// margins is the band of ground, in pixels, on each side of a picture before its first content
// pixel: the ground is the colour of its top-left pixel, and a pixel is content when a channel is
// further from it than jpegNoise: what JPEG leaves on a flat colour, and the ringing it leaves beside
// a saturated edge (up to 11 levels above Loopstudios' orange slot on near-black). Boxed Water's
// board, #F6F3EC on a paler ground, is content at this tolerance and ground at 16.
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

// TestDetailsKeepAnEvenMargin reads every detail crop under content/work: each frames one part of
// the work on its own ground, so the ground shows on all four sides (at least 3% of the picture's
// width or height: nothing runs into the edge, no neighbour's sliver sits at it) and evenly (left as
// wide as right, top as tall as bottom, within 1%). A crop cut from the page around a part fails:
// its neighbours reach the edges.
func TestDetailsKeepAnEvenMargin(t *testing.T) {
	files, err := filepath.Glob("../content/work/*/detail-*.jpg")
	if err != nil {
		t.Fatal(err)
	}
	projects, err := filepath.Glob("../content/work/*/project.toml")
	if err != nil {
		t.Fatal(err)
	}
	if want := len(projects) * data.DetailCrops; len(files) != want || want == 0 {
		t.Fatalf("%d detail crops under content/work, want %d (%d for each of %d projects)", len(files), want, data.DetailCrops, len(projects))
	}
	for _, file := range files {
		name, _ := filepath.Rel("../content/work", file)
		t.Run(name, func(t *testing.T) {
			f, err := os.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			img, err := jpeg.Decode(f)
			if err != nil {
				t.Fatal(err)
			}
			w, h := img.Bounds().Dx(), img.Bounds().Dy()
			left, right, top, bottom := margins(img)
			t.Logf("%dx%d: left %d, right %d, top %d, bottom %d px", w, h, left, right, top, bottom)
			if least := w * 3 / 100; left < least || right < least {
				t.Errorf("left %d px, right %d px: the ground must show on both sides, at least %d px", left, right, least)
			}
			if least := h * 3 / 100; top < least || bottom < least {
				t.Errorf("top %d px, bottom %d px: the ground must show above and below, at least %d px", top, bottom, least)
			}
			if diff, tol := max(left-right, right-left), w/100; diff > tol {
				t.Errorf("left %d px, right %d px: uneven by %d px (at most %d)", left, right, diff, tol)
			}
			if diff, tol := max(top-bottom, bottom-top), h/100; diff > tol {
				t.Errorf("top %d px, bottom %d px: uneven by %d px (at most %d)", top, bottom, diff, tol)
			}
		})
	}
}
