package enquiry

import (
	"strings"
	"time"
)

// folderSQL is each folder's condition on the enquiries table, the same in both stores.
var folderSQL = map[Folder]string{
	FolderNew:     `(verdict = 'inbox' AND handled_at IS NULL AND owner IS NULL)`,
	FolderOpen:    `(verdict = 'inbox' AND handled_at IS NULL AND owner IS NOT NULL)`,
	FolderHandled: `(verdict = 'inbox' AND handled_at IS NOT NULL)`,
	FolderHeld:    `verdict = 'held'`,
	FolderSpam:    `verdict = 'spam'`,
}

// folderCondition is the SQL condition of being in any of folders; true for none.
func folderCondition(folders []Folder) string {
	if len(folders) == 0 {
		return "TRUE"
	}
	var conditions []string
	for _, f := range folders {
		if c, ok := folderSQL[f]; ok {
			conditions = append(conditions, c)
		}
	}
	if len(conditions) == 0 {
		return "FALSE"
	}
	return "(" + strings.Join(conditions, " OR ") + ")"
}

// FolderPage is one page of a folder, as the inbox shows it.
type FolderPage struct {
	Enquiries []Enquiry
	Total     int    // enquiries in the folder
	Skipped   int    // enquiries of the folder before this page
	Next      string // the after of the next page: the id of this page's last enquiry; "" on the last page
}

// folderKeys are the SQL expressions a folder is ordered by, each descending (newest first), the
// last one unique: a page after an enquiry starts where the row of these values of that enquiry
// would be (a keyset, so a page deep in a flood reads its own rows and no others, and paging
// never skips or repeats one while enquiries arrive). Each folder has an index on them
// (migration 005; New's and Open's 012), its condition the folder's. New lists the
// newest day first (UTC) and, within a day, the likeliest genuine first (then the newest), so
// that a genuine enquiry that came during a surge is never shown below robots'.
func folderKeys(f Folder, sqlite bool) string {
	switch {
	case f != FolderNew:
		return "received_at, id"
	case sqlite:
		return "substr(received_at,1,10), likelihood, received_at, id" // no ", " within a key
	}
	return "(received_at AT TIME ZONE 'UTC')::date, likelihood, received_at, id"
}

// folderOrder is the ORDER BY of folderKeys, descending.
func folderOrder(f Folder, sqlite bool) string {
	keys := strings.Split(folderKeys(f, sqlite), ", ")
	for i := range keys {
		keys[i] += " DESC"
	}
	return strings.Join(keys, ", ")
}

// listOrder is the order List reads folders in: one folder's own, or newest first.
func listOrder(folders []Folder, sqlite bool) string {
	if len(folders) == 1 {
		return folderOrder(folders[0], sqlite)
	}
	return "received_at DESC, id DESC"
}

// ParseFolder reads a folder's name, as the CLI and the inbox take it.
func ParseFolder(name string) (Folder, bool) {
	f := Folder(name)
	_, ok := folderSQL[f]
	return f, ok
}

// undelivered is true of an enquiry (a row of enquiries) the agency may not have heard of: a
// notification of its own still pending or given up, or a digest to tell of it not yet made, or
// not yet delivered. Retention keeps it. The same SQL in both stores.
const undelivered = `(EXISTS (SELECT 1 FROM deliveries AS d WHERE d.kind = 'enquiry' AND d.enquiry_uid = enquiries.uid AND d.state IN ('pending', 'failed'))
	OR (enquiries.notice = 'digest' AND enquiries.digest_uid IS NULL)
	OR EXISTS (SELECT 1 FROM deliveries AS d WHERE d.kind = 'digest' AND d.enquiry_uid = enquiries.digest_uid AND d.state IN ('pending', 'failed')))`

// sameTextLooksAt bounds SameText to the latest enquiries with a text, so that one sender's flood
// of the same text costs each new one an index range of this length, not a scan of them all.
const sameTextLooksAt = "50"

// gathering is how long the first enquiry waiting for a digest waits for others to join it, a
// tenth of the digest's interval (6 minutes for an hour): a flood then comes as one digest of
// its first minutes, not as a digest of its first post and the rest an hour later.
func gathering(every time.Duration) time.Duration { return every / 10 }
