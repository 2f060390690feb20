package main

import (
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"designo/enquiry"
	"designo/enquiry/sqlite"
)

// TestStaffCommands: invite prints a one-time link on the inbox's origin as its last line, list
// shows the member, remove removes them, and audit prints each with who did it, as it does the
// command line's spam marks, releases and erasures.
func TestStaffCommands(t *testing.T) {
	db := filepath.Join(t.TempDir(), "enquiries.db")
	store := sqlite.Open(db, nil)
	held, _, err := store.Save(context.Background(), enquiry.Enquiry{Name: "Link Builder", Email: "x@y.example", Phone: "0123",
		Message: "cheap seo", Via: enquiry.ViaForm, Verdict: enquiry.VerdictHeld, Reasons: []string{"SEO offer"}}, enquiry.Route{}, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := store.RecordChannels(context.Background(), []string{enquiry.ChannelEmail}, time.Now()); err != nil {
		t.Fatal(err)
	}
	store.Close()
	for _, args := range [][]string{
		{"enquiries", "spam", "-db", db, held.ID},
		{"enquiries", "release", "-db", db, held.ID},
		{"enquiries", "delete", "-db", db, held.ID},
	} {
		if _, err := runCommand(t, args...); err != nil {
			t.Fatalf("site %s: %v", strings.Join(args, " "), err)
		}
	}

	out, err := runCommand(t, "staff", "invite", "-db", db, "-inbox-origin", "https://inbox.designo.co/", "Ada@Designo.co")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if !regexp.MustCompile(`^https://inbox\.designo\.co/inbox/join/[A-Z2-7]{26}$`).MatchString(lines[len(lines)-1]) {
		t.Errorf("last line %q, want the link", lines[len(lines)-1])
	}
	for _, bad := range [][]string{
		{"staff", "invite", "-db", db, "ada@designo.co"},                                              // no origin
		{"staff", "invite", "-db", db, "-inbox-origin", "https://inbox.designo.co", "not-an-address"}, // no address
		{"staff", "invite", "-db", db, "-inbox-origin", "https://inbox.designo.co", "-valid", "30d", "a@designo.co"},
		{"staff", "remove", "-db", db, "nobody@designo.co"},
		{"staff", "fire", "-db", db, "ada@designo.co"},
	} {
		if _, err := runCommand(t, bad...); err == nil {
			t.Errorf("site %s: no error", strings.Join(bad, " "))
		}
	}
	if out, _ := runCommand(t, "staff", "list", "-db", db); !strings.Contains(out, "ada@designo.co  0         ") || !strings.Contains(out, "never") {
		t.Errorf("staff list:\n%s", out)
	}
	if out, err := runCommand(t, "staff", "remove", "-db", db, "ada@designo.co"); err != nil || !strings.Contains(out, "Removed ada@designo.co") {
		t.Errorf("staff remove: %q, %v", out, err)
	}
	audit, err := runCommand(t, "audit", "-db", db)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`command line \(.+\)\s+marked as spam\s+` + held.ID,
		`command line \(.+\)\s+released\s+` + held.ID,
		`command line \(.+\)\s+erased\s+` + held.ID,
		`command line \(.+\)\s+invited\s+ada@designo.co`,
		`command line \(.+\)\s+removed\s+ada@designo.co`,
	} {
		if !regexp.MustCompile(want).MatchString(audit) {
			t.Errorf("audit lacks %s:\n%s", want, audit)
		}
	}
}
