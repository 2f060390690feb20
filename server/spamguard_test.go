package server

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

	"designo/enquiry"
	"designo/enquiry/spam"
	"designo/pages"
)

// tokenIssued is a form token issued ago before now (negative: in the future), signed as s signs.
func tokenIssued(s *Server, ago time.Duration) string {
	issuer := &formTokens{key: s.tokens.signingKey(context.Background()), now: func() time.Time { return time.Now().Add(-ago) }}
	return issuer.issue(context.Background())
}

func TestFormTokens(t *testing.T) {
	s, _ := newContactServer(t)
	other, _ := newContactServer(t) // another database: another key
	for _, tt := range []struct {
		name  string
		token string
		state spam.TokenState
		age   time.Duration // at least
	}{
		{"issued a minute ago", tokenIssued(s, time.Minute), spam.TokenValid, time.Minute},
		{"issued just now", tokenIssued(s, 0), spam.TokenValid, 0},
		{"issued by a replica whose clock is ahead", tokenIssued(s, -time.Minute), spam.TokenValid, 0},
		{"issued two days ago", tokenIssued(s, 48*time.Hour), spam.TokenStale, 48 * time.Hour},
		{"missing", "", spam.TokenMissing, 0},
		{"signed with another key", tokenIssued(other, time.Minute), spam.TokenForged, 0},
		{"tampered time", "AAAAAAAAAAAAAAAAAAAAAAAAAAA." + strings.Split(tokenIssued(s, time.Minute), ".")[1], spam.TokenForged, 0},
		{"not a token", "hello", spam.TokenForged, 0},
		{"not base64", "%%%.%%%", spam.TokenForged, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := s.tokens.read(context.Background(), tt.token)
			if got.State != tt.state || got.Age < tt.age || got.Age > tt.age+time.Minute {
				t.Errorf("read = state %v age %v; want state %v, age from %v", got.State, got.Age, tt.state, tt.age)
			}
			if valid := got.State == spam.TokenValid || got.State == spam.TokenStale; valid != (got.Nonce != "") {
				t.Errorf("nonce %q for state %v: want one exactly for a signed token", got.Nonce, got.State)
			}
		})
	}
	if a, b := tokenIssued(s, 0), tokenIssued(s, 0); a == b {
		t.Error("two tokens issued at once are the same: a double submit could not be told from two people")
	}
}

// Every valid enquiry is stored, with a verdict; a robot learns nothing from the answer.
func TestContactStoresEveryEnquiryWithItsVerdict(t *testing.T) {
	s, store := newContactServer(t)
	spamText := url.Values{"name": {"Best SEO"}, "email": {"seo@example.com"}, "phone": {"0"}, "website": {""},
		"message": {`<a href="http://cheap.example">cheap backlinks</a> [url=http://rank.example]rank #1 on Google[/url]`}}
	tests := []struct {
		name   string
		values url.Values
		token  string
		held   bool
		reason string // a word of the reasons, when held
	}{
		{"a person", validValues(), tokenIssued(s, time.Minute), false, ""},
		{"posted without loading the form", validValues(), "", true, "without"},
		{"posted a moment after loading it", validValues(), tokenIssued(s, 200*time.Millisecond), true, "after"},
		{"a forged token", validValues(), "AAAAAAAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA", true, "form"},
		{"link-stuffed markup, typed slowly", spamText, tokenIssued(s, time.Minute), true, "link"},
	}
	for i, tt := range tests {
		for _, asJSON := range []bool{false, true} {
			values := make(url.Values)
			for k, v := range tt.values {
				values[k] = slices.Clone(v)
			}
			values.Set("name", values.Get("name")+" "+tt.name)
			values.Set("email", strings.Replace(values.Get("email"), "@", "+"+string(rune('a'+i))+map[bool]string{true: "j", false: "p"}[asJSON]+"@", 1))
			values.Set(tokenField, tt.token)
			rec := contactPost{values: values, json: asJSON}.send(s)
			// The same answer as a person's, whatever the verdict.
			if asJSON && (rec.Code != http.StatusCreated || !jsonOf(t, rec).OK) || !asJSON && (rec.Code != http.StatusSeeOther || rec.Header().Get("Location") != pages.ContactSentKey) {
				t.Errorf("%s (json %v): answered %d %s, want a person's answer", tt.name, asJSON, rec.Code, rec.Header().Get("Location"))
			}
			var stored *enquiry.Enquiry
			for _, e := range storedEnquiries(t, store) {
				if e.Name == values.Get("name") && e.Email == values.Get("email") {
					stored = &e
				}
			}
			switch {
			case stored == nil:
				t.Errorf("%s (json %v): not stored", tt.name, asJSON)
			case (stored.Verdict == enquiry.VerdictHeld) != tt.held:
				t.Errorf("%s (json %v): verdict %q (%q), want held %v", tt.name, asJSON, stored.Verdict, stored.Reasons, tt.held)
			case tt.held && !strings.Contains(strings.Join(stored.Reasons, " "), tt.reason):
				t.Errorf("%s: reasons %q do not say %q", tt.name, stored.Reasons, tt.reason)
			}
		}
	}
}

// The same text from several senders is held from the third sender on.
func TestContactHoldsTheSameTextFromManySenders(t *testing.T) {
	s, store := newContactServer(t)
	for _, sender := range []string{"a", "b", "c"} {
		values := validValues()
		values.Set("email", sender+"@example.com")
		values.Set("message", "We are a team of experts and can help your business grow. Reply for details.")
		values.Set(tokenField, tokenIssued(s, time.Minute))
		contactPost{values: values}.send(s)
	}
	var verdicts []string
	for _, e := range slices.Backward(storedEnquiries(t, store)) {
		verdicts = append(verdicts, e.Email+" "+e.Verdict)
	}
	if last := verdicts[len(verdicts)-1]; len(verdicts) != 3 || last != "c@example.com held" {
		t.Errorf("verdicts %q: want the third sender of the same text held", verdicts)
	}
}

// The plain form sent twice (a double click, or back and send again) is one enquiry; changed
// values are a new one.
func TestPlainFormDoubleSubmitIsOneEnquiry(t *testing.T) {
	s, store := newContactServer(t)
	values := validValues()
	values.Set(tokenField, tokenIssued(s, time.Minute))
	for range 2 {
		if rec := (contactPost{values: values}).send(s); rec.Code != http.StatusSeeOther {
			t.Fatalf("status %d, want 303", rec.Code)
		}
	}
	if n := len(storedEnquiries(t, store)); n != 1 {
		t.Errorf("a double submit stored %d enquiries, want 1", n)
	}
	// A comma added after going back is another text: a new enquiry, not a refusal.
	values.Set("message", "Please, design our new website.")
	if rec := (contactPost{values: values}).send(s); rec.Code != http.StatusSeeOther {
		t.Errorf("the same token with a comma more: %d, want 303", rec.Code)
	}
	if n := len(storedEnquiries(t, store)); n != 2 {
		t.Errorf("the same token with another text stored %d enquiries in all, want 2", n)
	}
}

// A person correcting typos is never kept waiting: only stored enquiries spend the rate limit.
func TestOnlyStoredEnquiriesSpendTheRateLimit(t *testing.T) {
	s, store := newContactServer(t, func(o *Options) { o.Contact.RateLimit = NewRateLimiter(1, 1) })
	invalid := validValues()
	invalid.Set("email", "ada@")
	for i := range 5 {
		if rec := (contactPost{values: invalid}).send(s); rec.Code != http.StatusUnprocessableEntity {
			t.Fatalf("invalid post %d: %d, want 422 (not 429)", i+1, rec.Code)
		}
	}
	if rec := (contactPost{}).send(s); rec.Code != http.StatusSeeOther {
		t.Fatalf("the corrected post: %d, want 303", rec.Code)
	}
	other := validValues()
	other.Set("message", "A second enquiry at once.")
	if rec := (contactPost{values: other}).send(s); rec.Code != http.StatusTooManyRequests {
		t.Errorf("a second stored enquiry at once: %d, want 429", rec.Code)
	}
	if n := len(storedEnquiries(t, store)); n != 1 {
		t.Errorf("%d stored, want 1", n)
	}
}

// Below the free-disk floor the form answers 503, keeps the text and stores nothing.
func TestNoRoomAnswers503AndKeepsTheText(t *testing.T) {
	full := errors.New("12 MiB free, below the floor of 512 MiB")
	s, store := newContactServer(t, func(o *Options) { o.Contact.Room = func() error { return full } })
	rec := contactPost{}.send(s)
	doc := htmlOf(t, rec)
	if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") == "" ||
		!strings.Contains(doc.Find(".contact-form__notice").Text(), msgNoRoom) || formValue(doc, "message") != validValues().Get("message") {
		t.Errorf("no room: %d, Retry-After %q, notice %q, message kept %q; want 503 with the text kept",
			rec.Code, rec.Header().Get("Retry-After"), doc.Find(".contact-form__notice").Text(), formValue(doc, "message"))
	}
	if n := len(storedEnquiries(t, store)); n != 0 {
		t.Errorf("%d stored without room", n)
	}
}

// The contact page is rendered per request: each visit has its own token, kept by no shared cache.
func TestContactPageHasAFreshTokenPerVisit(t *testing.T) {
	s, _ := newContactServer(t)
	tokens := map[string]bool{}
	for _, target := range []string{"/contact", "/contact", "/contact?sent=1"} {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, target, nil))
		doc := htmlOf(t, rec)
		token := doc.Find(`form[action="/contact"] input[type=hidden][name=token]`).AttrOr("value", "")
		if rec.Code != http.StatusOK || token == "" || tokens[token] || rec.Header().Get("Cache-Control") != "private, no-cache" {
			t.Errorf("GET %s: %d, token %q (seen %v), Cache-Control %q; want a fresh token, private", target, rec.Code, token, tokens[token], rec.Header().Get("Cache-Control"))
		}
		if state := s.tokens.read(context.Background(), token).State; state != spam.TokenValid {
			t.Errorf("GET %s: its token reads as %v", target, state)
		}
		tokens[token] = true
	}
}

// sameTextDown is a store whose same-text count fails, as a slow or busy database's may.
type sameTextDown struct{ EnquiryStore }

func (sameTextDown) SameText(context.Context, string, string, time.Time) (int, error) {
	return 0, errors.New("database is locked")
}

// A spam signal that cannot be had is no reason to refuse an enquiry.
func TestContactStoresWithoutTheSameTextCount(t *testing.T) {
	s, store := newContactServer(t, func(o *Options) { o.Contact.Store = sameTextDown{o.Contact.Store} })
	if rec := (contactPost{}).send(s); rec.Code != http.StatusSeeOther {
		t.Fatalf("status %d, want 303", rec.Code)
	}
	if list := storedEnquiries(t, store); len(list) != 1 || list[0].Verdict != enquiry.VerdictInbox {
		t.Errorf("stored %+v; want the person's enquiry, in the inbox", list)
	}
}
