package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"designo/enquiry"
	"designo/enquiry/internal/storesql"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// The PostgreSQL store's staff, sessions and audit trail (StaffStore).

func pgRecord(ctx context.Context, tx pgx.Tx, e enquiry.AuditEntry) error {
	_, err := tx.Exec(ctx, `INSERT INTO audit (at, actor, action, subject) VALUES ($1, $2, $3, $4)`, pgTime(e.At), e.Actor, e.Action, e.Subject)
	return err
}

const pgStaffColumns = `s.id, s.email, s.handle, s.invited_at`

func scanPgStaff(row pgx.Row, extra ...any) (enquiry.Staff, error) {
	var st enquiry.Staff
	var handle string
	if err := row.Scan(append([]any{&st.ID, &st.Email, &handle, &st.InvitedAt}, extra...)...); err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return st, enquiry.ErrNotFound
		}
		return st, err
	}
	st.Handle, _ = storesql.Base64.DecodeString(handle)
	st.InvitedAt = st.InvitedAt.UTC()
	return st, nil
}

func optionalTime(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return t.UTC()
}

// Invite implements StaffStore.
func (s *Store) Invite(ctx context.Context, email, token string, now, expires time.Time, actor string) (enquiry.Staff, error) {
	email = enquiry.NormalizeEmail(email)
	var st enquiry.Staff
	err := s.write(ctx, "inviting "+email, func(tx pgx.Tx) error {
		candidate := enquiry.Staff{ID: uuid.NewString(), Email: email, Handle: enquiry.NewHandle(), InvitedAt: pgTime(now)}
		if _, err := tx.Exec(ctx, `INSERT INTO staff (id, email, handle, invited_at) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING`,
			candidate.ID, candidate.Email, storesql.Base64.EncodeToString(candidate.Handle), candidate.InvitedAt); err != nil {
			return err
		}
		var err error
		if st, err = scanPgStaff(tx.QueryRow(ctx, `SELECT `+pgStaffColumns+` FROM staff s WHERE s.email = $1`, email)); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO staff_invitations (token_hash, staff_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
			enquiry.HashToken(token), st.ID, pgTime(now), pgTime(expires)); err != nil {
			return err
		}
		return pgRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditInvited, Subject: email})
	})
	return st, err
}

const pgUsableInvitation = `SELECT ` + pgStaffColumns + ` FROM staff_invitations i JOIN staff s ON s.id = i.staff_id
	WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > $2`

// Invitation implements StaffStore.
func (s *Store) Invitation(ctx context.Context, token string, now time.Time) (enquiry.Staff, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return enquiry.Staff{}, err
	}
	defer cancel()
	st, err := scanPgStaff(s.pool.QueryRow(ctx, pgUsableInvitation, enquiry.HashToken(token), now))
	if err != nil && !errors.Is(err, enquiry.ErrNotFound) {
		return st, s.unavailable("reading an invitation", err)
	}
	return st, err
}

// Enrol implements StaffStore.
func (s *Store) Enrol(ctx context.Context, invitation string, key enquiry.Passkey, session string, now, sessionExpires time.Time) (enquiry.Staff, error) {
	var st enquiry.Staff
	err := s.write(ctx, "enrolling a passkey", func(tx pgx.Tx) error {
		var err error
		// FOR UPDATE: two enrolments with one invitation at once take turns; the second finds it used.
		if st, err = scanPgStaff(tx.QueryRow(ctx, pgUsableInvitation+` FOR UPDATE OF i`, enquiry.HashToken(invitation), now)); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE staff_invitations SET used_at = $2 WHERE token_hash = $1`, enquiry.HashToken(invitation), pgTime(now)); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO staff_credentials (id, staff_id, data, created_at, last_used_at) VALUES ($1, $2, $3, $4, $4)`,
			storesql.Base64.EncodeToString(key.ID), st.ID, string(key.Data), pgTime(now)); err != nil {
			return err
		}
		if err := pgOpenSession(ctx, tx, st.ID, session, now, sessionExpires); err != nil {
			return err
		}
		return pgRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: st.Email, Action: enquiry.AuditPasskeyAdded})
	})
	return st, err
}

func pgOpenSession(ctx context.Context, tx pgx.Tx, staffID, token string, now, expires time.Time) error {
	if _, err := tx.Exec(ctx, `DELETE FROM staff_sessions WHERE expires_at <= $1`, pgTime(now)); err != nil {
		return err
	}
	_, err := tx.Exec(ctx, `INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $4, $3)`,
		enquiry.HashToken(token), staffID, pgTime(now), pgTime(expires))
	return err
}

// StaffByHandle implements StaffStore.
func (s *Store) StaffByHandle(ctx context.Context, handle []byte) (enquiry.Staff, []enquiry.Passkey, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return enquiry.Staff{}, nil, err
	}
	defer cancel()
	st, err := scanPgStaff(s.pool.QueryRow(ctx, `SELECT `+pgStaffColumns+` FROM staff s WHERE s.handle = $1`, storesql.Base64.EncodeToString(handle)))
	if errors.Is(err, enquiry.ErrNotFound) {
		return st, nil, err
	}
	if err != nil {
		return st, nil, s.unavailable("reading staff", err)
	}
	rows, err := s.pool.Query(ctx, `SELECT id, data, created_at, last_used_at FROM staff_credentials WHERE staff_id = $1 ORDER BY created_at`, st.ID)
	if err != nil {
		return st, nil, s.unavailable("reading passkeys", err)
	}
	keys, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (enquiry.Passkey, error) {
		var id, data string
		var used *time.Time
		key := enquiry.Passkey{StaffID: st.ID}
		if err := row.Scan(&id, &data, &key.CreatedAt, &used); err != nil {
			return key, err
		}
		key.ID, _ = storesql.Base64.DecodeString(id)
		key.Data, key.CreatedAt, key.LastUsedAt = []byte(data), key.CreatedAt.UTC(), optionalTime(used)
		return key, nil
	})
	if err != nil {
		return st, nil, s.unavailable("reading passkeys", err)
	}
	return st, keys, nil
}

// SignIn implements StaffStore.
func (s *Store) SignIn(ctx context.Context, key enquiry.Passkey, session string, now, expires time.Time) (enquiry.Staff, error) {
	var st enquiry.Staff
	err := s.write(ctx, "signing in", func(tx pgx.Tx) error {
		var err error
		if st, err = scanPgStaff(tx.QueryRow(ctx, `SELECT `+pgStaffColumns+` FROM staff_credentials c JOIN staff s ON s.id = c.staff_id
			WHERE c.id = $1 AND s.id = $2`, storesql.Base64.EncodeToString(key.ID), key.StaffID)); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE staff_credentials SET data = $2, last_used_at = $3 WHERE id = $1`,
			storesql.Base64.EncodeToString(key.ID), string(key.Data), pgTime(now)); err != nil {
			return err
		}
		if err := pgOpenSession(ctx, tx, st.ID, session, now, expires); err != nil {
			return err
		}
		return pgRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: st.Email, Action: enquiry.AuditSignedIn})
	})
	return st, err
}

// Session implements StaffStore.
func (s *Store) Session(ctx context.Context, token string, now time.Time) (enquiry.Staff, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return enquiry.Staff{}, err
	}
	defer cancel()
	var seen time.Time
	st, err := scanPgStaff(s.pool.QueryRow(ctx, `SELECT `+pgStaffColumns+`, x.last_seen_at FROM staff_sessions x JOIN staff s ON s.id = x.staff_id
		WHERE x.token_hash = $1 AND x.expires_at > $2 AND x.last_seen_at > $3`, enquiry.HashToken(token), pgTime(now), pgTime(now.Add(-enquiry.SessionIdleLimit))), &seen)
	if err != nil {
		if !errors.Is(err, enquiry.ErrNotFound) {
			err = s.unavailable("reading a session", err)
		}
		return st, err
	}
	if seen.Before(now.Add(-enquiry.SessionTouchEvery)) {
		if _, err := s.pool.Exec(ctx, `UPDATE staff_sessions SET last_seen_at = $1 WHERE token_hash = $2 AND last_seen_at < $1`,
			pgTime(now), enquiry.HashToken(token)); err != nil {
			return st, s.unavailable("noting a session's use", err)
		}
	}
	return st, nil
}

// SignOut implements StaffStore.
func (s *Store) SignOut(ctx context.Context, token string, now time.Time) error {
	return s.write(ctx, "signing out", func(tx pgx.Tx) error {
		var email string
		err := tx.QueryRow(ctx, `DELETE FROM staff_sessions x USING staff s WHERE x.token_hash = $1 AND s.id = x.staff_id RETURNING s.email`,
			enquiry.HashToken(token)).Scan(&email)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		return pgRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: email, Action: enquiry.AuditSignedOut})
	})
}

// StaffList implements StaffStore.
func (s *Store) StaffList(ctx context.Context) ([]enquiry.Staff, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return nil, err
	}
	defer cancel()
	rows, err := s.pool.Query(ctx, `SELECT `+pgStaffColumns+`,
			(SELECT count(*) FROM staff_credentials c WHERE c.staff_id = s.id),
			(SELECT max(last_used_at) FROM staff_credentials c WHERE c.staff_id = s.id)
		FROM staff s ORDER BY s.email`)
	if err != nil {
		return nil, s.unavailable("listing staff", err)
	}
	list, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (enquiry.Staff, error) {
		var seen *time.Time
		var n int64
		st, err := scanPgStaff(row, &n, &seen)
		st.Passkeys, st.LastSeen = int(n), optionalTime(seen)
		return st, err
	})
	if err != nil {
		return nil, s.unavailable("listing staff", err)
	}
	return list, nil
}

// RemoveStaff implements StaffStore; passkeys, invitations and sessions go with the member (ON
// DELETE CASCADE).
func (s *Store) RemoveStaff(ctx context.Context, email string, now time.Time, actor string) error {
	email = enquiry.NormalizeEmail(email)
	return s.write(ctx, "removing "+email, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `DELETE FROM staff WHERE email = $1`, email)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return fmt.Errorf("staff %s: %w", email, enquiry.ErrNotFound)
		}
		return pgRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditRemovedStaff, Subject: email})
	})
}

// BeginCeremony implements StaffStore.
func (s *Store) BeginCeremony(ctx context.Context, token string, c enquiry.Ceremony, now time.Time) error {
	return s.write(ctx, "starting a passkey ceremony", func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM staff_ceremonies WHERE expires_at <= $1`, pgTime(now)); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO staff_ceremonies (token_hash, kind, invitation, data, expires_at) VALUES ($1, $2, $3, $4, $5)`,
			enquiry.HashToken(token), c.Kind, c.Invitation, string(c.Data), pgTime(c.Expires))
		return err
	})
}

// TakeCeremony implements StaffStore.
func (s *Store) TakeCeremony(ctx context.Context, token string, now time.Time) (enquiry.Ceremony, error) {
	var c enquiry.Ceremony
	err := s.write(ctx, "finishing a passkey ceremony", func(tx pgx.Tx) error {
		var data string
		err := tx.QueryRow(ctx, `DELETE FROM staff_ceremonies WHERE token_hash = $1 RETURNING kind, invitation, data, expires_at`,
			enquiry.HashToken(token)).Scan(&c.Kind, &c.Invitation, &data, &c.Expires)
		if errors.Is(err, pgx.ErrNoRows) {
			return enquiry.ErrNotFound
		}
		if err != nil {
			return err
		}
		c.Data, c.Expires = []byte(data), c.Expires.UTC()
		if !c.Expires.After(now) {
			return enquiry.ErrNotFound
		}
		return nil
	})
	return c, err
}

// Record implements StaffStore.
func (s *Store) Record(ctx context.Context, e enquiry.AuditEntry) error {
	if e.At.IsZero() {
		e.At = time.Now()
	}
	return s.write(ctx, "writing the audit trail", func(tx pgx.Tx) error { return pgRecord(ctx, tx, e) })
}

// AuditLog implements StaffStore.
func (s *Store) AuditLog(ctx context.Context, since time.Time) ([]enquiry.AuditEntry, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return nil, err
	}
	defer cancel()
	rows, err := s.pool.Query(ctx, `SELECT id, at, actor, action, subject FROM audit WHERE at >= $1 ORDER BY at, id`, since)
	if err != nil {
		return nil, s.unavailable("reading the audit trail", err)
	}
	log, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (enquiry.AuditEntry, error) {
		var e enquiry.AuditEntry
		err := row.Scan(&e.ID, &e.At, &e.Actor, &e.Action, &e.Subject)
		e.At = e.At.UTC()
		return e, err
	})
	if err != nil {
		return nil, s.unavailable("reading the audit trail", err)
	}
	return log, nil
}

var _ enquiry.StaffStore = (*Store)(nil)
