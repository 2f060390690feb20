package inbox_test

import (
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"

	"designo/enquiry"
	"designo/inbox"
)

// TestSources: each enquiry says where it came from, and the page Sources counts the inbox's
// enquiries by month and source (held ones left out).
func TestSources(t *testing.T) {
	onBothStores(t, func(t *testing.T, open func(t *testing.T) store) {
		f := newFixture(t, open, inbox.Options{})
		session := map[string]string{"Cookie": "inbox-session=" + f.session}
		var fromNews enquiry.Enquiry
		for _, source := range []string{"/work/camp", "/work/camp", "news.example", ""} {
			e, _, err := f.store.Save(t.Context(), enquiry.Enquiry{Name: "Visitor", Email: "v@example.com", Message: "Hello.",
				Via: enquiry.ViaForm, Source: source, ReceivedAt: time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)}, enquiry.Route{}, "")
			if err != nil {
				t.Fatal(err)
			}
			if source != "" {
				fromNews = e
			}
		}
		came := func(id string) string {
			return document(t, f.do("GET", "/inbox/enquiries/"+id, session)).Find(".inbox-enquiry__source").Text()
		}
		if got := came(fromNews.ID); got != "news.example" {
			t.Errorf("the enquiry came from %q, want news.example", got)
		}
		if got := came(f.held.ID); got != "Not known" {
			t.Errorf("an enquiry with no source came from %q, want Not known", got)
		}
		doc := document(t, f.do("GET", "/inbox/sources", session))
		if doc.Find(`nav a[href="/inbox/sources"][aria-current=page]`).Length() != 1 {
			t.Error("the page Sources is not marked in the navigation")
		}
		table := doc.Find("table.inbox-sources")
		var rows []string
		table.Find("tbody tr").Each(func(_ int, tr *goquery.Selection) {
			rows = append(rows, tr.Find("td").First().Text()+": "+tr.Find("td").Last().Text())
		})
		if table.Length() != 1 || table.Find("caption").Text() != "November 2026: 4" ||
			strings.Join(rows, "; ") != "/work/camp: 2; Not known: 1; news.example: 1" {
			t.Errorf("Sources shows %d tables, %q: %q", table.Length(), table.Find("caption").Text(), rows)
		}
	})
}
