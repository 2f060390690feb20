package inbox

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"designo/enquiry"
)

// exportFormats are what "Export CSV" and "Export JSON" write, as the command line does.
var exportFormats = map[string]struct {
	contentType string
	write       func(*bytes.Buffer, []enquiry.Enquiry) error
}{
	"csv":  {"text/csv; charset=utf-8", func(b *bytes.Buffer, l []enquiry.Enquiry) error { return enquiry.WriteCSV(b, l) }},
	"json": {"application/json", func(b *bytes.Buffer, l []enquiry.Enquiry) error { return enquiry.WriteJSON(b, l) }},
}

// exportHrefs are the export links of what a page lists: scope is ?folder=, ?q= or ?email=.
func exportHrefs(scope url.Values) (csv, json string) {
	href := func(format string) string {
		v := url.Values{"format": {format}}
		for k, vs := range scope {
			v[k] = vs
		}
		return "/inbox/export?" + v.Encode()
	}
	return href("csv"), href("json")
}

// export downloads the enquiries of a folder (?folder=), of Mine, of a search (?q=) or of an
// address (?email=), every one the page lists, as ?format=csv or json. It is written in the audit trail before a byte leaves: if
// the line cannot be written, nothing is exported.
func (h *Handler) export(w http.ResponseWriter, r *http.Request, st enquiry.Staff) {
	q := r.URL.Query()
	format, ok := exportFormats[q.Get("format")]
	if !ok {
		h.message(w, r, http.StatusBadRequest, "No such export", "The inbox exports as CSV or JSON.")
		return
	}
	var list []enquiry.Enquiry
	var err error
	folder, query, email := q.Get("folder"), strings.TrimSpace(q.Get("q")), strings.TrimSpace(q.Get("email"))
	name, what := folder, "folder "+folder // the file's, and the audit trail's
	switch {
	case email != "":
		list, err = h.opts.Store.FromAddress(r.Context(), email)
		name, what = "person", "everything from "+email
	case query != "":
		list, err = h.opts.Store.Search(r.Context(), query, searchLimit)
		name, what = "search", "search "+query
	case folder == "mine":
		list, err = h.opts.Store.Owned(r.Context(), st.Email, enquiry.OwnedLimit)
	default:
		f, known := enquiry.ParseFolder(folder)
		if !known {
			h.message(w, r, http.StatusNotFound, "No such folder", "The inbox has no folder by that name.")
			return
		}
		list, err = h.opts.Store.List(r.Context(), time.Time{}, f)
	}
	if err != nil {
		h.unavailable(w, r, err)
		return
	}
	var body bytes.Buffer
	if err := format.write(&body, list); err != nil {
		h.unavailable(w, r, err)
		return
	}
	entry := enquiry.AuditEntry{At: h.now(), Actor: st.Email, Action: enquiry.AuditExported,
		Subject: fmt.Sprintf("%d enquiries as %s, %s", len(list), q.Get("format"), what)}
	if err := h.opts.Store.Record(r.Context(), entry); err != nil {
		h.log.Error("inbox: an export was not recorded", "err", err, "actor", st.Email)
		h.message(w, r, http.StatusServiceUnavailable, "Nothing was exported",
			"The inbox could not record the export in the audit trail (its database is unavailable), so it exported nothing. Please try again in a minute.")
		return
	}
	w.Header().Set("Content-Type", format.contentType)
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="designo-enquiries-%s-%s.%s"`, name, h.now().UTC().Format(time.DateOnly), q.Get("format")))
	w.Write(body.Bytes()) // the client went away
}
