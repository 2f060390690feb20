package server

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"designo/pages"
	"designo/static"
)

// The committed build: every page loads the loader and preloads no script, so that none competes
// with the fonts and the first picture for a slow network, and a desktop visitor of a page without an island
// downloads no React.
func TestPagesLoadTheCommittedIslands(t *testing.T) {
	raw, err := static.FS.ReadFile(pages.IslandManifestPath)
	if err != nil {
		t.Fatalf("the island build is not committed: %v", err)
	}
	var m struct{ Loader string }
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	s := newTestServer(t)
	for _, path := range []string{"/home", "/about", "/locations", "/designs", "/designs?category=graphic-design",
		"/contact", "/contact?sent=1", "/no-such-page"} {
		t.Run(path, func(t *testing.T) {
			doc := document(t, request(t, s, "GET", path))
			scripts := doc.Find(`script[type="module"]`).Map(func(_ int, sel *goquery.Selection) string { return sel.AttrOr("src", "") })
			if !reflect.DeepEqual(scripts, []string{m.Loader}) {
				t.Errorf("module scripts = %q, want only the loader %q", scripts, m.Loader)
			}
			if n := doc.Find(`link[rel="modulepreload"], link[rel="preload"]:not([as="font"])`).Length(); n != 0 {
				t.Errorf("%d script preloads; scripts must not compete with the fonts and the first picture", n)
			}
			for _, url := range scripts {
				res := request(t, s, "GET", url)
				if res.StatusCode != 200 || res.Header.Get("Content-Type") != "text/javascript; charset=utf-8" ||
					res.Header.Get("Cache-Control") != immutable {
					t.Errorf("GET %s: %d %q %q, want 200 JavaScript, immutable", url, res.StatusCode,
						res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"))
				}
			}
		})
	}
}
