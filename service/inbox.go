package service

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"

	"designo/inbox"
	inboxviews "designo/inbox/views"
	"designo/internal/ratelimit"
	"designo/server"
)

// startInbox serves the inbox on cfg.InboxAddr until the returned stop is called; with no
// address it does nothing. The inbox shares the contact form's store and outboxes, and serves
// the site's static files (its stylesheet) from site.
func startInbox(cfg Config, site *server.Server, contact contactService, logger *slog.Logger) (func(context.Context) error, error) {
	nothing := func(context.Context) error { return nil }
	if cfg.InboxAddr == "" {
		return nothing, nil
	}
	shared := site.Site()
	opts := inbox.Options{
		Store:          contact.store,
		Origin:         cfg.InboxOrigin,
		Site:           inboxviews.Site{Asset: shared.Asset, Favicon: shared.Favicon, Logo: shared.Logo},
		Static:         site,
		Channels:       contact.opts.Route.Channels,
		Notify:         contact.wake,
		RateLimit:      ratelimit.New(20, 10),
		TrustedProxies: cfg.TrustedProxies,
		Logger:         logger,
		AccessLog:      cfg.AccessLog,
	}
	email, err := EmailSender(cfg.Enquiries)
	if err != nil {
		return nil, err
	}
	if email != nil {
		opts.MailInvitation = email.Invitation
	}
	handler, err := inbox.New(opts)
	if err != nil {
		return nil, err
	}
	listener, err := net.Listen("tcp", cfg.InboxAddr)
	if err != nil {
		return nil, fmt.Errorf("inbox listener (-inbox-addr): %w", err)
	}
	srv := newHTTPServer("", handler, logger)
	go func() {
		if err := srv.Serve(listener); !errors.Is(err, http.ErrServerClosed) {
			logger.Error("inbox listener stopped", "err", err)
		}
	}()
	logger.Info("inbox listener", "addr", listener.Addr().String(), "origin", handler.Origin())
	return srv.Shutdown, nil
}
