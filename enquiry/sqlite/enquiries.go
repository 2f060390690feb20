package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"designo/enquiry"
	"designo/enquiry/internal/storesql"
)

// The SQLite store's enquiries: saving, reading and erasing them.

// Save implements Store.
func (s *Store) Save(ctx context.Context, e enquiry.Enquiry, route enquiry.Route, key string) (enquiry.Enquiry, bool, error) {
	e, err := e.ForSaving()
	if err != nil {
		return enquiry.Enquiry{}, false, err
	}
	db, err := s.conn(ctx)
	if err != nil {
		return enquiry.Enquiry{}, false, err
	}
	tx, err := db.writer.BeginTx(ctx, nil)
	if err != nil {
		return enquiry.Enquiry{}, false, s.fault(ctx, db, "saving an enquiry", err)
	}
	defer tx.Rollback() // a no-op after Commit
	if key != "" {
		first, err := scanEnquiry(tx.QueryRowContext(ctx, selectEnquiry+` WHERE idempotency_key = ?`, key))
		switch {
		case err == nil && enquiry.SameValues(first, e):
			return first, true, nil
		case err == nil:
			return enquiry.Enquiry{}, false, enquiry.ErrKeyReused
		case !errors.Is(err, enquiry.ErrNotFound):
			return enquiry.Enquiry{}, false, s.fault(ctx, db, "looking up an idempotency key", err)
		}
	}
	var keyValue any
	if key != "" {
		keyValue = key
	}
	now := time.Now()
	facts, err := sqliteFacts(ctx, tx, e, route)
	if err != nil {
		return enquiry.Enquiry{}, false, s.fault(ctx, db, "counting recent enquiries", err)
	}
	d := enquiry.Decide(e, route, facts)
	e = d.Enquiry
	var surgeValue, digestValue any
	if e.SurgeID != "" {
		surgeValue = e.SurgeID
	}
	if e.DigestID != "" {
		digestValue = e.DigestID
	}
	if err := sqliteSurge(ctx, tx, d, route); err != nil {
		return enquiry.Enquiry{}, false, s.fault(ctx, db, "recording a surge", err)
	}
	if _, err := tx.ExecContext(ctx,
		`INSERT INTO enquiries (uid, name, email, phone, message, received_at, via, idempotency_key, verdict, reasons, fingerprint, notice,
			likelihood, network, token_nonce, counted, surge_scope, surge_uid, digest_uid, digest_held, source)
		 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		e.ID, e.Name, e.Email, e.Phone, e.Message, formatTime(e.ReceivedAt), e.Via, keyValue,
		e.Verdict, storesql.ReasonsJSON(e.Reasons), e.Fingerprint, e.Notice,
		e.Likelihood, e.Network, e.TokenNonce, d.Counted, d.Scope, surgeValue, digestValue, e.DigestID != "" && e.Verdict != enquiry.VerdictInbox, e.Source); err != nil {
		return enquiry.Enquiry{}, false, s.fault(ctx, db, "saving an enquiry", err)
	}
	if e.Notice == enquiry.NoticeOwn {
		channels := route.Channels
		if route.Acknowledge {
			var sent bool
			if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM deliveries d JOIN enquiries e ON e.uid = d.enquiry_uid
				WHERE d.channel = ? AND d.kind = 'enquiry' AND lower(e.email) = lower(?) AND d.created_at > ?)`,
				enquiry.ChannelAcknowledgement, e.Email, formatTime(now.Add(-enquiry.AcknowledgeEvery))).Scan(&sent); err != nil {
				return enquiry.Enquiry{}, false, s.fault(ctx, db, "looking for an acknowledgement", err)
			}
			if !sent {
				channels = append(slices.Clone(channels), enquiry.ChannelAcknowledgement)
			}
		}
		if err := insertDeliveries(ctx, tx, e.ID, channels, formatTime(now)); err != nil {
			return enquiry.Enquiry{}, false, s.fault(ctx, db, "saving an enquiry's notification", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return enquiry.Enquiry{}, false, s.fault(ctx, db, "committing an enquiry", err)
	}
	return e, false, nil
}

// sqliteFacts reads what enquiry.Decide needs, inside Save's transaction, whose lock makes the counts and
// the insert one step for every process.
func sqliteFacts(ctx context.Context, tx *sql.Tx, e enquiry.Enquiry, route enquiry.Route) (enquiry.SaveFacts, error) {
	var f enquiry.SaveFacts
	if e.TokenNonce != "" {
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM enquiries WHERE token_nonce = ?`, e.TokenNonce).Scan(&f.TokenUses); err != nil {
			return f, err
		}
	}
	if route.HourlyBudget > 0 {
		err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM enquiries WHERE notice = 'own' AND verdict = 'inbox' AND received_at > ?`,
			formatTime(e.ReceivedAt.Add(-time.Hour))).Scan(&f.OwnLastHour)
		if err != nil {
			return f, err
		}
	}
	if route.Surge.Floor <= 0 || e.Verdict != enquiry.VerdictInbox {
		return f, nil
	}
	rule := route.Surge.WithDefaults()
	since, before := formatTime(e.ReceivedAt.Add(-rule.Window)), formatTime(e.ReceivedAt.Add(-enquiry.Baseline))
	var first sql.NullString
	err := tx.QueryRowContext(ctx, `SELECT
		(SELECT COUNT(*) FROM enquiries WHERE counted = 1 AND network = ? AND network <> '' AND received_at > ?),
		(SELECT COUNT(*) FROM enquiries WHERE counted = 1 AND surge_scope <> 'network' AND received_at > ?),
		(SELECT COUNT(*) FROM enquiries WHERE counted = 1 AND surge_scope = '' AND received_at > ? AND received_at <= ?),
		(SELECT MIN(received_at) FROM enquiries WHERE counted = 1 AND received_at > ?)`,
		e.Network, since, since, before, since, before).Scan(&f.Network, &f.All, &f.Usual, &first)
	if err != nil {
		return f, err
	}
	f.UsualSpan = rule.Window
	if first.Valid {
		if t, err := time.Parse(timeLayout, first.String); err == nil {
			f.UsualSpan = e.ReceivedAt.Add(-rule.Window).Sub(t)
		}
	}
	var started string
	err = tx.QueryRowContext(ctx, `SELECT uid, notice_uid, started_at FROM surges WHERE last_at > ? ORDER BY started_at DESC LIMIT 1`, since).
		Scan(&f.Surge.ID, &f.Surge.NoticeID, &started)
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return f, err
	default:
		if f.Surge.StartedAt, err = time.Parse(timeLayout, started); err != nil {
			return f, fmt.Errorf("surge %s has a malformed time %q", f.Surge.ID, started)
		}
	}
	return f, nil
}

// sqliteSurge writes a new surge with its notice (a digest whose deliveries are due once it has
// gathered the surge's first enquiries), or the open one's last enquiry.
func sqliteSurge(ctx context.Context, tx *sql.Tx, d enquiry.Saved, route enquiry.Route) error {
	at := formatTime(d.ReceivedAt)
	switch d.Step {
	case enquiry.SurgeJoin:
		_, err := tx.ExecContext(ctx, `UPDATE surges SET last_at = max(last_at, ?) WHERE uid = ?`, at, d.Surge.ID)
		return err
	case enquiry.SurgeStart:
		if _, err := tx.ExecContext(ctx, `INSERT INTO surges (uid, started_at, last_at, notice_uid, reason) VALUES (?, ?, ?, ?, ?)`,
			d.Surge.ID, formatTime(d.Surge.StartedAt), at, d.Surge.NoticeID, d.Surge.Reason); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO digests (uid, created_at, surge_uid) VALUES (?, ?, ?)`,
			d.Surge.NoticeID, formatTime(d.Surge.StartedAt), d.Surge.ID); err != nil {
			return err
		}
		due := formatTime(d.Surge.StartedAt.Add(route.Surge.WithDefaults().Gather))
		for _, channel := range route.Channels {
			if _, err := tx.ExecContext(ctx, `INSERT INTO deliveries (kind, enquiry_uid, channel, created_at, pending_since, next_attempt_at)
				VALUES ('digest', ?, ?, ?, ?, ?)`, d.Surge.NoticeID, channel, formatTime(d.Surge.StartedAt), due, due); err != nil {
				return err
			}
		}
	}
	return nil
}

// insertDeliveries queues a notification of enquiry uid on each channel, due at now.
func insertDeliveries(ctx context.Context, tx *sql.Tx, uid string, channels []string, now string) error {
	for _, channel := range channels {
		if _, err := tx.ExecContext(ctx,
			`INSERT INTO deliveries (enquiry_uid, channel, created_at, pending_since, next_attempt_at) VALUES (?, ?, ?, ?, ?)`,
			uid, channel, now, now, now); err != nil {
			return err
		}
	}
	return nil
}

const selectEnquiry = `SELECT uid, name, email, phone, message, received_at, via, verdict, reasons, fingerprint, notice,
	COALESCE(digest_uid, ''), likelihood, COALESCE(surge_uid, ''), COALESCE(owner, ''), COALESCE(owned_at, ''),
	COALESCE(replied_by, ''), COALESCE(replied_at, ''), COALESCE(handled_by, ''), COALESCE(handled_at, ''), source FROM enquiries`

type rowScanner interface{ Scan(dest ...any) error }

func scanEnquiry(row rowScanner) (enquiry.Enquiry, error) {
	var e enquiry.Enquiry
	var received, reasons, owned, replied, handled string
	if err := row.Scan(&e.ID, &e.Name, &e.Email, &e.Phone, &e.Message, &received, &e.Via,
		&e.Verdict, &reasons, &e.Fingerprint, &e.Notice, &e.DigestID, &e.Likelihood, &e.SurgeID,
		&e.Owner, &owned, &e.RepliedBy, &replied, &e.HandledBy, &handled, &e.Source); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return e, enquiry.ErrNotFound
		}
		return e, err
	}
	for _, t := range []struct {
		text string
		to   *time.Time
	}{{received, &e.ReceivedAt}, {owned, &e.OwnedAt}, {replied, &e.RepliedAt}, {handled, &e.HandledAt}} {
		if t.text == "" && t.to != &e.ReceivedAt {
			continue
		}
		var err error
		if *t.to, err = time.Parse(timeLayout, t.text); err != nil {
			return e, fmt.Errorf("enquiry %s has a malformed time %q", e.ID, t.text)
		}
	}
	if err := json.Unmarshal([]byte(reasons), &e.Reasons); err != nil {
		return e, fmt.Errorf("enquiry %s has malformed reasons %q", e.ID, reasons)
	}
	if len(e.Reasons) == 0 {
		e.Reasons = nil
	}
	return e, nil
}

// Get implements Store.
func (s *Store) Get(ctx context.Context, id string) (enquiry.Enquiry, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return enquiry.Enquiry{}, err
	}
	e, err := scanEnquiry(db.reader.QueryRowContext(ctx, selectEnquiry+` WHERE uid = ?`, id))
	if err != nil && !errors.Is(err, enquiry.ErrNotFound) {
		return e, fmt.Errorf("%w: reading enquiry %s: %v", enquiry.ErrUnavailable, id, err)
	}
	return e, err
}

// List implements Store.
func (s *Store) List(ctx context.Context, since time.Time, folders ...enquiry.Folder) ([]enquiry.Enquiry, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return nil, err
	}
	return queryAll(ctx, db.reader, "listing enquiries", scanEnquiry, selectEnquiry+` WHERE received_at >= ? AND `+
		storesql.FolderCondition(folders)+` ORDER BY `+storesql.ListOrder(folders, true), formatTime(since))
}

// Page implements Store.
func (s *Store) Page(ctx context.Context, folder enquiry.Folder, after string, limit int) (enquiry.FolderPage, error) {
	page := enquiry.FolderPage{}
	cond, ok := storesql.Folder(folder)
	if !ok {
		return page, fmt.Errorf("enquiry: no folder %q", folder)
	}
	db, err := s.conn(ctx)
	if err != nil {
		return page, err
	}
	// One read transaction: the count and the rows agree.
	tx, err := db.reader.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return page, fmt.Errorf("%w: reading a folder: %v", enquiry.ErrUnavailable, err)
	}
	defer tx.Rollback() //nolint:errcheck // read only
	keys := storesql.FolderKeys(folder, true)
	where, args := cond, []any{}
	if after != "" {
		var exists bool
		if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM enquiries WHERE uid = ?)`, after).Scan(&exists); err != nil {
			return page, fmt.Errorf("%w: reading a folder: %v", enquiry.ErrUnavailable, err)
		}
		if !exists {
			return page, fmt.Errorf("enquiry %s: %w", after, enquiry.ErrNotFound)
		}
		cursor := `(SELECT ` + keys + ` FROM enquiries WHERE uid = ?)`
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM enquiries WHERE `+cond+` AND (`+keys+`) >= `+cursor, after).Scan(&page.Skipped); err != nil {
			return page, fmt.Errorf("%w: reading a folder: %v", enquiry.ErrUnavailable, err)
		}
		where, args = cond+` AND (`+keys+`) < `+cursor, []any{after}
	}
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM enquiries WHERE `+cond).Scan(&page.Total); err != nil {
		return page, fmt.Errorf("%w: counting a folder: %v", enquiry.ErrUnavailable, err)
	}
	if page.Enquiries, err = queryAll(ctx, tx, "reading a folder", scanEnquiry,
		selectEnquiry+` WHERE `+where+` ORDER BY `+storesql.FolderOrder(folder, true)+` LIMIT ?`, append(args, limit+1)...); err != nil {
		return page, err
	}
	if len(page.Enquiries) > limit {
		page.Enquiries = page.Enquiries[:limit]
		page.Next = page.Enquiries[limit-1].ID
	}
	return page, nil
}

// Notifications implements Store.
func (s *Store) Notifications(ctx context.Context, id string) ([]enquiry.Delivery, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return nil, err
	}
	return queryAll(ctx, db.reader, "listing an enquiry's notifications", scanDelivery,
		selectDelivery+` WHERE d.kind = 'enquiry' AND d.enquiry_uid = ? ORDER BY d.id`, id)
}

// Delete implements Store.
func (s *Store) Delete(ctx context.Context, id string, now time.Time, actor string) error {
	if err := enquiry.CheckActor(actor); err != nil {
		return err
	}
	n, err := s.erase(ctx, now, actor, `uid = ?`, id)
	if err == nil && n == 0 {
		return fmt.Errorf("enquiry %s: %w", id, enquiry.ErrNotFound)
	}
	return err
}

// PurgeBefore implements Store.
func (s *Store) PurgeBefore(ctx context.Context, cutoff, now time.Time, actor string, folders ...enquiry.Folder) (erased, kept int, err error) {
	if err := enquiry.CheckActor(actor); err != nil {
		return 0, 0, err
	}
	db, err := s.conn(ctx)
	if err != nil {
		return 0, 0, err
	}
	before, old := formatTime(cutoff), `received_at < ? AND `+storesql.FolderCondition(folders)
	if err := db.reader.QueryRowContext(ctx, `SELECT COUNT(*) FROM enquiries WHERE `+old+` AND `+storesql.Undelivered, before).Scan(&kept); err != nil {
		return 0, 0, fmt.Errorf("%w: counting undelivered enquiries: %v", enquiry.ErrUnavailable, err)
	}
	erased, err = s.erase(ctx, now, actor, old+` AND NOT `+storesql.Undelivered, before)
	return erased, kept, err
}

// erase deletes the enquiries matching where, with their deliveries and notes, and writes a line of the
// audit trail for each, in one transaction.
func (s *Store) erase(ctx context.Context, now time.Time, actor, where string, arg any) (int, error) {
	var n int64
	err := s.write(ctx, "erasing enquiries", func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO audit (at, actor, action, subject)
			SELECT ?, ?, ?, uid FROM enquiries WHERE `+where+` ORDER BY received_at, id`, formatTime(now), actor, enquiry.AuditErased, arg); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM deliveries WHERE kind = 'enquiry' AND enquiry_uid IN (SELECT uid FROM enquiries WHERE `+where+`)`, arg); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM notes WHERE enquiry_uid IN (SELECT uid FROM enquiries WHERE `+where+`)`, arg); err != nil {
			return err
		}
		result, err := tx.ExecContext(ctx, `DELETE FROM enquiries WHERE `+where, arg)
		if err != nil {
			return err
		}
		n, _ = result.RowsAffected()
		return nil
	})
	return int(n), err
}

// Sources implements Store.
func (s *Store) Sources(ctx context.Context) ([]enquiry.SourceCount, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return nil, err
	}
	return queryAll(ctx, db.reader, "counting sources", func(row rowScanner) (enquiry.SourceCount, error) {
		var c enquiry.SourceCount
		return c, row.Scan(&c.Month, &c.Source, &c.Enquiries)
	}, `SELECT substr(received_at, 1, 7), source, count(*) FROM enquiries
		WHERE verdict = 'inbox' GROUP BY 1, 2 ORDER BY 1 DESC, 3 DESC, 2`)
}

// FromAddress implements Store.
func (s *Store) FromAddress(ctx context.Context, email string) ([]enquiry.Enquiry, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return nil, err
	}
	return queryAll(ctx, db.reader, "listing an address's enquiries", scanEnquiry,
		selectEnquiry+` WHERE `+storesql.SameAddress+` ORDER BY received_at DESC, id DESC`, strings.TrimSpace(email))
}

// Forget implements Store.
func (s *Store) Forget(ctx context.Context, email string, now time.Time, actor string) (int, error) {
	if err := enquiry.CheckActor(actor); err != nil {
		return 0, err
	}
	return s.erase(ctx, now, actor, storesql.SameAddress, strings.TrimSpace(email))
}

// Search implements Store, on the FTS5 index of migration 008.
func (s *Store) Search(ctx context.Context, query string, limit int) ([]enquiry.Enquiry, error) {
	words := enquiry.SearchWords(query)
	if len(words) == 0 || limit <= 0 {
		return nil, nil
	}
	db, err := s.conn(ctx)
	if err != nil {
		return nil, err
	}
	return queryAll(ctx, db.reader, "searching enquiries", scanEnquiry, selectEnquiry+` JOIN (SELECT rowid AS hit, rank FROM enquiries_search
		WHERE enquiries_search MATCH ? ORDER BY rank LIMIT ?) m ON m.hit = enquiries.id ORDER BY m.rank, received_at DESC`,
		storesql.SQLiteMatch(words), limit)
}
