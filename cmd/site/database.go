package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"designo/enquiry"
)

// storeFlags say where enquiries live: in PostgreSQL when a database URL is given (several
// replicas sharing one inbox), otherwise in the SQLite file. Every command that touches
// enquiries takes the same two flags, so the agency's commands read the server's store.
type storeFlags struct {
	databaseURL string
	db          string
}

func addStoreFlags(fs *flag.FlagSet, s *storeFlags) {
	fs.StringVar(&s.databaseURL, "database-url", "",
		"PostgreSQL URL, postgres://user:password@host:5432/db?sslmode=verify-full; when set, enquiries and their notifications live there instead of the SQLite file; prefer the environment, flags show in ps")
	fs.StringVar(&s.db, "db", filepath.Join("var", "enquiries.db"), "SQLite file of enquiries, created when missing; unused with -database-url")
}

// String names the store for messages, without a password.
func (s storeFlags) String() string {
	if s.databaseURL != "" {
		return "PostgreSQL"
	}
	return "SQLite " + s.db
}

// open returns the server's store; nothing is connected yet (see Store.Ready).
func (s storeFlags) open(logger *slog.Logger) (enquiry.Store, error) {
	if s.databaseURL != "" {
		return enquiry.OpenPostgres(s.databaseURL, logger)
	}
	return enquiry.OpenSQLite(s.db, logger), nil
}

// openExisting opens the store for the agency's commands and checks that it answers. Reading
// must not create a SQLite database: a mistyped path would look like an empty inbox.
func (s storeFlags) openExisting(stderr io.Writer) (enquiry.Store, error) {
	if s.databaseURL == "" {
		if _, err := os.Stat(s.db); errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("no database at %s (set -db or SITE_DB to the server's, or -database-url / DATABASE_URL to its PostgreSQL)", s.db)
		}
	}
	store, err := s.open(slog.New(slog.NewTextHandler(stderr, nil)))
	if err != nil {
		return nil, err
	}
	if err := store.Ready(context.Background()); err != nil {
		store.Close()
		return nil, err
	}
	return store, nil
}

// runMigrate is `site migrate`: it brings the PostgreSQL schema up to date now, for a deploy
// that migrates before it starts replicas (they would otherwise migrate on first use, one at a
// time under an advisory lock). SQLite files are migrated when opened.
func runMigrate(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("site migrate", stderr, "site migrate [-database-url URL | -db path]")
	var where storeFlags
	addStoreFlags(fs, &where)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if where.databaseURL == "" {
		store := enquiry.OpenSQLite(where.db, slog.New(slog.NewTextHandler(stderr, nil)))
		defer store.Close()
		if err := store.Ready(ctx); err != nil {
			return fmt.Errorf("migrate: %w", err)
		}
		fmt.Fprintf(stdout, "SQLite %s: schema up to date\n", where.db)
		return nil
	}
	store, err := enquiry.OpenPostgres(where.databaseURL, slog.New(slog.NewTextHandler(stderr, nil)))
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer store.Close()
	from, to, err := store.Migrate(ctx)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	if from == to {
		fmt.Fprintf(stdout, "PostgreSQL %s: schema up to date (version %d)\n", store.Name(), to)
	} else {
		fmt.Fprintf(stdout, "PostgreSQL %s: schema migrated from version %s to %d\n", store.Name(), versionName(from), to)
	}
	return nil
}

func versionName(v int) string {
	if v == 0 {
		return "0 (empty)"
	}
	return strconv.Itoa(v)
}
