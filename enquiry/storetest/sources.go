package storetest

import (
	"slices"
	"testing"
	"time"

	"designo/enquiry"
)

// testSources: an enquiry keeps where it came from, and the inbox's enquiries (not the held ones)
// are counted by month and source, the newest month and the most frequent source first.
func testSources(t *testing.T, open Open) {
	store := opened(t, open)
	for _, s := range []struct {
		source  string
		at      time.Time
		verdict string
	}{
		{"/work/camp", time.Date(2026, 10, 30, 23, 0, 0, 0, time.UTC), enquiry.VerdictInbox},
		{"/work/camp", time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC), enquiry.VerdictInbox},
		{"news.example utm_source=newsletter", time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC), enquiry.VerdictInbox},
		{"news.example utm_source=newsletter", time.Date(2026, 11, 3, 9, 0, 0, 0, time.UTC), enquiry.VerdictInbox},
		{"", time.Date(2026, 11, 4, 9, 0, 0, 0, time.UTC), enquiry.VerdictInbox},
		{"/work/camp", time.Date(2026, 11, 5, 9, 0, 0, 0, time.UTC), enquiry.VerdictHeld},
	} {
		e := sample("From "+s.source, s.at)
		e.Source, e.Verdict = s.source, s.verdict
		stored := save(t, store, e)
		if got := get(t, store, stored.ID).Source; got != s.source {
			t.Errorf("source stored as %q, want %q", got, s.source)
		}
	}
	got, err := store.Sources(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := []enquiry.SourceCount{
		{Month: "2026-11", Source: "news.example utm_source=newsletter", Enquiries: 2},
		{Month: "2026-11", Source: "", Enquiries: 1},
		{Month: "2026-11", Source: "/work/camp", Enquiries: 1},
		{Month: "2026-10", Source: "/work/camp", Enquiries: 1},
	}
	if !slices.Equal(got, want) {
		t.Errorf("Sources = %+v, want %+v", got, want)
	}
}
