// Package server is the site's HTTP layer: routes, handlers, middleware, the static assets and the
// cache of pre-rendered pages.
package server

import (
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"sync/atomic"
	"time"

	"github.com/gorilla/mux"

	"designo/data"
	"designo/views"
)

// The site's icon and the header's logo. Pages carry them as data: URLs (a few hundred bytes each):
// as files they would be two more requests on a phone's first visit, competing with the fonts and the
// largest image for the first round trips.
const (
	faviconFile = "img/favicon.svg"
	logoFile    = "img/logo-dark.svg"
)

// Options are the server's dependencies and settings; cmd/site fills them from flags.
type Options struct {
	Logger  *slog.Logger
	Static  fs.FS // the files below static/: embedded, or the directory itself in development
	Designs data.Designs
	// Projects are Designs' examples with their case studies, in the site's order, from the
	// content bundle (static/content.json): New fills them in.
	Projects  []data.Project
	Offices   []data.Office
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
	islands   islandManifest // the island bundles' URLs
	site      views.Site
	pages     map[string]*response // by address: a path, or a path with its query
	notFound  *response
	pageCache string        // the pages' Cache-Control (see pageCacheControl)
	renders   workManifest  // the projects' pictures
	about     string        // the project whose scene closes /about
	boards    boardManifest // the hero's and the categories' boards
	team      []views.TeamMember
	studio    renderedImage // the studio's worktable, on /about
	sitemap   []byte        // /sitemap.xml
	design    *response     // /assets/design.json
	cards     *response     // every designs card and board, at cardsURL
	cardsURL  string        // /assets/design-cards.<hash>.json
	compress  bool          // pages get gzip and brotli forms (not in development)
}

// New reads the asset manifest and renders every page; an error means the site cannot start.
func New(opts Options) (*Server, error) {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	s := &Server{opts: opts, log: opts.Logger, tokens: &formTokens{now: time.Now}}
	if opts.Contact.Store != nil {
		s.tokens.secret = opts.Contact.Store.Secret
	}
	c, err := s.build()
	if err != nil {
		return nil, err
	}
	s.content.Store(c)
	s.handler = s.routes()
	return s, nil
}

func (s *Server) build() (*content, error) {
	load := loadAssets
	if s.opts.Dev {
		load = loadDevAssets
	}
	a, err := load(s.opts.Static)
	if err != nil {
		return nil, err
	}
	if err := checkDesignImages(s.opts.Designs, a); err != nil {
		return nil, err
	}
	b, projects, err := loadBundle(s.opts.Static, a, s.opts.Designs)
	if err != nil {
		return nil, err
	}
	s.opts.Projects = projects
	islands, err := loadIslands(s.opts.Static)
	if err != nil {
		return nil, err
	}
	boards, err := loadBoards(s.opts.Static, a, s.opts.Designs)
	if err != nil {
		return nil, err
	}
	team, err := loadTeam(s.opts.Static, a)
	if err != nil {
		return nil, err
	}
	studio, err := loadStudioScene(s.opts.Static, a)
	if err != nil {
		return nil, err
	}
	favicon, err := svgDataURL(s.opts.Static, faviconFile)
	if err != nil {
		return nil, err
	}
	logo, err := inlineSVG(s.opts.Static, logoFile)
	if err != nil {
		return nil, err
	}
	c := &content{
		team:      team,
		studio:    studio,
		assets:    a,
		islands:   islands,
		renders:   b.Pictures,
		about:     b.About,
		boards:    boards,
		pageCache: pageCacheControl(s.opts.CDNMaxAge),
		compress:  !s.opts.Dev,
		site: views.Site{Asset: a.URL, Offices: s.opts.Offices, Origin: s.opts.Origin,
			Favicon: favicon, Logo: logo},
	}
	c.design = newResponse(http.StatusOK, "application/json", revalidate, newBody(s.opts.Designs.JSON, c.compress))
	cards := allDesignCards(c, s.opts.Designs, s.opts.Projects)
	if c.cards, c.cardsURL, err = cardsResponse(cards, c.compress); err != nil {
		return nil, err
	}
	pages := prerenderedPages(c, s.opts.Designs, s.opts.Projects, cards)
	if c.pages, c.notFound, err = renderPages(c, pages); err != nil {
		return nil, fmt.Errorf("rendering pages: %w", err)
	}
	if c.sitemap, err = sitemapXML(s.opts.Origin, sitemapPaths(pages)); err != nil {
		return nil, err
	}
	return c, nil
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

// checkDesignImages refuses design data whose images are not shipped, naming the entry.
func checkDesignImages(d data.Designs, a *assets) error {
	for _, c := range d.Categories {
		for _, e := range c.Examples {
			if !a.has(e.Image) {
				return fmt.Errorf("design.json: category %q: example %q: no image %s", c.Title, e.Title, e.Image)
			}
		}
	}
	return nil
}

// Site is what every page shares (asset URLs, logo, icon), for pages served by another listener:
// the inbox's, which also serves the site's /static/ files through this server.
func (s *Server) Site() views.Site { return s.current().site }
