package enquiry_test

import (
	"context"
	"path/filepath"
	"testing"

	"designo/enquiry"
	"designo/enquiry/stafftest"
	"designo/internal/pgtest"
)

// TestSQLiteStaff and TestPostgresStaff hold both stores to the inbox's one behaviour (stafftest).
func TestSQLiteStaff(t *testing.T) {
	stafftest.Run(t, func(t *testing.T) stafftest.Store {
		return openSQLiteReady(t)
	})
}

func TestPostgresStaff(t *testing.T) {
	stafftest.Run(t, func(t *testing.T) stafftest.Store {
		store := openPostgres(t, pgtest.Database(t))
		if err := store.Ready(context.Background()); err != nil {
			t.Fatal(err)
		}
		return store
	})
}

func openSQLiteReady(t *testing.T) stafftest.Store {
	t.Helper()
	store := enquiry.OpenSQLite(filepath.Join(t.TempDir(), "enquiries.db"), nil)
	if err := store.Ready(context.Background()); err != nil {
		t.Fatal(err)
	}
	return store
}
