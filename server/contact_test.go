package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"maps"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode"

	"github.com/PuerkitoBio/goquery"

	"designo/data"
	"designo/enquiry"
	"designo/enquiry/notify"
	"designo/enquiry/sqlite"
	"designo/internal/ratelimit"
	"designo/internal/web"
	"designo/static"
	"designo/views"
)

const contactTestOrigin = "https://www.designo.test"

// newContactServer is the real server with a real store in a temporary file
// and no rate limit, unless edit says otherwise.
func newContactServer(t testing.TB, edit ...func(*Options)) (*Server, *sqlite.Store) {
	t.Helper()
	store := sqlite.Open(filepath.Join(t.TempDir(), "enquiries.db"), slog.New(slog.DiscardHandler))
	if err := store.Ready(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	designs, err := data.LoadDesigns(data.DesignJSON)
	if err != nil {
		t.Fatal(err)
	}
	opts := Options{Static: static.FS, Designs: designs, Origin: contactTestOrigin,
		Contact: ContactOptions{Store: store}}
	for _, e := range edit {
		e(&opts)
	}
	s, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return s, store
}

// contactPost is one POST /contact; the zero value is a valid same-origin
// enquiry from the plain form.
type contactPost struct {
	values      url.Values
	body        string // sent instead of values.Encode() when set
	contentType string
	json        bool   // ask for a JSON answer, as the island does
	remoteAddr  string // default 192.0.2.1:1234
	headers     map[string]string
}

func validValues() url.Values {
	return url.Values{"name": {"Ada Lovelace"}, "email": {"ada@example.com"}, "phone": {"+44 20 7946 0958"},
		"message": {"Please design our new website."}, "website": {""}}
}

// personsToken is a form token issued a minute ago, as a person who loaded the form and typed
// holds; "" when h is not a *Server.
func personsToken(h http.Handler) string {
	s, ok := h.(*Server)
	if !ok {
		return ""
	}
	aMinuteAgo := &formTokens{key: s.tokens.signingKey(context.Background()), now: func() time.Time { return time.Now().Add(-time.Minute) }}
	return aMinuteAgo.issue(context.Background())
}

func (p contactPost) send(h http.Handler) *httptest.ResponseRecorder {
	values := p.values
	if values == nil {
		values = validValues()
	}
	if _, given := values[tokenField]; !given && p.body == "" {
		values = maps.Clone(values)
		values.Set(tokenField, personsToken(h))
	}
	body := p.body
	if body == "" {
		body = values.Encode()
	}
	req := httptest.NewRequest(http.MethodPost, "/contact", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if p.contentType != "" {
		req.Header.Set("Content-Type", p.contentType)
	}
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	if p.json {
		req.Header.Set("Accept", "application/json")
	} else {
		req.Header.Set("Accept", "text/html,application/xhtml+xml,*/*;q=0.8")
	}
	for k, v := range p.headers {
		if v == "" {
			req.Header.Del(k)
		} else {
			req.Header.Set(k, v)
		}
	}
	if p.remoteAddr != "" {
		req.RemoteAddr = p.remoteAddr
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func storedEnquiries(t testing.TB, store enquiry.Store) []enquiry.Enquiry {
	t.Helper()
	list, err := store.List(context.Background(), time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	return list
}

func htmlOf(t testing.TB, rec *httptest.ResponseRecorder) *goquery.Document {
	t.Helper()
	if ct := rec.Header().Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Fatalf("Content-Type = %q, want HTML", ct)
	}
	doc, err := goquery.NewDocumentFromReader(bytes.NewReader(rec.Body.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

type jsonAnswer struct {
	OK      bool           `json:"ok"`
	ID      string         `json:"id"`
	Message string         `json:"message"`
	Errors  enquiry.Errors `json:"errors"`
}

func jsonOf(t testing.TB, rec *httptest.ResponseRecorder) jsonAnswer {
	t.Helper()
	if ct := rec.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Fatalf("Content-Type = %q, want JSON", ct)
	}
	var answer jsonAnswer
	if err := json.Unmarshal(rec.Body.Bytes(), &answer); err != nil {
		t.Fatalf("answer is not JSON: %v\n%s", err, rec.Body)
	}
	return answer
}

// formValue reads a field's value from the re-rendered form.
func formValue(doc *goquery.Document, field string) string {
	if field == "message" {
		return doc.Find("textarea[name=message]").Text()
	}
	value, _ := doc.Find("input[name=" + field + "]").Attr("value")
	return value
}

func checkValuesKept(t *testing.T, doc *goquery.Document, values url.Values) {
	t.Helper()
	form := enquiry.FormFromValues(values)
	for field, want := range map[string]string{"name": form.Name, "email": form.Email, "phone": form.Phone, "message": form.Message} {
		if got := formValue(doc, field); got != want {
			t.Errorf("%s re-rendered as %q, want %q", field, got, want)
		}
	}
}

type contactCase struct {
	Name   string         `json:"name"`
	Input  enquiry.Form   `json:"input"`
	Errors enquiry.Errors `json:"errors"`
}

func loadContactCases(t *testing.T) []contactCase {
	t.Helper()
	raw, err := os.ReadFile("../data/contact-cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []contactCase
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	return cases
}

// shownAsTyped reports whether the form can come back exactly as typed:
// refused characters are shown replaced.
func shownAsTyped(f enquiry.Form) bool {
	control := func(s string, multiline bool) bool {
		return strings.IndexFunc(s, func(r rune) bool {
			return (unicode.IsControl(r) && !(multiline && (r == '\n' || r == '\t' || r == '\r'))) || enquiry.IsBidiControl(r)
		}) >= 0
	}
	return !control(f.Name, false) && !control(f.Email, false) && !control(f.Phone, false) && !control(f.Message, true)
}

// Every case of the shared table, sent over HTTP both ways: the server
// applies exactly the island's rules, stores the valid ones and nothing else.
func TestContactSharedCasesOverHTTP(t *testing.T) {
	s, store := newContactServer(t)
	stored := 0
	for _, tc := range loadContactCases(t) {
		values := url.Values{"name": {tc.Input.Name}, "email": {tc.Input.Email}, "phone": {tc.Input.Phone},
			"message": {tc.Input.Message}}
		t.Run(tc.Name+"/json", func(t *testing.T) {
			rec := contactPost{values: values, json: true}.send(s)
			answer := jsonOf(t, rec)
			if len(tc.Errors) == 0 {
				stored++
				if rec.Code != http.StatusCreated || !answer.OK || answer.ID == "" {
					t.Fatalf("status %d, answer %+v; want 201 with an id", rec.Code, answer)
				}
				return
			}
			if rec.Code != http.StatusUnprocessableEntity {
				t.Fatalf("status %d, want 422", rec.Code)
			}
			if fmt.Sprint(answer.Errors) != fmt.Sprint(tc.Errors) {
				t.Errorf("errors = %v\nwant %v", answer.Errors, tc.Errors)
			}
			if !strings.HasPrefix(answer.Message, enquiry.InvalidPrefix) {
				t.Errorf("message = %q", answer.Message)
			}
		})
		t.Run(tc.Name+"/html", func(t *testing.T) {
			rec := contactPost{values: values}.send(s)
			if len(tc.Errors) == 0 {
				stored++
				if rec.Code != http.StatusSeeOther || rec.Header().Get("Location") != "/contact?sent=1" {
					t.Fatalf("status %d to %q, want 303 to /contact?sent=1", rec.Code, rec.Header().Get("Location"))
				}
				return
			}
			if rec.Code != http.StatusUnprocessableEntity {
				t.Fatalf("status %d, want 422", rec.Code)
			}
			doc := htmlOf(t, rec)
			for _, field := range enquiry.FieldNames {
				problem, invalid := tc.Errors[field]
				input := doc.Find(fmt.Sprintf("[name=%s]", field))
				if got := input.AttrOr("aria-invalid", "") == "true"; got != invalid {
					t.Errorf("%s aria-invalid = %v, want %v", field, got, invalid)
				}
				shown := strings.TrimSpace(doc.Find("#contact-" + field + "-error").Text())
				if shown != problem.Message {
					t.Errorf("%s message shown = %q, want %q", field, shown, problem.Message)
				}
			}
			if notice := doc.Find(".contact-form__notice").Text(); !strings.HasPrefix(notice, enquiry.InvalidPrefix) {
				t.Errorf("form-level notice = %q", notice)
			}
			if shownAsTyped(tc.Input) {
				checkValuesKept(t, doc, values)
			}
		})
	}
	if got := len(storedEnquiries(t, store)); got != stored {
		t.Errorf("stored %d enquiries, want exactly the %d valid posts", got, stored)
	}
}

func TestContactStoresWhatWasSentAndHowItArrived(t *testing.T) {
	s, store := newContactServer(t)
	values := validValues()
	values.Set("name", "  Grace Hopper ")
	values.Set("message", "Line one\r\nLine two")
	before := time.Now().UTC()
	if rec := (contactPost{values: values}).send(s); rec.Code != http.StatusSeeOther {
		t.Fatalf("plain form: status %d", rec.Code)
	}
	rec := contactPost{json: true}.send(s)
	answer := jsonOf(t, rec)
	if thanks := s.current().site.View.Contact.Confirmation.Thanks; rec.Code != http.StatusCreated || !answer.OK || thanks == "" || answer.Message != thanks {
		t.Fatalf("island: status %d, answer %+v", rec.Code, answer)
	}
	list := storedEnquiries(t, store)
	if len(list) != 2 {
		t.Fatalf("stored %d, want 2", len(list))
	}
	script, form := list[0], list[1]
	if script.ID != answer.ID || script.Via != enquiry.ViaScript || script.Name != "Ada Lovelace" {
		t.Errorf("island enquiry stored as %+v, answered id %s", script, answer.ID)
	}
	want := enquiry.Enquiry{ID: form.ID, Name: "Grace Hopper", Email: "ada@example.com", Phone: "+44 20 7946 0958",
		Message: "Line one\nLine two", ReceivedAt: form.ReceivedAt, Via: enquiry.ViaForm}
	if got := (enquiry.Enquiry{ID: form.ID, Name: form.Name, Email: form.Email, Phone: form.Phone, Message: form.Message,
		ReceivedAt: form.ReceivedAt, Via: form.Via}); !reflect.DeepEqual(got, want) {
		t.Errorf("plain-form enquiry stored as %+v\nwant %+v", form, want)
	}
	if form.ReceivedAt.Before(before.Add(-time.Second)) || form.ReceivedAt.After(time.Now().Add(time.Second)) {
		t.Errorf("received at %v, want about now", form.ReceivedAt)
	}
}

func TestContactAcceptsMultipartFromAScript(t *testing.T) {
	s, store := newContactServer(t)
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for field, values := range validValues() {
		mw.WriteField(field, values[0])
	}
	mw.Close()
	rec := contactPost{body: body.String(), contentType: mw.FormDataContentType(), json: true}.send(s)
	if rec.Code != http.StatusCreated {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	if list := storedEnquiries(t, store); len(list) != 1 || list[0].Email != "ada@example.com" {
		t.Errorf("stored %+v", list)
	}
}

// failingStore is a database that cannot write, as when the disk is full or
// read-only.
type failingStore struct{}

func (failingStore) Save(context.Context, enquiry.Enquiry, enquiry.Route, string) (enquiry.Enquiry, bool, error) {
	return enquiry.Enquiry{}, false, fmt.Errorf("%w: attempt to write a readonly database", enquiry.ErrUnavailable)
}

// It can still be read: the spam check and the form token are not what fails.
func (failingStore) SameText(context.Context, string, string, time.Time) (int, error) { return 0, nil }
func (failingStore) Secret(context.Context, string) ([]byte, error)                   { return make([]byte, 32), nil }

// Every refusal: its status, its message in both forms of answer, the
// visitor's values kept where the body could be read, and nothing stored.
func TestContactRefusals(t *testing.T) {
	filledTrap := validValues()
	filledTrap.Set("website", "https://spam.example")
	tests := []struct {
		name       string
		post       contactPost
		edit       func(*Options)
		status     int
		message    string
		valuesKept bool
		header     string // a header the answer must carry
	}{
		{name: "cross-site request", post: contactPost{headers: map[string]string{"Sec-Fetch-Site": "cross-site"}},
			status: http.StatusForbidden, message: msgCrossOrigin},
		{name: "same-site but other origin", post: contactPost{headers: map[string]string{"Sec-Fetch-Site": "same-site"}},
			status: http.StatusForbidden, message: msgCrossOrigin},
		{name: "foreign Origin without Sec-Fetch-Site", post: contactPost{headers: map[string]string{
			"Sec-Fetch-Site": "", "Origin": "https://evil.example"}},
			status: http.StatusForbidden, message: msgCrossOrigin},
		{name: "honeypot filled", post: contactPost{values: filledTrap},
			status: http.StatusUnprocessableEntity, message: msgHoneypot, valuesKept: true},
		{name: "body over 64 KiB", post: contactPost{body: "name=" + strings.Repeat("a", maxContactBody)},
			status: http.StatusRequestEntityTooLarge, message: msgTooLarge},
		{name: "JSON body", post: contactPost{body: `{"name":"Ada"}`, contentType: "application/json"},
			status: http.StatusUnsupportedMediaType, message: msgUnsupported},
		{name: "no content type", post: contactPost{headers: map[string]string{"Content-Type": ""}},
			status: http.StatusUnsupportedMediaType, message: msgUnsupported},
		{name: "malformed encoding", post: contactPost{body: "name=%zz&email=x"},
			status: http.StatusBadRequest, message: msgUnreadable},
		{name: "database read-only", edit: func(o *Options) { o.Contact.Store = failingStore{} },
			status: http.StatusServiceUnavailable, message: msgStoreDown, valuesKept: true, header: "Retry-After"},
		{name: "no database", edit: func(o *Options) { o.Contact.Store = nil },
			status: http.StatusServiceUnavailable, message: msgStoreDown, valuesKept: true, header: "Retry-After"},
	}
	// Creating a server renders and compresses every page, so the cases
	// share one server per kind of store.
	servers := map[string]*Server{}
	stores := map[string]*sqlite.Store{}
	serverFor := func(kind string, edit func(*Options)) *Server {
		if servers[kind] == nil { // made with the parent test, so it lasts for every case
			servers[kind], stores[kind] = newContactServer(t, func(o *Options) {
				if edit != nil {
					edit(o)
				}
			})
		}
		return servers[kind]
	}
	for _, tc := range tests {
		for _, asJSON := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/json=%v", tc.name, asJSON), func(t *testing.T) {
				kind := "real store"
				if tc.edit != nil {
					kind = tc.name
				}
				s := serverFor(kind, tc.edit)
				post := tc.post
				post.json = asJSON
				rec := post.send(s)
				if rec.Code != tc.status {
					t.Fatalf("status %d, want %d\n%s", rec.Code, tc.status, rec.Body)
				}
				if tc.header != "" && rec.Header().Get(tc.header) == "" {
					t.Errorf("no %s header", tc.header)
				}
				if asJSON {
					if answer := jsonOf(t, rec); answer.Message != tc.message || answer.OK {
						t.Errorf("answer %+v, want message %q", answer, tc.message)
					}
				} else {
					doc := htmlOf(t, rec)
					if !strings.Contains(doc.Find("main").Text(), tc.message) {
						t.Errorf("page does not say %q:\n%s", tc.message, doc.Find("main").Text())
					}
					if tc.valuesKept {
						checkValuesKept(t, doc, validValues())
						if trap := formValue(doc, honeypotField); trap != "" {
							t.Errorf("honeypot re-rendered with %q", trap)
						}
					}
				}
			})
		}
	}
	for kind, store := range stores {
		if list := storedEnquiries(t, store); len(list) != 0 {
			t.Errorf("%s: stored %d enquiries, all of them refused", kind, len(list))
		}
	}
}

func TestContactAcceptsOurOwnOrigins(t *testing.T) {
	tests := map[string]map[string]string{
		"same-origin fetch":               {"Sec-Fetch-Site": "same-origin"},
		"typed address (no site)":         {"Sec-Fetch-Site": "none"},
		"non-browser client (no headers)": {"Sec-Fetch-Site": ""},
		"public origin behind a proxy":    {"Sec-Fetch-Site": "", "Origin": contactTestOrigin, "Host": "127.0.0.1:8080"},
	}
	s, store := newContactServer(t)
	for name, headers := range tests {
		t.Run(name, func(t *testing.T) {
			before := len(storedEnquiries(t, store))
			if rec := (contactPost{headers: headers}).send(s); rec.Code != http.StatusSeeOther {
				t.Fatalf("status %d, want 303", rec.Code)
			}
			if len(storedEnquiries(t, store)) != before+1 {
				t.Error("enquiry not stored")
			}
		})
	}
}

func TestContactRateLimitPerClient(t *testing.T) {
	s, store := newContactServer(t, func(o *Options) { o.Contact.RateLimit = ratelimit.New(1, 2) })
	alice, bob := "198.51.100.7:1111", "203.0.113.9:2222"
	for i := range 2 {
		if rec := (contactPost{remoteAddr: alice}).send(s); rec.Code != http.StatusSeeOther {
			t.Fatalf("post %d within the burst: status %d", i+1, rec.Code)
		}
	}
	values := validValues()
	values.Set("message", "My third message, kept when refused.")
	rec := contactPost{values: values, remoteAddr: alice}.send(s)
	if rec.Code != http.StatusTooManyRequests {
		t.Fatalf("third post: status %d, want 429", rec.Code)
	}
	retry, err := strconv.Atoi(rec.Header().Get("Retry-After"))
	if err != nil || retry < 1 || retry > 60 {
		t.Errorf("Retry-After = %q, want 1..60 seconds", rec.Header().Get("Retry-After"))
	}
	doc := htmlOf(t, rec)
	checkValuesKept(t, doc, values)
	if notice := doc.Find(".contact-form__notice").Text(); !strings.Contains(notice, "please wait") || !strings.Contains(notice, "seconds") {
		t.Errorf("notice = %q", notice)
	}
	answer := jsonOf(t, contactPost{remoteAddr: alice, json: true}.send(s))
	if !strings.Contains(answer.Message, "please wait") {
		t.Errorf("JSON refusal = %+v", answer)
	}
	if rec := (contactPost{remoteAddr: bob}).send(s); rec.Code != http.StatusSeeOther {
		t.Errorf("another client: status %d, want 303", rec.Code)
	}
	if got := len(storedEnquiries(t, store)); got != 3 {
		t.Errorf("stored %d, want 3 (two from alice, one from bob)", got)
	}
}

// Pages keep serving while the database is down.
func TestPagesServeWhileTheStoreIsDown(t *testing.T) {
	s, store := newContactServer(t)
	store.Close()
	if rec := (contactPost{}).send(s); rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("post with a closed store: status %d, want 503", rec.Code)
	}
	for _, path := range []string{"/home", "/contact", "/contact?sent=1"} {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		if rec.Code != http.StatusOK {
			t.Errorf("GET %s: status %d", path, rec.Code)
		}
	}
}

func TestContactEscapesEverythingItEchoes(t *testing.T) {
	s, _ := newContactServer(t)
	attack := `"><script>alert(1)</script><img src=x onerror=alert(2)>`
	values := validValues()
	values.Set("name", attack)
	values.Set("email", "not-an-email")
	values.Set("message", "</textarea><script>alert(3)</script>")
	rec := contactPost{values: values}.send(s)
	if rec.Code != http.StatusUnprocessableEntity {
		t.Fatalf("status %d", rec.Code)
	}
	body := rec.Body.String()
	if strings.Contains(body, "<script>alert") || strings.Contains(body, "<img src=x") {
		t.Fatal("a typed value reached the page unescaped")
	}
	doc := htmlOf(t, rec)
	if formValue(doc, "name") != attack || formValue(doc, "message") != "</textarea><script>alert(3)</script>" {
		t.Errorf("escaped values do not read back as typed: %q, %q", formValue(doc, "name"), formValue(doc, "message"))
	}
}

// Characters refused by the rules are shown as U+FFFD when the form comes
// back, so the page stays valid, and the visitor is told why.
func TestContactShowsRefusedCharactersReplaced(t *testing.T) {
	s, _ := newContactServer(t)
	rec := contactPost{body: "name=Ada%00%FFLovelace&email=ada%40example.com&phone=1&message=Hi"}.send(s)
	if rec.Code != http.StatusUnprocessableEntity {
		t.Fatalf("status %d", rec.Code)
	}
	doc := htmlOf(t, rec)
	if got := formValue(doc, "name"); got != "Ada\uFFFD\uFFFDLovelace" {
		t.Errorf("name shown as %q", got)
	}
	if msg := doc.Find("#contact-name-error").Text(); msg != "Name contains characters we cannot accept." {
		t.Errorf("message = %q", msg)
	}
	if strings.ContainsRune(rec.Body.String(), 0) {
		t.Error("page contains a NUL byte")
	}
}

func TestContactNotifiesOnlyStoredEnquiries(t *testing.T) {
	var mu sync.Mutex
	var notified []enquiry.Enquiry
	s, store := newContactServer(t, func(o *Options) {
		o.Contact.Notify = func(e enquiry.Enquiry) { mu.Lock(); notified = append(notified, e); mu.Unlock() }
	})
	contactPost{}.send(s)
	invalid := validValues()
	invalid.Set("email", "")
	contactPost{values: invalid}.send(s)
	list := storedEnquiries(t, store)
	if len(notified) == 1 {
		notified[0].Network, notified[0].TokenNonce = "", "" // the store keeps them, and shows them to nobody
	}
	if len(notified) != 1 || len(list) != 1 || !reflect.DeepEqual(notified[0], list[0]) {
		t.Errorf("notified %+v, stored %+v; want the one stored enquiry, with its id", notified, list)
	}
}

// With a real outbox and a webhook that hangs, the visitor's answer does
// not wait, and the webhook receives the enquiry, under its id, once it answers.
func TestContactNeverWaitsForTheWebhook(t *testing.T) {
	release := make(chan struct{})
	received := make(chan *http.Request, 1)
	var calls atomic.Int32
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if calls.Add(1) == 1 {
			<-release // the first attempt hangs until the visitor has had an answer, then fails
			http.Error(w, "busy", http.StatusServiceUnavailable)
			return
		}
		received <- r
	}))
	defer hook.Close()
	sender, err := notify.NewWebhook(hook.URL, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	var outbox *notify.Outbox
	s, store := newContactServer(t, func(o *Options) {
		o.Contact.Route.Channels = []string{enquiry.ChannelWebhook}
		o.Contact.Notify = func(enquiry.Enquiry) { outbox.Wake() }
	})
	outbox = notify.NewOutbox(store, enquiry.ChannelWebhook, sender, notify.OutboxOptions{
		FirstDelay: time.Millisecond, Poll: 10 * time.Millisecond, Logger: slog.New(slog.DiscardHandler)})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { outbox.Run(ctx); close(done) }()
	defer func() { cancel(); <-done }()

	start := time.Now()
	answer := jsonOf(t, contactPost{json: true}.send(s))
	if elapsed := time.Since(start); elapsed > 2*time.Second || !answer.OK {
		t.Fatalf("answer %+v after %v; want success at once", answer, elapsed)
	}
	close(release)
	select {
	case r := <-received:
		if id := r.Header.Get("webhook-id"); id != answer.ID {
			t.Errorf("webhook-id %q, want the enquiry's id %s", id, answer.ID)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the webhook never received the enquiry after its retry")
	}
}

// Many visitors at once: every enquiry answered with success is stored, once. Twenty-five at a time
// keep the one writer contended. Each post is also judged (its text, the same-text count: about
// twice the CPU of a save alone), and on a crowded machine under the race detector a save can
// wait past its 10 s: that visitor is answered 503 with their text kept, which is right, so such
// answers are allowed (a tenth of the posts at most, and never another status), and an enquiry so
// answered is stored once at most.
func TestContactConcurrentPostsAreEachStoredOnce(t *testing.T) {
	const clients, postsEach = 25, 40
	s, store := newContactServer(t)
	var wg sync.WaitGroup
	ids := make(chan string, clients*postsEach)
	busy := make(chan string, clients*postsEach) // the names of the posts answered 503
	failures := make(chan string, clients*postsEach)
	for c := range clients {
		wg.Go(func() {
			for i := range postsEach {
				values := validValues()
				values.Set("name", fmt.Sprintf("client %d post %d", c, i))
				rec := contactPost{values: values, json: true, remoteAddr: fmt.Sprintf("198.51.100.%d:1", c)}.send(s)
				var answer jsonAnswer
				switch err := json.Unmarshal(rec.Body.Bytes(), &answer); {
				case err == nil && rec.Code == http.StatusCreated:
					ids <- answer.ID
				case rec.Code == http.StatusServiceUnavailable:
					busy <- values.Get("name")
				default:
					failures <- fmt.Sprintf("status %d: %s", rec.Code, rec.Body)
				}
			}
		})
	}
	wg.Wait()
	close(ids)
	close(busy)
	close(failures)
	for f := range failures {
		t.Error(f)
	}
	answered := map[string]bool{}
	for id := range ids {
		answered[id] = true
	}
	refused := map[string]bool{}
	for name := range busy {
		refused[name] = true
	}
	if len(refused) > clients*postsEach/10 {
		t.Errorf("%d of %d posts answered 503: the store kept up with too few", len(refused), clients*postsEach)
	}
	list := storedEnquiries(t, store)
	names := map[string]int{}
	for _, e := range list {
		names[e.Name]++
		if !answered[e.ID] && !refused[e.Name] {
			t.Errorf("%s (%s) is stored, yet its post was answered neither with its id nor 503", e.ID, e.Name)
		}
		delete(answered, e.ID)
	}
	if len(names) != len(list) || len(answered) != 0 {
		t.Errorf("stored %d rows, %d distinct names, %d answered ids missing; want each name once, none missing",
			len(list), len(names), len(answered))
	}
	t.Logf("%d posts: %d stored, %d answered 503", clients*postsEach, len(list), len(refused))
}

func TestReadContactBodyReportsOversizeMultipart(t *testing.T) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("message", strings.Repeat("x", maxContactBody))
	mw.Close()
	req := httptest.NewRequest(http.MethodPost, "/contact", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	_, status, message := readContactBody(httptest.NewRecorder(), req)
	if status != http.StatusRequestEntityTooLarge || message != msgTooLarge {
		t.Errorf("status %d, message %q; want 413", status, message)
	}
}

func TestInvalidNoticeNamesFieldsInPageOrder(t *testing.T) {
	tests := []struct {
		errs enquiry.Errors
		want string
	}{
		{enquiry.Errors{"phone": {}}, enquiry.InvalidPrefix + "your phone number."},
		{enquiry.Errors{"message": {}, "email": {}}, enquiry.InvalidPrefix + "your email address and your message."},
		{enquiry.Errors{"message": {}, "phone": {}, "name": {}, "email": {}},
			enquiry.InvalidPrefix + "your name, your email address, your phone number and your message."},
	}
	for _, tc := range tests {
		if got := tc.errs.Summary(); got != tc.want {
			t.Errorf("Summary(%v) = %q, want %q", tc.errs, got, tc.want)
		}
	}
}

func TestWaitPhrase(t *testing.T) {
	for seconds, want := range map[int]string{0: "a second", 1: "a second", 12: "12 seconds", 119: "119 seconds", 120: "2 minutes", 121: "3 minutes"} {
		if got := waitPhrase(seconds); got != want {
			t.Errorf("waitPhrase(%d) = %q, want %q", seconds, got, want)
		}
	}
}

// The body limit never refuses a valid enquiry: the longest one, every
// character four bytes long and percent-encoded, still fits.
func TestContactLongestValidEnquiryFitsTheBodyLimit(t *testing.T) {
	s, store := newContactServer(t)
	emoji := "\U0001F3A8"
	local := strings.Repeat("a", 60)
	domain := strings.Repeat("b", 63) + "." + strings.Repeat("c", 63) + "." + strings.Repeat("d", 63) + ".e"
	values := url.Values{
		"name":    {strings.Repeat(emoji, enquiry.MaxRunes("name"))},
		"email":   {local + "@" + domain},
		"phone":   {strings.Repeat(emoji, enquiry.MaxRunes("phone"))},
		"message": {strings.Repeat(emoji, enquiry.MaxRunes("message"))},
		"website": {""},
	}
	if n := len(values.Get("email")); n != enquiry.MaxRunes("email") {
		t.Fatalf("test email has %d characters, want the limit", n)
	}
	if size := len(values.Encode()); size > maxContactBody {
		t.Fatalf("the longest valid form encodes to %d bytes, over the %d-byte limit", size, maxContactBody)
	}
	rec := contactPost{values: values, json: true}.send(s)
	if rec.Code != http.StatusCreated {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	if list := storedEnquiries(t, store); len(list) != 1 || list[0].Message != values.Get("message") {
		t.Error("the longest valid enquiry was not stored intact")
	}
}

// The contact island starts from the props the page carries: the state the server rendered, the note
// beside SUBMIT and the confirmation it shows once an enquiry is stored (content/studio/contact.toml's),
// as the page does.
func TestContactIslandPropsMatchThePage(t *testing.T) {
	s, _ := newContactServer(t)
	confirmation := s.current().site.View.Contact.Confirmation
	invalid := validValues()
	invalid.Set("email", "not-an-email")
	tests := []struct {
		name      string
		res       *http.Response
		wantSent  bool
		wantEmail string
		wantError bool // the email field judged invalid (a malformed address has no message of its own)
	}{
		{"empty form", request(t, s, "GET", "/contact"), false, "", false},
		{"thank-you state", request(t, s, "GET", "/contact?sent=1"), true, "", false},
		{"invalid post", contactPost{values: invalid}.send(s).Result(), false, "not-an-email", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := document(t, tt.res)
			var props views.ContactProps
			if err := json.Unmarshal([]byte(doc.Find(`[data-island=contact] script#contact-props[type="application/json"]`).Text()), &props); err != nil {
				t.Fatalf("contact props: %v", err)
			}
			// The island renders and validates the fields it is given: data/contact-fields.json, in order.
			if !reflect.DeepEqual(props.Fields, data.ContactFields()) {
				t.Errorf("props' fields = %+v, want data/contact-fields.json's", props.Fields)
			}
			if confirmation.Thanks == "" || len(confirmation.Next) == 0 || !reflect.DeepEqual(props.Confirmation, confirmation) || props.Sent != tt.wantSent {
				t.Errorf("confirmation %+v sent %v, want %+v %v", props.Confirmation, props.Sent, confirmation, tt.wantSent)
			}
			// SUBMIT is described by what it waits for, the same words the island is given.
			note := s.current().site.View.Contact.SendNote
			described := doc.Find("#" + doc.Find(`form[action="/contact"] button[type=submit]`).AttrOr("aria-describedby", "none")).Text()
			if note == "" || described != note || props.SendNote != note {
				t.Errorf("SUBMIT described by %q, props' note %q, want %q", described, props.SendNote, note)
			}
			if _, judged := props.Errors["email"]; props.Values["email"] != tt.wantEmail || judged != tt.wantError {
				t.Errorf("email %q judged invalid %v, want %q %v", props.Values["email"], judged, tt.wantEmail, tt.wantError)
			}
			if tt.wantSent && doc.Find(".contact-form__status").Text() != props.Confirmation.Thanks {
				t.Errorf("page shows %q, props say %q", doc.Find(".contact-form__status").Text(), props.Confirmation.Thanks)
			}
			// Once sent, the confirmation (a heading, what happens next: the island's list too) comes
			// before the form, which is there again, empty.
			forms, sent := doc.Find(`form[action="/contact"]`), doc.Find(".contact-sent")
			if tt.wantSent {
				steps := sent.Find("ol li").Length()
				if forms.Length() != 1 || sent.Find("h2#contact-sent-heading").Length() != 1 || steps == 0 || steps != len(props.Confirmation.Next) ||
					sent.Next().Get(0) != forms.Get(0) {
					t.Errorf("confirmation: %d forms, %d steps (props %d), want the heading and the steps, then the form", forms.Length(), steps, len(props.Confirmation.Next))
				}
				forms.Find("input:not([name=website]):not([name=token]), textarea").Each(func(_ int, field *goquery.Selection) {
					if value, _ := field.Attr("value"); value != "" || field.Text() != "" {
						t.Errorf("the form after the confirmation is not empty: %s holds %q", field.AttrOr("name", "?"), value+field.Text())
					}
				})
			} else if forms.Length() != 1 || sent.Length() != 0 {
				t.Errorf("%d forms and %d confirmations, want the form alone", forms.Length(), sent.Length())
			}
		})
	}
}

// Behind the agency's reverse proxy every post arrives from the proxy: the
// visitors it names in X-Forwarded-For get a limit each, while a client that
// connects directly cannot escape its own limit by naming someone else.
func TestContactRateLimitBehindATrustedProxy(t *testing.T) {
	proxies, err := web.ParseTrustedProxies("10.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	s, _ := newContactServer(t, func(o *Options) {
		o.Contact.RateLimit = ratelimit.New(1, 1)
		o.TrustedProxies = proxies
	})
	via := func(remote, forwardedFor string) int {
		return contactPost{remoteAddr: remote, headers: map[string]string{"X-Forwarded-For": forwardedFor}}.send(s).Code
	}
	tests := []struct {
		name        string
		remote, xff string
		want        int
	}{
		{"alice through the proxy", "10.0.0.1:5000", "198.51.100.7", http.StatusSeeOther},
		{"bob through the proxy", "10.0.0.1:5001", "203.0.113.9", http.StatusSeeOther},
		{"alice again", "10.0.0.1:5002", "198.51.100.7", http.StatusTooManyRequests},
		{"mallory directly", "192.0.2.66:1", "192.0.2.200", http.StatusSeeOther},
		{"mallory naming someone new", "192.0.2.66:2", "192.0.2.201", http.StatusTooManyRequests},
	}
	for _, tt := range tests {
		if got := via(tt.remote, tt.xff); got != tt.want {
			t.Errorf("%s: status %d, want %d", tt.name, got, tt.want)
		}
	}
}

// The island sends an Idempotency-Key; a repeat after a lost answer is
// stored once and answered as the first was.
func TestContactIdempotencyKey(t *testing.T) {
	s, store := newContactServer(t, func(o *Options) { o.Contact.Route.Channels = []string{enquiry.ChannelEmail} })
	const key = "0b7f3c1e-5d2a-4f6b-9c8d-1a2b3c4d5e6f"
	withKey := contactPost{json: true, headers: map[string]string{"Idempotency-Key": key}}
	first := withKey.send(s)
	again := withKey.send(s)
	// The same answer but for the fresh form token each carries for a next enquiry.
	same := func(rec *httptest.ResponseRecorder) string {
		var answer map[string]any
		json.Unmarshal(rec.Body.Bytes(), &answer) //nolint:errcheck // compared below
		delete(answer, "token")
		delete(answer, "proof")
		b, _ := json.Marshal(answer)
		return string(b)
	}
	if first.Code != http.StatusCreated || again.Code != http.StatusCreated || same(first) != same(again) || !strings.Contains(first.Body.String(), `"id"`) {
		t.Errorf("first %d %s, repeat %d %s; want the same 201 answer", first.Code, first.Body, again.Code, again.Body)
	}
	if list := storedEnquiries(t, store); len(list) != 1 {
		t.Errorf("stored %d enquiries, want 1", len(list))
	}
	if d, _ := store.Deliveries(context.Background()); len(d) != 1 {
		t.Errorf("%d notifications, want 1", len(d))
	}

	other := validValues()
	other.Set("message", "Something else entirely.")
	rec := contactPost{values: other, json: true, headers: map[string]string{"Idempotency-Key": key}}.send(s)
	if answer := jsonOf(t, rec); rec.Code != http.StatusUnprocessableEntity || answer.Message != msgKeyReused {
		t.Errorf("the key with other values: %d %+v", rec.Code, answer)
	}

	// Keys that are not plausible are ignored: the enquiry is stored each time.
	for _, bad := range []string{"short", strings.Repeat("k", 129), "key with spaces and more", "k\u00e9y-0123456789abcdef"} {
		rec := contactPost{json: true, headers: map[string]string{"Idempotency-Key": bad}}.send(s)
		if rec.Code != http.StatusCreated {
			t.Errorf("key %q: %d", bad, rec.Code)
		}
	}
	if list := storedEnquiries(t, store); len(list) != 5 {
		t.Errorf("stored %d enquiries, want 5", len(list))
	}
}
