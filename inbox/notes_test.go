package inbox_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"designo/enquiry"
	"designo/inbox"
)

// postNote adds a note as the fixture's member, by the form's field.
func (f *fixture) postNote(t *testing.T, path, note string) *http.Response {
	t.Helper()
	return f.postForm(t, path, url.Values{"note": {note}})
}

// TestNotes: a note is added by the form's field "Note" and shown under the message with its
// author; one that cannot be added is shown again in its field, with why, and nothing is stored.
func TestNotes(t *testing.T) {
	onBothStores(t, func(t *testing.T, open func(t *testing.T) store) {
		f := newFixture(t, open, inbox.Options{})
		page := "/inbox/enquiries/" + f.held.ID

		doc := document(t, f.do("GET", page, map[string]string{"Cookie": "inbox-session=" + f.session}))
		form := doc.Find(`form[action="` + page + `/notes"]`)
		if form.Find(`label[for=note]`).Text() != "Note" || form.Find(`textarea#note[name=note][required]`).Length() != 1 ||
			strings.TrimSpace(form.Find("button[type=submit]").Text()) != "Add note" {
			t.Fatal("no note form labelled Note with a button Add note on the enquiry's page")
		}

		res := f.postNote(t, page+"/notes", "Called back: a real shop, not spam.\r\nRelease it.")
		flash := flashCookie(res)
		if res.StatusCode != http.StatusSeeOther || !strings.HasPrefix(res.Header.Get("Location"), page) || flash == nil {
			t.Fatalf("adding a note: %d to %q", res.StatusCode, res.Header.Get("Location"))
		}
		if said, _ := f.view(t, page, flash); said != "Note added." {
			t.Errorf("after adding a note: %q", said)
		}
		notes := document(t, f.do("GET", page, map[string]string{"Cookie": "inbox-session=" + f.session})).Find(".inbox-notes__list li")
		if notes.Length() != 1 || !strings.Contains(notes.Find(".inbox-notes__by").Text(), "ada@designo.example") ||
			notes.Find(".inbox-enquiry__text").Text() != "Called back: a real shop, not spam.\nRelease it." {
			t.Errorf("the page shows notes %q", notes.Text())
		}

		long := strings.Repeat("x", enquiry.NoteMaxLength+1)
		for _, tt := range []struct{ name, note, problem string }{
			{"empty", "  ", "Write the note before adding it."},
			{"too long", long, "A note holds at most 5,000 characters; this one has 5,001."},
		} {
			res := f.postNote(t, page+"/notes", tt.note)
			doc := document(t, res)
			if res.StatusCode != http.StatusUnprocessableEntity {
				t.Errorf("%s note: status %d, want 422", tt.name, res.StatusCode)
			}
			if got := doc.Find("#note-error").Text(); got != tt.problem {
				t.Errorf("%s note: says %q, want %q", tt.name, got, tt.problem)
			}
			if got := doc.Find("textarea#note").Text(); got != tt.note || doc.Find(`textarea#note[aria-invalid=true][aria-describedby=note-error]`).Length() != 1 {
				t.Errorf("%s note: the field holds %d characters, not what was typed, or is not marked invalid", tt.name, len(got))
			}
		}
		if notes, _ := f.store.Notes(t.Context(), f.held.ID); len(notes) != 1 {
			t.Errorf("%d notes stored, want the one added", len(notes))
		}
		if res := f.postNote(t, "/inbox/enquiries/"+enquiry.NewID()+"/notes", "Hello"); res.StatusCode != http.StatusNotFound {
			t.Errorf("a note on no enquiry: status %d, want 404", res.StatusCode)
		}
	})
}
