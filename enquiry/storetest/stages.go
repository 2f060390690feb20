package storetest

import (
	"errors"
	"slices"
	"testing"
	"time"

	"designo/enquiry"
)

// testStages moves an enquiry through every stage, as staff would: taken, given to a colleague,
// replied, handled, reopened; each step says who and when, moves it between New, Open and Handled,
// shows in its owner's list, and writes its line of the audit trail. A held enquiry has no stage.
func testStages(t *testing.T, open Open) {
	store := opened(t, open)
	const ana, ben = "ana@designo.test", "ben@designo.test"
	for _, email := range []string{ana, ben} {
		if _, err := store.Invite(ctx, email, "token-"+email, time.Now(), time.Now().Add(time.Hour), actor); err != nil {
			t.Fatal(err)
		}
	}
	e := save(t, store, sample("Staged", time.Time{}))
	other := save(t, store, sample("Untouched", time.Time{}))
	held := e
	held.ID, held.Name, held.Verdict = "", "Held", enquiry.VerdictHeld
	held = save(t, store, held)
	at := time.Date(2026, 3, 4, 10, 30, 0, 0, time.UTC)

	step := func(what string, err error, stage enquiry.Stage, want enquiry.Enquiry) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		got := get(t, store, e.ID)
		if got.Stage() != stage || got.Owner != want.Owner || !got.OwnedAt.Equal(want.OwnedAt) || got.RepliedBy != want.RepliedBy ||
			!got.RepliedAt.Equal(want.RepliedAt) || got.HandledBy != want.HandledBy || !got.HandledAt.Equal(want.HandledAt) {
			t.Errorf("%s: stage %q, owner %q since %v, replied by %q at %v, handled by %q at %v; want %q, %+v", what, got.Stage(),
				got.Owner, got.OwnedAt, got.RepliedBy, got.RepliedAt, got.HandledBy, got.HandledAt, stage, want)
		}
		folders := map[enquiry.Stage]enquiry.Folder{enquiry.StageNew: enquiry.FolderNew, enquiry.StageOpen: enquiry.FolderOpen,
			enquiry.StageReplied: enquiry.FolderOpen, enquiry.StageHandled: enquiry.FolderHandled}
		for _, f := range []enquiry.Folder{enquiry.FolderNew, enquiry.FolderOpen, enquiry.FolderHandled} {
			if in := slices.Contains(folder(t, store, f), "Staged"); in != (f == folders[stage]) {
				t.Errorf("%s: in folder %s: %v", what, f, in)
			}
		}
	}
	step("saved", nil, enquiry.StageNew, enquiry.Enquiry{})
	step("Ana takes it", store.Take(ctx, e.ID, "", at, ana), enquiry.StageOpen, enquiry.Enquiry{Owner: ana, OwnedAt: at})
	step("Ana gives it to Ben", store.Take(ctx, e.ID, " Ben@Designo.test ", at.Add(time.Minute), ana), enquiry.StageOpen,
		enquiry.Enquiry{Owner: ben, OwnedAt: at.Add(time.Minute)})
	step("Ana replies", store.MarkReplied(ctx, e.ID, at.Add(2*time.Minute), ana), enquiry.StageReplied,
		enquiry.Enquiry{Owner: ben, OwnedAt: at.Add(time.Minute), RepliedBy: ana, RepliedAt: at.Add(2 * time.Minute)})
	step("Ben handles it", store.MarkHandled(ctx, e.ID, at.Add(3*time.Minute), ben), enquiry.StageHandled,
		enquiry.Enquiry{Owner: ben, OwnedAt: at.Add(time.Minute), RepliedBy: ana, RepliedAt: at.Add(2 * time.Minute), HandledBy: ben, HandledAt: at.Add(3 * time.Minute)})
	if mine := owned(t, store, ben); len(mine) != 0 {
		t.Errorf("Ben's list holds %d handled enquiries, want none", len(mine))
	}
	step("Ana reopens it", store.Reopen(ctx, e.ID, at.Add(4*time.Minute), ana), enquiry.StageOpen, enquiry.Enquiry{Owner: ben, OwnedAt: at.Add(time.Minute)})
	if mine := owned(t, store, ben); len(mine) != 1 || mine[0].ID != e.ID {
		t.Errorf("Ben's list = %v, want the reopened enquiry", mine)
	}
	if mine := owned(t, store, ana); len(mine) != 0 {
		t.Errorf("Ana's list holds %d enquiries, want none", len(mine))
	}

	// Replying to, or reopening, an enquiry nobody had makes it the actor's.
	if err := store.MarkReplied(ctx, other.ID, at, ana); err != nil {
		t.Fatal(err)
	}
	if got := get(t, store, other.ID); got.Owner != ana || got.Stage() != enquiry.StageReplied {
		t.Errorf("replied to while nobody had it: owner %q, stage %q; want Ana's, replied", got.Owner, got.Stage())
	}

	if err := store.Take(ctx, e.ID, "stranger@example.com", at, ana); !errors.Is(err, enquiry.ErrNotStaff) {
		t.Errorf("given to a stranger: %v, want ErrNotStaff", err)
	}
	for what, err := range map[string]error{
		"take":    store.Take(ctx, held.ID, "", at, ana),
		"replied": store.MarkReplied(ctx, held.ID, at, ana),
		"reopen":  store.Reopen(ctx, held.ID, at, ana),
	} {
		if !errors.Is(err, enquiry.ErrNotInInbox) {
			t.Errorf("%s a held enquiry: %v, want ErrNotInInbox", what, err)
		}
	}
	if err := store.Take(ctx, "no-such-enquiry", "", at, ana); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("take no enquiry: %v, want ErrNotFound", err)
	}
	if err := store.Take(ctx, e.ID, ana, at, ""); err == nil {
		t.Error("an owner was given without an actor for the audit trail")
	}

	log := auditLog(t, store)
	for _, line := range []string{ana + " took " + e.ID, ana + " made " + ben + " the owner of " + e.ID, ana + " marked as replied " + e.ID,
		ben + " marked as handled " + e.ID, ana + " reopened " + e.ID} {
		if !slices.Contains(log, line) {
			t.Errorf("audit trail %q lacks %q", log, line)
		}
	}
}

func get(t *testing.T, store enquiry.Store, id string) enquiry.Enquiry {
	t.Helper()
	e, err := store.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func owned(t *testing.T, store enquiry.Store, owner string) []enquiry.Enquiry {
	t.Helper()
	found, err := store.Owned(ctx, owner, enquiry.OwnedLimit)
	if err != nil {
		t.Fatal(err)
	}
	return found
}
