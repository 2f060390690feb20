package inbox_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"designo/enquiry"
	"designo/inbox"
)

// TestPerson: from an enquiry, "Everything from this address" lists every enquiry from it in any
// folder, exports them, and "Erase this person" asks once more, then erases them all.
func TestPerson(t *testing.T) {
	onBothStores(t, func(t *testing.T, open func(t *testing.T) store) {
		f := newFixture(t, open, inbox.Options{})
		session := map[string]string{"Cookie": "inbox-session=" + f.session}
		again, _, err := f.store.Save(t.Context(), enquiry.Enquiry{Name: "Link Builder", Email: "Offers@Backlinks.example",
			Message: "Still cheap.", Via: enquiry.ViaForm}, enquiry.Route{}, "")
		if err != nil {
			t.Fatal(err)
		}
		link := document(t, f.do("GET", "/inbox/enquiries/"+f.held.ID, session)).Find(`a:contains("Everything from this address")`)
		href, _ := link.Attr("href")
		if href != "/inbox/person?email=offers%40backlinks.example" {
			t.Fatalf("the enquiry links to %q for everything from its address", href)
		}
		page := document(t, f.do("GET", href, session))
		if got := page.Find(".inbox-item__name").Length(); got != 2 {
			t.Errorf("the address's page lists %d enquiries, want both (any case, any folder)", got)
		}
		exportJSON, _ := page.Find(`a:contains("Export JSON")`).Attr("href")
		var exported []enquiry.Enquiry
		if err := json.NewDecoder(f.do("GET", exportJSON, session).Body).Decode(&exported); err != nil || len(exported) != 2 {
			t.Errorf("the address's JSON: %d enquiries, %v", len(exported), err)
		}

		first := f.postForm(t, "/inbox/person/erase", url.Values{"email": {"offers@backlinks.example"}})
		confirm := document(t, first)
		if first.StatusCode != http.StatusOK || !strings.HasPrefix(confirm.Find("h1").Text(), "Erase everything from offers@backlinks.example?") ||
			confirm.Find(`input[name=confirmed][value=yes]`).Length() != 1 {
			t.Fatalf("Erase this person: %d, %q; want a page that asks once more", first.StatusCode, confirm.Find("h1").Text())
		}
		if left, _ := f.store.FromAddress(t.Context(), "offers@backlinks.example"); len(left) != 2 {
			t.Fatalf("%d enquiries left before the confirmation, want 2", len(left))
		}
		done := document(t, f.postForm(t, "/inbox/person/erase", url.Values{"email": {"offers@backlinks.example"}, "confirmed": {"yes"}}))
		if got := done.Find("p").First().Text(); got != "Erased 2 enquiries from offers@backlinks.example, with their notes and notifications." {
			t.Errorf("after erasing: %q", got)
		}
		for _, id := range []string{f.held.ID, again.ID} {
			if _, err := f.store.Get(t.Context(), id); err == nil {
				t.Errorf("enquiry %s is kept", id)
			}
		}
		if n := document(t, f.do("GET", href, session)).Find(".inbox-item").Length(); n != 0 {
			t.Errorf("%d enquiries listed after erasing", n)
		}
	})
}
