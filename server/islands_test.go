package server

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"designo/pages"
	"designo/static"
	"designo/views"
)

// The committed build: every page carries the loader's text in its head, allowed by its hash, and
// names no script file and preloads none, so that none competes with the fonts and the first picture
// for a slow network, and a desktop visitor of a page without an island downloads no React.
func TestPagesLoadTheCommittedIslands(t *testing.T) {
	raw, err := static.FS.ReadFile(pages.IslandManifestPath)
	if err != nil {
		t.Fatalf("the island build is not committed: %v", err)
	}
	var m struct{ Loader string }
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	loader, err := static.FS.ReadFile(strings.TrimPrefix(m.Loader, "/static/"))
	if err != nil {
		t.Fatal(err)
	}
	s := newTestServer(t)
	for _, path := range []string{"/home", "/about", "/locations", "/designs", "/designs?category=graphic-design",
		"/contact", "/contact?sent=1", "/no-such-page"} {
		t.Run(path, func(t *testing.T) {
			res := request(t, s, "GET", path)
			doc := document(t, res)
			modules := doc.Find(`script[type="module"]`)
			if modules.Length() != 1 || modules.Parent().Get(0).Data != "head" || modules.AttrOr("src", "") != "" ||
				modules.Text() != strings.TrimSpace(string(loader)) {
				t.Fatalf("%d module scripts; want one in the head, the loader's text", modules.Length())
			}
			if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, scriptHash(modules.Text())) {
				t.Errorf("CSP %q does not allow the loader by its hash", csp)
			}
			if n := doc.Find(`script[src]`).Length(); n != 0 {
				t.Errorf("%d scripts with a src; the loader is inline", n)
			}
			if n := doc.Find(`link[rel="modulepreload"], link[rel="preload"]:not([as="font"])`).Length(); n != 0 {
				t.Errorf("%d script preloads; scripts must not compete with the fonts and the first picture", n)
			}
		})
	}
}

// TestVoiceScript: every page's head sets a phone's voice before its styles apply, by a script the
// CSP allows by its hash, reading the key the island loader writes (islands/loader.ts), so a phone
// that holds Fraunces speaks in it from the first paint.
func TestVoiceScript(t *testing.T) {
	loaderSource, err := os.ReadFile("../islands/loader.ts")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(loaderSource), "const VOICE_KEY = '"+views.VoiceKey+"';") {
		t.Errorf("islands/loader.ts does not remember the voice under views.VoiceKey %q", views.VoiceKey)
	}
	s := newTestServer(t)
	for _, path := range []string{"/home", testProjects(t, s)[0].URL(), "/contact", "/no-such-page"} {
		res := request(t, s, "GET", path)
		doc := document(t, res)
		script := doc.Find("head > script:not([type])")
		if script.Length() != 1 || script.Text() != views.VoiceScript {
			t.Errorf("%s: %d classic scripts in the head, want the voice's", path, script.Length())
		}
		if script.NextAllFiltered("style").Length() != doc.Find("head > style").Length() {
			t.Errorf("%s: a style comes before the voice's script, which must set the class first", path)
		}
		if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, scriptHash(views.VoiceScript)) {
			t.Errorf("%s: CSP %q does not allow the voice's script by its hash", path, csp)
		}
	}
}
