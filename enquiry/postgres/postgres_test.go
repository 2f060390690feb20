package postgres_test

import (
	"context"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"

	"designo/enquiry"
	"designo/enquiry/migrations"
	"designo/enquiry/postgres"
	"designo/enquiry/storetest"
	"designo/internal/pgtest"
)

// TestMain stops the PostgreSQL server the tests started (see internal/pgtest).
func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

func openPostgres(t *testing.T, url string) *postgres.Store {
	t.Helper()
	store, err := postgres.Open(url, nil)
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

// TestPostgresActionNotDoneWithoutItsAuditLine: a trigger makes the audit insert fail, and no
// action happens.
func TestPostgresActionNotDoneWithoutItsAuditLine(t *testing.T) {
	var url string
	storetest.RunAuditAtomic(t, func(t *testing.T) enquiry.Store {
		url = pgtest.Database(t)
		store := openPostgres(t, url)
		if err := store.Ready(context.Background()); err != nil {
			t.Fatal(err)
		}
		return store
	}, func(t *testing.T, _ enquiry.Store) {
		conn, err := pgx.Connect(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close(context.Background())
		if _, err := conn.Exec(context.Background(), `CREATE FUNCTION no_audit() RETURNS trigger LANGUAGE plpgsql AS
			$$ BEGIN RAISE EXCEPTION 'test: the audit trail cannot be written'; END $$;
			CREATE TRIGGER no_audit BEFORE INSERT ON audit FOR EACH ROW EXECUTE FUNCTION no_audit()`); err != nil {
			t.Fatal(err)
		}
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

// TestPostgresNumbersAnOldDatabaseAsSQLite: a database migrated when PostgreSQL's migrations were
// numbered apart (its 002 to 010 are now 003 to 011) is moved onto the shared numbers once, and
// nothing is applied twice (a second ALTER ... ADD COLUMN would fail).
func TestPostgresNumbersAnOldDatabaseAsSQLite(t *testing.T) {
	url := pgtest.Database(t)
	ctx := context.Background()
	_, latest, err := openPostgres(t, url).Migrate(ctx)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	// The schema as the old numbering left it: the same tables, versions 1 to latest-1.
	if _, err := conn.Exec(ctx, `DROP TABLE IF EXISTS schema_numbered;
		DELETE FROM schema_version WHERE version = 2;
		UPDATE schema_version SET version = version - 1 WHERE version > 2`); err != nil {
		t.Fatal(err)
	}
	from, to, err := openPostgres(t, url).Migrate(ctx)
	if err != nil || from != latest || to != latest {
		t.Errorf("Migrate of the old numbering = %d -> %d, %v; want %d, nothing applied", from, to, err, latest)
	}
	var versions []int
	rows, _ := conn.Query(ctx, `SELECT version FROM schema_version ORDER BY version`)
	versions, err = pgx.CollectRows(rows, pgx.RowTo[int])
	if err != nil || len(versions) != latest || versions[0] != 1 || versions[latest-1] != latest {
		t.Errorf("schema_version after renumbering: %v, %v; want 1 to %d", versions, err, latest)
	}
	if from, to, err := openPostgres(t, url).Migrate(ctx); err != nil || from != latest || to != latest {
		t.Errorf("a second Migrate = %d -> %d, %v; want no change", from, to, err)
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
	if !errors.Is(err, migrations.ErrSchemaTooNew) || !errors.Is(err, enquiry.ErrUnavailable) {
		t.Errorf("Ready on a newer schema = %v, want ErrSchemaTooNew (and ErrUnavailable)", err)
	}
}

// TestPostgresURLErrorsHideThePassword: a malformed URL stops the start, without printing the secret.
func TestPostgresURLErrorsHideThePassword(t *testing.T) {
	_, err := postgres.Open("postgres://site:s3cret-pw@db.internal:notaport/site", nil)
	if err == nil {
		t.Fatal("a malformed URL was accepted")
	}
	if got := err.Error(); strings.Contains(got, "s3cret-pw") {
		t.Errorf("the error shows the password: %s", got)
	}
}

// nextXID is the cluster's next transaction id: PostgreSQL assigns one only
// to a transaction that writes, so an unchanged value means nothing wrote.
func nextXID(t *testing.T, conn *pgx.Conn) int64 {
	t.Helper()
	var xid int64
	if err := conn.QueryRow(context.Background(), `SELECT pg_snapshot_xmax(pg_current_snapshot())::text::bigint`).Scan(&xid); err != nil {
		t.Fatal(err)
	}
	return xid
}

// TestPostgresReadyWritesNothing: 200 readiness checks start no write
// transaction; one enquiry stored does, so the measure can see a write.
// A database that takes no writes is not ready.
func TestPostgresReadyWritesNothing(t *testing.T) {
	url := pgtest.Database(t)
	store := openPostgres(t, url)
	ctx := context.Background()
	if err := store.Ready(ctx); err != nil { // migrates: the one write of a first use
		t.Fatal(err)
	}
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	before := nextXID(t, conn)
	for range 200 {
		if err := store.Ready(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if after := nextXID(t, conn); after != before {
		t.Errorf("200 readiness checks took %d transaction ids, want none", after-before)
	}
	if _, _, err := store.Save(ctx, enquiry.Enquiry{Name: "Ada", Email: "ada@example.com", Message: "Hi", Via: enquiry.ViaForm}, enquiry.Route{}, ""); err != nil {
		t.Fatal(err)
	}
	if nextXID(t, conn) == before {
		t.Error("a stored enquiry took no transaction id: the measure cannot see writes")
	}

	if _, err := conn.Exec(ctx, `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET default_transaction_read_only = on', current_database()); END $$`); err != nil {
		t.Fatal(err)
	}
	// As after a failover to a standby: the store's connections are cut, and new ones take no writes.
	if _, err := conn.Exec(ctx, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`); err != nil {
		t.Fatal(err)
	}
	var errs []error
	for range 3 { // the first may still meet a connection cut under it
		err := store.Ready(ctx)
		errs = append(errs, err)
		if err != nil && strings.Contains(err.Error(), "takes no writes") {
			if !errors.Is(err, enquiry.ErrUnavailable) {
				t.Errorf("Ready on a read-only database = %v, want ErrUnavailable", err)
			}
			return
		}
	}
	t.Errorf("Ready on a read-only database = %v, want ErrUnavailable saying it takes no writes", errs)
}

// A connection string's secrets (the password in the user info or ?password=) never show: not in
// the store's name (`site migrate` prints it), nor in an error connecting.
func TestPostgresNameAndErrorsHideTheSecrets(t *testing.T) {
	working := pgtest.Database(t) + "&password=PGQUERYSECRET"
	store := openPostgres(t, working)
	if err := store.Ready(context.Background()); err != nil {
		t.Fatal(err)
	}
	if name := store.Name(); strings.Contains(name, "PGQUERYSECRET") || !strings.HasPrefix(name, "postgres://127.0.0.1:") || !strings.HasSuffix(name, "/…") {
		t.Errorf("Name() = %q, want scheme and host only", name)
	}
	for _, url := range []string{
		"postgres://site:PGUSERSECRET@127.0.0.1:1/designo?sslmode=disable&password=PGQUERYSECRET", // nothing listens on port 1
		"postgres://site:PGUSERSECRET@127.0.0.1:1/designo?sslmode=verify-full&sslrootcert=/nonexistent/ca.pem&password=PGQUERYSECRET",
		"host=127.0.0.1 port=1 user=site password=PGUSERSECRET dbname=designo sslmode=disable",
	} {
		store, err := postgres.Open(url, nil)
		if err == nil {
			err = store.Ready(context.Background())
			if name := store.Name(); strings.Contains(name, "SECRET") {
				t.Errorf("Name() = %q", name)
			}
			store.Close()
		}
		if err == nil || strings.Contains(err.Error(), "PGUSERSECRET") || strings.Contains(err.Error(), "PGQUERYSECRET") {
			t.Errorf("%s: error %v, want one without the secrets", url, err)
		}
	}
}
