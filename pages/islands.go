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
// Every page loads the loader, which imports the islands the page and the viewport need.
type islandManifest struct {
	Loader  string                 `json:"loader"`
	Islands map[string]islandFiles `json:"islands"`
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

// scripts returns the module scripts of every page: the loader alone, which imports the islands a
// page and its viewport need. Nothing is preloaded: on a slow phone network, script fetched early
// competes with the page and its fonts for bandwidth and delays the first paint (Lighthouse, mobile:
// FCP 1.6 s with React preloaded, 1.1 s without), while the islands are needed only once the page
// is on screen.
func (m islandManifest) scripts() []string {
	if m.Loader == "" {
		return nil
	}
	return []string{m.Loader}
}
