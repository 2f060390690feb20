package postgres_test

import (
	"context"
	"testing"

	"designo/enquiry/stafftest"
	"designo/internal/pgtest"
)

// TestStaff holds the store to the inbox's behaviour (stafftest), as SQLite's is.
func TestStaff(t *testing.T) {
	stafftest.Run(t, func(t *testing.T) stafftest.Store {
		store := openPostgres(t, pgtest.Database(t))
		if err := store.Ready(context.Background()); err != nil {
			t.Fatal(err)
		}
		return store
	})
}
