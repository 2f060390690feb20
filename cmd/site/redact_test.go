package main

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"designo/enquiry"
	"designo/enquiry/sqlite"
	"designo/internal/pgtest"
)

// The agency's commands print a notification's last error with every URL in it shown by scheme
// and host only, even one stored by an older build that kept the webhook's token.
func TestCommandsNeverPrintAWebhooksToken(t *testing.T) {
	db := seedDatabase(t)
	store := sqlite.Open(db, slog.New(slog.DiscardHandler))
	claimed, err := store.Claim(context.Background(), enquiry.ChannelEmail, time.Now(), time.Minute, 1)
	if err != nil || len(claimed) != 1 {
		t.Fatalf("Claim = %d, %v", len(claimed), err)
	}
	stored := `Post "https://hooks.slack.com/services/T000/B000/XXXXTOKEN?key=QUERYTOKEN": dial tcp: lookup hooks.slack.com: no such host`
	if err := store.MarkGivenUp(context.Background(), claimed[0].ID, time.Now(), stored); err != nil {
		t.Fatal(err)
	}
	store.Close()
	for _, args := range [][]string{
		{"notifications", "-db", db},
		{"notifications", "-db", db, "-format", "json"},
		{"enquiries", "show", "-db", db, claimed[0].EnquiryID},
		{"enquiries", "show", "-db", db, "-format", "json", claimed[0].EnquiryID},
	} {
		out, err := runCommand(t, args...)
		if err != nil {
			t.Fatalf("site %v: %v", args, err)
		}
		if strings.Contains(out, "XXXXTOKEN") || strings.Contains(out, "QUERYTOKEN") || strings.Contains(out, "T000") ||
			!strings.Contains(out, "https://hooks.slack.com/…") {
			t.Errorf("site %v printed the token, or not the host:\n%s", args, out)
		}
	}
}

// `site migrate` names the PostgreSQL database it migrated by scheme and host: no password, whether
// in the user info or in ?password=, on success or on failure.
func TestMigrateNeverPrintsTheDatabasePassword(t *testing.T) {
	working := pgtest.Database(t) + "&password=PGQUERYSECRET"
	for _, tt := range []struct {
		url, shown string
		fail       bool
	}{
		{working, "postgres://127.0.0.1:", false},
		{strings.Replace(working, "@", ":PGUSERSECRET@", 1), "postgres://127.0.0.1:", false}, // trust: any password
		{"postgres://site:PGUSERSECRET@127.0.0.1:1/designo?sslmode=disable&password=PGQUERYSECRET", "postgres://127.0.0.1:1/…", true},
		{"postgres://site:PGUSERSECRET@127.0.0.1:notaport/designo?password=PGQUERYSECRET", "postgres://…", true},
	} {
		var stdout, stderr bytes.Buffer
		err := run([]string{"migrate", "-database-url", tt.url}, &stdout, &stderr)
		printed := stdout.String() + stderr.String()
		if err != nil {
			printed += err.Error()
		}
		if (err != nil) != tt.fail || !strings.Contains(printed, tt.shown) {
			t.Errorf("site migrate %s: %v, printed %q; want %q shown", tt.url, err, printed, tt.shown)
		}
		if strings.Contains(printed, "SECRET") {
			t.Errorf("site migrate printed a password: %q", printed)
		}
	}
}
