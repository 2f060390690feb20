package pages

import (
	"encoding/json"
	"fmt"
	"io/fs"
)

// ReadManifest decodes into v the JSON manifest that a build script wrote at path, below static/
// (the island bundles, the content bundle, the asset manifest). A missing file's error wraps
// fs.ErrNotExist.
func ReadManifest(fsys fs.FS, path string, v any) error {
	raw, err := fs.ReadFile(fsys, path)
	if err != nil {
		return fmt.Errorf("reading %s: %w", path, err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}
