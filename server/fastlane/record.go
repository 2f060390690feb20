package fastlane

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"
)

// Recorder prepares Answers by sending requests through net/http to a handler, over in-memory
// connections, and keeping the bytes net/http writes: the lane then sends exactly those.
type Recorder struct {
	server   *http.Server
	listener *handoffListener
}

// NewRecorder starts serving h in memory; Close stops it.
func NewRecorder(h http.Handler) *Recorder {
	r := &Recorder{
		server:   &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second},
		listener: newHandoffListener(&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)}),
	}
	go r.server.Serve(r.listener)
	return r
}

// Close stops the in-memory server.
func (r *Recorder) Close() error { return r.server.Close() }

// Record sends "GET target" with the given headers and returns net/http's answer without its
// Date header, and the answer's headers. It refuses answers the lane could not replay byte for
// byte: ones without a Content-Length (chunked), ones that close the connection, and ones that
// change when the request carries other values of the headers the lane does not pass to Lookup
// (Host, Cookie, Accept, User-Agent...: see ignoredHeaderProbes). That last check is what makes
// the lane's promise hold when a handler changes: a page that starts to vary on such a header
// stops the lane from starting, with the header's name, instead of being answered wrongly.
func (r *Recorder) Record(target string, header http.Header) (*Answer, http.Header, error) {
	answer, answerHeader, err := r.roundTrip(target, recorderHost, header)
	if err != nil {
		return nil, nil, err
	}
	probed, _, err := r.roundTrip(target, ignoredHeaderProbes.Get("Host"), withProbes(header, ignoredHeaderProbes))
	if err != nil {
		return nil, nil, err
	}
	if !answer.sameAs(probed) {
		return nil, nil, r.whichProbeChanges(target, header, answer)
	}
	return answer, answerHeader, nil
}

const recorderHost = "fastlane.recorder"

// ignoredHeaderProbes holds a value for every request header whose value the lane does not give
// to Lookup, each one a handler would plausibly react to: a phone, a JSON client, a session
// cookie, another language... parse_test.go checks that every such header has one.
var ignoredHeaderProbes = http.Header{
	"Host":                      {"probe.fastlane.example:8443"},
	"X-Forwarded-For":           {"203.0.113.7, 198.51.100.2"},
	"X-Forwarded-Proto":         {"http"},
	"X-Forwarded-Host":          {"probe.fastlane.example"},
	"X-Real-Ip":                 {"203.0.113.7"},
	"User-Agent":                {"Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"},
	"Accept":                    {"application/json"},
	"Accept-Language":           {"fr-CA,fr;q=0.9"},
	"Cache-Control":             {"no-cache"},
	"Pragma":                    {"no-cache"},
	"Referer":                   {"https://probe.fastlane.example/elsewhere?q=1"},
	"Cookie":                    {"session=probe; theme=dark"},
	"Dnt":                       {"1"},
	"Sec-Gpc":                   {"1"},
	"Upgrade-Insecure-Requests": {"1"},
	"Priority":                  {"u=0, i"},
	"Purpose":                   {"prefetch"},
	"Sec-Purpose":               {"prefetch;prerender"},
	"Save-Data":                 {"on"},
	"Sec-Fetch-Site":            {"cross-site"},
	"Sec-Fetch-Mode":            {"cors"},
	"Sec-Fetch-Dest":            {"empty"},
	"Sec-Fetch-User":            {"?1"},
	"Sec-Ch-Ua":                 {`"Chromium";v="131", "Not_A Brand";v="24"`},
	"Sec-Ch-Ua-Mobile":          {"?1"},
	"Sec-Ch-Ua-Platform":        {`"Android"`},
}

// withProbes returns header with probes added (Host goes on the request line's side instead).
func withProbes(header, probes http.Header) http.Header {
	h := header.Clone()
	for name, values := range probes {
		if name != "Host" {
			h[name] = values
		}
	}
	return h
}

// whichProbeChanges names the probe header that changes target's answer, for the error.
func (r *Recorder) whichProbeChanges(target string, header http.Header, want *Answer) error {
	notFixed := fmt.Errorf("fastlane: %s: the answer changes from one request to the next, or only with several "+
		"headers the lane does not read together: the lane can only replay a fixed answer", target)
	if again, _, err := r.roundTrip(target, recorderHost, header); err != nil || !want.sameAs(again) {
		return notFixed
	}
	for name, values := range ignoredHeaderProbes {
		host, h := recorderHost, header
		if name == "Host" {
			host = values[0]
		} else {
			h = withProbes(header, http.Header{name: values})
		}
		if got, _, err := r.roundTrip(target, host, h); err == nil && !want.sameAs(got) {
			return fmt.Errorf("fastlane: %s: the answer changes with %s: %s, a header the lane does not read: "+
				"teach the lane that header (parse.go) or leave %s to net/http", target, name, values[0], target)
		}
	}
	return notFixed
}

// sameAs reports whether two answers are the same bytes.
func (a *Answer) sameAs(b *Answer) bool {
	return a.Status == b.Status && bytes.Equal(a.Head, b.Head) && bytes.Equal(a.Body, b.Body)
}

// roundTrip sends one GET through net/http and reads the answer.
func (r *Recorder) roundTrip(target, host string, header http.Header) (*Answer, http.Header, error) {
	client, server := net.Pipe()
	defer client.Close()
	client.SetDeadline(time.Now().Add(10 * time.Second))
	r.listener.give(server)

	var request bytes.Buffer
	fmt.Fprintf(&request, "GET %s HTTP/1.1\r\nHost: %s\r\n", target, host)
	header.Write(&request)
	request.WriteString("\r\n")
	if _, err := client.Write(request.Bytes()); err != nil {
		return nil, nil, err
	}

	var raw bytes.Buffer
	res, err := http.ReadResponse(bufio.NewReader(io.TeeReader(client, &raw)), nil)
	if err != nil {
		return nil, nil, err
	}
	body, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, nil, err
	}
	if res.Close || len(res.TransferEncoding) > 0 || (len(body) > 0 && res.ContentLength != int64(len(body))) {
		return nil, nil, fmt.Errorf("fastlane: %s: answer cannot be replayed (close %v, transfer encoding %v, length %d)",
			target, res.Close, res.TransferEncoding, res.ContentLength)
	}
	headEnd := bytes.Index(raw.Bytes(), []byte("\r\n\r\n"))
	if headEnd < 0 || raw.Len() != headEnd+4+len(body) {
		return nil, nil, fmt.Errorf("fastlane: %s: unexpected bytes after the answer", target)
	}
	return &Answer{Status: res.StatusCode, Head: withoutDate(raw.Bytes()[:headEnd+2]), Body: body}, res.Header, nil
}

// withoutDate removes the Date line from a head; the lane writes a fresh one.
func withoutDate(head []byte) []byte {
	var out []byte
	for line := range strings.SplitAfterSeq(string(head), "\r\n") {
		if !strings.HasPrefix(strings.ToLower(line), "date:") {
			out = append(out, line...)
		}
	}
	return out
}
