package enquiry

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// How staff move an enquiry on (Store.Take, MarkReplied, MarkHandled, Reopen), as the audit trail
// says it.
const (
	AuditTook          = "took"
	AuditGave          = "made %s the owner of" // the new owner's address
	AuditMarkedReplied = "marked as replied"
	AuditReopened      = "reopened"
)

// ErrNotStaff: an enquiry's owner must be a member of staff.
var ErrNotStaff = errors.New("not a member of staff")

// OwnedLimit is how many open enquiries Owned lists: a person's own work, read as one page.
const OwnedLimit = 200

// Taking is Take's owner (actor when "") and its line of the audit trail.
func Taking(id, owner string, now time.Time, actor string) (string, AuditEntry, error) {
	if err := CheckActor(actor); err != nil {
		return "", AuditEntry{}, err
	}
	owner = NormalizeEmail(owner)
	if owner == "" {
		owner = NormalizeEmail(actor)
	}
	entry := AuditEntry{At: now, Actor: actor, Action: AuditTook, Subject: id}
	if owner != NormalizeEmail(actor) {
		entry.Action = fmt.Sprintf(AuditGave, owner)
	}
	return owner, entry, nil
}

// StageAction reports whether an action of the audit trail moves an enquiry on a stage, which only
// an enquiry in the inbox has.
func StageAction(action string) bool {
	switch action {
	case AuditTook, AuditMarkedReplied, AuditMarkedHandled, AuditReopened:
		return true
	}
	return strings.HasSuffix(action, strings.TrimPrefix(AuditGave, "made %s"))
}
