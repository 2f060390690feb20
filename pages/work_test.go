package pages

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"designo/static"
)

// fsAssets serves the files of a file system at their plain paths, as the server does in development.
type fsAssets struct{ fsys fs.FS }

func (a fsAssets) URL(logical string) string {
	return "/static/" + strings.TrimPrefix(logical, "/static/")
}
func (a fsAssets) Tone(string) string { return "" }
func (a fsAssets) Has(logical string) bool {
	_, err := fs.Stat(a.fsys, strings.TrimPrefix(logical, "/static/"))
	return err == nil
}

// overlay is fsys with one file's text replaced.
func overlay(fsys fs.FS, name, text string) fs.FS {
	return overlayFS{fsys, fstest.MapFS{name: {Data: []byte(text)}}}
}

type overlayFS struct {
	base fs.FS
	top  fstest.MapFS
}

func (o overlayFS) Open(name string) (fs.File, error) {
	if _, ok := o.top[name]; ok {
		return o.top.Open(name)
	}
	return o.base.Open(name)
}

// TestStudioScene: the studio's worktable loads from the shipped scenes with its alt text and files;
// without it, or with a file missing, it is an error that names the scene.
func TestStudioScene(t *testing.T) {
	a := fsAssets{static.FS}
	img, err := loadStudioScene(static.FS, a)
	if err != nil {
		t.Fatal(err)
	}
	if img.Width != 1600 || img.Height != 1200 || !strings.Contains(img.Alt, "worktable") || img.Kind != "studio" {
		t.Errorf("studio scene = %+v", img)
	}
	raw, err := fs.ReadFile(static.FS, SceneManifestPath)
	if err != nil {
		t.Fatal(err)
	}
	for from, want := range map[string]string{
		`"studio":`:                          `no "studio" scene`,
		`"path": "/static/img/scenes/studio`: `"studio": no file /static/img/scenes/gone`,
	} {
		to := `"studio-draft":`
		if from != `"studio":` {
			to = `"path": "/static/img/scenes/gone`
		}
		fsys := overlay(static.FS, SceneManifestPath, strings.Replace(string(raw), from, to, 1))
		if _, err := loadStudioScene(fsys, a); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("with %s replaced: err = %v, want it to say %q", from, err, want)
		}
	}
}
