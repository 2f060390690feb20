package server

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/PuerkitoBio/goquery"

	"designo/static"
)

func manifestFS(manifest string, files ...string) fstest.MapFS {
	fsys := fstest.MapFS{}
	if manifest != "" {
		fsys[islandManifestPath] = &fstest.MapFile{Data: []byte(manifest)}
	}
	for _, f := range files {
		fsys[f] = &fstest.MapFile{Data: []byte("export{}")}
	}
	return fsys
}

const testManifest = `{
  "loader": "/static/islands/loader-A.js",
  "react": "/static/islands/chunk-R.js",
  "islands": {
    "menu": {"entry": "/static/islands/menu-M.js", "imports": ["/static/islands/chunk-R.js"]},
    "designs": {"entry": "/static/islands/designs-D.js", "imports": ["/static/islands/chunk-R.js"]},
    "contact": {"entry": "/static/islands/contact-C.js", "imports": ["/static/islands/chunk-R.js"]}
  }
}`

var testBundles = []string{"islands/loader-A.js", "islands/chunk-R.js", "islands/menu-M.js", "islands/designs-D.js", "islands/contact-C.js"}

func TestLoadIslands(t *testing.T) {
	tests := []struct {
		name    string
		fsys    fstest.MapFS
		loader  string
		wantErr string
	}{
		{name: "a complete build", fsys: manifestFS(testManifest, testBundles...), loader: "/static/islands/loader-A.js"},
		{name: "no build: pages without scripts", fsys: manifestFS("")},
		{name: "malformed manifest", fsys: manifestFS(`{"loader":`), wantErr: "islands/manifest.json"},
		{name: "no loader", fsys: manifestFS(`{"islands":{}}`), wantErr: "no loader"},
		{name: "a bundle missing", fsys: manifestFS(testManifest, testBundles[1:]...), wantErr: "loader-A.js, which is not among the static files"},
		{name: "a chunk missing", fsys: manifestFS(testManifest, testBundles[:4]...), wantErr: "contact-C.js"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := loadIslands(tt.fsys)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want it to mention %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if m.Loader != tt.loader {
				t.Errorf("loader = %q, want %q", m.Loader, tt.loader)
			}
		})
	}
}

func TestPageScripts(t *testing.T) {
	m, err := loadIslands(manifestFS(testManifest, testBundles...))
	if err != nil {
		t.Fatal(err)
	}
	loader := []string{"/static/islands/loader-A.js"}
	tests := []struct {
		name     string
		manifest islandManifest
		body     string
		scripts  []string
		preloads []string
	}{
		{name: "a page without islands loads only the loader", manifest: m,
			body: `<section class="hero"><h1>Award-winning designs</h1></section>`, scripts: loader},
		{name: "the designs page preloads the designs island and React", manifest: m,
			body:    `<div class="designs" data-island="designs"></div>`,
			scripts: loader, preloads: []string{"/static/islands/designs-D.js", "/static/islands/chunk-R.js"}},
		{name: "the contact page preloads the contact island and React", manifest: m,
			body:    `<div class="contact-form" data-island="contact"></div>`,
			scripts: loader, preloads: []string{"/static/islands/contact-C.js", "/static/islands/chunk-R.js"}},
		{name: "two islands share one React preload", manifest: m,
			body:    `<div data-island="designs"></div><div data-island="contact"></div>`,
			scripts: loader, preloads: []string{"/static/islands/contact-C.js", "/static/islands/chunk-R.js", "/static/islands/designs-D.js"}},
		{name: "no manifest, no scripts", manifest: islandManifest{}, body: `<div data-island="designs"></div>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			scripts, preloads := tt.manifest.pageScripts([]byte(tt.body))
			if !reflect.DeepEqual(scripts, tt.scripts) {
				t.Errorf("scripts = %q, want %q", scripts, tt.scripts)
			}
			if !reflect.DeepEqual(preloads, tt.preloads) {
				t.Errorf("preloads = %q, want %q", preloads, tt.preloads)
			}
		})
	}
}

// The committed build: every page loads the loader; the designs and contact pages preload their
// island and React; no other page preloads anything, so a desktop visitor downloads no React there.
func TestPagesLoadTheCommittedIslands(t *testing.T) {
	raw, err := static.FS.ReadFile(islandManifestPath)
	if err != nil {
		t.Fatalf("the island build is not committed: %v", err)
	}
	var m islandManifest
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	island := func(name string) []string {
		return append([]string{m.Islands[name].Entry}, m.Islands[name].Imports...)
	}
	s := newTestServer(t)
	tests := []struct {
		path     string
		preloads []string
	}{
		{"/home", nil},
		{"/about", nil},
		{"/locations", nil},
		{"/designs", island("designs")},
		{"/designs?category=graphic-design", island("designs")},
		{"/contact", island("contact")},
		{"/contact?sent=1", island("contact")},
		{"/no-such-page", nil},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			doc := document(t, request(t, s, "GET", tt.path))
			scripts := doc.Find(`script[type="module"]`).Map(func(_ int, sel *goquery.Selection) string { return sel.AttrOr("src", "") })
			if !reflect.DeepEqual(scripts, []string{m.Loader}) {
				t.Errorf("module scripts = %q, want only the loader %q", scripts, m.Loader)
			}
			preloads := doc.Find(`link[rel="modulepreload"]`).Map(func(_ int, sel *goquery.Selection) string { return sel.AttrOr("href", "") })
			if len(preloads) == 0 {
				preloads = nil
			}
			if !reflect.DeepEqual(preloads, tt.preloads) {
				t.Errorf("modulepreloads = %q, want %q", preloads, tt.preloads)
			}
			for _, url := range append(scripts, preloads...) {
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
