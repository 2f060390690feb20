package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"designo/enquiry"
	"designo/enquiry/internal/storesql"

	"github.com/google/uuid"
)

// The SQLite store's staff, sessions and audit trail (StaffStore). SQLite enforces no foreign
// keys here, so removing a staff member deletes their rows explicitly.

func sqliteRecord(ctx context.Context, tx *sql.Tx, e enquiry.AuditEntry) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO audit (at, actor, action, subject) VALUES (?, ?, ?, ?)`,
		formatTime(e.At), e.Actor, e.Action, e.Subject)
	return err
}

func parseOptionalTime(s sql.NullString) time.Time {
	if !s.Valid {
		return time.Time{}
	}
	t, _ := time.Parse(timeLayout, s.String)
	return t
}

const sqliteStaffColumns = `id, email, handle, invited_at`

func scanSQLiteStaff(row rowScanner, extra ...any) (enquiry.Staff, error) {
	var st enquiry.Staff
	var handle, invited string
	if err := row.Scan(append([]any{&st.ID, &st.Email, &handle, &invited}, extra...)...); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return st, enquiry.ErrNotFound
		}
		return st, err
	}
	st.Handle, _ = storesql.Base64.DecodeString(handle)
	st.InvitedAt, _ = time.Parse(timeLayout, invited)
	return st, nil
}

// Invite implements StaffStore.
func (s *Store) Invite(ctx context.Context, email, token string, now, expires time.Time, actor string) (enquiry.Staff, error) {
	email = enquiry.NormalizeEmail(email)
	var st enquiry.Staff
	err := s.write(ctx, "inviting "+email, func(tx *sql.Tx) error {
		var err error
		st, err = scanSQLiteStaff(tx.QueryRowContext(ctx, `SELECT `+sqliteStaffColumns+` FROM staff WHERE email = ?`, email))
		if errors.Is(err, enquiry.ErrNotFound) {
			st = enquiry.Staff{ID: uuid.NewString(), Email: email, Handle: enquiry.NewHandle(), InvitedAt: now.UTC()}
			_, err = tx.ExecContext(ctx, `INSERT INTO staff (id, email, handle, invited_at) VALUES (?, ?, ?, ?)`,
				st.ID, st.Email, storesql.Base64.EncodeToString(st.Handle), formatTime(now))
		}
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO staff_invitations (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			enquiry.HashToken(token), st.ID, formatTime(now), formatTime(expires)); err != nil {
			return err
		}
		return sqliteRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditInvited, Subject: email})
	})
	return st, err
}

// Invitation implements StaffStore.
func (s *Store) Invitation(ctx context.Context, token string, now time.Time) (enquiry.Staff, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return enquiry.Staff{}, err
	}
	st, err := scanSQLiteStaff(db.reader.QueryRowContext(ctx, `SELECT s.id, s.email, s.handle, s.invited_at
		FROM staff_invitations i JOIN staff s ON s.id = i.staff_id
		WHERE i.token_hash = ? AND i.used_at IS NULL AND i.expires_at > ?`, enquiry.HashToken(token), formatTime(now)))
	if err != nil && !errors.Is(err, enquiry.ErrNotFound) {
		return st, fmt.Errorf("%w: reading an invitation: %v", enquiry.ErrUnavailable, err)
	}
	return st, err
}

// Enrol implements StaffStore.
func (s *Store) Enrol(ctx context.Context, invitation string, key enquiry.Passkey, session string, now, sessionExpires time.Time) (enquiry.Staff, error) {
	var st enquiry.Staff
	err := s.write(ctx, "enrolling a passkey", func(tx *sql.Tx) error {
		var err error
		st, err = scanSQLiteStaff(tx.QueryRowContext(ctx, `SELECT s.id, s.email, s.handle, s.invited_at
			FROM staff_invitations i JOIN staff s ON s.id = i.staff_id
			WHERE i.token_hash = ? AND i.used_at IS NULL AND i.expires_at > ?`, enquiry.HashToken(invitation), formatTime(now)))
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE staff_invitations SET used_at = ? WHERE token_hash = ?`, formatTime(now), enquiry.HashToken(invitation)); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO staff_credentials (id, staff_id, data, created_at, last_used_at) VALUES (?, ?, ?, ?, ?)`,
			storesql.Base64.EncodeToString(key.ID), st.ID, string(key.Data), formatTime(now), formatTime(now)); err != nil {
			return err
		}
		if err := sqliteOpenSession(ctx, tx, st.ID, session, now, sessionExpires); err != nil {
			return err
		}
		return sqliteRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: st.Email, Action: enquiry.AuditPasskeyAdded})
	})
	return st, err
}

func sqliteOpenSession(ctx context.Context, tx *sql.Tx, staffID, token string, now, expires time.Time) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM staff_sessions WHERE expires_at <= ?`, formatTime(now)); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?)`,
		enquiry.HashToken(token), staffID, formatTime(now), formatTime(expires), formatTime(now))
	return err
}

// StaffByHandle implements StaffStore.
func (s *Store) StaffByHandle(ctx context.Context, handle []byte) (enquiry.Staff, []enquiry.Passkey, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return enquiry.Staff{}, nil, err
	}
	st, err := scanSQLiteStaff(db.reader.QueryRowContext(ctx, `SELECT `+sqliteStaffColumns+` FROM staff WHERE handle = ?`, storesql.Base64.EncodeToString(handle)))
	if errors.Is(err, enquiry.ErrNotFound) {
		return st, nil, err
	}
	if err != nil {
		return st, nil, fmt.Errorf("%w: reading staff: %v", enquiry.ErrUnavailable, err)
	}
	keys, err := queryAll(ctx, db.reader, "reading passkeys", func(row rowScanner) (enquiry.Passkey, error) {
		var id, data, created string
		var used sql.NullString
		err := row.Scan(&id, &data, &created, &used)
		key := enquiry.Passkey{StaffID: st.ID, Data: []byte(data), LastUsedAt: parseOptionalTime(used)}
		key.ID, _ = storesql.Base64.DecodeString(id)
		key.CreatedAt, _ = time.Parse(timeLayout, created)
		return key, err
	}, `SELECT id, data, created_at, last_used_at FROM staff_credentials WHERE staff_id = ? ORDER BY created_at`, st.ID)
	return st, keys, err
}

// SignIn implements StaffStore.
func (s *Store) SignIn(ctx context.Context, key enquiry.Passkey, session string, now, expires time.Time) (enquiry.Staff, error) {
	var st enquiry.Staff
	err := s.write(ctx, "signing in", func(tx *sql.Tx) error {
		var err error
		st, err = scanSQLiteStaff(tx.QueryRowContext(ctx, `SELECT s.id, s.email, s.handle, s.invited_at
			FROM staff_credentials c JOIN staff s ON s.id = c.staff_id WHERE c.id = ? AND s.id = ?`, storesql.Base64.EncodeToString(key.ID), key.StaffID))
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE staff_credentials SET data = ?, last_used_at = ? WHERE id = ?`,
			string(key.Data), formatTime(now), storesql.Base64.EncodeToString(key.ID)); err != nil {
			return err
		}
		if err := sqliteOpenSession(ctx, tx, st.ID, session, now, expires); err != nil {
			return err
		}
		return sqliteRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: st.Email, Action: enquiry.AuditSignedIn})
	})
	return st, err
}

// Session implements StaffStore.
func (s *Store) Session(ctx context.Context, token string, now time.Time) (enquiry.Staff, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return enquiry.Staff{}, err
	}
	var seen string
	st, err := scanSQLiteStaff(db.reader.QueryRowContext(ctx, `SELECT s.id, s.email, s.handle, s.invited_at, x.last_seen_at
		FROM staff_sessions x JOIN staff s ON s.id = x.staff_id WHERE x.token_hash = ? AND x.expires_at > ? AND x.last_seen_at > ?`,
		enquiry.HashToken(token), formatTime(now), formatTime(now.Add(-enquiry.SessionIdleLimit))), &seen)
	if err != nil {
		if !errors.Is(err, enquiry.ErrNotFound) {
			err = fmt.Errorf("%w: reading a session: %v", enquiry.ErrUnavailable, err)
		}
		return st, err
	}
	if seen < formatTime(now.Add(-enquiry.SessionTouchEvery)) {
		err = s.write(ctx, "noting a session's use", func(tx *sql.Tx) error {
			_, err := tx.ExecContext(ctx, `UPDATE staff_sessions SET last_seen_at = ? WHERE token_hash = ? AND last_seen_at < ?`,
				formatTime(now), enquiry.HashToken(token), formatTime(now))
			return err
		})
	}
	return st, err
}

// SignOut implements StaffStore.
func (s *Store) SignOut(ctx context.Context, token string, now time.Time) error {
	return s.write(ctx, "signing out", func(tx *sql.Tx) error {
		st, err := scanSQLiteStaff(tx.QueryRowContext(ctx, `SELECT s.id, s.email, s.handle, s.invited_at
			FROM staff_sessions x JOIN staff s ON s.id = x.staff_id WHERE x.token_hash = ?`, enquiry.HashToken(token)))
		if errors.Is(err, enquiry.ErrNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM staff_sessions WHERE token_hash = ?`, enquiry.HashToken(token)); err != nil {
			return err
		}
		return sqliteRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: st.Email, Action: enquiry.AuditSignedOut})
	})
}

// StaffList implements StaffStore.
func (s *Store) StaffList(ctx context.Context) ([]enquiry.Staff, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return nil, err
	}
	return queryAll(ctx, db.reader, "listing staff", func(row rowScanner) (enquiry.Staff, error) {
		var st enquiry.Staff
		var handle, invited string
		var seen sql.NullString
		err := row.Scan(&st.ID, &st.Email, &handle, &invited, &st.Passkeys, &seen)
		st.Handle, _ = storesql.Base64.DecodeString(handle)
		st.InvitedAt, _ = time.Parse(timeLayout, invited)
		st.LastSeen = parseOptionalTime(seen)
		return st, err
	}, `SELECT s.id, s.email, s.handle, s.invited_at,
			(SELECT count(*) FROM staff_credentials c WHERE c.staff_id = s.id),
			(SELECT max(last_used_at) FROM staff_credentials c WHERE c.staff_id = s.id)
		FROM staff s ORDER BY s.email`)
}

// RemoveStaff implements StaffStore.
func (s *Store) RemoveStaff(ctx context.Context, email string, now time.Time, actor string) error {
	email = enquiry.NormalizeEmail(email)
	return s.write(ctx, "removing "+email, func(tx *sql.Tx) error {
		var id string
		if err := tx.QueryRowContext(ctx, `SELECT id FROM staff WHERE email = ?`, email).Scan(&id); errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("staff %s: %w", email, enquiry.ErrNotFound)
		} else if err != nil {
			return err
		}
		for _, table := range []string{"staff_sessions", "staff_credentials", "staff_invitations"} {
			if _, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE staff_id = ?`, id); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM staff WHERE id = ?`, id); err != nil {
			return err
		}
		return sqliteRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditRemovedStaff, Subject: email})
	})
}

// BeginCeremony implements StaffStore.
func (s *Store) BeginCeremony(ctx context.Context, token string, c enquiry.Ceremony, now time.Time) error {
	return s.write(ctx, "starting a passkey ceremony", func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM staff_ceremonies WHERE expires_at <= ?`, formatTime(now)); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO staff_ceremonies (token_hash, kind, invitation, data, expires_at) VALUES (?, ?, ?, ?, ?)`,
			enquiry.HashToken(token), c.Kind, c.Invitation, string(c.Data), formatTime(c.Expires))
		return err
	})
}

// TakeCeremony implements StaffStore.
func (s *Store) TakeCeremony(ctx context.Context, token string, now time.Time) (enquiry.Ceremony, error) {
	var c enquiry.Ceremony
	err := s.write(ctx, "finishing a passkey ceremony", func(tx *sql.Tx) error {
		var data, expires string
		err := tx.QueryRowContext(ctx, `DELETE FROM staff_ceremonies WHERE token_hash = ? RETURNING kind, invitation, data, expires_at`,
			enquiry.HashToken(token)).Scan(&c.Kind, &c.Invitation, &data, &expires)
		if errors.Is(err, sql.ErrNoRows) {
			return enquiry.ErrNotFound
		}
		if err != nil {
			return err
		}
		c.Data = []byte(data)
		c.Expires, _ = time.Parse(timeLayout, expires)
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
	return s.write(ctx, "writing the audit trail", func(tx *sql.Tx) error { return sqliteRecord(ctx, tx, e) })
}

// AuditLog implements StaffStore.
func (s *Store) AuditLog(ctx context.Context, since time.Time) ([]enquiry.AuditEntry, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return nil, err
	}
	return queryAll(ctx, db.reader, "reading the audit trail", func(row rowScanner) (enquiry.AuditEntry, error) {
		var e enquiry.AuditEntry
		var at string
		err := row.Scan(&e.ID, &at, &e.Actor, &e.Action, &e.Subject)
		e.At, _ = time.Parse(timeLayout, at)
		return e, err
	}, `SELECT id, at, actor, action, subject FROM audit WHERE at >= ? ORDER BY at, id`, formatTime(since))
}

var _ enquiry.StaffStore = (*Store)(nil)
