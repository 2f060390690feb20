package storetest

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"designo/enquiry"
)

// person is an enquiry from a network, with a likelihood, received at.
func person(name, network string, likelihood int, at time.Time) enquiry.Enquiry {
	e := sample(name, at)
	e.Email = strings.ToLower(strings.ReplaceAll(name, " ", ".")) + "@example.com"
	e.Message = "A message of its own from " + name
	e.Network, e.Likelihood = network, likelihood
	return e
}

func mustSave(t *testing.T, store enquiry.Store, e enquiry.Enquiry, route enquiry.Route) enquiry.Enquiry {
	t.Helper()
	stored, repeat, err := store.Save(ctx, e, route, "")
	if err != nil || repeat {
		t.Fatalf("Save(%s) = repeat %v, %v", e.Name, repeat, err)
	}
	return stored
}

func testTokenUsedOnce(t *testing.T, open Open) {
	store := opened(t, open)
	route := enquiry.Route{Channels: []string{enquiry.ChannelEmail}, HourlyBudget: 30}
	now := time.Now().UTC()
	first := person("Ann First", "192.0.2.0/24", 60, now)
	first.TokenNonce = "nonce-one"
	if e := mustSave(t, store, first, route); e.Verdict != enquiry.VerdictInbox || e.Notice != enquiry.NoticeOwn {
		t.Errorf("the token's first enquiry: %s/%s, want inbox/own", e.Verdict, e.Notice)
	}
	second := person("Bob Second", "198.51.100.0/24", 60, now.Add(time.Second))
	second.TokenNonce = "nonce-one"
	e := mustSave(t, store, second, route)
	if e.Verdict != enquiry.VerdictHeld || e.Notice != enquiry.NoticeDigest ||
		!slices.ContainsFunc(e.Reasons, func(r string) bool { return strings.Contains(r, "form token was used for another enquiry") }) {
		t.Errorf("another enquiry on the same token: %s/%s %q, want held for the token", e.Verdict, e.Notice, e.Reasons)
	}
	if got, _ := store.Get(ctx, e.ID); got.Verdict != enquiry.VerdictHeld {
		t.Errorf("stored as %s, want held", got.Verdict)
	}
	third := person("Cy Third", "198.51.100.0/24", 60, now.Add(2*time.Second))
	third.TokenNonce = "nonce-two"
	if e := mustSave(t, store, third, route); e.Verdict != enquiry.VerdictInbox {
		t.Errorf("another token: %s %q, want inbox", e.Verdict, e.Reasons)
	}
}

// surgeRoute: a surge needs 4 enquiries in an hour from all sources, or 3 from one network.
var surgeRoute = enquiry.Route{Channels: []string{enquiry.ChannelEmail, enquiry.ChannelWebhook}, HourlyBudget: 30,
	Surge: enquiry.SurgeRule{Window: time.Hour, Floor: 4, NetworkFloor: 3, Gather: time.Minute}}

func testNetworkSurge(t *testing.T, open Open) {
	store := opened(t, open)
	start := time.Now().UTC()
	var notices []string
	var robots []enquiry.Enquiry
	for i := range 10 {
		e := mustSave(t, store, person(fmt.Sprintf("Robot %d", i), "100.64.0.0/24", 57, start.Add(time.Duration(i)*time.Second)), surgeRoute)
		notices = append(notices, e.Verdict+"/"+e.Notice)
		robots = append(robots, e)
	}
	want := []string{"inbox/own", "inbox/own"}
	for range 8 {
		want = append(want, "held/digest")
	}
	if !slices.Equal(notices, want) {
		t.Errorf("one network's 10 enquiries: %q, want the first 2 notified and the rest held with the surge", notices)
	}
	third := robots[2]
	if third.SurgeID == "" || third.Likelihood >= 57 || !slices.ContainsFunc(third.Reasons, func(r string) bool {
		return strings.Contains(r, "3 enquiries from the network 100.64.0.0/24 in 1h0m0s")
	}) {
		t.Errorf("the third: surge %q, likelihood %d, reasons %q; want a surge of the network, less likely", third.SurgeID, third.Likelihood, third.Reasons)
	}
	// A person from elsewhere is outside the network's surge: notified on their own, the budget whole.
	grace := mustSave(t, store, person("Grace Whitfield", "192.0.2.0/24", 60, start.Add(11*time.Second)), surgeRoute)
	if grace.Verdict != enquiry.VerdictInbox || grace.Notice != enquiry.NoticeOwn || grace.SurgeID != "" {
		t.Errorf("a person from another network during it: %s/%s surge %q %q, want inbox/own", grace.Verdict, grace.Notice, grace.SurgeID, grace.Reasons)
	}
	// One surge, one notice: one delivery on each channel, due once it gathered the first ones.
	var notice []enquiry.Delivery
	for _, d := range deliveries(t, store) {
		if d.Kind == enquiry.KindDigest {
			notice = append(notice, d)
		}
	}
	if len(notice) != 2 || notice[0].EnquiryID != notice[1].EnquiryID || !notice[0].NextAttemptAt.Equal(robots[2].ReceivedAt.Add(time.Minute)) {
		t.Fatalf("surge notices %+v, want one on each channel, due a minute after the surge began", notice)
	}
	if claimed, _ := store.Claim(ctx, enquiry.ChannelEmail, start.Add(30*time.Second), time.Minute, 10); slices.ContainsFunc(claimed, func(d enquiry.Delivery) bool { return d.Kind == enquiry.KindDigest }) {
		t.Error("the surge notice was due before it gathered its first enquiries")
	}
	claimed, err := store.Claim(ctx, enquiry.ChannelWebhook, robots[2].ReceivedAt.Add(time.Minute), time.Minute, 10)
	if err != nil {
		t.Fatal(err)
	}
	var digest *enquiry.Digest
	for _, d := range claimed {
		if d.Kind == enquiry.KindDigest {
			digest = d.Digest
		}
	}
	if digest == nil || digest.Surge == nil || digest.HeldCount != 8 || len(digest.Held) != 8 {
		t.Fatalf("claimed %+v: want the surge notice with its 8 held", digest)
	}
	// A window after its last enquiry, the surge is over: the network starts afresh.
	after := mustSave(t, store, person("Robot later", "100.64.0.0/24", 57, start.Add(2*time.Hour)), surgeRoute)
	if after.Notice != enquiry.NoticeOwn || after.SurgeID != "" {
		t.Errorf("two hours later: %s surge %q, want own", after.Notice, after.SurgeID)
	}
}

func testSurgeOfAll(t *testing.T, open Open) {
	store := opened(t, open)
	start := time.Now().UTC()
	var got []string
	for i := range 8 { // each from its own network: a botnet
		e := mustSave(t, store, person(fmt.Sprintf("Bot %d", i), fmt.Sprintf("100.%d.0.0/24", 64+i), 45+i, start.Add(time.Duration(i)*time.Second)), surgeRoute)
		got = append(got, e.Verdict+"/"+e.Notice)
	}
	// A person with JavaScript during it (likely genuine) stays in the inbox, named in the notice.
	hana := mustSave(t, store, person("Hana Person", "203.0.113.0/24", 91, start.Add(10*time.Second)), surgeRoute)
	late := mustSave(t, store, person("Bot late", "100.99.0.0/24", 45, start.Add(3*time.Minute)), surgeRoute)
	want := []string{"inbox/own", "inbox/own", "inbox/own", "held/digest", "held/digest", "held/digest", "held/digest", "held/digest"}
	if !slices.Equal(got, want) {
		t.Errorf("8 from 8 networks: %q, want 3 notified, then held with the surge", got)
	}
	if hana.Verdict != enquiry.VerdictInbox || hana.Notice != enquiry.NoticeDigest || hana.SurgeID == "" || hana.DigestID == "" {
		t.Errorf("a likely person in the surge: %s/%s surge %q notice %q, want inbox, in the surge's notice", hana.Verdict, hana.Notice, hana.SurgeID, hana.DigestID)
	}
	if late.SurgeID != hana.SurgeID || late.DigestID != "" || late.Verdict != enquiry.VerdictHeld {
		t.Errorf("after the notice gathered: surge %q notice %q %s; want the same surge, left for the next digest, held", late.SurgeID, late.DigestID, late.Verdict)
	}
	claimed, err := store.Claim(ctx, enquiry.ChannelEmail, start.Add(5*time.Minute), time.Minute, 10)
	if err != nil {
		t.Fatal(err)
	}
	var notices []*enquiry.Digest
	for _, d := range claimed {
		if d.Kind == enquiry.KindDigest {
			notices = append(notices, d.Digest)
		}
	}
	if len(notices) != 1 || notices[0].Surge == nil {
		t.Fatalf("claimed %d digests, want one surge notice", len(notices))
	}
	n := notices[0]
	if len(n.OverBudget) != 1 || n.OverBudget[0].Name != "Hana Person" || n.HeldCount != 5 || n.Held[0].Name != "Bot 7" || n.Held[4].Name != "Bot 3" {
		t.Errorf("the notice lists %+v / held %+v; want Hana Person first, then the bots likeliest first", n.OverBudget, n.Held)
	}
	if !strings.Contains(n.Surge.Reason, "enquiries in 1h0m0s") {
		t.Errorf("the notice's reason %q", n.Surge.Reason)
	}
	// The regular digest is not held back by the notice: the late one waits for it as usual.
	if made, err := store.MakeDigest(ctx, surgeRoute.Channels, start.Add(20*time.Minute), time.Hour); err != nil || !made {
		t.Errorf("MakeDigest after the notice = %v, %v; want the late one's digest", made, err)
	}
}

func testSurgeBaseline(t *testing.T, open Open) {
	store := opened(t, open)
	now := time.Now().UTC()
	route := surgeRoute
	route.Surge.Factor = 5
	// A busy site: one enquiry an hour for the past week.
	for h := 7 * 24; h >= 2; h-- {
		mustSave(t, store, person(fmt.Sprintf("Usual %d", h), fmt.Sprintf("10.%d.%d.0/24", h/250, h%250), 60, now.Add(-time.Duration(h)*time.Hour)), route)
	}
	// 4 in an hour is its usual times 4: no surge (on a fresh site, it would be).
	var got []string
	for i := range 5 {
		e := mustSave(t, store, person(fmt.Sprintf("Now %d", i), fmt.Sprintf("172.16.%d.0/24", i), 60, now.Add(time.Duration(i)*time.Minute)), route)
		got = append(got, fmt.Sprintf("%s/%t", e.Notice, e.SurgeID != ""))
	}
	if want := []string{"own/false", "own/false", "own/false", "own/false", "digest/true"}; !slices.Equal(got, want) {
		t.Errorf("a site that usually gets one an hour, 5 in a few minutes: %q, want the fifth a surge (5 times its rate)", got)
	}
}

func testNewByLikelihood(t *testing.T, open Open) {
	store := opened(t, open)
	day := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	for _, e := range []struct {
		name       string
		at         time.Time
		likelihood int
	}{
		{"yesterday likely", day.Add(-20 * time.Hour), 95},
		{"robot early", day, 30},
		{"person", day.Add(time.Minute), 91},
		{"robot late", day.Add(2 * time.Hour), 45},
		{"robot later", day.Add(3 * time.Hour), 45},
	} {
		mustSave(t, store, person(e.name, "", e.likelihood, e.at), enquiry.Route{})
	}
	if got, want := folder(t, store, enquiry.FolderNew), []string{"person", "robot later", "robot late", "robot early", "yesterday likely"}; !slices.Equal(got, want) {
		t.Errorf("New lists %q, want %q: the newest day first, the likeliest first within it", got, want)
	}
	if got := folder(t, store); got[0] != "robot later" {
		t.Errorf("all folders list %q, want the newest first", got)
	}
}

// testDigestBounded: a flood of 4,000 held enquiries, each as long as the form allows, with a
// genuine one among them, makes a digest under DigestLimit as JSON that counts them all, names
// the genuine one first and says how many more it does not list.
func testDigestBounded(t *testing.T, open Open) {
	store := opened(t, open)
	route := enquiry.Route{Channels: []string{enquiry.ChannelWebhook}}
	start := time.Now().UTC().Add(-time.Hour)
	long := strings.Repeat("ЖЖЖЖ offer ", 455)[:4990] // many two-byte letters: JSON and e-mail bytes
	for i := range 4000 {
		e := person(fmt.Sprintf("Flood %04d %s", i, strings.Repeat("Ж", 80)), "", 10+i%20, start.Add(time.Duration(i)*time.Millisecond))
		e.Message, e.Verdict, e.Reasons = long, enquiry.VerdictHeld, []string{strings.Repeat("a long reason; ", 40)}
		mustSave(t, store, e, route)
	}
	grace := person("Grace Whitfield", "", 88, start.Add(5*time.Second))
	grace.Verdict, grace.Reasons = enquiry.VerdictHeld, []string{"sent 4.0 s after the form was loaded"}
	mustSave(t, store, grace, route)
	if made, err := store.MakeDigest(ctx, route.Channels, time.Now().UTC(), time.Hour); err != nil || !made {
		t.Fatalf("MakeDigest = %v, %v", made, err)
	}
	claimed, err := store.Claim(ctx, enquiry.ChannelWebhook, time.Now().UTC(), time.Minute, 10)
	if err != nil || len(claimed) != 1 || claimed[0].Digest == nil {
		t.Fatalf("Claim = %+v, %v; want the digest", claimed, err)
	}
	d := claimed[0].Digest
	// The digest as JSON; notify's tests bound it with the webhook's envelope and as e-mail text.
	body, _ := json.Marshal(d)
	t.Logf("digest of %d held: %d listed, %d not listed, %d bytes as JSON", d.HeldCount, len(d.Held), d.NotListed, len(body))
	if len(body) > enquiry.DigestLimit || d.HeldCount != 4001 || d.NotListed != 4001-len(d.Held) || len(d.Held) < 20 {
		t.Errorf("digest: %d bytes, %d held, %d listed, %d not listed; want at most %d bytes counting all 4,001, and a list",
			len(body), d.HeldCount, len(d.Held), d.NotListed, enquiry.DigestLimit)
	}
	if d.Held[0].Name != "Grace Whitfield" || !slices.IsSortedFunc(d.Held, func(a, b enquiry.DigestLine) int { return b.Likelihood - a.Likelihood }) {
		t.Errorf("the digest lists %s first; want the likeliest (Grace Whitfield), then falling", d.Held[0].Name)
	}
}
