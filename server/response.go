package server

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"math/bits"
	"net/http"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// response is an answer prepared once and served many times: its ETag, its gzip and brotli forms and
// its header values are computed up front, so serving it is a map lookup and a write.
type response struct {
	status       int
	contentType  []string
	cacheControl []string
	*encoded     // shared by responses with the same body: an asset at its plain and hashed URLs
}

// encoded is a body in each encoding, with the header values that go with each.
type encoded struct {
	body         []byte
	hash         string // hex SHA-256 prefix of body: the ETags' value, and hashed asset URLs' part
	gzip, brotli []byte // nil until compressed, and for types that do not compress (fonts, images)
	etag         []string
	etagGzip     []string
	etagBrotli   []string
	length       []string
	lengthGzip   []string
	lengthBrotli []string
}

// Header values shared by every response; slices are never appended to, so sharing them is safe.
var (
	varyAcceptEncoding = []string{"Accept-Encoding"}
	encodingGzip       = []string{"gzip"}
	encodingBrotli     = []string{"br"}
)

func newResponse(status int, contentType, cacheControl string, body *encoded) *response {
	return &response{status: status, contentType: []string{contentType}, cacheControl: []string{cacheControl}, encoded: body}
}

func newEncoded(body []byte) *encoded {
	sum := sha256.Sum256(body)
	tag := hex.EncodeToString(sum[:10])
	return &encoded{
		body:       body,
		hash:       tag,
		etag:       []string{`"` + tag + `"`},
		etagGzip:   []string{`"` + tag + `-gz"`},
		etagBrotli: []string{`"` + tag + `-br"`},
		length:     []string{strconv.Itoa(len(body))},
	}
}

func compressible(contentType string) bool {
	for _, prefix := range []string{"text/", "application/json", "application/xml", "image/svg+xml"} {
		if strings.HasPrefix(contentType, prefix) {
			return true
		}
	}
	return false
}

// compressAll adds the gzip and brotli forms to every compressible response, on every core: this
// is where start-up spends its time (brotli's best quality is slow, and pays for years of requests).
func compressAll(responses []*response) {
	seen := map[*encoded]bool{}
	work := make(chan *encoded)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for e := range work {
				e.compress()
			}
		}()
	}
	for _, r := range responses {
		// An encoding shared by a plain and a hashed URL is looked at once: by its second sight a
		// worker may be compressing it, so its fields are not even read again.
		if seen[r.encoded] {
			continue
		}
		seen[r.encoded] = true
		if compressible(r.contentType[0]) && r.gzip == nil { // precompressed files come with theirs
			work <- r.encoded
		}
	}
	close(work)
	wg.Wait()
}

func (e *encoded) compress() {
	e.setCompressed(gzipBytes(e.body), brotliBytes(e.body))
}

func (e *encoded) setCompressed(gzip, brotli []byte) {
	e.gzip, e.brotli = gzip, brotli
	e.lengthGzip = []string{strconv.Itoa(len(gzip))}
	e.lengthBrotli = []string{strconv.Itoa(len(brotli))}
}

func gzipBytes(b []byte) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression) // the level is valid, so no error
	zw.Write(b)
	zw.Close()
	return buf.Bytes()
}

// brotliBytes compresses at the best quality with a window no larger than the body: brotli's
// default 4 MiB window costs more to set up than small files take to compress.
func brotliBytes(b []byte) []byte {
	var buf bytes.Buffer
	window := min(max(bits.Len(uint(len(b))), 10), 24)
	zw := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: window})
	zw.Write(b)
	zw.Close()
	return buf.Bytes()
}

// serve writes the response, choosing the smallest encoding the client accepts and answering 304
// when the client already holds this version.
func (res *response) serve(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h["Content-Type"] = res.contentType
	h["Cache-Control"] = res.cacheControl
	body, etag, length := res.body, res.etag, res.length
	if res.gzip != nil {
		h["Vary"] = varyAcceptEncoding
		switch acceptedEncoding(r.Header.Get("Accept-Encoding")) {
		case "br":
			body, etag, length = res.brotli, res.etagBrotli, res.lengthBrotli
			h["Content-Encoding"] = encodingBrotli
		case "gzip":
			body, etag, length = res.gzip, res.etagGzip, res.lengthGzip
			h["Content-Encoding"] = encodingGzip
		}
	}
	h["Etag"] = etag
	if res.status == http.StatusOK && notModified(r.Header.Get("If-None-Match"), etag[0]) {
		delete(h, "Content-Encoding")
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h["Content-Length"] = length
	w.WriteHeader(res.status)
	if r.Method != http.MethodHead {
		w.Write(body)
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
