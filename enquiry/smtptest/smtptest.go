// Package smtptest runs a real SMTP server (github.com/emersion/go-smtp) on
// loopback for tests: plain, STARTTLS or implicit TLS with a certificate made
// on the spot, optionally with AUTH PLAIN, and with scripted failures.
package smtptest

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"log"
	"math/big"
	"net"
	"net/mail"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// TLS modes.
const (
	Plain    = "plain"    // no TLS at all
	StartTLS = "starttls" // STARTTLS offered
	Implicit = "implicit" // TLS from the first byte (smtps)
)

// Options shape the server.
type Options struct {
	TLS                string // Plain (default), StartTLS or Implicit
	Username, Password string // AUTH required when set
	// OnData decides the fate of the n-th message (1 for the first) after
	// it is read: nil accepts it, an *smtp.SMTPError refuses it, ErrDrop
	// drops the connection halfway through the DATA instead.
	OnData func(n int) error
	Addr   string // listen address; default 127.0.0.1:0
}

// ErrDrop asks the server to drop the connection in the middle of a message.
var ErrDrop = errors.New("drop the connection mid-DATA")

// Message is one accepted message.
type Message struct {
	From string
	To   []string
	Data []byte
	Msg  *mail.Message // parsed
}

// Server is a running test server.
type Server struct {
	Addr     string
	CertPool *x509.CertPool // trusts the server's certificate
	opts     Options
	mu       sync.Mutex
	accepted []Message
	attempts int
	arrived  chan struct{}
	srv      *smtp.Server
}

// Start runs a server until the test ends.
func Start(t testing.TB, opts Options) *Server {
	t.Helper()
	s := &Server{opts: opts, arrived: make(chan struct{}, 1000)}
	s.srv = smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) { return &session{s: s, conn: c}, nil }))
	s.srv.Domain = "localhost"
	s.srv.ErrorLog = log.New(io.Discard, "", 0) // refusals and drops are the point of most tests
	s.srv.AllowInsecureAuth = opts.TLS == Plain || opts.TLS == ""
	s.srv.ReadTimeout, s.srv.WriteTimeout = 10*time.Second, 10*time.Second
	cert, pool := selfSigned(t)
	s.CertPool = pool
	addr := opts.Addr
	if addr == "" {
		addr = "127.0.0.1:0"
	}
	listener, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	tlsConfig := &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	switch opts.TLS {
	case StartTLS:
		s.srv.TLSConfig = tlsConfig
	case Implicit:
		listener = tls.NewListener(listener, tlsConfig)
	}
	s.Addr = listener.Addr().String()
	go s.srv.Serve(listener) // ends with Close
	t.Cleanup(func() { s.srv.Close() })
	return s
}

// URL is the site's -smtp-url for this server.
func (s *Server) URL() string {
	u := url.URL{Scheme: "smtp", Host: s.Addr}
	switch s.opts.TLS {
	case Implicit:
		u.Scheme = "smtps"
	case StartTLS:
	default:
		u.RawQuery = "starttls=optional"
	}
	if s.opts.Username != "" {
		u.User = url.UserPassword(s.opts.Username, s.opts.Password)
	}
	return u.String()
}

// Messages returns the accepted messages so far.
func (s *Server) Messages() []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Message(nil), s.accepted...)
}

// Attempts counts the messages whose DATA began.
func (s *Server) Attempts() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.attempts
}

// Wait waits until n messages are accepted or the timeout passes.
func (s *Server) Wait(n int, timeout time.Duration) []Message {
	deadline := time.After(timeout)
	for {
		if got := s.Messages(); len(got) >= n {
			return got
		}
		select {
		case <-s.arrived:
		case <-deadline:
			return s.Messages()
		}
	}
}

type session struct {
	s     *Server
	conn  *smtp.Conn
	authd bool
	from  string
	to    []string
}

func (x *session) AuthMechanisms() []string {
	if x.s.opts.Username == "" {
		return nil
	}
	return []string{sasl.Plain}
}

func (x *session) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, username, password string) error {
		if username != x.s.opts.Username || password != x.s.opts.Password {
			return smtp.ErrAuthFailed
		}
		x.authd = true
		return nil
	}), nil
}

func (x *session) Mail(from string, _ *smtp.MailOptions) error {
	if x.s.opts.Username != "" && !x.authd {
		return smtp.ErrAuthRequired
	}
	x.from = from
	return nil
}

func (x *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	x.to = append(x.to, to)
	return nil
}

func (x *session) Data(r io.Reader) error {
	x.s.mu.Lock()
	x.s.attempts++
	n := x.s.attempts
	x.s.mu.Unlock()
	var fate error
	if x.s.opts.OnData != nil {
		fate = x.s.opts.OnData(n)
	}
	if errors.Is(fate, ErrDrop) {
		io.CopyN(io.Discard, r, 64) // halfway is the point
		x.conn.Conn().Close()
		return fate
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	if fate != nil {
		return fate
	}
	msg, err := mail.ReadMessage(bytes.NewReader(data))
	if err != nil {
		return &smtp.SMTPError{Code: 554, Message: "unparsable message: " + err.Error()}
	}
	x.s.mu.Lock()
	x.s.accepted = append(x.s.accepted, Message{From: x.from, To: x.to, Data: data, Msg: msg})
	x.s.mu.Unlock()
	x.s.arrived <- struct{}{}
	return nil
}

func (x *session) Reset()        { x.from, x.to = "", nil }
func (x *session) Logout() error { return nil }

// selfSigned makes a certificate for 127.0.0.1 and localhost, and a pool that trusts it.
func selfSigned(t testing.TB) (tls.Certificate, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	template := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "smtptest"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(24 * time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IPAddresses:  []net.IP{net.ParseIP("127.0.0.1")},
		DNSNames:     []string{"localhost"},
		IsCA:         true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	leaf, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(leaf)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, pool
}
