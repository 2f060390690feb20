package enquiry_test

import (
	"context"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"

	"designo/enquiry"
	"designo/enquiry/storetest"
	"designo/internal/pgtest"
)

// TestMain stops the PostgreSQL server the tests started (see internal/pgtest).
func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

func openPostgres(t *testing.T, url string) *enquiry.Postgres {
	t.Helper()
	store, err := enquiry.OpenPostgres(url, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	return store
}

// TestPostgresStore runs the behaviour every store shares (see storetest) on a real PostgreSQL.
func TestPostgresStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) enquiry.Store {
		store := openPostgres(t, pgtest.Database(t))
		if err := store.Ready(context.Background()); err != nil {
			t.Fatal(err)
		}
		return store
	})
}

// TestPostgresMigrationsRaceFree: replicas starting at once on an empty database all succeed,
// and the schema is created once.
func TestPostgresMigrationsRaceFree(t *testing.T) {
	url := pgtest.Database(t)
	const replicas = 6
	var wg sync.WaitGroup
	errs := make(chan error, replicas)
	for range replicas {
		store := openPostgres(t, url)
		wg.Go(func() { errs <- store.Ready(context.Background()) })
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Errorf("a replica failed to start: %v", err)
		}
	}
	from, to, err := openPostgres(t, url).Migrate(context.Background())
	if err != nil || from != to || to < 1 {
		t.Errorf("Migrate on a migrated database = %d -> %d, %v; want no change", from, to, err)
	}
	var versions int
	conn, err := pgx.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	if err := conn.QueryRow(context.Background(), `SELECT count(*) FROM schema_version`).Scan(&versions); err != nil || versions != to {
		t.Errorf("schema_version has %d rows (%v), want one per migration (%d)", versions, err, to)
	}
}

// TestPostgresRefusesANewerSchema: a build older than the database's schema does not write to it.
func TestPostgresRefusesANewerSchema(t *testing.T) {
	url := pgtest.Database(t)
	store := openPostgres(t, url)
	_, to, err := store.Migrate(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	conn, err := pgx.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(context.Background(), `INSERT INTO schema_version VALUES ($1)`, to+1); err != nil {
		t.Fatal(err)
	}
	err = openPostgres(t, url).Ready(context.Background())
	if !errors.Is(err, enquiry.ErrSchemaTooNew) || !errors.Is(err, enquiry.ErrUnavailable) {
		t.Errorf("Ready on a newer schema = %v, want ErrSchemaTooNew (and ErrUnavailable)", err)
	}
}

// TestPostgresURLErrorsHideThePassword: a malformed URL stops the start, without printing the secret.
func TestPostgresURLErrorsHideThePassword(t *testing.T) {
	_, err := enquiry.OpenPostgres("postgres://site:s3cret-pw@db.internal:notaport/site", nil)
	if err == nil {
		t.Fatal("a malformed URL was accepted")
	}
	if got := err.Error(); strings.Contains(got, "s3cret-pw") {
		t.Errorf("the error shows the password: %s", got)
	}
}
