package enquiry

import (
	"errors"
	"time"
)

// How an enquiry arrived.
const (
	ViaForm   = "form"   // the plain HTML form, without JavaScript
	ViaScript = "script" // the contact island
)

// Verdicts: where an enquiry stands. Every valid enquiry is stored, whatever its verdict.
const (
	VerdictInbox = "inbox" // the agency is told of it (one by one, or in the digest past the budget)
	VerdictHeld  = "held"  // likely spam: told only in the digest, until someone releases it
	VerdictSpam  = "spam"  // marked as spam by a person
)

// Notices: how the agency hears of an enquiry.
const (
	NoticeOwn    = "own"    // its own notification on each channel
	NoticeDigest = "digest" // a line in the next digest (held, or past the hourly budget)
)

// Enquiry is one stored contact request.
type Enquiry struct {
	ID         string    `json:"id"` // see NewID
	Name       string    `json:"name"`
	Email      string    `json:"email"`
	Phone      string    `json:"phone"`
	Message    string    `json:"message"`
	ReceivedAt time.Time `json:"received_at"`
	Via        string    `json:"via"`
	// Source is where the visitor came to the contact page from (SourceOf): "/work/camp",
	// "news.example", with "utm_source=…" and "utm_campaign=…" after; "" when unknown.
	Source   string   `json:"source"`
	Verdict  string   `json:"verdict"`           // Verdict*; VerdictInbox when saved without one
	Reasons  []string `json:"reasons,omitempty"` // the signals behind the verdict, in words
	Notice   string   `json:"notice"`            // Notice*, chosen by Save
	DigestID string   `json:"digest_id,omitempty"`
	// Who has it and where it stands (State): the member of staff who took it or was given it,
	// and since when; who marked it replied, and who handled it, and when.
	Owner     string    `json:"owner,omitempty"`
	OwnedAt   time.Time `json:"owned_at,omitzero"`
	RepliedBy string    `json:"replied_by,omitempty"`
	RepliedAt time.Time `json:"replied_at,omitzero"`
	HandledBy string    `json:"handled_by,omitempty"`
	HandledAt time.Time `json:"handled_at,omitzero"` // when a person marked it handled
	// Likelihood is how likely it is that a person wrote it, 1 to 99 (spam.Verdict.Likelihood),
	// lowered by Save when its network is in a surge.
	Likelihood int `json:"likelihood"`
	// SurgeID names the surge it arrived in (Save decides); "" when none.
	SurgeID string `json:"surge_id,omitempty"`
	// Fingerprint names the text for finding the same text sent by others (spam.Fingerprint).
	Fingerprint string `json:"-"`
	// Network is the sender's network ("203.0.113.0/24", "2001:db8:1::/48"; see NetworkOf), for
	// telling a surge from one network; "" when unknown.
	Network string `json:"-"`
	// TokenNonce is the random part of the form token it was sent with: Save holds a second
	// enquiry with other words on one token. "" when it came without a valid one.
	TokenNonce string `json:"-"`
}

// Form is what the visitor typed, as the contact form holds it.
func (e Enquiry) Form() Form {
	return Form{Name: e.Name, Email: e.Email, Phone: e.Phone, Message: e.Message}
}

// Folder is a view of the stored enquiries, as the agency reads them.
type Folder string

const (
	FolderNew     Folder = "new"     // verdict inbox, nobody has it yet
	FolderOpen    Folder = "open"    // verdict inbox, someone has it (Stage open or replied)
	FolderHandled Folder = "handled" // verdict inbox, handled
	FolderHeld    Folder = "held"
	FolderSpam    Folder = "spam"
)

// Stage is where an enquiry in the inbox stands, as staff move it on: nobody has it (new), someone
// took it or was given it (open), someone answered the sender (replied), it is dealt with
// (handled); a handled one can be reopened. A held or spam one has none until it is released.
type Stage string

const (
	StageNew     Stage = "new"
	StageOpen    Stage = "open"
	StageReplied Stage = "replied"
	StageHandled Stage = "handled"
)

// Stage is where an enquiry stands ("" when it is held or spam).
func (e Enquiry) Stage() Stage {
	switch {
	case e.Verdict != VerdictInbox:
		return ""
	case !e.HandledAt.IsZero():
		return StageHandled
	case !e.RepliedAt.IsZero():
		return StageReplied
	case e.Owner != "":
		return StageOpen
	}
	return StageNew
}

// Route says how the agency hears of an enquiry that Save stores.
type Route struct {
	// Channels get a notification of an enquiry with verdict inbox, within the budget.
	Channels []string
	// HourlyBudget bounds the enquiries notified one by one in the hour before one arrives;
	// past it, they wait for the digest. 0: no bound.
	HourlyBudget int
	// Surge says when enquiries come in a surge, which spends no budget (see SurgeRule).
	Surge SurgeRule
	// Acknowledge queues, with an enquiry notified on Channels, a receipt to its sender on
	// ChannelAcknowledgement: never for a held one nor one past the budget, and at most one in
	// AcknowledgeEvery to one address.
	Acknowledge bool
}

// Digest tells the agency in one message of the enquiries held, or past the hourly budget,
// since the last digest; or, as a surge's notice (Surge set), that a surge is under way, with its
// first enquiries. It lists each enquiry by a line, the likeliest genuine first, within
// DigestLimit bytes whatever the flood: the rest are counted (NotListed), never left out silently.
type Digest struct {
	ID        string       `json:"id"`
	CreatedAt time.Time    `json:"created_at"`
	Surge     *SurgeNotice `json:"surge,omitempty"`
	// Held lists those held (likely spam); OverBudget those in the inbox, told here instead of
	// one by one (past the hourly budget, or in a surge).
	Held       []DigestLine `json:"held"`
	OverBudget []DigestLine `json:"over_budget"`
	// HeldCount and OverBudgetCount are how many the digest tells of; NotListed how many of
	// them are not in the lists (the digest is bounded in size).
	HeldCount       int `json:"held_count"`
	OverBudgetCount int `json:"over_budget_count"`
	NotListed       int `json:"not_listed"`
}

// SurgeNotice says what surge a digest tells of.
type SurgeNotice struct {
	StartedAt time.Time `json:"started_at"`
	Reason    string    `json:"reason"` // why its first enquiry was one of a surge
}

// DigestLine is one enquiry in a digest: who, the first line of what they wrote, and why it was held.
type DigestLine struct {
	ID         string    `json:"id"`
	Name       string    `json:"name"`
	Email      string    `json:"email"`
	FirstLine  string    `json:"first_line"`
	ReceivedAt time.Time `json:"received_at"`
	Likelihood int       `json:"likelihood"`
	Reasons    []string  `json:"reasons,omitempty"`
	Link       string    `json:"link,omitempty"` // its page in the inbox, when the sender knows the inbox
}

var (
	// ErrUnavailable wraps every failure to store or read enquiries (a missing,
	// locked, read-only or corrupt database), so that callers can answer
	// "try again later" without knowing the database.
	ErrUnavailable = errors.New("enquiry store unavailable")
	// ErrNotFound: no enquiry or delivery with that id.
	ErrNotFound = errors.New("not found")
	// ErrNotHeld: only a held or spam enquiry can be released.
	ErrNotHeld = errors.New("the enquiry is not held")
	// ErrNotInInbox: only an enquiry in the inbox (not held, not spam) can be marked handled.
	ErrNotInInbox = errors.New("the enquiry is not in the inbox (held or spam): release it first")
	// ErrKeyReused: an idempotency key came back with different values.
	ErrKeyReused = errors.New("idempotency key already used for a different enquiry")
)
