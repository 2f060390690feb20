package pages

import (
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

// IslandManifestPath is where islands/build.mjs writes its manifest, below static/.
const IslandManifestPath = "islands/manifest.json"

// islandManifest is static/islands/manifest.json: the URLs of the island bundles esbuild built.
// Every page runs the loader, which imports the islands the page and the viewport need.
type islandManifest struct {
	Loader  string                 `json:"loader"`
	Islands map[string]islandFiles `json:"islands"`
	// loaderCode is the loader's text, which every page carries in a <script type="module"> of its
	// head rather than naming its file: on Lighthouse's slow phone the file was a request of its own,
	// on a new connection, that the first and the largest paint waited for (about 0.15 s each).
	loaderCode string
}

// islandFiles are one island's entry module and the chunks it imports statically.
type islandFiles struct {
	Entry   string   `json:"entry"`
	Imports []string `json:"imports"`
}

// loadIslands reads the manifest from the static files. Without one (islands not built) the pages
// are served without scripts, which they are complete without; a manifest that names a missing file
// stops the server, since its pages would load broken scripts.
func loadIslands(fsys fs.FS) (islandManifest, error) {
	var m islandManifest
	err := ReadManifest(fsys, IslandManifestPath, &m)
	if errors.Is(err, fs.ErrNotExist) {
		return islandManifest{}, nil
	}
	if err != nil {
		return m, err
	}
	if m.Loader == "" {
		return m, fmt.Errorf("%s: no loader", IslandManifestPath)
	}
	for _, url := range m.urls() {
		if _, err := fs.Stat(fsys, strings.TrimPrefix(url, "/static/")); err != nil {
			return m, fmt.Errorf("%s names %s, which is not among the static files: run npm run build:islands", IslandManifestPath, url)
		}
	}
	code, err := fs.ReadFile(fsys, strings.TrimPrefix(m.Loader, "/static/"))
	if err != nil {
		return m, err
	}
	if lower := strings.ToLower(string(code)); strings.Contains(lower, "</script") || strings.Contains(lower, "<!--") {
		return m, fmt.Errorf("%s contains </script or <!--, which would end the page's <script> early", m.Loader)
	}
	m.loaderCode = strings.TrimSpace(string(code))
	return m, nil
}

// urls lists every file the manifest names.
func (m islandManifest) urls() []string {
	urls := []string{m.Loader}
	for _, name := range m.names() {
		urls = append(urls, m.Islands[name].Entry)
		urls = append(urls, m.Islands[name].Imports...)
	}
	return urls
}

func (m islandManifest) names() []string {
	names := make([]string, 0, len(m.Islands))
	for name := range m.Islands {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}
