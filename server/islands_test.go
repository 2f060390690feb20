package server

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/PuerkitoBio/goquery"

	"designo/static"
)

// manifestFS holds a manifest and bundles that each hold "export{}", or the code in loaderCode for
// islands/loader-A.js.
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
		{name: "a loader that would end its inline script", fsys: withLoader(`let s="</SCRIPT>"`), wantErr: "cannot be inlined"},
		{name: "a loader that would open a comment", fsys: withLoader(`let s="<!--"`), wantErr: "cannot be inlined"},
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

func withLoader(code string) fstest.MapFS {
	fsys := manifestFS(testManifest, testBundles...)
	fsys["islands/loader-A.js"] = &fstest.MapFile{Data: []byte(code)}
	return fsys
}

func TestLoaderHash(t *testing.T) {
	m, err := loadIslands(manifestFS(testManifest, testBundles...))
	if err != nil {
		t.Fatal(err)
	}
	// printf 'export{}' | openssl dgst -sha256 -binary | base64
	if got, want := m.loaderHash(), "'sha256-d3bjIZdvLjBurwdLwkSVOnEBPFFly+T1SR9r3VVHBGg='"; got != want {
		t.Errorf("loaderHash = %s, want %s", got, want)
	}
	if got := (islandManifest{}).loaderHash(); got != "" {
		t.Errorf("without islands, loaderHash = %q, want none", got)
	}
	if got := contentSecurityPolicy("")[0]; !strings.Contains(got, "script-src 'self';") {
		t.Errorf("without islands the CSP allows an inline script: %s", got)
	}
}

// executableInlineScripts are a page's inline scripts that the browser runs or acts on; data blocks
// (the islands' JSON props, JSON-LD) are not among them.
func executableInlineScripts(doc *goquery.Document) []string {
	return doc.Find(`script:not([src])`).FilterFunction(func(_ int, s *goquery.Selection) bool {
		switch strings.ToLower(s.AttrOr("type", "")) {
		case "", "module", "text/javascript", "importmap", "speculationrules":
			return true
		}
		return false
	}).Map(func(_ int, s *goquery.Selection) string { return s.Text() })
}

// cspAllows tells whether a Content-Security-Policy lets an inline script with this code run.
func cspAllows(csp, code string) bool {
	sum := sha256.Sum256([]byte(code))
	return strings.Contains(csp, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
}

// The committed build: every page carries the loader inline, allowed by the CSP, and fetches or
// preloads no script, so that none competes with the stylesheet for a slow network, and a desktop
// visitor of a page without an island downloads no React.
func TestPagesLoadTheCommittedIslands(t *testing.T) {
	raw, err := static.FS.ReadFile(islandManifestPath)
	if err != nil {
		t.Fatalf("the island build is not committed: %v", err)
	}
	var m islandManifest
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	loader, err := static.FS.ReadFile(strings.TrimPrefix(m.Loader, staticPrefix))
	if err != nil {
		t.Fatal(err)
	}
	s := newTestServer(t)
	for _, path := range []string{"/home", "/about", "/locations", "/designs", "/designs?category=graphic-design",
		"/contact", "/contact?sent=1", "/no-such-page"} {
		t.Run(path, func(t *testing.T) {
			res := request(t, s, "GET", path)
			doc := document(t, res)
			if n := doc.Find(`script[src]`).Length(); n != 0 {
				t.Errorf("%d scripts fetched by URL, want none", n)
			}
			inline := doc.Find(`script[type="module"]:not([src])`)
			if inline.Length() != 1 || inline.Text() != string(loader) {
				t.Fatalf("%d inline module scripts, want one holding %s", inline.Length(), m.Loader)
			}
			if csp := res.Header.Get("Content-Security-Policy"); !cspAllows(csp, inline.Text()) {
				t.Errorf("the CSP %q does not let the inline loader run", csp)
			}
			if n := doc.Find(`link[rel="modulepreload"], link[rel="preload"]:not([as="font"])`).Length(); n != 0 {
				t.Errorf("%d script preloads; scripts must not compete with the stylesheet", n)
			}
		})
	}
}
