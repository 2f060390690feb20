package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"designo/enquiry"
	"designo/enquiry/migrations"
)

var bg = context.Background()

func sampleEnquiry(name string) enquiry.Enquiry {
	return enquiry.Enquiry{Name: name, Email: "ada@example.com", Phone: "0123", Message: "Hello\nthere", Via: enquiry.ViaForm}
}

func mustSave(t *testing.T, store enquiry.Store, name string) enquiry.Enquiry {
	t.Helper()
	e, _, err := store.Save(bg, sampleEnquiry(name), enquiry.Route{Channels: []string{enquiry.ChannelEmail}}, "")
	if err != nil {
		t.Fatalf("Save(%s): %v", name, err)
	}
	return e
}

func names(t *testing.T, store enquiry.Store) []string {
	t.Helper()
	list, err := store.List(bg, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range list {
		out = append(out, e.Name)
	}
	return out
}

// logged collects a store's log.
func loggedStore(t *testing.T, path string) (*Store, *bytes.Buffer) {
	var logs bytes.Buffer
	store := Open(path, slog.New(slog.NewTextHandler(&logs, nil)))
	t.Cleanup(func() { store.Close() })
	return store, &logs
}

func TestOpenCreatesTheFileAndConfiguresDurability(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nested", "dir", "enquiries.db")
	store, _ := loggedStore(t, path)
	if err := store.Ready(bg); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("database file not created: %v", err)
	}
	db, err := store.conn(bg)
	if err != nil {
		t.Fatal(err)
	}
	var journal string
	if err := db.writer.QueryRowContext(bg, "PRAGMA journal_mode").Scan(&journal); err != nil || journal != "wal" {
		t.Errorf("journal_mode = %q (%v), want wal", journal, err)
	}
	for name, pool := range map[string]*sql.DB{"writer": db.writer, "reader": db.reader} {
		var synchronous, timeout int
		if err := pool.QueryRowContext(bg, "PRAGMA synchronous").Scan(&synchronous); err != nil || synchronous != 2 {
			t.Errorf("%s: synchronous = %d (%v), want 2 (FULL)", name, synchronous, err)
		}
		if err := pool.QueryRowContext(bg, "PRAGMA busy_timeout").Scan(&timeout); err != nil || timeout != 5000 {
			t.Errorf("%s: busy_timeout = %d (%v), want 5000", name, timeout, err)
		}
	}
}

func TestMigrationsRunOnceAndGiveOldRowsUniqueIDs(t *testing.T) {
	path := filepath.Join(t.TempDir(), "enquiries.db")
	// A database as version 1 left it, with two enquiries.
	old, err := openPool(path, 1)
	if err != nil {
		t.Fatal(err)
	}
	changes, err := migrations.SQLite()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := old.Exec(`CREATE TABLE schema_version (version INTEGER NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	if err := applyMigration(bg, old, changes[0]); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Old One", "Old Two"} {
		if _, err := old.Exec(`INSERT INTO enquiries (name, email, phone, message, received_at, via) VALUES (?, 'a@example.com', '', 'Hi', ?, 'form')`,
			name, formatTime(time.Now())); err != nil {
			t.Fatal(err)
		}
	}
	old.Close()

	store, _ := loggedStore(t, path)
	list, err := store.List(bg, time.Time{})
	if err != nil || len(list) != 2 || list[0].ID == list[1].ID || len(list[0].ID) != 36 {
		t.Fatalf("migrated enquiries %+v (%v), want two with distinct UUIDs", list, err)
	}
	mustSave(t, store, "New")
	store.Close()
	reopened, _ := loggedStore(t, path)
	db, err := reopened.conn(bg)
	if err != nil {
		t.Fatal(err)
	}
	var versions, latest int
	if err := db.writer.QueryRow("SELECT COUNT(*), MAX(version) FROM schema_version").Scan(&versions, &latest); err != nil {
		t.Fatal(err)
	}
	if versions != len(changes) || latest != changes[len(changes)-1].Version {
		t.Errorf("schema_version has %d rows, latest %d; want %d, latest %d", versions, latest, len(changes), changes[len(changes)-1].Version)
	}
	if got := names(t, reopened); len(got) != 3 {
		t.Errorf("after reopening: %v", got)
	}
}

func TestOpenFailsClearlyWhenThePathIsUnusableAndRecoversOnceFixed(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "var")
	if err := os.WriteFile(blocker, []byte("a file where the directory should be"), 0o600); err != nil {
		t.Fatal(err)
	}
	store, _ := loggedStore(t, filepath.Join(blocker, "enquiries.db"))
	if err := store.Ready(bg); !errors.Is(err, enquiry.ErrUnavailable) {
		t.Fatalf("Ready = %v, want ErrUnavailable", err)
	}
	if _, _, err := store.Save(bg, sampleEnquiry("early"), enquiry.Route{}, ""); !errors.Is(err, enquiry.ErrUnavailable) {
		t.Fatalf("Save before the fix = %v, want ErrUnavailable", err)
	}
	if err := os.Remove(blocker); err != nil { // the operator fixes the path
		t.Fatal(err)
	}
	mustSave(t, store, "after the fix")
	if got := names(t, store); len(got) != 1 || got[0] != "after the fix" {
		t.Errorf("stored %v", got)
	}

	notADatabase := filepath.Join(dir, "junk.db")
	if err := os.WriteFile(notADatabase, bytes.Repeat([]byte("this is not a database "), 200), 0o600); err != nil {
		t.Fatal(err)
	}
	junk, _ := loggedStore(t, notADatabase)
	if err := junk.Ready(bg); !errors.Is(err, enquiry.ErrUnavailable) {
		t.Errorf("Ready on a file that is not a database = %v, want ErrUnavailable", err)
	}
}

// The database file deleted under a running site: refused at once, never
// written into the deleted file, and taken up again once restored.
func TestDeletedDatabaseIsRefusedUntilRestored(t *testing.T) {
	path := filepath.Join(t.TempDir(), "enquiries.db")
	store, logs := loggedStore(t, path)
	mustSave(t, store, "before")
	backup := filepath.Join(t.TempDir(), "backup.db")
	db, _ := store.conn(bg)
	if _, err := db.writer.Exec(`VACUUM INTO ?`, backup); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	_, _, err := store.Save(bg, sampleEnquiry("into the void"), enquiry.Route{}, "")
	if !errors.Is(err, enquiry.ErrUnavailable) || !strings.Contains(err.Error(), "deleted") {
		t.Fatalf("Save after deletion = %v, want ErrUnavailable naming the deletion", err)
	}
	if err := store.Ready(bg); err == nil {
		t.Error("Ready after deletion = nil")
	}
	if !strings.Contains(logs.String(), "gone") {
		t.Errorf("nothing logged about the deletion:\n%s", logs)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a new database was created silently at %s", path)
	}

	copyFile(t, backup, path) // the operator restores the backup
	if err := store.Ready(bg); err != nil {
		t.Fatalf("Ready after the restore = %v", err)
	}
	mustSave(t, store, "after")
	if got := names(t, store); strings.Join(got, ",") != "after,before" {
		t.Errorf("after the restore: %v, want the backup's enquiry and the new one", got)
	}
}

func TestReplacedDatabaseIsReopened(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "enquiries.db")
	store, logs := loggedStore(t, path)
	mustSave(t, store, "in the old file")
	other, _ := loggedStore(t, filepath.Join(dir, "other.db"))
	mustSave(t, other, "in the new file")
	other.Close()
	if err := os.Rename(filepath.Join(dir, "other.db"), path); err != nil {
		t.Fatal(err)
	}
	mustSave(t, store, "after the swap")
	if got := names(t, store); strings.Join(got, ",") != "after the swap,in the new file" {
		t.Errorf("after replacing the file: %v", got)
	}
	if !strings.Contains(logs.String(), "replaced") {
		t.Errorf("the replacement was not logged:\n%s", logs)
	}
}

// makeReadOnly takes write permission away from path, as chmod does for an
// ordinary user; root ignores modes, so as root the file is also made
// immutable (chattr +i, which root's writes respect). The returned function
// gives it back.
func makeReadOnly(t *testing.T, path string) (restore func()) {
	t.Helper()
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	immutable := false
	if os.Geteuid() == 0 {
		if out, err := exec.Command("chattr", "+i", path).CombinedOutput(); err != nil {
			os.Chmod(path, 0o644)
			t.Skipf("running as root, and chattr +i is unavailable here (%v: %s): a read-only file cannot be simulated", err, out)
		}
		immutable = true
	}
	restored := false
	restore = func() {
		if restored {
			return
		}
		restored = true
		if immutable {
			if out, err := exec.Command("chattr", "-i", path).CombinedOutput(); err != nil {
				t.Fatalf("chattr -i: %v: %s", err, out)
			}
		}
		if err := os.Chmod(path, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(restore)
	return restore
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestReadOnlyDatabaseIsNamedAndRecoveredWithoutRestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "enquiries.db")
	store, _ := loggedStore(t, path)
	mustSave(t, store, "before")
	store.Close()
	restore := makeReadOnly(t, path)
	store, _ = loggedStore(t, path) // as after a restart: the file is opened read-only from the start
	err := store.Ready(bg)
	if !errors.Is(err, enquiry.ErrUnavailable) || !strings.Contains(err.Error(), path+":") {
		t.Fatalf("Ready on a read-only file = %v, want ErrUnavailable naming %s", err, path)
	}
	if _, _, err := store.Save(bg, sampleEnquiry("refused"), enquiry.Route{}, ""); !errors.Is(err, enquiry.ErrUnavailable) {
		t.Fatalf("Save on a read-only file = %v", err)
	}
	restore()
	if err := store.Ready(bg); err != nil {
		t.Fatalf("Ready once writable again = %v", err)
	}
	mustSave(t, store, "after")
	if got := names(t, store); len(got) != 2 {
		t.Errorf("stored %v", got)
	}
}

func TestReadOnlyDatabaseWhileOpenIsRecovered(t *testing.T) {
	if os.Geteuid() != 0 {
		// The file's open descriptors keep writing whatever its mode; only an immutable file
		// (chattr +i, root's alone) refuses them. make test, as CI runs it, is root.
		t.Skip("a file made read-only while open refuses writes only when immutable, which needs root")
	}
	path := filepath.Join(t.TempDir(), "enquiries.db")
	store, _ := loggedStore(t, path)
	mustSave(t, store, "before")
	restore := makeReadOnly(t, path)
	restoreWAL := makeReadOnly(t, path+"-wal")
	if _, _, err := store.Save(bg, sampleEnquiry("refused"), enquiry.Route{}, ""); !errors.Is(err, enquiry.ErrUnavailable) {
		t.Fatalf("Save into a read-only database = %v", err)
	}
	restore()
	restoreWAL()
	mustSave(t, store, "after")
	if got := names(t, store); len(got) != 2 {
		t.Errorf("stored %v", got)
	}
}

// The -wal and -shm files left read-only (written by another user, say
// `site enquiries` run as root) while the main file is fine: the error
// names them, not the main file, and fixing them is enough.
func TestReadOnlyWALAndSHMAreNamedAndRecovered(t *testing.T) {
	path := filepath.Join(t.TempDir(), "enquiries.db")
	store, _ := loggedStore(t, path)
	mustSave(t, store, "before")
	store.Close()
	for _, f := range []string{path + "-wal", path + "-shm"} {
		if err := os.WriteFile(f, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	restoreWAL := makeReadOnly(t, path+"-wal")
	restoreSHM := makeReadOnly(t, path+"-shm")
	store, _ = loggedStore(t, path) // as after a restart
	_, _, err := store.Save(bg, sampleEnquiry("refused"), enquiry.Route{}, "")
	// Only as root are they immutable and stay to be named; as anyone else, SQLite replaces them
	// (the directory is writable), the Save fails or not, and the next one succeeds.
	if os.Geteuid() == 0 {
		if !errors.Is(err, enquiry.ErrUnavailable) || !strings.Contains(err.Error(), path+"-wal:") || !strings.Contains(err.Error(), path+"-shm:") {
			t.Fatalf("Save with read-only -wal/-shm = %v, want both named", err)
		}
		if strings.Contains(err.Error(), path+":") {
			t.Errorf("the main file is blamed: %v", err)
		}
	}
	restoreWAL()
	restoreSHM()
	mustSave(t, store, "after")
	if got := names(t, store); len(got) != 2 {
		t.Errorf("stored %v", got)
	}
}

// A shutdown cancels the outbox's claim mid-transaction, and database/sql then
// answers sql.ErrTxDone rather than the context's error. The database must stay
// open for the interrupted sends to be recorded: closing it once made every one
// of them fail with "database is closed" and wait out its lease.
func TestACallerGivingUpLeavesTheDatabaseOpen(t *testing.T) {
	store, _ := loggedStore(t, filepath.Join(t.TempDir(), "enquiries.db"))
	opened, err := store.conn(bg)
	if err != nil {
		t.Fatal(err)
	}
	cancelled, cancel := context.WithCancel(bg)
	cancel()
	store.fault(cancelled, opened, "claiming notifications", sql.ErrTxDone)
	if db, err := store.conn(bg); err != nil || db != opened {
		t.Fatalf("after a cancelled caller's error the database was reopened (%v)", err)
	}
	// The same error from a caller still waiting is a fault: the database is closed and opened again.
	store.fault(bg, opened, "claiming notifications", sql.ErrTxDone)
	if db, err := store.conn(bg); err != nil || db == opened {
		t.Fatalf("after a fault the database was not reopened (%v)", err)
	}
}

// Several processes migrating one new file at once (two replicas starting, `site migrate` beside a
// starting server) take turns: each finds the schema the one before left, none fails.
func TestConcurrentMigrationsOfANewFileAllSucceed(t *testing.T) {
	const rounds, migrators = 20, 4
	changes, err := migrations.SQLite()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for round := range rounds {
		path := filepath.Join(dir, fmt.Sprintf("round%d.db", round))
		errs := make(chan error, migrators)
		var start sync.WaitGroup
		start.Add(1)
		for range migrators {
			go func() {
				start.Wait()
				db, err := openSQLiteDB(bg, path)
				if err == nil {
					db.writer.Close()
					db.reader.Close()
				}
				errs <- err
			}()
		}
		start.Done()
		for range migrators {
			if err := <-errs; err != nil {
				t.Errorf("round %d: %v", round, err)
			}
		}
		store, _ := loggedStore(t, path)
		db, err := store.conn(bg)
		if err != nil {
			t.Fatal(err)
		}
		var rows, distinct int
		if err := db.reader.QueryRow(`SELECT COUNT(*), COUNT(DISTINCT version) FROM schema_version`).Scan(&rows, &distinct); err != nil || rows != len(changes) || distinct != rows {
			t.Errorf("round %d: schema_version has %d rows, %d distinct (%v); want each of the %d changes once", round, rows, distinct, err, len(changes))
		}
	}
}
