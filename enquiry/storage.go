package enquiry

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
)

// Store is where enquiries and their notifications live: a SQLite file by
// default (enquiry/sqlite), PostgreSQL when several replicas share one inbox
// (enquiry/postgres).
//
// For whoever implements it: the behaviour is pinned down by the shared suite
// in enquiry/storetest, which every implementation's test runs —
// `storetest.Run(t, open)` — and the rules every store applies inside its
// transactions are this package's (Decide, ForSaving, Taking, CheckNote, …),
// their SQL enquiry/internal/storesql's. In short:
//
//   - Save writes the enquiry and one outbox row per channel in ONE
//     transaction: both or neither. With an idempotency key, a repeat of a
//     key already stored returns the first enquiry and repeat=true, writing
//     nothing (ErrKeyReused when the repeat carries different values).
//   - Ids are made by NewID (UUIDv7: unique across databases, time-ordered)
//     when the caller leaves Enquiry.ID empty, and never reused.
//   - The outbox is built for several replicas: Claim leases due rows (those
//     pending, due at or before now, and not leased past now) for a while,
//     counting one attempt per claim, so that a worker that dies mid-delivery
//     leaves a row another picks up once the lease runs out; SQLite
//     serialises claims, PostgreSQL uses FOR UPDATE SKIP LOCKED. Mark* end a
//     lease; they change only rows still pending (a late worker cannot undo
//     a delivery).
//   - Every time-dependent method takes now from the caller, so that the
//     suite can drive the clock.
//   - Errors from the database wrap ErrUnavailable; a missing enquiry or
//     delivery is ErrNotFound.
//   - A store keeps the staff who read it too (StaffStore).
type Store interface {
	StaffStore

	// Save stores e (ReceivedAt now when zero, Via required, Verdict inbox
	// or held, Likelihood 50 when zero) and chooses how the agency hears of
	// it: an enquiry in the inbox within route's hourly budget gets a pending
	// delivery on each of route's channels, due at once (Notice own); a held
	// one, or one past the budget, waits for the next digest (Notice digest).
	// Inside the same write, so that replicas share them: a second enquiry
	// on one form token (TokenNonce) with other values is held; an enquiry
	// that passed the judge (verdict inbox) during a surge (see SurgeRule)
	// joins it, spends no budget, and is held unless it is likely genuine;
	// the budget is counted. key, when not empty, makes the call idempotent:
	// see above.
	Save(ctx context.Context, e Enquiry, route Route, key string) (stored Enquiry, repeat bool, err error)
	// Get returns one enquiry, or ErrNotFound.
	Get(ctx context.Context, id string) (Enquiry, error)
	// List returns the enquiries received at or after since that are in any
	// of folders (all when none), newest first; New alone by day, newest day
	// first (UTC), the likeliest first within a day.
	List(ctx context.Context, since time.Time, folders ...Folder) ([]Enquiry, error)
	// Page returns up to limit enquiries of folder, in its order (newest first), starting after
	// the enquiry with id after ("" for the first page), with how many the folder holds and how
	// many come before the page; ErrNotFound when after names no enquiry (erased meanwhile).
	Page(ctx context.Context, folder Folder, after string, limit int) (FolderPage, error)
	// Search returns up to limit enquiries of every folder whose name,
	// e-mail, phone or message holds every word of query, each word matching
	// the start of one ("fisch bakery" finds Maya Fischer of
	// fischer-bakery.example), the best match first, then the newest. A word
	// is a run of letters and digits; a query without one finds nothing.
	Search(ctx context.Context, query string, limit int) ([]Enquiry, error)
	// Notifications lists an enquiry's own notifications (not its digest's), oldest first.
	Notifications(ctx context.Context, id string) ([]Delivery, error)
	// SameText counts the other senders (e-mail addresses other than email)
	// among the latest 50 enquiries with this fingerprint received since then.
	SameText(ctx context.Context, fingerprint, email string, since time.Time) (int, error)
	// Release moves a held (or spam) enquiry to the inbox and gives it a
	// pending delivery, due at now, on each of channels it was not told on
	// already (Spam, then "Not spam", tells nobody twice); it returns those
	// channels. ErrNotHeld when it is in the inbox already.
	//
	// Release and every other action of a person below (MarkSpam,
	// MarkHandled, Delete, PurgeBefore, Retry) writes its line of the audit
	// trail, by actor at now, in the same transaction as the action: if the
	// line cannot be written, the action is not done (and an error says so).
	Release(ctx context.Context, id string, channels []string, now time.Time, actor string) (queued []string, err error)
	// MarkSpam records a person's judgement that an enquiry is spam.
	MarkSpam(ctx context.Context, id string, now time.Time, actor string) error
	// MarkHandled records that a person has dealt with an enquiry in the
	// inbox, and who; ErrNotInInbox when it is held or spam (release it
	// first). Take, MarkReplied and Reopen move it on as well (see Stage),
	// with the same errors.
	MarkHandled(ctx context.Context, id string, now time.Time, actor string) error
	// Take makes owner (actor when "") the owner of an enquiry, from now;
	// ErrNotStaff when owner is not a member of staff.
	Take(ctx context.Context, id, owner string, now time.Time, actor string) error
	// MarkReplied records that actor answered the sender; an enquiry nobody
	// had becomes actor's.
	MarkReplied(ctx context.Context, id string, now time.Time, actor string) error
	// Reopen brings a replied or handled enquiry back to open: its owner
	// keeps it (actor takes it when it had none).
	Reopen(ctx context.Context, id string, now time.Time, actor string) error
	// Owned lists up to limit enquiries owner has and has not handled,
	// newest first.
	Owned(ctx context.Context, owner string, limit int) ([]Enquiry, error)
	// AddNote adds actor's note to an enquiry, with its line of the audit
	// trail; ErrNotFound when there is no such enquiry, ErrBadNote when the
	// note is empty or too long. Delete and PurgeBefore erase an enquiry's
	// notes with it.
	AddNote(ctx context.Context, id, body string, now time.Time, actor string) (Note, error)
	// Notes lists an enquiry's notes, oldest first.
	Notes(ctx context.Context, id string) ([]Note, error)
	// MakeDigest gathers the enquiries waiting for a digest into a new one,
	// with a pending delivery on each of channels, unless a digest was made
	// less than every before now, or none has waited a tenth of every (so a
	// flood's first minutes come as one digest); it reports whether it made
	// one. Replicas calling it at once make one digest.
	MakeDigest(ctx context.Context, channels []string, now time.Time, every time.Duration) (bool, error)
	// RecordChannels keeps the running server's notification channels (none:
	// -notify none), for ServerChannels; a server records them at start.
	RecordChannels(ctx context.Context, channels []string, now time.Time) error
	// ServerChannels returns the channels the last server to start recorded,
	// and when; ErrNotFound when no server has. `site enquiries release`
	// releases on these, so that what the server sends, and nothing else, is
	// queued.
	ServerChannels(ctx context.Context) (channels []string, recorded time.Time, err error)
	// Secret returns the random key stored under name, made on first use,
	// the same for every replica (the form tokens' signing key).
	Secret(ctx context.Context, name string) ([]byte, error)
	// Delete erases an enquiry with its deliveries and idempotency key (a
	// visitor's request to be forgotten); ErrNotFound when there is none.
	Delete(ctx context.Context, id string, now time.Time, actor string) error
	// Sources counts the enquiries in the inbox (held and spam left out)
	// by the month they arrived (UTC) and where they came from: the newest
	// month first, the most frequent source first within it.
	Sources(ctx context.Context) ([]SourceCount, error)
	// FromAddress lists every enquiry sent from an e-mail address (in any
	// case), newest first: everything the agency holds about that person.
	FromAddress(ctx context.Context, email string) ([]Enquiry, error)
	// Forget erases, as Delete does, every enquiry FromAddress lists, and
	// reports how many (0 when there were none).
	Forget(ctx context.Context, email string, now time.Time, actor string) (int, error)
	// PurgeBefore erases, as Delete does, every enquiry received before
	// cutoff (the retention limit) in any of folders (all when none) and
	// reports how many, except those the agency may not have heard of: a
	// notification still pending or failed, or a digest not yet made or
	// delivered. It keeps these, and reports how many it kept. Each erasure
	// is a line of the audit trail.
	PurgeBefore(ctx context.Context, cutoff, now time.Time, actor string, folders ...Folder) (erased, kept int, err error)
	// Ready reports why the store cannot take an enquiry now (nil: it can
	// write). It writes nothing, and is cheap enough to call on every
	// readiness probe.
	Ready(ctx context.Context) error

	// Claim leases up to limit deliveries of channel that are due at now,
	// oldest first: their lease runs until now+lease and their attempt count
	// grows by one.
	Claim(ctx context.Context, channel string, now time.Time, lease time.Duration, limit int) ([]Delivery, error)
	// MarkDelivered records a successful delivery.
	MarkDelivered(ctx context.Context, id int64, now time.Time) error
	// MarkFailed records a failed attempt to be retried at next.
	MarkFailed(ctx context.Context, id int64, next time.Time, lastError string) error
	// MarkGivenUp records that a delivery will not be tried again (state
	// failed) until someone calls Retry.
	MarkGivenUp(ctx context.Context, id int64, now time.Time, lastError string) error
	// Deliveries lists deliveries in any of states (all when none), oldest
	// first, for `site notifications`.
	Deliveries(ctx context.Context, states ...DeliveryState) ([]Delivery, error)
	// Retry makes failed deliveries (all failed ones when ids is empty)
	// pending again, due at now, with a fresh attempt count and PendingSince
	// now; it reports how many, each a line of the audit trail.
	Retry(ctx context.Context, now time.Time, actor string, ids ...int64) (int, error)
	// OutboxStatus sums up the outbox for `site notifications` and the metrics.
	OutboxStatus(ctx context.Context) (OutboxStatus, error)

	Close() error
}

// Notification channels: where the agency hears of an enquiry, and the sender's receipt.
const (
	ChannelWebhook = "webhook"
	ChannelEmail   = "email"
	// ChannelAcknowledgement is the receipt e-mailed to the sender of an enquiry judged genuine
	// (Route.Acknowledge); never one of Route.Channels, so that a release or a digest sends none.
	ChannelAcknowledgement = "acknowledgement"
)

// AcknowledgeEvery is how often one address may be sent a receipt: a robot that fills the form
// with a stranger's address relays at most one short message a day to it, none of its words.
const AcknowledgeEvery = 24 * time.Hour

// DeliveryState is where a notification stands.
type DeliveryState string

const (
	// StatePending: not yet delivered; retried until delivered or given up.
	StatePending DeliveryState = "pending"
	// StateDelivered: the receiver accepted it.
	StateDelivered DeliveryState = "delivered"
	// StateFailed: given up after the configured time; `site notifications retry` revives it.
	StateFailed DeliveryState = "failed"
)

// What a delivery tells the agency of.
const (
	KindEnquiry = "enquiry" // one enquiry
	KindDigest  = "digest"  // a digest (EnquiryID is then the digest's id)
)

// Delivery is one notification of one enquiry, or of one digest, on one channel: an outbox row.
type Delivery struct {
	ID            int64         `json:"id"`
	Kind          string        `json:"kind"`       // KindEnquiry or KindDigest
	EnquiryID     string        `json:"enquiry_id"` // or the digest's id
	Channel       string        `json:"channel"`
	State         DeliveryState `json:"state"`
	Attempts      int           `json:"attempts"`
	CreatedAt     time.Time     `json:"created_at"`
	PendingSince  time.Time     `json:"pending_since"`          // CreatedAt, or the last Retry: the give-up clock starts here
	NextAttemptAt time.Time     `json:"next_attempt_at"`        // meaningful while pending
	ClaimedUntil  time.Time     `json:"claimed_until,omitzero"` // zero when not leased
	DeliveredAt   time.Time     `json:"delivered_at,omitzero"`  // zero until delivered
	LastError     string        `json:"last_error,omitempty"`   // the latest failed attempt's cause
	Enquiry       *Enquiry      `json:"enquiry,omitempty"`      // filled by Claim: what to send
	Digest        *Digest       `json:"digest,omitempty"`       // filled by Claim for a digest
}

// OutboxStatus counts the deliveries that need attention, and where the budget stands.
type OutboxStatus struct {
	Pending       int       // pending deliveries
	Failed        int       // given up
	OldestPending time.Time // PendingSince of the oldest pending one; zero when none
	OwnLastHour   int       // enquiries notified one by one in the last hour (the budget's count)
	HeldWaiting   int       // held enquiries waiting for the next digest
	OverBudget    int       // enquiries in the inbox waiting for the next digest
	LastDigest    time.Time // when the last digest was made; zero when never
}

// NewID returns a new enquiry id: a UUIDv7, unique across databases (so a
// recreated database never sends a second "enquiry 1" that a receiver would
// discard as a repeat) and ordered by time.
func NewID() string {
	return uuid.Must(uuid.NewV7()).String()
}

// ForSaving checks how e arrived and fills in what a store's Save fills in: a new id when it has none,
// the time now when it has none, in UTC, and the verdict inbox when it has none.
func (e Enquiry) ForSaving() (Enquiry, error) {
	if e.Via != ViaForm && e.Via != ViaScript {
		return Enquiry{}, fmt.Errorf("enquiry: unknown arrival %q", e.Via)
	}
	if e.ID == "" {
		e.ID = NewID()
	}
	if e.ReceivedAt.IsZero() {
		e.ReceivedAt = time.Now()
	}
	e.ReceivedAt = e.ReceivedAt.UTC()
	switch e.Verdict {
	case "":
		e.Verdict = VerdictInbox
	case VerdictInbox, VerdictHeld:
	default:
		return Enquiry{}, fmt.Errorf("enquiry: a new enquiry cannot have verdict %q", e.Verdict)
	}
	if e.Likelihood == 0 {
		e.Likelihood = 50
	}
	e.Likelihood = min(max(e.Likelihood, 1), 99)
	e.SurgeID = ""
	return e, nil
}

// SameValues reports whether a repeat under one idempotency key carries the
// values first stored.
func SameValues(a, b Enquiry) bool {
	return a.Name == b.Name && a.Email == b.Email && a.Phone == b.Phone && a.Message == b.Message
}

// IsRefusal reports whether err is an action's own refusal (ErrNotFound, ErrNotHeld,
// ErrNotInInbox), not a fault of the database.
func IsRefusal(err error) bool {
	return errors.Is(err, ErrNotFound) || errors.Is(err, ErrNotHeld) || errors.Is(err, ErrNotInInbox) || errors.Is(err, ErrBadNote) ||
		errors.Is(err, ErrNotStaff)
}
