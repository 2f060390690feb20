package pages

import (
	"testing"

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
