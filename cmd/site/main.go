// Command site serves the Designo website. `site` (or `site serve`) runs the web server;
// `site enquiries` lists, shows and deletes the enquiries visitors have sent; `site notifications`
// lists the notifications of them and retries failed ones; `site migrate` brings the PostgreSQL
// schema up to date.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"designo/data"
	"designo/server"
	"designo/static"
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
	addr   string
	origin string // scheme://host[:port], no slash at the end (see parseOrigin)
	// originDefaulted: -origin was not set, and origin was guessed from addr.
	originDefaulted bool
	dev             bool
	hsts            bool
	accessLog       bool
	// trustedProxies are the reverse proxies in front of the site (-trust-proxy), whose
	// X-Forwarded-For names the visitor.
	trustedProxies []netip.Prefix
	cdnMaxAge      time.Duration // how long a shared cache may keep a page (-cdn-max-age)
	enquiries      enquiryConfig
	inboxAddr      string // the inbox listener (-inbox-addr), off when empty
	inboxOrigin    string // its public origin (-inbox-origin)
}

func parseServeFlags(args []string, stderr io.Writer) (config, error) {
	var cfg config
	fs := newFlagSet("site serve", stderr, "site [serve] [flags]")
	declareServeFlags(fs, &cfg)
	if err := parseFlags(fs, args); err != nil {
		return cfg, err
	}
	if cfg.origin == "" {
		cfg.origin, cfg.originDefaulted = originFromAddr(cfg.addr), true
	}
	if cfg.inboxOrigin == "" && cfg.inboxAddr != "" {
		// Passkeys are bound to a domain, never an IP address: in development, localhost.
		_, port, _ := net.SplitHostPort(cfg.inboxAddr)
		cfg.inboxOrigin = "http://localhost:" + port
	}
	return cfg, checkServeConfig(cfg)
}

func declareServeFlags(fs *flag.FlagSet, cfg *config) {
	fs.StringVar(&cfg.addr, "addr", ":8080", "listen address")
	fs.Var(originFlag{&cfg.origin}, "origin", "the site's public `URL` for canonical links, the sitemap and Open Graph images: scheme and host only, such as https://www.designo.co (default: http://<addr>, for development)")
	fs.BoolVar(&cfg.dev, "dev", false, "development: serve static/ from disk, no caching or compression")
	fs.BoolVar(&cfg.hsts, "hsts", false, "send Strict-Transport-Security; only behind TLS")
	fs.BoolVar(&cfg.accessLog, "access-log", true, "log every request")
	fs.Var(proxiesFlag{&cfg.trustedProxies}, "trust-proxy", "reverse proxies in front of the site (addresses or CIDR networks, comma-separated) whose X-Forwarded-For names the visitor, for the contact rate limit and the access log")
	durationVar(fs, &cfg.cdnMaxAge, "cdn-max-age", 0,
		"let a shared cache in front (a CDN, a caching proxy) keep each page this long, such as 5m, and serve it stale as long again while it revalidates; 0: caches revalidate every time")
	addEnquiryFlags(fs, &cfg.enquiries)
	addInboxFlags(fs, &cfg.inboxAddr, &cfg.inboxOrigin)
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

	designs, err := data.LoadDesigns(data.DesignJSON)
	if err != nil {
		return err
	}
	var files fs.FS = static.FS
	if cfg.dev {
		files = os.DirFS("static")
	}
	// SIGTERM cancels the deliveries under way at once, while requests in flight finish (see
	// listenUntilSignal); the deliveries stay in the outbox for the next start.
	ctx, stopSignals := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stopSignals()
	if cfg.inboxAddr != "" {
		cfg.enquiries.inbox = cfg.inboxOrigin
	}
	contact, err := openContact(ctx, cfg.enquiries, logger)
	if err != nil {
		return err
	}
	defer contact.stop()
	site, err := server.New(server.Options{
		Logger:         logger,
		Static:         files,
		Designs:        designs,
		Origin:         cfg.origin,
		HSTS:           cfg.hsts,
		AccessLog:      cfg.accessLog,
		Dev:            cfg.dev,
		Contact:        contact.opts,
		TrustedProxies: cfg.trustedProxies,
		CDNMaxAge:      cfg.cdnMaxAge,
	})
	if err != nil {
		return err
	}
	stopInbox, err := startInbox(cfg, site, contact, logger)
	if err != nil {
		return err
	}
	defer func() { // after the public listener's own grace, with one of its own
		ctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
		defer cancel()
		stopInbox(ctx) // requests still in flight are cut
	}()

	srv := &http.Server{
		Addr:              cfg.addr,
		Handler:           site,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    16 << 10,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
	return listenUntilSignal(ctx, srv, logger)
}

// shutdownGrace is how long requests in flight may take to finish after SIGTERM; then they are
// cut. With the deliveries' own bound (cancelled at the signal, recorded within 2 s), the
// process exits within 10 s whatever receivers and visitors do (Kubernetes allows 30 s).
const shutdownGrace = 8 * time.Second

// listenUntilSignal serves until ctx is done (SIGINT or SIGTERM), then stops accepting and lets
// requests in flight finish, for shutdownGrace at most.
func listenUntilSignal(ctx context.Context, srv *http.Server, logger *slog.Logger) error {
	errc := make(chan error, 1)
	go func() {
		logger.Info("listening", "addr", srv.Addr)
		errc <- srv.ListenAndServe()
	}()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	logger.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		logger.Warn("requests still in flight after the grace period; cutting them", "grace", shutdownGrace)
		srv.Close()
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
