package server

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"designo/server/fastlane"
)

// laneUnderTest is the site served by its fast lane, and by net/http alone for comparison.
type laneUnderTest struct {
	site        *Server
	lane, plain string       // addresses
	answered    atomic.Int64 // answers the lane wrote itself
}

func startLane(t *testing.T, s *Server) *laneUnderTest {
	t.Helper()
	lt := &laneUnderTest{site: s}

	plain := &http.Server{Handler: s}
	plainListener := listenLoopback(t)
	go plain.Serve(plainListener)
	t.Cleanup(func() { plain.Close() })
	lt.plain = plainListener.Addr().String()

	lane, err := s.FastLane(&http.Server{Handler: s})
	if err != nil {
		t.Fatal(err)
	}
	logAnswer := lane.Answered
	lane.Answered = func(method string, r *fastlane.Request, a *fastlane.Answer, n int, remote net.Addr, took time.Duration) {
		if logAnswer != nil {
			logAnswer(method, r, a, n, remote, took)
		}
		lt.answered.Add(1)
	}
	laneListener := listenLoopback(t)
	go lane.Serve(laneListener)
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		lane.Shutdown(ctx)
	})
	lt.lane = laneListener.Addr().String()
	return lt
}

func listenLoopback(t testing.TB) net.Listener {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	return ln
}

// get sends one request on a new connection and returns the answer with its body read.
func get(t *testing.T, addr, method, target string, header http.Header) (*http.Response, []byte) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(5 * time.Second))
	var raw bytes.Buffer
	fmt.Fprintf(&raw, "%s %s HTTP/1.1\r\nHost: www.designo.test\r\n", method, target)
	header.Write(&raw)
	raw.WriteString("\r\n")
	c.Write(raw.Bytes())
	res, err := http.ReadResponse(bufio.NewReader(c), &http.Request{Method: method})
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, body
}

func TestFastLaneAnswersAsTheHandlerDoes(t *testing.T) {
	s := newTestServer(t)
	lt := startLane(t, s)
	stylesheet := s.current().assets.URL("css/site.css")
	font := s.current().assets.URL("fonts/jost-400.woff2")
	targets := []string{"/home", "/designs", "/designs?category=app-design", "/contact?sent=1",
		"/assets/design.json", stylesheet, font, "/static/css/site.css"}
	encodings := []string{"", "gzip", "br", "gzip, deflate, br, zstd", "br;q=0, gzip", "gzip;q=0", "identity"}

	for _, target := range targets {
		for _, encoding := range encodings {
			header := http.Header{}
			if encoding != "" {
				header.Set("Accept-Encoding", encoding)
			}
			for _, method := range []string{http.MethodGet, http.MethodHead} {
				name := fmt.Sprintf("%s %s %q", method, target, encoding)
				want, wantBody := get(t, lt.plain, method, target, header)
				before := lt.answered.Load()
				got, gotBody := get(t, lt.lane, method, target, header)
				waitForAnswers(t, &lt.answered, before+1, name)
				sameAnswer(t, name, got, gotBody, want, wantBody)

				// And the conditional request a browser makes next, with the tag it was given.
				conditional := header.Clone()
				conditional.Set("If-None-Match", want.Header.Get("Etag"))
				want, wantBody = get(t, lt.plain, method, target, conditional)
				if want.StatusCode != http.StatusNotModified {
					t.Fatalf("%s with its own ETag: %d, want 304", name, want.StatusCode)
				}
				got, gotBody = get(t, lt.lane, method, target, conditional)
				sameAnswer(t, name+" If-None-Match", got, gotBody, want, wantBody)
			}
		}
	}
}

// D1: an empty or blank header line is the header's first value for net/http (Header.Get returns
// it), so the lane must not choose the encoding or the 304 by a second line after it.
func TestFastLaneCountsEmptyHeaderLines(t *testing.T) {
	lt := startLane(t, newTestServer(t))
	etag := func(encoding string) string {
		res, _ := get(t, lt.plain, "GET", "/home", http.Header{"Accept-Encoding": {encoding}})
		return res.Header.Get("Etag")
	}
	tests := []struct {
		name   string
		header http.Header
	}{
		{"empty Accept-Encoding, then br", http.Header{"Accept-Encoding": {"", "br"}}},
		{"blank Accept-Encoding, then gzip", http.Header{"Accept-Encoding": {" \t", "gzip"}}},
		{"empty If-None-Match, then the ETag", http.Header{"If-None-Match": {"", etag("")}}},
		{"blank If-None-Match, then the ETag", http.Header{"Accept-Encoding": {"br"}, "If-None-Match": {"  ", etag("br")}}},
	}
	for _, tt := range tests {
		want, wantBody := get(t, lt.plain, "GET", "/home", tt.header)
		got, gotBody := get(t, lt.lane, "GET", "/home", tt.header)
		sameAnswer(t, tt.name, got, gotBody, want, wantBody)
	}
	if n := lt.answered.Load(); n != 0 {
		t.Fatalf("the lane answered %d requests whose header it read twice", n)
	}
}

func TestFastLaneLeavesTheRestToNetHTTP(t *testing.T) {
	lt := startLane(t, newTestServer(t))
	tests := []struct{ method, target string }{
		{"GET", "/"}, // a redirect
		{"GET", "/designs?category=print-design"}, // 404
		{"GET", "/home?utm_source=mail"},
		{"GET", "/healthz"},
		{"GET", "/sitemap.xml"},
		{"DELETE", "/home"},
	}
	for _, tt := range tests {
		want, wantBody := get(t, lt.plain, tt.method, tt.target, http.Header{})
		got, gotBody := get(t, lt.lane, tt.method, tt.target, http.Header{})
		sameAnswer(t, tt.method+" "+tt.target, got, gotBody, want, wantBody)
	}
	if n := lt.answered.Load(); n != 0 {
		t.Fatalf("the lane answered %d requests it has no prepared answer for", n)
	}
}

func TestFastLaneWritesTheAccessLog(t *testing.T) {
	var logs bytes.Buffer
	s := newTestServer(t, func(o *Options) {
		o.AccessLog = true
		o.Logger = slog.New(slog.NewTextHandler(&logs, nil))
	})
	lt := startLane(t, s)
	if n := strings.Count(logs.String(), "msg=request"); n != 0 {
		t.Fatalf("%d access log lines before any request: recording the lane's answers is not traffic", n)
	}
	get(t, lt.lane, "GET", "/home", http.Header{"Accept-Encoding": {"gzip"}})
	waitForAnswers(t, &lt.answered, 1, "GET /home")
	line := logs.String()
	if n := strings.Count(line, "msg=request"); n != 1 {
		t.Fatalf("%d access log lines for one request", n)
	}
	for _, want := range []string{"msg=request", "method=GET", "path=/home", "status=200", "bytes=", "duration=", "client=127.0.0.1 ", "remote=127.0.0.1:"} {
		if !strings.Contains(line, want) {
			t.Errorf("access log %q lacks %q", line, want)
		}
	}
}

// Behind a reverse proxy the lane answers requests carrying X-Forwarded-For too, so its access
// log line must name the visitor exactly as net/http's does (see clientAddr).
func TestFastLaneLogsTheForwardedVisitor(t *testing.T) {
	tests := []struct {
		name, trusted string
		forwardedFor  []string
		want          string
	}{
		{"no trusted proxy: the peer", "", []string{"198.51.100.4"}, "127.0.0.1"},
		{"trusted proxy", "127.0.0.1", []string{"198.51.100.4"}, "198.51.100.4"},
		{"trusted chain, a forged entry on the left", "127.0.0.0/8", []string{"6.6.6.6, 198.51.100.4, 127.0.0.2"}, "198.51.100.4"},
		{"empty header", "127.0.0.1", []string{""}, "127.0.0.1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			logs := &lockedBuffer{}
			trusted, err := ParseTrustedProxies(tt.trusted)
			if err != nil {
				t.Fatal(err)
			}
			lt := startLane(t, newTestServer(t, func(o *Options) {
				o.AccessLog = true
				o.Logger = slog.New(slog.NewTextHandler(logs, nil))
				o.TrustedProxies = trusted
			}))
			header := http.Header{"Accept-Encoding": {"gzip"}, "X-Forwarded-For": tt.forwardedFor}
			get(t, lt.lane, "GET", "/home", header)
			waitForAnswers(t, &lt.answered, 1, "GET /home with X-Forwarded-For")
			fromLane := logs.take()
			get(t, lt.plain, "GET", "/home", header)
			fromNetHTTP := logs.take()
			for _, line := range []string{fromLane, fromNetHTTP} {
				if !strings.Contains(line, " client="+tt.want+" ") {
					t.Errorf("access log %q, want client=%s", line, tt.want)
				}
			}
		})
	}
}

// lockedBuffer collects log lines written by the servers' goroutines.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// take returns what was written since the last call, waiting up to a second for a line: net/http
// may write its log line just after the client has read the answer.
func (b *lockedBuffer) take() string {
	for deadline := time.Now().Add(time.Second); ; time.Sleep(time.Millisecond) {
		b.mu.Lock()
		s := b.buf.String()
		if s != "" || time.Now().After(deadline) {
			b.buf.Reset()
			b.mu.Unlock()
			return s
		}
		b.mu.Unlock()
	}
}

func TestNoFastLaneInDevelopment(t *testing.T) {
	s := newTestServer(t, func(o *Options) { o.Dev = true })
	if lane, err := s.FastLane(&http.Server{Handler: s}); lane != nil || err != nil {
		t.Fatalf("FastLane in development = %v, %v; want nil, nil", lane, err)
	}
}

// waitForAnswers waits for the lane's count of its own answers to reach want: it counts an
// answer after writing it, so a client may read the answer a moment before the count moves.
func waitForAnswers(t *testing.T, answered *atomic.Int64, want int64, name string) {
	t.Helper()
	deadline := time.Now().Add(time.Second)
	for answered.Load() < want && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if answered.Load() < want {
		t.Fatalf("%s: the lane did not answer; net/http did", name)
	}
}

// sameAnswer fails unless two answers have the same status, headers (but Date) and body.
func sameAnswer(t *testing.T, name string, got *http.Response, gotBody []byte, want *http.Response, wantBody []byte) {
	t.Helper()
	if got.StatusCode != want.StatusCode {
		t.Fatalf("%s: status %d, net/http answers %d", name, got.StatusCode, want.StatusCode)
	}
	if got.Header.Get("Date") == "" {
		t.Errorf("%s: no Date header", name)
	}
	got.Header.Del("Date")
	want.Header.Del("Date")
	var g, w strings.Builder
	got.Header.Write(&g)
	want.Header.Write(&w)
	if g.String() != w.String() {
		t.Errorf("%s: headers\n%s\nnet/http sends\n%s", name, g.String(), w.String())
	}
	if !bytes.Equal(gotBody, wantBody) {
		t.Errorf("%s: body of %d bytes, net/http sends %d", name, len(gotBody), len(wantBody))
	}
}
