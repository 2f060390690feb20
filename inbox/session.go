package inbox

import (
	"crypto/rand"
	"errors"
	"net/http"
	"strconv"
	"time"

	"designo/enquiry"
	"designo/inbox/views"
	"designo/internal/web"
)

// Cookie names: under https the __Host- prefix binds a cookie to the inbox's own host, Secure
// and at path /, so no other subdomain of the agency can set or shadow it.
func (h *Handler) cookieName(name string) string {
	if h.secure {
		return "__Host-inbox-" + name
	}
	return "inbox-" + name
}

// setCookie sets one of the inbox's cookies: HttpOnly, Secure under https, at path /. The
// session's is SameSite=Lax, so that a link to the inbox (from the digest e-mail) opens it signed
// in; nothing changes on a GET, and every POST is checked to come from the inbox's own pages.
func (h *Handler) setCookie(w http.ResponseWriter, name, value string, maxAge time.Duration, sameSite http.SameSite) {
	c := &http.Cookie{
		Name: h.cookieName(name), Value: value, Path: "/", HttpOnly: true, Secure: h.secure, SameSite: sameSite,
		MaxAge: int(maxAge / time.Second),
	}
	if maxAge < 0 {
		c.MaxAge = -1
	}
	http.SetCookie(w, c)
}

func (h *Handler) cookie(r *http.Request, name string) string {
	c, err := r.Cookie(h.cookieName(name))
	if err != nil {
		return ""
	}
	return c.Value
}

// newToken is a secret for a cookie or a link: 128 random bits in base32.
func newToken() string { return rand.Text() }

// signedIn runs next for a request with a live session, and answers any other with the sign-in
// page (401): no enquiry data, and nothing done.
func (h *Handler) signedIn(next func(http.ResponseWriter, *http.Request, enquiry.Staff)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		token := h.cookie(r, "session")
		if token == "" {
			h.signInPage(w, r, "")
			return
		}
		st, err := h.opts.Store.Session(r.Context(), token, h.now())
		switch {
		case errors.Is(err, enquiry.ErrNotFound):
			h.setCookie(w, "session", "", -1, http.SameSiteLaxMode)
			h.signInPage(w, r, "Your session has ended. Please sign in again.")
		case err != nil:
			h.log.Error("inbox: reading a session", "err", err)
			h.message(w, r, http.StatusServiceUnavailable, "The inbox is unavailable", "The inbox cannot reach its database just now. Please try again in a minute.")
		default:
			next(w, r, st)
		}
	}
}

// signInPage is what every inbox address shows without a session.
func (h *Handler) signInPage(w http.ResponseWriter, r *http.Request, note string) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead && note == "" {
		note = "Please sign in first; nothing was changed."
	}
	h.render(w, r, http.StatusUnauthorized, views.Page{Title: "Sign in", Scripts: h.scripts()}, views.SignIn(note))
}

// limited refuses a ceremony past the client's rate (429): passkeys cannot be guessed, but each
// ceremony costs the database a write.
func (h *Handler) limited(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if ok, wait := h.opts.RateLimit.Allow(web.ClientKey(web.ClientAddr(r, h.opts.TrustedProxies))); !ok {
			w.Header().Set("Retry-After", retryAfter(wait))
			writeJSON(w, http.StatusTooManyRequests, map[string]string{"message": "Too many attempts from this network. Please wait a minute and try again."})
			return
		}
		next(w, r)
	}
}

func retryAfter(d time.Duration) string {
	seconds := int((d + time.Second - 1) / time.Second)
	return strconv.Itoa(max(seconds, 1))
}

// signOut ends this session and records it.
func (h *Handler) signOut(w http.ResponseWriter, r *http.Request, _ enquiry.Staff) {
	if err := h.opts.Store.SignOut(r.Context(), h.cookie(r, "session"), h.now()); err != nil {
		h.log.Error("inbox: signing out", "err", err)
		h.message(w, r, http.StatusServiceUnavailable, "Not signed out", "The inbox cannot reach its database just now. Please try again in a minute.")
		return
	}
	h.setCookie(w, "session", "", -1, http.SameSiteLaxMode)
	http.Redirect(w, r, "/inbox", http.StatusSeeOther)
}
