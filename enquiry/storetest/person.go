package storetest

import (
	"slices"
	"testing"
	"time"

	"designo/enquiry"
)

// testPerson: every enquiry from one address, in any case, is listed newest first and erased
// together, with its notes and notifications, each erasure a line of the audit trail; another
// person's stay.
func testPerson(t *testing.T, open Open) {
	store := opened(t, open)
	base := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	var ids []string
	for i, email := range []string{"maya@fischer-bakery.example", "Maya@Fischer-Bakery.example", "ada@example.com"} {
		e := sample("Sent "+email, base.Add(time.Duration(i)*time.Hour))
		e.Email = email
		ids = append(ids, save(t, store, e, enquiry.ChannelEmail).ID)
	}
	if _, err := store.AddNote(ctx, ids[0], "Called her back.", base, actor); err != nil {
		t.Fatal(err)
	}
	found, err := store.FromAddress(ctx, " MAYA@fischer-bakery.example ")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range found {
		got = append(got, e.ID)
	}
	if want := []string{ids[1], ids[0]}; !slices.Equal(got, want) {
		t.Fatalf("FromAddress = %v, want %v (newest first, any case)", got, want)
	}

	n, err := store.Forget(ctx, "maya@FISCHER-bakery.example", base, actor)
	if err != nil || n != 2 {
		t.Fatalf("Forget = %d, %v; want 2 erased", n, err)
	}
	if left, _ := store.FromAddress(ctx, "maya@fischer-bakery.example"); len(left) != 0 {
		t.Errorf("%d enquiries left after Forget", len(left))
	}
	if len(notes(t, store, ids[0])) != 0 {
		t.Error("the erased enquiry's note is kept")
	}
	for _, d := range deliveries(t, store) {
		if d.EnquiryID == ids[0] || d.EnquiryID == ids[1] {
			t.Errorf("an erased enquiry's notification is kept: %+v", d)
		}
	}
	if _, err := store.Get(ctx, ids[2]); err != nil {
		t.Errorf("another person's enquiry: %v", err)
	}
	log := auditLog(t, store)
	for _, id := range ids[:2] {
		if !slices.Contains(log, actor+" erased "+id) {
			t.Errorf("audit trail %q lacks the erasure of %s", log, id)
		}
	}
	if n, err := store.Forget(ctx, "nobody@example.com", base, actor); n != 0 || err != nil {
		t.Errorf("Forget of an address never seen = %d, %v; want 0, nil", n, err)
	}
	if _, err := store.Forget(ctx, "ada@example.com", base, ""); err == nil {
		t.Error("erased without an actor for the audit trail")
	}
}
