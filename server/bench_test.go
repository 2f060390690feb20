package server

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"designo/data"
	"designo/static"
)

// The benchmarks measure what the site's own code costs per request on its hottest paths: the
// real handler (middleware, router, page cache) answering a prepared request. What net/http
// itself spends around a handler is measured end to end by `make bench` (bench/run.sh).
//
//	go test -run '^$' -bench . -benchmem ./server

// discardWriter is a ResponseWriter that keeps the status and throws the body away. Its header
// map is emptied, not replaced, between requests: net/http allocates that map for every request
// whatever the handler does, so it is not the handler's cost.
type discardWriter struct {
	header http.Header
	status int
	bytes  int
}

func (w *discardWriter) Header() http.Header { return w.header }
func (w *discardWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
}

func (w *discardWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	w.bytes += len(b)
	return len(b), nil
}

func (w *discardWriter) reset() {
	clear(w.header)
	w.status, w.bytes = 0, 0
}

// benchmarkRequest serves one request over and over, after checking once that it gets the
// answer the benchmark is about (so a broken route fails instead of timing a 404).
func benchmarkRequest(b *testing.B, wantStatus int, wantEncoding, target string, headers ...string) {
	s := newTestServer(b)
	req := httptest.NewRequest(http.MethodGet, target, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	w := &discardWriter{header: http.Header{}}

	s.ServeHTTP(w, req)
	if w.status != wantStatus || w.header.Get("Content-Encoding") != wantEncoding {
		b.Fatalf("%s: status %d, encoding %q; want %d, %q", target, w.status, w.header.Get("Content-Encoding"),
			wantStatus, wantEncoding)
	}
	b.SetBytes(int64(w.bytes))

	b.ReportAllocs()
	for b.Loop() {
		w.reset()
		s.ServeHTTP(w, req)
	}
}

func BenchmarkHomeGzip(b *testing.B) {
	benchmarkRequest(b, http.StatusOK, "gzip", "/home", "Accept-Encoding", "gzip")
}

func BenchmarkHomeBrotli(b *testing.B) {
	benchmarkRequest(b, http.StatusOK, "br", "/home", "Accept-Encoding", "gzip, deflate, br, zstd")
}

func BenchmarkHomeConditional(b *testing.B) {
	etag := request(b, newTestServer(b), http.MethodGet, "/home", "Accept-Encoding", "gzip").Header.Get("Etag")
	benchmarkRequest(b, http.StatusNotModified, "", "/home", "Accept-Encoding", "gzip", "If-None-Match", etag)
}

func BenchmarkStaticAsset(b *testing.B) {
	s := newTestServer(b)
	stylesheet := s.current().assets.URL("css/base.css")
	benchmarkRequest(b, http.StatusOK, "gzip", stylesheet, "Accept-Encoding", "gzip")
}

func BenchmarkDesignsCategory(b *testing.B) {
	benchmarkRequest(b, http.StatusOK, "gzip", "/designs?category=app-design", "Accept-Encoding", "gzip")
}

// BenchmarkNew is the server's start-up: reading the asset manifest and rendering every page.
func BenchmarkNew(b *testing.B) {
	designs, err := data.LoadDesigns(data.DesignJSON)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := New(Options{Static: static.FS, Designs: designs, Origin: testOrigin}); err != nil {
			b.Fatal(err)
		}
	}
}
