package server

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"designo/enquiry"
	"designo/enquiry/spam"
	"designo/internal/ratelimit"
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
		token  func() string // a fresh one per post: a token is used once
		held   bool
		reason string // a word of the reasons, when held
	}{
		{"a person", validValues(), func() string { return tokenIssued(s, time.Minute) }, false, ""},
		{"posted without loading the form", validValues(), func() string { return "" }, true, "without"},
		{"posted a moment after loading it", validValues(), func() string { return tokenIssued(s, 200*time.Millisecond) }, true, "after"},
		{"a forged token", validValues(), func() string { return "AAAAAAAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA" }, true, "form"},
		{"link-stuffed markup, typed slowly", spamText, func() string { return tokenIssued(s, time.Minute) }, true, "link"},
	}
	for i, tt := range tests {
		for _, asJSON := range []bool{false, true} {
			values := make(url.Values)
			for k, v := range tt.values {
				values[k] = slices.Clone(v)
			}
			values.Set("name", values.Get("name")+" "+tt.name)
			values.Set("email", strings.Replace(values.Get("email"), "@", "+"+string(rune('a'+i))+map[bool]string{true: "j", false: "p"}[asJSON]+"@", 1))
			values.Set(tokenField, tt.token())
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
	// A token is used once: the second text on it is held, with that reason.
	if second := storedEnquiries(t, store)[0]; second.Verdict != enquiry.VerdictHeld ||
		!strings.Contains(strings.Join(second.Reasons, " "), "form token was used for another enquiry") {
		t.Errorf("another text on a used token: %s %q, want held for the token", second.Verdict, second.Reasons)
	}
}

// TestOneTokenManyTexts is the probe's robot (b_spam.py reuse): one token loaded once, 40 posts
// with other texts from 40 addresses: the first is the token's, the other 39 are held.
func TestOneTokenManyTexts(t *testing.T) {
	s, store := newContactServer(t)
	token := tokenIssued(s, time.Minute)
	for i := range 40 {
		values := validValues()
		values.Set("email", fmt.Sprintf("visitor%d@example.com", i))
		values.Set("message", fmt.Sprintf("We run bakery number %d and need a new website; could you quote?", i))
		values.Set(tokenField, token)
		if rec := (contactPost{values: values, json: true, remoteAddr: fmt.Sprintf("198.51.%d.7:1234", i)}).send(s); rec.Code != http.StatusCreated {
			t.Fatalf("post %d: %d", i, rec.Code)
		}
	}
	held := 0
	for _, e := range storedEnquiries(t, store) {
		if e.Verdict == enquiry.VerdictHeld {
			held++
		}
	}
	if held != 39 {
		t.Errorf("%d of 40 held, want 39 (all but the token's first)", held)
	}
}

// TestTheIslandsNextEnquiryTakesAFreshToken: the JSON answer carries a new token and its
// challenge, so that a second enquiry from the same page is not held for reusing one.
func TestTheIslandsNextEnquiryTakesAFreshToken(t *testing.T) {
	s, store := newContactServer(t)
	values := validValues()
	values.Set(tokenField, tokenIssued(s, time.Minute))
	var answer struct {
		Token, Proof string
		ProofMax     int
	}
	rec := contactPost{values: values, json: true}.send(s)
	if err := json.Unmarshal(rec.Body.Bytes(), &answer); err != nil || answer.Token == "" || len(answer.Proof) != 64 || answer.ProofMax != spam.ProofMax {
		t.Fatalf("answer %s: want a fresh token with its challenge", rec.Body)
	}
	values.Set("message", "And a second question: do you also print the brochures?")
	values.Set(tokenField, answer.Token)
	time.Sleep(10 * time.Millisecond)
	contactPost{values: values, json: true}.send(s)
	for _, e := range storedEnquiries(t, store) {
		if strings.Contains(strings.Join(e.Reasons, " "), "form token") {
			t.Errorf("%q: %q, want no token reason", e.Message, e.Reasons)
		}
	}
}

// TestProofOfWorkIsASignalNeverRequired: the island's answer to the token's challenge raises
// the likelihood; a visitor without JavaScript (no answer) is not held for lacking it; a wrong
// answer counts against.
func TestProofOfWorkIsASignalNeverRequired(t *testing.T) {
	s, store := newContactServer(t)
	post := func(name string, proof func(token string) string) enquiry.Enquiry {
		values := validValues()
		values.Set("name", name)
		values.Set("message", "Hello, we are a bakery in Leeds and need a new website with online orders. Could you send a quote?")
		token := tokenIssued(s, 8*time.Second)
		values.Set(tokenField, token)
		if answer := proof(token); answer != "" {
			values.Set(proofField, answer)
		}
		contactPost{values: values, json: true}.send(s)
		for _, e := range storedEnquiries(t, store) {
			if e.Name == name {
				return e
			}
		}
		t.Fatalf("%s not stored", name)
		return enquiry.Enquiry{}
	}
	key := s.tokens.signingKey(context.Background())
	solve := func(token string) string {
		challenge := spam.Tokens{Key: key}.Challenge(token)
		for n := 0; n <= spam.ProofMax; n++ {
			if sum := sha256.Sum256([]byte(token + strconv.Itoa(n))); hex.EncodeToString(sum[:]) == challenge {
				return strconv.Itoa(n)
			}
		}
		t.Fatal("no answer found")
		return ""
	}
	with := post("With JavaScript", solve)
	without := post("Without JavaScript", func(string) string { return "" })
	wrong := post("Wrong answer", func(token string) string { n, _ := strconv.Atoi(solve(token)); return strconv.Itoa(n + 1) })
	t.Logf("likelihood: with a proof %d, without %d, wrong %d", with.Likelihood, without.Likelihood, wrong.Likelihood)
	if with.Verdict != enquiry.VerdictInbox || without.Verdict != enquiry.VerdictInbox {
		t.Errorf("verdicts: with %s, without %s; want both in the inbox", with.Verdict, without.Verdict)
	}
	if !(with.Likelihood > without.Likelihood && without.Likelihood > wrong.Likelihood) || with.Likelihood < spam.LikelyGenuine {
		t.Errorf("likelihood: with %d, without %d, wrong %d; want falling, and a proof likely genuine", with.Likelihood, without.Likelihood, wrong.Likelihood)
	}
	if !strings.Contains(strings.Join(wrong.Reasons, " "), "proof of work") {
		t.Errorf("wrong answer's reasons %q", wrong.Reasons)
	}
}

// TestCommonPhrasesPoisonNobody is the probe's poisoning (b_spam.py poison): two robot addresses
// send five short common phrases first; the people who then write them are not held.
func TestCommonPhrasesPoisonNobody(t *testing.T) {
	s, store := newContactServer(t)
	phrases := []string{"Please call me back.", "Hi, I would like a quote.", "Can you call me?", "Hello, please contact me.", "I need a logo."}
	send := func(name, email, message, addr string) {
		values := validValues()
		values.Set("name", name)
		values.Set("email", email)
		values.Set("message", message)
		values.Set(tokenField, tokenIssued(s, time.Minute))
		contactPost{values: values, remoteAddr: addr}.send(s)
	}
	for k, p := range phrases {
		for r := range 2 {
			send("Robot", fmt.Sprintf("robot%dx%d@poison.example", r, k), p, fmt.Sprintf("100.104.%d.%d:1", k, r+2))
		}
	}
	for k, p := range phrases {
		send("Person", fmt.Sprintf("person%d@genuine.example", k), strings.ToLower(strings.TrimSuffix(p, "."))+"!!", fmt.Sprintf("100.105.%d.1:1", k))
	}
	for _, e := range storedEnquiries(t, store) {
		if e.Name == "Person" && e.Verdict != enquiry.VerdictInbox {
			t.Errorf("%q held: %q", e.Message, e.Reasons)
		}
	}
}

// TestLookAlikeSpamIsHeld is the probe's look-alikes (b_spam.py glyph) over HTTP: known spam in
// Cyrillic look-alike letters, or with zero-width spaces in its words, is held as in Latin.
func TestLookAlikeSpamIsHeld(t *testing.T) {
	s, store := newContactServer(t)
	for i, message := range []string{
		"Wе оffеr ЅЕО ѕеrvісеѕ tо іnсrеаѕе уоur gооglе rаnkіng аnd gеt уоu mоrе сuѕtоmеrѕ. Rерlу fоr рrісеѕ! Lіmіtеd оffеr, nо оblіgаtіоn.",
		"Bu\u200By re\u200Bal inst\u200Bagram fol\u200Blowers and li\u200Bkes at the lo\u200Bwest pri\u200Bces. Bu\u200Blk dis\u200Bcount, 100% sa\u200Bfe, or\u200Bder now.",
	} {
		values := validValues()
		values.Set("email", fmt.Sprintf("g%d@mailbox.example", i))
		values.Set("message", message)
		values.Set(tokenField, tokenIssued(s, time.Minute))
		contactPost{values: values}.send(s)
	}
	for _, e := range storedEnquiries(t, store) {
		if e.Verdict != enquiry.VerdictHeld {
			t.Errorf("%q: %s %q, want held", e.Message, e.Verdict, e.Reasons)
		}
	}
}

// A person correcting typos is never kept waiting: only stored enquiries spend the rate limit.
func TestOnlyStoredEnquiriesSpendTheRateLimit(t *testing.T) {
	s, store := newContactServer(t, func(o *Options) { o.Contact.RateLimit = ratelimit.New(1, 1) })
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
