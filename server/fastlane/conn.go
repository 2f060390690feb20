package fastlane

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"net"
	"sync"
	"sync/atomic"
	"time"
)

// headBufferSize bounds a request head the lane will read; a larger one goes to net/http, whose
// own limit (MaxHeaderBytes) then applies. Browsers' heads are well below it.
const headBufferSize = 4 << 10

// errForNetHTTP means the head being read is not one the lane will answer: too large, a line
// it does not understand, or cut off by the client. net/http gets the connection and judges it.
var errForNetHTTP = errors.New("fastlane: request head for net/http")

// conn is one client connection while the lane serves it.
type conn struct {
	server *Server
	rwc    net.Conn
	r      *bufio.Reader
	req    Request

	// While a head arrives in pieces, its complete lines are checked as they come (see readHead).
	parser  headParser
	checked int // bytes of the head already through parser

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
		var headerDeadline time.Time
		if d := s.headerTimeout(); d > 0 {
			headerDeadline = time.Now().Add(d)
			c.rwc.SetReadDeadline(headerDeadline)
		}
		head, err := c.readHead()
		if errors.Is(err, errForNetHTTP) {
			s.handOver(c, headerDeadline)
			handedOver = true
			return
		}
		if err != nil { // timed out (a slow client), closed, reset
			return
		}
		start := time.Now()
		method, closeAfter, ok := parseHead(head, &c.req)
		var answer *Answer
		if ok {
			answer = s.Lookup(&c.req)
		}
		if answer == nil {
			s.handOver(c, headerDeadline)
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
// it, so that it can still be handed to net/http. It returns errForNetHTTP as soon as the head is
// not one for the lane: a complete line it would refuse (net/http may answer that at once, 400),
// a head larger than its buffer, or a head the client cut short by closing its side (net/http
// answers 400 to that too).
func (c *conn) readHead() ([]byte, error) {
	c.req = Request{}
	c.parser = headParser{req: &c.req}
	c.checked = 0
	for n := max(c.r.Buffered(), 1); ; n++ {
		buf, err := c.r.Peek(n)
		if end := headEnd(buf); end > 0 {
			return buf[:end], nil
		}
		if !c.linesSoFarAcceptable(buf) || errors.Is(err, bufio.ErrBufferFull) || n >= headBufferSize {
			return nil, errForNetHTTP
		}
		if err != nil {
			if errors.Is(err, io.EOF) && len(buf) > 0 {
				return nil, errForNetHTTP
			}
			return nil, err // timed out (a slow client), closed, reset: net/http would not answer either
		}
		n = len(buf)
	}
}

// linesSoFarAcceptable runs the lines of an unfinished head that have arrived since the last
// call through the connection's parser. Only a head that arrives in pieces comes here.
func (c *conn) linesSoFarAcceptable(buf []byte) bool {
	for {
		i := bytes.IndexByte(buf[c.checked:], '\n')
		if i < 0 {
			return true
		}
		line, crlf := bytes.CutSuffix(buf[c.checked:c.checked+i], []byte("\r"))
		c.checked += i + 1
		if !crlf || !c.parser.line(line) {
			return false
		}
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

	// headerDeadline is when the head the lane began reading must be complete (zero: never).
	// The first read deadline net/http sets is its own header deadline for that same head,
	// counted from the handover; it may not be later, or a slow client would get the lane's
	// time and net/http's (issue 12, D3).
	headerDeadline time.Time
	deadlineSet    atomic.Bool
}

func (h *handedConn) SetReadDeadline(t time.Time) error {
	if !h.deadlineSet.Swap(true) && !h.headerDeadline.IsZero() && (t.IsZero() || t.After(h.headerDeadline)) {
		t = h.headerDeadline
	}
	return h.Conn.SetReadDeadline(t)
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
