package pages

import (
	"testing"

	"designo/data"
)

// TestOpeningAlone: a print project's first sheet is the opening alone when no other sheet of its
// shape lies beneath it there (art/work/lib/openings.mjs, prints).
func TestOpeningAlone(t *testing.T) {
	wide := data.Picture{Kind: "print", Width: 1600, Height: 1000}
	tall := data.Picture{Kind: "print", Width: 1600, Height: 2000}
	tests := []struct {
		name   string
		frames []data.Picture
		want   bool
	}{
		{"one sheet", []data.Picture{wide}, true},
		{"a board and a book cover", []data.Picture{wide, tall}, true},
		{"two boards", []data.Picture{wide, wide}, false},
		{"three posters", []data.Picture{tall, tall, tall}, false},
		{"a poster and a board", []data.Picture{tall, wide}, true},
		{"a website", []data.Picture{{Kind: "browser", Width: 1440, Height: 4000}, {Kind: "phone", Width: 390, Height: 844}}, false},
		{"an app", []data.Picture{{Kind: "phone", Width: 390, Height: 844}}, false},
	}
	for _, tt := range tests {
		if got := openingAlone(tt.frames); got != tt.want {
			t.Errorf("%s: openingAlone = %v, want %v", tt.name, got, tt.want)
		}
	}
}
