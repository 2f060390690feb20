package bundle

import (
	"strings"
	"testing"
)

// wordmarkSVG is a wordmark checkWordmark accepts: one ink on the root, a square with a shape cut
// out of it by a mask (whose black and white are no ink), in the 200 x 72 cell.
const wordmarkSVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="72" viewBox="0 0 200 72" fill="#333136" stroke="#333136" stroke-width="0">` +
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
		{"no size", `width="200" height="72" viewBox="0 0 200 72"`, "", "no width and height, nor a viewBox"},
		{"not SVG", `<svg xmlns`, `<html xmlns`, "not an SVG drawing"},
		{"an unoptimised export", `</svg>`, `<path d="` + strings.Repeat("M1 1h1", 1500) + `"/></svg>`, "want at most 8192 (optimise the export)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			svg := strings.Replace(wordmarkSVG, tt.from, tt.to, 1)
			w, h, err := checkWordmark([]byte(svg))
			if tt.want == "" {
				if err != nil || w != 200 || h != 72 {
					t.Fatalf("%d x %d, err = %v; want 200 x 72", w, h, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want …%s…", err, tt.want)
			}
		})
	}
}

// TestContentPassesTheChecks: every folder of content/work passes readProject's checks (its
// wordmark's ink and size, its scene's width, its portrait's square, its details' margins, its kinds),
// as make generate runs them.
func TestContentPassesTheChecks(t *testing.T) {
	projects, _, err := readProjects("..")
	if err != nil {
		t.Fatal(err)
	}
	if len(projects) == 0 {
		t.Fatal("no projects")
	}
}
