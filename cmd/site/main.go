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
	"strconv"
	"syscall"
	"time"

	"designo/data"
	"designo/server"
	"designo/static"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "site:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 && args[0] == "enquiries" {
		return runEnquiries(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "notifications" {
		return runNotifications(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "migrate" {
		return runMigrate(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "serve" {
		args = args[1:]
	}
	return serve(args, stderr)
}

// config is the server's configuration: flags, with environment variables as defaults.
type config struct {
	addr      string
	origin    string
	dev       bool
	hsts      bool
	accessLog bool
	// trustedProxies are the reverse proxies in front of the site (-trust-proxy), whose
	// X-Forwarded-For names the visitor.
	trustedProxies []netip.Prefix
	cdnMaxAge      time.Duration // how long a shared cache may keep a page (-cdn-max-age)
	enquiries      enquiryConfig
}

func parseServeFlags(args []string, stderr io.Writer) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("site", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&cfg.addr, "addr", defaultAddr(), "listen address (env PORT sets the port)")
	fs.StringVar(&cfg.origin, "origin", os.Getenv("SITE_ORIGIN"), "public origin for canonical URLs (env SITE_ORIGIN; default: http://<addr>)")
	fs.BoolVar(&cfg.dev, "dev", false, "development: serve static/ from disk, no caching or compression")
	fs.BoolVar(&cfg.hsts, "hsts", envBool("SITE_HSTS", false), "send Strict-Transport-Security; only behind TLS (env SITE_HSTS)")
	fs.BoolVar(&cfg.accessLog, "access-log", envBool("SITE_ACCESS_LOG", true), "log every request (env SITE_ACCESS_LOG)")
	trustProxy := fs.String("trust-proxy", os.Getenv("SITE_TRUST_PROXY"),
		"reverse proxies in front of the site (addresses or CIDR networks, comma-separated) whose X-Forwarded-For names the visitor, for the contact rate limit and the access log (env SITE_TRUST_PROXY)")
	addDuration(fs, &cfg.cdnMaxAge, "cdn-max-age", "SITE_CDN_MAX_AGE", 0,
		"let a shared cache in front (a CDN, a caching proxy) keep each page this long, such as 5m, and serve it stale as long again while it revalidates; 0: caches revalidate every time")
	addEnquiryFlags(fs, &cfg.enquiries)
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	proxies, err := server.ParseTrustedProxies(*trustProxy)
	if err != nil {
		return cfg, err
	}
	cfg.trustedProxies = proxies
	if cfg.origin == "" {
		cfg.origin = originFromAddr(cfg.addr)
	}
	return cfg, nil
}

func defaultAddr() string {
	if port := os.Getenv("PORT"); port != "" {
		return ":" + port
	}
	return ":8080"
}

func envBool(key string, def bool) bool {
	if v, err := strconv.ParseBool(os.Getenv(key)); err == nil {
		return v
	}
	return def
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

	designs, err := data.LoadDesigns(data.DesignJSON)
	if err != nil {
		return err
	}
	var files fs.FS = static.FS
	if cfg.dev {
		files = os.DirFS("static")
	}
	contact, stopContact, err := openContact(cfg.enquiries, logger)
	if err != nil {
		return err
	}
	defer stopContact()
	site, err := server.New(server.Options{
		Logger:         logger,
		Static:         files,
		Designs:        designs,
		Offices:        data.Offices(),
		Origin:         cfg.origin,
		HSTS:           cfg.hsts,
		AccessLog:      cfg.accessLog,
		Dev:            cfg.dev,
		Contact:        contact,
		TrustedProxies: cfg.trustedProxies,
		CDNMaxAge:      cfg.cdnMaxAge,
	})
	if err != nil {
		return err
	}

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
	return listenUntilSignal(srv, logger)
}

// listenUntilSignal serves until SIGINT or SIGTERM, then lets requests in flight finish.
func listenUntilSignal(srv *http.Server, logger *slog.Logger) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

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
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return err
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
