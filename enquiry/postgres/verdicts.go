package postgres

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"time"

	"designo/enquiry"
	"designo/enquiry/internal/storesql"

	"github.com/jackc/pgx/v5"
)

// The PostgreSQL store's verdicts: releasing, marking, digests and the shared secrets.

// digestLock is the advisory lock key held while making a digest, so that replicas make one
// ("digest" in ASCII).
const digestLock int64 = 0x646967657374

// SameText implements Store.
func (s *Store) SameText(ctx context.Context, fingerprint, email string, since time.Time) (int, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return 0, err
	}
	defer cancel()
	var n int
	err = s.pool.QueryRow(ctx, `SELECT count(DISTINCT lower(email)) FROM (
		SELECT email FROM enquiries WHERE fingerprint = $1 AND received_at >= $2 ORDER BY received_at DESC LIMIT `+storesql.SameTextLooksAt+`) AS latest
		WHERE lower(email) <> lower($3)`, fingerprint, since, email).Scan(&n)
	if err != nil {
		return 0, s.unavailable("counting the same text", err)
	}
	return n, nil
}

// Release implements Store.
func (s *Store) Release(ctx context.Context, id string, channels []string, now time.Time, actor string) (queued []string, err error) {
	if err := enquiry.CheckActor(actor); err != nil {
		return nil, err
	}
	err = s.write(ctx, "releasing an enquiry", func(tx pgx.Tx) error {
		var verdict string
		if err := tx.QueryRow(ctx, `SELECT verdict FROM enquiries WHERE uid = $1 FOR UPDATE`, id).Scan(&verdict); err != nil {
			if errors.Is(err, pgx.ErrNoRows) {
				return fmt.Errorf("enquiry %s: %w", id, enquiry.ErrNotFound)
			}
			return err
		}
		if verdict == enquiry.VerdictInbox {
			return fmt.Errorf("enquiry %s: %w", id, enquiry.ErrNotHeld)
		}
		if _, err := tx.Exec(ctx, `UPDATE enquiries SET verdict = 'inbox', notice = 'own' WHERE uid = $1`, id); err != nil {
			return err
		}
		// As if it had just arrived, on each channel it was not told on already: an enquiry marked
		// spam after its notifications went out, then "Not spam", is not told twice.
		if channels == nil {
			channels = []string{}
		}
		rows, err := tx.Query(ctx, `INSERT INTO deliveries (kind, enquiry_uid, channel, created_at, pending_since, next_attempt_at)
			SELECT 'enquiry', $1, channel, $3, $3, $3 FROM unnest($2::text[]) WITH ORDINALITY AS c (channel, n) ORDER BY n
			ON CONFLICT (enquiry_uid, channel) DO NOTHING RETURNING channel`, id, channels, pgTime(now))
		if err != nil {
			return err
		}
		if queued, err = pgx.CollectRows(rows, pgx.RowTo[string]); err != nil {
			return err
		}
		return pgRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditReleased, Subject: id})
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
		`handled_by = COALESCE(handled_by, $3), handled_at = COALESCE(handled_at, $2)`, pgTime(now), actor)
}

// Take implements Store.
func (s *Store) Take(ctx context.Context, id, owner string, now time.Time, actor string) error {
	owner, entry, err := enquiry.Taking(id, owner, now, actor)
	if err != nil {
		return err
	}
	return s.write(ctx, "giving an enquiry an owner", func(tx pgx.Tx) error {
		var staff bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM staff WHERE email = $1)`, owner).Scan(&staff); err != nil {
			return err
		}
		if !staff {
			return fmt.Errorf("%s: %w", owner, enquiry.ErrNotStaff)
		}
		return actTx(ctx, tx, id, entry, `owner = $3, owned_at = $2`, pgTime(now), owner)
	})
}

// MarkReplied implements Store.
func (s *Store) MarkReplied(ctx context.Context, id string, now time.Time, actor string) error {
	return s.act(ctx, "marking an enquiry replied", id, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditMarkedReplied, Subject: id},
		`replied_by = $3, replied_at = $2, owner = COALESCE(owner, $3), owned_at = COALESCE(owned_at, $2)`, pgTime(now), actor)
}

// Reopen implements Store.
func (s *Store) Reopen(ctx context.Context, id string, now time.Time, actor string) error {
	return s.act(ctx, "reopening an enquiry", id, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditReopened, Subject: id},
		`handled_at = NULL, handled_by = NULL, replied_at = NULL, replied_by = NULL,
		owned_at = CASE WHEN owner IS NULL THEN $2 ELSE owned_at END, owner = COALESCE(owner, $3)`, pgTime(now), actor)
}

// Owned implements Store.
func (s *Store) Owned(ctx context.Context, owner string, limit int) ([]enquiry.Enquiry, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return nil, err
	}
	defer cancel()
	rows, err := s.pool.Query(ctx, pgSelectEnquiry+` WHERE owner = $1 AND handled_at IS NULL AND verdict = 'inbox'
		ORDER BY received_at DESC, uid DESC LIMIT $2`, enquiry.NormalizeEmail(owner), limit)
	if err != nil {
		return nil, s.unavailable("listing "+owner+"'s enquiries", err)
	}
	found, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (enquiry.Enquiry, error) { return scanPgEnquiry(row) })
	if err != nil {
		return nil, s.unavailable("listing "+owner+"'s enquiries", err)
	}
	return found, nil
}

// act sets columns of enquiry id ($1; set's own arguments from $2) and records entry in the same
// transaction; see actTx.
func (s *Store) act(ctx context.Context, action, id string, entry enquiry.AuditEntry, set string, args ...any) error {
	if err := enquiry.CheckActor(entry.Actor); err != nil {
		return err
	}
	return s.write(ctx, action, func(tx pgx.Tx) error { return actTx(ctx, tx, id, entry, set, args...) })
}

// actTx is act inside tx: ErrNotFound when there is no such enquiry, ErrNotInInbox when it is not
// in the inbox and the action moves it on a stage (enquiry.StageAction).
func actTx(ctx context.Context, tx pgx.Tx, id string, entry enquiry.AuditEntry, set string, args ...any) error {
	var verdict string
	if err := tx.QueryRow(ctx, `SELECT verdict FROM enquiries WHERE uid = $1 FOR UPDATE`, id).Scan(&verdict); err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("enquiry %s: %w", id, enquiry.ErrNotFound)
		}
		return err
	}
	if enquiry.StageAction(entry.Action) && verdict != enquiry.VerdictInbox {
		return fmt.Errorf("enquiry %s: %w", id, enquiry.ErrNotInInbox)
	}
	if _, err := tx.Exec(ctx, `UPDATE enquiries SET `+set+` WHERE uid = $1`, append([]any{id}, args...)...); err != nil {
		return err
	}
	return pgRecord(ctx, tx, entry)
}

// MakeDigest implements Store.
func (s *Store) MakeDigest(ctx context.Context, channels []string, now time.Time, every time.Duration) (made bool, err error) {
	err = s.write(ctx, "making a digest", func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, digestLock); err != nil {
			return err
		}
		var recent, waiting int
		err := tx.QueryRow(ctx, `SELECT
			(SELECT count(*) FROM digests WHERE created_at > $1 AND surge_uid IS NULL),
			(SELECT count(*) FROM enquiries WHERE notice = 'digest' AND digest_uid IS NULL AND received_at <= $2)`,
			now.Add(-every), now.Add(-enquiry.Gathering(every))).Scan(&recent, &waiting)
		if err != nil || recent > 0 || waiting == 0 {
			return err
		}
		uid, at := enquiry.NewID(), pgTime(now)
		if _, err := tx.Exec(ctx, `INSERT INTO digests (uid, created_at) VALUES ($1, $2)`, uid, at); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE enquiries SET digest_uid = $1, digest_held = (verdict <> 'inbox')
			WHERE notice = 'digest' AND digest_uid IS NULL`, uid); err != nil {
			return err
		}
		made = true
		return insertPgDeliveries(ctx, tx, enquiry.KindDigest, uid, channels, at)
	})
	return made, err
}

// RecordChannels implements Store.
func (s *Store) RecordChannels(ctx context.Context, channels []string, now time.Time) error {
	if channels == nil {
		channels = []string{}
	}
	return s.write(ctx, "recording the server's channels", func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO server_channels (id, channels, recorded_at) VALUES (1, $1, $2)
			ON CONFLICT (id) DO UPDATE SET channels = excluded.channels, recorded_at = excluded.recorded_at`, channels, pgTime(now))
		return err
	})
}

// ServerChannels implements Store.
func (s *Store) ServerChannels(ctx context.Context) ([]string, time.Time, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return nil, time.Time{}, err
	}
	defer cancel()
	var channels []string
	var at time.Time
	err = s.pool.QueryRow(ctx, `SELECT channels, recorded_at FROM server_channels WHERE id = 1`).Scan(&channels, &at)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, time.Time{}, fmt.Errorf("the server's notification channels: %w", enquiry.ErrNotFound)
	}
	if err != nil {
		return nil, time.Time{}, s.unavailable("reading the server's channels", err)
	}
	return channels, at.UTC(), nil
}

// Secret implements Store: read, and made in a write only the first time.
func (s *Store) Secret(ctx context.Context, name string) ([]byte, error) {
	var key []byte
	err := s.write(ctx, "reading a secret", func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `SELECT value FROM secrets WHERE name = $1`, name).Scan(&key)
		if !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
		fresh := make([]byte, 32)
		rand.Read(fresh) // never fails (crypto/rand)
		if _, err := tx.Exec(ctx, `INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, name, fresh); err != nil {
			return err
		}
		return tx.QueryRow(ctx, `SELECT value FROM secrets WHERE name = $1`, name).Scan(&key)
	})
	return key, err
}

// write runs fn in a transaction; a database fault is reported as unavailable, an error of
// fn's own (see enquiry.IsRefusal) as it is.
func (s *Store) write(ctx context.Context, action string, fn func(pgx.Tx) error) error {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return err
	}
	defer cancel()
	if err := pgx.BeginFunc(ctx, s.pool, fn); err != nil {
		if enquiry.IsRefusal(err) {
			return err
		}
		return s.unavailable(action, err)
	}
	return nil
}
