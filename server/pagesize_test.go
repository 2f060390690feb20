package server

import (
	"fmt"
	"io"
	"net"
	"net/http/httptest"
	"sort"
	"testing"
)

// initialWindow is what a new connection carries in its first round trip: TCP's initial congestion
// window of ten 1,460-byte segments. A page that does not fit waits a round trip more for its last
// bytes, and so do its first paint and everything it asks for (Lighthouse's slow phone: 150 ms, so
// its largest paint would miss 1.0 s). The stylesheet and the two head scripts travel inside every
// page, so this is the whole of a page's first screen.
const initialWindow = 10 * 1460

// TestPagesArriveInOneRoundTrip: every page, headers and brotli body as they go over the wire, fits in
// the initial congestion window.
func TestPagesArriveInOneRoundTrip(t *testing.T) {
	s := newTestServer(t)
	site := httptest.NewServer(s)
	defer site.Close()
	paths := []string{"/contact", "/no-such-page"}
	for key := range s.content.Load().pages {
		paths = append(paths, key)
	}
	sort.Strings(paths)
	for _, path := range paths {
		t.Run(path, func(t *testing.T) {
			conn, err := net.Dial("tcp", site.Listener.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: www.designo.co\r\nAccept-Encoding: gzip, deflate, br\r\nConnection: close\r\n\r\n", path)
			response, err := io.ReadAll(conn)
			if err != nil {
				t.Fatal(err)
			}
			if len(response) > initialWindow {
				t.Errorf("%s is %d bytes on the wire, over the %d of one round trip", path, len(response), initialWindow)
			}
			t.Logf("%s: %d bytes", path, len(response))
		})
	}
}
