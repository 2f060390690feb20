package server

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"testing"
	"time"

	"designo/pages"
)

// TestCDNMaxAge: with -cdn-max-age, every page may be kept by a shared cache and served stale
// while it revalidates; browsers still revalidate; a 404 and the assets are unchanged.
func TestCDNMaxAge(t *testing.T) {
	const cdn = "public, max-age=0, s-maxage=300, stale-while-revalidate=300"
	tests := []struct {
		name            string
		maxAge          time.Duration
		page, notFound  string
		designJSON, css string
	}{
		{"without a CDN", 0, "no-cache", "no-cache", "no-cache", "public, max-age=31536000, immutable"},
		{"five minutes", 5 * time.Minute, cdn, "no-cache", "no-cache", "public, max-age=31536000, immutable"},
		{"under a second is none", 500 * time.Millisecond, "no-cache", "no-cache", "no-cache", "public, max-age=31536000, immutable"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newTestServer(t, func(o *Options) { o.CDNMaxAge = tt.maxAge })
			c := s.content.Load()
			if len(c.pages) < 8 {
				t.Fatalf("only %d pages prepared", len(c.pages))
			}
			// Every encoding of a page shares its Cache-Control (one response, see response.serve),
			// so the plain form of each page tells.
			for key := range c.pages {
				res := request(t, s, "GET", key)
				if res.StatusCode != http.StatusOK || res.Header.Get("Cache-Control") != tt.page {
					t.Errorf("%s: %d, Cache-Control %q; want 200, %q", key, res.StatusCode, res.Header.Get("Cache-Control"), tt.page)
				}
			}
			css := s.content.Load().assets.URL("css/base.css")
			// The contact page is rendered per request with a fresh form token: for no shared cache.
			for path, want := range map[string]string{"/no-such-page": tt.notFound, pages.DesignJSONURL: tt.designJSON, css: tt.css,
				"/contact": "private, no-cache", "/contact?sent=1": "private, no-cache"} {
				if got := request(t, s, "GET", path).Header.Get("Cache-Control"); got != want {
					t.Errorf("%s: Cache-Control %q, want %q", path, got, want)
				}
			}
		})
	}
}

// TestETagsAreContentHashes: a page's ETag is a hash of the bytes sent, so two replicas built
// from the same commit (here: two servers built one after the other) give a CDN the same ETags,
// and a revalidation sent to either is answered 304.
func TestETagsAreContentHashes(t *testing.T) {
	one := newTestServer(t, func(o *Options) { o.CDNMaxAge = time.Minute })
	time.Sleep(10 * time.Millisecond) // nothing may depend on the time of start-up
	other := newTestServer(t, func(o *Options) { o.CDNMaxAge = time.Minute })
	for key := range one.content.Load().pages {
		encodings := []string{""}
		if key == "/home" || key == "/work/express" { // every page's compressed forms are tagged alike
			encodings = append(encodings, "gzip", "br")
		}
		for _, encoding := range encodings {
			a := request(t, one, "GET", key, "Accept-Encoding", encoding)
			b := request(t, other, "GET", key, "Accept-Encoding", encoding)
			etag := a.Header.Get("ETag")
			if etag == "" || etag != b.Header.Get("ETag") {
				t.Errorf("%s (%s): ETags %q and %q differ between two servers", key, encoding, etag, b.Header.Get("ETag"))
			}
			if encoding == "" {
				body, _ := io.ReadAll(a.Body)
				sum := sha256.Sum256(body)
				if want := `"` + hex.EncodeToString(sum[:10]) + `"`; etag != want {
					t.Errorf("%s: ETag %s is not the hash of the body (%s)", key, etag, want)
				}
			}
			if res := request(t, other, "GET", key, "Accept-Encoding", encoding, "If-None-Match", etag); res.StatusCode != http.StatusNotModified {
				t.Errorf("%s (%s): the other server answers a revalidation with %d, want 304", key, encoding, res.StatusCode)
			}
		}
	}
}
