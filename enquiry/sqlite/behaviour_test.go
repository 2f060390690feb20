package sqlite_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"

	"designo/enquiry"
	"designo/enquiry/sqlite"
	"designo/enquiry/storetest"
)

func openSQLiteStore(t *testing.T) enquiry.Store {
	store := sqlite.Open(filepath.Join(t.TempDir(), "enquiries.db"), nil)
	if err := store.Ready(context.Background()); err != nil {
		t.Fatal(err)
	}
	return store
}

// TestSQLiteStore runs the behaviour every store shares (see storetest).
func TestSQLiteStore(t *testing.T) {
	storetest.Run(t, openSQLiteStore)
}

// TestSQLiteActionNotDoneWithoutItsAuditLine: a trigger makes the audit insert fail, from another
// connection to the file (as the probe did with sqlite3), and no action happens.
func TestSQLiteActionNotDoneWithoutItsAuditLine(t *testing.T) {
	storetest.RunAuditAtomic(t, openSQLiteStore, func(t *testing.T, store enquiry.Store) {
		db, err := sql.Open("sqlite", "file:"+store.(*sqlite.Store).Path())
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		if _, err := db.Exec(`CREATE TRIGGER no_audit BEFORE INSERT ON audit BEGIN SELECT RAISE(ABORT, 'test: the audit trail cannot be written'); END`); err != nil {
			t.Fatal(err)
		}
	})
}
