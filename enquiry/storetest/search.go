package storetest

import (
	"slices"
	"strings"
	"testing"
	"time"

	"designo/enquiry"
)

// names are the enquiries' names, in order.
func names(found []enquiry.Enquiry) []string {
	var out []string
	for _, e := range found {
		out = append(out, e.Name)
	}
	return out
}

// Search finds an enquiry in any folder by words of its name, e-mail, phone or message, each word
// the start of one, all of them required, the best match first; nothing a person types is an error.
func testSearch(t *testing.T, open Open) {
	store := opened(t, open)
	at := time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC)
	enquiryOf := func(name, email, phone, message string, minutes int) enquiry.Enquiry {
		return enquiry.Enquiry{Name: name, Email: email, Phone: phone, Message: message, Via: enquiry.ViaForm,
			ReceivedAt: at.Add(time.Duration(minutes) * time.Minute)}
	}
	save(t, store, enquiryOf("Maya Fischer", "maya@fischer-bakery.example", "+1 416 555 0134", "We open a second bakery in spring and need a website.", 0))
	save(t, store, enquiryOf("Tom Baker", "tom@example.com", "0123 456", "A logo for our bike shop, please.", 1))
	held := enquiryOf("Bakery Bakery", "bakery@bakery.example", "0", "bakery bakery bakery", 2)
	held.Verdict = enquiry.VerdictHeld
	save(t, store, held)
	save(t, store, enquiryOf("Zoë Brontë", "zoe@example.org", "07700 900123", "A book cover, with a long story about what we want; a bakery is in it once.", 3))
	gone := save(t, store, enquiryOf("Forgotten Person", "gone@example.net", "1", "Please erase me.", 4))
	if err := store.Delete(ctx, gone.ID, at, actor); err != nil {
		t.Fatal(err)
	}

	search := func(query string, limit int) []string {
		t.Helper()
		found, err := store.Search(ctx, query, limit)
		if err != nil {
			t.Fatalf("Search(%q): %v", query, err)
		}
		return names(found)
	}
	for _, tt := range []struct {
		query string
		want  []string
	}{
		{"fisch", []string{"Maya Fischer"}},                                 // the start of a word
		{"MAYA", []string{"Maya Fischer"}},                                  // in any case
		{"fischer-bakery.example", []string{"Maya Fischer"}},                // an address is its parts
		{"416 555", []string{"Maya Fischer"}},                               // a phone number its groups
		{"bakery", []string{"Bakery Bakery", "Maya Fischer", "Zoë Brontë"}}, // every folder, the best match first
		{"bakery spring", []string{"Maya Fischer"}},                         // every word required
		{"bakery logo", nil},
		{"zoë", []string{"Zoë Brontë"}},
		{"erase", nil}, // an erased enquiry is gone from the index too
		{"", nil},
		{`"*:&|!'() -- ; DROP TABLE enquiries`, nil}, // nothing a person types is syntax
		{`NEAR("fisch"*)`, nil},                      // words, not FTS5 syntax: "near" is not in it
		{`fisch)"*:`, []string{"Maya Fischer"}},
	} {
		got := search(tt.query, 50)
		if tt.query == "bakery" && len(got) == 3 {
			// Ranking is each database's own (bm25, ts_rank): the one that says little else but
			// "bakery" comes first on both; the other two may come in either order.
			slices.Sort(got[1:])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("Search(%q) = %q, want %q", tt.query, got, tt.want)
		}
	}
	if got := search("bakery", 1); len(got) != 1 {
		t.Errorf("Search with limit 1 found %d", len(got))
	}
	long := strings.Repeat("fisch ", 100)
	if got := search(long, 50); !slices.Equal(got, []string{"Maya Fischer"}) {
		t.Errorf("a query of 100 words: %q", got)
	}
}
