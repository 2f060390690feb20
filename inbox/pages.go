package inbox

import (
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gorilla/mux"

	"designo/enquiry"
	"designo/inbox/views"
)

// folders say how each folder is headed and introduced.
var folders = map[enquiry.Folder]views.ListView{
	enquiry.FolderNew: {Heading: "New enquiries", Intro: "Nobody has these yet: open one and choose “Take it”.",
		Empty: "Nothing new. Every enquiry has someone, or has been handled."},
	enquiry.FolderOpen: {Heading: "Open", Intro: "Someone has these: taken or given, replied to, not yet handled.",
		Empty: "Nothing open."},
	enquiry.FolderHandled: {Heading: "Handled", Intro: "Enquiries someone has dealt with, newest first.",
		Empty: "Nothing handled yet."},
	enquiry.FolderHeld: {Heading: "Held", Intro: "The website held these as likely spam: nobody was told of them one by one, only in the digest. " +
		"Open one to see why; if a person sent it, choose “Not spam” and its e-mail and webhook go out.",
		Empty: "Nothing held."},
	enquiry.FolderSpam: {Heading: "Spam", Intro: "Marked as spam by someone here.", Empty: "Nothing marked as spam."},
}

// list shows one page of a folder: the newest, or those after ?after=ID (the "Older" link), with
// how many the folder holds. The store reads only the page's rows (see enquiry.Store.Page).
func (h *Handler) list(folder enquiry.Folder) func(http.ResponseWriter, *http.Request, enquiry.Staff) {
	return func(w http.ResponseWriter, r *http.Request, st enquiry.Staff) {
		after := r.URL.Query().Get("after")
		page, err := h.opts.Store.Page(r.Context(), folder, after, h.opts.PageSize)
		if errors.Is(err, enquiry.ErrNotFound) {
			h.message(w, r, http.StatusNotFound, "No such page", "The enquiry this page started after is no longer in the inbox. Start again from the newest.")
			return
		}
		if err != nil {
			h.unavailable(w, r, err)
			return
		}
		v := folders[folder]
		href := views.FolderHref(string(folder))
		v.Count = countLine(folder, page)
		v.ExportCSV, v.ExportJSON = exportHrefs(url.Values{"folder": {string(folder)}})
		if page.Next != "" {
			v.Older = href + "?after=" + url.QueryEscape(page.Next)
		}
		if after != "" {
			v.Newest = href
		}
		for _, e := range page.Enquiries {
			v.Items = append(v.Items, listItem(e))
		}
		h.render(w, r, http.StatusOK, views.Page{Title: v.Heading, Staff: st.Email, Folder: string(folder)}, views.List(v))
	}
}

// listItem is an enquiry as a list shows it.
func listItem(e enquiry.Enquiry) views.Item {
	reason := ""
	if e.Verdict == enquiry.VerdictHeld && len(e.Reasons) > 0 {
		reason = e.Reasons[0]
		if len(e.Reasons) > 1 {
			reason += " (and " + strconv.Itoa(len(e.Reasons)-1) + " more)"
		}
	}
	return views.Item{
		Href:       "/inbox/enquiries/" + url.PathEscape(e.ID),
		Name:       enquiry.Displayable(e.Name, false),
		FirstLine:  enquiry.FirstLine(enquiry.Displayable(e.Message, true), 120),
		Received:   when(e.ReceivedAt),
		ReceivedAt: e.ReceivedAt.UTC().Format(time.RFC3339),
		Office:     Office(e.Message),
		Reason:     reason,
		Stage:      stageLine(e),
	}
}

// stageLine is an open enquiry's stage and owner as a list shows it: "Open: ana@designo.co".
func stageLine(e enquiry.Enquiry) string {
	switch e.Stage() {
	case enquiry.StageOpen:
		return "Open: " + e.Owner
	case enquiry.StageReplied:
		return "Replied: " + e.Owner
	}
	return ""
}

// mine lists the enquiries the signed-in member of staff has and has not handled, newest first.
func (h *Handler) mine(w http.ResponseWriter, r *http.Request, st enquiry.Staff) {
	found, err := h.opts.Store.Owned(r.Context(), st.Email, enquiry.OwnedLimit)
	if err != nil {
		h.unavailable(w, r, err)
		return
	}
	v := views.ListView{Heading: "Mine", Intro: "What you have taken or been given, and not yet handled, newest first.",
		Empty: "Nothing of yours is open. Take one from New."}
	if n := len(found); n > 0 {
		v.Count = thousands(n) + " open."
	}
	v.ExportCSV, v.ExportJSON = exportHrefs(url.Values{"folder": {"mine"}})
	for _, e := range found {
		v.Items = append(v.Items, listItem(e))
	}
	h.render(w, r, http.StatusOK, views.Page{Title: v.Heading, Staff: st.Email, Folder: "mine"}, views.List(v))
}

// searchLimit is how many matches a search shows: the best, as a person reads a page of them.
const searchLimit = 50

// search finds enquiries in every folder by the words of ?q=, the best match first.
func (h *Handler) search(w http.ResponseWriter, r *http.Request, st enquiry.Staff) {
	query := strings.TrimSpace(r.URL.Query().Get("q"))
	v := views.ListView{Heading: "Search",
		Empty: "Type a name, an e-mail address, a phone number or words of a message, in any folder."}
	if query != "" {
		found, err := h.opts.Store.Search(r.Context(), query, searchLimit)
		if err != nil {
			h.unavailable(w, r, err)
			return
		}
		v.Heading = "Search: " + query
		v.ExportCSV, v.ExportJSON = exportHrefs(url.Values{"q": {query}})
		v.Empty = "Nothing found for “" + query + "”. Every word must begin a word of the enquiry’s name, address, phone or message."
		switch n := len(found); {
		case n == 1:
			v.Count = "1 found."
		case n == searchLimit:
			v.Count = "The " + strconv.Itoa(n) + " best matches, best first. Add a word to narrow them."
		case n > 1:
			v.Count = strconv.Itoa(n) + " found, best match first."
		}
		for _, e := range found {
			it := listItem(e)
			it.Folder = folderLabel(folderOf(e))
			v.Items = append(v.Items, it)
		}
	}
	h.render(w, r, http.StatusOK, views.Page{Title: v.Heading, Staff: st.Email, Query: query}, views.List(v))
}

// folderLabel is a folder's name as its link says it.
func folderLabel(key string) string {
	for _, f := range views.Folders {
		if f.Key == key {
			return f.Label
		}
	}
	return ""
}

// countLine says how many enquiries a folder holds and which of them a page shows: "3 waiting",
// "5,000 held: 201-400 shown, newest first".
func countLine(folder enquiry.Folder, page enquiry.FolderPage) string {
	if page.Total == 0 && page.Skipped == 0 {
		return ""
	}
	noun := map[enquiry.Folder]string{enquiry.FolderNew: "waiting", enquiry.FolderOpen: "open", enquiry.FolderHandled: "handled",
		enquiry.FolderHeld: "held", enquiry.FolderSpam: "marked as spam"}[folder]
	line := thousands(page.Total) + " " + noun
	if len(page.Enquiries) < page.Total {
		first := page.Skipped + 1
		line += ": " + thousands(first) + "–" + thousands(page.Skipped+len(page.Enquiries)) + " shown, newest first"
	}
	return line + "."
}

// thousands writes n with a comma between thousands: 12,345.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func (h *Handler) unavailable(w http.ResponseWriter, r *http.Request, err error) {
	h.log.Error("inbox: reading enquiries", "err", err)
	h.message(w, r, http.StatusServiceUnavailable, "The inbox is unavailable", msgUnavailable)
}

// when is a time as the inbox shows it: in UTC, which every office can convert.
func when(t time.Time) string { return t.UTC().Format("2 Jan 2006, 15:04 UTC") }

// enquiry shows one enquiry in full.
func (h *Handler) enquiry(w http.ResponseWriter, r *http.Request, st enquiry.Staff) {
	h.showEnquiry(w, r, st, http.StatusOK, noteDraft{})
}

// noteDraft is a note that was not added, shown again in its field with why.
type noteDraft struct{ text, problem string }

// showEnquiry renders enquiry {id} with its notes, and a draft note when one was refused.
func (h *Handler) showEnquiry(w http.ResponseWriter, r *http.Request, st enquiry.Staff, status int, draft noteDraft) {
	id := mux.Vars(r)["id"]
	e, err := h.opts.Store.Get(r.Context(), id)
	if errors.Is(err, enquiry.ErrNotFound) {
		h.message(w, r, http.StatusNotFound, "No such enquiry", "This enquiry is not in the inbox: it may have been erased.")
		return
	}
	if err != nil {
		h.unavailable(w, r, err)
		return
	}
	deliveries, err := h.opts.Store.Notifications(r.Context(), e.ID)
	if err != nil {
		h.unavailable(w, r, err)
		return
	}
	notes, err := h.opts.Store.Notes(r.Context(), e.ID)
	if err != nil {
		h.unavailable(w, r, err)
		return
	}
	v := views.EnquiryView{
		Action:     "/inbox/enquiries/" + url.PathEscape(e.ID),
		Name:       enquiry.Displayable(e.Name, false),
		Email:      enquiry.Displayable(e.Email, false),
		Phone:      enquiry.Displayable(e.Phone, false),
		Message:    enquiry.Displayable(e.Message, true),
		Received:   when(e.ReceivedAt),
		ReceivedAt: e.ReceivedAt.UTC().Format(time.RFC3339),
		Office:     Office(e.Message),
		ReplyHref:  "mailto:" + url.PathEscape(e.Email) + "?subject=" + strings.ReplaceAll(url.QueryEscape("Your enquiry to Designo"), "+", "%20"),
		PersonHref: personHref(e.Email),
		Source:     sourceLine(e.Source),
		Done:       h.takeFlash(w, r, e.ID),
		NoteText:   draft.text,
		NoteError:  draft.problem,
		NoteMax:    enquiry.NoteMaxLength,
	}
	switch {
	case e.Verdict == enquiry.VerdictHeld:
		v.State, v.Reasons = "Held as likely spam", e.Reasons
		v.CanRelease, v.CanSpam = true, true
		v.NoNotice = "None: a held enquiry is told of only in the digest. “Not spam” sends its notifications."
	case e.Verdict == enquiry.VerdictSpam:
		v.State, v.CanRelease = "Marked as spam", true
		v.NoNotice = "None: it was held, then marked as spam."
	default:
		v.State, v.Steps = stage(e, st.Email)
		v.CanSpam = e.Stage() == enquiry.StageNew
		v.NoNotice = "None: no notification channel was configured when it arrived."
		if e.Stage() != enquiry.StageHandled {
			if v.Owners, err = h.staffEmails(r); err != nil {
				h.unavailable(w, r, err)
				return
			}
			v.Owner = e.Owner
		}
	}
	for _, d := range deliveries {
		v.Notifications = append(v.Notifications, notification(d))
	}
	for _, n := range notes {
		v.Notes = append(v.Notes, views.Note{Author: n.Author, When: when(n.At), At: n.At.UTC().Format(time.RFC3339),
			Body: enquiry.Displayable(n.Body, true)})
	}
	h.render(w, r, status, views.Page{Title: v.Name, Staff: st.Email, Folder: folderOf(e)}, views.Enquiry(v))
}

// addNote adds the signed-in member of staff's note to an enquiry. A note that cannot be added
// (empty, too long) is shown again in its field with why, so nothing typed is lost.
func (h *Handler) addNote(w http.ResponseWriter, r *http.Request, st enquiry.Staff) {
	id := mux.Vars(r)["id"]
	r.Body = http.MaxBytesReader(w, r.Body, 64<<10)
	if err := r.ParseForm(); err != nil {
		h.message(w, r, http.StatusRequestEntityTooLarge, "The note was not added", "A note holds at most "+thousands(enquiry.NoteMaxLength)+" characters.")
		return
	}
	text := r.PostForm.Get("note")
	_, err := h.opts.Store.AddNote(r.Context(), id, text, h.now(), st.Email)
	switch {
	case errors.Is(err, enquiry.ErrBadNote):
		problem := "Write the note before adding it."
		if strings.TrimSpace(text) != "" {
			problem = "A note holds at most " + thousands(enquiry.NoteMaxLength) + " characters; this one has " + thousands(utf8.RuneCountInString(strings.TrimSpace(text))) + "."
		}
		h.showEnquiry(w, r, st, http.StatusUnprocessableEntity, noteDraft{text: text, problem: problem})
		return
	case errors.Is(err, enquiry.ErrNotFound):
		h.message(w, r, http.StatusNotFound, "No such enquiry", "This enquiry is not in the inbox: it may have been erased.")
		return
	case err != nil:
		h.log.Error("inbox: a note was not added", "err", err, "actor", st.Email, "enquiry", id)
		h.showEnquiry(w, r, st, http.StatusServiceUnavailable, noteDraft{text: text,
			problem: "The note was not added: the inbox's database is unavailable. Please try again in a minute."})
		return
	}
	h.setFlash(w, r, id, flashNoted)
	http.Redirect(w, r, "/inbox/enquiries/"+url.PathEscape(id)+"#notes-heading", http.StatusSeeOther)
}

// stage says where an enquiry in the inbox stands, who moved it there and when, and the buttons
// that move it on for me (the signed-in member of staff), the likeliest next step first.
func stage(e enquiry.Enquiry, me string) (string, []views.Step) {
	take := views.Step{Path: "take", Label: "Take it"}
	replied := views.Step{Path: "replied", Label: "Mark as replied"}
	handled := views.Step{Path: "handled", Label: "Mark as handled"}
	switch e.Stage() {
	case enquiry.StageNew:
		take.Primary = true
		return "New: nobody has it yet", []views.Step{take, replied, handled}
	case enquiry.StageOpen:
		replied.Primary = true
		steps := []views.Step{replied, handled}
		if e.Owner != enquiry.NormalizeEmail(me) {
			steps = append(steps, take)
		}
		return "Open: " + e.Owner + " has it, since " + when(e.OwnedAt), steps
	case enquiry.StageReplied:
		handled.Primary = true
		return "Replied by " + e.RepliedBy + ", " + when(e.RepliedAt) + " · " + e.Owner + " has it", []views.Step{handled}
	}
	by := "" // handled before owners were kept: nobody was recorded
	if e.HandledBy != "" {
		by = " by " + e.HandledBy
	}
	return "Handled" + by + ", " + when(e.HandledAt), []views.Step{{Path: "reopen", Label: "Reopen", Primary: true}}
}

// staffEmails are the staff's addresses, for choosing an enquiry's owner.
func (h *Handler) staffEmails(r *http.Request) ([]string, error) {
	list, err := h.opts.Store.StaffList(r.Context())
	var emails []string
	for _, m := range list {
		emails = append(emails, m.Email)
	}
	return emails, err
}

func folderOf(e enquiry.Enquiry) string {
	switch e.Stage() {
	case "":
		return e.Verdict // held or spam, as their folders are named
	case enquiry.StageNew:
		return string(enquiry.FolderNew)
	case enquiry.StageHandled:
		return string(enquiry.FolderHandled)
	}
	return string(enquiry.FolderOpen)
}

// notification says where one notification stands.
func notification(d enquiry.Delivery) views.Notification {
	n := views.Notification{Channel: map[string]string{enquiry.ChannelEmail: "E-mail", enquiry.ChannelWebhook: "Webhook",
		enquiry.ChannelAcknowledgement: "Receipt to the sender"}[d.Channel]}
	if n.Channel == "" {
		n.Channel = d.Channel
	}
	switch d.State {
	case enquiry.StateDelivered:
		n.State, n.Detail = "delivered", when(d.DeliveredAt)
	case enquiry.StateFailed:
		n.State, n.Detail = "failed", "given up after "+attempts(d.Attempts)+": "+d.LastError
	default:
		n.State = "pending"
		if d.Attempts > 0 {
			n.Detail = attempts(d.Attempts) + " so far; last error: " + d.LastError
		}
	}
	return n
}

func attempts(n int) string {
	if n == 1 {
		return "1 attempt"
	}
	return strconv.Itoa(n) + " attempts"
}

// The actions on an enquiry.
const (
	actionTake    = "take"
	actionOwner   = "owner"
	actionReplied = "replied"
	actionHandled = "handled"
	actionReopen  = "reopen"
	actionRelease = "release"
	actionSpam    = "spam"
)

// act does one action on an enquiry, with its line of the audit trail in the same transaction
// (the store's), and shows the enquiry again with what was done: a flash bound to this session
// and this enquiry, never a parameter of the address, so no link can make a page claim an action
// that was not done. An action whose audit line cannot be written is not done, and says so.
func (h *Handler) act(action string) func(http.ResponseWriter, *http.Request, enquiry.Staff) {
	return func(w http.ResponseWriter, r *http.Request, st enquiry.Staff) {
		id, now := mux.Vars(r)["id"], h.now()
		var err error
		var outcome string
		switch action {
		case actionTake:
			err, outcome = h.opts.Store.Take(r.Context(), id, "", now, st.Email), flashTaken
		case actionOwner:
			owner := enquiry.NormalizeEmail(r.PostFormValue("owner"))
			err, outcome = h.opts.Store.Take(r.Context(), id, owner, now, st.Email), flashOwner+owner
			if owner == enquiry.NormalizeEmail(st.Email) {
				outcome = flashTaken
			}
		case actionReplied:
			err, outcome = h.opts.Store.MarkReplied(r.Context(), id, now, st.Email), flashReplied
		case actionHandled:
			err, outcome = h.opts.Store.MarkHandled(r.Context(), id, now, st.Email), flashHandled
		case actionReopen:
			err, outcome = h.opts.Store.Reopen(r.Context(), id, now, st.Email), flashReopened
		case actionRelease:
			var queued []string
			queued, err = h.opts.Store.Release(r.Context(), id, h.opts.Channels, now, st.Email)
			outcome = releaseOutcome(queued, h.opts.Channels)
		case actionSpam:
			err, outcome = h.opts.Store.MarkSpam(r.Context(), id, now, st.Email), flashSpam
		}
		switch {
		case errors.Is(err, enquiry.ErrNotFound):
			h.message(w, r, http.StatusNotFound, "No such enquiry", "This enquiry is not in the inbox: it may have been erased.")
			return
		case errors.Is(err, enquiry.ErrNotHeld):
			h.message(w, r, http.StatusConflict, "Already in the inbox", "This enquiry is not held, so there is nothing to release.")
			return
		case errors.Is(err, enquiry.ErrNotInInbox):
			h.message(w, r, http.StatusConflict, "Not in the inbox",
				"Only an enquiry in the inbox can be taken, replied to, handled or reopened; this one is held or marked as spam. If a person sent it, choose “Not spam” first.")
			return
		case errors.Is(err, enquiry.ErrNotStaff):
			h.message(w, r, http.StatusUnprocessableEntity, "Nobody by that address",
				"An enquiry's owner is one of the staff: choose one from the list (the page Staff invites a colleague).")
			return
		case err != nil:
			h.log.Error("inbox: an action was not done", "err", err, "actor", st.Email, "action", action, "enquiry", id)
			h.message(w, r, http.StatusServiceUnavailable, "Nothing was changed",
				"The inbox could not do this and record it in the audit trail (its database is unavailable), so it did neither. Please try again in a minute.")
			return
		}
		if action == actionRelease && h.opts.Notify != nil {
			h.opts.Notify()
		}
		h.setFlash(w, r, id, outcome)
		http.Redirect(w, r, "/inbox/enquiries/"+url.PathEscape(id), http.StatusSeeOther)
	}
}
