// Package server is the site's HTTP layer: routes, handlers, middleware, the static assets, the
// contact POST and readiness; it serves the pages that package pages prepares from the bundle.
package server

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"path"
	"sync/atomic"
	"time"

	"github.com/gorilla/mux"

	"designo/data"
	"designo/pages"
	"designo/views"
)

// Options are the server's dependencies and settings; cmd/site fills them from flags.
type Options struct {
	Logger    *slog.Logger
	Static    fs.FS // the files below static/: embedded, or the directory itself in development
	Styles    fs.FS // development only: the stylesheets' sources (styles/), served as they are
	Designs   data.Designs
	Origin    string // public origin for canonical URLs, e.g. https://www.designo.co
	HSTS      bool   // send Strict-Transport-Security (only behind TLS)
	AccessLog bool
	Dev       bool           // reload static files on every request, at plain URLs, uncompressed
	Contact   ContactOptions // POST /contact: the enquiry store, the notifier, the rate limit
	// TrustedProxies are the reverse proxies whose X-Forwarded-For names the visitor, for the
	// contact rate limit and the access log; empty, the connection's address is the visitor's.
	TrustedProxies []netip.Prefix
	// CDNMaxAge lets a shared cache (a CDN, a caching proxy) keep each page this long, and serve
	// it stale as long again while it revalidates; zero: every cache revalidates each time.
	CDNMaxAge time.Duration
}

// Server answers the site's requests.
type Server struct {
	opts    Options
	log     *slog.Logger
	handler http.Handler
	router  *mux.Router

	content atomic.Pointer[content] // replaced on every request in development, fixed in production
	ready   readiness               // /readyz's last check
	tokens  *formTokens             // the contact form's signed tokens
}

// content is everything prepared from the static files and the data: built once at start-up.
type content struct {
	assets    *assets
	site      *pages.Site
	pages     map[string]*response // by address: a path, or a path with its query
	notFound  *response
	pageCache string    // the pages' Cache-Control (see pageCacheControl)
	design    *response // /assets/design.json
	cards     *response // every designs card and board, at site.CardsURL
	compress  bool      // pages get gzip and brotli forms (not in development)
	csp       []string  // a page's Content-Security-Policy: it names the inline stylesheet's and scripts' hashes
}

// New reads the asset manifest and renders every page; an error means the site cannot start.
func New(opts Options) (*Server, error) {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Dev && opts.Styles == nil {
		return nil, errors.New("server: development serves the stylesheets' sources, and Options.Styles is nil")
	}
	s := &Server{opts: opts, log: opts.Logger, tokens: &formTokens{now: time.Now}, ready: readiness{now: time.Now}}
	if opts.Contact.Store != nil {
		s.tokens.secret = opts.Contact.Store.Secret
	}
	c, err := s.build()
	if err != nil {
		return nil, err
	}
	s.content.Store(c)
	if s.handler, err = s.routes(); err != nil {
		return nil, err
	}
	return s, nil
}

// build serves the static files and the pages that package pages prepares from them.
func (s *Server) build() (*content, error) {
	a, err := s.loadAssets()
	if err != nil {
		return nil, err
	}
	stylesheets, err := inlineStylesheets(a)
	if err != nil {
		return nil, err
	}
	site, err := pages.Build(pages.Options{Static: s.opts.Static, Assets: a, Designs: s.opts.Designs,
		Origin: s.opts.Origin, Stylesheets: stylesheets})
	if err != nil {
		return nil, err
	}
	c := &content{assets: a, site: site, pages: map[string]*response{}, pageCache: pageCacheControl(s.opts.CDNMaxAge),
		compress: !s.opts.Dev, csp: contentSecurityPolicy(inOrder(stylesheets), site.InlineScripts)}
	for _, p := range site.Pages {
		cache := c.pageCache
		if p.Status != http.StatusOK {
			cache = revalidate // a shared cache must not keep a 404 for a page deployed a minute later
		}
		res := newResponse(p.Status, "text/html; charset=utf-8", cache, newBody(p.HTML, c.compress))
		if p.Key == "" {
			c.notFound = res
		} else {
			c.pages[p.Key] = res
		}
	}
	c.design = newResponse(http.StatusOK, "application/json", revalidate, newBody(s.opts.Designs.JSON, c.compress))
	c.cards = newResponse(http.StatusOK, "application/json", immutable, newBody(site.Cards, c.compress))
	return c, nil
}

// inlineStylesheets are the stylesheets as served, by name, for the pages' <style>s: one that could
// end its element early is refused.
func inlineStylesheets(a *assets) (map[string]string, error) {
	sheets := map[string]string{}
	for _, name := range pages.Stylesheets() {
		file := stylesheetFile(name)
		css, err := a.bytes(file)
		if err != nil {
			return nil, err
		}
		if bytes.Contains(bytes.ToLower(css), []byte("</style")) {
			return nil, fmt.Errorf("static/%s contains </style, which would end the page's <style> early", file)
		}
		sheets[name] = string(css)
	}
	return sheets, nil
}

// inOrder are the stylesheets' texts in the order pages.Stylesheets names them.
func inOrder(stylesheets map[string]string) []string {
	var texts []string
	for _, name := range pages.Stylesheets() {
		texts = append(texts, stylesheets[name])
	}
	return texts
}

// stylesheetDir holds the stylesheets below static/ (their URLs) and in the build's output.
const stylesheetDir = "css"

// stylesheetFile is a stylesheet's logical path: "base" is css/base.css, built from styles/base.css.
func stylesheetFile(name string) string { return path.Join(stylesheetDir, name+".css") }

// loadAssets reads the static files as the build prepared them, or in development as they are.
func (s *Server) loadAssets() (*assets, error) {
	if s.opts.Dev {
		return loadDevAssets(s.opts.Static, s.opts.Styles)
	}
	return loadAssets(s.opts.Static)
}

// current returns the prepared content; in development it is rebuilt first so edits show at once.
func (s *Server) current() *content {
	if s.opts.Dev {
		if c, err := s.build(); err == nil {
			s.content.Store(c)
		} else {
			s.log.Error("reloading content", "err", err)
		}
	}
	return s.content.Load()
}

// ServeHTTP makes the server an http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.handler.ServeHTTP(w, r)
}

// Site is what every page shares (asset URLs, logo, icon), for pages served by another listener:
// the inbox's, which also serves the site's /static/ files through this server.
func (s *Server) Site() views.Site { return s.current().site.View }
