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
// byte: ones without a Content-Length (chunked) and ones that close the connection.
func (r *Recorder) Record(target string, header http.Header) (*Answer, http.Header, error) {
	client, server := net.Pipe()
	defer client.Close()
	client.SetDeadline(time.Now().Add(10 * time.Second))
	r.listener.give(server)

	var request bytes.Buffer
	fmt.Fprintf(&request, "GET %s HTTP/1.1\r\nHost: fastlane.recorder\r\n", target)
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
