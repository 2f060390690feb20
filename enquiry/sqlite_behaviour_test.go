package enquiry_test

import (
	"context"
	"path/filepath"
	"testing"

	"designo/enquiry"
	"designo/enquiry/storetest"
)

// TestSQLiteStore runs the behaviour every store shares (see storetest).
func TestSQLiteStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) enquiry.Store {
		store := enquiry.OpenSQLite(filepath.Join(t.TempDir(), "enquiries.db"), nil)
		if err := store.Ready(context.Background()); err != nil {
			t.Fatal(err)
		}
		return store
	})
}
