package main

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/goregular"

	"designo/bundle"
)

// TestWordmarkPassesTheBundlesCheck: a name set in a real font (Go Regular) comes out as outlined
// paths in the one ink, in the cell, and passes make generate's check; what cannot be drawn is an error.
func TestWordmarkPassesTheBundlesCheck(t *testing.T) {
	var out bytes.Buffer
	if err := write(&out, goregular.TTF, "Northwind Ferries"); err != nil {
		t.Fatal(err)
	}
	svg := out.String()
	if err := bundle.CheckWordmark(out.Bytes()); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`width="200" height="72"`, `fill="#333136"`, "<path ", " d=\"M"} {
		if !strings.Contains(svg, want) {
			t.Errorf("no %s in %s", want, svg)
		}
	}
	if strings.Count(svg, "Z") < len("NorthwindFerries") {
		t.Errorf("%d contours closed, want one or more for each letter", strings.Count(svg, "Z"))
	}
	for _, tt := range []struct{ name, font, text, want string }{
		{"not a font", "not a font", "Acme", "not a TrueType or OpenType font"},
		{"a letter the font lacks", string(goregular.TTF), "Acme \U0001F600", "the font has no glyph for"},
		{"only spaces", string(goregular.TTF), "   ", "draws nothing"},
	} {
		if err := write(&out, []byte(tt.font), tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want …%s…", tt.name, err, tt.want)
		}
	}
}
