package pages

import (
	"strings"
	"testing"
	"testing/fstest"

	"designo/data"
)

// TestShownInOpening: a print project's first sheet is the opening alone when no other sheet of its
// shape lies beneath it there, and an app's opening shows its first three screens
// (art/work/lib/openings.mjs).
func TestShownInOpening(t *testing.T) {
	wide := data.Picture{Kind: "print", Width: 1600, Height: 1000}
	tall := data.Picture{Kind: "print", Width: 1600, Height: 2000}
	screen := data.Picture{Kind: "phone", Width: 390, Height: 844}
	page := data.Picture{Kind: "browser", Width: 1440, Height: 4000}
	tests := []struct {
		name   string
		frames []data.Picture
		want   int
	}{
		{"one sheet", []data.Picture{wide}, 1},
		{"a board and a book cover", []data.Picture{wide, tall}, 1},
		{"two boards", []data.Picture{wide, wide}, 0},
		{"three posters", []data.Picture{tall, tall, tall}, 0},
		{"a poster and a board", []data.Picture{tall, wide}, 1},
		{"a website", []data.Picture{page, screen}, 0},
		{"an app of one screen", []data.Picture{screen}, 0},
		{"an app of three screens", []data.Picture{screen, screen, screen}, 0},
		{"an app of five screens", []data.Picture{screen, screen, screen, screen, screen}, 3},
		{"a phone view before a page", []data.Picture{screen, screen, screen, page}, 0},
	}
	for _, tt := range tests {
		if got := shownInOpening(tt.frames); got != tt.want {
			t.Errorf("%s: shownInOpening = %d, want %d", tt.name, got, tt.want)
		}
	}
}

// TestAnOpeningOffersTabletsNoCardWidth: a case study's opening offers a screen from 700 px its
// widths above 800 only. Up to 800 they are the cards', pressed for a phone's first paint
// (scripts/pictures.mjs): a 768 px tablet took the 800 and showed the work blurred.
func TestAnOpeningOffersTabletsNoCardWidth(t *testing.T) {
	phone := data.Picture{Width: 1300, Height: 1200, Widths: []int{400, 800, 1200}, Formats: []string{"avif"}, Path: "/static/img/work/camp/opening-phone"}
	opening := data.Picture{Width: 3200, Height: 1800, Widths: []int{400, 680, 800, 1200, 1600, 2400, 3200},
		Formats: []string{"avif", "jpg"}, Path: "/static/img/work/camp/opening", Phone: &phone}
	r := openingImage(&content{assets: fsAssets{fstest.MapFS{}}}, opening)
	var wide []string
	for _, s := range r.Sources {
		if s.Media != phoneMedia {
			wide = append(wide, s.Srcset)
		}
	}
	if len(wide) != 1 || !strings.HasPrefix(wide[0], "/static/img/work/camp/opening-1200.avif 1200w") || strings.Contains(wide[0], "-800.") {
		t.Errorf("sources from 700 px: %q, want them to begin at the 1200", wide)
	}
}
