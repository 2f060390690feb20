package inbox_test

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"designo/inbox"

	"github.com/PuerkitoBio/goquery"
)

// postForm posts form values as the fixture's member.
func (f *fixture) postForm(t *testing.T, path string, values url.Values) *http.Response {
	t.Helper()
	r := httptest.NewRequest("POST", origin+path, strings.NewReader(values.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.Header.Set("Cookie", "inbox-session="+f.session)
	r.Header.Set("Sec-Fetch-Site", "same-origin")
	r.Header.Set("Origin", origin)
	w := httptest.NewRecorder()
	f.handler.ServeHTTP(w, r)
	return w.Result()
}

// TestStaffPage: a page Staff, linked from every inbox page, lists who may sign in; the field
// "E-mail" and the button "Invite" make a one-time link shown to the inviter, which works; a
// colleague can be removed there (not oneself); both are in the audit trail.
func TestStaffPage(t *testing.T) {
	onBothStores(t, func(t *testing.T, open func(t *testing.T) store) {
		f := newFixture(t, open, inbox.Options{})
		signedIn := map[string]string{"Cookie": "inbox-session=" + f.session}
		for _, path := range []string{"/inbox", "/inbox/enquiries/" + f.held.ID} {
			if document(t, f.do("GET", path, signedIn)).Find(`nav a[href="/inbox/staff"]`).Text() != "Staff" {
				t.Errorf("%s: no link to Staff", path)
			}
		}
		doc := document(t, f.do("GET", "/inbox/staff", signedIn))
		form := doc.Find(`form[action="/inbox/staff/invite"]`)
		if form.Find(`label[for=invite-email]`).Text() != "E-mail" || strings.TrimSpace(form.Find("button").Text()) != "Invite" {
			t.Fatal("no field labelled E-mail with a button Invite")
		}
		if got := doc.Find(".inbox-staff__list .inbox-item__name").Text(); got != "ada@designo.example" {
			t.Errorf("staff listed: %q", got)
		}

		res := f.postForm(t, "/inbox/staff/invite", url.Values{"email": {"not an address"}})
		doc = document(t, res)
		if res.StatusCode != http.StatusUnprocessableEntity || doc.Find("#invite-error").Length() != 1 {
			t.Errorf("a bad address: %d, error shown %v", res.StatusCode, doc.Find("#invite-error").Length() == 1)
		}
		if v, _ := doc.Find("#invite-email").Attr("value"); v != "not an address" {
			t.Errorf("the field holds %q, not what was typed", v)
		}

		res = f.postForm(t, "/inbox/staff/invite", url.Values{"email": {"Ben@Designo.example"}})
		doc = document(t, res)
		link := doc.Find(".inbox-staff__link").Text()
		if res.StatusCode != http.StatusOK || !strings.HasPrefix(link, origin+"/inbox/join/") {
			t.Fatalf("invite: %d, link %q", res.StatusCode, link)
		}
		if got := f.do("GET", strings.TrimPrefix(link, origin), nil); got.StatusCode != http.StatusOK {
			t.Errorf("the invitation's link answers %d", got.StatusCode)
		}
		var listed []string
		doc.Find(".inbox-staff__list .inbox-item__name").Each(func(_ int, s *goquery.Selection) { listed = append(listed, s.Text()) })
		if !slices.Equal(listed, []string{"ada@designo.example", "ben@designo.example"}) {
			t.Errorf("after the invitation, staff: %q", listed)
		}

		if res := f.postForm(t, "/inbox/staff/remove", url.Values{"email": {"ada@designo.example"}}); res.StatusCode != http.StatusConflict {
			t.Errorf("removing oneself: %d, want 409", res.StatusCode)
		}
		res = f.postForm(t, "/inbox/staff/remove", url.Values{"email": {"ben@designo.example"}})
		doc = document(t, res)
		if res.StatusCode != http.StatusOK || strings.Contains(doc.Find(".inbox-staff__list").Text(), "ben@") {
			t.Errorf("remove: %d, list %q", res.StatusCode, doc.Find(".inbox-staff__list").Text())
		}
		if res := f.postForm(t, "/inbox/staff/remove", url.Values{"email": {"ben@designo.example"}}); res.StatusCode != http.StatusNotFound {
			t.Errorf("removing twice: %d, want 404", res.StatusCode)
		}
		entries, err := f.store.AuditLog(t.Context(), time.Time{})
		if err != nil {
			t.Fatal(err)
		}
		var log []string
		for _, e := range entries {
			log = append(log, e.Actor+" "+e.Action+" "+e.Subject)
		}
		for _, want := range []string{"ada@designo.example invited ben@designo.example", "ada@designo.example removed ben@designo.example"} {
			if !slices.Contains(log, want) {
				t.Errorf("audit %q lacks %q", log, want)
			}
		}
	})
}
