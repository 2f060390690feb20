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
	"designo/enquiry/postgres"
	"designo/enquiry/sqlite"
	"designo/service"
)

// addStoreFlags declares where enquiries live, for every command that touches them: the same two
// flags, so that the agency's commands read the server's store.
func addStoreFlags(fs *flag.FlagSet, s *service.Store) {
	fs.StringVar(&s.DatabaseURL, "database-url", "",
		"PostgreSQL URL, postgres://user:password@host:5432/db?sslmode=verify-full; when set, enquiries and their notifications live there instead of the SQLite file; prefer the environment, flags show in ps")
	fs.StringVar(&s.DB, "db", filepath.Join("var", "enquiries.db"), "SQLite file of enquiries, created when missing; unused with -database-url")
}

// openExisting opens the store for the agency's commands and checks that it answers. Reading
// must not create a SQLite database: a mistyped path would look like an empty inbox.
func openExisting(s service.Store, stderr io.Writer) (enquiry.Store, error) {
	if s.DatabaseURL == "" {
		if _, err := os.Stat(s.DB); errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("no database at %s (set -db or SITE_DB to the server's, or -database-url / DATABASE_URL to its PostgreSQL)", s.DB)
		}
	}
	store, err := s.Open(slog.New(slog.NewTextHandler(stderr, nil)))
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
	var where service.Store
	addStoreFlags(fs, &where)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if where.DatabaseURL == "" {
		store := sqlite.Open(where.DB, slog.New(slog.NewTextHandler(stderr, nil)))
		defer store.Close()
		if err := store.Ready(ctx); err != nil {
			return fmt.Errorf("migrate: %w", err)
		}
		fmt.Fprintf(stdout, "SQLite %s: schema up to date\n", where.DB)
		return nil
	}
	store, err := postgres.Open(where.DatabaseURL, slog.New(slog.NewTextHandler(stderr, nil)))
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
