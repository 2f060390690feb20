// Package fastlane answers a site's most frequent requests — a GET or HEAD of a page or asset
// whose whole answer is prepared in memory — straight from the connection, and hands every
// other connection to net/http.
//
// Why: for a prepared answer, net/http's own machinery costs far more than the rest of the
// work: per request it builds a Request and header maps, starts a goroutine to notice a client
// going away, sorts and formats the headers, and it writes an answer larger than 4 KiB in two
// system calls, so two TCP segments. The lane parses the request head in place and writes each
// answer with one writev. `make bench` (bench/run.sh) measures the difference against nginx.
//
// Why it stays correct: the lane answers only requests it fully understands (see parseHead):
// HTTP/1.1, GET or HEAD, no body, a target its Lookup knows, and only headers that cannot
// change the answer. At the first request it does not understand — a POST, a header it does not
// know, an unknown URL, a malformed or oversized head — it hands the connection over, with the
// bytes already read, to the http.Server, which serves it from then on as if the lane did not
// exist. Answers are recorded from the real handler through net/http itself (see Recorder), so
// the lane sends the bytes net/http would send; it adds only a fresh Date header (and
// Connection: close when the client asks for it).
package fastlane

import (
	"bufio"
	"context"
	"errors"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// Request is what a Lookup may look at. Its slices point into the connection's buffer: they are
// valid only during the call.
type Request struct {
	Target         []byte // the request-target as sent, e.g. "/designs?category=app-design"
	AcceptEncoding []byte // empty when absent
	IfNoneMatch    []byte // empty when absent
	// ForwardedFor is the X-Forwarded-For a reverse proxy adds: it cannot change an answer, but
	// the access log names the visitor by it when the proxy is trusted. Empty when absent.
	ForwardedFor []byte
}

// Answer is a prepared response: what net/http would write, without the Date header.
type Answer struct {
	Status int
	Head   []byte // the status line and the header lines, each ending in CRLF; no Date, no blank line
	Body   []byte // not written to HEAD requests
}

// Server is the lane in front of an http.Server.
type Server struct {
	// HTTP serves every connection the lane hands over. Its Addr is where ListenAndServe
	// listens; its ReadHeaderTimeout, IdleTimeout, ReadTimeout and WriteTimeout apply in the
	// lane as they would in net/http.
	HTTP *http.Server
	// Lookup returns the answer to a GET or HEAD, or nil to let net/http answer.
	Lookup func(*Request) *Answer
	// Answered, when set, is called after every answer the lane writes (for an access log).
	Answered func(method string, r *Request, a *Answer, bodyBytes int, remote net.Addr, took time.Duration)

	mu       sync.Mutex
	listener net.Listener
	handoff  *handoffListener
	conns    map[*conn]struct{}
	closing  atomic.Bool
	active   sync.WaitGroup // connections the lane is serving
	date     dateLine
}

// ListenAndServe listens on s.HTTP.Addr and serves until Shutdown.
func (s *Server) ListenAndServe() error {
	addr := s.HTTP.Addr
	if addr == "" {
		addr = ":http"
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	return s.Serve(ln)
}

// Serve accepts connections on ln until Shutdown; it then returns http.ErrServerClosed.
func (s *Server) Serve(ln net.Listener) error {
	s.mu.Lock()
	if s.closing.Load() {
		s.mu.Unlock()
		ln.Close()
		return http.ErrServerClosed
	}
	s.listener = ln
	s.handoff = newHandoffListener(ln.Addr())
	s.conns = map[*conn]struct{}{}
	s.mu.Unlock()
	go s.HTTP.Serve(s.handoff) // returns when Shutdown closes the handoff listener

	var retryDelay time.Duration
	for {
		rwc, err := ln.Accept()
		if err != nil {
			if s.closing.Load() {
				return http.ErrServerClosed
			}
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() || isTemporary(err) {
				// Out of file descriptors and the like: wait, as net/http does, rather than spin.
				retryDelay = min(max(2*retryDelay, 5*time.Millisecond), time.Second)
				time.Sleep(retryDelay)
				continue
			}
			return err
		}
		retryDelay = 0
		c := &conn{server: s, rwc: rwc, r: bufio.NewReaderSize(rwc, headBufferSize)}
		if !s.track(c) {
			rwc.Close()
			continue
		}
		go s.serveConn(c)
	}
}

// isTemporary reports the accept errors worth retrying (EMFILE, ENFILE, ECONNABORTED...).
func isTemporary(err error) bool {
	var t interface{ Temporary() bool }
	return errors.As(err, &t) && t.Temporary()
}

func (s *Server) track(c *conn) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closing.Load() {
		return false
	}
	s.conns[c] = struct{}{}
	s.active.Add(1)
	return true
}

func (s *Server) untrack(c *conn) {
	s.mu.Lock()
	delete(s.conns, c)
	s.mu.Unlock()
	s.active.Done()
}

// Shutdown stops accepting, closes the lane's idle connections, lets answers being written
// finish, then shuts the http.Server down (which does the same for its own connections).
func (s *Server) Shutdown(ctx context.Context) error {
	s.mu.Lock()
	s.closing.Store(true)
	if s.listener != nil {
		s.listener.Close()
		s.handoff.Close() // also when net/http has not started serving it yet
	}
	for c := range s.conns {
		// Wakes a connection waiting for its next request; serveConn then sees closing and
		// returns. One busy writing an answer finishes it first.
		c.rwc.SetReadDeadline(aLongTimeAgo)
	}
	s.mu.Unlock()

	drained := make(chan struct{})
	go func() {
		s.active.Wait()
		close(drained)
	}()
	select {
	case <-drained:
	case <-ctx.Done():
		s.mu.Lock()
		for c := range s.conns {
			c.rwc.Close()
		}
		s.mu.Unlock()
	}
	return s.HTTP.Shutdown(ctx)
}

var aLongTimeAgo = time.Unix(1, 0)

// handOver gives a connection, and whatever the lane has read from it, to net/http. The head
// being read must still be complete by headerDeadline, which the lane set when it began to read it.
func (s *Server) handOver(c *conn, headerDeadline time.Time) {
	c.rwc.SetWriteDeadline(time.Time{}) // net/http sets its own, if any
	s.handoff.give(&handedConn{Conn: c.rwc, r: c.r, headerDeadline: headerDeadline})
}

// dateLine is the Date header and the blank line that ends a head, formatted once a second.
type dateLine struct {
	second atomic.Int64
	line   atomic.Pointer[[]byte]
}

func (d *dateLine) get() []byte {
	now := time.Now()
	if p := d.line.Load(); p != nil && d.second.Load() == now.Unix() {
		return *p
	}
	line := []byte("Date: " + now.UTC().Format(http.TimeFormat) + "\r\n\r\n")
	d.line.Store(&line)
	d.second.Store(now.Unix())
	return line
}
