// Package sqlite keeps the enquiries in a local SQLite file, the site's default: Open returns its
// enquiry.Store; BackupFile copies the file while the site runs and Restore puts a copy back.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"designo/enquiry"
	"designo/enquiry/migrations"

	driver "modernc.org/sqlite" // pure-Go SQLite driver, registered as "sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// timeLayout keeps a fixed width so that text order is time order.
const timeLayout = "2006-01-02T15:04:05.000000000Z"

func formatTime(t time.Time) string { return t.UTC().Format(timeLayout) }

// Store is the enquiry.Store in a local SQLite file, the embedded default.
//
// It opens the file on first use, and again after a fault: a server started
// while its database is unavailable (a missing mount, wrong permissions)
// keeps serving pages, refuses enquiries with a clear error, and stores them
// once the problem is fixed, without a restart. Before every write it checks
// that the file it has open is still the one at its path: a database deleted
// or replaced under a running site is noticed at once, never written into
// while it is gone.
//
// Writes go through a single connection so that concurrent requests queue in
// Go instead of contending for SQLite's write lock; reads use their own small
// pool and, thanks to WAL, never wait for a write.
type Store struct {
	path string
	log  *slog.Logger

	mu     sync.Mutex
	db     *sqliteDB // nil until opened, and after a fault
	opened bool      // the file existed under this store once: its disappearance is a fault, not a first start
	closed bool      // Close was called: a fault reopens the file, a close must not
	// madeReadOnly are the -wal and -shm that opening the file while it was read-only created
	// (read-only too); see giveSidecarsBack.
	madeReadOnly []os.FileInfo
}

type sqliteDB struct {
	writer, reader *sql.DB
	file           os.FileInfo // the file opened, to notice it deleted or replaced
	// The -wal and -shm files opened with it (kept open by the writer's
	// connection): left behind when the main file is deleted or replaced,
	// they must not be replayed into whatever file comes next.
	wal, shm os.FileInfo
}

// Open returns the store for the database at path, created with its
// directory when missing. Nothing is opened until first use; call Ready to
// open it now. A nil logger logs to slog.Default.
func Open(path string, logger *slog.Logger) *Store {
	if logger == nil {
		logger = slog.Default()
	}
	return &Store{path: path, log: logger}
}

// Path is the database file.
func (s *Store) Path() string { return s.path }

// conn returns the open database, opening it when needed, after checking
// that the file at the path is the one open.
func (s *Store) conn(ctx context.Context) (*sqliteDB, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil, fmt.Errorf("%w: the store is closed", enquiry.ErrUnavailable)
	}
	current, statErr := os.Stat(s.path)
	if s.db != nil {
		switch {
		case statErr != nil:
			s.log.Error("enquiry database file is gone while the site runs; refusing enquiries until it is restored (or an empty file is put there)",
				"db", s.path, "err", statErr)
			s.abandonLocked()
		case !os.SameFile(current, s.db.file):
			s.log.Warn("enquiry database file was replaced; opening the new one", "db", s.path)
			s.abandonLocked()
		default:
			return s.db, nil
		}
	}
	if s.opened && errors.Is(statErr, os.ErrNotExist) {
		return nil, fmt.Errorf("%w: the database file %s was deleted while the site was running; restore it from a backup (or create an empty file there to start a new one)", enquiry.ErrUnavailable, s.path)
	}
	s.giveSidecarsBack()
	existed := sidecars(s.path)
	db, err := openSQLiteDB(ctx, s.path)
	if err != nil {
		return nil, err
	}
	if !writable(s.path) {
		for name, info := range sidecars(s.path) {
			if existed[name] == nil {
				s.madeReadOnly = append(s.madeReadOnly, info)
			}
		}
	}
	s.db, s.opened = db, true
	return db, nil
}

// sidecars are the database's -wal and -shm files that exist, by name.
func sidecars(path string) map[string]os.FileInfo {
	found := map[string]os.FileInfo{}
	for _, name := range []string{path + "-wal", path + "-shm"} {
		if info, err := os.Stat(name); err == nil {
			found[name] = info
		}
	}
	return found
}

func writable(file string) bool { return syscall.Access(file, 2) == nil } // W_OK

// giveSidecarsBack undoes what opening a read-only file did: SQLite creates the -wal and -shm with
// the database file's mode, so those it made for this store while the file was read-only stay
// read-only once the file is fixed, and the database with them. Once the file is writable, they
// get its mode, so that fixing the file is enough. Files of another's making are left as they are.
func (s *Store) giveSidecarsBack() {
	main, err := os.Stat(s.path)
	if len(s.madeReadOnly) == 0 || err != nil || !writable(s.path) {
		return
	}
	for _, made := range s.madeReadOnly {
		file := filepath.Join(filepath.Dir(s.path), made.Name())
		if now, err := os.Stat(file); err == nil && os.SameFile(now, made) && !writable(file) {
			if err := os.Chmod(file, main.Mode().Perm()); err != nil {
				s.log.Warn("cannot give the database's file its mode back", "file", file, "err", err)
			}
		}
	}
	s.madeReadOnly = nil
}

// fault is called with an error from the database: the next use reopens
// it, which recovers from a file made writable again or -wal/-shm files
// fixed, and the error names the file that cannot be written.
func (s *Store) fault(ctx context.Context, db *sqliteDB, action string, err error) error {
	// The caller gave up and the database is fine. Not every error says so: a
	// transaction rolled back by its cancelled context answers sql.ErrTxDone.
	if ctx.Err() != nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("%w: %s: %v", enquiry.ErrUnavailable, action, err)
	}
	// Named before closing: the last connection's close removes the -wal and -shm if it can.
	unwritable := s.diagnose()
	s.mu.Lock()
	if s.db == db {
		s.closeLocked()
	}
	s.mu.Unlock()
	return fmt.Errorf("%w: %s: %v%s", enquiry.ErrUnavailable, action, err, unwritable)
}

// diagnose names the files of the database this process cannot write, for
// errors whose own message blames the main file whichever one it was.
func (s *Store) diagnose() string {
	var problems []string
	if err := syscall.Access(filepath.Dir(s.path), 2|1); err != nil { // W_OK|X_OK
		problems = append(problems, filepath.Dir(s.path)+" (directory): "+err.Error())
	}
	for _, file := range []string{s.path, s.path + "-wal", s.path + "-shm"} {
		if _, err := os.Stat(file); err != nil {
			continue
		}
		if err := syscall.Access(file, 2); err != nil { // W_OK
			problems = append(problems, file+": "+err.Error())
		}
	}
	if len(problems) == 0 {
		return ""
	}
	return " (not writable by this process: " + strings.Join(problems, "; ") + ")"
}

// abandonLocked closes a database whose file was deleted or replaced, and
// moves its -wal and -shm aside: SQLite keeps them when the main file has
// moved, and would otherwise replay the old database's last writes into the
// file restored or put in its place.
func (s *Store) abandonLocked() {
	old := s.db
	s.closeLocked()
	suffix := ".orphaned-" + time.Now().UTC().Format("20060102T150405")
	for ext, info := range map[string]os.FileInfo{"-wal": old.wal, "-shm": old.shm} {
		file := s.path + ext
		if current, err := os.Stat(file); err != nil || info == nil || !os.SameFile(current, info) {
			continue // gone, or not ours
		}
		if err := os.Rename(file, file+suffix); err != nil {
			s.log.Error("cannot move the old database's file aside; remove it before restoring the database", "file", file, "err", err)
			continue
		}
		s.log.Warn("moved the old database's file aside", "file", file, "to", file+suffix)
	}
}

func (s *Store) closeLocked() {
	if s.db != nil {
		s.db.writer.Close()
		s.db.reader.Close()
		s.db = nil
	}
}

// openSQLiteDB opens the database at path and brings its schema up to date.
func openSQLiteDB(ctx context.Context, path string) (*sqliteDB, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		return nil, fmt.Errorf("%w: creating the directory for %s: %v", enquiry.ErrUnavailable, path, err)
	}
	writer, err := openPool(path, 1)
	if err != nil {
		return nil, err
	}
	if err := migrate(ctx, writer); err != nil {
		writer.Close()
		return nil, fmt.Errorf("%w: migrating %s: %w", enquiry.ErrUnavailable, path, err)
	}
	file, err := os.Stat(path)
	if err != nil {
		writer.Close()
		return nil, fmt.Errorf("%w: %v", enquiry.ErrUnavailable, err)
	}
	reader, err := openPool(path, 4)
	if err != nil {
		writer.Close()
		return nil, err
	}
	wal, _ := os.Stat(path + "-wal")
	shm, _ := os.Stat(path + "-shm")
	return &sqliteDB{writer: writer, reader: reader, file: file, wal: wal, shm: shm}, nil
}

// openPool opens a connection pool whose every connection uses WAL, waits up
// to five seconds for a lock held by another process, and syncs each commit
// to disk (synchronous=FULL) so that an answered enquiry survives a crash or
// power loss. Transactions take the write lock when they begin, so that two
// processes sharing the file never deadlock upgrading a read.
func openPool(path string, maxConns int) (*sql.DB, error) {
	params := url.Values{"_pragma": {
		"busy_timeout(5000)",
		"journal_mode(WAL)",
		"synchronous(FULL)",
	}, "_txlock": {"immediate"}}
	dsn := "file:" + filepath.ToSlash(path) + "?" + params.Encode()
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("%w: opening %s: %v", enquiry.ErrUnavailable, path, err)
	}
	db.SetMaxOpenConns(maxConns)
	if maxConns > 1 {
		db.SetConnMaxIdleTime(time.Minute)
	} // the writer's one connection stays open, and with it the -wal and -shm files
	return db, nil
}

// migrate applies, in order, the embedded migrations newer than the database's schema_version, in
// one transaction that holds SQLite's write lock from its first statement (the pool's transactions
// BEGIN IMMEDIATE): processes opening a new file at once take turns, and each after the first
// finds the schema up to date, as PostgreSQL's advisory lock makes replicas do. (Reading the
// version before taking the lock let two of them apply the same migration.) SQLite's DDL is
// transactional, so a failed migration leaves the schema as it was.
//
// A file whose schema is newer than this build's newest migration is refused (ErrSchemaTooNew).
// A file already up to date is only read, without the lock: a process that may not write the file
// (or its -wal) opens it, and the first write says what is wrong.
//
// On a new file, SQLite sometimes answers SQLITE_BUSY at once, without the busy timeout, to a
// connection that begins while another turns the file to WAL; such a migration is tried again,
// for busyWait at most.
func migrate(ctx context.Context, db *sql.DB) error {
	changes, err := migrations.SQLite()
	if err != nil {
		return err
	}
	latest := 0
	if len(changes) > 0 {
		latest = changes[len(changes)-1].Version
	}
	var current int
	err = db.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_version`).Scan(&current)
	if err == nil && current > latest {
		// A newer build migrated this file (a rollback without restoring the backup taken before
		// the upgrade): refused, as PostgreSQL's is, rather than written with assumptions about an
		// unknown schema.
		return fmt.Errorf("%w: it is at version %d, this build knows up to %d; deploy the newer build, or restore the backup taken before the upgrade (docs/production.md)", migrations.ErrSchemaTooNew, current, latest)
	}
	if err == nil && current == latest {
		return nil
	}
	deadline := time.Now().Add(busyWait)
	for {
		err := migrateOnce(ctx, db, changes)
		if !isBusy(err) || time.Now().After(deadline) {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(10*time.Millisecond + rand.N(40*time.Millisecond)):
		}
	}
}

// busyWait is how long a migration keeps trying while another process holds the file (the busy
// timeout of openPool).
const busyWait = 5 * time.Second

// isBusy reports whether err is SQLite's SQLITE_BUSY (any extended code): another connection holds
// the lock.
func isBusy(err error) bool {
	var sqliteErr *driver.Error
	return errors.As(err, &sqliteErr) && sqliteErr.Code()&0xff == sqlite3.SQLITE_BUSY
}

func migrateOnce(ctx context.Context, db *sql.DB, changes []migrations.Migration) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() // a no-op after Commit
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`); err != nil {
		return err
	}
	var current int
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_version`).Scan(&current); err != nil {
		return err
	}
	if len(changes) > 0 && current > changes[len(changes)-1].Version {
		return fmt.Errorf("%w: it is at version %d, this build knows up to %d; deploy the newer build, or restore the backup taken before the upgrade (docs/production.md)", migrations.ErrSchemaTooNew, current, changes[len(changes)-1].Version)
	}
	for _, m := range changes {
		if m.Version <= current {
			continue
		}
		if err := applyMigration(ctx, tx, m); err != nil {
			return fmt.Errorf("migration %s: %w", m.File, err)
		}
	}
	return tx.Commit()
}

// execer is a transaction, or a database outside one.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// applyMigration runs one migration and records its version, inside the caller's transaction.
func applyMigration(ctx context.Context, db execer, m migrations.Migration) error {
	if _, err := db.ExecContext(ctx, m.SQL); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, `INSERT INTO schema_version (version) VALUES (?)`, m.Version)
	return err
}

// Ready opens the database if needed and checks, without writing, that it
// can take an enquiry: the file at the path is the one open, a query
// answers, and this process may write the file, its -wal and -shm and the
// directory. Probes then cost no disk write; a fault only a write shows (a
// full disk) is met by Save, which answers 503 and reopens the database.
func (s *Store) Ready(ctx context.Context) error {
	db, err := s.conn(ctx)
	if err != nil {
		return err
	}
	var version int
	if err := db.reader.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_version`).Scan(&version); err != nil {
		return s.fault(ctx, db, "reading the database", err)
	}
	if s.diagnose() != "" {
		// Closed by fault, and opened again once writable: a file opened read-only stays so.
		return s.fault(ctx, db, "checking the database", errors.New("it cannot be written"))
	}
	return nil
}

// Close releases the database.
func (s *Store) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closed = true
	if s.db == nil {
		return nil
	}
	err := errors.Join(s.db.writer.Close(), s.db.reader.Close())
	s.db = nil
	return err
}

var _ enquiry.Store = (*Store)(nil)
