package enquiry

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	_ "modernc.org/sqlite" // pure-Go SQLite driver, registered as "sqlite"
)

// How an enquiry arrived.
const (
	ViaForm   = "form"   // the plain HTML form, without JavaScript
	ViaScript = "script" // the contact island
)

// Enquiry is one stored contact request.
type Enquiry struct {
	ID         int64     `json:"id"`
	Name       string    `json:"name"`
	Email      string    `json:"email"`
	Phone      string    `json:"phone"`
	Message    string    `json:"message"`
	ReceivedAt time.Time `json:"received_at"`
	Via        string    `json:"via"`
}

// ErrUnavailable wraps every failure to store or read enquiries (a missing,
// locked, read-only or corrupt database), so that callers can answer
// "try again later" without knowing SQLite.
var ErrUnavailable = errors.New("enquiry store unavailable")

// timeLayout keeps a fixed width so that text order is time order.
const timeLayout = "2006-01-02T15:04:05.000000000Z"

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Store keeps enquiries in a SQLite file. Writes go through a single
// connection so that concurrent requests queue in Go instead of contending
// for SQLite's write lock; reads use their own small pool and, thanks to WAL,
// never wait for a write.
type Store struct {
	writer *sql.DB
	reader *sql.DB
}

// Open opens (creating when missing) the database at path and its parent
// directory, and brings its schema up to date.
func Open(ctx context.Context, path string) (*Store, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		return nil, fmt.Errorf("%w: creating the directory for %s: %v", ErrUnavailable, path, err)
	}
	writer, err := openPool(path, 1)
	if err != nil {
		return nil, err
	}
	if err := migrate(ctx, writer); err != nil {
		writer.Close()
		return nil, fmt.Errorf("%w: migrating %s: %v", ErrUnavailable, path, err)
	}
	reader, err := openPool(path, 4)
	if err != nil {
		writer.Close()
		return nil, err
	}
	return &Store{writer: writer, reader: reader}, nil
}

// openPool opens a connection pool whose every connection uses WAL, waits up
// to five seconds for a lock held by another process, and syncs each commit
// to disk (synchronous=FULL) so that an answered enquiry survives a crash or
// power loss.
func openPool(path string, maxConns int) (*sql.DB, error) {
	pragmas := url.Values{"_pragma": {
		"busy_timeout(5000)",
		"journal_mode(WAL)",
		"synchronous(FULL)",
	}}
	dsn := "file:" + filepath.ToSlash(path) + "?" + pragmas.Encode()
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("%w: opening %s: %v", ErrUnavailable, path, err)
	}
	db.SetMaxOpenConns(maxConns)
	db.SetConnMaxIdleTime(time.Minute)
	return db, nil
}

// migrate applies, in order and each in its own transaction, the embedded
// migrations newer than the database's schema_version.
func migrate(ctx context.Context, db *sql.DB) error {
	if _, err := db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`); err != nil {
		return err
	}
	var current int
	if err := db.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_version`).Scan(&current); err != nil {
		return err
	}
	migrations, err := embeddedMigrations()
	if err != nil {
		return err
	}
	for _, m := range migrations {
		if m.version <= current {
			continue
		}
		if err := applyMigration(ctx, db, m); err != nil {
			return fmt.Errorf("migration %s: %w", m.file, err)
		}
	}
	return nil
}

type migration struct {
	version int
	file    string
	sql     string
}

// embeddedMigrations lists migrations/NNN_description.sql by version.
func embeddedMigrations() ([]migration, error) {
	files, err := fs.Glob(migrationFiles, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	var migrations []migration
	for _, file := range files {
		prefix, _, _ := strings.Cut(filepath.Base(file), "_")
		version, err := strconv.Atoi(prefix)
		if err != nil {
			return nil, fmt.Errorf("migration %s: file name must start with its version number", file)
		}
		body, err := migrationFiles.ReadFile(file)
		if err != nil {
			return nil, err
		}
		migrations = append(migrations, migration{version: version, file: file, sql: string(body)})
	}
	sort.Slice(migrations, func(i, j int) bool { return migrations[i].version < migrations[j].version })
	return migrations, nil
}

func applyMigration(ctx context.Context, db *sql.DB, m migration) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck // a no-op after Commit
	if _, err := tx.ExecContext(ctx, m.sql); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO schema_version (version) VALUES (?)`, m.version); err != nil {
		return err
	}
	return tx.Commit()
}

// Save stores e and returns its id. When Save returns without error the
// enquiry is committed and synced to disk. ID is ignored; ReceivedAt is
// stored in UTC (now when zero).
func (s *Store) Save(ctx context.Context, e Enquiry) (int64, error) {
	if e.Via != ViaForm && e.Via != ViaScript {
		return 0, fmt.Errorf("enquiry: unknown arrival %q", e.Via)
	}
	if e.ReceivedAt.IsZero() {
		e.ReceivedAt = time.Now()
	}
	result, err := s.writer.ExecContext(ctx,
		`INSERT INTO enquiries (name, email, phone, message, received_at, via) VALUES (?, ?, ?, ?, ?, ?)`,
		e.Name, e.Email, e.Phone, e.Message, e.ReceivedAt.UTC().Format(timeLayout), e.Via)
	if err != nil {
		return 0, fmt.Errorf("%w: saving an enquiry: %v", ErrUnavailable, err)
	}
	id, err := result.LastInsertId()
	if err != nil {
		return 0, fmt.Errorf("%w: reading the new enquiry's id: %v", ErrUnavailable, err)
	}
	return id, nil
}

// List returns the enquiries received at or after since, newest first.
func (s *Store) List(ctx context.Context, since time.Time) ([]Enquiry, error) {
	rows, err := s.reader.QueryContext(ctx,
		`SELECT id, name, email, phone, message, received_at, via FROM enquiries
		 WHERE received_at >= ? ORDER BY received_at DESC, id DESC`,
		since.UTC().Format(timeLayout))
	if err != nil {
		return nil, fmt.Errorf("%w: listing enquiries: %v", ErrUnavailable, err)
	}
	defer rows.Close()
	var enquiries []Enquiry
	for rows.Next() {
		var e Enquiry
		var received string
		if err := rows.Scan(&e.ID, &e.Name, &e.Email, &e.Phone, &e.Message, &received, &e.Via); err != nil {
			return nil, fmt.Errorf("%w: reading an enquiry: %v", ErrUnavailable, err)
		}
		if e.ReceivedAt, err = time.Parse(timeLayout, received); err != nil {
			return nil, fmt.Errorf("%w: enquiry %d has a malformed time %q", ErrUnavailable, e.ID, received)
		}
		enquiries = append(enquiries, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%w: listing enquiries: %v", ErrUnavailable, err)
	}
	return enquiries, nil
}

// Close releases the database.
func (s *Store) Close() error {
	return errors.Join(s.writer.Close(), s.reader.Close())
}

// LazyStore opens the database on first use, and again on each later use
// while opening fails. A server started while its database is unavailable
// (a missing mount, wrong permissions) keeps serving pages, refuses
// enquiries with a clear error, and starts storing them once the problem is
// fixed, without a restart.
type LazyStore struct {
	path  string
	mu    sync.Mutex
	store *Store
}

// OpenLazily returns a LazyStore for the database at path; nothing is opened yet.
func OpenLazily(path string) *LazyStore {
	return &LazyStore{path: path}
}

// Ready opens the database now if it is not open, reporting why it cannot be.
func (l *LazyStore) Ready(ctx context.Context) error {
	_, err := l.open(ctx)
	return err
}

// Save stores e as Store.Save does, opening the database first if needed.
func (l *LazyStore) Save(ctx context.Context, e Enquiry) (int64, error) {
	store, err := l.open(ctx)
	if err != nil {
		return 0, err
	}
	return store.Save(ctx, e)
}

func (l *LazyStore) open(ctx context.Context) (*Store, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.store == nil {
		store, err := Open(ctx, l.path)
		if err != nil {
			return nil, err
		}
		l.store = store
	}
	return l.store, nil
}

// Close closes the database if it was opened.
func (l *LazyStore) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.store == nil {
		return nil
	}
	err := l.store.Close()
	l.store = nil
	return err
}
