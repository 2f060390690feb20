package pages

import (
	"strings"
	"testing"
	"testing/fstest"
)

func manifestFS(manifest string, files ...string) fstest.MapFS {
	fsys := fstest.MapFS{}
	if manifest != "" {
		fsys[IslandManifestPath] = &fstest.MapFile{Data: []byte(manifest)}
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

// The loader travels inside every page, so its text is read with the manifest; one that would end
// the page's <script> early is refused.
func TestLoadIslandsReadsTheLoader(t *testing.T) {
	m, err := loadIslands(manifestFS(testManifest, testBundles...))
	if err != nil {
		t.Fatal(err)
	}
	if m.loaderCode != "export{}" {
		t.Errorf("loader code = %q, want the file's text", m.loaderCode)
	}
	for _, code := range []string{`let s="</SCRIPT>"`, "<!-- x"} {
		fsys := manifestFS(testManifest, testBundles...)
		fsys["islands/loader-A.js"] = &fstest.MapFile{Data: []byte(code)}
		if _, err := loadIslands(fsys); err == nil || !strings.Contains(err.Error(), "would end the page's <script>") {
			t.Errorf("loader %q: err = %v, want a refusal", code, err)
		}
	}
}
