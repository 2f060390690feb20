package inbox

import (
	"net/http"
	"time"

	"designo/enquiry"
	"designo/inbox/views"
)

// unknownSource is how a page says that nothing told where an enquiry came from.
const unknownSource = "Not known"

// sourceLine is an enquiry's source as the inbox shows it.
func sourceLine(source string) string {
	if source == "" {
		return unknownSource
	}
	return enquiry.Displayable(source, false)
}

// sources counts the inbox's enquiries by month and by where they came from.
func (h *Handler) sources(w http.ResponseWriter, r *http.Request, st enquiry.Staff) {
	counts, err := h.opts.Store.Sources(r.Context())
	if err != nil {
		h.unavailable(w, r, err)
		return
	}
	var v views.SourcesView
	for _, c := range counts {
		if n := len(v.Months); n == 0 || v.Months[n-1].ID != "sources-"+c.Month {
			month := c.Month
			if t, err := time.Parse("2006-01", c.Month); err == nil {
				month = t.Format("January 2006")
			}
			v.Months = append(v.Months, views.SourceMonth{Month: month, ID: "sources-" + c.Month})
		}
		m := &v.Months[len(v.Months)-1]
		m.Sources = append(m.Sources, views.SourceCount{Source: sourceLine(c.Source), Enquiries: c.Enquiries})
		m.Total += c.Enquiries
	}
	h.render(w, r, http.StatusOK, views.Page{Title: "Sources", Staff: st.Email, Folder: "sources"}, views.Sources(v))
}
