package postgres

import (
	"context"
	"fmt"

	"designo/enquiry/migrations"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// migrationLock is the advisory lock key held while migrating: any constant all replicas share
// ("designo" in ASCII).
const migrationLock int64 = 0x64657369676e6f

// Migrate brings the schema up to date now (`site migrate`) and reports the versions before and
// after. The site also does this on its first use of the database.
func (s *Store) Migrate(ctx context.Context) (from, to int, err error) {
	select {
	case s.migrating <- struct{}{}:
		defer func() { <-s.migrating }()
	case <-ctx.Done():
		return 0, 0, s.unavailable("waiting to migrate the database "+s.name, ctx.Err())
	}
	from, to, err = migratePostgres(ctx, s.pool)
	if err != nil {
		return from, to, s.unavailable("migrating the database "+s.name, err)
	}
	s.migrated.Store(true)
	return from, to, nil
}

// migratePostgres applies the embedded migrations newer than the database's schema_version, all
// in one transaction holding an advisory lock: replicas starting at once take turns, and the
// second finds the work done. PostgreSQL's DDL is transactional, so a failed migration leaves
// the schema as it was. A database whose version is newer than this build's newest migration
// is refused (ErrSchemaTooNew) rather than written with assumptions about an unknown schema.
func migratePostgres(ctx context.Context, pool *pgxpool.Pool) (from, to int, err error) {
	changes, err := migrations.Postgres()
	if err != nil {
		return 0, 0, err
	}
	latest := 0
	if len(changes) > 0 {
		latest = changes[len(changes)-1].Version
	}
	err = pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, migrationLock); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)`); err != nil {
			return err
		}
		if err := numberAsSQLite(ctx, tx); err != nil {
			return err
		}
		if err := tx.QueryRow(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_version`).Scan(&from); err != nil {
			return err
		}
		if from > latest {
			return fmt.Errorf("%w: it is at version %d, this build knows up to %d; deploy the newer build", migrations.ErrSchemaTooNew, from, latest)
		}
		to = from
		for _, m := range changes {
			if m.Version <= from {
				continue
			}
			if _, err := tx.Exec(ctx, m.SQL); err != nil {
				return fmt.Errorf("migration %s: %w", m.File, err)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO schema_version (version) VALUES ($1)`, m.Version); err != nil {
				return err
			}
			to = m.Version
		}
		return nil
	})
	return from, to, err
}

// numberAsSQLite moves a database migrated when PostgreSQL's migrations were numbered apart from
// SQLite's onto the shared numbers, once. Its 001 created what SQLite's 001 and 002 do, so its
// 002 to 010 were SQLite's 003 to 011: those versions move one up, and the empty 002 is recorded
// as applied. Table schema_numbered says it is done; a new database is created numbered.
func numberAsSQLite(ctx context.Context, tx pgx.Tx) error {
	var numbered bool
	if err := tx.QueryRow(ctx, `SELECT to_regclass('schema_numbered') IS NOT NULL`).Scan(&numbered); err != nil || numbered {
		return err
	}
	for _, statement := range []string{
		`UPDATE schema_version SET version = version + 1 WHERE version >= 2`,
		`INSERT INTO schema_version (version) SELECT 2 WHERE EXISTS (SELECT 1 FROM schema_version WHERE version > 2)`,
		`CREATE TABLE schema_numbered (since timestamptz NOT NULL DEFAULT now())`,
		`INSERT INTO schema_numbered DEFAULT VALUES`,
	} {
		if _, err := tx.Exec(ctx, statement); err != nil {
			return fmt.Errorf("numbering the schema's versions as SQLite's: %w", err)
		}
	}
	return nil
}
