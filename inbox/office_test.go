package inbox

import "testing"

func TestOffice(t *testing.T) {
	tests := []struct {
		message, want string
	}{
		{"We are a bakery in Toronto and need a new website.", "Toronto"},
		{"Our team is based in Ontario, Canada.", "Toronto"},
		{"Hello from Sydney! Can your Australian office help us?", "New South Wales"},
		{"We're a charity in New South Wales.", "New South Wales"},
		{"NSW based start-up looking for an app.", "New South Wales"},
		{"A small brewery near Rhyd-y-fro wants a label.", "Rhyd-y-fro"},
		{"We're in Wales and would love to meet.", "Rhyd-y-fro"},
		{"Our shop ships across the UK.", "Rhyd-y-fro"},
		{"Write to me at jo@shop.co.uk about a new logo.", ""},
		{"Please quote for a new brand.", ""},
		{"We have offices in London, England and Toronto.", "Rhyd-y-fro"},
		{"Toronto first, then Australia.", "Toronto"},
		{"", ""},
		{"Torontonian design fans", ""},
	}
	for _, tt := range tests {
		if got := Office(tt.message); got != tt.want {
			t.Errorf("Office(%q) = %q, want %q", tt.message, got, tt.want)
		}
	}
}
