package pages

import (
	"io/fs"
	"strings"
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
