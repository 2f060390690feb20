package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
)

// TestContactKeepsWhereTheVisitorCameFrom: the contact page names where its visitor came from (a
// path of this site, another site's host, a campaign) in its form, for the plain form and for the
// island, and the enquiry posted with it keeps it; a form shown again after a refusal keeps it too.
func TestContactKeepsWhereTheVisitorCameFrom(t *testing.T) {
	s, store := newContactServer(t)
	for _, tt := range []struct {
		name, path, referer, want string
	}{
		{"a case study", "/contact", contactTestOrigin + "/work/camp?utm_source=x", "/work/camp"},
		{"another site", "/contact", "https://news.example/item?id=42", "news.example"},
		{"a campaign", "/contact?utm_source=newsletter&utm_campaign=spring", "", "utm_source=newsletter utm_campaign=spring"},
		{"nowhere said", "/contact", "", ""},
	} {
		r := httptest.NewRequest("GET", tt.path, nil)
		if tt.referer != "" {
			r.Header.Set("Referer", tt.referer)
		}
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		doc, err := goquery.NewDocumentFromReader(w.Body)
		if err != nil {
			t.Fatal(err)
		}
		field := doc.Find(`form[action="/contact"] input[type=hidden][name=source]`)
		if got := field.AttrOr("value", ""); got != tt.want || (tt.want == "") != (field.Length() == 0) {
			t.Errorf("%s: the form's source is %q (%d fields), want %q", tt.name, got, field.Length(), tt.want)
		}
		if props := doc.Find("#contact-props").Text(); tt.want != "" && !strings.Contains(props, `"source":"`+tt.want+`"`) {
			t.Errorf("%s: the island's props lack the source: %s", tt.name, props)
		}
	}

	values := validValues()
	values.Set("source", "/work/camp")
	if rec := (contactPost{values: values}).send(s); rec.Code != http.StatusSeeOther {
		t.Fatalf("posting with a source: status %d", rec.Code)
	}
	values.Set("email", "not an address")
	rec := (contactPost{values: values}).send(s)
	doc, _ := goquery.NewDocumentFromReader(rec.Body)
	if got := doc.Find(`input[name=source]`).AttrOr("value", ""); rec.Code != http.StatusUnprocessableEntity || got != "/work/camp" {
		t.Errorf("a refused form shown again: %d, source %q", rec.Code, got)
	}
	if list := storedEnquiries(t, store); len(list) != 1 || list[0].Source != "/work/camp" {
		t.Errorf("stored %+v, want one enquiry from /work/camp", list)
	}
}
