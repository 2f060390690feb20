package main

import (
	"context"
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/mail"
	"os"
	"os/user"
	"text/tabwriter"
	"time"

	"designo/enquiry"
	"designo/inbox"
	"designo/service"
)

// The inbox: its listener (-inbox-addr, off unless set) and origin (-inbox-origin), and the
// commands that enrol and remove staff (`site staff`) and print the audit trail (`site audit`).

// addAdminFlag declares -admin-addr: the admin listener, off unless set.
func addAdminFlag(fs *flag.FlagSet, addr *string) {
	fs.StringVar(addr, "admin-addr", "",
		"serve Prometheus /metrics (notification delivery health) on this address, such as 127.0.0.1:9090; empty: off. Keep it private (loopback, or a network only monitoring reaches): it is never served on the public -addr")
}

// addInboxFlags declares the inbox's flags of `site serve`.
func addInboxFlags(fs *flag.FlagSet, addr, origin *string) {
	fs.StringVar(addr, "inbox-addr", "",
		"serve the agency's inbox (staff only, passkeys) on this address, such as 127.0.0.1:8081, behind the proxy of its own host; empty: off")
	addInboxOriginFlag(fs, origin)
}

func addInboxOriginFlag(fs *flag.FlagSet, origin *string) {
	fs.StringVar(origin, "inbox-origin", "",
		"the inbox's public origin, such as https://inbox.designo.co (passkeys are bound to its host; http only for localhost); default http://<inbox-addr>")
}

// operator names whoever runs a command, for the audit trail.
func operator() string {
	name := os.Getenv("USER")
	if u, err := user.Current(); err == nil {
		name = u.Username
	}
	if name == "" {
		name = "unknown"
	}
	return "command line (" + name + ")"
}

// runStaff is `site staff`: invite, list, remove.
func runStaff(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return usageErrorf("staff: want invite EMAIL, list or remove EMAIL (see site staff -h)")
	}
	sub, args := args[0], args[1:]
	fs := newFlagSet("site staff "+sub, stderr,
		"site staff invite [-inbox-origin URL] [-valid 24h] [-db path | -database-url URL] EMAIL   a one-time link to create a passkey",
		"site staff list [-db path | -database-url URL]",
		"site staff remove [-db path | -database-url URL] EMAIL   their passkeys stop working and their sessions end at once")
	var where service.Store
	addStoreFlags(fs, &where)
	var origin string
	var valid time.Duration
	if sub == "invite" {
		addInboxOriginFlag(fs, &origin)
		durationVar(fs, &valid, "valid", inbox.InvitationValid, "how long the link works (at most 7d)")
	}
	if sub == "-h" || sub == "-help" || sub == "--help" || sub == "help" {
		fs.SetOutput(stdout)
		fs.Usage()
		return flag.ErrHelp
	}
	if err := parseFlagsAndArgs(fs, args); err != nil {
		return err
	}
	want := map[string]int{"invite": 1, "list": 0, "remove": 1}
	n, known := want[sub]
	if !known {
		return usageErrorf("staff: unknown command %q (use invite, list or remove)", sub)
	}
	if fs.NArg() != n {
		return usageErrorf("staff %s: want %d argument(s), got %d (see site staff -h)", sub, n, fs.NArg())
	}
	var email string
	if n == 1 {
		addr, err := mail.ParseAddress(fs.Arg(0))
		if err != nil || addr.Name != "" {
			return fmt.Errorf("staff %s: %q is not an e-mail address", sub, fs.Arg(0))
		}
		email = enquiry.NormalizeEmail(addr.Address)
	}
	if sub == "invite" {
		var err error
		if origin, err = inboxOrigin(origin); err != nil {
			return fmt.Errorf("staff invite: %w", err)
		}
		if valid <= 0 || valid > 7*24*time.Hour {
			return fmt.Errorf("staff invite: -valid %s: want a duration up to 7d", valid)
		}
	}
	store, err := openExisting(where, stderr)
	if err != nil {
		return fmt.Errorf("staff: %w", err)
	}
	defer store.Close()
	ctx, now := context.Background(), time.Now()
	switch sub {
	case "invite":
		token := rand.Text()
		expires := now.Add(valid)
		if _, err := store.Invite(ctx, email, token, now, expires, operator()); err != nil {
			return fmt.Errorf("staff invite: %w", err)
		}
		fmt.Fprintf(stdout, "Invited %s. Send them this link: it works once, until %s, and lets them create a passkey.\n",
			email, expires.UTC().Format("2 Jan 2006 15:04 UTC"))
		fmt.Fprintln(stdout, origin+"/inbox/join/"+token)
	case "list":
		list, err := store.StaffList(ctx)
		if err != nil {
			return fmt.Errorf("staff list: %w", err)
		}
		if len(list) == 0 {
			fmt.Fprintln(stdout, "No staff. Invite someone with site staff invite EMAIL.")
			return nil
		}
		table := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
		fmt.Fprintln(table, "EMAIL\tPASSKEYS\tINVITED (UTC)\tLAST SIGN-IN (UTC)")
		for _, st := range list {
			seen := "never"
			if !st.LastSeen.IsZero() {
				seen = st.LastSeen.Format("2006-01-02 15:04")
			}
			fmt.Fprintf(table, "%s\t%d\t%s\t%s\n", st.Email, st.Passkeys, st.InvitedAt.Format("2006-01-02 15:04"), seen)
		}
		return table.Flush()
	case "remove":
		if err := store.RemoveStaff(ctx, email, now, operator()); err != nil {
			return fmt.Errorf("staff remove: %w", err)
		}
		fmt.Fprintf(stdout, "Removed %s: their passkeys no longer work, and their sessions have ended.\n", email)
	}
	return nil
}

// inboxOrigin checks the origin an invitation's link is written with.
func inboxOrigin(origin string) (string, error) {
	if origin == "" {
		return "", errors.New("the inbox's origin is not set: give -inbox-origin (or SITE_INBOX_ORIGIN), as the server has it, such as https://inbox.designo.co")
	}
	return inbox.CheckOrigin(origin)
}

// runAudit is `site audit`: who did what in the inbox, and when, oldest first.
func runAudit(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("site audit", stderr, "site audit [-db path | -database-url URL] [-since date|date-time|duration] [-format table|json]")
	var where service.Store
	addStoreFlags(fs, &where)
	since := fs.String("since", "", "only entries since a date (2026-03-01), a date-time or a duration ago (24h, 7d)")
	format := fs.String("format", "table", "output: table or json")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	from, err := parseSince(*since, time.Now())
	if err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	if *format != "table" && *format != "json" {
		return fmt.Errorf("audit: unknown -format %q (use table or json)", *format)
	}
	store, err := openExisting(where, stderr)
	if err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	defer store.Close()
	log, err := store.AuditLog(context.Background(), from)
	if err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	if *format == "json" {
		return writeJSONValue(stdout, append([]enquiry.AuditEntry{}, log...))
	}
	if len(log) == 0 {
		_, err := fmt.Fprintln(stdout, "Nothing in the audit trail.")
		return err
	}
	table := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(table, "WHEN (UTC)\tWHO\tACTION\tSUBJECT")
	for _, e := range log {
		fmt.Fprintf(table, "%s\t%s\t%s\t%s\n", e.At.Format("2006-01-02 15:04:05"), enquiry.Displayable(e.Actor, false), e.Action, enquiry.Displayable(e.Subject, false))
	}
	return table.Flush()
}
