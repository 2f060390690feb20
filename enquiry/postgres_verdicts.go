package enquiry

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// The PostgreSQL store's verdicts: releasing, marking, digests and the shared secrets.

// digestLock is the advisory lock key held while making a digest, so that replicas make one
// ("digest" in ASCII).
const digestLock int64 = 0x646967657374

// SameText implements Store.
func (s *Postgres) SameText(ctx context.Context, fingerprint, email string, since time.Time) (int, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return 0, err
	}
	defer cancel()
	var n int
	err = s.pool.QueryRow(ctx, `SELECT count(DISTINCT lower(email)) FROM (
		SELECT email FROM enquiries WHERE fingerprint = $1 AND received_at >= $2 ORDER BY received_at DESC LIMIT `+sameTextLooksAt+`) AS latest
		WHERE lower(email) <> lower($3)`, fingerprint, since, email).Scan(&n)
	if err != nil {
		return 0, s.unavailable("counting the same text", err)
	}
	return n, nil
}

// Release implements Store.
func (s *Postgres) Release(ctx context.Context, id string, channels []string, now time.Time) error {
	return s.write(ctx, "releasing an enquiry", func(tx pgx.Tx) error {
		var verdict string
		if err := tx.QueryRow(ctx, `SELECT verdict FROM enquiries WHERE uid = $1 FOR UPDATE`, id).Scan(&verdict); err != nil {
			if errors.Is(err, pgx.ErrNoRows) {
				return fmt.Errorf("enquiry %s: %w", id, ErrNotFound)
			}
			return err
		}
		if verdict == VerdictInbox {
			return fmt.Errorf("enquiry %s: %w", id, ErrNotHeld)
		}
		if _, err := tx.Exec(ctx, `UPDATE enquiries SET verdict = 'inbox', notice = 'own' WHERE uid = $1`, id); err != nil {
			return err
		}
		// As if it had just arrived: notifications of an earlier release make way for new ones.
		if _, err := tx.Exec(ctx, `DELETE FROM deliveries WHERE kind = 'enquiry' AND enquiry_uid = $1`, id); err != nil {
			return err
		}
		return insertPgDeliveries(ctx, tx, KindEnquiry, id, channels, pgTime(now))
	})
}

// MarkSpam implements Store.
func (s *Postgres) MarkSpam(ctx context.Context, id string) error {
	return s.update(ctx, "marking an enquiry as spam", id, `verdict = 'spam'`)
}

// MarkHandled implements Store.
func (s *Postgres) MarkHandled(ctx context.Context, id string, now time.Time) error {
	return s.update(ctx, "marking an enquiry handled", id, `handled_at = COALESCE(handled_at, $2)`, pgTime(now))
}

// update sets columns of enquiry id ($1; set's own arguments from $2); ErrNotFound when there is none.
func (s *Postgres) update(ctx context.Context, action, id, set string, args ...any) error {
	return s.write(ctx, action, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE enquiries SET `+set+` WHERE uid = $1`, append([]any{id}, args...)...)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return fmt.Errorf("enquiry %s: %w", id, ErrNotFound)
		}
		return nil
	})
}

// MakeDigest implements Store.
func (s *Postgres) MakeDigest(ctx context.Context, channels []string, now time.Time, every time.Duration) (made bool, err error) {
	err = s.write(ctx, "making a digest", func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, digestLock); err != nil {
			return err
		}
		var recent, waiting int
		err := tx.QueryRow(ctx, `SELECT
			(SELECT count(*) FROM digests WHERE created_at > $1),
			(SELECT count(*) FROM enquiries WHERE notice = 'digest' AND digest_uid IS NULL AND received_at <= $2)`,
			now.Add(-every), now.Add(-gathering(every))).Scan(&recent, &waiting)
		if err != nil || recent > 0 || waiting == 0 {
			return err
		}
		uid, at := NewID(), pgTime(now)
		if _, err := tx.Exec(ctx, `INSERT INTO digests (uid, created_at) VALUES ($1, $2)`, uid, at); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE enquiries SET digest_uid = $1 WHERE notice = 'digest' AND digest_uid IS NULL`, uid); err != nil {
			return err
		}
		made = true
		return insertPgDeliveries(ctx, tx, KindDigest, uid, channels, at)
	})
	return made, err
}

// Secret implements Store: read, and made in a write only the first time.
func (s *Postgres) Secret(ctx context.Context, name string) ([]byte, error) {
	var key []byte
	err := s.write(ctx, "reading a secret", func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `SELECT value FROM secrets WHERE name = $1`, name).Scan(&key)
		if !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
		fresh := make([]byte, 32)
		rand.Read(fresh) //nolint:errcheck // never fails (crypto/rand)
		if _, err := tx.Exec(ctx, `INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, name, fresh); err != nil {
			return err
		}
		return tx.QueryRow(ctx, `SELECT value FROM secrets WHERE name = $1`, name).Scan(&key)
	})
	return key, err
}

// write runs fn in a transaction; a database fault is reported as unavailable, an error of
// fn's own (ErrNotFound, ErrNotHeld) as it is.
func (s *Postgres) write(ctx context.Context, action string, fn func(pgx.Tx) error) error {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return err
	}
	defer cancel()
	if err := pgx.BeginFunc(ctx, s.pool, fn); err != nil {
		if errors.Is(err, ErrNotFound) || errors.Is(err, ErrNotHeld) {
			return err
		}
		return s.unavailable(action, err)
	}
	return nil
}
