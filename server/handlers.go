package server

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/a-h/templ"

	"designo/enquiry"
	"designo/internal/compress"
	"designo/pages"
	"designo/views"
)

// page serves a pre-rendered page.
func (s *Server) page(key string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		s.current().pages[key].serve(w, r)
	}
}

// designs serves a category page: /designs?category=app-design. No category shows the first one;
// an unknown category is a 404.
func (s *Server) designs(w http.ResponseWriter, r *http.Request) {
	c := s.current()
	key := "/designs"
	if slug := r.URL.Query().Get("category"); slug != "" {
		key = pages.DesignsKey(slug)
	}
	c.servePage(w, r, key)
}

// caseStudy serves a project's page, /work/express; an unknown project is a 404.
func (s *Server) caseStudy(w http.ResponseWriter, r *http.Request) {
	s.current().servePage(w, r, r.URL.Path)
}

// servePage serves the page prepared for key, or the 404 page when there is none.
func (c *content) servePage(w http.ResponseWriter, r *http.Request, key string) {
	if page, ok := c.pages[key]; ok {
		page.serve(w, r)
		return
	}
	c.notFound.serve(w, r)
}

// contact serves the contact page, or its thank-you state after a successful enquiry, each with a
// fresh form token: the one page rendered per request. Browsers may keep it (back and forward)
// but ask again before reusing it; shared caches may not keep it.
func (s *Server) contact(w http.ResponseWriter, r *http.Request) {
	c := s.current()
	token := s.tokens.issue(r.Context())
	form := views.ContactForm{Sent: r.URL.Query().Get("sent") == "1", Token: token,
		Source: enquiry.SourceOf(r.Referer(), r.URL.Query(), s.siteHost(r))}
	form.Proof, form.ProofMax = s.tokens.challenge(r.Context(), token)
	p := c.site.Contact
	p.NoIndex = form.Sent
	s.renderDynamic(w, r, http.StatusOK, "private, no-cache", c, p, views.Contact(c.site.View, form))
}

// siteHost is the site's public host, which a Referer of one of its own pages names: the
// configured origin's, or the request's own when there is none.
func (s *Server) siteHost(r *http.Request) string {
	if u, err := url.Parse(s.opts.Origin); err == nil && u.Host != "" {
		return u.Host
	}
	return r.Host
}

// renderContact answers with the contact page showing a form state: the typed values and the
// messages, after a POST that could not be accepted.
func (s *Server) renderContact(w http.ResponseWriter, r *http.Request, status int, form views.ContactForm) {
	c := s.current()
	p := c.site.Contact
	p.NoIndex = true
	s.renderDynamic(w, r, status, "no-store", c, p, views.Contact(c.site.View, form))
}

// errorPage answers with a short page that explains what happened.
func (s *Server) errorPage(w http.ResponseWriter, r *http.Request, status int, heading, message string) {
	c := s.current()
	p := c.site.ErrorPage
	p.Title, p.Description = heading+" | Designo", message
	s.renderDynamic(w, r, status, "no-store", c, p, views.ErrorPage(heading, message))
}

// renderDynamic renders a page for this request alone and sends it compressed, quickly (the
// prepared pages are compressed once, at the best and slowest levels).
func (s *Server) renderDynamic(w http.ResponseWriter, r *http.Request, status int, cacheControl string, c *content, p views.Page, body templ.Component) {
	html, err := c.site.Render(p, body)
	if err != nil {
		s.log.Error("rendering page", "err", err)
		http.Error(w, "The server could not render this page.", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", cacheControl)
	h.Set("Vary", "Accept-Encoding")
	encoding := ""
	if c.compress {
		encoding = acceptedEncoding(r.Header.Get("Accept-Encoding"))
	}
	if encoding != "" {
		h.Set("Content-Encoding", encoding)
		html = compress.Quick(encoding, html)
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(html)
	}
}

func (s *Server) notFound(w http.ResponseWriter, r *http.Request) {
	s.current().notFound.serve(w, r)
}

// methodNotAllowed answers 405 with the methods the path does accept.
func (s *Server) methodNotAllowed(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Allow", strings.Join(s.allowedMethods(r), ", "))
	s.errorPage(w, r, http.StatusMethodNotAllowed, "Method not allowed",
		"This address does not accept "+r.Method+" requests.")
}

func (s *Server) designJSON(w http.ResponseWriter, r *http.Request) {
	s.current().design.serve(w, r)
}

// designCards serves the designs cards at their current URL; an older hash is a 404, so the island
// falls back to design.json's images rather than keep stale ones for a year.
func (s *Server) designCards(w http.ResponseWriter, r *http.Request) {
	c := s.current()
	if r.URL.Path != c.site.CardsURL {
		c.notFound.serve(w, r)
		return
	}
	c.cards.serve(w, r)
}

// static serves an asset by its hashed or plain URL.
func (s *Server) static(w http.ResponseWriter, r *http.Request) {
	c := s.current()
	if res, ok := c.assets.byURL[r.URL.Path]; ok {
		res.serve(w, r)
		return
	}
	c.notFound.serve(w, r)
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Write([]byte("ok\n"))
}

func (s *Server) robots(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write([]byte("User-agent: *\nAllow: /\n\nSitemap: " + s.opts.Origin + "/sitemap.xml\n"))
}

func (s *Server) sitemap(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.Write(s.current().site.SitemapXML)
}
