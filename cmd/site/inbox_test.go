package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"designo/enquiry"
	"designo/enquiry/sqlite"
)

func runCommand(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var stdout bytes.Buffer
	err := run(args, &stdout, io.Discard)
	return stdout.String(), err
}

func listed(t *testing.T, db string) []enquiry.Enquiry {
	t.Helper()
	out, err := runCommand(t, "enquiries", "-db", db, "-format", "json")
	if err != nil {
		t.Fatal(err)
	}
	var list []enquiry.Enquiry
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatal(err)
	}
	return list
}

func TestEnquiriesShowAndDelete(t *testing.T) {
	db := seedDatabase(t)
	list := listed(t, db)
	newest, middle := list[0], list[1]

	out, err := runCommand(t, "enquiries", "show", "-db", db, newest.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{newest.ID, "Newest", "newest@example.com", "Hello from Newest,\nsecond line", "email", "pending"} {
		if !strings.Contains(out, want) {
			t.Errorf("show lacks %q:\n%s", want, out)
		}
	}
	out, err = runCommand(t, "enquiries", "show", "-db", db, "-format", "json", newest.ID)
	var shown struct {
		enquiry.Enquiry
		Notifications []enquiry.Delivery `json:"notifications"`
	}
	if err != nil || json.Unmarshal([]byte(out), &shown) != nil || shown.ID != newest.ID || len(shown.Notifications) != 1 {
		t.Errorf("show -format json: %s (%v)", out, err)
	}

	out, err = runCommand(t, "enquiries", "delete", "-db", db, newest.ID, middle.ID)
	if err != nil || strings.Count(out, "Deleted") != 2 {
		t.Fatalf("delete: %q, %v", out, err)
	}
	if left := listed(t, db); len(left) != 1 || left[0].Name != "Oldest" {
		t.Errorf("after delete: %+v", left)
	}
	out, _ = runCommand(t, "notifications", "-db", db, "-state", "all", "-format", "json")
	var deliveries []enquiry.Delivery
	if err := json.Unmarshal([]byte(out), &deliveries); err != nil || len(deliveries) != 1 || deliveries[0].EnquiryID != left(t, db) {
		t.Errorf("notifications after delete: %s (%v), want only the remaining enquiry's", out, err)
	}

	for _, args := range [][]string{
		{"enquiries", "show", "-db", db, newest.ID},
		{"enquiries", "delete", "-db", db, newest.ID},
		{"enquiries", "show", "-db", db},
		{"enquiries", "delete", "-db", db},
	} {
		if _, err := runCommand(t, args...); err == nil {
			t.Errorf("site %v succeeded", args)
		}
	}
}

// TestEnquiriesForget: `site enquiries forget EMAIL` erases every enquiry from the address, in
// any case, and says how many; the others stay.
func TestEnquiriesForget(t *testing.T) {
	db := seedDatabase(t)
	list := listed(t, db)
	out, err := runCommand(t, "enquiries", "forget", "-db", db, strings.ToUpper(list[0].Email))
	if err != nil || out != "Erased 1 enquiry from "+strings.ToUpper(list[0].Email)+", with their notes and notifications.\n" {
		t.Fatalf("forget: %q, %v", out, err)
	}
	if left := listed(t, db); len(left) != len(list)-1 || slices.ContainsFunc(left, func(e enquiry.Enquiry) bool { return e.ID == list[0].ID }) {
		t.Errorf("after forget: %+v", left)
	}
	if _, err := runCommand(t, "enquiries", "forget", "-db", db); err == nil {
		t.Error("forget without an address succeeded")
	}
}

func left(t *testing.T, db string) string { return listed(t, db)[0].ID }

func TestNotificationsListAndRetry(t *testing.T) {
	db := seedDatabase(t)
	store := sqlite.Open(db, slog.New(slog.DiscardHandler))
	ctx := context.Background()
	claimed, err := store.Claim(ctx, enquiry.ChannelEmail, time.Now(), time.Minute, 3)
	if err != nil || len(claimed) != 3 {
		t.Fatalf("Claim = %d, %v", len(claimed), err)
	}
	store.MarkDelivered(ctx, claimed[0].ID, time.Now())
	store.MarkGivenUp(ctx, claimed[1].ID, time.Now(), "550 5.1.1 mailbox unavailable")
	store.MarkFailed(ctx, claimed[2].ID, time.Now().Add(time.Minute), "connection refused")
	store.Close()

	out, err := runCommand(t, "notifications", "-db", db)
	if err != nil {
		t.Fatal(err)
	}
	summary, table, _ := strings.Cut(out, "\n\n")
	summary, budget, _ := strings.Cut(summary, "\n")
	if !strings.HasPrefix(budget, "Notified one by one in the last hour: ") || !strings.Contains(budget, "Disk: ") {
		t.Errorf("summary %q: want the budget, the digest and the disk next", budget)
	}
	if !strings.HasPrefix(summary, "Pending: 1 (the oldest queued ") || !strings.Contains(summary, "Failed: 1 (given up") {
		t.Errorf("summary %q, want 1 pending with its age and 1 failed", summary)
	}
	if lines := strings.Split(strings.TrimSpace(table), "\n"); len(lines) != 3 || !strings.Contains(table, "550 5.1.1 mailbox unavailable") ||
		!strings.Contains(table, "connection refused") || strings.Contains(table, "delivered") {
		t.Errorf("pending and failed by default:\n%s", out)
	}
	out, _ = runCommand(t, "notifications", "-db", db, "-state", "delivered")
	if _, table, _ = strings.Cut(out, "\n\n"); !strings.Contains(table, "delivered") || strings.Count(strings.TrimSpace(table), "\n") != 1 {
		t.Errorf("-state delivered:\n%s", out)
	}
	out, err = runCommand(t, "notifications", "retry", "-db", db)
	if err != nil || !strings.HasPrefix(out, "1 failed notification(s) queued again") {
		t.Errorf("retry: %q, %v", out, err)
	}
	out, _ = runCommand(t, "notifications", "-db", db, "-state", "failed")
	summary, table, _ = strings.Cut(out, "\n\n")
	if summary, _, _ = strings.Cut(summary, "\n"); strings.TrimSpace(table) != "No notifications." || !strings.HasPrefix(summary, "Pending: 2 ") || !strings.HasSuffix(summary, "Failed: 0.") {
		t.Errorf("failed after retry:\n%s", out)
	}
	for _, args := range [][]string{
		{"notifications", "-db", db, "-state", "lost"},
		{"notifications", "retry", "-db", db, "abc"},
		{"notifications", "-db", filepath.Join(t.TempDir(), "typo.db")},
	} {
		if _, err := runCommand(t, args...); err == nil {
			t.Errorf("site %v succeeded", args)
		}
	}
}

// syncBuffer is a bytes.Buffer that a logger and a test may use at once.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
