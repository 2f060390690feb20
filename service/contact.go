package service

import (
	"context"
	"errors"
	"log/slog"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"time"

	"designo/enquiry"
	"designo/enquiry/notify"
	"designo/internal/ratelimit"
	"designo/server"
)

// senders are the notification channels configured, by channel name.
func senders(cfg Enquiries) (map[string]notify.Sender, error) {
	out := map[string]notify.Sender{}
	if cfg.NotifyWebhook != "" {
		hook, err := notify.NewWebhook(cfg.NotifyWebhook, cfg.NotifySecret, &http.Client{})
		if err != nil {
			return nil, err
		}
		hook.LinkTo(cfg.Inbox)
		out[enquiry.ChannelWebhook] = hook
	}
	email, err := EmailSender(cfg)
	if err != nil {
		return nil, err
	}
	if email != nil {
		out[enquiry.ChannelEmail] = email
	}
	return out, nil
}

// EmailSender is the configured e-mail, or nil when none is: the channel that tells the agency,
// and what e-mails a colleague invited from the inbox.
func EmailSender(cfg Enquiries) (*notify.Email, error) {
	if cfg.SMTPURL == "" && cfg.NotifyEmail == "" && cfg.MailFrom == "" {
		return nil, nil
	}
	if cfg.SMTPURL == "" || cfg.NotifyEmail == "" || cfg.MailFrom == "" {
		return nil, errors.New("e-mail notifications need all three of -smtp-url, -notify-email and -mail-from (or SITE_SMTP_URL, SITE_NOTIFY_EMAIL, SITE_MAIL_FROM)")
	}
	to, err := notify.ParseAddressList(cfg.NotifyEmail)
	if err != nil {
		return nil, err
	}
	return notify.NewEmail(notify.EmailOptions{SMTPURL: cfg.SMTPURL, Password: cfg.SMTPPassword, From: cfg.MailFrom, To: to, Inbox: cfg.Inbox})
}

// contactService is the contact form's running parts: what the site's handler is given, the wake
// the inbox calls once it has queued notifications (a release), and stop.
type contactService struct {
	opts  server.ContactOptions
	store enquiry.Store // opts.Store, whole: the inbox reads and changes it too
	// wake tells the outboxes there is something to send, without counting an enquiry stored.
	wake func()
	// stop ends the workers and closes the store; call it after the HTTP servers have shut down.
	stop func()
}

// openContact prepares the contact form's store, its outbox workers (one per
// notification channel), retention and rate limit. A database that cannot
// be opened yet is logged, not fatal: the pages are served, enquiries are
// answered 503, and the store opens once it can. The workers stop when ctx
// is done: deliveries under way are cancelled and left in the outbox.
func openContact(ctx context.Context, cfg Enquiries, logger *slog.Logger) (contactService, error) {
	channels, err := senders(cfg)
	if err != nil {
		return contactService{}, err
	}
	store, err := cfg.Store.Open(logger)
	if err != nil {
		return contactService{}, err
	}
	if err := store.Ready(context.Background()); err != nil {
		logger.Error("enquiry database unavailable; the contact form answers 503 until it can be opened", "db", cfg.Store.String(), "err", err)
	} else {
		logger.Info("enquiries stored in " + cfg.Store.String())
	}
	metrics, stopAdmin, err := startAdmin(cfg.AdminAddr, store, slices.Sorted(maps.Keys(channels)), logger)
	if err != nil {
		store.Close()
		return contactService{}, err
	}
	ctx, cancel := context.WithCancel(ctx)
	var workers sync.WaitGroup
	var outboxes []*notify.Outbox
	opts := server.ContactOptions{
		Store:     store,
		RateLimit: ratelimit.New(cfg.RatePerMinute, cfg.RateBurst),
		Ready:     store.Ready,
		Route:     enquiry.Route{HourlyBudget: cfg.Budget, Surge: cfg.Surge},
	}
	if cfg.Store.DatabaseURL == "" { // PostgreSQL's disk is its server's to watch
		if floor := NewDiskFloor(cfg.Store.DB, cfg.DiskFloorMiB); floor != nil {
			opts.Room = floor.Room
			opts.Ready = func(ctx context.Context) error { return errors.Join(floor.Room(), store.Ready(ctx)) }
			metrics.watchDisk(floor)
		}
	}
	run := func(channel string, sender notify.Sender) {
		outbox := notify.NewOutbox(store, channel, sender, notify.OutboxOptions{
			FirstDelay: cfg.RetryFirst, GiveUpAfter: cfg.GiveUpAfter, SendTimeout: cfg.SendTimeout, Logger: logger,
			Observe: metrics.observe,
		})
		outboxes = append(outboxes, outbox)
		workers.Go(func() { outbox.Run(ctx) })
	}
	for _, channel := range slices.Sorted(maps.Keys(channels)) {
		run(channel, channels[channel])
		opts.Route.Channels = append(opts.Route.Channels, channel)
	}
	// The senders' receipts: an outbox of their own, off the route's channels (see Route.Acknowledge).
	if email, ok := channels[enquiry.ChannelEmail].(*notify.Email); ok && cfg.Acknowledge {
		run(enquiry.ChannelAcknowledgement, email.Acknowledgements())
		opts.Route.Acknowledge = true
	}
	wakeOutboxes := func() {
		for _, o := range outboxes {
			o.Wake()
		}
	}
	wakeDigest := make(chan struct{}, 1)
	opts.Notify = func(e enquiry.Enquiry) {
		metrics.stored(e)
		if e.Notice == enquiry.NoticeDigest {
			select {
			case wakeDigest <- struct{}{}:
			default: // already woken
			}
		}
		wakeOutboxes()
	}
	workers.Go(func() { recordChannels(ctx, store, opts.Route.Channels, logger) })
	if len(outboxes) > 0 {
		workers.Go(func() { runDigests(ctx, store, opts.Route.Channels, cfg.DigestEvery, wakeDigest, wakeOutboxes, logger) })
	}
	if cfg.Retain > 0 || cfg.RetainHeld > 0 {
		workers.Go(func() { purgeDaily(ctx, store, cfg.Retain, cfg.RetainHeld, logger) })
	}
	stop := func() {
		cancel()
		workers.Wait()
		stopAdmin(context.Background()) // scrapes in flight are short

		if err := store.Close(); err != nil {
			logger.Error("closing the enquiry database", "err", err)
		}
	}
	return contactService{opts: opts, store: store, wake: wakeOutboxes, stop: stop}, nil
}

// recordChannels keeps the server's channels in the store, for `site enquiries release` (see
// enquiry.Store.ServerChannels): at start, and again every few seconds until it could.
func recordChannels(ctx context.Context, store enquiry.Store, channels []string, logger *slog.Logger) {
	for {
		err := store.RecordChannels(ctx, channels, time.Now())
		if err == nil || ctx.Err() != nil {
			return
		}
		logger.Warn("cannot record the server's notification channels for `site enquiries release`; will try again", "err", err)
		select {
		case <-ctx.Done():
			return
		case <-time.After(recordChannelsRetry):
		}
	}
}

// recordChannelsRetry is how long recordChannels waits before trying again.
var recordChannelsRetry = 5 * time.Second

// purgeDaily applies retention now and then once a day.
func purgeDaily(ctx context.Context, store enquiry.Store, retain, retainHeld time.Duration, logger *slog.Logger) {
	ticker := time.NewTicker(24 * time.Hour)
	defer ticker.Stop()
	for {
		if retainHeld > 0 {
			purgeOnce(ctx, store, time.Now(), retainHeld, "retention (-retain-held "+FormatDuration(retainHeld)+")", logger, enquiry.FolderHeld, enquiry.FolderSpam)
		}
		if retain > 0 {
			purgeOnce(ctx, store, time.Now(), retain, "retention (-retain "+FormatDuration(retain)+")", logger)
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// purgeOnce erases the enquiries in folders (all when none) received more than retain before now,
// except those whose notifications have not all been delivered: the agency has not heard of them,
// so they are kept and the operator warned (each day, until they are delivered or erased by hand).
// Each erasure is a line of the audit trail, by actor.
func purgeOnce(ctx context.Context, store enquiry.Store, now time.Time, retain time.Duration, actor string, logger *slog.Logger, folders ...enquiry.Folder) {
	cutoff := now.Add(-retain)
	erased, kept, err := store.PurgeBefore(ctx, cutoff, now, actor, folders...)
	if err != nil {
		logger.Error("retention: cannot erase old enquiries; will try again tomorrow", "err", err)
		return
	}
	if erased > 0 {
		logger.Info("retention: erased old enquiries", "count", erased, "folders", folders, "received_before", cutoff.UTC().Format(time.RFC3339))
	}
	if kept > 0 {
		logger.Warn("retention: kept old enquiries whose notifications were never delivered; `site notifications` lists them: fix the channel and `site notifications retry`, or erase them with `site enquiries delete ID`",
			"count", kept, "received_before", cutoff.UTC().Format(time.RFC3339))
	}
}

// FormatDuration writes a duration as the flags take it: in whole days when it is some ("730d"),
// else as Go does.
func FormatDuration(d time.Duration) string {
	if day := 24 * time.Hour; d > 0 && d%day == 0 {
		return strconv.Itoa(int(d/day)) + "d"
	}
	return d.String()
}
