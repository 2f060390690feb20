// Package storesql is what both stores (enquiry/sqlite, enquiry/postgres) share of SQL, so that a
// folder, an order or a search means the same in each: conditions on the enquiries table, the keys
// a folder is paged by, full-text queries, and how values are kept in columns.
package storesql

import (
	"encoding/base64"
	"encoding/json"
	"strings"

	"designo/enquiry"
)

// folderSQL is each folder's condition on the enquiries table.
var folderSQL = map[enquiry.Folder]string{
	enquiry.FolderNew:     `(verdict = 'inbox' AND handled_at IS NULL AND owner IS NULL)`,
	enquiry.FolderOpen:    `(verdict = 'inbox' AND handled_at IS NULL AND owner IS NOT NULL)`,
	enquiry.FolderHandled: `(verdict = 'inbox' AND handled_at IS NOT NULL)`,
	enquiry.FolderHeld:    `verdict = 'held'`,
	enquiry.FolderSpam:    `verdict = 'spam'`,
}

// Folder is a folder's condition on the enquiries table; false for no folder.
func Folder(f enquiry.Folder) (string, bool) {
	c, ok := folderSQL[f]
	return c, ok
}

// FolderCondition is the SQL condition of being in any of folders; true for none.
func FolderCondition(folders []enquiry.Folder) string {
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

// FolderKeys are the SQL expressions a folder is ordered by, each descending (newest first), the
// last one unique: a page after an enquiry starts where the row of these values of that enquiry
// would be (a keyset, so a page deep in a flood reads its own rows and no others, and paging
// never skips or repeats one while enquiries arrive). Each folder has an index on them
// (migration 005; New's and Open's 012), its condition the folder's. New lists the
// newest day first (UTC) and, within a day, the likeliest genuine first (then the newest), so
// that a genuine enquiry that came during a surge is never shown below robots'.
func FolderKeys(f enquiry.Folder, sqlite bool) string {
	switch {
	case f != enquiry.FolderNew:
		return "received_at, id"
	case sqlite:
		return "substr(received_at,1,10), likelihood, received_at, id" // no ", " within a key
	}
	return "(received_at AT TIME ZONE 'UTC')::date, likelihood, received_at, id"
}

// FolderOrder is the ORDER BY of folderKeys, descending.
func FolderOrder(f enquiry.Folder, sqlite bool) string {
	keys := strings.Split(FolderKeys(f, sqlite), ", ")
	for i := range keys {
		keys[i] += " DESC"
	}
	return strings.Join(keys, ", ")
}

// ListOrder is the order List reads folders in: one folder's own, or newest first.
func ListOrder(folders []enquiry.Folder, sqlite bool) string {
	if len(folders) == 1 {
		return FolderOrder(folders[0], sqlite)
	}
	return "received_at DESC, id DESC"
}

// Undelivered is true of an enquiry (a row of enquiries) the agency may not have heard of: a
// notification of its own still pending or given up, or a digest to tell of it not yet made, or
// not yet delivered. Retention keeps it. The same SQL in both stores.
const Undelivered = `(EXISTS (SELECT 1 FROM deliveries AS d WHERE d.kind = 'enquiry' AND d.enquiry_uid = enquiries.uid AND d.state IN ('pending', 'failed'))
	OR (enquiries.notice = 'digest' AND enquiries.digest_uid IS NULL)
	OR EXISTS (SELECT 1 FROM deliveries AS d WHERE d.kind = 'digest' AND d.enquiry_uid = enquiries.digest_uid AND d.state IN ('pending', 'failed')))`

// SameTextLooksAt bounds SameText to the latest enquiries with a text, so that one sender's flood
// of the same text costs each new one an index range of this length, not a scan of them all.
const SameTextLooksAt = "50"

// SQLiteMatch is an FTS5 query for words: each a quoted prefix ("fisch"* finds Fischer), all of
// them required. A word holds only letters and digits, so nothing in it is FTS5 syntax.
func SQLiteMatch(words []string) string {
	terms := make([]string, len(words))
	for i, w := range words {
		terms[i] = `"` + w + `"*`
	}
	return strings.Join(terms, " ")
}

// PostgresMatch is a tsquery for words, as sqliteMatch's: 'fisch':* & 'bakery':*.
func PostgresMatch(words []string) string {
	terms := make([]string, len(words))
	for i, w := range words {
		terms[i] = "'" + w + "':*"
	}
	return strings.Join(terms, " & ")
}

// SameAddress is the condition of an enquiry sent from the address of the query's one argument, in
// any case.
const SameAddress = `lower(email) = lower(?)`

// ReasonsJSON is how both stores keep a verdict's reasons: a JSON array.
func ReasonsJSON(reasons []string) string {
	if reasons == nil {
		reasons = []string{}
	}
	b, _ := json.Marshal(reasons) // strings always encode
	return string(b)
}

// Base64 is how both stores keep binary keys (passkeys' ids, user handles) in text columns.
var Base64 = base64.RawURLEncoding
