package service

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"designo/enquiry"
	"designo/enquiry/sqlite"
)

// seedDatabase is a SQLite file of three enquiries received 2 days ago, yesterday and now, each
// with a pending e-mail.
func seedDatabase(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "enquiries.db")
	store := sqlite.Open(path, slog.New(slog.DiscardHandler))
	defer store.Close()
	now := time.Now().UTC()
	for i, name := range []string{"Oldest", "Middle", "Newest"} {
		e := enquiry.Enquiry{Name: name, Email: strings.ToLower(name) + "@example.com", Phone: "0123",
			Message: "Hello from " + name, ReceivedAt: now.Add(time.Duration(i-2) * 24 * time.Hour), Via: enquiry.ViaForm}
		if _, _, err := store.Save(context.Background(), e, enquiry.Route{Channels: []string{enquiry.ChannelEmail}}, ""); err != nil {
			t.Fatal(err)
		}
	}
	return path
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

func TestOpenContact(t *testing.T) {
	logger := slog.New(slog.DiscardHandler)
	if _, err := openContact(context.Background(), Enquiries{Store: Store{DB: filepath.Join(t.TempDir(), "e.db")}, NotifyWebhook: "not a url"}, logger); err == nil {
		t.Error("a malformed webhook URL must stop the server from starting")
	}
	if _, err := openContact(context.Background(), Enquiries{Store: Store{DB: filepath.Join(t.TempDir(), "e.db")}, NotifyWebhook: "https://hooks.example/designo", NotifySecret: "hunter2"}, logger); err == nil {
		t.Error("a malformed webhook secret must stop the server from starting")
	}
	for name, cfg := range map[string]Enquiries{
		"e-mail without a server":   {NotifyEmail: "hello@designo.co", MailFrom: "website@designo.co"},
		"e-mail without a sender":   {SMTPURL: "smtp://smtp.example.com", NotifyEmail: "hello@designo.co"},
		"a malformed recipient":     {SMTPURL: "smtp://smtp.example.com", NotifyEmail: "hello", MailFrom: "website@designo.co"},
		"a mail server not smtp://": {SMTPURL: "https://smtp.example.com", NotifyEmail: "hello@designo.co", MailFrom: "website@designo.co"},
	} {
		cfg.Store.DB = filepath.Join(t.TempDir(), "e.db")
		if _, err := openContact(context.Background(), cfg, logger); err == nil {
			t.Errorf("%s must stop the server from starting", name)
		}
	}
	// A database that cannot be opened is not fatal: pages must still be served.
	notADir := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(notADir, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	contact, err := openContact(context.Background(), Enquiries{Store: Store{DB: filepath.Join(notADir, "e.db")}, RatePerMinute: 5, RateBurst: 5}, logger)
	if err != nil {
		t.Fatalf("unavailable database stopped the start: %v", err)
	}
	defer contact.stop()
	opts := contact.opts
	if opts.Store == nil || opts.RateLimit == nil || len(opts.Route.Channels) != 0 {
		t.Errorf("options %+v: want a store, a rate limit and no channel", opts)
	}
	if _, _, err := opts.Store.Save(context.Background(), enquiry.Enquiry{Via: enquiry.ViaForm}, enquiry.Route{}, ""); err == nil {
		t.Error("saving to an unavailable database succeeded")
	}
}

// -retain erases old enquiries at start-up (and daily after), with their notifications, except
// those whose notifications were never delivered: kept, and a warning with their count.
func TestRetentionPurgesAtStart(t *testing.T) {
	db := seedDatabase(t) // received 2 days ago, yesterday and now, each with a pending e-mail
	store := sqlite.Open(db, slog.New(slog.DiscardHandler))
	now := time.Now()
	claimed, err := store.Claim(context.Background(), enquiry.ChannelEmail, now, time.Minute, 10)
	if err != nil || len(claimed) != 3 {
		t.Fatalf("Claim = %d, %v", len(claimed), err)
	}
	for _, d := range claimed {
		if d.Enquiry.Name == "Oldest" {
			err = store.MarkDelivered(context.Background(), d.ID, now)
		} else {
			err = store.MarkFailed(context.Background(), d.ID, now, "connection refused")
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	undelivered := enquiry.Enquiry{Name: "Undelivered", Email: "u@example.com", Message: "Still waiting", ReceivedAt: now.Add(-72 * time.Hour), Via: enquiry.ViaForm}
	if _, _, err := store.Save(context.Background(), undelivered, enquiry.Route{Channels: []string{enquiry.ChannelWebhook}}, ""); err != nil {
		t.Fatal(err)
	}
	store.Close()

	var logs syncBuffer
	cfg := Enquiries{Store: Store{DB: db}, Retain: 36 * time.Hour}
	contact, err := openContact(context.Background(), cfg, slog.New(slog.NewJSONHandler(&logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(logs.String(), "retention: kept") && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	contact.stop()
	store = sqlite.Open(db, slog.New(slog.DiscardHandler))
	defer store.Close()
	left, err := store.List(context.Background(), time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range left {
		names = append(names, e.Name)
	}
	if strings.Join(names, ",") != "Newest,Middle,Undelivered" {
		t.Errorf("after -retain 36h: %v, want Newest, Middle and the undelivered one", names)
	}
	if deliveries, err := store.Deliveries(context.Background()); err != nil || len(deliveries) != 3 {
		t.Errorf("notifications after the purge: %d, %v; want 3 (the erased one's gone)", len(deliveries), err)
	}
	var erasedLine, keptLine map[string]any
	for _, line := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		var entry map[string]any
		if json.Unmarshal([]byte(line), &entry) != nil {
			continue
		}
		msg, _ := entry["msg"].(string)
		switch {
		case strings.HasPrefix(msg, "retention: erased"):
			erasedLine = entry
		case strings.HasPrefix(msg, "retention: kept"):
			keptLine = entry
		}
	}
	if erasedLine == nil || erasedLine["level"] != "INFO" || erasedLine["count"] != 1.0 {
		t.Errorf("erasure logged as %v, want INFO with count 1", erasedLine)
	}
	if keptLine == nil || keptLine["level"] != "WARN" || keptLine["count"] != 1.0 {
		t.Errorf("the undelivered one logged as %v, want WARN with count 1\n%s", keptLine, logs.String())
	}
}

// TestRetentionErasuresAreAudited: each enquiry retention erases is a line, by retention.
func TestRetentionErasuresAreAudited(t *testing.T) {
	store := sqlite.Open(filepath.Join(t.TempDir(), "enquiries.db"), nil)
	defer store.Close()
	ctx := context.Background()
	old, _, err := store.Save(ctx, enquiry.Enquiry{Name: "Old", Email: "o@example.com", Phone: "1", Message: "old", Via: enquiry.ViaForm,
		ReceivedAt: time.Now().Add(-800 * 24 * time.Hour)}, enquiry.Route{}, "")
	if err != nil {
		t.Fatal(err)
	}
	purgeOnce(ctx, store, time.Now(), 730*24*time.Hour, "retention (-retain 730d)", slog.New(slog.DiscardHandler))
	log, err := store.AuditLog(ctx, time.Time{})
	if err != nil || len(log) != 1 || log[0].Actor != "retention (-retain 730d)" || log[0].Action != enquiry.AuditErased || log[0].Subject != old.ID {
		t.Errorf("audit trail after retention: %+v, %v", log, err)
	}
}
