package server

import (
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

// islandManifestPath is where islands/build.mjs writes its manifest, below static/.
const islandManifestPath = "islands/manifest.json"

// islandManifest is static/islands/manifest.json: the URLs of the island bundles esbuild built.
// Every page carries the loader inline, which imports the islands the page and the viewport need.
type islandManifest struct {
	Loader  string                 `json:"loader"`
	Islands map[string]islandFiles `json:"islands"`

	// loaderCode is the loader file's code. Pages carry it inline rather than by URL: a script the
	// page fetches is a request that Lighthouse's slow phone starts only after the browser's longest
	// task at commit, and it was the last to arrive before the largest paint on every page.
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
	err := readManifest(fsys, islandManifestPath, &m)
	if errors.Is(err, fs.ErrNotExist) {
		return islandManifest{}, nil
	}
	if err != nil {
		return m, err
	}
	if m.Loader == "" {
		return m, fmt.Errorf("%s: no loader", islandManifestPath)
	}
	for _, url := range m.urls() {
		if _, err := fs.Stat(fsys, strings.TrimPrefix(url, staticPrefix)); err != nil {
			return m, fmt.Errorf("%s names %s, which is not among the static files: run npm run build:islands", islandManifestPath, url)
		}
	}
	code, err := fs.ReadFile(fsys, strings.TrimPrefix(m.Loader, staticPrefix))
	if err != nil {
		return m, err
	}
	// Inside <script> the HTML parser ends the element at "</script" and changes state at "<!--".
	if lower := strings.ToLower(string(code)); strings.Contains(lower, "</script") || strings.Contains(lower, "<!--") {
		return m, fmt.Errorf("%s cannot be inlined: it holds </script or <!--", m.Loader)
	}
	m.loaderCode = string(code)
	return m, nil
}

// loaderHash is the CSP source that lets the inline loader run, and no other inline script: empty
// without islands.
func (m islandManifest) loaderHash() string {
	if m.loaderCode == "" {
		return ""
	}
	sum := sha256.Sum256([]byte(m.loaderCode))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
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
