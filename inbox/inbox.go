// Package inbox is the agency's inbox: the enquiries, their notifications and what staff do with
// them (release, mark as spam, take, reply, handle, reopen, note), on a listener and origin of its
// own, behind passkeys.
//
// The public site has no login; this handler is served only by the inbox listener (-inbox-addr),
// and its pages live under /inbox. Staff are invited from the command line (`site staff invite`)
// and sign in with a passkey (WebAuthn, discoverable credentials: nothing to type). Sessions are
// server-side, in the enquiries' database (so every replica serves the inbox), and the browser
// holds a random token whose hash is stored. Every state change is a same-origin POST; every
// page without a session is the sign-in page, with no enquiry data.
package inbox

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"time"

	"github.com/a-h/templ"
	"github.com/go-webauthn/webauthn/webauthn"
	"github.com/gorilla/mux"

	"designo/enquiry"
	"designo/inbox/views"
	"designo/internal/ratelimit"
	"designo/internal/web"
)

// Store is what the inbox needs of the enquiry store: the enquiries, their notifications and
// verdicts, and the staff (enquiry.StaffStore).
type Store interface {
	enquiry.StaffStore
	Get(ctx context.Context, id string) (enquiry.Enquiry, error)
	Page(ctx context.Context, folder enquiry.Folder, after string, limit int) (enquiry.FolderPage, error)
	List(ctx context.Context, since time.Time, folders ...enquiry.Folder) ([]enquiry.Enquiry, error)
	Notifications(ctx context.Context, id string) ([]enquiry.Delivery, error)
	Release(ctx context.Context, id string, channels []string, now time.Time, actor string) ([]string, error)
	MarkSpam(ctx context.Context, id string, now time.Time, actor string) error
	MarkHandled(ctx context.Context, id string, now time.Time, actor string) error
	Take(ctx context.Context, id, owner string, now time.Time, actor string) error
	MarkReplied(ctx context.Context, id string, now time.Time, actor string) error
	Reopen(ctx context.Context, id string, now time.Time, actor string) error
	Owned(ctx context.Context, owner string, limit int) ([]enquiry.Enquiry, error)
	FromAddress(ctx context.Context, email string) ([]enquiry.Enquiry, error)
	Sources(ctx context.Context) ([]enquiry.SourceCount, error)
	Forget(ctx context.Context, email string, now time.Time, actor string) (int, error)
	Search(ctx context.Context, query string, limit int) ([]enquiry.Enquiry, error)
	AddNote(ctx context.Context, id, body string, now time.Time, actor string) (enquiry.Note, error)
	Notes(ctx context.Context, id string) ([]enquiry.Note, error)
}

// Options configure the inbox.
type Options struct {
	Store  Store
	Origin string // the inbox's public origin: https://inbox.designo.co, or http://localhost:8081 in development
	// Site gives the pages the site's stylesheet, logo and icon; Static serves the site's /static/
	// files on the inbox's origin (the public server does), so the pages look like the site's.
	Site   views.Site
	Static http.Handler
	// MailInvitation e-mails a colleague invited on the page Staff their link (nil: no e-mail is
	// configured, and the inviter sends it).
	MailInvitation func(ctx context.Context, to, link string, until time.Time) error
	// Channels get a notification of an enquiry released from Held; Notify wakes their outboxes.
	Channels []string
	Notify   func()
	// RateLimit bounds the passkey ceremonies per client (nil: no limit), told apart behind
	// TrustedProxies as the contact form's are.
	RateLimit      *ratelimit.Limiter
	TrustedProxies []netip.Prefix
	Logger         *slog.Logger
	AccessLog      bool
	Now            func() time.Time // the clock; time.Now when nil
	// PageSize is how many enquiries a page of a folder shows (a spam flood can hold thousands;
	// "Older" pages through the rest); 200 when zero.
	PageSize int
}

// How long things last.
const (
	SessionLifetime  = 7 * 24 * time.Hour // a sign-in lasts a week, or until 12 hours unused (enquiry.SessionIdleLimit); sign out, or `site staff remove`, ends it at once
	ceremonyLifetime = 5 * time.Minute
	InvitationValid  = 24 * time.Hour
)

// Handler serves the inbox.
type Handler struct {
	opts     Options
	log      *slog.Logger
	webauthn *webauthn.WebAuthn
	secure   bool // the origin is https: cookies are Secure and __Host-
	handler  http.Handler
}

// New checks the options and prepares the inbox's routes.
func New(opts Options) (*Handler, error) {
	if opts.Store == nil {
		return nil, errors.New("inbox: no store")
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.PageSize <= 0 {
		opts.PageSize = 200
	}
	if opts.Site.Asset == nil { // no asset manifest (tests): the files' plain paths
		opts.Site.Asset = func(logical string) string { return "/static/" + logical }
	}
	clean, err := CheckOrigin(opts.Origin)
	if err != nil {
		return nil, err
	}
	opts.Origin = clean
	origin, _ := url.Parse(clean)
	wa, err := webauthn.New(&webauthn.Config{
		RPID:          origin.Hostname(),
		RPDisplayName: "Designo inbox",
		RPOrigins:     []string{opts.Origin},
		Timeouts: webauthn.TimeoutsConfig{
			Login:        webauthn.TimeoutConfig{Enforce: true, Timeout: ceremonyLifetime, TimeoutUVD: ceremonyLifetime},
			Registration: webauthn.TimeoutConfig{Enforce: true, Timeout: ceremonyLifetime, TimeoutUVD: ceremonyLifetime},
		},
	})
	if err != nil {
		return nil, fmt.Errorf("inbox: %w", err)
	}
	h := &Handler{opts: opts, log: opts.Logger, webauthn: wa, secure: origin.Scheme == "https"}
	if h.handler, err = h.routes(); err != nil {
		return nil, fmt.Errorf("inbox: %w", err)
	}
	return h, nil
}

// CheckOrigin returns the inbox's origin as links are written with it (scheme and host, no trailing
// slash), or why passkeys cannot work there: a relying party is a domain served over https, or
// localhost in development; never an IP address, never a path.
func CheckOrigin(origin string) (string, error) {
	u, err := url.Parse(origin)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.User != nil {
		return "", fmt.Errorf("inbox origin %q: want https://host (or http://localhost:PORT in development), without a path", origin)
	}
	if u.Scheme == "http" && u.Hostname() != "localhost" {
		return "", fmt.Errorf("inbox origin %q: passkeys need https (browsers allow http only for localhost)", origin)
	}
	if net.ParseIP(u.Hostname()) != nil {
		return "", fmt.Errorf("inbox origin %q: passkeys are bound to a domain name, not an IP address (use localhost in development)", origin)
	}
	return u.Scheme + "://" + u.Host, nil
}

// Origin is the inbox's origin, as links to it are written (`site staff invite`).
func (h *Handler) Origin() string { return h.opts.Origin }

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) { h.handler.ServeHTTP(w, r) }

// routes lists every address of the inbox listener. The middleware stays outside the router:
// gorilla/mux skips r.Use for its 404 and 405 handlers.
func (h *Handler) routes() (http.Handler, error) {
	r := mux.NewRouter()
	get := func(path string, fn http.HandlerFunc) {
		r.HandleFunc(path, fn).Methods(http.MethodGet, http.MethodHead)
	}
	post := func(path string, fn http.HandlerFunc) { r.HandleFunc(path, fn).Methods(http.MethodPost) }

	r.Handle("/", http.RedirectHandler("/inbox", http.StatusSeeOther)).Methods(http.MethodGet, http.MethodHead)
	get("/inbox", h.signedIn(h.list(enquiry.FolderNew)))
	get("/inbox/open", h.signedIn(h.list(enquiry.FolderOpen)))
	get("/inbox/mine", h.signedIn(h.mine))
	get("/inbox/handled", h.signedIn(h.list(enquiry.FolderHandled)))
	get("/inbox/held", h.signedIn(h.list(enquiry.FolderHeld)))
	get("/inbox/spam", h.signedIn(h.list(enquiry.FolderSpam)))
	get("/inbox/search", h.signedIn(h.search))
	get("/inbox/export", h.signedIn(h.export))
	get("/inbox/person", h.signedIn(h.person))
	post("/inbox/person/erase", h.signedIn(h.forget))
	get("/inbox/enquiries/{id}", h.signedIn(h.enquiry))
	post("/inbox/enquiries/{id}/take", h.signedIn(h.act(actionTake)))
	post("/inbox/enquiries/{id}/owner", h.signedIn(h.act(actionOwner)))
	post("/inbox/enquiries/{id}/replied", h.signedIn(h.act(actionReplied)))
	post("/inbox/enquiries/{id}/handled", h.signedIn(h.act(actionHandled)))
	post("/inbox/enquiries/{id}/reopen", h.signedIn(h.act(actionReopen)))
	post("/inbox/enquiries/{id}/release", h.signedIn(h.act(actionRelease)))
	post("/inbox/enquiries/{id}/spam", h.signedIn(h.act(actionSpam)))
	post("/inbox/enquiries/{id}/notes", h.signedIn(h.addNote))
	get("/inbox/sources", h.signedIn(h.sources))
	get("/inbox/staff", h.signedIn(h.staffPage))
	post("/inbox/staff/invite", h.signedIn(h.invite))
	post("/inbox/staff/remove", h.signedIn(h.removeStaff))
	post("/inbox/signout", h.signedIn(h.signOut))

	get("/inbox/join/{token}", h.join)
	post("/inbox/join/{token}/begin", h.limited(h.joinBegin))
	post("/inbox/join/{token}/finish", h.limited(h.joinFinish))
	post("/inbox/signin/begin", h.limited(h.signInBegin))
	post("/inbox/signin/finish", h.limited(h.signInFinish))
	if h.opts.Static != nil {
		r.PathPrefix("/static/").Handler(h.opts.Static).Methods(http.MethodGet, http.MethodHead)
	}
	notFound := func(w http.ResponseWriter, r *http.Request) {
		h.message(w, r, http.StatusNotFound, "Page not found", "The inbox has no page at this address.")
	}
	r.NotFoundHandler = http.HandlerFunc(notFound)
	r.MethodNotAllowedHandler = http.HandlerFunc(notFound)

	sameOrigin, err := web.SameOrigin(h.opts.Origin, func(w http.ResponseWriter, r *http.Request) {
		h.log.Warn("inbox: cross-origin request refused", "path", redactPath(r.URL.Path), "origin", r.Header.Get("Origin"))
		h.refuse(w, r, http.StatusForbidden, "Request refused", "The inbox takes changes only from its own pages. Reload the page and try again.")
	}, r)
	if err != nil {
		return nil, err
	}
	failed := func(w http.ResponseWriter, r *http.Request) {
		h.message(w, r, http.StatusInternalServerError, "Something went wrong", "The inbox ran into a problem with this request. Please try again in a moment.")
	}
	return web.Recover(h.log, failed, h.accessLog(h.headers(sameOrigin))), nil
}

// pagePolicy is the inbox's content policy: its own files only, nothing inline.
var pagePolicy = web.ContentSecurityPolicy(nil, nil)

// headers are the inbox's security headers: the site's policy for what a page may load, no
// framing, no referrer (an invitation's address holds its token), and nothing kept in caches.
func (h *Handler) headers(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("X-Content-Type-Options", "nosniff")
		if !strings.HasPrefix(r.URL.Path, "/static/") {
			hd.Set("Content-Security-Policy", pagePolicy)
			hd.Set("Referrer-Policy", "no-referrer")
			hd.Set("X-Frame-Options", "DENY")
			hd.Set("Cache-Control", "no-store")
			hd.Set("Cross-Origin-Opener-Policy", "same-origin")
			hd.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()")
		}
		if h.secure {
			hd.Set("Strict-Transport-Security", "max-age=63072000")
		}
		next.ServeHTTP(w, r)
	})
}

// accessLog logs each request as the site does, an invitation's token left out.
func (h *Handler) accessLog(next http.Handler) http.Handler {
	if !h.opts.AccessLog {
		return next
	}
	return web.AccessLog(h.log, "inbox request", h.opts.TrustedProxies, func(r *http.Request) string { return redactPath(r.URL.Path) }, next)
}

// redactPath is a path fit for a log: an invitation's token replaced.
func redactPath(p string) string {
	if rest, ok := strings.CutPrefix(p, "/inbox/join/"); ok {
		_, tail, _ := strings.Cut(rest, "/")
		if tail != "" {
			tail = "/" + tail
		}
		return "/inbox/join/…" + tail
	}
	return p
}

// render writes a page of the inbox: buffered, so that a failure is a clean 500.
func (h *Handler) render(w http.ResponseWriter, r *http.Request, status int, p views.Page, body templ.Component) {
	var buf bytes.Buffer
	ctx := templ.WithChildren(r.Context(), body)
	if err := views.Layout(h.opts.Site, p).Render(ctx, &buf); err != nil {
		h.log.Error("inbox: rendering a page", "err", err)
		http.Error(w, "The inbox could not render this page.", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(buf.Bytes()) // the client went away
	}
}

// message answers with a short page.
func (h *Handler) message(w http.ResponseWriter, r *http.Request, status int, heading, text string) {
	h.render(w, r, status, views.Page{Title: heading}, views.Message(heading, text))
}

// refuse answers a ceremony's script in JSON and anyone else with a page.
func (h *Handler) refuse(w http.ResponseWriter, r *http.Request, status int, heading, text string) {
	if strings.Contains(r.Header.Get("Accept"), "application/json") || strings.Contains(r.Header.Get("Content-Type"), "application/json") {
		writeJSON(w, status, map[string]string{"message": text})
		return
	}
	h.message(w, r, status, heading, text)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v) // the client went away
}

// scripts are the ceremonies' module, on the pages with a passkey button.
func (h *Handler) scripts() []string {
	return []string{h.opts.Site.Asset("inbox/passkey.js")}
}

func (h *Handler) now() time.Time { return h.opts.Now() }
