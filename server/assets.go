package server

import (
	"cmp"
	"fmt"
	"io/fs"
	"mime"
	"path"
	"sort"
	"strings"

	"designo/pages"
)

const (
	staticPrefix = "/static/"
	// immutable is for URLs that carry their content's hash: a new version gets a new URL.
	immutable = "public, max-age=31536000, immutable"
	// revalidate is for URLs whose content may change: pages, design.json, unhashed asset paths.
	revalidate = "no-cache"
	// assetManifest is written by scripts/assets.mjs (make generate): every static file's hashed
	// URL, ETag and compressed forms, prepared at build time.
	assetManifest = "dist/manifest.json"
)

// assets is the set of static files, each served at a content-hashed URL (cached for a year) and at
// its plain /static/ path (revalidated), for anything that only knows the plain name.
type assets struct {
	hashed map[string]string    // logical path ("css/base.css") -> hashed URL
	byURL  map[string]*response // URL path -> prepared response
	tones  map[string]string    // logical path of a JPEG -> its placeholder's class (base.css .tone-*)
}

// assetEntry is one file of the asset manifest.
type assetEntry struct {
	URL  string `json:"url"`  // the hashed URL
	Hash string `json:"hash"` // the ETag's value
	Size int    `json:"size"`
	// File holds the bytes to serve when they differ from the logical file's: a stylesheet whose
	// url() references were rewritten to hashed URLs.
	File   string         `json:"file"`
	Gzip   *assetEncoding `json:"gzip"`
	Brotli *assetEncoding `json:"br"`
	// Tone is a JPEG's placeholder: the class whose background is nearest its colours.
	Tone string `json:"tone"`
}

type assetEncoding struct {
	File string `json:"file"`
	Size int    `json:"size"`
}

// loadAssets reads the asset manifest. It refuses one that misses a file of fsys, or names a file
// fsys lacks, which means the files changed after the last `make generate`. The stylesheets are
// the manifest's alone: their sources (styles/) are not embedded, only what the build made of them.
// The files' bytes are read when first requested.
func loadAssets(fsys fs.FS) (*assets, error) {
	var manifest map[string]assetEntry
	if err := pages.ReadManifest(fsys, assetManifest, &manifest); err != nil {
		return nil, fmt.Errorf("%w (run make generate)", err)
	}
	files, err := servableFiles(fsys)
	if err != nil {
		return nil, err
	}
	for _, logical := range files {
		if _, ok := manifest[logical]; !ok {
			return nil, fmt.Errorf("static/%s is not in static/%s: run make generate", logical, assetManifest)
		}
	}
	a := &assets{hashed: map[string]string{}, byURL: map[string]*response{}, tones: map[string]string{}}
	for logical, e := range manifest {
		if err := e.check(fsys, logical); err != nil {
			return nil, err
		}
		a.add(logical, e.URL, true, preparedAsset(fsys, logical, e))
		if e.Tone != "" {
			a.tones[logical] = e.Tone
		}
	}
	return a, nil
}

// check refuses an entry whose files are missing or have other sizes than the manifest says: a
// cheap sign that they changed after the last `make generate`.
func (e assetEntry) check(fsys fs.FS, logical string) error {
	want := map[string]int{cmp.Or(e.File, logical): e.Size}
	if e.Gzip != nil && e.Brotli != nil {
		want[e.Gzip.File], want[e.Brotli.File] = e.Gzip.Size, e.Brotli.Size
	}
	for name, size := range want {
		info, err := fs.Stat(fsys, name)
		if err != nil || info.Size() != int64(size) {
			return fmt.Errorf("static/%s does not match static/%s: run make generate", name, assetManifest)
		}
	}
	return nil
}

// loadDevAssets serves static/ and the stylesheets' sources (styles/, at css/) as they are on disk, at
// plain URLs, uncompressed: what development wants while stylesheets and images are being edited.
// Stylesheets refer to files by plain URL, so they need no rewriting.
func loadDevAssets(static, styles fs.FS) (*assets, error) {
	a := &assets{hashed: map[string]string{}, byURL: map[string]*response{}}
	for prefix, fsys := range map[string]fs.FS{"": static, stylesheetDir: styles} {
		files, err := servableFiles(fsys)
		if err != nil {
			return nil, err
		}
		for _, file := range files {
			body, err := fs.ReadFile(fsys, file)
			if err != nil {
				return nil, err
			}
			logical := path.Join(prefix, file)
			a.add(logical, staticPrefix+logical, false, newBody(body, false))
		}
	}
	return a, nil
}

// servableFiles lists the static files a visitor may ask for: not Go, not the build's output, not
// the JSON manifests that build scripts write for the server (islands, renders, boards).
func servableFiles(fsys fs.FS) ([]string, error) {
	var files []string
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && p == path.Dir(assetManifest):
			return fs.SkipDir
		case !d.IsDir() && path.Ext(p) != ".go" && path.Ext(p) != ".json":
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("reading static files: %w", err)
	}
	sort.Strings(files)
	return files, nil
}

// add serves a file at url, cached for a year when url names its content (the manifest's URLs: a
// hash in the name), and at its plain path, revalidated.
func (a *assets) add(logical, url string, contentAddressed bool, b *body) {
	ctype := contentType(logical)
	a.hashed[logical] = url
	a.byURL[staticPrefix+logical] = newResponse(200, ctype, revalidate, b)
	if contentAddressed {
		a.byURL[url] = newResponse(200, ctype, immutable, b)
	}
}

// contentTypes fixes the types of what the site ships, so they do not depend on the host's mime.types.
var contentTypes = map[string]string{
	".css":   "text/css; charset=utf-8",
	".js":    "text/javascript; charset=utf-8",
	".json":  "application/json",
	".svg":   "image/svg+xml",
	".png":   "image/png",
	".jpg":   "image/jpeg",
	".webp":  "image/webp",
	".avif":  "image/avif",
	".woff2": "font/woff2",
	".mp4":   "video/mp4",
	".txt":   "text/plain; charset=utf-8",
}

func contentType(name string) string {
	if t, ok := contentTypes[path.Ext(name)]; ok {
		return t
	}
	if t := mime.TypeByExtension(path.Ext(name)); t != "" {
		return t
	}
	return "application/octet-stream"
}

// URL returns the hashed URL of a logical path. An unknown path is a programming error that the
// tests catch as a broken link, so it falls back to the plain path rather than failing a page.
func (a *assets) URL(logical string) string {
	if url, ok := a.hashed[strings.TrimPrefix(logical, "/static/")]; ok {
		return url
	}
	return staticPrefix + strings.TrimPrefix(logical, "/static/")
}

// Tone is the class of a picture's placeholder, given its fallback JPEG; "" in development, where
// nothing is prepared.
func (a *assets) Tone(logical string) string {
	return a.tones[strings.TrimPrefix(logical, "/static/")]
}

// bytes is a static file's content as served (a stylesheet with its url()s hashed).
func (a *assets) bytes(logical string) ([]byte, error) {
	res, ok := a.byURL[staticPrefix+logical]
	if !ok {
		return nil, fmt.Errorf("no static file %s", logical)
	}
	p := res.identity.load()
	return p.bytes, p.err
}

// Has reports whether a logical path ("img/x.svg" or "/static/img/x.svg") names a static file.
func (a *assets) Has(logical string) bool {
	_, ok := a.hashed[strings.TrimPrefix(logical, "/static/")]
	return ok
}
