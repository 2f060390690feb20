package inbox_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"designo/enquiry"
	"designo/inbox"

	"github.com/PuerkitoBio/goquery"
)

// TestSearch: every inbox page has a search box labelled Search; ?q= finds enquiries in every
// folder by words of their name, address, phone or message, and says which folder each is in.
func TestSearch(t *testing.T) {
	onBothStores(t, func(t *testing.T, open func(t *testing.T) store) {
		f := newFixture(t, open, inbox.Options{})
		if _, _, err := f.store.Save(context.Background(), enquiry.Enquiry{Name: "Maya Fischer", Email: "maya@fischer-bakery.example",
			Phone: "+1 416 555 0134", Message: "A website for our second bakery.", Via: enquiry.ViaForm}, enquiry.Route{}, ""); err != nil {
			t.Fatal(err)
		}
		signedIn := map[string]string{"Cookie": "inbox-session=" + f.session}
		for _, path := range []string{"/inbox", "/inbox/held", "/inbox/enquiries/" + f.held.ID, "/inbox/search"} {
			doc := document(t, f.do("GET", path, signedIn))
			box := doc.Find(`header form[role=search][method=get][action="/inbox/search"]`)
			if box.Find(`label[for=inbox-q]`).Text() != "Search" || box.Find(`input#inbox-q[type=search][name=q]`).Length() != 1 {
				t.Errorf("%s: no search box labelled Search in the header", path)
			}
		}

		for _, tt := range []struct {
			query string
			want  []string // name, folder
			count string
		}{
			{"bakery", []string{"Maya Fischer New"}, "1 found."},
			{"416 555", []string{"Maya Fischer New"}, "1 found."},
			{"backlinks", []string{"Link Builder Held"}, "1 found."},
			{"nobody-here", nil, ""},
		} {
			res := f.do("GET", "/inbox/search?q="+url.QueryEscape(tt.query), signedIn)
			doc := document(t, res)
			if res.StatusCode != http.StatusOK {
				t.Errorf("%q: status %d", tt.query, res.StatusCode)
			}
			var got []string
			doc.Find(".inbox-item").Each(func(_ int, it *goquery.Selection) {
				got = append(got, it.Find(".inbox-item__name").Text()+" "+it.Find(".inbox-item__folder").Text())
			})
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("%q finds %q, want %q", tt.query, got, tt.want)
			}
			if c := doc.Find(".inbox-list__count").Text(); c != tt.count {
				t.Errorf("%q: count %q, want %q", tt.query, c, tt.count)
			}
			if v, _ := doc.Find("#inbox-q").Attr("value"); v != tt.query {
				t.Errorf("%q: the box holds %q, not the words searched", tt.query, v)
			}
			if len(tt.want) == 0 && !strings.Contains(doc.Find(".inbox-list__empty").Text(), "Nothing found for “"+tt.query+"”") {
				t.Errorf("%q: says %q", tt.query, doc.Find(".inbox-list__empty").Text())
			}
		}
		if doc := document(t, f.do("GET", "/inbox/search?q=bakery", nil)); doc.Find(".inbox-item").Length() != 0 || doc.Find("#signin-heading").Length() != 1 {
			t.Error("a search answers without a session")
		}
	})
}
