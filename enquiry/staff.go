package enquiry

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"
	"time"
)

// Staff is a person of the agency who may sign in to the inbox with a passkey.
type Staff struct {
	ID        string    `json:"id"`
	Email     string    `json:"email"`
	Handle    []byte    `json:"-"` // the WebAuthn user handle: random, never shown
	InvitedAt time.Time `json:"invited_at"`
	Passkeys  int       `json:"passkeys"`              // filled by StaffList
	LastSeen  time.Time `json:"last_sign_in,omitzero"` // the latest sign-in, filled by StaffList
}

// Passkey is one WebAuthn credential of a staff member. Data is the credential as the WebAuthn
// library serialises it; the store keeps it as it is.
type Passkey struct {
	ID         []byte
	StaffID    string
	Data       []byte
	CreatedAt  time.Time
	LastUsedAt time.Time
}

// Ceremony is a passkey ceremony between its two requests: the state (a challenge) that its
// second request must answer, taken once.
type Ceremony struct {
	Kind       string // CeremonyRegister or CeremonyLogin
	Invitation string // for CeremonyRegister: HashToken of the invitation it enrols under
	Data       []byte // the WebAuthn library's session data
	Expires    time.Time
}

// Ceremony kinds.
const (
	CeremonyRegister = "register"
	CeremonyLogin    = "login"
)

// AuditEntry is one line of the audit trail: who did what, to what, and when.
type AuditEntry struct {
	ID      int64     `json:"id"`
	At      time.Time `json:"at"`
	Actor   string    `json:"actor"`             // a staff member's address, or "command line (user)"
	Action  string    `json:"action"`            // one of the Audit* constants
	Subject string    `json:"subject,omitempty"` // an enquiry's id, or a staff member's address
}

// What the audit trail records.
const (
	AuditInvited       = "invited"
	AuditPasskeyAdded  = "created a passkey"
	AuditSignedIn      = "signed in"
	AuditSignedOut     = "signed out"
	AuditReleased      = "released"
	AuditMarkedSpam    = "marked as spam"
	AuditMarkedHandled = "marked as handled"
	AuditNoted         = "added a note to"
	AuditErased        = "erased"
	AuditRemovedStaff  = "removed"
	// AuditRetried is written "retried the webhook notification" (or email), its subject the
	// enquiry's or the digest's id.
	AuditRetried       = "retried the %s notification"
	AuditExported      = "exported"        // site enquiries: its subject says what (format, how many)
	AuditSignInRefused = "sign-in refused" // actor: the staff member whose passkey it claimed to be, or "unknown passkey"
)

// SessionIdleLimit ends a session nobody has used for this long, however long it had to run: a
// computer left signed in overnight asks for the passkey again in the morning.
const SessionIdleLimit = 12 * time.Hour

// SessionTouchEvery is how stale a session's last use may be before a use writes it again: a page
// view writes at most once a minute, and the idle limit is kept to the minute.
const SessionTouchEvery = time.Minute

// CheckActor refuses an action nobody is named for: the audit trail must say who.
func CheckActor(actor string) error {
	if strings.TrimSpace(actor) == "" {
		return errors.New("enquiry: an action needs an actor for the audit trail")
	}
	return nil
}

// StaffStore keeps the inbox's staff, their invitations, passkeys, sessions and ceremonies, and
// the audit trail, in the enquiries' database, so that every replica serves the inbox and sees
// the same sessions. Both stores implement it; enquiry/stafftest holds them to one behaviour.
//
// Tokens (invitations, sessions, ceremonies) are passed in as the secret the browser holds and
// stored as HashToken of it only. Every time-dependent method takes now from the caller. A token
// that is unknown, used up or expired is ErrNotFound: the caller cannot tell which, and neither
// can a stranger.
type StaffStore interface {
	// Invite adds a one-time invitation, valid until expires, for the staff member with this
	// address, who is added when new (a member already enrolled adds another passkey with it).
	// It records AuditInvited by actor.
	Invite(ctx context.Context, email, token string, now, expires time.Time, actor string) (Staff, error)
	// Invitation returns the staff member of an invitation still usable at now.
	Invitation(ctx context.Context, token string, now time.Time) (Staff, error)
	// Enrol uses up the invitation and, in the same transaction, stores the passkey, opens a
	// session until sessionExpires and records AuditPasskeyAdded; ErrNotFound (and nothing
	// written) when the invitation is no longer usable.
	Enrol(ctx context.Context, invitation string, key Passkey, session string, now, sessionExpires time.Time) (Staff, error)
	// StaffByHandle returns the staff member with this WebAuthn user handle and their passkeys.
	StaffByHandle(ctx context.Context, handle []byte) (Staff, []Passkey, error)
	// SignIn writes back the passkey's data (its sign count), opens a session until expires and
	// records AuditSignedIn; ErrNotFound when the member or the passkey is gone.
	SignIn(ctx context.Context, key Passkey, session string, now, expires time.Time) (Staff, error)
	// Session returns the staff member signed in with this session token at now: a session ends at
	// its expiry, or once it has not been used for SessionIdleLimit. Each use counts (to the minute).
	Session(ctx context.Context, token string, now time.Time) (Staff, error)
	// SignOut ends a session and records AuditSignedOut; ending an unknown one is not an error.
	SignOut(ctx context.Context, token string, now time.Time) error
	// StaffList lists the staff by address, with how many passkeys each has and their last sign-in.
	StaffList(ctx context.Context) ([]Staff, error)
	// RemoveStaff removes a staff member with their passkeys, invitations and sessions (so they
	// are signed out at once) and records AuditRemovedStaff by actor.
	RemoveStaff(ctx context.Context, email string, now time.Time, actor string) error
	// BeginCeremony keeps a ceremony's state under token until c.Expires.
	BeginCeremony(ctx context.Context, token string, c Ceremony, now time.Time) error
	// TakeCeremony returns and forgets the ceremony under token, if it has not expired at now.
	TakeCeremony(ctx context.Context, token string, now time.Time) (Ceremony, error)
	// Record adds an entry to the audit trail (At now when zero).
	Record(ctx context.Context, entry AuditEntry) error
	// AuditLog lists the audit trail from since on, oldest first.
	AuditLog(ctx context.Context, since time.Time) ([]AuditEntry, error)
}

// HashToken is what the store keeps of a secret token: its SHA-256, in hex.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// NormalizeEmail is an address as staff are known by: trimmed, in lower case.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// NewHandle is a WebAuthn user handle: 32 random bytes.
func NewHandle() []byte { return []byte(rand.Text()) }
