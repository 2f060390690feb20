package storetest

import (
	"slices"
	"testing"
	"time"

	"designo/enquiry"
)

// testAcknowledgement: with Route.Acknowledge, an enquiry notified on the route's channels also
// gets a receipt to its sender; a held one, one past the hourly budget and a second from the same
// address within a day (in any case) get none; the receipt is no channel of a release.
func testAcknowledgement(t *testing.T, open Open) {
	store := opened(t, open)
	route := enquiry.Route{Channels: []string{enquiry.ChannelEmail}, HourlyBudget: 3, Acknowledge: true}
	send := func(email, verdict string) []string {
		t.Helper()
		e := sample("From "+email, time.Time{})
		e.Email, e.Verdict = email, verdict
		stored, _, err := store.Save(ctx, e, route, "")
		if err != nil {
			t.Fatal(err)
		}
		var channels []string
		for _, d := range deliveries(t, store) {
			if d.EnquiryID == stored.ID {
				channels = append(channels, d.Channel)
			}
		}
		slices.Sort(channels)
		return channels
	}
	both := []string{enquiry.ChannelAcknowledgement, enquiry.ChannelEmail}
	for _, tt := range []struct {
		what, email, verdict string
		want                 []string
	}{
		{"the first from an address", "maya@fischer-bakery.example", enquiry.VerdictInbox, both},
		{"a second from it the same day", "Maya@Fischer-Bakery.example", enquiry.VerdictInbox, []string{enquiry.ChannelEmail}},
		{"a held one", "offers@backlinks.example", enquiry.VerdictHeld, nil},
		{"another address", "ada@example.com", enquiry.VerdictInbox, both},
		{"one past the hourly budget", "grace@example.com", enquiry.VerdictInbox, nil},
	} {
		if got := send(tt.email, tt.verdict); !slices.Equal(got, tt.want) {
			t.Errorf("%s: queued on %q, want %q", tt.what, got, tt.want)
		}
	}
}
