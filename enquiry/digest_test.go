package enquiry

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"designo/enquiry/smtptest"
)

var testDigest = Digest{
	ID:        "0190a000-0000-7000-8000-000000000001",
	CreatedAt: time.Date(2026, 3, 2, 15, 0, 0, 0, time.UTC),
	OverBudget: []Enquiry{{ID: "0190a000-0000-7000-8000-000000000002", Name: "Ana Souza", Email: "ana@example.com",
		Message: "\nWe need a new site for our bakery.\nSecond line.", ReceivedAt: time.Date(2026, 3, 2, 14, 10, 0, 0, time.UTC), Verdict: VerdictInbox}},
	Held: []Enquiry{{ID: "0190a000-0000-7000-8000-000000000003", Name: "SEO Pro", Email: "seo@example.com",
		Message: "Rank #1 on Google " + strings.Repeat("now ", 40), ReceivedAt: time.Date(2026, 3, 2, 14, 20, 0, 0, time.UTC),
		Verdict: VerdictHeld, Reasons: []string{"3 links", "reads like an SEO offer"}}},
}

func TestDigestEmailListsEachEnquiryAndHowToReleaseIt(t *testing.T) {
	server := smtptest.Start(t, smtptest.Options{})
	email := newTestEmail(t, server)
	if err := email.Send(context.Background(), Delivery{ID: 9, Kind: KindDigest, EnquiryID: testDigest.ID, Channel: ChannelEmail, Digest: &testDigest}); err != nil {
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
	if err := email.Send(context.Background(), Delivery{ID: 9, Kind: KindDigest, EnquiryID: testDigest.ID, Channel: ChannelEmail, Digest: &testDigest}); err != nil {
		t.Fatal(err)
	}
	held := testDigest.Held[0]
	if err := send(email, held); err != nil {
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
			Data Digest
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
	if err := hook.Send(context.Background(), Delivery{ID: 9, Kind: KindDigest, EnquiryID: testDigest.ID, Digest: &testDigest}); err != nil {
		t.Fatal(err)
	}
	if got.id != testDigest.ID || got.event.Type != EventDigest || len(got.event.Data.Held) != 1 || len(got.event.Data.OverBudget) != 1 {
		t.Errorf("webhook-id %q, event %+v; want the digest's id and an %s event with both lists", got.id, got.event, EventDigest)
	}
}
