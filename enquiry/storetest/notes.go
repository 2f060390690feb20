package storetest

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"designo/enquiry"
)

func notes(t *testing.T, store enquiry.Store, id string) []enquiry.Note {
	t.Helper()
	got, err := store.Notes(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// Staff's notes: kept in order with their author and time, refused when empty or too long or on no
// enquiry (storing nothing), audited, and erased with their enquiry.
func testNotes(t *testing.T, open Open) {
	store := opened(t, open)
	e := save(t, store, sample("Noted", time.Time{}))
	other := save(t, store, sample("Other", time.Time{}))
	at := time.Date(2026, 3, 4, 10, 30, 0, 0, time.UTC)

	first, err := store.AddNote(ctx, e.ID, "  Called her back:\r\nshe wants a quote by Friday.  ", at, "ana@designo.test")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.AddNote(ctx, e.ID, "Quote sent.", at.Add(time.Hour), "ben@designo.test"); err != nil {
		t.Fatal(err)
	}
	want := []enquiry.Note{
		{ID: first.ID, EnquiryID: e.ID, At: at, Author: "ana@designo.test", Body: "Called her back:\nshe wants a quote by Friday."},
		{EnquiryID: e.ID, At: at.Add(time.Hour), Author: "ben@designo.test", Body: "Quote sent."},
	}
	got := notes(t, store, e.ID)
	if len(got) == 2 {
		want[1].ID = got[1].ID
	}
	if !slices.Equal(got, want) || first != want[0] {
		t.Errorf("notes = %+v (AddNote returned %+v), want %+v", got, first, want)
	}
	if len(notes(t, store, other.ID)) != 0 {
		t.Error("another enquiry has notes")
	}

	for name, body := range map[string]string{"empty": "", "blank": " \n\t ", "too long": strings.Repeat("a", enquiry.NoteMaxLength+1)} {
		if _, err := store.AddNote(ctx, other.ID, body, at, actor); !errors.Is(err, enquiry.ErrBadNote) {
			t.Errorf("%s note: %v, want ErrBadNote", name, err)
		}
	}
	if _, err := store.AddNote(ctx, other.ID, strings.Repeat("é", enquiry.NoteMaxLength), at, actor); err != nil {
		t.Errorf("a note of %d characters: %v", enquiry.NoteMaxLength, err)
	}
	if _, err := store.AddNote(ctx, "no-such-enquiry", "Hello", at, actor); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("a note on no enquiry: %v, want ErrNotFound", err)
	}
	if _, err := store.AddNote(ctx, other.ID, "Nobody wrote this", at, ""); err == nil {
		t.Error("a note without an author was kept")
	}
	if n := len(notes(t, store, other.ID)); n != 1 {
		t.Errorf("%d notes on the other enquiry, want only the one of %d characters", n, enquiry.NoteMaxLength)
	}
	log := auditLog(t, store)
	for _, line := range []string{"ana@designo.test added a note to " + e.ID, "ben@designo.test added a note to " + e.ID, actor + " added a note to " + other.ID} {
		if !slices.Contains(log, line) {
			t.Errorf("audit trail %q lacks %q", log, line)
		}
	}

	if err := store.Delete(ctx, e.ID, at, actor); err != nil {
		t.Fatal(err)
	}
	if n := len(notes(t, store, e.ID)); n != 0 {
		t.Errorf("%d notes left of an erased enquiry", n)
	}
	if _, _, err := store.PurgeBefore(ctx, time.Now().Add(time.Hour), time.Now(), actor); err != nil {
		t.Fatal(err)
	}
	if n := len(notes(t, store, other.ID)); n != 0 {
		t.Errorf("%d notes left of a purged enquiry", n)
	}
}
