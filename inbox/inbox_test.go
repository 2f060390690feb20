package inbox_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"

	"designo/enquiry"
	"designo/enquiry/postgres"
	"designo/enquiry/sqlite"
	"designo/inbox"
	"designo/internal/pgtest"
	"designo/internal/ratelimit"
)

// TestMain stops the PostgreSQL server the tests started (see internal/pgtest).
func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// store is what a fixture needs: the inbox's store that the test can close.
type store interface {
	inbox.Store
	Save(ctx context.Context, e enquiry.Enquiry, route enquiry.Route, key string) (enquiry.Enquiry, bool, error)
	Close() error
}

// stores are the two the inbox runs on: each test runs on both.
var stores = map[string]func(t *testing.T) store{
	"SQLite": func(t *testing.T) store {
		return sqlite.Open(filepath.Join(t.TempDir(), "enquiries.db"), nil)
	},
	"PostgreSQL": func(t *testing.T) store {
		s, err := postgres.Open(pgtest.Database(t), nil)
		if err != nil {
			t.Fatal(err)
		}
		return s
	},
}

// onBothStores runs test once on SQLite and once on PostgreSQL.
func onBothStores(t *testing.T, test func(t *testing.T, open func(t *testing.T) store)) {
	for name, open := range stores {
		t.Run(name, func(t *testing.T) { test(t, open) })
	}
}

const origin = "http://localhost:8081"

// fixture is an inbox on a real SQLite store with one held enquiry and one signed-in member.
type fixture struct {
	store   store
	handler *inbox.Handler
	held    enquiry.Enquiry
	session string // the member's session token
}

func newFixture(t *testing.T, open func(t *testing.T) store, opts inbox.Options) *fixture {
	t.Helper()
	ctx := context.Background()
	store := open(t)
	t.Cleanup(func() { store.Close() })
	held, _, err := store.Save(ctx, enquiry.Enquiry{
		Name: "Link Builder", Email: "offers@backlinks.example", Phone: "0123", Via: enquiry.ViaForm,
		Message: "cheap seo [url=http://y.example]backlinks[/url]", Verdict: enquiry.VerdictHeld, Reasons: []string{"BBCode links"},
	}, enquiry.Route{}, "")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	if _, err := store.Invite(ctx, "ada@designo.example", "invitation", now, now.Add(time.Hour), "test"); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Enrol(ctx, "invitation", enquiry.Passkey{ID: []byte("key"), Data: []byte("{}")}, "session-token", now, now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	opts.Store = store
	if opts.Origin == "" {
		opts.Origin = origin
	}
	h, err := inbox.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{store: store, handler: h, held: held, session: "session-token"}
}

func (f *fixture) do(method, path string, headers map[string]string) *http.Response {
	r := httptest.NewRequest(method, origin+path, nil)
	for k, v := range headers {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	f.handler.ServeHTTP(w, r)
	return w.Result()
}

func document(t *testing.T, res *http.Response) *goquery.Document {
	t.Helper()
	doc, err := goquery.NewDocumentFromReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// unchanged fails the test when the held enquiry is no longer as it was stored.
func (f *fixture) unchanged(t *testing.T) {
	t.Helper()
	e, err := f.store.Get(context.Background(), f.held.ID)
	if err != nil || e.Verdict != enquiry.VerdictHeld || !e.HandledAt.IsZero() {
		t.Errorf("the held enquiry changed: %+v, %v", e, err)
	}
	log, _ := f.store.AuditLog(context.Background(), time.Time{})
	for _, entry := range log {
		switch entry.Action {
		case enquiry.AuditReleased, enquiry.AuditMarkedHandled, enquiry.AuditMarkedSpam:
			t.Errorf("the audit trail records %q, which was refused", entry.Action)
		}
	}
}

// TestEveryPageAndActionNeedsASession: without a session (none, an unknown one, one signed out),
// every inbox page and action answers the sign-in page (401), shows no enquiry data and changes
// nothing.
func TestEveryPageAndActionNeedsASession(t *testing.T) {
	onBothStores(t, testEveryPageAndActionNeedsASession)
}

func testEveryPageAndActionNeedsASession(t *testing.T, open func(t *testing.T) store) {
	f := newFixture(t, open, inbox.Options{})
	id := f.held.ID
	routes := []struct{ method, path string }{
		{"GET", "/inbox"},
		{"GET", "/inbox/handled"},
		{"GET", "/inbox/held"},
		{"GET", "/inbox/spam"},
		{"GET", "/inbox/enquiries/" + id},
		{"HEAD", "/inbox/held"},
		{"POST", "/inbox/enquiries/" + id + "/handled"},
		{"POST", "/inbox/enquiries/" + id + "/release"},
		{"POST", "/inbox/enquiries/" + id + "/spam"},
		{"POST", "/inbox/signout"},
	}
	ended := "ended-session"
	now := time.Now()
	if _, err := f.store.Invite(context.Background(), "bo@designo.example", "second", now, now.Add(time.Hour), "test"); err != nil {
		t.Fatal(err)
	}
	if _, err := f.store.Enrol(context.Background(), "second", enquiry.Passkey{ID: []byte("key2"), Data: []byte("{}")}, ended, now, now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if err := f.store.SignOut(context.Background(), ended, now); err != nil {
		t.Fatal(err)
	}
	cookies := map[string]string{
		"no cookie":      "",
		"unknown token":  "inbox-session=NOTASESSION",
		"signed out":     "inbox-session=" + ended,
		"another cookie": "inbox-ceremony=" + f.session,
	}
	for _, rt := range routes {
		for name, cookie := range cookies {
			t.Run(rt.method+" "+strings.ReplaceAll(rt.path, id, "ID")+" "+name, func(t *testing.T) {
				headers := map[string]string{"Sec-Fetch-Site": "same-origin"}
				if cookie != "" {
					headers["Cookie"] = cookie
				}
				res := f.do(rt.method, rt.path, headers)
				if res.StatusCode != http.StatusUnauthorized {
					t.Fatalf("status %d, want 401", res.StatusCode)
				}
				if rt.method == "HEAD" {
					return
				}
				doc := document(t, res)
				if doc.Find(`button[data-passkey="signin"]`).Length() != 1 {
					t.Error("no sign-in button")
				}
				html, _ := doc.Html()
				for _, secret := range []string{f.held.Name, f.held.Email, "cheap seo", id, "ada@designo.example"} {
					if strings.Contains(html, secret) {
						t.Errorf("the sign-in page shows %q", secret)
					}
				}
				if doc.Find(".inbox-nav, .inbox-item, form").Length() != 0 {
					t.Error("the sign-in page has the folders, an enquiry or a form")
				}
			})
		}
	}
	f.unchanged(t)
}

// TestCrossOriginPostsRefused: a signed-in member's browser sending a POST from another site (a
// cross-site form, another origin's script) is refused, and nothing changes; from the inbox's own
// pages the same POST works.
func TestCrossOriginPostsRefused(t *testing.T) { onBothStores(t, testCrossOriginPostsRefused) }

func testCrossOriginPostsRefused(t *testing.T, open func(t *testing.T) store) {
	f := newFixture(t, open, inbox.Options{})
	id := f.held.ID
	signedIn := "inbox-session=" + f.session
	posts := []string{
		"/inbox/enquiries/" + id + "/handled",
		"/inbox/enquiries/" + id + "/release",
		"/inbox/enquiries/" + id + "/spam",
		"/inbox/signout",
		"/inbox/signin/begin",
		"/inbox/signin/finish",
		"/inbox/join/invitation/begin",
	}
	foreign := []map[string]string{
		{"Sec-Fetch-Site": "cross-site"},
		{"Sec-Fetch-Site": "same-site"}, // another subdomain of the agency is another origin
		{"Origin": "https://evil.example"},
		{"Origin": "https://www.designo.co"},
	}
	for _, path := range posts {
		for _, h := range foreign {
			t.Run(path+" "+strings.Join(values(h), " "), func(t *testing.T) {
				h["Cookie"] = signedIn
				res := f.do("POST", path, h)
				if res.StatusCode != http.StatusForbidden {
					t.Errorf("status %d, want 403", res.StatusCode)
				}
			})
		}
	}
	f.unchanged(t)
	if _, err := f.store.Session(context.Background(), f.session, time.Now()); err != nil {
		t.Errorf("a cross-origin sign-out ended the session: %v", err)
	}

	res := f.do("POST", "/inbox/enquiries/"+id+"/spam", map[string]string{"Cookie": signedIn, "Sec-Fetch-Site": "same-origin", "Origin": origin})
	if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != "/inbox/enquiries/"+id {
		t.Fatalf("same-origin POST: %d %s, want 303 to the enquiry", res.StatusCode, res.Header.Get("Location"))
	}
	if e, _ := f.store.Get(context.Background(), id); e.Verdict != enquiry.VerdictSpam {
		t.Errorf("after a same-origin Spam the verdict is %q", e.Verdict)
	}
	log, _ := f.store.AuditLog(context.Background(), time.Time{})
	if last := log[len(log)-1]; last.Actor != "ada@designo.example" || last.Action != enquiry.AuditMarkedSpam || last.Subject != id {
		t.Errorf("audit ends with %+v, want ada's spam mark of %s", last, id)
	}
}

func values(m map[string]string) []string {
	var out []string
	for k, v := range m {
		out = append(out, k+": "+v)
	}
	return out
}

// TestSignedInPages: a member sees the folders and an enquiry's details, reasons and actions.
func TestSignedInPages(t *testing.T) { onBothStores(t, testSignedInPages) }

func testSignedInPages(t *testing.T, open func(t *testing.T) store) {
	f := newFixture(t, open, inbox.Options{})
	cookie := map[string]string{"Cookie": "inbox-session=" + f.session}
	res := f.do("GET", "/inbox/held", cookie)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("held: %d", res.StatusCode)
	}
	doc := document(t, res)
	if got := doc.Find(".inbox-item__name").Text(); got != "Link Builder" {
		t.Errorf("held lists %q", got)
	}
	if got := doc.Find(".inbox-item__reason").Text(); got != "Held: BBCode links" {
		t.Errorf("held item's reason %q", got)
	}
	if cur := doc.Find(`.inbox-nav a[aria-current="page"]`).Text(); cur != "Held" {
		t.Errorf("current folder %q", cur)
	}
	doc = document(t, f.do("GET", "/inbox/enquiries/"+f.held.ID, cookie))
	if got := doc.Find(".inbox-reasons li").Text(); got != "BBCode links" {
		t.Errorf("reasons %q", got)
	}
	var buttons []string
	doc.Find(".inbox-actions form").Each(func(_ int, s *goquery.Selection) {
		if method, _ := s.Attr("method"); method != "post" {
			t.Errorf("an action's form is %q, not a POST", method)
		}
		buttons = append(buttons, strings.TrimSpace(s.Text()))
	})
	if strings.Join(buttons, ",") != "Not spam,Spam" {
		t.Errorf("actions on a held enquiry: %q", buttons)
	}
	if href, _ := doc.Find(`a:contains("Reply by e-mail")`).Attr("href"); href != "mailto:offers@backlinks.example?subject=Your%20enquiry%20to%20Designo" {
		t.Errorf("reply link %q", href)
	}
	if res := f.do("GET", "/inbox/enquiries/no-such-id", cookie); res.StatusCode != http.StatusNotFound {
		t.Errorf("unknown enquiry: %d, want 404", res.StatusCode)
	}
	if res := f.do("GET", "/elsewhere", cookie); res.StatusCode != http.StatusNotFound {
		t.Errorf("unknown page: %d, want 404", res.StatusCode)
	}
}

// TestCeremoniesAreRateLimitedAndCookiesHardened: a client past its rate gets 429; under https
// the ceremony's cookie is __Host-, Secure, HttpOnly and SameSite=Strict; an invitation nobody
// issued answers as a used one does.
func TestCeremoniesAreRateLimitedAndCookiesHardened(t *testing.T) {
	f := newFixture(t, stores["SQLite"], inbox.Options{Origin: "https://inbox.designo.example", RateLimit: ratelimit.New(2, 2)})
	same := map[string]string{"Sec-Fetch-Site": "same-origin"}
	for i := range 2 {
		res := f.do("POST", "/inbox/signin/begin", same)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("begin %d: %d", i, res.StatusCode)
		}
		cookies := res.Cookies()
		if len(cookies) != 1 || cookies[0].Name != "__Host-inbox-ceremony" || !cookies[0].Secure || !cookies[0].HttpOnly ||
			cookies[0].SameSite != http.SameSiteStrictMode || cookies[0].Path != "/" || cookies[0].Domain != "" {
			t.Errorf("ceremony cookie %+v", cookies)
		}
	}
	if res := f.do("POST", "/inbox/signin/begin", same); res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" {
		t.Errorf("third begin within the minute: %d (Retry-After %q), want 429", res.StatusCode, res.Header.Get("Retry-After"))
	}

	g := newFixture(t, stores["SQLite"], inbox.Options{})
	for _, token := range []string{"never-issued", "invitation"} { // the fixture's invitation is used
		if res := g.do("GET", "/inbox/join/"+token, nil); res.StatusCode != http.StatusGone {
			t.Errorf("join %s: %d, want 410", token, res.StatusCode)
		}
	}
}

// TestAFolderIsReadAPageAtATime: a flood of held spam is shown a page at a time, with how many
// there are, and "Older" pages through every one of them.
func TestAFolderIsReadAPageAtATime(t *testing.T) {
	onBothStores(t, func(t *testing.T, open func(t *testing.T) store) {
		f := newFixture(t, open, inbox.Options{PageSize: 2})
		for i := range 4 {
			_, _, err := f.store.Save(context.Background(), enquiry.Enquiry{Name: "Robot " + strconv.Itoa(i), Email: "r@x.example", Phone: "1",
				Message: "spam", Via: enquiry.ViaForm, Verdict: enquiry.VerdictHeld, ReceivedAt: time.Now().Add(time.Duration(i) * time.Minute)}, enquiry.Route{}, "")
			if err != nil {
				t.Fatal(err)
			}
		}
		cookie := map[string]string{"Cookie": "inbox-session=" + f.session}
		var seen []string
		path := "/inbox/held"
		var counts []string
		for range 5 {
			doc := document(t, f.do("GET", path, cookie))
			doc.Find(".inbox-item__name").Each(func(_ int, s *goquery.Selection) { seen = append(seen, s.Text()) })
			counts = append(counts, doc.Find(".inbox-list__count").Text())
			older, ok := doc.Find(`.inbox-pager a:contains("Older")`).Attr("href")
			if !ok {
				break
			}
			path = older
		}
		if want := "Robot 3,Robot 2,Robot 1,Robot 0,Link Builder"; strings.Join(seen, ",") != want {
			t.Errorf("paging through Held shows %q, want %q", seen, want)
		}
		if want := "5 held: 1–2 shown, newest first.|5 held: 3–4 shown, newest first.|5 held: 5–5 shown, newest first."; strings.Join(counts, "|") != want {
			t.Errorf("counts %q, want %q", counts, want)
		}
		if res := f.do("GET", "/inbox/held?after="+enquiry.NewID(), cookie); res.StatusCode != http.StatusNotFound {
			t.Errorf("a page after an unknown enquiry: %d, want 404", res.StatusCode)
		}
		if got := document(t, f.do("GET", "/inbox", cookie)).Find(".inbox-list__count").Text(); got != "" {
			t.Errorf("New, empty, says %q", got)
		}
	})
}

func TestNewRefusesAnOriginPasskeysCannotUse(t *testing.T) {
	store := sqlite.Open(filepath.Join(t.TempDir(), "e.db"), nil)
	defer store.Close()
	for origin, ok := range map[string]bool{
		"https://inbox.designo.co":     true,
		"http://localhost:8081":        true,
		"http://inbox.designo.co":      false, // passkeys need https beyond localhost
		"https://127.0.0.1:8081":       false, // an IP address is no relying party
		"inbox.designo.co":             false,
		"https://inbox.designo.co/x":   false,
		"https://[::1]:8081":           false,
		"http://127.0.0.1:8081":        false, // localhost, by name
		"https://u:p@inbox.designo.co": false,
	} {
		_, err := inbox.New(inbox.Options{Store: store, Origin: origin})
		if (err == nil) != ok {
			t.Errorf("New with origin %q: %v, want ok=%v", origin, err, ok)
		}
	}
}
