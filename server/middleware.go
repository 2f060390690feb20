package server

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io/fs"
	"maps"
	"net/http"
	"path"
	"strings"
	"time"

	"designo/pages"
)

// securityHeaders sets the headers a response carries. Everything gets nosniff and the resource
// policy; the rest govern a document (what it may load, frame and share), so a static file that a browser never shows as a page goes without them: some 460 bytes off
// each of the thirty-odd files of a case study. An SVG can be opened as a document, so it keeps them.
func (s *Server) securityHeaders(next http.Handler) http.Handler {
	every := map[string][]string{
		"X-Content-Type-Options": {"nosniff"},
		// No Cross-Origin-Opener-Policy: the site holds nothing of a visitor's for a window that opens
		// it to reach, and the header made Chromium commit every arriving page in a new renderer process,
		// which moved the first paint on Lighthouse's slow phone from about 0.8 s to 1.2 s.
		"Cross-Origin-Resource-Policy": {"same-origin"},
	}
	if s.opts.HSTS {
		every["Strict-Transport-Security"] = []string{"max-age=63072000; includeSubDomains"}
	}
	document := maps.Clone(every)
	maps.Copy(document, map[string][]string{
		"Referrer-Policy":    {"strict-origin-when-cross-origin"},
		"Permissions-Policy": {"camera=(), microphone=(), geolocation=(), payment=(), usb=()"},
		"X-Frame-Options":    {"DENY"},
	})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		isDocument := !strings.HasPrefix(r.URL.Path, staticPrefix) || path.Ext(r.URL.Path) == ".svg"
		headers := every
		if isDocument {
			headers = document
		}
		h := w.Header()
		for k, v := range headers {
			h[k] = v
		}
		if isDocument {
			h["Content-Security-Policy"] = s.contentSecurityPolicy()
		}
		next.ServeHTTP(w, r)
	})
}

// contentSecurityPolicy is a document's policy: the site's own files only, and of inline styles and
// scripts only those every page carries, each allowed by its hash (computed at start-up; in
// development from the files as they are now, which the page about to be rebuilt carries).
func (s *Server) contentSecurityPolicy() []string {
	if s.opts.Dev {
		css, _ := fs.ReadFile(s.opts.Static, stylesheetFile)
		scripts, _ := pages.InlineScripts(s.opts.Static)
		return contentSecurityPolicy(string(css), scripts)
	}
	return s.content.Load().csp
}

func contentSecurityPolicy(stylesheet string, scripts []string) []string {
	hash := func(text string) string {
		sum := sha256.Sum256([]byte(text))
		return " 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	}
	scriptSrc := "script-src 'self'"
	for _, script := range scripts {
		scriptSrc += hash(script)
	}
	return []string{"default-src 'self'; " + scriptSrc + "; style-src 'self'" + hash(stylesheet) + "; img-src 'self' data:; " +
		"font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'"}
}

// recoverPanic turns a panic in a handler into a 500 page instead of a dropped connection.
func (s *Server) recoverPanic(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler { // the client went away; nothing to answer
					panic(v)
				}
				s.log.Error("panic", "method", r.Method, "path", r.URL.Path, "err", fmt.Sprint(v))
				w.Header().Set("Connection", "close")
				s.errorPage(w, r, http.StatusInternalServerError, "Something went wrong",
					"The server ran into a problem with this request. Please try again in a moment.")
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// StatusRecorder remembers the status and size a handler wrote, for an access log (the site's,
// and the inbox's).
type StatusRecorder struct {
	http.ResponseWriter
	Status int
	Bytes  int
}

func (sr *StatusRecorder) WriteHeader(code int) {
	if sr.Status == 0 {
		sr.Status = code
	}
	sr.ResponseWriter.WriteHeader(code)
}

func (sr *StatusRecorder) Write(b []byte) (int, error) {
	if sr.Status == 0 {
		sr.Status = http.StatusOK
	}
	n, err := sr.ResponseWriter.Write(b)
	sr.Bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (sr *StatusRecorder) Unwrap() http.ResponseWriter { return sr.ResponseWriter }

// accessLog writes one structured line per request.
func (s *Server) accessLog(next http.Handler) http.Handler {
	if !s.opts.AccessLog {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &StatusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		s.log.Info("request", "method", r.Method, "path", r.URL.RequestURI(), "status", rec.Status,
			"bytes", rec.Bytes, "duration", time.Since(start),
			"client", clientAddr(r, s.opts.TrustedProxies), "remote", r.RemoteAddr)
	})
}
