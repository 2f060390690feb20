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
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"designo/enquiry"
	"designo/server"
)

// enquiryConfig is how the server receives enquiries: flags, with environment
// variables as defaults.
type enquiryConfig struct {
	db            string
	notifyWebhook string
	notifySecret  string
	ratePerMinute int
	rateBurst     int
}

func defaultDBPath() string {
	if path := os.Getenv("SITE_DB"); path != "" {
		return path
	}
	return filepath.Join("var", "enquiries.db")
}

func envInt(key string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(key)); err == nil {
		return v
	}
	return def
}

// addEnquiryFlags adds the serve command's enquiry flags to flags.
func addEnquiryFlags(flags *flag.FlagSet, cfg *enquiryConfig) {
	flags.StringVar(&cfg.db, "db", defaultDBPath(), "SQLite file of enquiries, created when missing (env SITE_DB)")
	flags.StringVar(&cfg.notifyWebhook, "notify-webhook", os.Getenv("SITE_NOTIFY_WEBHOOK"),
		"POST each stored enquiry as JSON to this URL, in the background (env SITE_NOTIFY_WEBHOOK)")
	flags.StringVar(&cfg.notifySecret, "notify-secret", os.Getenv("SITE_NOTIFY_SECRET"),
		"sign webhook requests with this Standard Webhooks secret, whsec_<base64>; prefer the environment, flags show in ps (env SITE_NOTIFY_SECRET)")
	flags.IntVar(&cfg.ratePerMinute, "contact-rate", envInt("SITE_CONTACT_RATE", 5),
		"enquiries a minute accepted from one client; 0 turns the limit off (env SITE_CONTACT_RATE)")
	flags.IntVar(&cfg.rateBurst, "contact-burst", envInt("SITE_CONTACT_BURST", 5),
		"enquiries one client may send at once before the per-minute rate applies (env SITE_CONTACT_BURST)")
}

// openContact prepares the contact form's store, notifier and rate limit.
// A database that cannot be opened yet is logged, not fatal: the pages are
// served, enquiries are answered 503, and the store opens once it can. The
// returned stop function ends the notifier and closes the store; call it
// after the HTTP server has shut down.
func openContact(cfg enquiryConfig, logger *slog.Logger) (server.ContactOptions, func(), error) {
	ctx, cancel := context.WithCancel(context.Background())
	store := enquiry.OpenSQLite(cfg.db, logger)
	if err := store.Ready(ctx); err != nil {
		logger.Error("enquiry database unavailable; the contact form answers 503 until it can be opened", "db", cfg.db, "err", err)
	}
	opts := server.ContactOptions{Store: store, RateLimit: server.NewRateLimiter(cfg.ratePerMinute, cfg.rateBurst)}
	var notifying sync.WaitGroup
	if cfg.notifyWebhook != "" {
		notifier, err := enquiry.NewNotifier(cfg.notifyWebhook, enquiry.NotifierOptions{Logger: logger, Secret: cfg.notifySecret})
		if err != nil {
			cancel()
			store.Close()
			return opts, nil, err
		}
		notifying.Go(func() { notifier.Run(ctx) })
		opts.Notify = func(e enquiry.Enquiry) { notifier.Notify(e) }
	}
	stop := func() {
		cancel()
		notifying.Wait()
		if err := store.Close(); err != nil {
			logger.Error("closing the enquiry database", "err", err)
		}
	}
	return opts, stop, nil
}

// runEnquiries is `site enquiries`: it prints the stored enquiries, newest
// first, for the agency to read or export.
func runEnquiries(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("site enquiries", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: site enquiries [-db path] [-format table|csv|json] [-since date|date-time|duration]")
		fs.PrintDefaults()
	}
	db := fs.String("db", defaultDBPath(), "SQLite file of enquiries (env SITE_DB)")
	format := fs.String("format", "table", "output: "+strings.Join(enquiry.Formats, ", "))
	since := fs.String("since", "", "only enquiries received since a date (2026-03-01), a date-time (2026-03-01T09:30:00Z) or a duration ago (24h, 7d)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("enquiries: unexpected argument %q", fs.Arg(0))
	}
	if !slices.Contains(enquiry.Formats, *format) {
		return fmt.Errorf("enquiries: unknown -format %q (use %s)", *format, strings.Join(enquiry.Formats, ", "))
	}
	from, err := enquiry.ParseSince(*since, time.Now())
	if err != nil {
		return fmt.Errorf("enquiries: %w", err)
	}
	// Reading must not create a database: a mistyped path would look like an empty inbox.
	if _, err := os.Stat(*db); errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("enquiries: no database at %s (set -db or SITE_DB to the server's)", *db)
	}
	ctx := context.Background()
	store := enquiry.OpenSQLite(*db, slog.New(slog.NewTextHandler(stderr, nil)))
	defer store.Close()
	list, err := store.List(ctx, from)
	if err != nil {
		return fmt.Errorf("enquiries: %w", err)
	}
	return enquiry.Write(stdout, *format, list)
}
