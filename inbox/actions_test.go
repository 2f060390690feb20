package inbox_test

import (
	"context"
	"database/sql"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"designo/enquiry"
	"designo/enquiry/sqlite"
	"designo/inbox"
)

// post does an action as the fixture's member and returns the answer with the cookies it set.
func (f *fixture) post(t *testing.T, path string) *http.Response {
	t.Helper()
	return f.do("POST", path, map[string]string{"Cookie": "inbox-session=" + f.session, "Sec-Fetch-Site": "same-origin", "Origin": origin})
}

// view opens an enquiry's page with the session and the given extra cookies; it returns the
// sentence of its flash ("" when none) and the answer.
func (f *fixture) view(t *testing.T, path string, cookies ...*http.Cookie) (string, *http.Response) {
	t.Helper()
	r := httptest.NewRequest("GET", origin+path, nil)
	r.AddCookie(&http.Cookie{Name: "inbox-session", Value: f.session})
	for _, c := range cookies {
		r.AddCookie(c)
	}
	w := httptest.NewRecorder()
	f.handler.ServeHTTP(w, r)
	res := w.Result()
	return strings.TrimSpace(document(t, res).Find(".inbox-enquiry__done").Text()), res
}

func flashCookie(res *http.Response) *http.Cookie {
	for _, c := range res.Cookies() {
		if c.Name == "inbox-done" && c.MaxAge > 0 {
			return c
		}
	}
	return nil
}

// TestAPageClaimsOnlyWhatWasDone: "?done=release" (a link in a message) shows nothing; the action
// itself shows its outcome once, on its enquiry, in the session that did it.
func TestAPageClaimsOnlyWhatWasDone(t *testing.T) {
	onBothStores(t, func(t *testing.T, open func(t *testing.T) store) {
		f := newFixture(t, open, inbox.Options{Channels: []string{enquiry.ChannelEmail, enquiry.ChannelWebhook}})
		page := "/inbox/enquiries/" + f.held.ID
		for _, done := range []string{"release", "spam", "handled", "released:email"} {
			if said, _ := f.view(t, page+"?done="+done); said != "" {
				t.Errorf("?done=%s says %q with nothing done", done, said)
			}
		}
		forged := &http.Cookie{Name: "inbox-done", Value: "eA.eA"}
		if said, _ := f.view(t, page, forged); said != "" {
			t.Errorf("a forged flash says %q", said)
		}

		res := f.post(t, page+"/release")
		flash := flashCookie(res)
		if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != page || flash == nil {
			t.Fatalf("release: %d to %q, flash %v", res.StatusCode, res.Header.Get("Location"), flash)
		}
		if said, _ := f.view(t, "/inbox/enquiries/"+enquiry.NewID(), flash); said != "" {
			t.Errorf("another enquiry's page shows the flash: %q", said)
		}
		said, res := f.view(t, page, flash)
		if said != "Released: its e-mail and webhook are on their way, as if it had just arrived." {
			t.Errorf("after release: %q", said)
		}
		if c := res.Cookies(); len(c) != 1 || c[0].Name != "inbox-done" || c[0].MaxAge >= 0 {
			t.Errorf("the flash is not forgotten once shown: %+v", c)
		}
		// Another session (another member, or a stolen cookie of the flash alone) sees nothing.
		now := time.Now()
		if _, err := f.store.Invite(context.Background(), "ben@designo.example", "inv2", now, now.Add(time.Hour), "test"); err != nil {
			t.Fatal(err)
		}
		if _, err := f.store.Enrol(context.Background(), "inv2", enquiry.Passkey{ID: []byte("key2"), Data: []byte("{}")}, "ben-session", now, now.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		other := *f
		other.session = "ben-session"
		if said, _ := other.view(t, page, flash); said != "" {
			t.Errorf("another session shows the flash: %q", said)
		}

		// Spam, then "Not spam" again: told already, so nothing is sent twice, and the page says so.
		flash = flashCookie(f.post(t, page+"/spam"))
		if said, _ := f.view(t, page, flash); said != "Marked as spam." {
			t.Errorf("after spam: %q", said)
		}
		flash = flashCookie(f.post(t, page+"/release"))
		if said, _ := f.view(t, page, flash); !strings.HasPrefix(said, "Released: it is in the inbox again. It was told of before") {
			t.Errorf("after a second release: %q", said)
		}
		ds, _ := f.store.Notifications(context.Background(), f.held.ID)
		if len(ds) != 2 {
			t.Errorf("%d deliveries after Spam and Not spam, want the first release's 2", len(ds))
		}
	})
}

// TestHandledIsRefusedOnAHeldEnquiry: a held enquiry marked handled would skip New when released.
func TestHandledIsRefusedOnAHeldEnquiry(t *testing.T) {
	onBothStores(t, func(t *testing.T, open func(t *testing.T) store) {
		f := newFixture(t, open, inbox.Options{})
		res := f.post(t, "/inbox/enquiries/"+f.held.ID+"/handled")
		if res.StatusCode != http.StatusConflict || flashCookie(res) != nil {
			t.Errorf("handled on a held enquiry: %d, want 409 and no flash", res.StatusCode)
		}
		if !strings.Contains(document(t, res).Find("main").Text(), "“Not spam” first") {
			t.Error("the refusal does not say what to do")
		}
		f.unchanged(t)
	})
}

// TestAnActionWhoseAuditLineFailsIsNotDone: the audit insert fails (a trigger), so "Not spam" is
// not done, and the page says that nothing was changed.
func TestAnActionWhoseAuditLineFailsIsNotDone(t *testing.T) {
	f := newFixture(t, stores["SQLite"], inbox.Options{Channels: []string{enquiry.ChannelWebhook}})
	db, err := sql.Open("sqlite", "file:"+f.store.(*sqlite.Store).Path())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`CREATE TRIGGER no_audit BEFORE INSERT ON audit BEGIN SELECT RAISE(ABORT, 'test: no audit'); END`); err != nil {
		t.Fatal(err)
	}
	for _, action := range []string{"release", "spam"} {
		res := f.post(t, "/inbox/enquiries/"+f.held.ID+"/"+action)
		if res.StatusCode != http.StatusServiceUnavailable || flashCookie(res) != nil {
			t.Errorf("%s with no audit line: %d, want 503 and no flash", action, res.StatusCode)
		}
		if h := document(t, res).Find("h1").Text(); h != "Nothing was changed" {
			t.Errorf("%s with no audit line says %q", action, h)
		}
	}
	f.unchanged(t)
	if ds, _ := f.store.Notifications(context.Background(), f.held.ID); len(ds) != 0 {
		t.Errorf("notifications queued by a release that was not done: %+v", ds)
	}
}

// TestARefusedSignInIsAudited: a sign-in whose passkey does not check out leaves a line.
func TestARefusedSignInIsAudited(t *testing.T) {
	f := newFixture(t, stores["SQLite"], inbox.Options{})
	same := map[string]string{"Sec-Fetch-Site": "same-origin"}
	begin := f.do("POST", "/inbox/signin/begin", same)
	if begin.StatusCode != http.StatusOK || len(begin.Cookies()) != 1 {
		t.Fatalf("begin: %d", begin.StatusCode)
	}
	r := httptest.NewRequest("POST", origin+"/inbox/signin/finish", strings.NewReader(`{"id":"AAAA","rawId":"AAAA","type":"public-key","response":{}}`))
	r.Header.Set("Sec-Fetch-Site", "same-origin")
	r.Header.Set("Content-Type", "application/json")
	r.AddCookie(begin.Cookies()[0])
	w := httptest.NewRecorder()
	f.handler.ServeHTTP(w, r)
	if w.Code != http.StatusUnauthorized {
		t.Fatalf("finish with a forged passkey: %d", w.Code)
	}
	log, _ := f.store.AuditLog(context.Background(), time.Time{})
	last := log[len(log)-1]
	if last.Action != enquiry.AuditSignInRefused || last.Actor != "unknown passkey" || last.Subject != "from 192.0.2.1" {
		t.Errorf("audit ends with %+v, want a refused sign-in from 192.0.2.1", last)
	}
}
