package notify

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"designo/enquiry"
	"designo/enquiry/smtptest"
	"designo/enquiry/sqlite"
)

var testDigest = enquiry.Digest{
	ID:        "0190a000-0000-7000-8000-000000000001",
	CreatedAt: time.Date(2026, 3, 2, 15, 0, 0, 0, time.UTC),
	OverBudget: []enquiry.DigestLine{enquiry.NewDigestLine("0190a000-0000-7000-8000-000000000002", "Ana Souza", "ana@example.com",
		"\nWe need a new site for our bakery.\nSecond line.", time.Date(2026, 3, 2, 14, 10, 0, 0, time.UTC), 60, nil)},
	Held: []enquiry.DigestLine{enquiry.NewDigestLine("0190a000-0000-7000-8000-000000000003", "SEO Pro", "seo@example.com",
		"Rank #1 on Google "+strings.Repeat("now ", 40), time.Date(2026, 3, 2, 14, 20, 0, 0, time.UTC), 12,
		[]string{"3 links", "reads like an SEO offer"})},
	HeldCount: 1, OverBudgetCount: 1,
}

func TestDigestEmailListsEachEnquiryAndHowToReleaseIt(t *testing.T) {
	server := smtptest.Start(t, smtptest.Options{})
	email := newTestEmail(t, server)
	if err := email.Send(context.Background(), enquiry.Delivery{ID: 9, Kind: enquiry.KindDigest, EnquiryID: testDigest.ID, Channel: enquiry.ChannelEmail, Digest: &testDigest}); err != nil {
		t.Fatal(err)
	}
	got := server.Messages()
	if len(got) != 1 {
		t.Fatalf("%d messages, want 1", len(got))
	}
	m := got[0]
	if subject := decodedHeader(t, m.Msg, "Subject"); subject != "Website digest: 1 enquiry past the hourly limit, 1 enquiry held as likely spam" {
		t.Errorf("Subject %q", subject)
	}
	if id := m.Msg.Header.Get("Message-ID"); id != "<digest-"+testDigest.ID+"@designo.co>" {
		t.Errorf("Message-ID %q: want one per digest, the same on every retry", id)
	}
	body := bodyText(t, m)
	for _, want := range []string{
		"Ana Souza <ana@example.com>: We need a new site for our bakery.\n  " + testDigest.OverBudget[0].ID,
		"SEO Pro <seo@example.com>: Rank #1 on Google now",
		"…\n  " + testDigest.Held[0].ID + "\n  Why: 3 links; reads like an SEO offer",
		"site enquiries release ID",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("body lacks %q:\n%s", want, body)
		}
	}
	if strings.Contains(body, "Second line") {
		t.Errorf("body shows more than each message's first line:\n%s", body)
	}
}

// TestDigestAndEnquiryEmailsLinkToTheInbox: with the inbox served, each enquiry of a digest and
// each enquiry's own e-mail links to its page there, where it is released or marked handled.
func TestDigestAndEnquiryEmailsLinkToTheInbox(t *testing.T) {
	server := smtptest.Start(t, smtptest.Options{})
	email := newTestEmail(t, server, func(o *EmailOptions) { o.Inbox = "https://inbox.designo.co/" })
	if err := email.Send(context.Background(), enquiry.Delivery{ID: 9, Kind: enquiry.KindDigest, EnquiryID: testDigest.ID, Channel: enquiry.ChannelEmail, Digest: &testDigest}); err != nil {
		t.Fatal(err)
	}
	held := testDigest.Held[0]
	if err := send(email, enquiry.Enquiry{ID: held.ID, Name: held.Name, Email: held.Email, Message: "Rank #1", ReceivedAt: held.ReceivedAt, Via: enquiry.ViaForm, Verdict: enquiry.VerdictHeld}); err != nil {
		t.Fatal(err)
	}
	got := server.Messages()
	if len(got) != 2 {
		t.Fatalf("%d messages, want 2", len(got))
	}
	digest, own := bodyText(t, got[0]), bodyText(t, got[1])
	for _, want := range []string{
		"…\n  https://inbox.designo.co/inbox/enquiries/" + held.ID + "\n  Why: 3 links",
		"https://inbox.designo.co/inbox/enquiries/" + testDigest.OverBudget[0].ID,
		"choose \"Not spam\"",
		"All enquiries: https://inbox.designo.co/inbox\n",
	} {
		if !strings.Contains(digest, want) {
			t.Errorf("digest lacks %q:\n%s", want, digest)
		}
	}
	if strings.Contains(digest, "site enquiries release") {
		t.Errorf("with the inbox, the digest still sends people to the command line:\n%s", digest)
	}
	if !strings.Contains(own, "In the inbox: https://inbox.designo.co/inbox/enquiries/"+held.ID+"\n") {
		t.Errorf("the enquiry's e-mail lacks its inbox link:\n%s", own)
	}
}

func TestDigestWebhookIsADigestEvent(t *testing.T) {
	var got struct {
		id    string
		event struct {
			Type string
			Data enquiry.Digest
		}
	}
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got.id = r.Header.Get("webhook-id")
		json.NewDecoder(r.Body).Decode(&got.event) // checked below
	}))
	defer receiver.Close()
	hook, err := NewWebhook(receiver.URL, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := hook.Send(context.Background(), enquiry.Delivery{ID: 9, Kind: enquiry.KindDigest, EnquiryID: testDigest.ID, Digest: &testDigest}); err != nil {
		t.Fatal(err)
	}
	if got.id != testDigest.ID || got.event.Type != EventDigest || len(got.event.Data.Held) != 1 || len(got.event.Data.OverBudget) != 1 {
		t.Errorf("webhook-id %q, event %+v; want the digest's id and an %s event with both lists", got.id, got.event, EventDigest)
	}
}

// TestDigestOfAFloodArrives: 4,000 held enquiries, each as long as the form allows, and a
// genuine one among them: the digest's webhook is under 64 KiB and is taken by a receiver that
// refuses bodies over 1 MiB (nginx's default), the genuine enquiry named first; its e-mail is
// under 64 KiB too and says how many more are not listed.
func TestDigestOfAFloodArrives(t *testing.T) {
	store := sqlite.Open(filepath.Join(t.TempDir(), "flood.db"), nil)
	t.Cleanup(func() { store.Close() })
	route := enquiry.Route{Channels: []string{enquiry.ChannelWebhook, enquiry.ChannelEmail}}
	start := time.Now().UTC().Add(-time.Hour)
	long := strings.Repeat("Limited offer, reply now! ", 200)[:5000]
	for i := range 4000 {
		e := enquiry.Enquiry{Name: fmt.Sprintf("Flood %d %s", i, strings.Repeat("\u202Ex", 40)), Email: fmt.Sprintf("f%d@flood.example", i), Message: long,
			ReceivedAt: start.Add(time.Duration(i) * time.Millisecond), Via: enquiry.ViaForm, Verdict: enquiry.VerdictHeld, Likelihood: 5 + i%30,
			Reasons: []string{"posted without loading the form", strings.Repeat("a link named like spam; ", 30)}}
		if _, _, err := store.Save(context.Background(), e, route, ""); err != nil {
			t.Fatal(err)
		}
	}
	grace := enquiry.Enquiry{Name: "Grace Whitfield", Email: "grace@whitfield-architects.example", Via: enquiry.ViaForm, Verdict: enquiry.VerdictInbox, Likelihood: 80,
		Message: "We would like a new identity for our practice in Rhyd-y-fro.\nCould you call me this week?", ReceivedAt: start.Add(5 * time.Second)}
	budget := enquiry.Route{Channels: route.Channels, HourlyBudget: 1}
	early := enquiry.Enquiry{Name: "Early Bird", Email: "early@client.example", Message: "We need a logo.", Via: enquiry.ViaForm, ReceivedAt: start}
	for _, e := range []enquiry.Enquiry{early, grace} { // the early one spends the budget: Grace waits for the digest
		if _, _, err := store.Save(context.Background(), e, budget, ""); err != nil {
			t.Fatal(err)
		}
	}
	now := time.Now().UTC()
	if made, err := store.MakeDigest(context.Background(), route.Channels, now, time.Hour); err != nil || !made {
		t.Fatalf("MakeDigest = %v, %v", made, err)
	}
	// The receiver: nginx's client_max_body_size 1m.
	var received []byte
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 1<<20))
		if err != nil {
			http.Error(w, "too large", http.StatusRequestEntityTooLarge)
			return
		}
		received = body
	}))
	defer receiver.Close()
	hook, err := NewWebhook(receiver.URL, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	hook.LinkTo("https://inbox.designo.co")
	mail := smtptest.Start(t, smtptest.Options{})
	email := newTestEmail(t, mail, func(o *EmailOptions) { o.Inbox = "https://inbox.designo.co" })
	for channel, sender := range map[string]Sender{enquiry.ChannelWebhook: hook, enquiry.ChannelEmail: email} {
		claimed, err := store.Claim(context.Background(), channel, now, time.Minute, 10)
		if err != nil {
			t.Fatal(err)
		}
		claimed = slices.DeleteFunc(claimed, func(d enquiry.Delivery) bool { return d.Kind != enquiry.KindDigest })
		if len(claimed) != 1 {
			t.Fatalf("%s: %d digests claimed, want 1", channel, len(claimed))
		}
		if err := sender.Send(context.Background(), claimed[0]); err != nil {
			t.Fatalf("%s: %v", channel, err)
		}
	}
	var event struct{ Data enquiry.Digest }
	if err := json.Unmarshal(received, &event); err != nil {
		t.Fatal(err)
	}
	d := event.Data
	if len(received) > enquiry.DigestLimit || d.HeldCount != 4000 || d.OverBudgetCount != 1 || d.OverBudget[0].Name != "Grace Whitfield" ||
		d.OverBudget[0].Link != "https://inbox.designo.co/inbox/enquiries/"+d.OverBudget[0].ID || d.NotListed != 4000-len(d.Held) {
		t.Errorf("webhook: %d bytes, %d held (%d listed, %d not), over budget %+v", len(received), d.HeldCount, len(d.Held), d.NotListed, d.OverBudget)
	}
	messages := mail.Messages()
	if len(messages) != 1 {
		t.Fatalf("%d e-mails, want the digest", len(messages))
	}
	body := bodyText(t, messages[0])
	t.Logf("digest of 4,000 held and 1 past the budget: webhook %d bytes (%d held listed), e-mail text %d bytes", len(received), len(d.Held), len(body))
	if len(body) > enquiry.DigestLimit || !strings.Contains(body, "Grace Whitfield <grace@whitfield-architects.example>: We would like a new identity for our practice in Rhyd-y-fro.\n  https://inbox.designo.co/inbox/enquiries/") ||
		!strings.Contains(body, fmt.Sprintf("%d more enquiries are not listed here", d.NotListed)) || strings.ContainsRune(body, '\u202E') {
		t.Errorf("e-mail (%d bytes):\n%.3000s", len(body), body)
	}
}
