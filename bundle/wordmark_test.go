package bundle

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wordmarkSVG is a wordmark checkWordmark accepts: one ink on the root, a square with a shape cut
// out of it by a mask (whose black and white are no ink), in a 200 x 80 cell.
const wordmarkSVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80" fill="#333136" stroke="#333136" stroke-width="0">` +
	`<mask id="k"><rect width="40" height="40" fill="#fff"/><path d="M5 5h10" stroke="#000" stroke-width="3"/></mask>` +
	`<rect x="40" y="20" width="40" height="40" mask="url(#k)"/><path d="M10 10h20v20H10z"/><path d="M90 30h60" fill="none" stroke-width="4"/></svg>`

func TestCheckWordmark(t *testing.T) {
	tests := []struct{ name, from, to, want string }{
		{"accepted", "", "", ""},
		{"type set in a font", `<path d="M10 10h20v20H10z"/>`, `<text x="10" y="30">todo</text>`, "<text>: outline the type to paths"},
		{"a font named on a path", `<path d="M10 10h20v20H10z"/>`, `<path font-family="Caprasimo" d="M10 10h20v20H10z"/>`, "font-family: set colours as attributes, and type as paths"},
		{"colours in a style", `<path d="M10 10h20v20H10z"/>`, `<path style="fill:#E7816B" d="M10 10h20v20H10z"/>`, "style: set colours as attributes"},
		{"a stylesheet", `<path d="M10 10h20v20H10z"/>`, `<style>path{fill:red}</style>`, "<style>"},
		{"a second ink", `<path d="M10 10h20v20H10z"/>`, `<path d="M10 10h20v20H10z" fill="#E7816B"/>`, "inks [#333136 #e7816b], want one"},
		{"a picture inside", `<path d="M10 10h20v20H10z"/>`, `<image href="logo.png" width="20" height="20"/>`, "<image>"},
		{"a drawing fetched from elsewhere", `<path d="M10 10h20v20H10z"/>`, `<use href="sprite.svg#logo"/>`, `href="sprite.svg#logo": a wordmark refers to nothing outside itself`},
		{"no ink at all", `fill="#333136" stroke="#333136"`, `fill="currentColor"`, "inks [], want one"},
		{"no size", `width="200" height="80" viewBox="0 0 200 80"`, "", "no width and height, nor a viewBox"},
		{"not SVG", `<svg xmlns`, `<html xmlns`, "not an SVG drawing"},
		{"an unoptimised export", `</svg>`, `<path d="` + strings.Repeat("M1 1h1", 1500) + `"/></svg>`, "want at most 8192 (optimise the export)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			svg := strings.Replace(wordmarkSVG, tt.from, tt.to, 1)
			w, h, err := checkWordmark([]byte(svg))
			if tt.want == "" {
				if err != nil || w != 200 || h != 80 {
					t.Fatalf("%d x %d, err = %v; want 200 x 80", w, h, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want …%s…", err, tt.want)
			}
		})
	}
}

// TestEveryWordmarkIsOneInkOfOneSize: the clients' wordmarks (art/studio/wordmarks.mjs draws them)
// pass the check and share one cell, so the client list shows fourteen images of one size.
func TestEveryWordmarkIsOneInkOfOneSize(t *testing.T) {
	projects, _, err := readProjects("..")
	if err != nil {
		t.Fatal(err)
	}
	if len(projects) == 0 {
		t.Fatal("no projects")
	}
	first := ""
	for slug, p := range projects {
		svg, err := os.ReadFile(filepath.Join("..", "content", "work", slug, p.Wordmark))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(svg), `fill="#333136"`) {
			t.Errorf("%s: the wordmark is not printed in the brand's dark grey (#333136)", slug)
		}
		size := fmt.Sprintf("%s %dx%d", filepath.Base(p.wordmark.Path), p.wordmark.Width, p.wordmark.Height)
		if first == "" {
			first = size
		} else if size != first {
			t.Errorf("%s: %s, want %s like the others", slug, size, first)
		}
	}
}
