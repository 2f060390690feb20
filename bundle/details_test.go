package bundle

import (
	"image"
	"image/color"
	"image/draw"
	"strings"
	"testing"
)

// TestCheckMarginsWantsTheGroundOnEverySide: a part framed evenly on its ground passes; one that
// runs into an edge, or sits off centre, is refused with the margins in pixels.
func TestCheckMarginsWantsTheGroundOnEverySide(t *testing.T) {
	ground := color.RGBA{0xF6, 0xF3, 0xEC, 0xff}
	part := color.RGBA{0x33, 0x31, 0x36, 0xff}
	crop := func(x0, y0, x1, y1 int) image.Image {
		img := image.NewRGBA(image.Rect(0, 0, 1000, 800))
		draw.Draw(img, img.Bounds(), image.NewUniform(ground), image.Point{}, draw.Src)
		draw.Draw(img, image.Rect(x0, y0, x1, y1), image.NewUniform(part), image.Point{}, draw.Src)
		return img
	}
	tests := []struct {
		name string
		img  image.Image
		want string
	}{
		{"even", crop(100, 80, 900, 720), ""},
		{"even within 1%", crop(100, 80, 895, 725), ""},
		{"into the left edge", crop(0, 80, 900, 720), "margins: left 0 px, right 100 px, want the ground on both sides, at least 30 px"},
		{"into the top edge", crop(100, 10, 900, 720), "margins: top 10 px, bottom 80 px, want the ground above and below, at least 24 px"},
		{"off centre", crop(100, 80, 850, 720), "margins: left 100 px, right 150 px, want them even within 10 px"},
		{"uneven top and bottom", crop(100, 60, 900, 720), "margins: top 60 px, bottom 80 px, want them even within 8 px"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := checkMargins(tt.img)
			if tt.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want …%s…", err, tt.want)
			}
		})
	}
}
