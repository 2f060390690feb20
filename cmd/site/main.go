// Command site serves the Designo website. It parses flags and dispatches: `site` (or `site
// serve`) fills a service.Config and runs package service; `site enquiries`, `site notifications`,
// `site staff`, `site audit`, `site backup`, `site restore` and `site migrate` are the agency's
// commands over the same store.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"designo/service"
)

func main() {
	err := run(os.Args[1:], os.Stdout, os.Stderr)
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
	case errors.As(err, new(usageError)):
		fmt.Fprintln(os.Stderr, "site:", err)
		os.Exit(2)
	default:
		fmt.Fprintln(os.Stderr, "site:", err)
		os.Exit(1)
	}
}

// commands are the subcommands of site; `site` alone, or with flags only, is `site serve`.
var commands = map[string]func(args []string, stdout, stderr io.Writer) error{
	"serve":         func(args []string, _, stderr io.Writer) error { return serve(args, stderr) },
	"enquiries":     runEnquiries,
	"notifications": runNotifications,
	"migrate":       runMigrate,
	"backup":        runBackup,
	"restore":       runRestore,
	"staff":         runStaff,
	"audit":         runAudit,
	"help":          func(_ []string, stdout, _ io.Writer) error { return usage(stdout) },
}

func run(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return serve(args, stderr)
	}
	command, ok := commands[args[0]]
	if !ok {
		usage(stderr)
		return usageErrorf("unknown command %q", args[0])
	}
	return command(args[1:], stdout, stderr)
}

func usage(w io.Writer) error {
	fmt.Fprint(w, `site serves the Designo website and reads the enquiries it receives.

usage: site [serve] [flags]      serve the site (site serve -h lists the flags)
       site enquiries ...        list, show or delete enquiries (site enquiries -h)
       site notifications ...    the e-mails and webhooks of enquiries; retry failed ones
       site migrate              bring the PostgreSQL schema up to date
       site backup FILE          copy the SQLite database into FILE while the site runs, and check it
       site restore BACKUP       put a backup in place of the SQLite database (server stopped)
       site staff ...            invite, list or remove the inbox's staff (site staff -h)
       site audit                who did what in the inbox, and when
       site help                 this message
`)
	return nil
}

// config is the server's configuration, from flags or their environment variables.
type config struct {
	service.Config
	// originDefaulted: -origin was not set, and Origin was guessed from Addr.
	originDefaulted bool
	notify          string // notifyAuto or notifyNone (-notify)
}

func parseServeFlags(args []string, stderr io.Writer) (config, error) {
	var cfg config
	fs := newFlagSet("site serve", stderr, "site [serve] [flags]")
	declareServeFlags(fs, &cfg)
	if err := parseFlags(fs, args); err != nil {
		return cfg, err
	}
	if cfg.Origin == "" {
		cfg.Origin, cfg.originDefaulted = originFromAddr(cfg.Addr), true
	}
	if cfg.InboxOrigin == "" && cfg.InboxAddr != "" {
		// Passkeys are bound to a domain, never an IP address: in development, localhost.
		_, port, _ := net.SplitHostPort(cfg.InboxAddr)
		cfg.InboxOrigin = "http://localhost:" + port
	}
	return cfg, checkServeConfig(cfg)
}

func declareServeFlags(fs *flag.FlagSet, cfg *config) {
	fs.StringVar(&cfg.Addr, "addr", ":8080", "listen address")
	fs.Var(originFlag{&cfg.Origin}, "origin", "the site's public `URL` for canonical links, the sitemap and Open Graph images: scheme and host only, such as https://www.designo.co (default: http://<addr>, for development)")
	fs.BoolVar(&cfg.Dev, "dev", false, "development: serve static/ from disk, no caching or compression")
	fs.BoolVar(&cfg.HSTS, "hsts", false, "send Strict-Transport-Security; only behind TLS")
	fs.BoolVar(&cfg.AccessLog, "access-log", true, "log every request")
	fs.Var(proxiesFlag{&cfg.TrustedProxies}, "trust-proxy", "reverse proxies in front of the site (addresses or CIDR networks, comma-separated) whose X-Forwarded-For names the visitor, for the contact rate limit and the access log")
	durationVar(fs, &cfg.CDNMaxAge, "cdn-max-age", 0,
		"let a shared cache in front (a CDN, a caching proxy) keep each page this long, such as 5m, and serve it stale as long again while it revalidates; 0: caches revalidate every time")
	addEnquiryFlags(fs, &cfg.Enquiries, &cfg.notify)
	addInboxFlags(fs, &cfg.InboxAddr, &cfg.InboxOrigin)
}

// originFromAddr guesses the public origin when none is configured: fine for development, while a
// deployment sets -origin to its real address.
func originFromAddr(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "http://localhost:8080"
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port)
}

func serve(args []string, stderr io.Writer) error {
	cfg, err := parseServeFlags(args, stderr)
	if err != nil {
		return err
	}
	logger := slog.New(slog.NewJSONHandler(stderr, nil))
	warnAboutConfig(cfg, logger)
	// SIGTERM cancels the deliveries under way at once, while requests in flight finish; the
	// deliveries stay in the outbox for the next start.
	ctx, stopSignals := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stopSignals()
	return service.Run(ctx, cfg.Config, logger)
}
