package inbox

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"slices"
	"strings"
	"time"

	"designo/enquiry"
)

// What an action did, said once on the enquiry's page after it. The outcome travels in a cookie
// (a flash) that names the enquiry and is signed with the session's own token: set only by the
// action that was done, shown once, for this session and this enquiry alone. An address such as
// ?done=release shows nothing.
const (
	flashTaken    = "taken"
	flashOwner    = "owner:" // then the new owner's address
	flashReplied  = "replied"
	flashHandled  = "handled"
	flashReopened = "reopened"
	flashSpam     = "spam"
	flashNoted    = "noted"
	// Release outcomes: "released:" then the channels queued, comma-separated; releasedTold when
	// it was told on every channel before; releasedNowhere when the server has no channel.
	flashReleased        = "released:"
	flashReleasedTold    = "released-told"
	flashReleasedNowhere = "released-nowhere"
	flashLifetime        = time.Minute
)

// releaseOutcome names what a release did.
func releaseOutcome(queued, channels []string) string {
	switch {
	case len(queued) > 0:
		return flashReleased + strings.Join(queued, ",")
	case len(channels) > 0:
		return flashReleasedTold
	}
	return flashReleasedNowhere
}

// channelNames are the channels as a sentence says them.
var channelNames = map[string]string{enquiry.ChannelEmail: "e-mail", enquiry.ChannelWebhook: "webhook"}

// flashText is what an outcome says on the page ("" for one it does not know).
func flashText(outcome string) string {
	switch outcome {
	case flashTaken:
		return "You have it now: it is in Mine."
	case flashReplied:
		return "Marked as replied."
	case flashHandled:
		return "Marked as handled."
	case flashReopened:
		return "Reopened: it is open again."
	case flashSpam:
		return "Marked as spam."
	case flashNoted:
		return "Note added."
	case flashReleasedTold:
		return "Released: it is in the inbox again. It was told of before (its notifications went out, or are still being sent), so nothing is sent twice."
	case flashReleasedNowhere:
		return "Released: it is in the inbox. The website has no notification channel, so nobody is told."
	}
	if owner, ok := strings.CutPrefix(outcome, flashOwner); ok {
		return owner + " has it now."
	}
	list, ok := strings.CutPrefix(outcome, flashReleased)
	if !ok || list == "" {
		return ""
	}
	var names []string
	for _, c := range strings.Split(list, ",") {
		name := channelNames[c]
		if name == "" {
			return ""
		}
		names = append(names, name)
	}
	slices.Sort(names)
	way := "is on its way"
	if len(names) > 1 {
		way = "are on their way"
	}
	return "Released: its " + strings.Join(names, " and ") + " " + way + ", as if it had just arrived."
}

// flashMAC binds an outcome to the enquiry and to the session whose token keys it.
func flashMAC(session, id, outcome string) string {
	mac := hmac.New(sha256.New, []byte(session))
	mac.Write([]byte("inbox-flash\x00" + id + "\x00" + outcome))
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

// setFlash keeps an action's outcome for the next view of enquiry id in this session.
func (h *Handler) setFlash(w http.ResponseWriter, r *http.Request, id, outcome string) {
	session := h.cookie(r, "session")
	value := base64.RawURLEncoding.EncodeToString([]byte(id+"\x00"+outcome)) + "." + flashMAC(session, id, outcome)
	h.setCookie(w, "done", value, flashLifetime, http.SameSiteStrictMode)
}

// takeFlash returns the sentence of the outcome kept for enquiry id in this session, and forgets
// it; "" when there is none, or it was made for another session or enquiry.
func (h *Handler) takeFlash(w http.ResponseWriter, r *http.Request, id string) string {
	value := h.cookie(r, "done")
	if value == "" {
		return ""
	}
	h.setCookie(w, "done", "", -1, http.SameSiteStrictMode)
	payload, mac, ok := strings.Cut(value, ".")
	if !ok {
		return ""
	}
	raw, err := base64.RawURLEncoding.DecodeString(payload)
	if err != nil {
		return ""
	}
	flashID, outcome, ok := strings.Cut(string(raw), "\x00")
	if !ok || flashID != id || !hmac.Equal([]byte(mac), []byte(flashMAC(h.cookie(r, "session"), id, outcome))) {
		return ""
	}
	return flashText(outcome)
}
