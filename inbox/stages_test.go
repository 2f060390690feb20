package inbox_test

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"

	"designo/enquiry"
	"designo/inbox"
)

// TestStages walks an enquiry through its stages by the page's buttons, as staff do: each step
// says what it did, the page then says who has it and since when and offers the next steps, and
// the enquiry moves between New, Open, Mine and Handled.
func TestStages(t *testing.T) {
	onBothStores(t, func(t *testing.T, open func(t *testing.T) store) {
		f := newFixture(t, open, inbox.Options{})
		now := time.Now()
		if _, err := f.store.Invite(t.Context(), "ben@designo.example", "inv-ben", now, now.Add(time.Hour), "test"); err != nil {
			t.Fatal(err)
		}
		e, _, err := f.store.Save(t.Context(), enquiry.Enquiry{Name: "Maya Fischer", Email: "maya@fischer-bakery.example",
			Message: "A new website for our bakery.", Via: enquiry.ViaForm}, enquiry.Route{}, "")
		if err != nil {
			t.Fatal(err)
		}
		page := "/inbox/enquiries/" + e.ID
		seen := func() *goquery.Document {
			return document(t, f.do("GET", page, map[string]string{"Cookie": "inbox-session=" + f.session}))
		}
		steps := func(doc *goquery.Document) []string {
			var labels []string
			doc.Find(".inbox-actions form").Each(func(_ int, s *goquery.Selection) {
				labels = append(labels, strings.TrimSpace(s.Find("button").Text()))
			})
			return labels
		}
		for _, tt := range []struct {
			name, post, owner string
			said, state       string   // the flash, and the stage line's start
			steps             []string // the buttons then
			in                string   // the folder holding it (Mine: Open as well)
		}{
			{name: "new", state: "New: nobody has it yet", steps: []string{"Take it", "Mark as replied", "Mark as handled", "Spam"}, in: "/inbox"},
			{name: "take", post: "take", said: "You have it now: it is in Mine.", state: "Open: ada@designo.example has it, since",
				steps: []string{"Mark as replied", "Mark as handled"}, in: "/inbox/mine"},
			{name: "give", post: "owner", owner: "ben@designo.example", said: "ben@designo.example has it now.",
				state: "Open: ben@designo.example has it, since", steps: []string{"Mark as replied", "Mark as handled", "Take it"}, in: "/inbox/open"},
			{name: "reply", post: "replied", said: "Marked as replied.", state: "Replied by ada@designo.example,",
				steps: []string{"Mark as handled"}, in: "/inbox/open"},
			{name: "handle", post: "handled", said: "Marked as handled.", state: "Handled by ada@designo.example,",
				steps: []string{"Reopen"}, in: "/inbox/handled"},
			{name: "reopen", post: "reopen", said: "Reopened: it is open again.", state: "Open: ben@designo.example has it, since",
				steps: []string{"Mark as replied", "Mark as handled", "Take it"}, in: "/inbox/open"},
			{name: "take back", post: "take", said: "You have it now: it is in Mine.", state: "Open: ada@designo.example has it",
				steps: []string{"Mark as replied", "Mark as handled"}, in: "/inbox/mine"},
		} {
			if tt.post != "" {
				res := f.postForm(t, page+"/"+tt.post, url.Values{"owner": {tt.owner}})
				if res.StatusCode != http.StatusSeeOther {
					t.Fatalf("%s: status %d", tt.name, res.StatusCode)
				}
				if said, _ := f.view(t, page, flashCookie(res)); said != tt.said {
					t.Errorf("%s: says %q, want %q", tt.name, said, tt.said)
				}
			}
			doc := seen()
			if state := doc.Find(".inbox-enquiry__state").Text(); !strings.HasPrefix(state, tt.state) {
				t.Errorf("%s: the page says %q, want %q…", tt.name, state, tt.state)
			}
			if got := steps(doc); !slices.Equal(got, tt.steps) {
				t.Errorf("%s: buttons %q, want %q", tt.name, got, tt.steps)
			}
			for _, folder := range []string{"/inbox", "/inbox/open", "/inbox/mine", "/inbox/handled"} {
				list := document(t, f.do("GET", folder, map[string]string{"Cookie": "inbox-session=" + f.session}))
				listed := list.Find(`a[href="`+page+`"]`).Length() == 1
				if want := folder == tt.in || (folder == "/inbox/open" && tt.in == "/inbox/mine"); listed != want {
					t.Errorf("%s: listed in %s: %v, want %v", tt.name, folder, listed, want)
				}
			}
		}

		owner := seen().Find("form.inbox-owner")
		if owner.Find(`label[for=owner]`).Text() != "Owner" || owner.Find(`select#owner option`).Length() != 2 ||
			owner.Find(`option[selected]`).AttrOr("value", "") != "ada@designo.example" {
			t.Errorf("no field Owner listing the two staff with the owner chosen: %q", owner.Text())
		}
		if res := f.postForm(t, page+"/owner", url.Values{"owner": {"stranger@example.com"}}); res.StatusCode != http.StatusUnprocessableEntity {
			t.Errorf("given to a stranger: status %d, want 422", res.StatusCode)
		}
		if res := f.post(t, "/inbox/enquiries/"+f.held.ID+"/take"); res.StatusCode != http.StatusConflict {
			t.Errorf("took a held enquiry: status %d, want 409", res.StatusCode)
		}
		if res := f.post(t, "/inbox/enquiries/"+enquiry.NewID()+"/reopen"); res.StatusCode != http.StatusNotFound {
			t.Errorf("reopened no enquiry: status %d, want 404", res.StatusCode)
		}
	})
}
