package inbox

import (
	"context"
	"crypto/rand"
	"errors"
	"net/http"
	"net/mail"
	"strconv"
	"time"

	"designo/enquiry"
	"designo/inbox/views"
)

// InvitationLifetime is how long an invitation made in the inbox works (once): a day, as the
// command line's default (`site staff invite -valid`).
const InvitationLifetime = 24 * time.Hour

// staffPage lists who may sign in, and offers to invite a colleague and to remove one.
func (h *Handler) staffPage(w http.ResponseWriter, r *http.Request, st enquiry.Staff) {
	h.showStaff(w, r, st, http.StatusOK, views.StaffView{})
}

// showStaff renders the staff page with v's outcome (an invitation's link, or why none was made).
func (h *Handler) showStaff(w http.ResponseWriter, r *http.Request, st enquiry.Staff, status int, v views.StaffView) {
	list, err := h.opts.Store.StaffList(r.Context())
	if err != nil {
		h.unavailable(w, r, err)
		return
	}
	for _, m := range list {
		member := views.Member{Email: m.Email, Passkeys: passkeys(m.Passkeys), Self: m.ID == st.ID}
		if !m.LastSeen.IsZero() {
			member.LastSeen = when(m.LastSeen)
		}
		v.Members = append(v.Members, member)
	}
	h.render(w, r, status, views.Page{Title: "Staff", Staff: st.Email, Folder: "staff"}, views.Staff(v))
}

func passkeys(n int) string {
	switch n {
	case 0:
		return "invited, no passkey yet"
	case 1:
		return "1 passkey"
	}
	return strconv.Itoa(n) + " passkeys"
}

// invite invites a colleague by e-mail address: the one-time link is shown to the inviter, to send.
func (h *Handler) invite(w http.ResponseWriter, r *http.Request, st enquiry.Staff) {
	r.Body = http.MaxBytesReader(w, r.Body, 4<<10)
	typed := ""
	if err := r.ParseForm(); err == nil {
		typed = r.PostForm.Get("email")
	}
	addr, err := mail.ParseAddress(typed)
	if err != nil || addr.Name != "" {
		h.showStaff(w, r, st, http.StatusUnprocessableEntity, views.StaffView{Email: typed,
			EmailError: "Enter a colleague's e-mail address, such as ana@designo.co."})
		return
	}
	token, now := rand.Text(), h.now()
	expires := now.Add(InvitationLifetime)
	invited, err := h.opts.Store.Invite(r.Context(), addr.Address, token, now, expires, st.Email)
	if err != nil {
		h.log.Error("inbox: an invitation was not made", "err", err, "actor", st.Email)
		h.showStaff(w, r, st, http.StatusServiceUnavailable, views.StaffView{Email: typed,
			EmailError: "The invitation was not made: the inbox's database is unavailable. Please try again in a minute."})
		return
	}
	v := views.StaffView{Invited: invited.Email, InviteLink: h.opts.Origin + "/inbox/join/" + token, InviteUntil: when(expires)}
	if h.opts.MailInvitation != nil {
		ctx, cancel := context.WithTimeout(r.Context(), invitationMailTimeout)
		defer cancel()
		if err := h.opts.MailInvitation(ctx, invited.Email, v.InviteLink, expires); err != nil {
			h.log.Warn("inbox: an invitation was not e-mailed", "err", err, "actor", st.Email)
			v.MailError = "It could not be e-mailed (" + err.Error() + "): send them the link yourself."
		} else {
			v.Mailed = true
		}
	}
	h.showStaff(w, r, st, http.StatusOK, v)
}

// invitationMailTimeout bounds the wait for the mail server while the inviter's page loads.
const invitationMailTimeout = 15 * time.Second

// removeStaff removes a colleague: their passkeys stop working and their sessions end at once.
func (h *Handler) removeStaff(w http.ResponseWriter, r *http.Request, st enquiry.Staff) {
	r.Body = http.MaxBytesReader(w, r.Body, 4<<10)
	email := ""
	if err := r.ParseForm(); err == nil {
		email = r.PostForm.Get("email")
	}
	if enquiry.NormalizeEmail(email) == st.Email {
		h.message(w, r, http.StatusConflict, "Not removed", "You cannot remove yourself here: ask a colleague, or use site staff remove.")
		return
	}
	err := h.opts.Store.RemoveStaff(r.Context(), email, h.now(), st.Email)
	switch {
	case errors.Is(err, enquiry.ErrNotFound):
		h.message(w, r, http.StatusNotFound, "No such colleague", "Nobody with that address may sign in: they may have been removed already.")
		return
	case err != nil:
		h.log.Error("inbox: a colleague was not removed", "err", err, "actor", st.Email)
		h.message(w, r, http.StatusServiceUnavailable, "Nothing was changed", msgUnavailable)
		return
	}
	h.showStaff(w, r, st, http.StatusOK, views.StaffView{Removed: enquiry.NormalizeEmail(email)})
}
