package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

// islandManifestPath is where islands/build.mjs writes its manifest, below static/.
const islandManifestPath = "islands/manifest.json"

// islandManifest is static/islands/manifest.json: the URLs of the island bundles esbuild built.
// Every page loads the loader, which imports the islands the page and the viewport need; a page that
// carries an island's markup also preloads that island and the chunks it imports (React), so they
// download in parallel with the loader instead of after it.
type islandManifest struct {
	Loader  string                 `json:"loader"`
	React   string                 `json:"react"`
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
	raw, err := fs.ReadFile(fsys, islandManifestPath)
	if errors.Is(err, fs.ErrNotExist) {
		return m, nil
	}
	if err != nil {
		return m, fmt.Errorf("reading %s: %w", islandManifestPath, err)
	}
	if err := json.Unmarshal(raw, &m); err != nil {
		return m, fmt.Errorf("%s: %w", islandManifestPath, err)
	}
	if m.Loader == "" {
		return m, fmt.Errorf("%s: no loader", islandManifestPath)
	}
	for _, url := range m.urls() {
		if _, err := fs.Stat(fsys, strings.TrimPrefix(url, staticPrefix)); err != nil {
			return m, fmt.Errorf("%s names %s, which is not among the static files: run npm run build:islands", islandManifestPath, url)
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

// pageScripts returns the module scripts and modulepreloads of a page whose main content is body:
// the loader, and a preload of every island whose markup (data-island="name") the body carries.
// The header's menu island is not in the body: the loader fetches it only on narrow viewports.
func (m islandManifest) pageScripts(body []byte) (scripts, preloads []string) {
	if m.Loader == "" {
		return nil, nil
	}
	seen := map[string]bool{}
	for _, name := range m.names() {
		if !bytes.Contains(body, []byte(`data-island="`+name+`"`)) {
			continue
		}
		files := m.Islands[name]
		for _, url := range append([]string{files.Entry}, files.Imports...) {
			if !seen[url] {
				seen[url] = true
				preloads = append(preloads, url)
			}
		}
	}
	return []string{m.Loader}, preloads
}
