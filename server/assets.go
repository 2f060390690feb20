package server

import (
	"fmt"
	"io/fs"
	"mime"
	"path"
	"regexp"
	"sort"
	"strings"
)

const (
	staticPrefix = "/static/"
	// immutable is for URLs that carry their content's hash: a new version gets a new URL.
	immutable = "public, max-age=31536000, immutable"
	// revalidate is for URLs whose content may change: pages, design.json, unhashed asset paths.
	revalidate = "no-cache"
)

// assets is the set of static files, each served at a content-hashed URL (cached for a year) and at
// its plain /static/ path (revalidated), for anything that only knows the plain name.
type assets struct {
	hashed map[string]string    // logical path ("css/site.css") -> hashed URL
	byURL  map[string]*response // URL path -> prepared response
}

// cssURL matches url(/static/...) references, which loadAssets rewrites to hashed URLs.
var cssURL = regexp.MustCompile(`url\(["']?/static/([^"')]+)["']?\)`)

// loadAssets reads every file of fsys. Files under islands/ already carry esbuild's content hash in
// their names (and import each other by those names), so they keep them. A file's precompressed
// forms, X.gz and X.br beside X (the island build writes them), are sent as X's encodings instead
// of being compressed at start-up.
func loadAssets(fsys fs.FS) (*assets, error) {
	files := map[string][]byte{}
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".go") {
			return err
		}
		b, err := fs.ReadFile(fsys, p)
		files[p] = b
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("reading static files: %w", err)
	}
	a := &assets{hashed: map[string]string{}, byURL: map[string]*response{}}
	// Stylesheets last: they refer to fonts and images by hashed URL, so those need theirs first.
	names := make([]string, 0, len(files))
	for p := range files {
		if !isPrecompressed(p, files) {
			names = append(names, p)
		}
	}
	sort.Slice(names, func(i, j int) bool {
		ci, cj := path.Ext(names[i]) == ".css", path.Ext(names[j]) == ".css"
		if ci != cj {
			return cj
		}
		return names[i] < names[j]
	})
	for _, p := range names {
		body := files[p]
		if path.Ext(p) == ".css" {
			var missing []string
			body, missing = a.rewriteCSS(body)
			if len(missing) > 0 {
				return nil, fmt.Errorf("%s refers to missing files: %s", p, strings.Join(missing, ", "))
			}
		}
		a.add(p, body, files[p+".gz"], files[p+".br"])
	}
	return a, nil
}

// isPrecompressed reports whether p is the .gz or .br form of another file.
func isPrecompressed(p string, files map[string][]byte) bool {
	ext := path.Ext(p)
	_, original := files[strings.TrimSuffix(p, ext)]
	return original && (ext == ".gz" || ext == ".br")
}

func (a *assets) add(logical string, body, gzip, brotli []byte) {
	ctype := contentType(logical)
	enc := newEncoded(body)
	if gzip != nil && brotli != nil {
		enc.setCompressed(gzip, brotli)
	}
	url := staticPrefix + logical
	if !strings.HasPrefix(logical, "islands/") {
		ext := path.Ext(logical)
		url = staticPrefix + strings.TrimSuffix(logical, ext) + "." + enc.hash[:10] + ext
		a.byURL[staticPrefix+logical] = newResponse(200, ctype, revalidate, enc)
	}
	a.hashed[logical] = url
	a.byURL[url] = newResponse(200, ctype, immutable, enc)
}

func (a *assets) rewriteCSS(css []byte) (out []byte, missing []string) {
	out = cssURL.ReplaceAllFunc(css, func(m []byte) []byte {
		logical := string(cssURL.FindSubmatch(m)[1])
		url, ok := a.hashed[logical]
		if !ok {
			missing = append(missing, logical)
			return m
		}
		return []byte("url(" + url + ")")
	})
	return out, missing
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

// has reports whether a logical path ("img/x.svg" or "/static/img/x.svg") names a static file.
func (a *assets) has(logical string) bool {
	_, ok := a.hashed[strings.TrimPrefix(logical, "/static/")]
	return ok
}
