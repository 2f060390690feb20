package inbox_test

import (
	"encoding/csv"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"

	"designo/enquiry"
	"designo/inbox"
)

// TestExport: a folder's page and a search's offer "Export CSV" and "Export JSON"; each downloads
// every enquiry listed there, the CSV with a visitor's formulas defused, and is written in the
// audit trail.
func TestExport(t *testing.T) {
	onBothStores(t, func(t *testing.T, open func(t *testing.T) store) {
		f := newFixture(t, open, inbox.Options{})
		session := map[string]string{"Cookie": "inbox-session=" + f.session}
		links := document(t, f.do("GET", "/inbox/held", session)).Find(".inbox-list__exports a")
		if got := links.Map(func(_ int, s *goquery.Selection) string { return s.Text() + " " + s.AttrOr("href", "") }); !slices.Equal(got,
			[]string{"Export CSV /inbox/export?folder=held&format=csv", "Export JSON /inbox/export?folder=held&format=json"}) {
			t.Fatalf("Held's export links: %q", got)
		}

		res := f.do("GET", "/inbox/export?folder=held&format=csv", session)
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "text/csv; charset=utf-8" ||
			!strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="designo-enquiries-held-`) {
			t.Fatalf("CSV: %d, %q, %q", res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Content-Disposition"))
		}
		records, err := csv.NewReader(res.Body).ReadAll()
		if err != nil || len(records) != 2 || records[1][0] != f.held.ID || records[1][3] != "held" {
			t.Fatalf("CSV of Held: %q, %v", records, err)
		}

		// A visitor's formula is text in the spreadsheet, as in the command line's export.
		if _, _, err := f.store.Save(t.Context(), enquiry.Enquiry{Name: "=HYPERLINK(\"http://evil.example\")", Email: "m@example.com",
			Message: "Hi", Via: enquiry.ViaForm}, enquiry.Route{}, ""); err != nil {
			t.Fatal(err)
		}
		records, err = csv.NewReader(f.do("GET", "/inbox/export?folder=new&format=csv", session).Body).ReadAll()
		if err != nil || len(records) != 2 || records[1][5] != `'=HYPERLINK("http://evil.example")` {
			t.Errorf("CSV of New: %q, %v; want the formula after an apostrophe", records, err)
		}

		res = f.do("GET", "/inbox/export?q=backlinks&format=json", session)
		var found []enquiry.Enquiry
		if err := json.NewDecoder(res.Body).Decode(&found); err != nil || len(found) != 1 || found[0].Message != f.held.Message {
			t.Fatalf("JSON of a search: %d, %+v, %v", res.StatusCode, found, err)
		}

		for _, tt := range []struct {
			query  string
			status int
		}{{"folder=held&format=xml", http.StatusBadRequest}, {"folder=archive&format=csv", http.StatusNotFound}} {
			if res := f.do("GET", "/inbox/export?"+tt.query, session); res.StatusCode != tt.status {
				t.Errorf("export ?%s: %d, want %d", tt.query, res.StatusCode, tt.status)
			}
		}
		audit, err := f.store.AuditLog(t.Context(), time.Time{})
		if err != nil {
			t.Fatal(err)
		}
		var exports []string
		for _, e := range audit {
			if e.Action == enquiry.AuditExported {
				exports = append(exports, e.Actor+" "+e.Subject)
			}
		}
		if want := []string{"ada@designo.example 1 enquiries as csv, folder held", "ada@designo.example 1 enquiries as csv, folder new",
			"ada@designo.example 1 enquiries as json, search backlinks"}; !slices.Equal(exports, want) {
			t.Errorf("audit trail's exports = %q, want %q", exports, want)
		}
	})
}
