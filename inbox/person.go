package inbox

import (
	"net/http"
	"net/url"
	"strings"

	"designo/enquiry"
	"designo/inbox/views"
)

// personHref is the page of everything from one address.
func personHref(email string) string { return "/inbox/person?email=" + url.QueryEscape(email) }

// person lists every enquiry from ?email= (in any case), in every folder, newest first, with its
// export and the button that erases them all.
func (h *Handler) person(w http.ResponseWriter, r *http.Request, st enquiry.Staff) {
	h.showPerson(w, r, st, strings.TrimSpace(r.URL.Query().Get("email")), false)
}

// showPerson renders the address's page, or, confirm set, the page that asks once more before
// erasing.
func (h *Handler) showPerson(w http.ResponseWriter, r *http.Request, st enquiry.Staff, email string, confirm bool) {
	if email == "" {
		h.message(w, r, http.StatusBadRequest, "Which address?", "Open an enquiry and choose “Everything from this address”.")
		return
	}
	found, err := h.opts.Store.FromAddress(r.Context(), email)
	if err != nil {
		h.unavailable(w, r, err)
		return
	}
	shown := enquiry.Displayable(email, false)
	v := views.PersonView{Email: email, Href: personHref(email), Count: len(found), Confirm: confirm && len(found) > 0,
		List: views.ListView{Heading: "Everything from " + shown,
			Intro: "Every enquiry sent from this address, in any folder, newest first: what the agency holds about this person.",
			Empty: "Nothing from this address: the agency holds no enquiry from it."}}
	if n := len(found); n > 0 {
		v.List.Count = thousands(n) + " from this address."
		v.List.ExportCSV, v.List.ExportJSON = exportHrefs(url.Values{"email": {email}})
	}
	for _, e := range found {
		it := listItem(e)
		it.Folder = folderLabel(folderOf(e))
		v.List.Items = append(v.List.Items, it)
	}
	h.render(w, r, http.StatusOK, views.Page{Title: "Everything from " + shown, Staff: st.Email}, views.Person(v))
}

// forget erases every enquiry from an address, once confirmed on a second page.
func (h *Handler) forget(w http.ResponseWriter, r *http.Request, st enquiry.Staff) {
	email := strings.TrimSpace(r.PostFormValue("email"))
	if r.PostFormValue("confirmed") != "yes" {
		h.showPerson(w, r, st, email, true)
		return
	}
	n, err := h.opts.Store.Forget(r.Context(), email, h.now(), st.Email)
	if err != nil {
		h.log.Error("inbox: an address's enquiries were not erased", "err", err, "actor", st.Email)
		h.message(w, r, http.StatusServiceUnavailable, "Nothing was erased",
			"The inbox could not erase them and record it in the audit trail (its database is unavailable), so it did neither. Please try again in a minute.")
		return
	}
	what := thousands(n) + " enquiries"
	if n == 1 {
		what = "1 enquiry"
	}
	h.message(w, r, http.StatusOK, "Erased", "Erased "+what+" from "+enquiry.Displayable(email, false)+", with their notes and notifications.")
}
