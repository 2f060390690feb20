package enquiry

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
)

// The SQLite store's staff, sessions and audit trail (StaffStore). SQLite enforces no foreign
// keys here, so removing a staff member deletes their rows explicitly.

var b64 = base64.RawURLEncoding

// newHandle is a WebAuthn user handle: 32 random bytes.
func newHandle() []byte { return []byte(rand.Text()) }

func sqliteRecord(ctx context.Context, tx *sql.Tx, e AuditEntry) error {
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

func scanSQLiteStaff(row rowScanner, extra ...any) (Staff, error) {
	var st Staff
	var handle, invited string
	if err := row.Scan(append([]any{&st.ID, &st.Email, &handle, &invited}, extra...)...); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return st, ErrNotFound
		}
		return st, err
	}
	st.Handle, _ = b64.DecodeString(handle)
	st.InvitedAt, _ = time.Parse(timeLayout, invited)
	return st, nil
}

// Invite implements StaffStore.
func (s *SQLite) Invite(ctx context.Context, email, token string, now, expires time.Time, actor string) (Staff, error) {
	email = NormalizeEmail(email)
	var st Staff
	err := s.write(ctx, "inviting "+email, func(tx *sql.Tx) error {
		var err error
		st, err = scanSQLiteStaff(tx.QueryRowContext(ctx, `SELECT `+sqliteStaffColumns+` FROM staff WHERE email = ?`, email))
		if errors.Is(err, ErrNotFound) {
			st = Staff{ID: uuid.NewString(), Email: email, Handle: newHandle(), InvitedAt: now.UTC()}
			_, err = tx.ExecContext(ctx, `INSERT INTO staff (id, email, handle, invited_at) VALUES (?, ?, ?, ?)`,
				st.ID, st.Email, b64.EncodeToString(st.Handle), formatTime(now))
		}
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO staff_invitations (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
			HashToken(token), st.ID, formatTime(now), formatTime(expires)); err != nil {
			return err
		}
		return sqliteRecord(ctx, tx, AuditEntry{At: now, Actor: actor, Action: AuditInvited, Subject: email})
	})
	return st, err
}

// Invitation implements StaffStore.
func (s *SQLite) Invitation(ctx context.Context, token string, now time.Time) (Staff, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return Staff{}, err
	}
	st, err := scanSQLiteStaff(db.reader.QueryRowContext(ctx, `SELECT s.id, s.email, s.handle, s.invited_at
		FROM staff_invitations i JOIN staff s ON s.id = i.staff_id
		WHERE i.token_hash = ? AND i.used_at IS NULL AND i.expires_at > ?`, HashToken(token), formatTime(now)))
	if err != nil && !errors.Is(err, ErrNotFound) {
		return st, fmt.Errorf("%w: reading an invitation: %v", ErrUnavailable, err)
	}
	return st, err
}

// Enrol implements StaffStore.
func (s *SQLite) Enrol(ctx context.Context, invitation string, key Passkey, session string, now, sessionExpires time.Time) (Staff, error) {
	var st Staff
	err := s.write(ctx, "enrolling a passkey", func(tx *sql.Tx) error {
		var err error
		st, err = scanSQLiteStaff(tx.QueryRowContext(ctx, `SELECT s.id, s.email, s.handle, s.invited_at
			FROM staff_invitations i JOIN staff s ON s.id = i.staff_id
			WHERE i.token_hash = ? AND i.used_at IS NULL AND i.expires_at > ?`, HashToken(invitation), formatTime(now)))
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE staff_invitations SET used_at = ? WHERE token_hash = ?`, formatTime(now), HashToken(invitation)); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO staff_credentials (id, staff_id, data, created_at, last_used_at) VALUES (?, ?, ?, ?, ?)`,
			b64.EncodeToString(key.ID), st.ID, string(key.Data), formatTime(now), formatTime(now)); err != nil {
			return err
		}
		if err := sqliteOpenSession(ctx, tx, st.ID, session, now, sessionExpires); err != nil {
			return err
		}
		return sqliteRecord(ctx, tx, AuditEntry{At: now, Actor: st.Email, Action: AuditPasskeyAdded})
	})
	return st, err
}

func sqliteOpenSession(ctx context.Context, tx *sql.Tx, staffID, token string, now, expires time.Time) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM staff_sessions WHERE expires_at <= ?`, formatTime(now)); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?)`,
		HashToken(token), staffID, formatTime(now), formatTime(expires), formatTime(now))
	return err
}

// StaffByHandle implements StaffStore.
func (s *SQLite) StaffByHandle(ctx context.Context, handle []byte) (Staff, []Passkey, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return Staff{}, nil, err
	}
	st, err := scanSQLiteStaff(db.reader.QueryRowContext(ctx, `SELECT `+sqliteStaffColumns+` FROM staff WHERE handle = ?`, b64.EncodeToString(handle)))
	if errors.Is(err, ErrNotFound) {
		return st, nil, err
	}
	if err != nil {
		return st, nil, fmt.Errorf("%w: reading staff: %v", ErrUnavailable, err)
	}
	rows, err := db.reader.QueryContext(ctx, `SELECT id, data, created_at, last_used_at FROM staff_credentials WHERE staff_id = ? ORDER BY created_at`, st.ID)
	if err != nil {
		return st, nil, fmt.Errorf("%w: reading passkeys: %v", ErrUnavailable, err)
	}
	defer rows.Close()
	var keys []Passkey
	for rows.Next() {
		var id, data, created string
		var used sql.NullString
		if err := rows.Scan(&id, &data, &created, &used); err != nil {
			return st, nil, fmt.Errorf("%w: reading passkeys: %v", ErrUnavailable, err)
		}
		key := Passkey{StaffID: st.ID, Data: []byte(data), LastUsedAt: parseOptionalTime(used)}
		key.ID, _ = b64.DecodeString(id)
		key.CreatedAt, _ = time.Parse(timeLayout, created)
		keys = append(keys, key)
	}
	if err := rows.Err(); err != nil {
		return st, nil, fmt.Errorf("%w: reading passkeys: %v", ErrUnavailable, err)
	}
	return st, keys, nil
}

// SignIn implements StaffStore.
func (s *SQLite) SignIn(ctx context.Context, key Passkey, session string, now, expires time.Time) (Staff, error) {
	var st Staff
	err := s.write(ctx, "signing in", func(tx *sql.Tx) error {
		var err error
		st, err = scanSQLiteStaff(tx.QueryRowContext(ctx, `SELECT s.id, s.email, s.handle, s.invited_at
			FROM staff_credentials c JOIN staff s ON s.id = c.staff_id WHERE c.id = ? AND s.id = ?`, b64.EncodeToString(key.ID), key.StaffID))
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE staff_credentials SET data = ?, last_used_at = ? WHERE id = ?`,
			string(key.Data), formatTime(now), b64.EncodeToString(key.ID)); err != nil {
			return err
		}
		if err := sqliteOpenSession(ctx, tx, st.ID, session, now, expires); err != nil {
			return err
		}
		return sqliteRecord(ctx, tx, AuditEntry{At: now, Actor: st.Email, Action: AuditSignedIn})
	})
	return st, err
}

// Session implements StaffStore.
func (s *SQLite) Session(ctx context.Context, token string, now time.Time) (Staff, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return Staff{}, err
	}
	var seen string
	st, err := scanSQLiteStaff(db.reader.QueryRowContext(ctx, `SELECT s.id, s.email, s.handle, s.invited_at, x.last_seen_at
		FROM staff_sessions x JOIN staff s ON s.id = x.staff_id WHERE x.token_hash = ? AND x.expires_at > ? AND x.last_seen_at > ?`,
		HashToken(token), formatTime(now), formatTime(now.Add(-SessionIdleLimit))), &seen)
	if err != nil {
		if !errors.Is(err, ErrNotFound) {
			err = fmt.Errorf("%w: reading a session: %v", ErrUnavailable, err)
		}
		return st, err
	}
	if seen < formatTime(now.Add(-sessionTouchEvery)) {
		err = s.write(ctx, "noting a session's use", func(tx *sql.Tx) error {
			_, err := tx.ExecContext(ctx, `UPDATE staff_sessions SET last_seen_at = ? WHERE token_hash = ? AND last_seen_at < ?`,
				formatTime(now), HashToken(token), formatTime(now))
			return err
		})
	}
	return st, err
}

// SignOut implements StaffStore.
func (s *SQLite) SignOut(ctx context.Context, token string, now time.Time) error {
	return s.write(ctx, "signing out", func(tx *sql.Tx) error {
		st, err := scanSQLiteStaff(tx.QueryRowContext(ctx, `SELECT s.id, s.email, s.handle, s.invited_at
			FROM staff_sessions x JOIN staff s ON s.id = x.staff_id WHERE x.token_hash = ?`, HashToken(token)))
		if errors.Is(err, ErrNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM staff_sessions WHERE token_hash = ?`, HashToken(token)); err != nil {
			return err
		}
		return sqliteRecord(ctx, tx, AuditEntry{At: now, Actor: st.Email, Action: AuditSignedOut})
	})
}

// StaffList implements StaffStore.
func (s *SQLite) StaffList(ctx context.Context) ([]Staff, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := db.reader.QueryContext(ctx, `SELECT s.id, s.email, s.handle, s.invited_at,
			(SELECT count(*) FROM staff_credentials c WHERE c.staff_id = s.id),
			(SELECT max(last_used_at) FROM staff_credentials c WHERE c.staff_id = s.id)
		FROM staff s ORDER BY s.email`)
	if err != nil {
		return nil, fmt.Errorf("%w: listing staff: %v", ErrUnavailable, err)
	}
	defer rows.Close()
	var list []Staff
	for rows.Next() {
		var st Staff
		var handle, invited string
		var seen sql.NullString
		if err := rows.Scan(&st.ID, &st.Email, &handle, &invited, &st.Passkeys, &seen); err != nil {
			return nil, fmt.Errorf("%w: listing staff: %v", ErrUnavailable, err)
		}
		st.Handle, _ = b64.DecodeString(handle)
		st.InvitedAt, _ = time.Parse(timeLayout, invited)
		st.LastSeen = parseOptionalTime(seen)
		list = append(list, st)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%w: listing staff: %v", ErrUnavailable, err)
	}
	return list, nil
}

// RemoveStaff implements StaffStore.
func (s *SQLite) RemoveStaff(ctx context.Context, email string, now time.Time, actor string) error {
	email = NormalizeEmail(email)
	return s.write(ctx, "removing "+email, func(tx *sql.Tx) error {
		var id string
		if err := tx.QueryRowContext(ctx, `SELECT id FROM staff WHERE email = ?`, email).Scan(&id); errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("staff %s: %w", email, ErrNotFound)
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
		return sqliteRecord(ctx, tx, AuditEntry{At: now, Actor: actor, Action: AuditRemovedStaff, Subject: email})
	})
}

// BeginCeremony implements StaffStore.
func (s *SQLite) BeginCeremony(ctx context.Context, token string, c Ceremony, now time.Time) error {
	return s.write(ctx, "starting a passkey ceremony", func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM staff_ceremonies WHERE expires_at <= ?`, formatTime(now)); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO staff_ceremonies (token_hash, kind, invitation, data, expires_at) VALUES (?, ?, ?, ?, ?)`,
			HashToken(token), c.Kind, c.Invitation, string(c.Data), formatTime(c.Expires))
		return err
	})
}

// TakeCeremony implements StaffStore.
func (s *SQLite) TakeCeremony(ctx context.Context, token string, now time.Time) (Ceremony, error) {
	var c Ceremony
	err := s.write(ctx, "finishing a passkey ceremony", func(tx *sql.Tx) error {
		var data, expires string
		err := tx.QueryRowContext(ctx, `DELETE FROM staff_ceremonies WHERE token_hash = ? RETURNING kind, invitation, data, expires_at`,
			HashToken(token)).Scan(&c.Kind, &c.Invitation, &data, &expires)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		c.Data = []byte(data)
		c.Expires, _ = time.Parse(timeLayout, expires)
		if !c.Expires.After(now) {
			return ErrNotFound
		}
		return nil
	})
	return c, err
}

// Record implements StaffStore.
func (s *SQLite) Record(ctx context.Context, e AuditEntry) error {
	if e.At.IsZero() {
		e.At = time.Now()
	}
	return s.write(ctx, "writing the audit trail", func(tx *sql.Tx) error { return sqliteRecord(ctx, tx, e) })
}

// AuditLog implements StaffStore.
func (s *SQLite) AuditLog(ctx context.Context, since time.Time) ([]AuditEntry, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := db.reader.QueryContext(ctx, `SELECT id, at, actor, action, subject FROM audit WHERE at >= ? ORDER BY at, id`, formatTime(since))
	if err != nil {
		return nil, fmt.Errorf("%w: reading the audit trail: %v", ErrUnavailable, err)
	}
	defer rows.Close()
	var log []AuditEntry
	for rows.Next() {
		var e AuditEntry
		var at string
		if err := rows.Scan(&e.ID, &at, &e.Actor, &e.Action, &e.Subject); err != nil {
			return nil, fmt.Errorf("%w: reading the audit trail: %v", ErrUnavailable, err)
		}
		e.At, _ = time.Parse(timeLayout, at)
		log = append(log, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%w: reading the audit trail: %v", ErrUnavailable, err)
	}
	return log, nil
}

var _ StaffStore = (*SQLite)(nil)
