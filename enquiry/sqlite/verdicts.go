package sqlite

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"designo/enquiry"
	"designo/enquiry/internal/storesql"
)

// The SQLite store's verdicts: releasing, marking, digests and the shared secrets.

// SameText implements Store.
func (s *Store) SameText(ctx context.Context, fingerprint, email string, since time.Time) (int, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return 0, err
	}
	var n int
	err = db.reader.QueryRowContext(ctx, `SELECT COUNT(DISTINCT lower(email)) FROM (
		SELECT email FROM enquiries WHERE fingerprint = ? AND received_at >= ? ORDER BY received_at DESC LIMIT `+storesql.SameTextLooksAt+`)
		WHERE lower(email) <> lower(?)`, fingerprint, formatTime(since), email).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("%w: counting the same text: %v", enquiry.ErrUnavailable, err)
	}
	return n, nil
}

// Release implements Store.
func (s *Store) Release(ctx context.Context, id string, channels []string, now time.Time, actor string) (queued []string, err error) {
	if err := enquiry.CheckActor(actor); err != nil {
		return nil, err
	}
	err = s.write(ctx, "releasing an enquiry", func(tx *sql.Tx) error {
		queued = nil // a transaction tried again starts afresh
		var verdict string
		if err := tx.QueryRowContext(ctx, `SELECT verdict FROM enquiries WHERE uid = ?`, id).Scan(&verdict); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("enquiry %s: %w", id, enquiry.ErrNotFound)
			}
			return err
		}
		if verdict == enquiry.VerdictInbox {
			return fmt.Errorf("enquiry %s: %w", id, enquiry.ErrNotHeld)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE enquiries SET verdict = 'inbox', notice = 'own' WHERE uid = ?`, id); err != nil {
			return err
		}
		// As if it had just arrived, on each channel it was not told on already: an enquiry marked
		// spam after its notifications went out, then "Not spam", is not told twice.
		at := formatTime(now)
		for _, channel := range channels {
			result, err := tx.ExecContext(ctx, `INSERT INTO deliveries (enquiry_uid, channel, created_at, pending_since, next_attempt_at)
				VALUES (?, ?, ?, ?, ?) ON CONFLICT (enquiry_uid, channel) DO NOTHING`, id, channel, at, at, at)
			if err != nil {
				return err
			}
			if n, _ := result.RowsAffected(); n > 0 {
				queued = append(queued, channel)
			}
		}
		return sqliteRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditReleased, Subject: id})
	})
	return queued, err
}

// MarkSpam implements Store.
func (s *Store) MarkSpam(ctx context.Context, id string, now time.Time, actor string) error {
	return s.act(ctx, "marking an enquiry as spam", id, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditMarkedSpam, Subject: id}, `verdict = 'spam'`)
}

// MarkHandled implements Store.
func (s *Store) MarkHandled(ctx context.Context, id string, now time.Time, actor string) error {
	return s.act(ctx, "marking an enquiry handled", id, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditMarkedHandled, Subject: id},
		`handled_by = COALESCE(handled_by, ?2), handled_at = COALESCE(handled_at, ?1)`, formatTime(now), actor)
}

// Take implements Store.
func (s *Store) Take(ctx context.Context, id, owner string, now time.Time, actor string) error {
	owner, entry, err := enquiry.Taking(id, owner, now, actor)
	if err != nil {
		return err
	}
	return s.write(ctx, "giving an enquiry an owner", func(tx *sql.Tx) error {
		var staff bool
		if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM staff WHERE email = ?)`, owner).Scan(&staff); err != nil {
			return err
		}
		if !staff {
			return fmt.Errorf("%s: %w", owner, enquiry.ErrNotStaff)
		}
		return sqliteActTx(ctx, tx, id, entry, `owner = ?2, owned_at = ?1`, formatTime(now), owner)
	})
}

// MarkReplied implements Store.
func (s *Store) MarkReplied(ctx context.Context, id string, now time.Time, actor string) error {
	return s.act(ctx, "marking an enquiry replied", id, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditMarkedReplied, Subject: id},
		`replied_by = ?2, replied_at = ?1, owner = COALESCE(owner, ?2), owned_at = COALESCE(owned_at, ?1)`, formatTime(now), actor)
}

// Reopen implements Store.
func (s *Store) Reopen(ctx context.Context, id string, now time.Time, actor string) error {
	return s.act(ctx, "reopening an enquiry", id, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditReopened, Subject: id},
		`handled_at = NULL, handled_by = NULL, replied_at = NULL, replied_by = NULL,
		owned_at = CASE WHEN owner IS NULL THEN ?1 ELSE owned_at END, owner = COALESCE(owner, ?2)`, formatTime(now), actor)
}

// Owned implements Store.
func (s *Store) Owned(ctx context.Context, owner string, limit int) ([]enquiry.Enquiry, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return nil, err
	}
	return queryAll(ctx, db.reader, "listing "+owner+"'s enquiries", scanEnquiry, selectEnquiry+` WHERE owner = ? AND handled_at IS NULL
		AND verdict = 'inbox' ORDER BY received_at DESC, uid DESC LIMIT ?`, enquiry.NormalizeEmail(owner), limit)
}

// act sets columns of enquiry id (set's arguments are numbered ?1, ?2…) and records entry in the
// same transaction; see sqliteActTx.
func (s *Store) act(ctx context.Context, action, id string, entry enquiry.AuditEntry, set string, args ...any) error {
	if err := enquiry.CheckActor(entry.Actor); err != nil {
		return err
	}
	return s.write(ctx, action, func(tx *sql.Tx) error { return sqliteActTx(ctx, tx, id, entry, set, args...) })
}

// sqliteActTx is act inside tx: ErrNotFound when there is no such enquiry, ErrNotInInbox when it is not
// in the inbox and the action moves it on a stage (enquiry.StageAction).
func sqliteActTx(ctx context.Context, tx *sql.Tx, id string, entry enquiry.AuditEntry, set string, args ...any) error {
	var verdict string
	if err := tx.QueryRowContext(ctx, `SELECT verdict FROM enquiries WHERE uid = ?`, id).Scan(&verdict); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("enquiry %s: %w", id, enquiry.ErrNotFound)
		}
		return err
	}
	if enquiry.StageAction(entry.Action) && verdict != enquiry.VerdictInbox {
		return fmt.Errorf("enquiry %s: %w", id, enquiry.ErrNotInInbox)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE enquiries SET `+set+` WHERE uid = ?`+strconv.Itoa(len(args)+1), append(args, id)...); err != nil {
		return err
	}
	return sqliteRecord(ctx, tx, entry)
}

// MakeDigest implements Store.
func (s *Store) MakeDigest(ctx context.Context, channels []string, now time.Time, every time.Duration) (made bool, err error) {
	err = s.write(ctx, "making a digest", func(tx *sql.Tx) error {
		var recent, waiting int
		err := tx.QueryRowContext(ctx, `SELECT
			(SELECT COUNT(*) FROM digests WHERE created_at > ? AND surge_uid IS NULL),
			(SELECT COUNT(*) FROM enquiries WHERE notice = 'digest' AND digest_uid IS NULL AND received_at <= ?)`,
			formatTime(now.Add(-every)), formatTime(now.Add(-enquiry.Gathering(every)))).Scan(&recent, &waiting)
		if err != nil || recent > 0 || waiting == 0 {
			return err
		}
		uid, at := enquiry.NewID(), formatTime(now)
		if _, err := tx.ExecContext(ctx, `INSERT INTO digests (uid, created_at) VALUES (?, ?)`, uid, at); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE enquiries SET digest_uid = ?, digest_held = (verdict <> 'inbox')
			WHERE notice = 'digest' AND digest_uid IS NULL`, uid); err != nil {
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

// readDigest reads a digest: its counts and, likeliest first, the lines it has room for (see
// Digest.bound).
func readDigest(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}, uid string) (*enquiry.Digest, error) {
	d := enquiry.Digest{ID: uid}
	var created string
	var started, reason sql.NullString
	if err := q.QueryRowContext(ctx, `SELECT d.created_at, s.started_at, s.reason FROM digests d LEFT JOIN surges s ON s.uid = d.surge_uid
		WHERE d.uid = ?`, uid).Scan(&created, &started, &reason); err != nil {
		return nil, err
	}
	var err error
	if d.CreatedAt, err = time.Parse(timeLayout, created); err != nil {
		return nil, fmt.Errorf("digest %s has a malformed time %q", uid, created)
	}
	if started.Valid {
		at, err := time.Parse(timeLayout, started.String)
		if err != nil {
			return nil, fmt.Errorf("digest %s's surge has a malformed time %q", uid, started.String)
		}
		d.Surge = &enquiry.SurgeNotice{StartedAt: at, Reason: reason.String}
	}
	if err := q.QueryRowContext(ctx, `SELECT COALESCE(SUM(digest_held = 0), 0), COALESCE(SUM(digest_held = 1), 0)
		FROM enquiries WHERE digest_uid = ?`, uid).Scan(&d.OverBudgetCount, &d.HeldCount); err != nil {
		return nil, err
	}
	for _, list := range []struct {
		into *[]enquiry.DigestLine
		held bool
	}{{&d.OverBudget, false}, {&d.Held, true}} {
		rows, err := q.QueryContext(ctx, `SELECT uid, name, email, substr(message, 1, 2000), received_at, likelihood, reasons FROM enquiries
			WHERE digest_uid = ? AND digest_held = ? ORDER BY likelihood DESC, received_at, id LIMIT `+strconv.Itoa(enquiry.DigestListed), uid, list.held)
		if err != nil {
			return nil, err
		}
		if *list.into, err = collect(rows, scanDigestLine); err != nil {
			return nil, err
		}
	}
	d.Bound()
	return &d, nil
}

// RecordChannels implements Store.
func (s *Store) RecordChannels(ctx context.Context, channels []string, now time.Time) error {
	if channels == nil {
		channels = []string{}
	}
	list, _ := json.Marshal(channels) // strings always encode
	return s.write(ctx, "recording the server's channels", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO server_channels (id, channels, recorded_at) VALUES (1, ?, ?)
			ON CONFLICT (id) DO UPDATE SET channels = excluded.channels, recorded_at = excluded.recorded_at`, string(list), formatTime(now))
		return err
	})
}

// ServerChannels implements Store.
func (s *Store) ServerChannels(ctx context.Context) ([]string, time.Time, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return nil, time.Time{}, err
	}
	var list, at string
	err = db.reader.QueryRowContext(ctx, `SELECT channels, recorded_at FROM server_channels WHERE id = 1`).Scan(&list, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, time.Time{}, fmt.Errorf("the server's notification channels: %w", enquiry.ErrNotFound)
	}
	if err != nil {
		return nil, time.Time{}, fmt.Errorf("%w: reading the server's channels: %v", enquiry.ErrUnavailable, err)
	}
	var channels []string
	if err := json.Unmarshal([]byte(list), &channels); err != nil {
		return nil, time.Time{}, fmt.Errorf("%w: the server's channels are malformed: %q", enquiry.ErrUnavailable, list)
	}
	recorded, _ := time.Parse(timeLayout, at)
	return channels, recorded, nil
}

// Secret implements Store: read, and made in a write only the first time.
func (s *Store) Secret(ctx context.Context, name string) ([]byte, error) {
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
		return nil, fmt.Errorf("%w: reading a secret: %v", enquiry.ErrUnavailable, err)
	}
	err = s.write(ctx, "making a secret", func(tx *sql.Tx) error {
		fresh := make([]byte, 32)
		rand.Read(fresh) // never fails (crypto/rand)
		if _, err := tx.ExecContext(ctx, `INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING`, name, fresh); err != nil {
			return err
		}
		return tx.QueryRowContext(ctx, `SELECT value FROM secrets WHERE name = ?`, name).Scan(&key)
	})
	return key, err
}

// write runs fn in a write transaction; a database fault is reported as unavailable, an error
// of fn's own (see enquiry.IsRefusal) as it is.
func (s *Store) write(ctx context.Context, action string, fn func(*sql.Tx) error) error {
	db, err := s.conn(ctx)
	if err != nil {
		return err
	}
	tx, err := db.writer.BeginTx(ctx, nil)
	if err != nil {
		return s.fault(ctx, db, action, err)
	}
	defer tx.Rollback() // a no-op after Commit
	if err := fn(tx); err != nil {
		if enquiry.IsRefusal(err) {
			return err
		}
		return s.fault(ctx, db, action, err)
	}
	if err := tx.Commit(); err != nil {
		return s.fault(ctx, db, action, err)
	}
	return nil
}

// scanDigestLine reads an enquiry's line of a digest.
func scanDigestLine(row rowScanner) (enquiry.DigestLine, error) {
	var id, name, email, message, received, reasons string
	var likelihood int
	if err := row.Scan(&id, &name, &email, &message, &received, &likelihood, &reasons); err != nil {
		return enquiry.DigestLine{}, err
	}
	at, err := time.Parse(timeLayout, received)
	if err != nil {
		return enquiry.DigestLine{}, fmt.Errorf("enquiry %s has a malformed time %q", id, received)
	}
	var why []string
	if err := json.Unmarshal([]byte(reasons), &why); err != nil {
		return enquiry.DigestLine{}, fmt.Errorf("enquiry %s has malformed reasons %q", id, reasons)
	}
	return enquiry.NewDigestLine(id, name, email, message, at, likelihood, why), nil
}
