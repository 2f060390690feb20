// Package postgres keeps the enquiries in PostgreSQL, for several replicas sharing one inbox: Open
// returns its enquiry.Store.
package postgres

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"designo/enquiry"
	"designo/enquiry/internal/storesql"
	"designo/internal/redact"
)

// Store is the enquiry.Store in a PostgreSQL database, for several replicas sharing one inbox
// (DATABASE_URL). Connections come from a pool (pgxpool: pool_max_conns and the TLS options,
// sslmode, sslrootcert…, are read from the URL); every call is bounded by OpTimeout, so a
// database that is down or unreachable is reported within seconds instead of holding a visitor.
//
// Like SQLite it connects on first use and keeps trying on each later use: a site started while
// its database is down serves pages, refuses enquiries with a clear error and stores them once
// the database is back, without a restart. The schema is brought up to date on first use (see
// Migrate).
type Store struct {
	pool *pgxpool.Pool
	name string // the database's scheme and host, for messages (see redact.URL)
	// databaseURL is what the operator gave, secrets included: only to remove them from errors.
	databaseURL string
	log         *slog.Logger

	migrating chan struct{} // a lock that gives up with the caller's context
	migrated  atomic.Bool
}

// OpTimeout bounds each call to the database, connecting included.
const OpTimeout = 5 * time.Second

// Open prepares the store for the database at databaseURL (postgres://user:pass@host/db?…,
// or the key=value form). Only a malformed URL is an error: nothing is connected yet. A nil
// logger logs to slog.Default.
func Open(databaseURL string, logger *slog.Logger) (*Store, error) {
	if logger == nil {
		logger = slog.Default()
	}
	config, err := pgxpool.ParseConfig(databaseURL)
	if err != nil {
		// pgx's message may quote the URL, password included: name the problem without it.
		return nil, fmt.Errorf("the database URL %s cannot be used: %v", redact.URL(databaseURL), redact.Text(err.Error(), databaseURL))
	}
	if config.ConnConfig.ConnectTimeout == 0 {
		config.ConnConfig.ConnectTimeout = OpTimeout
	}
	pool, err := pgxpool.NewWithConfig(context.Background(), config)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", enquiry.ErrUnavailable, redact.Text(err.Error(), databaseURL))
	}
	return &Store{pool: pool, name: redact.URL(databaseURL), databaseURL: databaseURL, log: logger, migrating: make(chan struct{}, 1)}, nil
}

// Name is the database's scheme and host, fit to print.
func (s *Store) Name() string { return s.name }

// begin bounds a call by OpTimeout and makes sure the schema is up to date.
func (s *Store) begin(ctx context.Context) (context.Context, context.CancelFunc, error) {
	ctx, cancel := context.WithTimeout(ctx, OpTimeout)
	if err := s.ensureSchema(ctx); err != nil {
		cancel()
		return nil, nil, err
	}
	return ctx, cancel, nil
}

// ensureSchema migrates on first use. Callers wait for one another (one migration at a time)
// only as long as their own context allows, so a database that does not answer at start-up
// holds each request for its own timeout, not for the sum of those before it.
func (s *Store) ensureSchema(ctx context.Context) error {
	if s.migrated.Load() {
		return nil
	}
	_, _, err := s.Migrate(ctx)
	return err
}

// unavailable wraps a database error in ErrUnavailable, saying what was being done, without any
// secret of the connection string the driver's message may quote.
func (s *Store) unavailable(action string, err error) error {
	return redact.Error(fmt.Errorf("%w: %s: %w", enquiry.ErrUnavailable, action, err), s.databaseURL)
}

// Ready implements Store: the database answers, its schema is current, and
// it takes writes (not a standby, not read-only), all checked by one query
// that writes nothing, so that probes cost the database no write.
func (s *Store) Ready(ctx context.Context) error {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return err
	}
	defer cancel()
	var readOnly bool
	if err := s.pool.QueryRow(ctx, `SELECT current_setting('transaction_read_only') = 'on'`).Scan(&readOnly); err != nil {
		return s.unavailable("asking the database "+s.name, err)
	}
	if readOnly {
		return fmt.Errorf("%w: the database %s takes no writes (a standby, or default_transaction_read_only)", enquiry.ErrUnavailable, s.name)
	}
	return nil
}

// Save implements Store.
func (s *Store) Save(ctx context.Context, e enquiry.Enquiry, route enquiry.Route, key string) (enquiry.Enquiry, bool, error) {
	e, err := e.ForSaving()
	if err != nil {
		return enquiry.Enquiry{}, false, err
	}
	e.ReceivedAt = pgTime(e.ReceivedAt)
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return enquiry.Enquiry{}, false, err
	}
	defer cancel()
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return enquiry.Enquiry{}, false, s.unavailable("saving an enquiry", err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx)) // a no-op after Commit
	var keyValue *string
	if key != "" {
		keyValue = &key
	}
	// One save at a time across replicas, so that they share the budget, the surge and the
	// tokens; a repeat of a key waits here for the first save to commit (or roll back), even on
	// another replica, then inserts nothing.
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, pgBudgetLock); err != nil {
		return enquiry.Enquiry{}, false, s.unavailable("saving an enquiry", err)
	}
	now := pgTime(time.Now())
	facts, err := pgFacts(ctx, tx, e, route)
	if err != nil {
		return enquiry.Enquiry{}, false, s.unavailable("counting recent enquiries", err)
	}
	d := enquiry.Decide(e, route, facts)
	e = d.Enquiry
	if err := pgSurge(ctx, tx, d, route); err != nil {
		return enquiry.Enquiry{}, false, s.unavailable("recording a surge", err)
	}
	var rowID int64
	err = tx.QueryRow(ctx, `INSERT INTO enquiries (uid, name, email, phone, message, received_at, via, idempotency_key,
			verdict, reasons, fingerprint, notice, likelihood, network, token_nonce, counted, surge_scope, surge_uid, digest_uid, digest_held, source)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, NULLIF($18, ''), NULLIF($19, ''), $20, $21)
		ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
		e.ID, e.Name, e.Email, e.Phone, e.Message, e.ReceivedAt, e.Via, keyValue,
		e.Verdict, storesql.ReasonsJSON(e.Reasons), e.Fingerprint, e.Notice,
		e.Likelihood, e.Network, e.TokenNonce, d.Counted, d.Scope, e.SurgeID, e.DigestID, e.DigestID != "" && e.Verdict != enquiry.VerdictInbox, e.Source).Scan(&rowID)
	if errors.Is(err, pgx.ErrNoRows) {
		first, err := scanPgEnquiry(tx.QueryRow(ctx, pgSelectEnquiry+` WHERE idempotency_key = $1`, key))
		switch {
		case err == nil && enquiry.SameValues(first, e):
			return first, true, nil
		case err == nil:
			return enquiry.Enquiry{}, false, enquiry.ErrKeyReused
		default:
			return enquiry.Enquiry{}, false, s.unavailable("looking up an idempotency key", err)
		}
	}
	if err != nil {
		return enquiry.Enquiry{}, false, s.unavailable("saving an enquiry", err)
	}
	if e.Notice == enquiry.NoticeOwn {
		channels := route.Channels
		if route.Acknowledge {
			var sent bool
			if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM deliveries d JOIN enquiries e ON e.uid = d.enquiry_uid
				WHERE d.channel = $1 AND d.kind = 'enquiry' AND lower(e.email) = lower($2) AND d.created_at > $3)`,
				enquiry.ChannelAcknowledgement, e.Email, pgTime(now.Add(-enquiry.AcknowledgeEvery))).Scan(&sent); err != nil {
				return enquiry.Enquiry{}, false, s.unavailable("looking for an acknowledgement", err)
			}
			if !sent {
				channels = append(slices.Clone(channels), enquiry.ChannelAcknowledgement)
			}
		}
		if err := insertPgDeliveries(ctx, tx, enquiry.KindEnquiry, e.ID, channels, now); err != nil {
			return enquiry.Enquiry{}, false, s.unavailable("saving an enquiry's notifications", err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return enquiry.Enquiry{}, false, s.unavailable("committing an enquiry", err)
	}
	return e, false, nil
}

// pgTime is t as PostgreSQL keeps it: UTC, to the microsecond.
func pgTime(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

// pgBudgetLock is the advisory lock key held while counting the hour's notifications and
// saving, so that replicas saving at once share one budget ("budget" in ASCII).
const pgBudgetLock int64 = 0x627564676574

// pgFacts reads what enquiry.Decide needs, inside Save's transaction (under pgBudgetLock).
func pgFacts(ctx context.Context, tx pgx.Tx, e enquiry.Enquiry, route enquiry.Route) (enquiry.SaveFacts, error) {
	var f enquiry.SaveFacts
	if e.TokenNonce != "" {
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM enquiries WHERE token_nonce = $1`, e.TokenNonce).Scan(&f.TokenUses); err != nil {
			return f, err
		}
	}
	if route.HourlyBudget > 0 {
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM enquiries WHERE notice = 'own' AND verdict = 'inbox' AND received_at > $1`,
			e.ReceivedAt.Add(-time.Hour)).Scan(&f.OwnLastHour); err != nil {
			return f, err
		}
	}
	if route.Surge.Floor <= 0 || e.Verdict != enquiry.VerdictInbox {
		return f, nil
	}
	rule := route.Surge.WithDefaults()
	since, before := e.ReceivedAt.Add(-rule.Window), e.ReceivedAt.Add(-enquiry.Baseline)
	var first *time.Time
	err := tx.QueryRow(ctx, `SELECT
		(SELECT count(*) FROM enquiries WHERE counted AND network = $1 AND network <> '' AND received_at > $2),
		(SELECT count(*) FROM enquiries WHERE counted AND surge_scope <> 'network' AND received_at > $2),
		(SELECT count(*) FROM enquiries WHERE counted AND surge_scope = '' AND received_at > $3 AND received_at <= $2),
		(SELECT min(received_at) FROM enquiries WHERE counted AND received_at > $3)`,
		e.Network, since, before).Scan(&f.Network, &f.All, &f.Usual, &first)
	if err != nil {
		return f, err
	}
	f.UsualSpan = rule.Window
	if first != nil {
		f.UsualSpan = since.Sub(*first)
	}
	err = tx.QueryRow(ctx, `SELECT uid, notice_uid, started_at FROM surges WHERE last_at > $1 ORDER BY started_at DESC LIMIT 1`, since).
		Scan(&f.Surge.ID, &f.Surge.NoticeID, &f.Surge.StartedAt)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return f, err
	}
	f.Surge.StartedAt = f.Surge.StartedAt.UTC()
	return f, nil
}

// pgSurge writes a new surge with its notice, or the open one's last enquiry (see sqliteSurge).
func pgSurge(ctx context.Context, tx pgx.Tx, d enquiry.Saved, route enquiry.Route) error {
	switch d.Step {
	case enquiry.SurgeJoin:
		_, err := tx.Exec(ctx, `UPDATE surges SET last_at = greatest(last_at, $1) WHERE uid = $2`, d.ReceivedAt, d.Surge.ID)
		return err
	case enquiry.SurgeStart:
		started := pgTime(d.Surge.StartedAt)
		if _, err := tx.Exec(ctx, `INSERT INTO surges (uid, started_at, last_at, notice_uid, reason) VALUES ($1, $2, $3, $4, $5)`,
			d.Surge.ID, started, d.ReceivedAt, d.Surge.NoticeID, d.Surge.Reason); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO digests (uid, created_at, surge_uid) VALUES ($1, $2, $3)`, d.Surge.NoticeID, started, d.Surge.ID); err != nil {
			return err
		}
		if len(route.Channels) > 0 {
			_, err := tx.Exec(ctx, `INSERT INTO deliveries (kind, enquiry_uid, channel, created_at, pending_since, next_attempt_at)
				SELECT 'digest', $1, channel, $3, $4, $4 FROM unnest($2::text[]) AS channel`,
				d.Surge.NoticeID, route.Channels, started, started.Add(route.Surge.WithDefaults().Gather))
			return err
		}
	}
	return nil
}

// insertPgDeliveries queues a notification of uid (an enquiry or a digest) on each channel, due
// at now.
func insertPgDeliveries(ctx context.Context, tx pgx.Tx, kind, uid string, channels []string, now time.Time) error {
	if len(channels) == 0 {
		return nil
	}
	_, err := tx.Exec(ctx, `INSERT INTO deliveries (kind, enquiry_uid, channel, created_at, pending_since, next_attempt_at)
		SELECT $1, $2, channel, $4, $4, $4 FROM unnest($3::text[]) AS channel`,
		kind, uid, channels, now)
	return err
}

const pgSelectEnquiry = `SELECT uid, name, email, phone, message, received_at, via, verdict, reasons, fingerprint, notice,
	COALESCE(digest_uid, ''), likelihood, COALESCE(surge_uid, ''), COALESCE(owner, ''), owned_at,
	COALESCE(replied_by, ''), replied_at, COALESCE(handled_by, ''), handled_at, source FROM enquiries`

func scanPgEnquiry(row pgx.Row) (enquiry.Enquiry, error) {
	var e enquiry.Enquiry
	var owned, replied, handled *time.Time
	if err := row.Scan(&e.ID, &e.Name, &e.Email, &e.Phone, &e.Message, &e.ReceivedAt, &e.Via,
		&e.Verdict, &e.Reasons, &e.Fingerprint, &e.Notice, &e.DigestID, &e.Likelihood, &e.SurgeID,
		&e.Owner, &owned, &e.RepliedBy, &replied, &e.HandledBy, &handled, &e.Source); err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return e, enquiry.ErrNotFound
		}
		return e, err
	}
	e.ReceivedAt = e.ReceivedAt.UTC()
	for _, t := range []struct {
		from *time.Time
		to   *time.Time
	}{{owned, &e.OwnedAt}, {replied, &e.RepliedAt}, {handled, &e.HandledAt}} {
		if t.from != nil {
			*t.to = t.from.UTC()
		}
	}
	if len(e.Reasons) == 0 {
		e.Reasons = nil
	}
	return e, nil
}

// Get implements Store.
func (s *Store) Get(ctx context.Context, id string) (enquiry.Enquiry, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return enquiry.Enquiry{}, err
	}
	defer cancel()
	e, err := scanPgEnquiry(s.pool.QueryRow(ctx, pgSelectEnquiry+` WHERE uid = $1`, id))
	if err != nil && !errors.Is(err, enquiry.ErrNotFound) {
		return e, s.unavailable("reading enquiry "+id, err)
	}
	return e, err
}

// List implements Store.
func (s *Store) List(ctx context.Context, since time.Time, folders ...enquiry.Folder) ([]enquiry.Enquiry, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return nil, err
	}
	defer cancel()
	rows, err := s.pool.Query(ctx, pgSelectEnquiry+` WHERE received_at >= $1 AND `+storesql.FolderCondition(folders)+
		` ORDER BY `+storesql.ListOrder(folders, false), since)
	if err != nil {
		return nil, s.unavailable("listing enquiries", err)
	}
	enquiries, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (enquiry.Enquiry, error) { return scanPgEnquiry(row) })
	if err != nil {
		return nil, s.unavailable("listing enquiries", err)
	}
	return enquiries, nil
}

// Search implements Store, on the search column of migration 007.
func (s *Store) Search(ctx context.Context, query string, limit int) ([]enquiry.Enquiry, error) {
	words := enquiry.SearchWords(query)
	if len(words) == 0 || limit <= 0 {
		return nil, nil
	}
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return nil, err
	}
	defer cancel()
	rows, err := s.pool.Query(ctx, pgSelectEnquiry+`, to_tsquery('simple', $1) q WHERE search @@ q
		ORDER BY ts_rank(search, q) DESC, received_at DESC LIMIT $2`, storesql.PostgresMatch(words), limit)
	if err != nil {
		return nil, s.unavailable("searching enquiries", err)
	}
	found, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (enquiry.Enquiry, error) { return scanPgEnquiry(row) })
	if err != nil {
		return nil, s.unavailable("searching enquiries", err)
	}
	return found, nil
}

// Page implements Store.
func (s *Store) Page(ctx context.Context, folder enquiry.Folder, after string, limit int) (enquiry.FolderPage, error) {
	page := enquiry.FolderPage{}
	cond, ok := storesql.Folder(folder)
	if !ok {
		return page, fmt.Errorf("enquiry: no folder %q", folder)
	}
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return page, err
	}
	defer cancel()
	keys := storesql.FolderKeys(folder, false)
	err = pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{AccessMode: pgx.ReadOnly, IsoLevel: pgx.RepeatableRead}, func(tx pgx.Tx) error {
		where, args := cond, []any{}
		if after != "" {
			var exists bool
			if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM enquiries WHERE uid = $1)`, after).Scan(&exists); err != nil {
				return err
			}
			if !exists {
				return fmt.Errorf("enquiry %s: %w", after, enquiry.ErrNotFound)
			}
			cursor := `(SELECT ` + keys + ` FROM enquiries WHERE uid = $1)`
			if err := tx.QueryRow(ctx, `SELECT count(*) FROM enquiries WHERE `+cond+` AND (`+keys+`) >= `+cursor, after).Scan(&page.Skipped); err != nil {
				return err
			}
			where, args = cond+` AND (`+keys+`) < `+cursor, []any{after}
		}
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM enquiries WHERE `+cond).Scan(&page.Total); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, pgSelectEnquiry+` WHERE `+where+` ORDER BY `+storesql.FolderOrder(folder, false)+` LIMIT `+strconv.Itoa(limit+1), args...)
		if err != nil {
			return err
		}
		page.Enquiries, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (enquiry.Enquiry, error) { return scanPgEnquiry(row) })
		return err
	})
	if errors.Is(err, enquiry.ErrNotFound) {
		return page, err
	}
	if err != nil {
		return page, s.unavailable("reading a folder", err)
	}
	if len(page.Enquiries) > limit {
		page.Enquiries = page.Enquiries[:limit]
		page.Next = page.Enquiries[limit-1].ID
	}
	return page, nil
}

// Notifications implements Store.
func (s *Store) Notifications(ctx context.Context, id string) ([]enquiry.Delivery, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return nil, err
	}
	defer cancel()
	rows, err := s.pool.Query(ctx, `SELECT `+pgDeliveryColumns+` FROM deliveries d WHERE d.kind = 'enquiry' AND d.enquiry_uid = $1 ORDER BY d.id`, id)
	if err != nil {
		return nil, s.unavailable("listing an enquiry's notifications", err)
	}
	deliveries, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (enquiry.Delivery, error) { return scanPgDelivery(row) })
	if err != nil {
		return nil, s.unavailable("listing an enquiry's notifications", err)
	}
	return deliveries, nil
}

// Delete implements Store; the enquiry's deliveries go with it, and so does its idempotency key,
// a column of the enquiry.
func (s *Store) Delete(ctx context.Context, id string, now time.Time, actor string) error {
	if err := enquiry.CheckActor(actor); err != nil {
		return err
	}
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return err
	}
	defer cancel()
	var n int
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM deliveries WHERE kind = 'enquiry' AND enquiry_uid = $1`, id); err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, `DELETE FROM enquiries WHERE uid = $1`, id)
		if n = int(tag.RowsAffected()); err != nil || n == 0 {
			return err
		}
		return pgRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditErased, Subject: id})
	})
	if err != nil {
		return s.unavailable("erasing enquiries", err)
	}
	if n == 0 {
		return fmt.Errorf("enquiry %s: %w", id, enquiry.ErrNotFound)
	}
	return nil
}

// Sources implements Store.
func (s *Store) Sources(ctx context.Context) ([]enquiry.SourceCount, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return nil, err
	}
	defer cancel()
	rows, err := s.pool.Query(ctx, `SELECT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM'), source, count(*)::int FROM enquiries
		WHERE verdict = 'inbox' GROUP BY 1, 2 ORDER BY 1 DESC, 3 DESC, 2`)
	if err != nil {
		return nil, s.unavailable("counting sources", err)
	}
	counts, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (enquiry.SourceCount, error) {
		var c enquiry.SourceCount
		err := row.Scan(&c.Month, &c.Source, &c.Enquiries)
		return c, err
	})
	if err != nil {
		return nil, s.unavailable("counting sources", err)
	}
	return counts, nil
}

// FromAddress implements Store.
func (s *Store) FromAddress(ctx context.Context, email string) ([]enquiry.Enquiry, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return nil, err
	}
	defer cancel()
	rows, err := s.pool.Query(ctx, pgSelectEnquiry+` WHERE `+pgSameAddress+` ORDER BY received_at DESC, id DESC`, strings.TrimSpace(email))
	if err != nil {
		return nil, s.unavailable("listing an address's enquiries", err)
	}
	list, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (enquiry.Enquiry, error) { return scanPgEnquiry(row) })
	if err != nil {
		return nil, s.unavailable("listing an address's enquiries", err)
	}
	return list, nil
}

// pgSameAddress is sameAddress in PostgreSQL's numbering.
var pgSameAddress = strings.Replace(storesql.SameAddress, "?", "$1", 1)

// Forget implements Store: one statement, each erasure a line of the audit trail.
func (s *Store) Forget(ctx context.Context, email string, now time.Time, actor string) (int, error) {
	if err := enquiry.CheckActor(actor); err != nil {
		return 0, err
	}
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return 0, err
	}
	defer cancel()
	var n int
	err = s.pool.QueryRow(ctx, `WITH gone AS (DELETE FROM enquiries WHERE `+pgSameAddress+` RETURNING uid, received_at, id),
		notified AS (DELETE FROM deliveries WHERE kind = 'enquiry' AND enquiry_uid IN (SELECT uid FROM gone)),
		recorded AS (INSERT INTO audit (at, actor, action, subject) SELECT $2, $3, $4, uid FROM gone ORDER BY received_at, id)
		SELECT count(*) FROM gone`, strings.TrimSpace(email), pgTime(now), actor, enquiry.AuditErased).Scan(&n)
	if err != nil {
		return 0, s.unavailable("erasing an address's enquiries", err)
	}
	return n, nil
}

// PurgeBefore implements Store: one statement, so that what it counts as kept is what it left,
// and every erasure is a line of the audit trail.
func (s *Store) PurgeBefore(ctx context.Context, cutoff, now time.Time, actor string, folders ...enquiry.Folder) (erased, kept int, err error) {
	if err := enquiry.CheckActor(actor); err != nil {
		return 0, 0, err
	}
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return 0, 0, err
	}
	defer cancel()
	err = s.pool.QueryRow(ctx, `WITH old AS (
			SELECT uid, `+storesql.Undelivered+` AS undelivered
			FROM enquiries WHERE received_at < $1 AND `+storesql.FolderCondition(folders)+`),
		gone AS (DELETE FROM enquiries WHERE uid IN (SELECT uid FROM old WHERE NOT undelivered) RETURNING uid, received_at, id),
		notified AS (DELETE FROM deliveries WHERE kind = 'enquiry' AND enquiry_uid IN (SELECT uid FROM gone)),
		recorded AS (INSERT INTO audit (at, actor, action, subject) SELECT $2, $3, $4, uid FROM gone ORDER BY received_at, id)
		SELECT (SELECT count(*) FROM gone), (SELECT count(*) FROM old WHERE undelivered)`,
		cutoff, pgTime(now), actor, enquiry.AuditErased).Scan(&erased, &kept)
	if err != nil {
		return 0, 0, s.unavailable("erasing old enquiries", err)
	}
	return erased, kept, nil
}

const pgDeliveryColumns = `d.id, d.kind, d.enquiry_uid, d.channel, d.state, d.attempts, d.created_at, d.pending_since,
	d.next_attempt_at, d.claimed_until, d.delivered_at, d.last_error`

// scanPgDelivery reads pgDeliveryColumns, then into extra.
func scanPgDelivery(row pgx.Row, extra ...any) (enquiry.Delivery, error) {
	var d enquiry.Delivery
	var claimed, delivered *time.Time
	dest := append([]any{&d.ID, &d.Kind, &d.EnquiryID, &d.Channel, &d.State, &d.Attempts, &d.CreatedAt, &d.PendingSince,
		&d.NextAttemptAt, &claimed, &delivered, &d.LastError}, extra...)
	if err := row.Scan(dest...); err != nil {
		return d, err
	}
	d.CreatedAt, d.PendingSince, d.NextAttemptAt = d.CreatedAt.UTC(), d.PendingSince.UTC(), d.NextAttemptAt.UTC()
	if claimed != nil {
		d.ClaimedUntil = claimed.UTC()
	}
	if delivered != nil {
		d.DeliveredAt = delivered.UTC()
	}
	return d, nil
}

// Claim implements Store. Replicas claiming at once each lock different rows (FOR UPDATE SKIP
// LOCKED) instead of waiting for one another, and a row claimed by one is leased, so no other
// takes it until the lease runs out: delivered once normally, and again only after a worker died
// (or stalled past its lease) mid-delivery.
func (s *Store) Claim(ctx context.Context, channel string, now time.Time, lease time.Duration, limit int) ([]enquiry.Delivery, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return nil, err
	}
	defer cancel()
	rows, err := s.pool.Query(ctx, `WITH due AS (
			SELECT id FROM deliveries
			WHERE channel = $1 AND state = 'pending' AND next_attempt_at <= $2
			  AND (claimed_until IS NULL OR claimed_until <= $2)
			ORDER BY next_attempt_at, id
			LIMIT $4
			FOR UPDATE SKIP LOCKED)
		UPDATE deliveries d SET claimed_until = $3, attempts = d.attempts + 1
		FROM due WHERE d.id = due.id
		RETURNING `+pgDeliveryColumns,
		channel, now, now.Add(lease), limit)
	if err != nil {
		return nil, s.unavailable("claiming notifications", err)
	}
	claimed, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (enquiry.Delivery, error) { return scanPgDelivery(row) })
	if err != nil {
		return nil, s.unavailable("claiming notifications", err)
	}
	// What each tells of, read after the claim: an enquiry erased meanwhile leaves a delivery
	// that is sent with what is known (its id), as a deleted enquiry's pending rows are erased.
	for i := range claimed {
		if err := s.fill(ctx, &claimed[i]); err != nil {
			return nil, s.unavailable("reading a claimed notification", err)
		}
	}
	sort.Slice(claimed, func(i, j int) bool {
		if !claimed[i].NextAttemptAt.Equal(claimed[j].NextAttemptAt) {
			return claimed[i].NextAttemptAt.Before(claimed[j].NextAttemptAt)
		}
		return claimed[i].ID < claimed[j].ID
	})
	return claimed, nil
}

// fill reads what a claimed delivery tells of: its enquiry or its digest.
func (s *Store) fill(ctx context.Context, d *enquiry.Delivery) error {
	if d.Kind == enquiry.KindDigest {
		digest, err := s.readDigest(ctx, d.EnquiryID)
		d.Digest = digest
		return err
	}
	e, err := scanPgEnquiry(s.pool.QueryRow(ctx, pgSelectEnquiry+` WHERE uid = $1`, d.EnquiryID))
	if err != nil {
		return err
	}
	d.Enquiry = &e
	return nil
}

// MarkDelivered implements Store.
func (s *Store) MarkDelivered(ctx context.Context, id int64, now time.Time) error {
	return s.updatePending(ctx, id, `state = 'delivered', delivered_at = $2, claimed_until = NULL, last_error = ''`, now)
}

// MarkFailed implements Store.
func (s *Store) MarkFailed(ctx context.Context, id int64, next time.Time, lastError string) error {
	return s.updatePending(ctx, id, `next_attempt_at = $2, claimed_until = NULL, last_error = $3`, next, lastError)
}

// MarkGivenUp implements Store.
func (s *Store) MarkGivenUp(ctx context.Context, id int64, now time.Time, lastError string) error {
	return s.updatePending(ctx, id, `state = 'failed', claimed_until = NULL, last_error = $2`, lastError)
}

// updatePending changes a delivery ($1) that is still pending; one that is not (delivered by
// another worker, erased) is left alone. ErrNotFound when there is no such delivery at all.
func (s *Store) updatePending(ctx context.Context, id int64, set string, args ...any) error {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return err
	}
	defer cancel()
	tag, err := s.pool.Exec(ctx, `UPDATE deliveries SET `+set+` WHERE id = $1 AND state = 'pending'`, append([]any{id}, args...)...)
	if err != nil {
		return s.unavailable("updating a notification", err)
	}
	if tag.RowsAffected() == 0 {
		var exists bool
		if err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM deliveries WHERE id = $1)`, id).Scan(&exists); err != nil {
			return s.unavailable("updating a notification", err)
		}
		if !exists {
			return fmt.Errorf("notification %d: %w", id, enquiry.ErrNotFound)
		}
	}
	return nil
}

// Deliveries implements Store.
func (s *Store) Deliveries(ctx context.Context, states ...enquiry.DeliveryState) ([]enquiry.Delivery, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return nil, err
	}
	defer cancel()
	wanted := make([]string, 0, len(states)) // not nil: nil would be SQL NULL
	for _, state := range states {
		wanted = append(wanted, string(state))
	}
	rows, err := s.pool.Query(ctx, `SELECT `+pgDeliveryColumns+` FROM deliveries d
		WHERE cardinality($1::text[]) = 0 OR d.state = ANY ($1) ORDER BY d.created_at, d.id`, wanted)
	if err != nil {
		return nil, s.unavailable("listing notifications", err)
	}
	deliveries, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (enquiry.Delivery, error) { return scanPgDelivery(row) })
	if err != nil {
		return nil, s.unavailable("listing notifications", err)
	}
	return deliveries, nil
}

// Retry implements Store.
func (s *Store) Retry(ctx context.Context, now time.Time, actor string, ids ...int64) (int, error) {
	if err := enquiry.CheckActor(actor); err != nil {
		return 0, err
	}
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return 0, err
	}
	defer cancel()
	if ids == nil {
		ids = []int64{} // not nil: nil would be SQL NULL
	}
	var n int
	err = s.pool.QueryRow(ctx, `WITH retried AS (UPDATE deliveries
			SET state = 'pending', attempts = 0, pending_since = $1, next_attempt_at = $1, claimed_until = NULL
			WHERE state = 'failed' AND (cardinality($2::bigint[]) = 0 OR id = ANY ($2))
			RETURNING id, channel, enquiry_uid),
		recorded AS (INSERT INTO audit (at, actor, action, subject) SELECT $1, $3, format($4, channel), enquiry_uid FROM retried ORDER BY id)
		SELECT count(*) FROM retried`, pgTime(now), ids, actor, enquiry.AuditRetried).Scan(&n)
	if err != nil {
		return 0, s.unavailable("retrying notifications", err)
	}
	return n, nil
}

// OutboxStatus implements Store.
func (s *Store) OutboxStatus(ctx context.Context) (enquiry.OutboxStatus, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return enquiry.OutboxStatus{}, err
	}
	defer cancel()
	var status enquiry.OutboxStatus
	var oldest *time.Time
	err = s.pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE state = 'pending'), count(*) FILTER (WHERE state = 'failed'),
		min(pending_since) FILTER (WHERE state = 'pending') FROM deliveries WHERE state <> 'delivered'`).
		Scan(&status.Pending, &status.Failed, &oldest)
	if err != nil {
		return status, s.unavailable("summing up notifications", err)
	}
	if oldest != nil {
		status.OldestPending = oldest.UTC()
	}
	var lastDigest *time.Time
	err = s.pool.QueryRow(ctx, `SELECT
		(SELECT count(*) FROM enquiries WHERE notice = 'own' AND verdict = 'inbox' AND received_at > $1),
		(SELECT count(*) FROM enquiries WHERE notice = 'digest' AND digest_uid IS NULL AND verdict <> 'inbox'),
		(SELECT count(*) FROM enquiries WHERE notice = 'digest' AND digest_uid IS NULL AND verdict = 'inbox'),
		(SELECT max(created_at) FROM digests)`, time.Now().Add(-time.Hour)).
		Scan(&status.OwnLastHour, &status.HeldWaiting, &status.OverBudget, &lastDigest)
	if err != nil {
		return status, s.unavailable("summing up the budget", err)
	}
	if lastDigest != nil {
		status.LastDigest = lastDigest.UTC()
	}
	return status, nil
}

// Close closes the pool's connections.
func (s *Store) Close() error {
	s.pool.Close()
	return nil
}

var _ enquiry.Store = (*Store)(nil)

// readDigest reads a digest: its counts and, likeliest first, the lines it has room for (see
// Digest.bound).
func (s *Store) readDigest(ctx context.Context, uid string) (*enquiry.Digest, error) {
	d := enquiry.Digest{ID: uid}
	var started *time.Time
	var reason *string
	if err := s.pool.QueryRow(ctx, `SELECT d.created_at, s.started_at, s.reason FROM digests d LEFT JOIN surges s ON s.uid = d.surge_uid
		WHERE d.uid = $1`, uid).Scan(&d.CreatedAt, &started, &reason); err != nil {
		return nil, err
	}
	d.CreatedAt = d.CreatedAt.UTC()
	if started != nil && reason != nil {
		d.Surge = &enquiry.SurgeNotice{StartedAt: started.UTC(), Reason: *reason}
	}
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE NOT digest_held), count(*) FILTER (WHERE digest_held)
		FROM enquiries WHERE digest_uid = $1`, uid).Scan(&d.OverBudgetCount, &d.HeldCount); err != nil {
		return nil, err
	}
	for _, list := range []struct {
		into *[]enquiry.DigestLine
		held bool
	}{{&d.OverBudget, false}, {&d.Held, true}} {
		rows, err := s.pool.Query(ctx, `SELECT uid, name, email, left(message, 2000), received_at, likelihood, reasons FROM enquiries
			WHERE digest_uid = $1 AND digest_held = $2 ORDER BY likelihood DESC, received_at, id LIMIT `+strconv.Itoa(enquiry.DigestListed), uid, list.held)
		if err != nil {
			return nil, err
		}
		lines, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (enquiry.DigestLine, error) {
			var id, name, email, message string
			var received time.Time
			var likelihood int
			var reasons []string
			err := row.Scan(&id, &name, &email, &message, &received, &likelihood, &reasons)
			return enquiry.NewDigestLine(id, name, email, message, received.UTC(), likelihood, reasons), err
		})
		if err != nil {
			return nil, err
		}
		*list.into = lines
	}
	d.Bound()
	return &d, nil
}
