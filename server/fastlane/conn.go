package fastlane

import (
	"bufio"
	"bytes"
	"errors"
	"net"
	"sync"
	"time"
)

// headBufferSize bounds a request head the lane will read; a larger one goes to net/http, whose
// own limit (MaxHeaderBytes) then applies. Browsers' heads are well below it.
const headBufferSize = 4 << 10

var errHeadTooLarge = errors.New("fastlane: request head larger than the lane's buffer")

// conn is one client connection while the lane serves it.
type conn struct {
	server *Server
	rwc    net.Conn
	r      *bufio.Reader
	req    Request

	// vectors and out are kept with the connection so that writing an answer allocates nothing.
	vectors [4][]byte
	out     net.Buffers
}

var connectionClose = []byte("Connection: close\r\n")

func (s *Server) serveConn(c *conn) {
	handedOver := false
	defer func() {
		if !handedOver {
			c.rwc.Close()
		}
		s.untrack(c)
	}()
	for first := true; ; first = false {
		if !first && !c.waitForNextRequest() {
			return
		}
		if d := s.headerTimeout(); d > 0 {
			c.rwc.SetReadDeadline(time.Now().Add(d))
		}
		head, err := c.readHead()
		if errors.Is(err, errHeadTooLarge) {
			s.handOver(c)
			handedOver = true
			return
		}
		if err != nil { // timed out (a slow client), closed, reset
			return
		}
		start := time.Now()
		method, closeAfter, ok := parseHead(head, &c.req)
		if !ok {
			s.handOver(c)
			handedOver = true
			return
		}
		answer := s.Lookup(&c.req)
		if answer == nil {
			s.handOver(c)
			handedOver = true
			return
		}
		if d := s.HTTP.WriteTimeout; d > 0 {
			c.rwc.SetWriteDeadline(time.Now().Add(d))
		}
		bodyBytes, err := c.write(answer, method == methodHead, closeAfter)
		if s.Answered != nil {
			s.Answered(method, &c.req, answer, bodyBytes, c.rwc.RemoteAddr(), time.Since(start))
		}
		c.r.Discard(len(head))
		if err != nil || closeAfter {
			return
		}
	}
}

// waitForNextRequest waits, up to the idle timeout, for the first byte of the next request.
// It reports false when the connection should close instead: idle too long, closed by the
// client, or the server shutting down.
func (c *conn) waitForNextRequest() bool {
	if d := c.server.idleTimeout(); d > 0 {
		c.rwc.SetReadDeadline(time.Now().Add(d))
	} else {
		c.rwc.SetReadDeadline(time.Time{})
	}
	// Checked after setting the deadline: Shutdown sets closing before it sets its own
	// deadline, so either this sees closing or Shutdown's deadline wins.
	if c.server.closing.Load() {
		return false
	}
	_, err := c.r.Peek(1)
	return err == nil && !c.server.closing.Load()
}

// readHead returns the request head (up to and including the blank line) without consuming
// it, so that it can still be handed to net/http.
func (c *conn) readHead() ([]byte, error) {
	for n := max(c.r.Buffered(), 1); ; n++ {
		buf, err := c.r.Peek(n)
		if end := headEnd(buf); end > 0 {
			return buf[:end], nil
		}
		if errors.Is(err, bufio.ErrBufferFull) || n >= headBufferSize {
			return nil, errHeadTooLarge
		}
		if err != nil {
			return nil, err
		}
		n = len(buf)
	}
}

// headEnd returns the length of the head in buf (through its blank line), or 0 if the head is
// not complete. A bare LF ends lines too (net/http accepts it), so a head written that way is
// found here, and then refused by parseHead and handed over.
func headEnd(buf []byte) int {
	crlf := bytes.Index(buf, []byte("\r\n\r\n"))
	lf := bytes.Index(buf, []byte("\n\n"))
	switch {
	case crlf < 0 && lf < 0:
		return 0
	case lf < 0 || (crlf >= 0 && crlf < lf):
		return crlf + 4
	default:
		return lf + 2
	}
}

// write sends an answer with one writev: head, Date and blank line, body. It returns the number
// of body bytes sent.
func (c *conn) write(a *Answer, isHead, closeAfter bool) (int, error) {
	v := append(c.vectors[:0], a.Head)
	if closeAfter {
		v = append(v, connectionClose)
	}
	v = append(v, c.server.date.get())
	body := 0
	if !isHead && len(a.Body) > 0 {
		v = append(v, a.Body)
		body = len(a.Body)
	}
	c.out = v
	_, err := c.out.WriteTo(c.rwc)
	return body, err
}

func (s *Server) headerTimeout() time.Duration {
	if s.HTTP.ReadHeaderTimeout > 0 {
		return s.HTTP.ReadHeaderTimeout
	}
	return s.HTTP.ReadTimeout
}

func (s *Server) idleTimeout() time.Duration {
	if s.HTTP.IdleTimeout > 0 {
		return s.HTTP.IdleTimeout
	}
	return s.HTTP.ReadTimeout
}

// handedConn is a connection given to net/http: reads return the bytes the lane had already
// read from it first.
type handedConn struct {
	net.Conn
	r *bufio.Reader
}

func (h *handedConn) Read(p []byte) (int, error) {
	if h.r.Buffered() > 0 {
		return h.r.Read(p)
	}
	return h.Conn.Read(p)
}

// CloseWrite lets net/http half-close the connection before closing it after an error answer,
// as it does with a plain TCP connection, so that the client reads the answer before the reset.
func (h *handedConn) CloseWrite() error {
	if cw, ok := h.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}

// handoffListener is the listener net/http serves: it yields the connections the lane hands over.
type handoffListener struct {
	addr      net.Addr
	conns     chan net.Conn
	closed    chan struct{}
	closeOnce sync.Once
}

func newHandoffListener(addr net.Addr) *handoffListener {
	return &handoffListener{addr: addr, conns: make(chan net.Conn), closed: make(chan struct{})}
}

// give passes a connection to net/http, or closes it if net/http has shut down.
func (l *handoffListener) give(c net.Conn) {
	select {
	case l.conns <- c:
	case <-l.closed:
		c.Close()
	}
}

func (l *handoffListener) Accept() (net.Conn, error) {
	select {
	case c := <-l.conns:
		return c, nil
	case <-l.closed:
		return nil, net.ErrClosed
	}
}

func (l *handoffListener) Close() error {
	l.closeOnce.Do(func() { close(l.closed) })
	return nil
}

func (l *handoffListener) Addr() net.Addr { return l.addr }
