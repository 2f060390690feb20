// Package storetest is the behaviour every enquiry.Store must show, run by
// each implementation's own test (enquiry/sqlite, enquiry/postgres), so that
// the two cannot drift apart:
//
//	func TestStoreBehaviour(t *testing.T) { storetest.Run(t, openEmptyStore) }
package storetest

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"designo/enquiry"
)

// Open returns a new, empty, ready store; the test closes it. Two calls in
// one test are two separate databases.
type Open func(t *testing.T) enquiry.Store

// Run runs the whole suite against stores from open.
func Run(t *testing.T, open Open) {
	tests := []struct {
		name string
		test func(*testing.T, Open)
	}{
		{"SaveAndListRoundTripNewestFirstInUTC", testRoundTrip},
		{"ListSince", testListSince},
		{"SaveDefaultsTheTimeAndRefusesAnUnknownArrival", testDefaults},
		{"IDsAreUUIDv7AndUniqueAcrossDatabases", testUniqueIDs},
		{"OutboxRowsAreWrittenWithTheEnquiry", testOutboxRows},
		{"EnquiryAndOutboxAreAllOrNothing", testAllOrNothing},
		{"IdempotencyKeyStoresOnce", testIdempotency},
		{"ClaimLeasesDueDeliveriesPerChannel", testClaimLease},
		{"MarkFailedDeliveredGivenUpAndRetry", testMarks},
		{"DeleteErasesEnquiryNotificationsAndKey", testDelete},
		{"PurgeBeforeKeepsNewerEnquiries", testPurge},
		{"PurgeBeforeKeepsUndeliveredEnquiries", testPurgeKeepsUndelivered},
		{"ConcurrentSavesStoreEachOnce", testConcurrentSaves},
		{"ConcurrentClaimsHandOutEachDeliveryOnce", testConcurrentClaims},
		{"ReadyOnAWritableStore", testReady},
		{"VerdictsFoldersReleaseSpamHandled", testVerdicts},
		{"HourlyBudgetAndDigest", testBudgetAndDigest},
		{"ConcurrentSavesShareOneBudget", testConcurrentBudget},
		{"SameTextCountsOtherSenders", testSameText},
		{"SecretIsMadeOnceAndShared", testSecret},
		{"PurgeHeldKeepsTheInboxAndWhatNoDigestTold", testPurgeHeld},
		{"ActionsWriteTheirAuditLine", testActionsAreAudited},
		{"ReleaseTellsEachChannelOnce", testReleaseTellsOnce},
		{"DigestRetriedKeepsItsContent", testDigestKeepsItsContent},
		{"ServerChannelsAreTheLatestRecorded", testServerChannels},
		{"FoldersAreReadAPageAtATime", testFolderPages},
		{"NotificationsOfOneEnquiry", testNotificationsOfOne},
		{"NotesAreKeptAuditedAndErasedWithTheEnquiry", testNotes},
		{"StagesSayWhoAndWhenAndMoveBetweenFolders", testStages},
		{"APersonsEnquiriesAreListedAndErasedTogether", testPerson},
		{"SourcesAreKeptAndCountedByMonth", testSources},
		{"AGenuineEnquirysSenderGetsOneReceiptADay", testAcknowledgement},
		{"SearchFindsByWordsInEveryFolderBestFirst", testSearch},
		{"AFormTokenIsUsedOnce", testTokenUsedOnce},
		{"ASurgeFromOneNetworkSpendsNoBudget", testNetworkSurge},
		{"ASurgeOfAllSourcesIsToldOnceWithTheLikeliestFirst", testSurgeOfAll},
		{"ASurgeIsMeasuredAgainstTheSitesOwnRate", testSurgeBaseline},
		{"NewListsTheLikeliestFirstWithinADay", testNewByLikelihood},
		{"ADigestOf4000IsBoundedAndLikeliestFirst", testDigestBounded},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.test(t, open) })
	}
}

var ctx = context.Background()

// actor is who the suite's actions are done by, in the audit trail.
const actor = "storetest"

func sample(name string, received time.Time) enquiry.Enquiry {
	return enquiry.Enquiry{Name: name, Email: "ada@example.com", Phone: "0123", Message: "Hello\nthere", ReceivedAt: received, Via: enquiry.ViaForm}
}

func save(t *testing.T, store enquiry.Store, e enquiry.Enquiry, channels ...string) enquiry.Enquiry {
	t.Helper()
	stored, repeat, err := store.Save(ctx, e, enquiry.Route{Channels: channels}, "")
	if err != nil || repeat {
		t.Fatalf("Save(%s) = repeat %v, %v", e.Name, repeat, err)
	}
	return stored
}

func opened(t *testing.T, open Open) enquiry.Store {
	store := open(t)
	t.Cleanup(func() { store.Close() })
	return store
}

func list(t *testing.T, store enquiry.Store) []enquiry.Enquiry {
	t.Helper()
	got, err := store.List(ctx, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func deliveries(t *testing.T, store enquiry.Store, states ...enquiry.DeliveryState) []enquiry.Delivery {
	t.Helper()
	got, err := store.Deliveries(ctx, states...)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func testRoundTrip(t *testing.T, open Open) {
	store := opened(t, open)
	toronto := time.FixedZone("EST", -5*3600)
	base := time.Date(2026, 3, 1, 9, 30, 0, 123456000, toronto) // microseconds: PostgreSQL's precision
	var first enquiry.Enquiry
	for i, name := range []string{"first", "second", "third"} {
		e := sample(name, base.Add(time.Duration(i)*time.Hour))
		if name == "second" {
			e.Via = enquiry.ViaScript
		}
		stored := save(t, store, e)
		if i == 0 {
			first = stored
		}
	}
	got := list(t, store)
	if len(got) != 3 || got[0].Name != "third" || got[1].Name != "second" || got[2].Name != "first" {
		t.Fatalf("List = %+v, want third, second, first", got)
	}
	want := enquiry.Enquiry{ID: first.ID, Name: "first", Email: "ada@example.com", Phone: "0123", Message: "Hello\nthere",
		ReceivedAt: base.UTC(), Via: enquiry.ViaForm, Verdict: enquiry.VerdictInbox, Notice: enquiry.NoticeOwn, Likelihood: 50}
	if !reflect.DeepEqual(got[2], want) || !reflect.DeepEqual(first, want) {
		t.Errorf("stored %+v\nsaved  %+v\nwant   %+v", got[2], first, want)
	}
	if got[1].Via != enquiry.ViaScript {
		t.Errorf("second enquiry via = %q, want %q", got[1].Via, enquiry.ViaScript)
	}
	one, err := store.Get(ctx, first.ID)
	if err != nil || !reflect.DeepEqual(one, want) {
		t.Errorf("Get = %+v, %v; want %+v", one, err, want)
	}
	if _, err := store.Get(ctx, enquiry.NewID()); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("Get of an unknown id: %v, want ErrNotFound", err)
	}
}

func testListSince(t *testing.T, open Open) {
	store := opened(t, open)
	base := time.Date(2026, 1, 10, 12, 0, 0, 0, time.UTC)
	for i := range 5 {
		save(t, store, sample(fmt.Sprint("day", i), base.AddDate(0, 0, i)))
	}
	tests := []struct {
		since time.Time
		want  int
	}{
		{time.Time{}, 5},
		{base.AddDate(0, 0, 2), 3}, // inclusive
		{base.AddDate(0, 0, 2).Add(time.Microsecond), 2},
		{base.AddDate(0, 0, 10), 0},
	}
	for _, tc := range tests {
		got, err := store.List(ctx, tc.since)
		if err != nil || len(got) != tc.want {
			t.Errorf("List(since %v) = %d enquiries (%v), want %d", tc.since, len(got), err, tc.want)
		}
	}
}

func testDefaults(t *testing.T, open Open) {
	store := opened(t, open)
	before := time.Now().Add(-time.Millisecond)
	stored := save(t, store, sample("now", time.Time{}))
	got := list(t, store)
	if len(got) != 1 || got[0].ReceivedAt.Before(before) || got[0].ReceivedAt.After(time.Now()) || !got[0].ReceivedAt.Equal(stored.ReceivedAt) {
		t.Errorf("ReceivedAt = %+v (Save said %v), want between %v and now", got, stored.ReceivedAt, before)
	}
	bad := sample("x", time.Now())
	bad.Via = "carrier pigeon"
	if _, _, err := store.Save(ctx, bad, enquiry.Route{}, ""); err == nil {
		t.Error("Save accepted an unknown arrival")
	}
	given := sample("with id", time.Now())
	given.ID = enquiry.NewID()
	if stored := save(t, store, given); stored.ID != given.ID {
		t.Errorf("Save replaced the caller's id %s with %s", given.ID, stored.ID)
	}
}

// A recreated database must not hand out an id again: receivers discard repeats by id.
func testUniqueIDs(t *testing.T, open Open) {
	seen := map[string]bool{}
	var previous uuid.UUID
	for range 2 {
		store := opened(t, open)
		for i := range 5 {
			id := save(t, store, sample(fmt.Sprint("visitor ", i), time.Time{})).ID
			parsed, err := uuid.Parse(id)
			if err != nil || parsed.Version() != 7 {
				t.Fatalf("id %q: want a UUIDv7 (%v)", id, err)
			}
			if seen[id] {
				t.Fatalf("id %s handed out twice", id)
			}
			if id <= previous.String() {
				t.Errorf("id %s not after %s: ids should be time-ordered", id, previous)
			}
			seen[id], previous = true, parsed
		}
		store.Close()
	}
}

func testOutboxRows(t *testing.T, open Open) {
	store := opened(t, open)
	before := time.Now().Add(-time.Millisecond)
	e := save(t, store, sample("notified", time.Time{}), enquiry.ChannelWebhook, enquiry.ChannelEmail)
	save(t, store, sample("quiet", time.Time{}))
	got := deliveries(t, store)
	if len(got) != 2 {
		t.Fatalf("deliveries = %+v, want one per channel of the first enquiry", got)
	}
	channels := map[string]bool{}
	for _, d := range got {
		channels[d.Channel] = true
		if d.EnquiryID != e.ID || d.State != enquiry.StatePending || d.Attempts != 0 || d.LastError != "" ||
			d.CreatedAt.Before(before) || !d.PendingSince.Equal(d.CreatedAt) || d.NextAttemptAt.After(time.Now()) || !d.ClaimedUntil.IsZero() {
			t.Errorf("new delivery %+v: want pending for %s, due now, no attempts", d, e.ID)
		}
	}
	if !channels[enquiry.ChannelWebhook] || !channels[enquiry.ChannelEmail] {
		t.Errorf("channels %v, want webhook and email", channels)
	}
	status, err := store.OutboxStatus(ctx)
	if err != nil || status.Pending != 2 || status.Failed != 0 || status.OldestPending.Before(before) {
		t.Errorf("OutboxStatus = %+v, %v; want 2 pending since the save", status, err)
	}
}

// A channel listed twice breaks the outbox's uniqueness after the enquiry
// row is written: the whole save must roll back.
func testAllOrNothing(t *testing.T, open Open) {
	store := opened(t, open)
	if _, _, err := store.Save(ctx, sample("half", time.Time{}), enquiry.Route{Channels: []string{enquiry.ChannelEmail, enquiry.ChannelEmail}}, "key-half"); err == nil {
		t.Fatal("Save with a duplicate outbox row succeeded")
	}
	if got := list(t, store); len(got) != 0 {
		t.Errorf("enquiry stored without its outbox rows: %+v", got)
	}
	if got := deliveries(t, store); len(got) != 0 {
		t.Errorf("outbox rows left from a failed save: %+v", got)
	}
	// Nor is the key taken.
	if _, repeat, err := store.Save(ctx, sample("half", time.Time{}), enquiry.Route{Channels: []string{enquiry.ChannelEmail}}, "key-half"); err != nil || repeat {
		t.Errorf("saving again after the rollback: repeat %v, %v", repeat, err)
	}
}

func testIdempotency(t *testing.T, open Open) {
	store := opened(t, open)
	channels := []string{enquiry.ChannelWebhook}
	first, repeat, err := store.Save(ctx, sample("Ada", time.Time{}), enquiry.Route{Channels: channels}, "7d0c9a5e-key")
	if err != nil || repeat {
		t.Fatalf("first Save: repeat %v, %v", repeat, err)
	}
	again, repeat, err := store.Save(ctx, sample("Ada", time.Now().Add(time.Minute)), enquiry.Route{Channels: channels}, "7d0c9a5e-key")
	if err != nil || !repeat || !reflect.DeepEqual(again, first) {
		t.Errorf("repeat = %+v, repeat %v, %v; want the first %+v, repeat true", again, repeat, err, first)
	}
	if _, _, err := store.Save(ctx, sample("Mallory", time.Time{}), enquiry.Route{Channels: channels}, "7d0c9a5e-key"); !errors.Is(err, enquiry.ErrKeyReused) {
		t.Errorf("the key with other values: %v, want ErrKeyReused", err)
	}
	other, repeat, err := store.Save(ctx, sample("Ada", time.Time{}), enquiry.Route{Channels: channels}, "another-key")
	if err != nil || repeat || other.ID == first.ID {
		t.Errorf("another key: %+v, repeat %v, %v; want a new enquiry", other, repeat, err)
	}
	if got := list(t, store); len(got) != 2 {
		t.Errorf("stored %d enquiries, want 2", len(got))
	}
	if got := deliveries(t, store); len(got) != 2 {
		t.Errorf("%d deliveries, want one per stored enquiry", len(got))
	}
}

func testClaimLease(t *testing.T, open Open) {
	store := opened(t, open)
	var ids []string
	for i := range 3 {
		ids = append(ids, save(t, store, sample(fmt.Sprint("visitor ", i), time.Time{}), enquiry.ChannelWebhook, enquiry.ChannelEmail).ID)
	}
	now := time.Now().Add(time.Second).Truncate(time.Microsecond) // PostgreSQL's precision
	const lease = time.Minute
	claimed, err := store.Claim(ctx, enquiry.ChannelWebhook, now, lease, 2)
	if err != nil || len(claimed) != 2 {
		t.Fatalf("Claim = %d deliveries, %v; want 2", len(claimed), err)
	}
	for i, d := range claimed {
		if d.Channel != enquiry.ChannelWebhook || d.EnquiryID != ids[i] || d.Attempts != 1 || !d.ClaimedUntil.Equal(now.Add(lease)) {
			t.Errorf("claimed %+v: want enquiry %s's webhook, attempt 1, leased until %v", d, ids[i], now.Add(lease))
		}
		if d.Enquiry == nil || d.Enquiry.ID != ids[i] || d.Enquiry.Name != fmt.Sprint("visitor ", i) {
			t.Errorf("claimed %+v without its enquiry", d)
		}
	}
	rest, err := store.Claim(ctx, enquiry.ChannelWebhook, now, lease, 10)
	if err != nil || len(rest) != 1 || rest[0].EnquiryID != ids[2] {
		t.Fatalf("second Claim = %+v, %v; want only the third", rest, err)
	}
	if none, err := store.Claim(ctx, enquiry.ChannelWebhook, now.Add(lease/2), lease, 10); err != nil || len(none) != 0 {
		t.Errorf("Claim while leased = %+v, %v; want none", none, err)
	}
	// The other channel is its own queue.
	if email, err := store.Claim(ctx, enquiry.ChannelEmail, now, lease, 10); err != nil || len(email) != 3 {
		t.Errorf("Claim of e-mail = %d, %v; want 3", len(email), err)
	}
	// A worker that died leaves its lease to run out; then another takes over.
	if err := store.MarkDelivered(ctx, claimed[0].ID, now); err != nil {
		t.Fatal(err)
	}
	again, err := store.Claim(ctx, enquiry.ChannelWebhook, now.Add(lease), lease, 10)
	if err != nil || len(again) != 2 || again[0].EnquiryID != ids[1] || again[0].Attempts != 2 {
		t.Errorf("Claim after the lease = %+v, %v; want the second and third again, attempt 2", again, err)
	}
}

func testMarks(t *testing.T, open Open) {
	store := opened(t, open)
	save(t, store, sample("one", time.Time{}), enquiry.ChannelWebhook)
	save(t, store, sample("two", time.Time{}), enquiry.ChannelWebhook)
	now := time.Now().Add(time.Second).Truncate(time.Microsecond) // PostgreSQL's precision
	claimed, err := store.Claim(ctx, enquiry.ChannelWebhook, now, time.Minute, 10)
	if err != nil || len(claimed) != 2 {
		t.Fatalf("Claim = %d, %v", len(claimed), err)
	}
	failing, delivered := claimed[0], claimed[1]
	next := now.Add(10 * time.Minute)
	if err := store.MarkFailed(ctx, failing.ID, next, "webhook answered 503 Service Unavailable"); err != nil {
		t.Fatal(err)
	}
	if err := store.MarkDelivered(ctx, delivered.ID, now); err != nil {
		t.Fatal(err)
	}
	// A late worker whose lease ran out cannot undo a delivery.
	if err := store.MarkFailed(ctx, delivered.ID, next, "late"); err != nil {
		t.Fatal(err)
	}
	if err := store.MarkGivenUp(ctx, delivered.ID, now, "late"); err != nil {
		t.Fatal(err)
	}
	if err := store.MarkDelivered(ctx, 1<<40, now); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("MarkDelivered of an unknown delivery: %v, want ErrNotFound", err)
	}
	byID := func() map[int64]enquiry.Delivery {
		m := map[int64]enquiry.Delivery{}
		for _, d := range deliveries(t, store) {
			m[d.ID] = d
		}
		return m
	}
	got := byID()
	if d := got[delivered.ID]; d.State != enquiry.StateDelivered || !d.DeliveredAt.Equal(now) || !d.ClaimedUntil.IsZero() {
		t.Errorf("delivered: %+v", d)
	}
	if d := got[failing.ID]; d.State != enquiry.StatePending || d.LastError != "webhook answered 503 Service Unavailable" ||
		!d.NextAttemptAt.Equal(next) || !d.ClaimedUntil.IsZero() || d.Attempts != 1 {
		t.Errorf("failed attempt: %+v", d)
	}
	if early, _ := store.Claim(ctx, enquiry.ChannelWebhook, next.Add(-time.Second), time.Minute, 10); len(early) != 0 {
		t.Errorf("claimed before its next attempt: %+v", early)
	}
	due, err := store.Claim(ctx, enquiry.ChannelWebhook, next, time.Minute, 10)
	if err != nil || len(due) != 1 || due[0].ID != failing.ID || due[0].Attempts != 2 {
		t.Fatalf("Claim at the next attempt = %+v, %v", due, err)
	}
	if err := store.MarkGivenUp(ctx, failing.ID, next, "webhook answered 404 Not Found"); err != nil {
		t.Fatal(err)
	}
	if failed := deliveries(t, store, enquiry.StateFailed); len(failed) != 1 || failed[0].ID != failing.ID || failed[0].LastError != "webhook answered 404 Not Found" {
		t.Errorf("failed deliveries: %+v", failed)
	}
	if pending := deliveries(t, store, enquiry.StatePending); len(pending) != 0 {
		t.Errorf("pending deliveries: %+v", pending)
	}
	if both := deliveries(t, store, enquiry.StatePending, enquiry.StateFailed); len(both) != 1 {
		t.Errorf("pending or failed: %+v", both)
	}
	if status, err := store.OutboxStatus(ctx); err != nil || status.Failed != 1 || status.Pending != 0 || !status.OldestPending.IsZero() {
		t.Errorf("OutboxStatus = %+v, %v; want 1 failed", status, err)
	}
	if again, _ := store.Claim(ctx, enquiry.ChannelWebhook, next.Add(time.Hour), time.Minute, 10); len(again) != 0 {
		t.Errorf("a given-up delivery was claimed: %+v", again)
	}
	retryAt := next.Add(time.Hour)
	if n, err := store.Retry(ctx, retryAt, actor); err != nil || n != 1 {
		t.Fatalf("Retry = %d, %v; want 1", n, err)
	}
	d := byID()[failing.ID]
	if d.State != enquiry.StatePending || d.Attempts != 0 || !d.PendingSince.Equal(retryAt) || !d.NextAttemptAt.Equal(d.PendingSince) {
		t.Errorf("after Retry: %+v", d)
	}
	if n, err := store.Retry(ctx, retryAt, actor, delivered.ID); err != nil || n != 0 {
		t.Errorf("Retry of a delivered one = %d, %v; want 0", n, err)
	}
}

func testDelete(t *testing.T, open Open) {
	store := opened(t, open)
	gone, _, err := store.Save(ctx, sample("Forget me", time.Time{}), enquiry.Route{Channels: []string{enquiry.ChannelWebhook, enquiry.ChannelEmail}}, "key-forget")
	if err != nil {
		t.Fatal(err)
	}
	kept := save(t, store, sample("Keep me", time.Time{}), enquiry.ChannelWebhook)
	if err := store.Delete(ctx, gone.ID, time.Now(), actor); err != nil {
		t.Fatal(err)
	}
	if got := list(t, store); len(got) != 1 || got[0].ID != kept.ID {
		t.Errorf("after Delete: %+v, want only %s", got, kept.ID)
	}
	for _, d := range deliveries(t, store) {
		if d.EnquiryID == gone.ID {
			t.Errorf("a notification of the erased enquiry is left: %+v", d)
		}
	}
	if _, err := store.Get(ctx, gone.ID); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("Get after Delete: %v, want ErrNotFound", err)
	}
	if err := store.Delete(ctx, gone.ID, time.Now(), actor); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("deleting twice: %v, want ErrNotFound", err)
	}
	// The idempotency key went with it.
	if again, repeat, err := store.Save(ctx, sample("Forget me", time.Time{}), enquiry.Route{}, "key-forget"); err != nil || repeat || again.ID == gone.ID {
		t.Errorf("the key after erasure: %+v, repeat %v, %v", again, repeat, err)
	}
}

func testPurge(t *testing.T, open Open) {
	store := opened(t, open)
	now := time.Now().UTC()
	var keep []string
	for i, age := range []time.Duration{800 * 24 * time.Hour, 731 * 24 * time.Hour, 729 * 24 * time.Hour, time.Hour} {
		e := save(t, store, sample(fmt.Sprint("aged ", i), now.Add(-age)), enquiry.ChannelEmail)
		if age < 730*24*time.Hour {
			keep = append(keep, e.ID)
		}
	}
	deliverAll(t, store, enquiry.ChannelEmail, time.Now())
	n, kept, err := store.PurgeBefore(ctx, now.Add(-730*24*time.Hour), time.Now(), actor)
	if err != nil || n != 2 || kept != 0 {
		t.Fatalf("PurgeBefore = %d erased, %d kept, %v; want 2, 0", n, kept, err)
	}
	got := list(t, store)
	if len(got) != 2 || got[0].ID != keep[1] || got[1].ID != keep[0] {
		t.Errorf("left %+v, want %v", got, keep)
	}
	if d := deliveries(t, store); len(d) != 2 {
		t.Errorf("%d deliveries left, want the 2 of the kept enquiries", len(d))
	}
	if n, kept, err := store.PurgeBefore(ctx, now.Add(-730*24*time.Hour), time.Now(), actor); err != nil || n != 0 || kept != 0 {
		t.Errorf("second purge = %d, %d, %v", n, kept, err)
	}
}

// deliverAll marks every delivery of channel delivered (all are due a minute from now).
func deliverAll(t *testing.T, store enquiry.Store, channel string, now time.Time) {
	t.Helper()
	now = now.Add(time.Minute)
	claimed, err := store.Claim(ctx, channel, now, time.Minute, 100)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range claimed {
		if err := store.MarkDelivered(ctx, d.ID, now); err != nil {
			t.Fatal(err)
		}
	}
}

// Retention never erases an enquiry the agency may not have heard of: one with a notification
// pending (being retried) or failed (given up, waiting for `site notifications retry`), on any
// channel. Delivered ones, and those that had no channel to go to, are erased.
func testPurgeKeepsUndelivered(t *testing.T, open Open) {
	store := opened(t, open)
	now := time.Now().UTC()
	old := now.Add(-800 * 24 * time.Hour)
	delivered := save(t, store, sample("delivered", old), enquiry.ChannelEmail)
	deliverAll(t, store, enquiry.ChannelEmail, time.Now())
	noChannel := save(t, store, sample("no channel", old))
	pending := save(t, store, sample("pending", old), enquiry.ChannelWebhook)
	failed := save(t, store, sample("failed", old), enquiry.ChannelEmail)
	half := save(t, store, sample("email sent, webhook pending", old), enquiry.ChannelEmail, enquiry.ChannelWebhook)
	claimed, err := store.Claim(ctx, enquiry.ChannelEmail, now.Add(time.Minute), time.Minute, 100)
	if err != nil || len(claimed) != 2 {
		t.Fatalf("Claim = %d, %v; want the e-mails of failed and half", len(claimed), err)
	}
	for _, d := range claimed {
		if d.EnquiryID == failed.ID {
			err = store.MarkGivenUp(ctx, d.ID, now, "550 mailbox unavailable")
		} else {
			err = store.MarkDelivered(ctx, d.ID, now)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	erased, kept, err := store.PurgeBefore(ctx, now.Add(-730*24*time.Hour), time.Now(), actor)
	if err != nil || erased != 2 || kept != 3 {
		t.Fatalf("PurgeBefore = %d erased, %d kept, %v; want 2 erased (delivered, no channel), 3 kept", erased, kept, err)
	}
	left := map[string]bool{}
	for _, e := range list(t, store) {
		left[e.ID] = true
	}
	if left[delivered.ID] || left[noChannel.ID] || !left[pending.ID] || !left[failed.ID] || !left[half.ID] || len(left) != 3 {
		t.Errorf("left %v; want pending, failed and half (%s, %s, %s)", left, pending.ID, failed.ID, half.ID)
	}
	if d := deliveries(t, store); len(d) != 4 {
		t.Errorf("%d deliveries left, want the 4 of the kept enquiries", len(d))
	}
	// Once delivered, the next purge erases them.
	if n, err := store.Retry(ctx, now, actor); err != nil || n != 1 {
		t.Fatalf("Retry = %d, %v", n, err)
	}
	deliverAll(t, store, enquiry.ChannelEmail, time.Now())
	deliverAll(t, store, enquiry.ChannelWebhook, time.Now())
	if erased, kept, err := store.PurgeBefore(ctx, now.Add(-730*24*time.Hour), time.Now(), actor); err != nil || erased != 3 || kept != 0 {
		t.Errorf("PurgeBefore after delivery = %d erased, %d kept, %v; want 3, 0", erased, kept, err)
	}
}

func testConcurrentSaves(t *testing.T, open Open) {
	const clients, savesEach = 20, 20
	store := opened(t, open)
	var wg sync.WaitGroup
	errs := make(chan error, clients*savesEach)
	for c := range clients {
		wg.Go(func() {
			for i := range savesEach {
				// Every other one with a key, sent twice, as a retrying browser would.
				key := ""
				if i%2 == 0 {
					key = fmt.Sprintf("key-%d-%d", c, i)
				}
				times := 1
				if key != "" {
					times = 2
				}
				for range times {
					if _, _, err := store.Save(ctx, sample(fmt.Sprintf("client %d save %d", c, i), time.Time{}), enquiry.Route{Channels: []string{enquiry.ChannelEmail}}, key); err != nil {
						errs <- err
					}
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("Save: %v", err)
	}
	got := list(t, store)
	if len(got) != clients*savesEach {
		t.Fatalf("stored %d enquiries, want %d", len(got), clients*savesEach)
	}
	names, ids := map[string]int{}, map[string]bool{}
	for _, e := range got {
		names[e.Name]++
		ids[e.ID] = true
	}
	if len(names) != clients*savesEach || len(ids) != clients*savesEach {
		t.Errorf("%d names and %d ids for %d enquiries", len(names), len(ids), clients*savesEach)
	}
	if d := deliveries(t, store); len(d) != clients*savesEach {
		t.Errorf("%d deliveries, want %d", len(d), clients*savesEach)
	}
}

// Workers (replicas) claiming at once never get the same delivery within a lease.
func testConcurrentClaims(t *testing.T, open Open) {
	const enquiries, workers = 60, 4
	store := opened(t, open)
	for i := range enquiries {
		save(t, store, sample(fmt.Sprint("visitor ", i), time.Time{}), enquiry.ChannelWebhook)
	}
	now := time.Now().Add(time.Second).Truncate(time.Microsecond) // PostgreSQL's precision
	var mu sync.Mutex
	claims := map[int64]int{}
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for {
				batch, err := store.Claim(ctx, enquiry.ChannelWebhook, now, time.Hour, 3)
				if err != nil {
					t.Error(err)
					return
				}
				if len(batch) == 0 {
					return
				}
				mu.Lock()
				for _, d := range batch {
					claims[d.ID]++
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if len(claims) != enquiries {
		t.Errorf("%d deliveries claimed, want %d", len(claims), enquiries)
	}
	for id, n := range claims {
		if n != 1 {
			t.Errorf("delivery %d claimed %d times", id, n)
		}
	}
}

func testReady(t *testing.T, open Open) {
	store := opened(t, open)
	if err := store.Ready(ctx); err != nil {
		t.Errorf("Ready = %v", err)
	}
}

func folder(t *testing.T, store enquiry.Store, folders ...enquiry.Folder) []string {
	t.Helper()
	got, err := store.List(ctx, time.Time{}, folders...)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range got {
		names = append(names, e.Name)
	}
	return names
}

func testVerdicts(t *testing.T, open Open) {
	store := opened(t, open)
	email := enquiry.Route{Channels: []string{enquiry.ChannelEmail}}
	held := sample("Held", time.Time{})
	held.Verdict, held.Reasons = enquiry.VerdictHeld, []string{"4 links", "sent 0.3 s after the form was loaded"}
	heldStored, _, err := store.Save(ctx, held, email, "")
	if err != nil {
		t.Fatal(err)
	}
	if heldStored.Notice != enquiry.NoticeDigest || !reflect.DeepEqual(heldStored.Reasons, held.Reasons) {
		t.Errorf("held enquiry saved with notice %q, reasons %q; want digest and its reasons", heldStored.Notice, heldStored.Reasons)
	}
	if got, _ := store.Get(ctx, heldStored.ID); got.Verdict != enquiry.VerdictHeld || !reflect.DeepEqual(got.Reasons, held.Reasons) {
		t.Errorf("Get = verdict %q reasons %q, want held with its reasons", got.Verdict, got.Reasons)
	}
	if n := len(deliveries(t, store)); n != 0 {
		t.Errorf("a held enquiry has %d notifications of its own, want 0", n)
	}
	inbox, _, err := store.Save(ctx, sample("Inbox", time.Time{}), email, "")
	if err != nil {
		t.Fatal(err)
	}
	bad := sample("Judged", time.Time{})
	bad.Verdict = enquiry.VerdictSpam
	if _, _, err := store.Save(ctx, bad, email, ""); err == nil {
		t.Error("a new enquiry was saved as spam; only a person marks spam")
	}

	for _, tt := range []struct {
		folders []enquiry.Folder
		want    []string
	}{
		{nil, []string{"Inbox", "Held"}},
		{[]enquiry.Folder{enquiry.FolderNew}, []string{"Inbox"}},
		{[]enquiry.Folder{enquiry.FolderHeld}, []string{"Held"}},
		{[]enquiry.Folder{enquiry.FolderNew, enquiry.FolderHeld}, []string{"Inbox", "Held"}},
		{[]enquiry.Folder{enquiry.FolderHandled}, nil},
	} {
		if got := folder(t, store, tt.folders...); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("List(%v) = %q, want %q", tt.folders, got, tt.want)
		}
	}

	now := time.Now().UTC().Truncate(time.Second)
	if err := store.MarkHandled(ctx, inbox.ID, now, actor); err != nil {
		t.Fatal(err)
	}
	if got := folder(t, store, enquiry.FolderHandled); !reflect.DeepEqual(got, []string{"Inbox"}) {
		t.Errorf("handled = %q, want Inbox", got)
	}
	if got, _ := store.Get(ctx, inbox.ID); !got.HandledAt.Equal(now) {
		t.Errorf("HandledAt = %v, want %v", got.HandledAt, now)
	}
	if _, err := store.Release(ctx, inbox.ID, email.Channels, now, actor); !errors.Is(err, enquiry.ErrNotHeld) {
		t.Errorf("Release of an enquiry in the inbox = %v, want ErrNotHeld", err)
	}
	if _, err := store.Release(ctx, "01900000-0000-7000-8000-000000000000", email.Channels, now, actor); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("Release of no enquiry = %v, want ErrNotFound", err)
	}
	if err := store.MarkSpam(ctx, heldStored.ID, time.Now(), actor); err != nil {
		t.Fatal(err)
	}
	if got := folder(t, store, enquiry.FolderSpam); !reflect.DeepEqual(got, []string{"Held"}) {
		t.Errorf("spam = %q, want Held", got)
	}
	if _, err := store.Release(ctx, heldStored.ID, []string{enquiry.ChannelEmail, enquiry.ChannelWebhook}, now, actor); err != nil {
		t.Fatal(err)
	}
	released, _ := store.Get(ctx, heldStored.ID)
	if released.Verdict != enquiry.VerdictInbox || released.Notice != enquiry.NoticeOwn {
		t.Errorf("released: verdict %q notice %q, want inbox, own", released.Verdict, released.Notice)
	}
	claimed, err := store.Claim(ctx, enquiry.ChannelWebhook, now, time.Minute, 10)
	if err != nil || len(claimed) != 1 || claimed[0].Enquiry == nil || claimed[0].Enquiry.ID != heldStored.ID {
		t.Fatalf("Claim after release = %+v, %v; want the released enquiry's webhook", claimed, err)
	}
	if err := store.MarkSpam(ctx, "01900000-0000-7000-8000-000000000000", time.Now(), actor); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("MarkSpam of no enquiry = %v, want ErrNotFound", err)
	}
}

func testBudgetAndDigest(t *testing.T, open Open) {
	store := opened(t, open)
	route := enquiry.Route{Channels: []string{enquiry.ChannelEmail, enquiry.ChannelWebhook}, HourlyBudget: 3}
	start := time.Now().UTC()
	var notices []string
	for i := range 5 {
		e, _, err := store.Save(ctx, sample(fmt.Sprintf("Visitor %d", i), start.Add(time.Duration(i)*time.Second)), route, "")
		if err != nil {
			t.Fatal(err)
		}
		notices = append(notices, e.Notice)
	}
	if want := []string{"own", "own", "own", "digest", "digest"}; !reflect.DeepEqual(notices, want) {
		t.Errorf("notices = %q, want %q", notices, want)
	}
	held := sample("Robot", start.Add(5*time.Second))
	held.Verdict = enquiry.VerdictHeld
	if _, _, err := store.Save(ctx, held, route, ""); err != nil {
		t.Fatal(err)
	}
	if n := len(deliveries(t, store)); n != 6 {
		t.Errorf("%d notifications, want 6 (3 enquiries on 2 channels)", n)
	}
	status, err := store.OutboxStatus(ctx)
	if err != nil || status.OwnLastHour != 3 || status.OverBudget != 2 || status.HeldWaiting != 1 || !status.LastDigest.IsZero() {
		t.Errorf("OutboxStatus = %+v, %v; want 3 in the hour, 2 over budget, 1 held, no digest yet", status, err)
	}
	// An hour later the budget is whole again.
	later, _, err := store.Save(ctx, sample("Next hour", start.Add(61*time.Minute)), route, "")
	if err != nil || later.Notice != enquiry.NoticeOwn {
		t.Errorf("an hour later: notice %q, %v; want own", later.Notice, err)
	}

	// The first to wait gathers the others for a tenth of the interval.
	if made, err := store.MakeDigest(ctx, route.Channels, start.Add(5*time.Minute), time.Hour); err != nil || made {
		t.Errorf("MakeDigest five minutes after the first waited = %v, %v; want none yet", made, err)
	}
	now := start.Add(6*time.Minute + 10*time.Second)
	if made, err := store.MakeDigest(ctx, route.Channels, now, time.Hour); err != nil || !made {
		t.Fatalf("MakeDigest = %v, %v; want a digest", made, err)
	}
	if made, err := store.MakeDigest(ctx, route.Channels, now.Add(time.Minute), time.Hour); err != nil || made {
		t.Errorf("MakeDigest again within the hour, nothing new = %v, %v; want none", made, err)
	}
	claimed, err := store.Claim(ctx, enquiry.ChannelEmail, now, time.Minute, 10)
	if err != nil {
		t.Fatal(err)
	}
	var digest *enquiry.Digest
	for _, d := range claimed {
		if d.Kind == enquiry.KindDigest {
			digest = d.Digest
		}
	}
	if digest == nil {
		t.Fatalf("Claim = %+v; want the digest among them", claimed)
	}
	var over, heldNames []string
	for _, e := range digest.OverBudget {
		over = append(over, e.Name)
	}
	for _, e := range digest.Held {
		heldNames = append(heldNames, e.Name)
	}
	if !reflect.DeepEqual(over, []string{"Visitor 3", "Visitor 4"}) || !reflect.DeepEqual(heldNames, []string{"Robot"}) {
		t.Errorf("digest: over budget %q, held %q; want Visitor 3 and 4, Robot", over, heldNames)
	}
	// Something new held within the hour waits for the next hour's digest.
	again := sample("Robot 2", now)
	again.Verdict = enquiry.VerdictHeld
	if _, _, err := store.Save(ctx, again, route, ""); err != nil {
		t.Fatal(err)
	}
	if made, _ := store.MakeDigest(ctx, route.Channels, now.Add(30*time.Minute), time.Hour); made {
		t.Error("a second digest within the hour")
	}
	if made, err := store.MakeDigest(ctx, route.Channels, now.Add(61*time.Minute), time.Hour); err != nil || !made {
		t.Errorf("MakeDigest after the hour = %v, %v; want one", made, err)
	}
	if status, _ := store.OutboxStatus(ctx); status.HeldWaiting != 0 || status.OverBudget != 0 || status.LastDigest.IsZero() {
		t.Errorf("OutboxStatus after the digests = %+v; want nothing waiting and a last digest", status)
	}
}

func testConcurrentBudget(t *testing.T, open Open) {
	store := opened(t, open)
	route := enquiry.Route{Channels: []string{enquiry.ChannelEmail}, HourlyBudget: 5}
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Go(func() {
			if _, _, err := store.Save(ctx, sample(fmt.Sprintf("Visitor %d", i), time.Time{}), route, ""); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if n := len(deliveries(t, store)); n != 5 {
		t.Errorf("20 saves at once under a budget of 5 made %d notifications", n)
	}
}

func testSameText(t *testing.T, open Open) {
	store := opened(t, open)
	now := time.Now().UTC()
	for _, sender := range []string{"a@example.com", "b@example.com", "B@example.com", "c@example.com"} {
		e := sample("Sender", now.Add(-time.Hour))
		e.Email, e.Fingerprint = sender, "f1"
		save(t, store, e)
	}
	old := sample("Old", now.Add(-30*24*time.Hour))
	old.Email, old.Fingerprint = "d@example.com", "f1"
	save(t, store, old)
	for _, tt := range []struct {
		fingerprint, email string
		want               int
	}{
		{"f1", "new@example.com", 3}, // b and B are one sender; d's is too old
		{"f1", "a@example.com", 2},
		{"f2", "a@example.com", 0},
	} {
		if got, err := store.SameText(ctx, tt.fingerprint, tt.email, now.Add(-7*24*time.Hour)); err != nil || got != tt.want {
			t.Errorf("SameText(%s, %s) = %d, %v; want %d", tt.fingerprint, tt.email, got, err, tt.want)
		}
	}
}

func testSecret(t *testing.T, open Open) {
	store := opened(t, open)
	first, err := store.Secret(ctx, "form-token")
	if err != nil || len(first) != 32 {
		t.Fatalf("Secret = %x, %v; want 32 bytes", first, err)
	}
	again, _ := store.Secret(ctx, "form-token")
	other, _ := store.Secret(ctx, "other")
	if !reflect.DeepEqual(first, again) || reflect.DeepEqual(first, other) {
		t.Errorf("Secret: %x then %x, other %x; want the same twice and another for another name", first, again, other)
	}
}

func testPurgeHeld(t *testing.T, open Open) {
	store := opened(t, open)
	route := enquiry.Route{Channels: []string{enquiry.ChannelEmail}}
	old := time.Now().UTC().Add(-40 * 24 * time.Hour)
	saveAs := func(name, verdict string) enquiry.Enquiry {
		e := sample(name, old)
		e.Verdict = verdict
		stored, _, err := store.Save(ctx, e, route, "")
		if err != nil {
			t.Fatal(err)
		}
		return stored
	}
	saveAs("Told in a digest", enquiry.VerdictHeld)
	spam := saveAs("Marked spam", enquiry.VerdictHeld)
	if made, err := store.MakeDigest(ctx, route.Channels, old.Add(7*time.Minute), time.Hour); err != nil || !made {
		t.Fatalf("MakeDigest = %v, %v", made, err)
	}
	claimed, err := store.Claim(ctx, enquiry.ChannelEmail, old.Add(8*time.Minute), time.Minute, 10)
	if err != nil || len(claimed) != 1 {
		t.Fatalf("Claim = %+v, %v; want the digest", claimed, err)
	}
	if err := store.MarkSpam(ctx, spam.ID, time.Now(), actor); err != nil {
		t.Fatal(err)
	}
	saveAs("Held, no digest yet", enquiry.VerdictHeld)
	saveAs("In the inbox", enquiry.VerdictInbox)
	cutoff := time.Now().Add(-30 * 24 * time.Hour)
	// The digest is not delivered yet: every held one is kept.
	if erased, kept, err := store.PurgeBefore(ctx, cutoff, time.Now(), actor, enquiry.FolderHeld, enquiry.FolderSpam); err != nil || erased != 0 || kept != 3 {
		t.Errorf("before the digest is delivered: %d erased, %d kept, %v; want 0, 3", erased, kept, err)
	}
	if err := store.MarkDelivered(ctx, claimed[0].ID, old.Add(9*time.Minute)); err != nil {
		t.Fatal(err)
	}
	if erased, kept, err := store.PurgeBefore(ctx, cutoff, time.Now(), actor, enquiry.FolderHeld, enquiry.FolderSpam); err != nil || erased != 2 || kept != 1 {
		t.Errorf("after: %d erased, %d kept, %v; want the two told erased, the one no digest told kept", erased, kept, err)
	}
	if got := folder(t, store); !reflect.DeepEqual(got, []string{"In the inbox", "Held, no digest yet"}) && !reflect.DeepEqual(got, []string{"Held, no digest yet", "In the inbox"}) {
		t.Errorf("left %q; want the inbox's and the untold held one", got)
	}
}
