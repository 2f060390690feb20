// Package service builds the running site from its configuration and runs it: the enquiry store,
// the outbox workers (one per channel), digests, retention, the admin listener's metrics, and
// the two HTTP listeners, the site's and the inbox's. cmd/site fills a Config from its flags.
package service

import (
	"context"
	"errors"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"os"
	"time"

	"designo/data"
	"designo/enquiry"
	"designo/enquiry/postgres"
	"designo/enquiry/sqlite"
	"designo/server"
	"designo/static"
)

// Config is the running site's configuration.
type Config struct {
	Addr   string // the site's listen address
	Origin string // its public origin, scheme://host[:port], for canonical URLs and the sitemap
	Dev    bool   // serve static/ from disk, no caching or compression
	HSTS   bool   // send Strict-Transport-Security; only behind TLS
	// AccessLog logs every request, on both listeners.
	AccessLog bool
	// TrustedProxies are the reverse proxies in front, whose X-Forwarded-For names the visitor.
	TrustedProxies []netip.Prefix
	CDNMaxAge      time.Duration // how long a shared cache may keep a page
	Enquiries      Enquiries
	InboxAddr      string // the inbox listener, off when empty
	InboxOrigin    string // its public origin, to which passkeys are bound
}

// Enquiries is how the site receives enquiries and tells the agency.
type Enquiries struct {
	Store         Store
	NotifyWebhook string
	NotifySecret  string
	SMTPURL       string
	SMTPPassword  string
	NotifyEmail   string
	MailFrom      string
	Acknowledge   bool          // a receipt to each genuine enquiry's sender, when e-mail is configured
	RetryFirst    time.Duration // the first retry's wait, doubled up to an hour
	SendTimeout   time.Duration // one attempt's limit; a replica that dies mid-delivery leaves it to another 30 s after this
	GiveUpAfter   time.Duration
	Retain        time.Duration // 0 keeps enquiries for ever
	RetainHeld    time.Duration // 0: held and spam ones as long as the rest
	RatePerMinute int
	RateBurst     int
	AdminAddr     string        // the admin listener (see admin.go)
	Inbox         string        // the inbox's origin when it is served: e-mails link to it
	Budget        int           // enquiries notified one by one an hour; the rest go to the digest
	DigestEvery   time.Duration // at most one digest this often
	DiskFloorMiB  int           // below this much free disk (SQLite), the form answers 503
	Surge         enquiry.SurgeRule
}

// Store says where enquiries live: in PostgreSQL when a database URL is given (several replicas
// sharing one inbox), otherwise in the SQLite file.
type Store struct {
	DatabaseURL string
	DB          string // the SQLite file
}

// String names the store for messages, without a password.
func (s Store) String() string {
	if s.DatabaseURL != "" {
		return "PostgreSQL"
	}
	return "SQLite " + s.DB
}

// Open returns the store; nothing is connected yet (see enquiry.Store.Ready).
func (s Store) Open(logger *slog.Logger) (enquiry.Store, error) {
	if s.DatabaseURL != "" {
		return postgres.Open(s.DatabaseURL, logger)
	}
	return sqlite.Open(s.DB, logger), nil
}

// Run serves the site, and the inbox when cfg.InboxAddr is set, until ctx is done; then it lets
// requests in flight finish (shutdownGrace), stops the workers and closes the store. Deliveries
// under way are cancelled at once and stay in the outbox for the next start.
func Run(ctx context.Context, cfg Config, logger *slog.Logger) error {
	designs, err := data.LoadDesigns(data.DesignJSON)
	if err != nil {
		return err
	}
	var files, styles fs.FS = static.FS, nil
	if cfg.Dev {
		files, styles = os.DirFS("static"), os.DirFS("styles")
	}
	if cfg.InboxAddr != "" {
		cfg.Enquiries.Inbox = cfg.InboxOrigin
	}
	contact, err := openContact(ctx, cfg.Enquiries, logger)
	if err != nil {
		return err
	}
	defer contact.stop()
	site, err := server.New(server.Options{
		Logger:         logger,
		Static:         files,
		Styles:         styles,
		Designs:        designs,
		Origin:         cfg.Origin,
		HSTS:           cfg.HSTS,
		AccessLog:      cfg.AccessLog,
		Dev:            cfg.Dev,
		Contact:        contact.opts,
		TrustedProxies: cfg.TrustedProxies,
		CDNMaxAge:      cfg.CDNMaxAge,
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
	return listenUntilDone(ctx, newHTTPServer(cfg.Addr, site, logger), logger)
}

// newHTTPServer is a listener's server, with the timeouts a public one needs.
func newHTTPServer(addr string, handler http.Handler, logger *slog.Logger) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           handler,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    16 << 10,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
}

// shutdownGrace is how long requests in flight may take to finish after SIGTERM; then they are
// cut. With the deliveries' own bound (cancelled at the signal, recorded within 2 s), the
// process exits within 10 s whatever receivers and visitors do (Kubernetes allows 30 s).
const shutdownGrace = 8 * time.Second

// listenUntilDone serves until ctx is done (SIGINT or SIGTERM), then stops accepting and lets
// requests in flight finish, for shutdownGrace at most.
func listenUntilDone(ctx context.Context, srv *http.Server, logger *slog.Logger) error {
	// Bound before it is announced, and announced as bound: port 0 takes a free port, and the log
	// says which (the tests start the binary on 127.0.0.1:0 and read it there).
	listener, err := net.Listen("tcp", srv.Addr)
	if err != nil {
		return err
	}
	logger.Info("listening", "addr", listener.Addr().String())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(listener) }()
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
