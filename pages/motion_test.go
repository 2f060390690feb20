package pages

import "testing"

// TestInkOn: a caption on a client's colour is set in whichever of the site's black and white
// contrasts more with it.
func TestInkOn(t *testing.T) {
	tests := []struct{ colour, want string }{
		{"#d8f65a", "dark"},  // Express's lime
		{"#ffd84d", "dark"},  // Todo's yellow
		{"#ff5a1f", "dark"},  // Builder's orange: 5.4:1 with the site's black, 3.1:1 with white
		{"#1e3b2f", "light"}, // Camp's pine
		{"#13203a", "light"}, // Transfer's navy
		{"#5a46d6", "light"}, // Faceit's violet
		{"#ffffff", "dark"},
		{"#000000", "light"},
	}
	for _, tt := range tests {
		if got := inkOn(tt.colour); got != tt.want {
			t.Errorf("inkOn(%s) = %s, want %s", tt.colour, got, tt.want)
		}
	}
}
