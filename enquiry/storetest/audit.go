package storetest

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"designo/enquiry"
)

// auditLog is every line of the store's audit trail, as "actor action subject".
func auditLog(t *testing.T, store enquiry.Store) []string {
	t.Helper()
	entries, err := store.AuditLog(ctx, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, e := range entries {
		lines = append(lines, strings.TrimSpace(e.Actor+" "+e.Action+" "+e.Subject))
	}
	return lines
}

func saveHeld(t *testing.T, store enquiry.Store, name string) enquiry.Enquiry {
	t.Helper()
	e := sample(name, time.Time{})
	e.Verdict = enquiry.VerdictHeld
	return save(t, store, e)
}

// Every action of a person writes its line of the audit trail with it: release, spam, handled,
// erase, retention, retry; one without an actor is refused, doing nothing.
func testActionsAreAudited(t *testing.T, open Open) {
	store := opened(t, open)
	now := time.Now().UTC()
	held := saveHeld(t, store, "Held")
	spam := saveHeld(t, store, "Spam")
	inbox := save(t, store, sample("Inbox", time.Time{}), enquiry.ChannelWebhook)
	gone := save(t, store, sample("Gone", time.Time{}))
	old := save(t, store, sample("Old", now.Add(-800*24*time.Hour)))

	if _, err := store.Release(ctx, held.ID, []string{enquiry.ChannelWebhook}, now, ""); err == nil {
		t.Error("Release without an actor was done")
	}
	if err := store.MarkSpam(ctx, spam.ID, now, " "); err == nil {
		t.Error("MarkSpam without an actor was done")
	}
	if got, _ := store.Get(ctx, held.ID); got.Verdict != enquiry.VerdictHeld {
		t.Errorf("after a refused release: verdict %q", got.Verdict)
	}
	if lines := auditLog(t, store); len(lines) != 0 {
		t.Fatalf("refused actions left lines: %q", lines)
	}

	if _, err := store.Release(ctx, held.ID, []string{enquiry.ChannelWebhook}, now, "ana@designo.co"); err != nil {
		t.Fatal(err)
	}
	if err := store.MarkSpam(ctx, spam.ID, now, "ben@designo.co"); err != nil {
		t.Fatal(err)
	}
	if err := store.MarkHandled(ctx, inbox.ID, now, "ana@designo.co"); err != nil {
		t.Fatal(err)
	}
	if err := store.Delete(ctx, gone.ID, now, "command line (op)"); err != nil {
		t.Fatal(err)
	}
	if erased, _, err := store.PurgeBefore(ctx, now.Add(-730*24*time.Hour), now, "retention (-retain 730d)"); err != nil || erased != 1 {
		t.Fatalf("PurgeBefore = %d, %v", erased, err)
	}
	claimed, err := store.Claim(ctx, enquiry.ChannelWebhook, now.Add(time.Minute), time.Minute, 10)
	if err != nil || len(claimed) != 2 {
		t.Fatalf("Claim = %d, %v; want the webhooks of Inbox and Held", len(claimed), err)
	}
	for _, d := range claimed {
		if err := store.MarkGivenUp(ctx, d.ID, now, "404"); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := store.Retry(ctx, now.Add(2*time.Minute), "command line (op)"); err != nil || n != 2 {
		t.Fatalf("Retry = %d, %v", n, err)
	}
	want := []string{
		"ana@designo.co " + enquiry.AuditReleased + " " + held.ID,
		"ben@designo.co " + enquiry.AuditMarkedSpam + " " + spam.ID,
		"ana@designo.co " + enquiry.AuditMarkedHandled + " " + inbox.ID,
		"command line (op) " + enquiry.AuditErased + " " + gone.ID,
		"retention (-retain 730d) " + enquiry.AuditErased + " " + old.ID,
	}
	for _, d := range claimed {
		want = append(want, "command line (op) "+fmt.Sprintf(enquiry.AuditRetried, d.Channel)+" "+d.EnquiryID)
	}
	got := auditLog(t, store)
	// The two retries share a time: their order is not the point.
	if !slices.Equal(got[:5], want[:5]) || len(got) != 7 || !slices.Contains(got[5:], want[5]) || !slices.Contains(got[5:], want[6]) {
		t.Errorf("audit trail:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	// Refusals write nothing: handled on a held enquiry, release of one in the inbox.
	other := saveHeld(t, store, "Other")
	if err := store.MarkHandled(ctx, other.ID, now, "ana@designo.co"); !errors.Is(err, enquiry.ErrNotInInbox) {
		t.Errorf("MarkHandled of a held enquiry = %v, want ErrNotInInbox", err)
	}
	if err := store.MarkHandled(ctx, spam.ID, now, "ana@designo.co"); !errors.Is(err, enquiry.ErrNotInInbox) {
		t.Errorf("MarkHandled of a spam enquiry = %v, want ErrNotInInbox", err)
	}
	if got, _ := store.Get(ctx, other.ID); !got.HandledAt.IsZero() {
		t.Errorf("a held enquiry was marked handled: %+v", got)
	}
	if _, err := store.Release(ctx, inbox.ID, nil, now, "ana@designo.co"); !errors.Is(err, enquiry.ErrNotHeld) {
		t.Errorf("Release of an enquiry in the inbox = %v", err)
	}
	if n := len(auditLog(t, store)); n != 7 {
		t.Errorf("refused actions wrote lines: %d, want 7", n)
	}
}

// Spam, then "Not spam", on an enquiry whose notifications went out already tells nobody again;
// a held one released is told on each channel once.
func testReleaseTellsOnce(t *testing.T, open Open) {
	store := opened(t, open)
	now := time.Now().UTC()
	told := save(t, store, sample("Told", time.Time{}), enquiry.ChannelEmail, enquiry.ChannelWebhook)
	deliverAll(t, store, enquiry.ChannelEmail, now)
	deliverAll(t, store, enquiry.ChannelWebhook, now)
	if err := store.MarkSpam(ctx, told.ID, now, actor); err != nil {
		t.Fatal(err)
	}
	queued, err := store.Release(ctx, told.ID, []string{enquiry.ChannelEmail, enquiry.ChannelWebhook}, now, actor)
	if err != nil || len(queued) != 0 {
		t.Errorf("Release of an enquiry told already = queued %q, %v; want none", queued, err)
	}
	for _, d := range deliveries(t, store) {
		if d.EnquiryID == told.ID && d.State != enquiry.StateDelivered {
			t.Errorf("told again: %+v", d)
		}
	}
	// Told on e-mail only (the webhook came later): released, the webhook alone goes out.
	half := save(t, store, sample("Half", time.Time{}), enquiry.ChannelEmail)
	if err := store.MarkSpam(ctx, half.ID, now, actor); err != nil {
		t.Fatal(err)
	}
	if queued, err := store.Release(ctx, half.ID, []string{enquiry.ChannelEmail, enquiry.ChannelWebhook}, now, actor); err != nil ||
		!slices.Equal(queued, []string{enquiry.ChannelWebhook}) {
		t.Errorf("Release = %q, %v; want the webhook only", queued, err)
	}
	held := saveHeld(t, store, "Held")
	if queued, err := store.Release(ctx, held.ID, []string{enquiry.ChannelEmail, enquiry.ChannelWebhook}, now, actor); err != nil ||
		!slices.Equal(queued, []string{enquiry.ChannelEmail, enquiry.ChannelWebhook}) {
		t.Errorf("Release of a held one = %q, %v; want both", queued, err)
	}
}

// BreakAudit makes every later insert into the store's audit trail fail, as a full disk or a
// lock held too long would (a trigger, say).
type BreakAudit func(t *testing.T, store enquiry.Store)

// RunAuditAtomic checks, on stores from open, that an action whose audit line cannot be written
// is not done: each one returns an error and leaves the store as it was.
func RunAuditAtomic(t *testing.T, open Open, breakAudit BreakAudit) {
	store := opened(t, open)
	now := time.Now().UTC()
	held := saveHeld(t, store, "Held")
	spam := saveHeld(t, store, "Spam")
	inbox := save(t, store, sample("Inbox", time.Time{}), enquiry.ChannelWebhook)
	gone := save(t, store, sample("Gone", time.Time{}))
	old := save(t, store, sample("Old", now.Add(-800*24*time.Hour)))
	claimed, err := store.Claim(ctx, enquiry.ChannelWebhook, now.Add(time.Minute), time.Minute, 10)
	if err != nil || len(claimed) != 1 {
		t.Fatalf("Claim = %d, %v", len(claimed), err)
	}
	if err := store.MarkGivenUp(ctx, claimed[0].ID, now, "404"); err != nil {
		t.Fatal(err)
	}
	breakAudit(t, store)

	if _, err := store.Release(ctx, held.ID, []string{enquiry.ChannelWebhook}, now, actor); err == nil {
		t.Error("Release succeeded with no audit line")
	}
	if err := store.MarkSpam(ctx, spam.ID, now, actor); err == nil {
		t.Error("MarkSpam succeeded with no audit line")
	}
	if err := store.MarkHandled(ctx, inbox.ID, now, actor); err == nil {
		t.Error("MarkHandled succeeded with no audit line")
	}
	if err := store.Delete(ctx, gone.ID, now, actor); err == nil {
		t.Error("Delete succeeded with no audit line")
	}
	if n, _, err := store.PurgeBefore(ctx, now.Add(-730*24*time.Hour), now, actor); err == nil {
		t.Errorf("PurgeBefore erased %d with no audit line", n)
	}
	if n, err := store.Retry(ctx, now, actor); err == nil {
		t.Errorf("Retry revived %d with no audit line", n)
	}
	// The store may have closed its connection on the fault: reading opens it again.
	byName := map[string]enquiry.Enquiry{}
	for _, e := range list(t, store) {
		byName[e.Name] = e
	}
	if e := byName["Held"]; e.Verdict != enquiry.VerdictHeld {
		t.Errorf("Held was released: %+v", e)
	}
	if e := byName["Spam"]; e.Verdict != enquiry.VerdictHeld {
		t.Errorf("Spam was marked: %+v", e)
	}
	if e := byName["Inbox"]; !e.HandledAt.IsZero() {
		t.Errorf("Inbox was marked handled: %+v", e)
	}
	if _, ok := byName["Gone"]; !ok {
		t.Error("Gone was erased")
	}
	if _, ok := byName["Old"]; !ok {
		t.Errorf("Old (%s) was erased by retention", old.ID)
	}
	states := map[string]enquiry.DeliveryState{}
	for _, d := range deliveries(t, store) {
		states[d.EnquiryID] = d.State
	}
	if len(states) != 1 || states[inbox.ID] != enquiry.StateFailed {
		t.Errorf("deliveries: %v; want only Inbox's webhook, still failed", states)
	}
}

// A digest retried after one of its held enquiries was released says what it said the first
// time: the released one still under Held (as it stood), not relabelled as past the hourly limit.
func testDigestKeepsItsContent(t *testing.T, open Open) {
	store := opened(t, open)
	route := enquiry.Route{Channels: []string{enquiry.ChannelEmail}, HourlyBudget: 1}
	start := time.Now().UTC().Add(-time.Hour)
	if _, _, err := store.Save(ctx, sample("Told", start), route, ""); err != nil {
		t.Fatal(err)
	}
	over, _, err := store.Save(ctx, sample("Over", start.Add(time.Second)), route, "")
	if err != nil || over.Notice != enquiry.NoticeDigest {
		t.Fatalf("Over: %+v, %v", over, err)
	}
	releasedLater := saveHeld(t, store, "Released later")
	saveHeld(t, store, "Stays held")
	now := time.Now().UTC()
	if made, err := store.MakeDigest(ctx, route.Channels, now.Add(7*time.Minute), time.Hour); err != nil || !made {
		t.Fatalf("MakeDigest = %v, %v", made, err)
	}
	read := func(at time.Time) (held, overBudget []string, id string) {
		t.Helper()
		claimed, err := store.Claim(ctx, enquiry.ChannelEmail, at, time.Minute, 10)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range claimed {
			if d.Kind != enquiry.KindDigest {
				continue
			}
			for _, e := range d.Digest.Held {
				held = append(held, e.Name)
			}
			for _, e := range d.Digest.OverBudget {
				overBudget = append(overBudget, e.Name)
			}
			if err := store.MarkFailed(ctx, d.ID, at, "451 try later"); err != nil {
				t.Fatal(err)
			}
			return held, overBudget, d.Digest.ID
		}
		t.Fatalf("no digest among %+v", claimed)
		return nil, nil, ""
	}
	held1, over1, id1 := read(now.Add(8 * time.Minute))
	if _, err := store.Release(ctx, releasedLater.ID, route.Channels, now.Add(9*time.Minute), actor); err != nil {
		t.Fatal(err)
	}
	held2, over2, id2 := read(now.Add(10 * time.Minute))
	if id1 != id2 || !slices.Equal(held1, held2) || !slices.Equal(over1, over2) {
		t.Errorf("the digest changed when retried: %s held %q over %q, then %s held %q over %q", id1, held1, over1, id2, held2, over2)
	}
	if !slices.Equal(held1, []string{"Released later", "Stays held"}) || !slices.Equal(over1, []string{"Over"}) {
		t.Errorf("digest: held %q, over budget %q", held1, over1)
	}
}

// The channels a server records are the ones ServerChannels gives back, the latest winning.
func testServerChannels(t *testing.T, open Open) {
	store := opened(t, open)
	if _, _, err := store.ServerChannels(ctx); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("ServerChannels before any server = %v, want ErrNotFound", err)
	}
	at := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	if err := store.RecordChannels(ctx, []string{enquiry.ChannelEmail, enquiry.ChannelWebhook}, at); err != nil {
		t.Fatal(err)
	}
	if err := store.RecordChannels(ctx, []string{enquiry.ChannelWebhook}, at.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	channels, recorded, err := store.ServerChannels(ctx)
	if err != nil || !slices.Equal(channels, []string{enquiry.ChannelWebhook}) || !recorded.Equal(at.Add(time.Hour)) {
		t.Errorf("ServerChannels = %q at %v, %v; want the latest, webhook", channels, recorded, err)
	}
	if err := store.RecordChannels(ctx, nil, at.Add(2*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if channels, _, err := store.ServerChannels(ctx); err != nil || len(channels) != 0 {
		t.Errorf("ServerChannels after -notify none = %q, %v; want none", channels, err)
	}
}

// A folder is read a page at a time, newest first, after the last enquiry of the page before:
// every enquiry once, with the folder's count and how many came before, even while new ones
// arrive and the cursor's own enquiry leaves the folder.
func testFolderPages(t *testing.T, open Open) {
	store := opened(t, open)
	start := time.Now().UTC().Add(-time.Hour)
	var ids []string
	for i := range 5 {
		e := sample(fmt.Sprint("Held ", i), start.Add(time.Duration(i)*time.Minute))
		e.Verdict = enquiry.VerdictHeld
		ids = append(ids, save(t, store, e).ID)
	}
	save(t, store, sample("In the inbox", start)) // another folder
	names := func(p enquiry.FolderPage) []string {
		var out []string
		for _, e := range p.Enquiries {
			out = append(out, e.Name)
		}
		return out
	}
	first, err := store.Page(ctx, enquiry.FolderHeld, "", 2)
	if err != nil || !slices.Equal(names(first), []string{"Held 4", "Held 3"}) || first.Total != 5 || first.Skipped != 0 || first.Next != ids[3] {
		t.Fatalf("first page = %q total %d skipped %d next %q, %v", names(first), first.Total, first.Skipped, first.Next, err)
	}
	// A new one arrives, and the page's last enquiry is released, between the pages.
	late := sample("Late", time.Now().UTC())
	late.Verdict = enquiry.VerdictHeld
	save(t, store, late)
	if _, err := store.Release(ctx, ids[3], nil, time.Now(), actor); err != nil {
		t.Fatal(err)
	}
	second, err := store.Page(ctx, enquiry.FolderHeld, first.Next, 2)
	if err != nil || !slices.Equal(names(second), []string{"Held 2", "Held 1"}) || second.Total != 5 || second.Skipped != 2 || second.Next != ids[1] {
		t.Fatalf("second page = %q total %d skipped %d next %q, %v", names(second), second.Total, second.Skipped, second.Next, err)
	}
	last, err := store.Page(ctx, enquiry.FolderHeld, second.Next, 2)
	if err != nil || !slices.Equal(names(last), []string{"Held 0"}) || last.Next != "" || last.Skipped != 4 {
		t.Fatalf("last page = %q next %q skipped %d, %v", names(last), last.Next, last.Skipped, err)
	}
	if exact, err := store.Page(ctx, enquiry.FolderHeld, ids[2], 2); err != nil || exact.Next != "" || len(exact.Enquiries) != 2 {
		t.Errorf("a page that ends the folder exactly: %q next %q, %v", names(exact), exact.Next, err)
	}
	if _, err := store.Page(ctx, enquiry.FolderHeld, enquiry.NewID(), 2); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("a page after an unknown enquiry = %v, want ErrNotFound", err)
	}
	if empty, err := store.Page(ctx, enquiry.FolderSpam, "", 2); err != nil || len(empty.Enquiries) != 0 || empty.Total != 0 || empty.Next != "" {
		t.Errorf("an empty folder = %+v, %v", empty, err)
	}
}

// Notifications lists one enquiry's own, not another's, nor its digest's.
func testNotificationsOfOne(t *testing.T, open Open) {
	store := opened(t, open)
	one := save(t, store, sample("One", time.Time{}), enquiry.ChannelEmail, enquiry.ChannelWebhook)
	save(t, store, sample("Other", time.Time{}), enquiry.ChannelEmail)
	got, err := store.Notifications(ctx, one.ID)
	if err != nil || len(got) != 2 || got[0].EnquiryID != one.ID || got[1].EnquiryID != one.ID || got[0].Channel != enquiry.ChannelEmail {
		t.Errorf("Notifications = %+v, %v; want One's e-mail and webhook", got, err)
	}
	if none, err := store.Notifications(ctx, enquiry.NewID()); err != nil || len(none) != 0 {
		t.Errorf("Notifications of no enquiry = %+v, %v", none, err)
	}
}
