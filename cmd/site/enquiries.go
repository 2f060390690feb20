package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"designo/enquiry"
	"designo/service"
)

// addEnquiryFlags adds the serve command's enquiry flags to fs.
func addEnquiryFlags(fs *flag.FlagSet, cfg *service.Enquiries, notify *string) {
	addStoreFlags(fs, &cfg.Store)
	addAdminFlag(fs, &cfg.AdminAddr)
	*notify = notifyAuto
	fs.Var(notifyFlag{notify}, "notify",
		"`auto`: tell the agency of each enquiry by the channels configured (-notify-email, -notify-webhook); none: by none, on purpose (enquiries are only stored); an https -origin with no channel refuses to start unless none")
	fs.StringVar(&cfg.NotifyWebhook, "notify-webhook", "", "POST each stored enquiry as JSON to this URL, from the outbox")
	fs.StringVar(&cfg.NotifySecret, "notify-secret", "",
		"sign webhook requests with this Standard Webhooks secret, whsec_<base64>; prefer the environment, flags show in ps")
	fs.StringVar(&cfg.SMTPURL, "smtp-url", "",
		"mail server for e-mail notifications: smtp://user@host:587 (STARTTLS) or smtps://user@host:465 (TLS)")
	fs.StringVar(&cfg.SMTPPassword, "smtp-password", "", "the mail server's password; prefer the environment, flags show in ps")
	fs.StringVar(&cfg.NotifyEmail, "notify-email", "", "e-mail each stored enquiry to these addresses, comma-separated")
	fs.StringVar(&cfg.MailFrom, "mail-from", "", `sender of the e-mails, such as "Designo website <website@designo.co>"`)
	durationVar(fs, &cfg.SendTimeout, "notify-timeout", 30*time.Second,
		"give up one attempt to notify after this long; a notification a crashed replica was sending is taken over 30 s after this")
	durationVar(fs, &cfg.RetryFirst, "notify-retry", 10*time.Second,
		"wait before retrying a failed notification, doubled after each failure up to 1h")
	durationVar(fs, &cfg.GiveUpAfter, "notify-give-up", 72*time.Hour,
		"give a notification up when it has failed for this long (shown by site notifications)")
	durationVar(fs, &cfg.Retain, "retain", 0, "erase enquiries older than this, checked daily, such as 730d, except those whose notifications were never delivered; at least -notify-give-up; 0 keeps them")
	durationVar(fs, &cfg.RetainHeld, "retain-held", 0,
		"erase enquiries held as likely spam, or marked spam, older than this, checked daily, such as 30d (a digest told the agency of each first); 0: as -retain")
	fs.IntVar(&cfg.RatePerMinute, "contact-rate", 5, "enquiries a minute accepted from one client; 0 turns the limit off")
	fs.IntVar(&cfg.RateBurst, "contact-burst", 5, "enquiries one client may send at once before the per-minute rate applies")
	fs.BoolVar(&cfg.Acknowledge, "acknowledge", true,
		"with e-mail configured (-smtp-url, -mail-from, -notify-email), send each genuine enquiry's sender a short receipt, at most one a day to an address, never for one held or past -notify-budget; false: none")
	fs.IntVar(&cfg.Budget, "notify-budget", 30,
		"enquiries notified one by one in any hour (all replicas together); past it, and for enquiries held as likely spam, one digest tells of the rest; 0: no budget")
	durationVar(fs, &cfg.DigestEvery, "digest-every", time.Hour, "make a digest of held and over-budget enquiries at most this often, when there is something new")
	fs.IntVar(&cfg.Surge.Floor, "surge-floor", 6,
		"enquiries in -surge-window (all sources, and 10 times the site's usual rate) that make a surge, told once and spending no budget; half as many from one network (/24, /48); 0: no surges")
	durationVar(fs, &cfg.Surge.Window, "surge-window", time.Hour, "the recent period a surge is counted over; a surge ends a window after its last enquiry")
	durationVar(fs, &cfg.Surge.Gather, "surge-gather", 2*time.Minute, "how long a surge's notice waits to name the likeliest of its first enquiries")
	fs.IntVar(&cfg.DiskFloorMiB, "disk-floor", 512,
		"MiB of free disk below which the contact form answers 503 and /readyz unavailable, so that a flood cannot fill the SQLite database's disk; 0: off")
}

// runEnquiries is `site enquiries`: list (the default), show, delete, forget, release or spam.
func runEnquiries(args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		switch args[0] {
		case "show":
			return showEnquiry(args[1:], stdout, stderr)
		case "delete":
			return deleteEnquiries(args[1:], stdout, stderr)
		case "forget":
			return forgetAddress(args[1:], stdout, stderr)
		case "release":
			return releaseEnquiries(args[1:], stdout, stderr)
		case "spam":
			return markSpam(args[1:], stdout, stderr)
		case "list":
			args = args[1:]
		}
	}
	return listEnquiries(args, stdout, stderr)
}

// listEnquiries prints the stored enquiries, newest first, for the agency
// to read or export.
func listEnquiries(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("site enquiries", stderr,
		"site enquiries [list] [-db path | -database-url URL] [-held | -all] [-format table|csv|json] [-since date|date-time|duration]",
		"site enquiries show [-db path | -database-url URL] [-format table|json] ID",
		"site enquiries release [-db path | -database-url URL] ID...   a held one's notifications go out as if it had just arrived",
		"site enquiries spam [-db path | -database-url URL] ID...      record that it is spam",
		"site enquiries delete [-db path | -database-url URL] ID...",
		"site enquiries forget [-db path | -database-url URL] EMAIL    erase every enquiry from this address")
	var where service.Store
	addStoreFlags(fs, &where)
	held := fs.Bool("held", false, "only the enquiries held as likely spam (and those marked spam)")
	all := fs.Bool("all", false, "every stored enquiry, whatever its verdict")
	format := fs.String("format", "table", "output: "+strings.Join(formats, ", "))
	since := fs.String("since", "", "only enquiries received since a date (2026-03-01), a date-time (2026-03-01T09:30:00Z) or a duration ago (24h, 7d)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if !slices.Contains(formats, *format) {
		return fmt.Errorf("enquiries: unknown -format %q (use %s)", *format, strings.Join(formats, ", "))
	}
	if *held && *all {
		return usageErrorf("enquiries: -held and -all cannot go together")
	}
	from, err := parseSince(*since, time.Now())
	if err != nil {
		return fmt.Errorf("enquiries: %w", err)
	}
	folders := []enquiry.Folder{enquiry.FolderNew, enquiry.FolderOpen, enquiry.FolderHandled} // the inbox: held ones left out
	switch {
	case *held:
		folders = []enquiry.Folder{enquiry.FolderHeld, enquiry.FolderSpam}
	case *all:
		folders = nil
	}
	store, err := openExisting(where, stderr)
	if err != nil {
		return fmt.Errorf("enquiries: %w", err)
	}
	defer store.Close()
	list, err := store.List(context.Background(), from, folders...)
	if err != nil {
		return fmt.Errorf("enquiries: %w", err)
	}
	// An export is recorded before a line of it is written: if the audit trail cannot say so,
	// nothing leaves the store.
	what := fmt.Sprintf("%d enquiries as %s", len(list), *format)
	switch {
	case *held:
		what += ", held and spam"
	case *all:
		what += ", all"
	}
	if *since != "" {
		what += ", since " + from.UTC().Format(time.RFC3339)
	}
	if err := store.Record(context.Background(), enquiry.AuditEntry{Actor: operator(), Action: enquiry.AuditExported, Subject: what}); err != nil {
		return fmt.Errorf("enquiries: not exported, since the audit trail cannot record it: %w", err)
	}
	return writeEnquiries(stdout, *format, list)
}

// showEnquiry is `site enquiries show ID`: one enquiry in full, with its notifications.
func showEnquiry(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("site enquiries show", stderr, "site enquiries show [-db path | -database-url URL] [-format table|json] ID")
	var where service.Store
	addStoreFlags(fs, &where)
	format := fs.String("format", "table", "output: table or json")
	if err := parseFlagsAndArgs(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("enquiries show: want one enquiry id (see site enquiries)")
	}
	if *format != "table" && *format != "json" {
		return fmt.Errorf("enquiries show: unknown -format %q (use table or json)", *format)
	}
	store, err := openExisting(where, stderr)
	if err != nil {
		return fmt.Errorf("enquiries show: %w", err)
	}
	defer store.Close()
	ctx := context.Background()
	e, err := store.Get(ctx, fs.Arg(0))
	if err != nil {
		return fmt.Errorf("enquiries show %s: %w", fs.Arg(0), err)
	}
	deliveries, err := store.Notifications(ctx, e.ID)
	if err != nil {
		return fmt.Errorf("enquiries show: %w", err)
	}
	if *format == "json" {
		return writeJSONValue(stdout, struct {
			enquiry.Enquiry
			Notifications []enquiry.Delivery `json:"notifications"`
		}{e, printable(deliveries)})
	}
	return writeDetail(stdout, e, deliveries)
}

// deleteEnquiries is `site enquiries delete ID...`: erasure on a visitor's
// request, the enquiry with its pending notifications.
func deleteEnquiries(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("site enquiries delete", stderr, "site enquiries delete [-db path | -database-url URL] ID...")
	var where service.Store
	addStoreFlags(fs, &where)
	if err := parseFlagsAndArgs(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return errors.New("enquiries delete: want one or more enquiry ids (see site enquiries)")
	}
	store, err := openExisting(where, stderr)
	if err != nil {
		return fmt.Errorf("enquiries delete: %w", err)
	}
	defer store.Close()
	var failed []error
	for _, id := range fs.Args() {
		if err := store.Delete(context.Background(), id, time.Now(), operator()); err != nil {
			failed = append(failed, err)
			continue
		}
		fmt.Fprintf(stdout, "Deleted %s and its notifications.\n", id)
	}
	if len(failed) > 0 {
		return fmt.Errorf("enquiries delete: %w", errors.Join(failed...))
	}
	return nil
}

// forgetAddress is `site enquiries forget EMAIL`: a person's request to be forgotten, every enquiry
// from their address (in any case) erased with its notes and notifications, each erasure audited.
func forgetAddress(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("site enquiries forget", stderr, "site enquiries forget [-db path | -database-url URL] EMAIL")
	var where service.Store
	addStoreFlags(fs, &where)
	if err := parseFlagsAndArgs(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 || strings.TrimSpace(fs.Arg(0)) == "" {
		return errors.New("enquiries forget: want one e-mail address")
	}
	store, err := openExisting(where, stderr)
	if err != nil {
		return fmt.Errorf("enquiries forget: %w", err)
	}
	defer store.Close()
	n, err := store.Forget(context.Background(), fs.Arg(0), time.Now(), operator())
	if err != nil {
		return fmt.Errorf("enquiries forget: %w", err)
	}
	what := fmt.Sprintf("%d enquiries", n)
	if n == 1 {
		what = "1 enquiry"
	}
	fmt.Fprintf(stdout, "Erased %s from %s, with their notes and notifications.\n", what, shorten(fs.Arg(0), 254))
	return nil
}

// runNotifications is `site notifications`: the outbox, pending and failed
// by default, and `retry` for failed ones.
func runNotifications(args []string, stdout, stderr io.Writer) error {
	retry := len(args) > 0 && args[0] == "retry"
	if retry {
		args = args[1:]
	}
	fs := newFlagSet("site notifications", stderr,
		"site notifications [-db path | -database-url URL] [-state pending,failed|delivered|all] [-format table|json]",
		"site notifications retry [-db path | -database-url URL] [ID...]   (all failed ones when no ID is given)")
	var where service.Store
	addStoreFlags(fs, &where)
	state := fs.String("state", "pending,failed", "which notifications: pending, failed, delivered (comma-separated) or all")
	format := fs.String("format", "table", "output: table or json")
	floorMiB := fs.Int("disk-floor", 512, "the server's -disk-floor, to show the SQLite database's free disk against it; 0: not shown")
	if err := parseFlagsAndArgs(fs, args); err != nil {
		return err
	}
	store, err := openExisting(where, stderr)
	if err != nil {
		return fmt.Errorf("notifications: %w", err)
	}
	defer store.Close()
	ctx := context.Background()
	if retry {
		var ids []int64
		for _, arg := range fs.Args() {
			id, err := strconv.ParseInt(arg, 10, 64)
			if err != nil {
				return fmt.Errorf("notifications retry: %q is not a notification id (the first column of site notifications)", arg)
			}
			ids = append(ids, id)
		}
		n, err := store.Retry(ctx, time.Now(), operator(), ids...)
		if err != nil {
			return fmt.Errorf("notifications retry: %w", err)
		}
		fmt.Fprintf(stdout, "%d failed notification(s) queued again; a running site sends them within seconds.\n", n)
		return nil
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("notifications: unexpected argument %q", fs.Arg(0))
	}
	states, err := parseStates(*state)
	if err != nil {
		return err
	}
	list, err := store.Deliveries(ctx, states...)
	if err != nil {
		return fmt.Errorf("notifications: %w", err)
	}
	switch *format {
	case "table":
		var floor *service.DiskFloor
		if where.DatabaseURL == "" {
			floor = service.NewDiskFloor(where.DB, *floorMiB)
		}
		if err := service.WriteOutboxSummary(stdout, store, floor, time.Now()); err != nil {
			return fmt.Errorf("notifications: %w", err)
		}
		return writeDeliveries(stdout, list)
	case "json":
		return writeJSONValue(stdout, printable(list))
	}
	return fmt.Errorf("notifications: unknown -format %q (use table or json)", *format)
}

func parseStates(list string) ([]enquiry.DeliveryState, error) {
	if list == "all" {
		return nil, nil
	}
	var states []enquiry.DeliveryState
	for _, s := range strings.Split(list, ",") {
		state := enquiry.DeliveryState(strings.TrimSpace(s))
		if !slices.Contains([]enquiry.DeliveryState{enquiry.StatePending, enquiry.StateDelivered, enquiry.StateFailed}, state) {
			return nil, fmt.Errorf("notifications: unknown -state %q (use pending, failed, delivered or all)", s)
		}
		states = append(states, state)
	}
	return states, nil
}

// releaseEnquiries is `site enquiries release ID...`: a held enquiry judged genuine goes to the
// inbox, and its notifications go out as if it had just arrived, on the channels the server
// recorded at its start (enquiry.Store.ServerChannels), never on those of the operator's shell:
// the running server sends them, and the command says which it queued.
func releaseEnquiries(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("site enquiries release", stderr, "site enquiries release [-db path | -database-url URL] ID...")
	var where service.Store
	addStoreFlags(fs, &where)
	if err := parseFlagsAndArgs(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usageErrorf("enquiries release: want one or more enquiry ids (see site enquiries -held)")
	}
	var channels []string
	var recorded time.Time
	return eachEnquiry(fs, where, stdout, stderr, "release", func(store enquiry.Store, id string) (string, error) {
		if recorded.IsZero() {
			var err error
			channels, recorded, err = store.ServerChannels(context.Background())
			if errors.Is(err, enquiry.ErrNotFound) {
				return "", errors.New("no server has started on this database yet, so nobody knows where its notifications would go; start the server (site serve with the same -db or DATABASE_URL), then release it: nothing was released")
			}
			if err != nil {
				return "", err
			}
			for _, name := range []string{"SITE_NOTIFY_EMAIL", "SITE_NOTIFY_WEBHOOK", "SITE_NOTIFY"} {
				if os.Getenv(name) != "" {
					fmt.Fprintf(stderr, "site: %s in this shell is not used: a release goes out on the server's channels\n", name)
				}
			}
		}
		queued, err := store.Release(context.Background(), id, channels, time.Now(), operator())
		if err != nil {
			return "", err
		}
		server := "the server's channels (recorded at its start, " + recorded.UTC().Format("2006-01-02 15:04 UTC") + ")"
		switch {
		case len(queued) > 0:
			return fmt.Sprintf("Released %s: its %s queued on %s; the running server sends them within seconds.", id, channelList(queued), server), nil
		case len(channels) > 0:
			return fmt.Sprintf("Released %s: it was told of before on %s, %s, so nothing is sent again.", id, server, channelList(channels)), nil
		}
		return fmt.Sprintf("Released %s: the server has no notification channel (-notify none), so nobody is told; it is in the inbox.", id), nil
	})
}

// channelList names channels in a sentence: "email and webhook".
func channelList(channels []string) string {
	names := slices.Clone(channels)
	for i, c := range names {
		if c == enquiry.ChannelEmail {
			names[i] = "e-mail"
		}
	}
	return strings.Join(names, " and ")
}

// markSpam is `site enquiries spam ID...`: a person's judgement, recorded.
func markSpam(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("site enquiries spam", stderr, "site enquiries spam [-db path | -database-url URL] ID...")
	var where service.Store
	addStoreFlags(fs, &where)
	if err := parseFlagsAndArgs(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usageErrorf("enquiries spam: want one or more enquiry ids (see site enquiries)")
	}
	return eachEnquiry(fs, where, stdout, stderr, "spam", func(store enquiry.Store, id string) (string, error) {
		if err := store.MarkSpam(context.Background(), id, time.Now(), operator()); err != nil {
			return "", err
		}
		return fmt.Sprintf("Marked %s as spam.", id), nil
	})
}

// eachEnquiry runs act on each id given, printing what it did, and reports every failure.
func eachEnquiry(fs *flag.FlagSet, where service.Store, stdout, stderr io.Writer, name string, act func(enquiry.Store, string) (string, error)) error {
	store, err := openExisting(where, stderr)
	if err != nil {
		return fmt.Errorf("enquiries %s: %w", name, err)
	}
	defer store.Close()
	var failed []error
	for _, id := range fs.Args() {
		done, err := act(store, id)
		if err != nil {
			failed = append(failed, fmt.Errorf("enquiries %s %s: %w", name, id, err))
			continue
		}
		fmt.Fprintln(stdout, done)
	}
	return errors.Join(failed...)
}
