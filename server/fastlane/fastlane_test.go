package fastlane

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// pageBody is larger than net/http's 4 KiB write buffer, the case the lane exists for.
var pageBody = bytes.Repeat([]byte("<p>prepared</p>\n"), 400)

// testHandler stands for the site: one prepared page with an ETag, an echo for POSTs, 404s.
func testHandler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /page", func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Type", "text/html; charset=utf-8")
		h.Set("Cache-Control", "no-cache")
		h.Set("Etag", `"v1"`)
		h.Set("X-Frame-Options", "DENY")
		if r.Header.Get("If-None-Match") == `"v1"` {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		h.Set("Content-Length", strconv.Itoa(len(pageBody)))
		w.Write(pageBody)
	})
	mux.HandleFunc("POST /echo", func(w http.ResponseWriter, r *http.Request) {
		io.Copy(w, r.Body)
	})
	return mux
}

// testLookup answers /page from answers recorded through net/http, as the site does.
func testLookup(t *testing.T, h http.Handler) func(*Request) *Answer {
	t.Helper()
	recorder := NewRecorder(h)
	defer recorder.Close()
	ok, _, err := recorder.Record("/page", http.Header{})
	if err != nil {
		t.Fatal(err)
	}
	notModified, _, err := recorder.Record("/page", http.Header{"If-None-Match": {`"v1"`}})
	if err != nil {
		t.Fatal(err)
	}
	return func(r *Request) *Answer {
		switch {
		case string(r.Target) != "/page":
			return nil
		case string(r.IfNoneMatch) == `"v1"`:
			return notModified
		}
		return ok
	}
}

type testServers struct {
	lane, plain string       // addresses: the lane, and net/http alone with the same handler
	answered    atomic.Int64 // answers the lane wrote itself
	laneServer  *Server
	served      chan error
}

// startServers starts the lane and, for comparison, net/http alone; configure edits the lane's
// http.Server (timeouts).
func startServers(t *testing.T, configure func(*http.Server)) *testServers {
	t.Helper()
	h := testHandler()
	ts := &testServers{served: make(chan error, 1)}

	plain := &http.Server{Handler: h}
	plainListener := listen(t)
	go plain.Serve(plainListener)
	t.Cleanup(func() { plain.Close() })
	ts.plain = plainListener.Addr().String()

	httpServer := &http.Server{Handler: h}
	if configure != nil {
		configure(httpServer)
	}
	ts.laneServer = &Server{
		HTTP:   httpServer,
		Lookup: testLookup(t, h),
		Answered: func(string, *Request, *Answer, int, net.Addr, time.Duration) {
			ts.answered.Add(1)
		},
	}
	laneListener := listen(t)
	go func() { ts.served <- ts.laneServer.Serve(laneListener) }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		ts.laneServer.Shutdown(ctx)
	})
	ts.lane = laneListener.Addr().String()
	return ts
}

// expectAnswered fails unless the lane's count of its own answers reaches want. The lane counts
// an answer after writing it, so the client may read it a moment before the count moves.
func (ts *testServers) expectAnswered(t *testing.T, want int64) {
	t.Helper()
	deadline := time.Now().Add(time.Second)
	for ts.answered.Load() < want && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	time.Sleep(20 * time.Millisecond) // and no more than want
	if got := ts.answered.Load(); got != want {
		t.Fatalf("the lane answered %d requests itself, want %d", got, want)
	}
}

func listen(t *testing.T) net.Listener {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	return ln
}

// exchange sends raw bytes on a new connection and reads one response per method in methods.
func exchange(t *testing.T, addr, raw string, methods ...string) []*http.Response {
	t.Helper()
	c := dial(t, addr)
	if _, err := c.Write([]byte(raw)); err != nil {
		t.Fatal(err)
	}
	return readResponses(t, bufio.NewReader(c), methods...)
}

func dial(t *testing.T, addr string) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	c.SetDeadline(time.Now().Add(5 * time.Second))
	t.Cleanup(func() { c.Close() })
	return c
}

func readResponses(t *testing.T, r *bufio.Reader, methods ...string) []*http.Response {
	t.Helper()
	var responses []*http.Response
	for _, method := range methods {
		res, err := http.ReadResponse(r, &http.Request{Method: method})
		if err != nil {
			t.Fatalf("reading the %s response: %v", method, err)
		}
		body, err := io.ReadAll(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		res.Body = io.NopCloser(bytes.NewReader(body))
		responses = append(responses, res)
	}
	return responses
}

// sameResponse fails unless two responses have the same status, headers (but Date) and body.
func sameResponse(t *testing.T, got, want *http.Response) {
	t.Helper()
	if got.StatusCode != want.StatusCode {
		t.Fatalf("status %d, net/http answers %d", got.StatusCode, want.StatusCode)
	}
	if (got.Header.Get("Date") == "") != (want.Header.Get("Date") == "") {
		t.Errorf("Date header %q, net/http sends %q", got.Header.Get("Date"), want.Header.Get("Date"))
	}
	for _, h := range []http.Header{got.Header, want.Header} {
		h.Del("Date")
	}
	if g, w := headerString(got.Header), headerString(want.Header); g != w {
		t.Errorf("headers:\n%s\nnet/http sends:\n%s", g, w)
	}
	gotBody, _ := io.ReadAll(got.Body)
	wantBody, _ := io.ReadAll(want.Body)
	if !bytes.Equal(gotBody, wantBody) {
		t.Errorf("body of %d bytes, net/http sends %d", len(gotBody), len(wantBody))
	}
}

func headerString(h http.Header) string {
	var b strings.Builder
	h.Write(&b)
	return b.String()
}

func TestLaneAnswersAsNetHTTPDoes(t *testing.T) {
	ts := startServers(t, nil)
	tests := []struct {
		name, raw, method string
	}{
		{"GET", "GET /page HTTP/1.1\r\nHost: example.com\r\n\r\n", "GET"},
		{"HEAD", "HEAD /page HTTP/1.1\r\nHost: example.com\r\n\r\n", "HEAD"},
		{"conditional", "GET /page HTTP/1.1\r\nHost: example.com\r\nIf-None-Match: \"v1\"\r\n\r\n", "GET"},
		{"browser headers", "GET /page HTTP/1.1\r\nHost: example.com:8080\r\nUser-Agent: Mozilla/5.0\r\n" +
			"Accept: text/html\r\nAccept-Encoding: gzip, deflate, br\r\nSec-Fetch-Mode: navigate\r\n" +
			"sec-ch-ua-mobile: ?0\r\nCookie: a=b\r\nConnection: keep-alive\r\n\r\n", "GET"},
		{"Connection: close", "GET /page HTTP/1.1\r\nHost: example.com\r\nConnection: close\r\n\r\n", "GET"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := ts.answered.Load()
			got := exchange(t, ts.lane, tt.raw, tt.method)[0]
			ts.expectAnswered(t, before+1)
			sameResponse(t, got, exchange(t, ts.plain, tt.raw, tt.method)[0])
		})
	}
}

func TestLaneHandsOverWhatItDoesNotUnderstand(t *testing.T) {
	ts := startServers(t, nil)
	bigCookie := "Cookie: " + strings.Repeat("c", headBufferSize) + "\r\n"
	tests := []struct {
		name, raw string
	}{
		{"POST with a body", "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello"},
		{"unknown target", "GET /nope HTTP/1.1\r\nHost: x\r\n\r\n"},
		{"target with a query", "GET /page?x=1 HTTP/1.1\r\nHost: x\r\n\r\n"},
		{"unknown header", "GET /page HTTP/1.1\r\nHost: x\r\nAuthorization: Basic eDp5\r\n\r\n"},
		{"two X-Forwarded-For", "GET /page HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 10.0.0.1\r\nX-Forwarded-For: 10.0.0.2\r\n\r\n"},
		{"Connection: cloſe (not close to net/http)", "GET /page HTTP/1.1\r\nHost: x\r\nConnection: clo\u017fe\r\n\r\n"},
		{"range", "GET /page HTTP/1.1\r\nHost: x\r\nRange: bytes=0-9\r\n\r\n"},
		{"HTTP/1.0", "GET /page HTTP/1.0\r\nHost: x\r\n\r\n"},
		{"no Host", "GET /page HTTP/1.1\r\n\r\n"},
		{"two Hosts", "GET /page HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n"},
		{"odd Host", "GET /page HTTP/1.1\r\nHost: x/y\r\n\r\n"},
		{"bare LF", "GET /page HTTP/1.1\nHost: x\n\n"},
		{"space before colon", "GET /page HTTP/1.1\r\nHost : x\r\n\r\n"},
		{"folded header", "GET /page HTTP/1.1\r\nHost: x\r\nAccept: a\r\n b\r\n\r\n"},
		{"chunked GET", "GET /page HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"},
		{"Connection: upgrade", "GET /page HTTP/1.1\r\nHost: x\r\nConnection: upgrade\r\n\r\n"},
		{"head larger than the buffer", "GET /page HTTP/1.1\r\nHost: x\r\n" + bigCookie + "\r\n"},
		{"absolute-form target", "GET http://x/page HTTP/1.1\r\nHost: x\r\n\r\n"},
		// D1: an empty or blank line must count as the header's first occurrence: net/http's
		// Get returns it, so the tag on the second line must not earn a 304.
		{"empty If-None-Match before the real one", "GET /page HTTP/1.1\r\nHost: x\r\nIf-None-Match:\r\nIf-None-Match: \"v1\"\r\n\r\n"},
		{"blank If-None-Match before the real one", "GET /page HTTP/1.1\r\nHost: x\r\nIf-None-Match:  \t\r\nIf-None-Match: \"v1\"\r\n\r\n"},
		// D2: a head whose last line ends in a bare LF, then CRLF: net/http answers at once.
		{"bare LF before the blank line", "GET /page HTTP/1.1\r\nHost: x\n\r\n"},
		// A line net/http refuses is answered 400 as soon as it arrives, not when the head ends.
		{"garbage line", "hello\r\n"},
		{"malformed header line", "GET /page HTTP/1.1\r\nHost: x\r\nno colon here\r\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := ts.answered.Load()
			// Unless net/http closes the connection after this request (it refuses HTTP/1.0
			// keep-alive and malformed requests), the same connection then asks for the page:
			// net/http, now holding the connection, answers that too.
			raw, methods := tt.raw, []string{"GET"}
			if !exchange(t, ts.plain, tt.raw, "GET")[0].Close {
				raw, methods = raw+"GET /page HTTP/1.1\r\nHost: x\r\n\r\n", []string{"GET", "GET"}
			}
			want := exchange(t, ts.plain, raw, methods...)
			got := exchange(t, ts.lane, raw, methods...)
			ts.expectAnswered(t, before)
			for i := range want {
				sameResponse(t, got[i], want[i])
			}
		})
	}
}

// D2: a head may end in LF CRLF (net/http ends lines at LF and drops a CR before it). Sent
// alone, with nothing after it that would end the head another way, it must still be answered.
func TestLaneAnswersAHeadEndingInABareLF(t *testing.T) {
	ts := startServers(t, nil)
	for _, raw := range []string{"GET /page HTTP/1.1\r\nHost: x\n\r\n", "GET /page HTTP/1.1\nHost: x\n\r\n"} {
		want := exchange(t, ts.plain, raw, "GET")[0]
		sameResponse(t, exchange(t, ts.lane, raw, "GET")[0], want)
	}
}

// A client that sends part of a request and then stops sending (a half-close) gets net/http's
// answer: 400 for a partial request line or head, nothing for an empty connection.
func TestLaneAnswersCutOffRequestsAsNetHTTPDoes(t *testing.T) {
	ts := startServers(t, nil)
	for _, raw := range []string{"GET /pa", "\x16\x03\x01\x02\x00garbage", "GET /page HTTP/1.1\r\nHost: x\r\n", "\r\n"} {
		t.Run(strconv.Quote(raw), func(t *testing.T) {
			want := halfClosedExchange(t, ts.plain, raw)
			got := halfClosedExchange(t, ts.lane, raw)
			if !bytes.HasPrefix(want, []byte("HTTP/1.1 400 ")) {
				t.Fatalf("net/http answers %q; the test expects a 400", want)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("answer %q, net/http answers %q", got, want)
			}
		})
	}
	if n := ts.answered.Load(); n != 0 {
		t.Fatalf("the lane answered %d cut-off requests itself", n)
	}
}

// halfClosedExchange sends raw, closes the sending side, and returns all the server sends back.
func halfClosedExchange(t *testing.T, addr, raw string) []byte {
	t.Helper()
	c := dial(t, addr)
	c.Write([]byte(raw))
	c.(*net.TCPConn).CloseWrite()
	answer, err := io.ReadAll(c)
	if err != nil {
		t.Fatalf("reading the answer to %q: %v", raw, err)
	}
	return answer
}

func TestLaneHandsOverMidConnection(t *testing.T) {
	ts := startServers(t, nil)
	// Pipelined: the lane answers the first GET, net/http the POST and the GET after it.
	raw := "GET /page HTTP/1.1\r\nHost: x\r\n\r\n" +
		"POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello" +
		"GET /page HTTP/1.1\r\nHost: x\r\n\r\n"
	got := exchange(t, ts.lane, raw, "GET", "POST", "GET")
	ts.expectAnswered(t, 1)
	echo, _ := io.ReadAll(got[1].Body)
	if got[0].StatusCode != 200 || string(echo) != "hello" || got[2].StatusCode != 200 {
		t.Fatalf("statuses %d %d %d, echo %q", got[0].StatusCode, got[1].StatusCode, got[2].StatusCode, echo)
	}
}

func TestLaneKeepsConnectionsAlive(t *testing.T) {
	ts := startServers(t, nil)
	c := dial(t, ts.lane)
	r := bufio.NewReader(c)
	for range 3 {
		c.Write([]byte("GET /page HTTP/1.1\r\nHost: x\r\n\r\n"))
		if res := readResponses(t, r, "GET")[0]; res.StatusCode != 200 || res.Close {
			t.Fatalf("status %d, close %v", res.StatusCode, res.Close)
		}
	}
	ts.expectAnswered(t, 3)
}

func TestLaneClosesAfterConnectionClose(t *testing.T) {
	ts := startServers(t, nil)
	c := dial(t, ts.lane)
	c.Write([]byte("GET /page HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))
	r := bufio.NewReader(c)
	if res := readResponses(t, r, "GET")[0]; !res.Close {
		t.Fatal("no Connection: close in the answer")
	}
	if _, err := r.ReadByte(); err != io.EOF {
		t.Fatalf("connection still open after Connection: close (read: %v)", err)
	}
}

// expectClosedWithin fails unless the server closes c within limit.
func expectClosedWithin(t *testing.T, c net.Conn, limit time.Duration) {
	t.Helper()
	start := time.Now()
	c.SetReadDeadline(start.Add(limit + time.Second))
	_, err := io.Copy(io.Discard, c)
	if took := time.Since(start); err != nil || took > limit {
		t.Fatalf("connection closed after %v (err %v), want within %v", took, err, limit)
	}
}

func TestSlowHeadersAreCutOff(t *testing.T) {
	ts := startServers(t, func(s *http.Server) { s.ReadHeaderTimeout = 300 * time.Millisecond })
	c := dial(t, ts.lane)
	go func() {
		for _, b := range []byte("GET /page HTTP/1.1\r\nHost: x\r\nX-Slow: 1234567890") {
			if _, err := c.Write([]byte{b}); err != nil {
				return
			}
			time.Sleep(20 * time.Millisecond)
		}
	}()
	expectClosedWithin(t, c, time.Second)
}

// D3: a head too large for the lane goes to net/http, but the time it may take is still
// counted from the start of the head, not from the handover.
func TestHandedOverHeadKeepsItsDeadline(t *testing.T) {
	const timeout = time.Second
	ts := startServers(t, func(s *http.Server) { s.ReadHeaderTimeout = timeout })
	c := dial(t, ts.lane)
	opened := time.Now()
	start := "GET /page HTTP/1.1\r\nHost: x\r\nCookie: "
	go func() {
		c.Write([]byte(start))
		time.Sleep(timeout * 7 / 10)
		// Past the lane's buffer: it hands the connection over now.
		c.Write(bytes.Repeat([]byte("c"), headBufferSize))
		for {
			time.Sleep(50 * time.Millisecond)
			if _, err := c.Write([]byte("c")); err != nil {
				return
			}
		}
	}()
	c.SetReadDeadline(opened.Add(5 * timeout))
	io.Copy(io.Discard, c)
	if took := time.Since(opened); took > timeout*14/10 {
		t.Fatalf("the trickled head was held %v; ReadHeaderTimeout is %v", took.Round(time.Millisecond), timeout)
	}
}

func TestIdleConnectionsAreClosed(t *testing.T) {
	ts := startServers(t, func(s *http.Server) { s.IdleTimeout = 300 * time.Millisecond })
	c := dial(t, ts.lane)
	c.Write([]byte("GET /page HTTP/1.1\r\nHost: x\r\n\r\n"))
	readResponses(t, bufio.NewReader(c), "GET")
	expectClosedWithin(t, c, time.Second)
}

func TestShutdownClosesIdleConnections(t *testing.T) {
	ts := startServers(t, nil)
	c := dial(t, ts.lane)
	c.Write([]byte("GET /page HTTP/1.1\r\nHost: x\r\n\r\n"))
	readResponses(t, bufio.NewReader(c), "GET")

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := ts.laneServer.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	expectClosedWithin(t, c, time.Second)
	if err := <-ts.served; !errors.Is(err, http.ErrServerClosed) {
		t.Fatalf("Serve returned %v, want http.ErrServerClosed", err)
	}
}

func TestParseHead(t *testing.T) {
	tests := []struct {
		head           string
		method         string
		closeAfter, ok bool
		target, ae     string
	}{
		{"GET / HTTP/1.1\r\nHost: x\r\n\r\n", "GET", false, true, "/", ""},
		{"HEAD /a?b=c HTTP/1.1\r\nhost: x\r\nACCEPT-ENCODING: br\r\n\r\n", "HEAD", false, true, "/a?b=c", "br"},
		{"GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive, Close\r\n\r\n", "GET", true, true, "/", ""},
		{"get / HTTP/1.1\r\nHost: x\r\n\r\n", "", false, false, "", ""},
		{"GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nAccept-Encoding: br\r\n\r\n", "", false, false, "", ""},
		{"GET / HTTP/1.1\r\nHost: x\r\nX-A: \x01\r\n\r\n", "", false, false, "", ""},
		{"GET /a b HTTP/1.1\r\nHost: x\r\n\r\n", "", false, false, "", ""},
		{"GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding:\r\nAccept-Encoding: br\r\n\r\n", "", false, false, "", ""},
		{"GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: \r\nAccept-Encoding: br\r\n\r\n", "", false, false, "", ""},
		{"GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: \r\n\r\n", "GET", false, true, "/", ""},
		{"GET / HTTP/1.1\r\nHost: x\n\r\n", "", false, false, "", ""},
	}
	for _, tt := range tests {
		var req Request
		method, closeAfter, ok := parseHead([]byte(tt.head), &req)
		if method != tt.method || closeAfter != tt.closeAfter || ok != tt.ok ||
			(ok && (string(req.Target) != tt.target || string(req.AcceptEncoding) != tt.ae)) {
			t.Errorf("parseHead(%q) = %q, close %v, ok %v, target %q, ae %q", tt.head, method, closeAfter, ok,
				req.Target, req.AcceptEncoding)
		}
	}
}

// The Recorder is what keeps the lane honest when a handler changes: a handler whose answer
// depends on a header the lane does not read must make recording fail, naming the header.
func TestRecorderRefusesAnswersThatDependOnHeadersTheLaneIgnores(t *testing.T) {
	tests := []struct {
		name   string
		vary   func(r *http.Request) bool // whether this request gets the other answer
		header string                     // named in the error
	}{
		{"a session cookie", func(r *http.Request) bool { return r.Header.Get("Cookie") != "" }, "Cookie"},
		{"a JSON client", func(r *http.Request) bool { return strings.Contains(r.Header.Get("Accept"), "json") }, "Accept"},
		{"a phone", func(r *http.Request) bool { return strings.Contains(r.Header.Get("User-Agent"), "Mobile") }, "User-Agent"},
		{"the language", func(r *http.Request) bool { return r.Header.Get("Accept-Language") != "" }, "Accept-Language"},
		{"the host", func(r *http.Request) bool { return r.Host != "fastlane.recorder" }, "Host"},
		{"the proxy's scheme", func(r *http.Request) bool { return r.Header.Get("X-Forwarded-Proto") == "http" }, "X-Forwarded-Proto"},
		{"the forwarded client", func(r *http.Request) bool { return r.Header.Get("X-Forwarded-For") != "" }, "X-Forwarded-For"},
		{"a fetch mode", func(r *http.Request) bool { return r.Header.Get("Sec-Fetch-Mode") == "cors" }, "Sec-Fetch-Mode"},
		{"a client hint", func(r *http.Request) bool { return r.Header.Get("Sec-Ch-Ua-Mobile") == "?1" }, "Sec-Ch-Ua-Mobile"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recorder := NewRecorder(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Length", "1")
				if tt.vary(r) {
					w.Write([]byte("B"))
					return
				}
				w.Write([]byte("A"))
			}))
			defer recorder.Close()
			_, _, err := recorder.Record("/page", http.Header{})
			if err == nil || !strings.Contains(err.Error(), " "+tt.header+": ") {
				t.Fatalf("Record = %v; want an error naming %s", err, tt.header)
			}
		})
	}
}

func TestRecorderRefusesAnswersThatChangeByThemselves(t *testing.T) {
	var n atomic.Int64
	recorder := NewRecorder(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", "1")
		w.Write([]byte{byte('0' + n.Add(1)%10)})
	}))
	defer recorder.Close()
	if _, _, err := recorder.Record("/page", http.Header{}); err == nil || !strings.Contains(err.Error(), "fixed answer") {
		t.Fatalf("Record = %v; want an error saying the answer is not fixed", err)
	}
}

// Every header the lane accepts without passing its value to Lookup has a probe value, and every
// probe is such a header: adding an ignored header without a probe fails here.
func TestEveryHeaderTheLaneDoesNotReadIsProbed(t *testing.T) {
	for name, kind := range knownHeaders {
		switch kind {
		case ignoredHeader, hostHeader, forwardedForHeader:
			if ignoredHeaderProbes.Get(name) == "" {
				t.Errorf("no probe for %s in ignoredHeaderProbes", name)
			}
		}
	}
	for _, prefix := range ignoredPrefixes {
		probed := false
		for name := range ignoredHeaderProbes {
			probed = probed || strings.HasPrefix(strings.ToLower(name), prefix)
		}
		if !probed {
			t.Errorf("no probe for the %s* headers", prefix)
		}
	}
	for name := range ignoredHeaderProbes {
		switch kindOf([]byte(name)) {
		case ignoredHeader, hostHeader, forwardedForHeader:
		default:
			t.Errorf("probe %s is not a header the lane accepts without reading it", name)
		}
	}
}
