package server

import (
	"io/fs"
	"maps"
	"net/http"
	"path"
	"strings"

	"designo/internal/web"
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

// contentSecurityPolicy is a document's policy: of inline styles and scripts only those the pages
// carry (computed at start-up; in development from the files as they are now, which the page about
// to be rebuilt carries).
func (s *Server) contentSecurityPolicy() []string {
	if s.opts.Dev {
		var sheets []string
		for _, name := range pages.Stylesheets() {
			css, _ := fs.ReadFile(s.opts.Styles, name+".css")
			sheets = append(sheets, string(css))
		}
		scripts, _ := pages.InlineScripts(s.opts.Static)
		return contentSecurityPolicy(sheets, scripts)
	}
	return s.content.Load().csp
}

func contentSecurityPolicy(stylesheets, scripts []string) []string {
	return []string{web.ContentSecurityPolicy(stylesheets, scripts)}
}

// recoverPanic turns a panic in a handler into a 500 page instead of a dropped connection.
func (s *Server) recoverPanic(next http.Handler) http.Handler {
	return web.Recover(s.log, func(w http.ResponseWriter, r *http.Request) {
		s.errorPage(w, r, http.StatusInternalServerError, "Something went wrong",
			"The server ran into a problem with this request. Please try again in a moment.")
	}, next)
}

// accessLog writes one structured line per request, its query included.
func (s *Server) accessLog(next http.Handler) http.Handler {
	if !s.opts.AccessLog {
		return next
	}
	return web.AccessLog(s.log, "request", s.opts.TrustedProxies, func(r *http.Request) string { return r.URL.RequestURI() }, next)
}
