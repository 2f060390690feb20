package enquiry

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// The SQLite store's verdicts: releasing, marking, digests and the shared secrets.

// SameText implements Store.
func (s *SQLite) SameText(ctx context.Context, fingerprint, email string, since time.Time) (int, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return 0, err
	}
	var n int
	err = db.reader.QueryRowContext(ctx, `SELECT COUNT(DISTINCT lower(email)) FROM (
		SELECT email FROM enquiries WHERE fingerprint = ? AND received_at >= ? ORDER BY received_at DESC LIMIT `+sameTextLooksAt+`)
		WHERE lower(email) <> lower(?)`, fingerprint, formatTime(since), email).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("%w: counting the same text: %v", ErrUnavailable, err)
	}
	return n, nil
}

// Release implements Store.
func (s *SQLite) Release(ctx context.Context, id string, channels []string, now time.Time) error {
	return s.write(ctx, "releasing an enquiry", func(tx *sql.Tx) error {
		var verdict string
		if err := tx.QueryRowContext(ctx, `SELECT verdict FROM enquiries WHERE uid = ?`, id).Scan(&verdict); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("enquiry %s: %w", id, ErrNotFound)
			}
			return err
		}
		if verdict == VerdictInbox {
			return fmt.Errorf("enquiry %s: %w", id, ErrNotHeld)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE enquiries SET verdict = 'inbox', notice = 'own' WHERE uid = ?`, id); err != nil {
			return err
		}
		// As if it had just arrived: notifications of an earlier release make way for new ones.
		if _, err := tx.ExecContext(ctx, `DELETE FROM deliveries WHERE kind = 'enquiry' AND enquiry_uid = ?`, id); err != nil {
			return err
		}
		return insertDeliveries(ctx, tx, id, channels, formatTime(now))
	})
}

// MarkSpam implements Store.
func (s *SQLite) MarkSpam(ctx context.Context, id string) error {
	return s.update(ctx, "marking an enquiry as spam", id, `verdict = 'spam'`)
}

// MarkHandled implements Store.
func (s *SQLite) MarkHandled(ctx context.Context, id string, now time.Time) error {
	return s.update(ctx, "marking an enquiry handled", id, `handled_at = COALESCE(handled_at, ?)`, formatTime(now))
}

// update sets columns of enquiry id; ErrNotFound when there is none.
func (s *SQLite) update(ctx context.Context, action, id, set string, args ...any) error {
	return s.write(ctx, action, func(tx *sql.Tx) error {
		result, err := tx.ExecContext(ctx, `UPDATE enquiries SET `+set+` WHERE uid = ?`, append(args, id)...)
		if err != nil {
			return err
		}
		if n, _ := result.RowsAffected(); n == 0 {
			return fmt.Errorf("enquiry %s: %w", id, ErrNotFound)
		}
		return nil
	})
}

// MakeDigest implements Store.
func (s *SQLite) MakeDigest(ctx context.Context, channels []string, now time.Time, every time.Duration) (made bool, err error) {
	err = s.write(ctx, "making a digest", func(tx *sql.Tx) error {
		var recent, waiting int
		err := tx.QueryRowContext(ctx, `SELECT
			(SELECT COUNT(*) FROM digests WHERE created_at > ?),
			(SELECT COUNT(*) FROM enquiries WHERE notice = 'digest' AND digest_uid IS NULL AND received_at <= ?)`,
			formatTime(now.Add(-every)), formatTime(now.Add(-gathering(every)))).Scan(&recent, &waiting)
		if err != nil || recent > 0 || waiting == 0 {
			return err
		}
		uid, at := NewID(), formatTime(now)
		if _, err := tx.ExecContext(ctx, `INSERT INTO digests (uid, created_at) VALUES (?, ?)`, uid, at); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE enquiries SET digest_uid = ? WHERE notice = 'digest' AND digest_uid IS NULL`, uid); err != nil {
			return err
		}
		for _, channel := range channels {
			if _, err := tx.ExecContext(ctx, `INSERT INTO deliveries (kind, enquiry_uid, channel, created_at, pending_since, next_attempt_at)
				VALUES ('digest', ?, ?, ?, ?, ?)`, uid, channel, at, at, at); err != nil {
				return err
			}
		}
		made = true
		return nil
	})
	return made, err
}

// digest reads a digest with the enquiries it tells of.
func readDigest(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}, uid string) (*Digest, error) {
	d := Digest{ID: uid}
	var created string
	if err := q.QueryRowContext(ctx, `SELECT created_at FROM digests WHERE uid = ?`, uid).Scan(&created); err != nil {
		return nil, err
	}
	var err error
	if d.CreatedAt, err = time.Parse(timeLayout, created); err != nil {
		return nil, fmt.Errorf("digest %s has a malformed time %q", uid, created)
	}
	rows, err := q.QueryContext(ctx, selectEnquiry+` WHERE digest_uid = ? ORDER BY received_at, id`, uid)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		e, err := scanEnquiry(rows)
		if err != nil {
			return nil, err
		}
		d.add(e)
	}
	return &d, rows.Err()
}

// Secret implements Store: read, and made in a write only the first time.
func (s *SQLite) Secret(ctx context.Context, name string) ([]byte, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return nil, err
	}
	var key []byte
	err = db.reader.QueryRowContext(ctx, `SELECT value FROM secrets WHERE name = ?`, name).Scan(&key)
	switch {
	case err == nil:
		return key, nil
	case !errors.Is(err, sql.ErrNoRows):
		return nil, fmt.Errorf("%w: reading a secret: %v", ErrUnavailable, err)
	}
	err = s.write(ctx, "making a secret", func(tx *sql.Tx) error {
		fresh := make([]byte, 32)
		rand.Read(fresh) //nolint:errcheck // never fails (crypto/rand)
		if _, err := tx.ExecContext(ctx, `INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING`, name, fresh); err != nil {
			return err
		}
		return tx.QueryRowContext(ctx, `SELECT value FROM secrets WHERE name = ?`, name).Scan(&key)
	})
	return key, err
}

// write runs fn in a write transaction; a database fault is reported as unavailable, an error
// of fn's own (ErrNotFound, ErrNotHeld) as it is.
func (s *SQLite) write(ctx context.Context, action string, fn func(*sql.Tx) error) error {
	db, err := s.conn(ctx)
	if err != nil {
		return err
	}
	tx, err := db.writer.BeginTx(ctx, nil)
	if err != nil {
		return s.fault(ctx, db, action, err)
	}
	defer tx.Rollback() //nolint:errcheck // a no-op after Commit
	if err := fn(tx); err != nil {
		if errors.Is(err, ErrNotFound) || errors.Is(err, ErrNotHeld) {
			return err
		}
		return s.fault(ctx, db, action, err)
	}
	if err := tx.Commit(); err != nil {
		return s.fault(ctx, db, action, err)
	}
	return nil
}
