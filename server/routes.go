package server

import (
	"net/http"

	"github.com/gorilla/mux"

	"designo/pages"
)

// routes lists every address the site answers and wraps them in the middleware every answer passes.
// The middleware stays outside the router: gorilla/mux skips r.Use for its 404 and 405 handlers.
func (s *Server) routes() (http.Handler, error) {
	r := mux.NewRouter()
	get := []string{http.MethodGet, http.MethodHead}

	r.Handle("/", http.RedirectHandler("/home", http.StatusMovedPermanently)).Methods(get...)
	r.HandleFunc("/home", s.page("/home")).Methods(get...)
	r.HandleFunc("/about", s.page("/about")).Methods(get...)
	r.HandleFunc("/locations", s.page("/locations")).Methods(get...)
	r.HandleFunc("/designs", s.designs).Methods(get...)
	r.HandleFunc("/work/{slug}", s.caseStudy).Methods(get...)
	r.HandleFunc("/contact", s.contact).Methods(get...)
	contactPost, err := s.contactPost()
	if err != nil {
		return nil, err
	}
	r.Handle("/contact", contactPost).Methods(http.MethodPost)

	r.HandleFunc(pages.DesignJSONURL, s.designJSON).Methods(get...)
	r.HandleFunc(pages.CardsURLPattern, s.designCards).Methods(get...)
	r.PathPrefix(staticPrefix).HandlerFunc(s.static).Methods(get...)
	r.HandleFunc("/sitemap.xml", s.sitemap).Methods(get...)
	r.HandleFunc("/robots.txt", s.robots).Methods(get...)
	r.HandleFunc("/healthz", s.healthz).Methods(get...)
	r.HandleFunc("/readyz", s.readyz).Methods(get...)

	r.NotFoundHandler = http.HandlerFunc(s.notFound)
	r.MethodNotAllowedHandler = http.HandlerFunc(s.methodNotAllowed)
	s.router = r

	return s.recoverPanic(s.accessLog(s.securityHeaders(r))), nil
}

// allowedMethods asks the router which methods the request's path accepts, for a 405's Allow header.
func (s *Server) allowedMethods(r *http.Request) []string {
	var allowed []string
	for _, m := range []string{http.MethodGet, http.MethodHead, http.MethodPost} {
		probe := r.Clone(r.Context())
		probe.Method = m
		var match mux.RouteMatch
		if s.router.Match(probe, &match) && match.MatchErr == nil {
			allowed = append(allowed, m)
		}
	}
	return allowed
}
