package server

import (
	"bytes"
	"cmp"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"designo/internal/compress"
	"designo/pages"
)

// response is an answer prepared once and served many times: its ETags and header values are
// computed up front, so serving it is a map lookup and a write.
type response struct {
	status       int
	contentType  []string
	cacheControl []string
	*body        // shared by responses with the same content: an asset at its plain and hashed URLs
}

// body is a response's content in each encoding a client may accept.
type body struct {
	identity     *form
	gzip, brotli *form // nil for what does not compress (fonts, images)
}

// form is one encoding of a body: its header values, and its bytes, which are read or compressed
// on first use and kept.
type form struct {
	encoding []string // the Content-Encoding; nil for identity
	etag     []string
	load     func() payload
}

type payload struct {
	bytes  []byte
	length []string
	err    error
}

// Header values shared by every response; slices are never appended to, so sharing them is safe.
var (
	varyAcceptEncoding = []string{"Accept-Encoding"}
	encodingGzip       = []string{"gzip"}
	encodingBrotli     = []string{"br"}
	acceptRanges       = []string{"bytes"}
)

func newResponse(status int, contentType, cacheControl string, b *body) *response {
	return &response{status: status, contentType: []string{contentType}, cacheControl: []string{cacheControl}, body: b}
}

// newBody holds bytes made at run time (a page); compressed, it gets its gzip and brotli forms,
// each made when a client first asks for it.
func newBody(b []byte, compressed bool) *body {
	tag := pages.ContentTag(b)
	body := &body{identity: newForm(nil, tag, func() ([]byte, error) { return b, nil })}
	if compressed {
		body.gzip = newForm(encodingGzip, tag+"-gz", func() ([]byte, error) { return compress.Best("gzip", b), nil })
		body.brotli = newForm(encodingBrotli, tag+"-br", func() ([]byte, error) { return compress.Best("br", b), nil })
	}
	return body
}

// preparedAsset is a static file as the asset manifest describes it: its forms were made at build
// time and are read from fsys when first asked for.
func preparedAsset(fsys fs.FS, logical string, e assetEntry) *body {
	read := func(name string) func() ([]byte, error) {
		return func() ([]byte, error) { return fs.ReadFile(fsys, name) }
	}
	file := cmp.Or(e.File, logical)
	body := &body{identity: newForm(nil, e.Hash, read(file))}
	if e.Gzip != nil && e.Brotli != nil {
		body.gzip = newForm(encodingGzip, e.Hash+"-gz", read(e.Gzip.File))
		body.brotli = newForm(encodingBrotli, e.Hash+"-br", read(e.Brotli.File))
	}
	return body
}

func newForm(encoding []string, etag string, read func() ([]byte, error)) *form {
	return &form{encoding: encoding, etag: []string{`"` + etag + `"`}, load: sync.OnceValue(func() payload {
		b, err := read()
		return payload{bytes: b, length: []string{strconv.Itoa(len(b))}, err: err}
	})}
}

// serve writes the response, choosing the smallest encoding the client accepts and answering 304
// when the client already holds this version.
func (res *response) serve(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h["Content-Type"] = res.contentType
	h["Cache-Control"] = res.cacheControl
	f := res.identity
	if res.gzip != nil {
		h["Vary"] = varyAcceptEncoding
		switch acceptedEncoding(r.Header.Get("Accept-Encoding")) {
		case "br":
			f = res.brotli
		case "gzip":
			f = res.gzip
		}
	}
	h["Etag"] = f.etag
	if res.status == http.StatusOK && notModified(r.Header.Get("If-None-Match"), f.etag[0]) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	p := f.load()
	if p.err != nil {
		http.Error(w, "The server could not read this file.", http.StatusInternalServerError)
		return
	}
	if f.encoding != nil {
		h["Content-Encoding"] = f.encoding
	}
	// What is never compressed (pictures, fonts, videos) is also served in ranges: a video seeks
	// by asking for the bytes from a point on, and Safari plays none that cannot be. ServeContent
	// answers Range and If-Range (by the ETag set above) with 206 or 416.
	if res.gzip == nil && res.status == http.StatusOK && r.Header.Get("Range") != "" {
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(p.bytes))
		return
	}
	if res.gzip == nil && res.status == http.StatusOK {
		h["Accept-Ranges"] = acceptRanges
	}
	h["Content-Length"] = p.length
	w.WriteHeader(res.status)
	if r.Method != http.MethodHead {
		w.Write(p.bytes)
	}
}

// acceptedEncoding picks br, then gzip, from an Accept-Encoding header, honouring q=0 refusals.
// It scans the header in place because it runs on every request.
func acceptedEncoding(header string) string {
	br, gz := false, false
	for header != "" {
		var part string
		part, header, _ = strings.Cut(header, ",")
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if refused(params) {
			continue
		}
		switch strings.TrimSpace(name) {
		case "br":
			br = true
		case "gzip":
			gz = true
		}
	}
	switch {
	case br:
		return "br"
	case gz:
		return "gzip"
	}
	return ""
}

// refused reports whether an encoding's parameters are q=0.
func refused(params string) bool {
	q, ok := strings.CutPrefix(strings.TrimSpace(params), "q=")
	if !ok {
		return false
	}
	v, err := strconv.ParseFloat(q, 64)
	return err == nil && v == 0
}

// notModified implements If-None-Match with the weak comparison RFC 9110 asks for.
func notModified(ifNoneMatch, etag string) bool {
	if ifNoneMatch == "" {
		return false
	}
	for ifNoneMatch != "" {
		var tag string
		tag, ifNoneMatch, _ = strings.Cut(ifNoneMatch, ",")
		tag = strings.TrimPrefix(strings.TrimSpace(tag), "W/")
		if tag == "*" || tag == etag {
			return true
		}
	}
	return false
}
