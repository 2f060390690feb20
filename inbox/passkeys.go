package inbox

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"
	"github.com/gorilla/mux"

	"designo/enquiry"
	"designo/inbox/views"
	"designo/internal/web"
)

// The two passkey ceremonies, each two POSTs from the page's script (inbox/passkey.ts): begin
// answers the options for navigator.credentials, finish checks what the authenticator signed.
// What finish must check against (the challenge) waits in the store between the two, under a
// random token in a short-lived cookie, so that any replica can finish what another began.

// webUser is a staff member as the WebAuthn library sees one.
type webUser struct {
	staff enquiry.Staff
	keys  []enquiry.Passkey
}

func (u *webUser) WebAuthnID() []byte          { return u.staff.Handle }
func (u *webUser) WebAuthnName() string        { return u.staff.Email }
func (u *webUser) WebAuthnDisplayName() string { return u.staff.Email }
func (u *webUser) WebAuthnCredentials() []webauthn.Credential {
	var creds []webauthn.Credential
	for _, k := range u.keys {
		var c webauthn.Credential
		if err := json.Unmarshal(k.Data, &c); err == nil {
			creds = append(creds, c)
		}
	}
	return creds
}

const (
	msgInvitationUnusable = "This invitation cannot be used: an invitation works once, for 24 hours. Ask for a new one."
	msgCeremonyLost       = "That took too long, or the page was opened twice. Please try again."
	msgNotCreated         = "The passkey could not be created. Please try again."
	msgNotRecognised      = "That passkey is not one of the inbox's. Sign in with the passkey you created from your invitation, or ask for a new invitation."
	msgUnavailable        = "The inbox cannot reach its database just now. Please try again in a minute."
)

// join is the page an invitation opens.
func (h *Handler) join(w http.ResponseWriter, r *http.Request) {
	_, err := h.opts.Store.Invitation(r.Context(), mux.Vars(r)["token"], h.now())
	switch {
	case errors.Is(err, enquiry.ErrNotFound):
		h.render(w, r, http.StatusGone, views.Page{Title: "Invitation"}, views.Join(false))
	case err != nil:
		h.log.Error("inbox: reading an invitation", "err", err)
		h.message(w, r, http.StatusServiceUnavailable, "The inbox is unavailable", msgUnavailable)
	default:
		h.render(w, r, http.StatusOK, views.Page{Title: "Join", Scripts: h.scripts()}, views.Join(true))
	}
}

// beginCeremony keeps the ceremony's state and answers the browser's options.
func (h *Handler) beginCeremony(w http.ResponseWriter, r *http.Request, kind, invitation string, session *webauthn.SessionData, options any) {
	data, err := json.Marshal(session)
	if err != nil {
		h.log.Error("inbox: keeping a ceremony", "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"message": msgUnavailable})
		return
	}
	token, now := newToken(), h.now()
	c := enquiry.Ceremony{Kind: kind, Invitation: invitation, Data: data, Expires: now.Add(ceremonyLifetime)}
	if err := h.opts.Store.BeginCeremony(r.Context(), token, c, now); err != nil {
		h.log.Error("inbox: keeping a ceremony", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"message": msgUnavailable})
		return
	}
	h.setCookie(w, "ceremony", token, ceremonyLifetime, http.SameSiteStrictMode)
	writeJSON(w, http.StatusOK, options)
}

// takeCeremony returns the state of this browser's ceremony of kind, once.
func (h *Handler) takeCeremony(w http.ResponseWriter, r *http.Request, kind string) (enquiry.Ceremony, *webauthn.SessionData, bool) {
	h.setCookie(w, "ceremony", "", -1, http.SameSiteStrictMode)
	token := h.cookie(r, "ceremony")
	c, err := h.opts.Store.TakeCeremony(r.Context(), token, h.now())
	var session webauthn.SessionData
	switch {
	case token == "" || errors.Is(err, enquiry.ErrNotFound) || (err == nil && c.Kind != kind):
		writeJSON(w, http.StatusBadRequest, map[string]string{"message": msgCeremonyLost})
		return c, nil, false
	case err != nil:
		h.log.Error("inbox: reading a ceremony", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"message": msgUnavailable})
		return c, nil, false
	}
	if err := json.Unmarshal(c.Data, &session); err != nil {
		h.log.Error("inbox: reading a ceremony", "err", err)
		writeJSON(w, http.StatusBadRequest, map[string]string{"message": msgCeremonyLost})
		return c, nil, false
	}
	return c, &session, true
}

// invitee is the staff member of the invitation in the path, with their passkeys; false (and
// answered) when the invitation cannot be used.
func (h *Handler) invitee(w http.ResponseWriter, r *http.Request) (*webUser, bool) {
	st, err := h.opts.Store.Invitation(r.Context(), mux.Vars(r)["token"], h.now())
	if err == nil {
		var keys []enquiry.Passkey
		if st, keys, err = h.opts.Store.StaffByHandle(r.Context(), st.Handle); err == nil {
			return &webUser{staff: st, keys: keys}, true
		}
	}
	if errors.Is(err, enquiry.ErrNotFound) {
		writeJSON(w, http.StatusGone, map[string]string{"message": msgInvitationUnusable})
	} else {
		h.log.Error("inbox: reading an invitation", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"message": msgUnavailable})
	}
	return nil, false
}

// joinBegin starts creating a passkey for an invitation: a discoverable credential (the device
// keeps the user handle, so signing in needs nothing typed) with the person's verification.
func (h *Handler) joinBegin(w http.ResponseWriter, r *http.Request) {
	user, ok := h.invitee(w, r)
	if !ok {
		return
	}
	creation, session, err := h.webauthn.BeginRegistration(user,
		webauthn.WithAuthenticatorSelection(protocol.AuthenticatorSelection{
			ResidentKey:      protocol.ResidentKeyRequirementRequired,
			UserVerification: protocol.VerificationRequired,
		}),
		webauthn.WithResidentKeyRequirement(protocol.ResidentKeyRequirementRequired),
		webauthn.WithExclusions(webauthn.Credentials(user.WebAuthnCredentials()).CredentialDescriptors()),
	)
	if err != nil {
		h.log.Error("inbox: beginning a registration", "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"message": msgNotCreated})
		return
	}
	h.beginCeremony(w, r, enquiry.CeremonyRegister, enquiry.HashToken(mux.Vars(r)["token"]), session, creation)
}

// joinFinish checks the new passkey, uses the invitation up, and signs the person in.
func (h *Handler) joinFinish(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 64<<10)
	c, session, ok := h.takeCeremony(w, r, enquiry.CeremonyRegister)
	if !ok {
		return
	}
	token := mux.Vars(r)["token"]
	if c.Invitation != enquiry.HashToken(token) {
		writeJSON(w, http.StatusBadRequest, map[string]string{"message": msgCeremonyLost})
		return
	}
	user, ok := h.invitee(w, r)
	if !ok {
		return
	}
	credential, err := h.webauthn.FinishRegistration(user, *session, r)
	if err != nil {
		h.log.Warn("inbox: a passkey was refused at registration", "err", err)
		writeJSON(w, http.StatusBadRequest, map[string]string{"message": msgNotCreated})
		return
	}
	data, err := json.Marshal(credential)
	if err != nil {
		writeJSON(w, http.StatusInternalServerError, map[string]string{"message": msgNotCreated})
		return
	}
	sessionToken, now := newToken(), h.now()
	st, err := h.opts.Store.Enrol(r.Context(), token, enquiry.Passkey{ID: credential.ID, Data: data}, sessionToken, now, now.Add(SessionLifetime))
	switch {
	case errors.Is(err, enquiry.ErrNotFound):
		writeJSON(w, http.StatusGone, map[string]string{"message": msgInvitationUnusable})
		return
	case err != nil:
		h.log.Error("inbox: enrolling a passkey", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"message": msgUnavailable})
		return
	}
	h.log.Info("inbox: passkey created", "staff", st.Email)
	h.setCookie(w, "session", sessionToken, SessionLifetime, http.SameSiteLaxMode)
	writeJSON(w, http.StatusOK, map[string]string{"location": "/inbox"})
}

// signInBegin starts a sign-in with any of the inbox's passkeys: no address asked for, so none
// is revealed as enrolled or not.
func (h *Handler) signInBegin(w http.ResponseWriter, r *http.Request) {
	assertion, session, err := h.webauthn.BeginDiscoverableLogin(webauthn.WithUserVerification(protocol.VerificationRequired))
	if err != nil {
		h.log.Error("inbox: beginning a sign-in", "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"message": msgUnavailable})
		return
	}
	h.beginCeremony(w, r, enquiry.CeremonyLogin, "", session, assertion)
}

// signInFinish checks the signature of a passkey the inbox knows and opens a session.
func (h *Handler) signInFinish(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 64<<10)
	_, session, ok := h.takeCeremony(w, r, enquiry.CeremonyLogin)
	if !ok {
		return
	}
	var lookupErr error
	claimed := "" // the staff member whose passkey it claims to be
	found, credential, err := h.webauthn.FinishPasskeyLogin(func(_, handle []byte) (webauthn.User, error) {
		st, keys, err := h.opts.Store.StaffByHandle(r.Context(), handle)
		if err != nil {
			lookupErr = err
			return nil, err
		}
		claimed = st.Email
		return &webUser{staff: st, keys: keys}, nil
	}, *session, r)
	if lookupErr != nil && !errors.Is(lookupErr, enquiry.ErrNotFound) {
		h.log.Error("inbox: looking up a passkey", "err", lookupErr)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"message": msgUnavailable})
		return
	}
	if err != nil {
		h.log.Warn("inbox: a sign-in was refused", "err", err)
		h.refused(r, claimed)
		writeJSON(w, http.StatusUnauthorized, map[string]string{"message": msgNotRecognised})
		return
	}
	user := found.(*webUser)
	if credential.Authenticator.CloneWarning {
		h.log.Warn("inbox: a passkey's signature counter went backwards (a copied authenticator?)", "staff", user.staff.Email)
	}
	data, err := json.Marshal(credential)
	if err != nil {
		writeJSON(w, http.StatusInternalServerError, map[string]string{"message": msgUnavailable})
		return
	}
	sessionToken, now := newToken(), h.now()
	st, err := h.opts.Store.SignIn(r.Context(), enquiry.Passkey{ID: credential.ID, StaffID: user.staff.ID, Data: data}, sessionToken, now, now.Add(SessionLifetime))
	switch {
	case errors.Is(err, enquiry.ErrNotFound): // removed meanwhile
		h.refused(r, user.staff.Email)
		writeJSON(w, http.StatusUnauthorized, map[string]string{"message": msgNotRecognised})
		return
	case err != nil:
		h.log.Error("inbox: signing in", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"message": msgUnavailable})
		return
	}
	h.log.Info("inbox: signed in", "staff", st.Email)
	h.setCookie(w, "session", sessionToken, SessionLifetime, http.SameSiteLaxMode)
	writeJSON(w, http.StatusOK, map[string]string{"location": ""})
}

// refused records a refused sign-in in the audit trail: by the staff member whose passkey it
// claimed to be (or "unknown passkey"), from the client's address. The ceremonies' rate limit
// bounds how many an address can add.
func (h *Handler) refused(r *http.Request, claimed string) {
	if claimed == "" {
		claimed = "unknown passkey"
	}
	entry := enquiry.AuditEntry{At: h.now(), Actor: claimed, Action: enquiry.AuditSignInRefused, Subject: "from " + web.ClientKey(web.ClientAddr(r, h.opts.TrustedProxies))}
	if err := h.opts.Store.Record(r.Context(), entry); err != nil {
		h.log.Error("inbox: cannot record a refused sign-in in the audit trail", "err", err, "claimed", claimed)
	}
}
