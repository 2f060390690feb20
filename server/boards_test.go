package server

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"designo/pages"
	"designo/static"
)

// TestBrokenBoardsManifestStopsStart: boards whose files are not shipped or a related category
// without a board stop the server with a message naming the board.
func TestBrokenBoardsManifestStopsStart(t *testing.T) {
	raw, err := fs.ReadFile(static.FS, pages.BoardsManifestPath)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, from, to, want string }{
		{"a category without a board", `"appdesign":`, `"apps":`, `no board "appdesign" for "app design"`},
		{"a category's missing file", `"path": "/static/img/categories/graphicdesign"`, `"path": "/static/img/categories/graphic"`, `"graphicdesign": no file /static/img/categories/graphic-400.avif`},
		{"a category's board without widths", `"widths": [
        400,
        680,
        800,
        1200
      ],
      "formats": [
        "avif",
        "jpg"
      ],
      "path": "/static/img/categories/webdesign"`, `"widths": [],
      "formats": ["avif", "jpg"],
      "path": "/static/img/categories/webdesign"`, `"webdesign": no widths`},
		{"not JSON", `{`, `[`, pages.BoardsManifestPath},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			broken := strings.Replace(string(raw), tt.from, tt.to, 1)
			if broken == string(raw) {
				t.Fatalf("%q is not in %s", tt.from, pages.BoardsManifestPath)
			}
			fsys := overlayFS{static.FS, fstest.MapFS{pages.BoardsManifestPath: {Data: []byte(broken)}}}
			_, err := New(Options{Static: fsys, Designs: newTestServer(t).opts.Designs, Origin: testOrigin})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want it to say %q", err, tt.want)
			}
		})
	}
}
