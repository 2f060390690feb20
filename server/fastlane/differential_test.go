package fastlane

import (
	"bufio"
	"bytes"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// differentialSeeds are heads the lane must read as net/http does; `go test` runs every one, and
// `go test -fuzz FuzzDifferential` starts from them.
var differentialSeeds = []string{
	"GET /page HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nIf-None-Match: \"v1\"\r\n\r\n",
	"HEAD / HTTP/1.1\r\nHost: [::1]:80\r\nConnection: close\r\n\r\n",
	"GET /home HTTP/1.1\r\nHost: www.designo.test\r\nUser-Agent: Mozilla/5.0\r\nAccept: text/html\r\n" +
		"Accept-Encoding: gzip, deflate, br, zstd\r\nSec-Fetch-Mode: navigate\r\nsec-ch-ua-mobile: ?0\r\n" +
		"Cookie: a=b\r\nConnection: keep-alive\r\nX-Forwarded-For: 203.0.113.7\r\n\r\n",
	"GET /home HTTP/1.1\r\nHost: x\r\n\r\nGET /about HTTP/1.1\r\nHost: x\r\n\r\n", // pipelined
	"POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\nx",
	// D1: an empty or blank line, then the real value.
	"GET /page HTTP/1.1\r\nHost: x\r\nIf-None-Match:\r\nIf-None-Match: \"v1\"\r\n\r\n",
	"GET /page HTTP/1.1\r\nHost: x\r\nIf-None-Match: \t \r\nIf-None-Match: \"v1\"\r\n\r\n",
	"GET /home HTTP/1.1\r\nHost: x\r\nAccept-Encoding:\r\nAccept-Encoding: br\r\n\r\n",
	"GET /home HTTP/1.1\r\nHost: x\r\nAccept-Encoding:  \r\nAccept-Encoding: br\r\n\r\n",
	"GET /home HTTP/1.1\r\nHost: x\r\nX-Forwarded-For:\r\nX-Forwarded-For: 10.0.0.1\r\n\r\n",
	// D2: heads that end in LF CRLF or LF LF.
	"GET /home HTTP/1.1\r\nHost: x\n\r\n",
	"GET /home HTTP/1.1\nHost: x\n\n",
	"GET /home HTTP/1.1\r\nHost: x\r\n\n",
	"GET /home HTTP/1.1\r\nHost: x\n\r\nGET /home HTTP/1.1\r\nHost: x\r\n\r\n",
	// D3's head, cut at the lane's buffer, and one just under it.
	"GET /home HTTP/1.1\r\nHost: x\r\nCookie: " + strings.Repeat("c", headBufferSize),
	"GET /home HTTP/1.1\r\nHost: x\r\nCookie: " + strings.Repeat("c", headBufferSize-44) + "\r\n\r\n",
	// Garbage, a partial request line, a partial head: net/http answers 400.
	"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03",
	"hello\r\n",
	"GET /pa",
	"GET /page HTTP/1.1\r\nHost: x\r\n",
	"\r\n\r\n",
	"\r\nGET /page HTTP/1.1\r\nHost: x\r\n\r\n",
	"GET /page HTTP/1.1\r\nHost: x\r\nno colon\r\n\r\n",
	"GET /page HTTP/1.1\r\nHost: x\r\n\r\r\n\r\n",
	// Tokens that fold to ASCII only under Unicode rules (ſ, K), escapes, odd targets and hosts.
	"GET /page HTTP/1.1\r\nHost: x\r\nConnection: clo\u017fe\r\n\r\n",
	"GET /page HTTP/1.1\r\nHost: x\r\nConnection: \u212aeep-alive\r\n\r\n",
	"GET /page HTTP/1.1\r\nHost: x\r\nConnection: keep-alive,,  close\r\n\r\n",
	"GET /page HTTP/1.1\r\nHost: x\r\nConnection: close\r\nConnection: keep-alive\r\n\r\n",
	"GET /%zz HTTP/1.1\r\nHost: x\r\n\r\n",
	"GET /a%2 HTTP/1.1\r\nHost: x\r\n\r\n",
	"GET /a%2F?b=%zz#frag HTTP/1.1\r\nHost: x\r\n\r\n",
	"GET //x/../y HTTP/1.1\r\nHost: x\r\n\r\n",
	"GET /page HTTP/1.1\r\nHost: \r\n\r\n",
	"GET /page HTTP/1.1\r\nHost: a_b.-:[]\r\n\r\n",
	"GET /page HTTP/1.1\r\nHost: x\r\nHost: x\r\n\r\n",
	"GET /page HTTP/1.1\r\nHost: x\r\nAccept: a\r\n b\r\n\r\n",
	"GET /page HTTP/1.1\r\n Host: x\r\n\r\n",
	"GET /page HTTP/1.1\r\nHost: x\r\nAccept: \x7f\r\n\r\n",
	"GET /page HTTP/1.1\r\nHost: x\r\nAccept: caf\xc3\xa9\t\r\n\r\n",
	"GET  /page HTTP/1.1\r\nHost: x\r\n\r\n",
	"GET /page HTTP/1.10\r\nHost: x\r\n\r\n",
	"GET /page HTTP/1.1 \r\nHost: x\r\n\r\n",
	"GET /page HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
}

// FuzzDifferential holds the lane to its promise: whenever it would answer a head — the first
// head in the bytes, found by headEnd within its buffer and accepted by parseHead — net/http reads
// the same request from the same bytes: http.ReadRequest ends at the same byte and gives the same
// method and target, no body, the same Accept-Encoding, If-None-Match and X-Forwarded-For (as
// Header.Get returns them, none of them twice) and the same Connection: close; and an http.Server
// passes the request to its handler rather than answering an error. The other way round, when
// http.ReadRequest reads a request without a body from the start of the bytes, the lane finds the
// end of the head at the same byte (or hands a head larger than its buffer to net/http).
func FuzzDifferential(f *testing.F) {
	for _, seed := range differentialSeeds {
		f.Add([]byte(seed))
	}
	server := newInMemoryServer(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		fromNetHTTP, netHTTPEnd, readErr := readRequest(data)
		laneEnd := headEnd(data[:min(len(data), headBufferSize)])
		if readErr == nil && fromNetHTTP.Body == http.NoBody && netHTTPEnd <= headBufferSize && laneEnd != netHTTPEnd {
			t.Fatalf("net/http reads a head of %d bytes, the lane sees its end at %d", netHTTPEnd, laneEnd)
		}
		if laneEnd == 0 {
			return
		}
		var req Request
		method, closeAfter, ok := parseHead(data[:laneEnd], &req)
		if !ok {
			return
		}
		if readErr != nil {
			t.Fatalf("the lane accepts a head http.ReadRequest refuses: %v", readErr)
		}
		checkSameRequest(t, fromNetHTTP, netHTTPEnd, laneEnd, method, closeAfter, &req)
		if status := server.statusFor(t, data[:laneEnd]); status != http.StatusOK {
			t.Fatalf("the lane accepts a head http.Server answers %d", status)
		}
	})
}

// readRequest is http.ReadRequest on data, with the number of bytes it read.
func readRequest(data []byte) (*http.Request, int, error) {
	unread := bytes.NewReader(data)
	r := bufio.NewReader(unread)
	req, err := http.ReadRequest(r)
	return req, len(data) - unread.Len() - r.Buffered(), err
}

func checkSameRequest(t *testing.T, got *http.Request, gotEnd, laneEnd int, method string, closeAfter bool, lane *Request) {
	t.Helper()
	if gotEnd != laneEnd {
		t.Errorf("http.ReadRequest reads %d bytes, the lane's head is %d", gotEnd, laneEnd)
	}
	if got.Method != method || got.RequestURI != string(lane.Target) || got.Proto != "HTTP/1.1" {
		t.Errorf("net/http reads %s %q %s, the lane %s %q", got.Method, got.RequestURI, got.Proto, method, lane.Target)
	}
	if got.Body != http.NoBody || got.ContentLength != 0 || len(got.TransferEncoding) > 0 {
		t.Errorf("net/http expects a body (length %d, transfer encoding %v)", got.ContentLength, got.TransferEncoding)
	}
	for name, laneValue := range map[string][]byte{
		"Accept-Encoding": lane.AcceptEncoding, "If-None-Match": lane.IfNoneMatch, "X-Forwarded-For": lane.ForwardedFor,
	} {
		if values := got.Header.Values(name); len(values) > 1 || got.Header.Get(name) != string(laneValue) {
			t.Errorf("%s: net/http reads %q, the lane %q", name, values, laneValue)
		}
	}
	if got.Close != closeAfter {
		t.Errorf("net/http reads close %v, the lane %v", got.Close, closeAfter)
	}
}

// inMemoryServer is an http.Server whose handler answers 200 to every request it is given, so
// that any other status is net/http refusing the request itself.
type inMemoryServer struct{ listener *handoffListener }

func newInMemoryServer(tb testing.TB) *inMemoryServer {
	s := &inMemoryServer{listener: newHandoffListener(&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)})}
	server := &http.Server{
		Handler:           http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}),
		ReadHeaderTimeout: 5 * time.Second,
	}
	go server.Serve(s.listener)
	tb.Cleanup(func() { server.Close() })
	return s
}

// statusFor sends a head and returns the status of net/http's answer.
func (s *inMemoryServer) statusFor(t *testing.T, head []byte) int {
	t.Helper()
	client, server := net.Pipe()
	defer client.Close()
	client.SetDeadline(time.Now().Add(5 * time.Second))
	s.listener.give(server)
	go client.Write(head)
	method, _, _ := strings.Cut(string(head), " ")
	res, err := http.ReadResponse(bufio.NewReader(client), &http.Request{Method: method})
	if err != nil {
		t.Fatalf("reading net/http's answer: %v", err)
	}
	io.Copy(io.Discard, res.Body)
	return res.StatusCode
}
