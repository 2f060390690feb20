package migrations

import (
	"path"
	"slices"
	"testing"
)

// TestMigrationsPairAcrossStores: each store's migrations are numbered alike, and a number names
// the same change in both (sqlite/004_staff.sql beside postgres/004_staff.sql).
func TestMigrationsPairAcrossStores(t *testing.T) {
	names := func(list []Migration, err error) []string {
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, m := range list {
			names = append(names, path.Base(m.File))
		}
		return names
	}
	sqlite, postgres := names(SQLite()), names(Postgres())
	if len(sqlite) == 0 || !slices.Equal(sqlite, postgres) {
		t.Errorf("the stores' migrations do not pair:\nsqlite:   %v\npostgres: %v", sqlite, postgres)
	}
}

// TestMigrationsAreInOrder: versions run 1, 2, 3, … with none missing or repeated.
func TestMigrationsAreInOrder(t *testing.T) {
	for store, list := range map[string]func() ([]Migration, error){"sqlite": SQLite, "postgres": Postgres} {
		migrations, err := list()
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range migrations {
			if m.Version != i+1 {
				t.Errorf("%s: %s is version %d, want %d", store, m.File, m.Version, i+1)
			}
		}
	}
}
