package server

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"designo/enquiry"
	"designo/enquiry/spam"
	"designo/internal/ratelimit"
	"designo/internal/web"
	"designo/pages"
	"designo/views"
)

// ContactOptions configure how POST /contact receives enquiries.
type ContactOptions struct {
	Store EnquiryStore // where enquiries are saved; nil refuses them with 503
	// Route says how the agency hears of each enquiry: its channels (an outbox row each, saved
	// with the enquiry) and the hourly budget of enquiries notified one by one.
	Route     enquiry.Route
	Notify    func(enquiry.Enquiry) // optional: told of each newly stored enquiry (wakes the outbox); must return at once
	RateLimit *ratelimit.Limiter    // per-client limit on enquiries stored (see Options.TrustedProxies); nil for none
	// Ready says why this instance cannot store an enquiry now, for /readyz
	// (Store.Ready); nil: always ready. It must not depend on notifications.
	Ready func(context.Context) error
	// Room says why there is no room to store an enquiry now (the free-disk floor); nil: there is.
	Room func() error
}

// EnquiryStore is what the contact form needs of an enquiry.Store.
type EnquiryStore interface {
	// Save stores an enquiry with its notifications; a nil error means it is committed.
	Save(ctx context.Context, e enquiry.Enquiry, route enquiry.Route, key string) (enquiry.Enquiry, bool, error)
	// SameText counts other senders of the same text (a spam signal).
	SameText(ctx context.Context, fingerprint, email string, since time.Time) (int, error)
	// Secret is the form tokens' signing key, shared by every replica.
	Secret(ctx context.Context, name string) ([]byte, error)
}

const (
	// maxContactBody bounds a post. The longest valid form, every character
	// a four-byte one and percent-encoded, still fits.
	maxContactBody = 64 << 10
	// saveTimeout bounds the wait for the database, which may be busy or locked.
	saveTimeout = 10 * time.Second
	// honeypotField is hidden from people; only robots fill it in.
	honeypotField = "website"
	// proofField carries the answer to the form token's proof of work (the island's; optional).
	proofField = "proof"
	// sourceField carries where the visitor came to the contact page from (enquiry.SourceOf).
	sourceField = "source"
)

// What a visitor is told when an enquiry is refused. Each says what happened
// and what to do; none blames the visitor for something they cannot see.
const (
	msgCrossOrigin = "This form can only be sent from the Designo website. If you were on our contact page, please reload it and send your message again."
	msgTooLarge    = "Your message is too large to send (the limit is 64 KiB). Please shorten it and send it again."
	msgUnreadable  = "Your message could not be read. Please reload the contact page and send it again."
	msgUnsupported = "Please send the contact form as a web form (application/x-www-form-urlencoded or multipart/form-data)."
	msgHoneypot    = "Your message was not sent because the hidden anti-spam field was filled in, which some autofill tools do by mistake. Your text is still here: please send it again."
	msgRateLimited = "You have sent several messages in a short time. Your text is still here: please wait %s and send it again."
	msgStoreDown   = "Sorry, we could not save your message just now. Your text is still here: please try again in a few minutes, or write to us at contact@designo.co."
	msgNoRoom      = "Sorry, we cannot take messages for a short while. Your text is still here: please try again later today, or write to us at contact@designo.co."
	msgKeyReused   = "This message looks like one already sent with different text. Your text is still here: please reload the contact page and send it again."
)

// contactPost handles POST /contact behind cross-origin protection: browsers
// mark cross-site requests (Sec-Fetch-Site, Origin), and those are refused.
func (s *Server) contactPost() (http.Handler, error) {
	return web.SameOrigin(s.opts.Origin, func(w http.ResponseWriter, r *http.Request) {
		s.log.Warn("enquiry refused", "status", http.StatusForbidden, "reason", "cross-origin", "origin", r.Header.Get("Origin"))
		if wantsJSON(r) {
			writeJSON(w, http.StatusForbidden, map[string]string{"message": msgCrossOrigin})
			return
		}
		s.errorPage(w, r, http.StatusForbidden, "Request refused", msgCrossOrigin)
	}, http.HandlerFunc(s.postContact))
}

// postContact receives an enquiry: from the plain form (answered with a
// redirect or the form re-rendered) or from the island (answered in JSON).
// Every refusal after the body is read keeps what the visitor typed. A
// valid enquiry is stored whatever its verdict, and the visitor's answer is
// the same either way: a robot learns nothing from it.
func (s *Server) postContact(w http.ResponseWriter, r *http.Request) {
	reply := contactReply{s: s, w: w, r: r}
	values, status, problem := readContactBody(w, r)
	if problem != "" {
		reply.refuse(status, problem, enquiry.Form{})
		return
	}
	form := enquiry.FormFromValues(values)
	reply.token, reply.source = values.Get(tokenField), enquiry.CleanSource(values.Get(sourceField))
	addr := web.ClientAddr(r, s.opts.TrustedProxies)
	client := web.ClientKey(addr)
	if wait := s.opts.Contact.RateLimit.Wait(client); wait > 0 {
		seconds := int(math.Ceil(wait.Seconds()))
		w.Header().Set("Retry-After", strconv.Itoa(seconds))
		reply.refuse(http.StatusTooManyRequests, fmt.Sprintf(msgRateLimited, waitPhrase(seconds)), form)
		return
	}
	if values.Get(honeypotField) != "" {
		reply.refuse(http.StatusUnprocessableEntity, msgHoneypot, form)
		return
	}
	if errs := form.Validate(); !errs.Valid() {
		reply.invalid(form, errs)
		return
	}
	if room := s.opts.Contact.Room; room != nil {
		if err := room(); err != nil {
			s.log.Error("enquiry not stored: no room", "err", err)
			w.Header().Set("Retry-After", "3600")
			reply.refuse(http.StatusServiceUnavailable, msgNoRoom, form)
			return
		}
	}
	token := s.tokens.read(r.Context(), reply.token)
	arrival := arrival{token: token, network: enquiry.NetworkOf(addr), proof: spam.ProofNone, source: reply.source}
	if token.State == spam.TokenValid || token.State == spam.TokenStale {
		arrival.proof = s.tokens.proof(r.Context(), reply.token, values.Get(proofField))
	}
	key := idempotencyKey(r)
	if key == "" && token.Nonce != "" {
		// The plain form's double submit (or a resend after going back) is one enquiry: the
		// same token with the same values. Changed values are a new enquiry.
		sum := sha256.Sum256([]byte(form.Joined()))
		key = "form-" + token.Nonce + "-" + hex.EncodeToString(sum[:12])
	}
	stored, repeat, err := s.saveEnquiry(r.Context(), form, arrival, reply.via(), key)
	if errors.Is(err, enquiry.ErrKeyReused) {
		reply.refuse(http.StatusUnprocessableEntity, msgKeyReused, form)
		return
	}
	if err != nil {
		s.log.Error("enquiry not stored", "err", err)
		w.Header().Set("Retry-After", "60")
		reply.refuse(http.StatusServiceUnavailable, msgStoreDown, form)
		return
	}
	if !repeat {
		s.opts.Contact.RateLimit.Allow(client) // only an enquiry stored counts
	}
	reply.stored(stored.ID)
}

// idempotencyKey is the Idempotency-Key the island sends with an enquiry
// (the same when the visitor sends the same values again after a lost
// answer), when it is a plausible one: 16 to 128 characters of letters,
// digits, "-", "_", ".", ":". Another value is ignored, as no key is:
// the enquiry is then stored as it comes.
func idempotencyKey(r *http.Request) string {
	key := r.Header.Get("Idempotency-Key")
	if len(key) < 16 || len(key) > 128 || strings.ContainsFunc(key, func(c rune) bool {
		return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("-_.:", c))
	}) {
		return ""
	}
	return key
}

// readContactBody parses a form-encoded or multipart body of at most
// maxContactBody bytes. On failure it returns the status and message to
// answer with.
func readContactBody(w http.ResponseWriter, r *http.Request) (url.Values, int, string) {
	r.Body = http.MaxBytesReader(w, r.Body, maxContactBody)
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	var err error
	switch mediaType {
	case "application/x-www-form-urlencoded":
		err = r.ParseForm()
	case "multipart/form-data": // what a script's FormData sends
		err = r.ParseMultipartForm(maxContactBody)
		if r.MultipartForm != nil {
			defer r.MultipartForm.RemoveAll() // in-memory: nothing to remove
		}
	default:
		return nil, http.StatusUnsupportedMediaType, msgUnsupported
	}
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return nil, http.StatusRequestEntityTooLarge, msgTooLarge
	case err != nil:
		return nil, http.StatusBadRequest, msgUnreadable
	}
	return r.PostForm, 0, ""
}

// sameTextWithin is how far back the same text from other senders counts as a spam signal, and
// sameTextTimeout how long the count may take: a signal, not a reason to refuse an enquiry.
const (
	sameTextWithin  = 7 * 24 * time.Hour
	sameTextTimeout = 2 * time.Second
)

// arrival is what the site knows of how an enquiry came: its form token, its sender's network and
// the answer to the token's proof of work.
type arrival struct {
	token   spam.Token
	network string
	proof   spam.ProofState
	source  string // where the visitor came from (enquiry.Enquiry.Source)
}

// judge gives a valid form its verdict (enquiry/spam) from what it says and how it arrived.
func (s *Server) judge(ctx context.Context, store EnquiryStore, e enquiry.Enquiry, a arrival) spam.Verdict {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), sameTextTimeout)
	defer cancel()
	same := 0
	// Else held whatever it says (a flood costs no query), or too short to be anyone's copy.
	if (a.token.State == spam.TokenValid || a.token.State == spam.TokenStale) && e.Fingerprint != "" {
		var err error
		if same, err = store.SameText(ctx, e.Fingerprint, e.Email, e.ReceivedAt.Add(-sameTextWithin)); err != nil {
			s.log.Warn("enquiry judged without the same-text count", "err", err)
		}
	}
	return spam.Judge(spam.Message{Name: e.Name, Email: e.Email, Phone: e.Phone, Text: e.Message},
		spam.Signals{Token: a.token.State, FormAge: a.token.Age, SameTextElsewhere: same, Proof: a.proof})
}

// saveEnquiry judges a valid form, stores it with its verdict and tells the notifier. The save
// outlives a visitor who closes the page meanwhile: what they sent is kept. The store decides the
// rest in its write (a token used twice, a surge, the budget).
func (s *Server) saveEnquiry(ctx context.Context, form enquiry.Form, a arrival, via, key string) (enquiry.Enquiry, bool, error) {
	store := s.opts.Contact.Store
	if store == nil {
		return enquiry.Enquiry{}, false, fmt.Errorf("%w: no store configured", enquiry.ErrUnavailable)
	}
	e := enquiry.Enquiry{Name: form.Name, Email: form.Email, Phone: form.Phone, Message: form.Message,
		ReceivedAt: time.Now().UTC(), Via: via, Fingerprint: spam.Fingerprint(form.Message), Network: a.network, Source: a.source}
	if a.token.State == spam.TokenValid || a.token.State == spam.TokenStale {
		e.TokenNonce = a.token.Nonce
	}
	verdict := s.judge(ctx, store, e, a)
	e.Verdict, e.Reasons, e.Likelihood = enquiry.VerdictInbox, verdict.Reasons, verdict.Likelihood
	if verdict.Held {
		e.Verdict = enquiry.VerdictHeld
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), saveTimeout)
	defer cancel()
	stored, repeat, err := store.Save(ctx, e, s.opts.Contact.Route, key)
	if err != nil {
		return stored, false, err
	}
	if repeat {
		s.log.Info("enquiry repeated; answered as the first", "id", stored.ID, "via", via)
		return stored, true, nil
	}
	s.log.Info("enquiry stored", "id", stored.ID, "via", via, "verdict", stored.Verdict, "notice", stored.Notice,
		"likelihood", stored.Likelihood, "surge", stored.SurgeID, "reasons", stored.Reasons)
	if notify := s.opts.Contact.Notify; notify != nil {
		notify(stored)
	}
	return stored, false, nil
}

// contactReply answers a post in the form it came in: JSON for the island,
// HTML for the plain form.
type contactReply struct {
	s      *Server
	w      http.ResponseWriter
	r      *http.Request
	token  string // the form token posted, kept when the form is shown again
	source string // where the visitor came from, kept likewise
}

func (c contactReply) json() bool { return wantsJSON(c.r) }

func (c contactReply) via() string {
	if c.json() {
		return enquiry.ViaScript
	}
	return enquiry.ViaForm
}

func (c contactReply) stored(id string) {
	if c.json() {
		// A form token is used once: the island's next enquiry from this page takes a fresh one.
		next := c.s.tokens.issue(c.r.Context())
		proof, proofMax := c.s.tokens.challenge(c.r.Context(), next)
		writeJSON(c.w, http.StatusCreated, map[string]any{"ok": true, "id": id, "message": c.s.current().site.View.Contact.Confirmation.Thanks,
			"token": next, "proof": proof, "proofMax": proofMax})
		return
	}
	http.Redirect(c.w, c.r, pages.ContactSentKey, http.StatusSeeOther)
}

func (c contactReply) invalid(form enquiry.Form, errs enquiry.Errors) {
	notice := errs.Summary()
	c.s.log.Info("enquiry refused", "status", http.StatusUnprocessableEntity, "reason", "invalid", "fields", strings.Join(errs.Fields(), ","))
	if c.json() {
		writeJSON(c.w, http.StatusUnprocessableEntity, map[string]any{"errors": errs, "message": notice})
		return
	}
	messages := make(map[string]string, len(errs))
	for field, problem := range errs {
		messages[field] = problem.Message
	}
	c.s.renderContact(c.w, c.r, http.StatusUnprocessableEntity, c.s.withProof(c.r.Context(), c.formState(form, messages, notice)))
}

func (c contactReply) refuse(status int, message string, form enquiry.Form) {
	if status != http.StatusServiceUnavailable { // already logged with its cause
		c.s.log.Warn("enquiry refused", "status", status, "reason", message)
	}
	if c.json() {
		writeJSON(c.w, status, map[string]string{"message": message})
		return
	}
	c.s.renderContact(c.w, c.r, status, c.s.withProof(c.r.Context(), c.formState(form, nil, message)))
}

// formState is the contact form re-rendered with what the visitor typed.
// Characters the rules refuse are shown as U+FFFD so the page stays valid
// HTML; templ escapes everything else.
func (c contactReply) formState(form enquiry.Form, errs map[string]string, notice string) views.ContactForm {
	return views.ContactForm{Values: form.Displayable(), Errors: errs, Notice: notice, Token: c.token, Source: c.source}
}

// withProof is a form state with its token's proof-of-work challenge.
func (s *Server) withProof(ctx context.Context, f views.ContactForm) views.ContactForm {
	f.Proof, f.ProofMax = s.tokens.challenge(ctx, f.Token)
	return f
}

func waitPhrase(seconds int) string {
	if seconds <= 1 {
		return "a second"
	}
	if seconds < 120 {
		return strconv.Itoa(seconds) + " seconds"
	}
	return strconv.Itoa((seconds+59)/60) + " minutes"
}

// wantsJSON reports whether the client asked for a JSON answer (the island does).
func wantsJSON(r *http.Request) bool {
	return strings.Contains(r.Header.Get("Accept"), "application/json")
}

func writeJSON(w http.ResponseWriter, status int, body any) {
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(body) // the client may have gone; nothing else to do
}
