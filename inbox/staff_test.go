package inbox_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"designo/enquiry/notify"
	"designo/enquiry/smtptest"
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

// TestInvitationIsEmailed: with e-mail configured, an invitation's link goes to the colleague by
// e-mail, and is shown to the inviter as well; a mail server that refuses it is said, the link
// still shown.
func TestInvitationIsEmailed(t *testing.T) {
	sink := smtptest.Start(t, smtptest.Options{})
	email, err := notify.NewEmail(notify.EmailOptions{SMTPURL: sink.URL(), From: "Designo website <website@designo.example>",
		To: []string{"studio@designo.example"}})
	if err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, stores["SQLite"], inbox.Options{MailInvitation: email.Invitation})
	doc := document(t, f.postForm(t, "/inbox/staff/invite", url.Values{"email": {"cleo@designo.example"}}))
	link := doc.Find(".inbox-staff__link").Text()
	if !strings.HasPrefix(doc.Find(".inbox-staff__invited p").First().Text(), "Invited cleo@designo.example: the link is on its way to them by e-mail.") || link == "" {
		t.Fatalf("the page says %q, link %q", doc.Find(".inbox-staff__invited").Text(), link)
	}
	got := sink.Wait(1, 5*time.Second)
	if len(got) != 1 || !slices.Equal(got[0].To, []string{"cleo@designo.example"}) || !strings.Contains(string(got[0].Data), link) ||
		got[0].Msg.Header.Get("Subject") != "Your invitation to the Designo inbox" {
		t.Fatalf("e-mailed: %+v", got)
	}

	refusing := inbox.Options{MailInvitation: func(context.Context, string, string, time.Time) error { return errors.New("550 no such user") }}
	f = newFixture(t, stores["SQLite"], refusing)
	doc = document(t, f.postForm(t, "/inbox/staff/invite", url.Values{"email": {"dan@designo.example"}}))
	if said := doc.Find(".inbox-staff__invited").Text(); !strings.Contains(said, "It could not be e-mailed (550 no such user): send them the link yourself.") ||
		doc.Find(".inbox-staff__link").Text() == "" {
		t.Errorf("a refused e-mail: the page says %q", said)
	}
}
