package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strings"
	"time"

	"designo/enquiry"
)

// The SQLite store's outbox: the notifications of enquiries, claimed, marked and listed.

const selectDelivery = `SELECT d.id, d.kind, d.enquiry_uid, d.channel, d.state, d.attempts, d.created_at, d.pending_since,
	d.next_attempt_at, COALESCE(d.claimed_until, ''), COALESCE(d.delivered_at, ''), d.last_error FROM deliveries d`

func scanDelivery(row rowScanner) (enquiry.Delivery, error) {
	var d enquiry.Delivery
	var created, pending, next, claimed, delivered string
	if err := row.Scan(&d.ID, &d.Kind, &d.EnquiryID, &d.Channel, &d.State, &d.Attempts, &created, &pending, &next, &claimed, &delivered, &d.LastError); err != nil {
		return d, err
	}
	for _, t := range []struct {
		text string
		into *time.Time
	}{{created, &d.CreatedAt}, {pending, &d.PendingSince}, {next, &d.NextAttemptAt}, {claimed, &d.ClaimedUntil}, {delivered, &d.DeliveredAt}} {
		if t.text == "" {
			continue
		}
		parsed, err := time.Parse(timeLayout, t.text)
		if err != nil {
			return d, fmt.Errorf("delivery %d has a malformed time %q", d.ID, t.text)
		}
		*t.into = parsed
	}
	return d, nil
}

// Claim implements Store. The single writer connection serialises claims
// within the process, and the immediate transaction across processes.
func (s *Store) Claim(ctx context.Context, channel string, now time.Time, lease time.Duration, limit int) ([]enquiry.Delivery, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return nil, err
	}
	tx, err := db.writer.BeginTx(ctx, nil)
	if err != nil {
		return nil, s.fault(ctx, db, "claiming notifications", err)
	}
	defer tx.Rollback() // a no-op after Commit
	at := formatTime(now)
	rows, err := tx.QueryContext(ctx, `UPDATE deliveries SET claimed_until = ?, attempts = attempts + 1
		WHERE id IN (SELECT id FROM deliveries WHERE channel = ? AND state = 'pending' AND next_attempt_at <= ?
		             AND (claimed_until IS NULL OR claimed_until <= ?) ORDER BY next_attempt_at, id LIMIT ?)
		RETURNING id`, formatTime(now.Add(lease)), channel, at, at, limit)
	if err != nil {
		return nil, s.fault(ctx, db, "claiming notifications", err)
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return nil, s.fault(ctx, db, "claiming notifications", err)
		}
		ids = append(ids, id)
	}
	rows.Close()
	claimed := make([]enquiry.Delivery, 0, len(ids))
	for _, id := range ids {
		d, err := scanDelivery(tx.QueryRowContext(ctx, selectDelivery+` WHERE d.id = ?`, id))
		if err != nil {
			return nil, s.fault(ctx, db, "reading a claimed notification", err)
		}
		if d.Kind == enquiry.KindDigest {
			if d.Digest, err = readDigest(ctx, tx, d.EnquiryID); err != nil {
				return nil, s.fault(ctx, db, "reading a claimed notification's digest", err)
			}
		} else {
			e, err := scanEnquiry(tx.QueryRowContext(ctx, selectEnquiry+` WHERE uid = ?`, d.EnquiryID))
			if err != nil {
				return nil, s.fault(ctx, db, "reading a claimed notification's enquiry", err)
			}
			d.Enquiry = &e
		}
		claimed = append(claimed, d)
	}
	if err := tx.Commit(); err != nil {
		return nil, s.fault(ctx, db, "claiming notifications", err)
	}
	sort.Slice(claimed, func(i, j int) bool {
		if !claimed[i].NextAttemptAt.Equal(claimed[j].NextAttemptAt) {
			return claimed[i].NextAttemptAt.Before(claimed[j].NextAttemptAt)
		}
		return claimed[i].ID < claimed[j].ID
	})
	return claimed, nil
}

// MarkDelivered implements Store.
func (s *Store) MarkDelivered(ctx context.Context, id int64, now time.Time) error {
	return s.updatePending(ctx, id, `state = 'delivered', delivered_at = ?, claimed_until = NULL, last_error = ''`, formatTime(now))
}

// MarkFailed implements Store.
func (s *Store) MarkFailed(ctx context.Context, id int64, next time.Time, lastError string) error {
	return s.updatePending(ctx, id, `next_attempt_at = ?, claimed_until = NULL, last_error = ?`, formatTime(next), lastError)
}

// MarkGivenUp implements Store.
func (s *Store) MarkGivenUp(ctx context.Context, id int64, now time.Time, lastError string) error {
	return s.updatePending(ctx, id, `state = 'failed', claimed_until = NULL, last_error = ?`, lastError)
}

// updatePending changes a delivery that is still pending; one that is not
// (delivered by another worker, erased) is left alone. ErrNotFound when
// there is no such delivery at all.
func (s *Store) updatePending(ctx context.Context, id int64, set string, args ...any) error {
	db, err := s.conn(ctx)
	if err != nil {
		return err
	}
	result, err := db.writer.ExecContext(ctx, `UPDATE deliveries SET `+set+` WHERE id = ? AND state = 'pending'`, append(args, id)...)
	if err != nil {
		return s.fault(ctx, db, "updating a notification", err)
	}
	if n, _ := result.RowsAffected(); n == 0 {
		var exists bool
		if err := db.writer.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM deliveries WHERE id = ?)`, id).Scan(&exists); err != nil {
			return s.fault(ctx, db, "updating a notification", err)
		}
		if !exists {
			return fmt.Errorf("notification %d: %w", id, enquiry.ErrNotFound)
		}
	}
	return nil
}

// Deliveries implements Store.
func (s *Store) Deliveries(ctx context.Context, states ...enquiry.DeliveryState) ([]enquiry.Delivery, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return nil, err
	}
	query, args := selectDelivery, []any{}
	if len(states) > 0 {
		query += ` WHERE d.state IN (?` + strings.Repeat(`, ?`, len(states)-1) + `)`
		for _, state := range states {
			args = append(args, string(state))
		}
	}
	return queryAll(ctx, db.reader, "listing notifications", scanDelivery, query+` ORDER BY d.created_at, d.id`, args...)
}

// Retry implements Store.
func (s *Store) Retry(ctx context.Context, now time.Time, actor string, ids ...int64) (int, error) {
	if err := enquiry.CheckActor(actor); err != nil {
		return 0, err
	}
	at := formatTime(now)
	which, args := `state = 'failed'`, []any{}
	if len(ids) > 0 {
		which += ` AND id IN (?` + strings.Repeat(`, ?`, len(ids)-1) + `)`
		for _, id := range ids {
			args = append(args, id)
		}
	}
	var n int64
	err := s.write(ctx, "retrying notifications", func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO audit (at, actor, action, subject)
			SELECT ?, ?, printf(?, channel), enquiry_uid FROM deliveries WHERE `+which+` ORDER BY id`,
			append([]any{at, actor, enquiry.AuditRetried}, args...)...); err != nil {
			return err
		}
		result, err := tx.ExecContext(ctx, `UPDATE deliveries SET state = 'pending', attempts = 0, pending_since = ?, next_attempt_at = ?, claimed_until = NULL
			WHERE `+which, append([]any{at, at}, args...)...)
		if err != nil {
			return err
		}
		n, _ = result.RowsAffected()
		return nil
	})
	return int(n), err
}

// OutboxStatus implements Store.
func (s *Store) OutboxStatus(ctx context.Context) (enquiry.OutboxStatus, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return enquiry.OutboxStatus{}, err
	}
	var status enquiry.OutboxStatus
	var oldest string
	err = db.reader.QueryRowContext(ctx, `SELECT
		COALESCE(SUM(state = 'pending'), 0), COALESCE(SUM(state = 'failed'), 0),
		COALESCE(MIN(CASE WHEN state = 'pending' THEN pending_since END), '')
		FROM deliveries WHERE state != 'delivered'`).Scan(&status.Pending, &status.Failed, &oldest)
	if err != nil {
		return status, fmt.Errorf("%w: summing up notifications: %v", enquiry.ErrUnavailable, err)
	}
	var lastDigest string
	err = db.reader.QueryRowContext(ctx, `SELECT
		(SELECT COUNT(*) FROM enquiries WHERE notice = 'own' AND verdict = 'inbox' AND received_at > ?),
		(SELECT COUNT(*) FROM enquiries WHERE notice = 'digest' AND digest_uid IS NULL AND verdict <> 'inbox'),
		(SELECT COUNT(*) FROM enquiries WHERE notice = 'digest' AND digest_uid IS NULL AND verdict = 'inbox'),
		(SELECT COALESCE(MAX(created_at), '') FROM digests)`, formatTime(time.Now().Add(-time.Hour))).
		Scan(&status.OwnLastHour, &status.HeldWaiting, &status.OverBudget, &lastDigest)
	if err != nil {
		return status, fmt.Errorf("%w: summing up the budget: %v", enquiry.ErrUnavailable, err)
	}
	for _, t := range []struct {
		text string
		into *time.Time
	}{{oldest, &status.OldestPending}, {lastDigest, &status.LastDigest}} {
		if t.text == "" {
			continue
		}
		if *t.into, err = time.Parse(timeLayout, t.text); err != nil {
			return status, fmt.Errorf("%w: malformed time %q", enquiry.ErrUnavailable, t.text)
		}
	}
	return status, nil
}
