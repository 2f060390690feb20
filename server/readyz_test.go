package server

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"designo/enquiry"
	"designo/enquiry/sqlite"
)

func probe(t *testing.T, s *Server, path string) (int, string) {
	t.Helper()
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	return rec.Code, rec.Body.String()
}

// testClock is readiness's clock in these tests: it moves only when told.
type testClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *testClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// expectReady checks /readyz's answer, once the last check's result has expired on the clock.
func expectReady(t *testing.T, s *Server, clock *testClock, wantStatus int, wantBody string) {
	t.Helper()
	clock.advance(readyCacheFor)
	if status, body := probe(t, s, "/readyz"); status != wantStatus || body != wantBody {
		t.Errorf("/readyz = %d %q, want %d %q", status, body, wantStatus, wantBody)
	}
	if status, _ := probe(t, s, "/healthz"); status != http.StatusOK {
		t.Errorf("/healthz = %d: liveness must not depend on the store", status)
	}
}

// syncBuffer is a log destination that the server writes while the test reads.
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

// readyServer is the contact server whose /readyz checks its store as
// cmd/site wires it, logging to the returned buffer.
func readyServer(t *testing.T) (*Server, *sqlite.Store, *syncBuffer, *testClock) {
	logs := &syncBuffer{}
	var store *sqlite.Store
	s, store := newContactServer(t, func(o *Options) {
		o.Logger = slog.New(slog.NewTextHandler(logs, nil))
		o.Contact.Route.Channels = []string{enquiry.ChannelEmail, enquiry.ChannelWebhook}
		o.Contact.Ready = func(ctx context.Context) error { return store.Ready(ctx) }
	})
	clock := &testClock{now: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
	s.ready.now = clock.Now
	return s, store, logs, clock
}

// The database deleted under the running site: /readyz answers 503 with a
// fixed body that names nothing, logs the cause once however often it is
// probed, and answers 200 again once the file is restored, without a restart.
func TestReadyzFollowsTheStoreWithAFixedBodyAndLogsOnlyChanges(t *testing.T) {
	s, store, logs, clock := readyServer(t)
	expectReady(t, s, clock, http.StatusOK, "ok\n")

	data, err := os.ReadFile(store.Path())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(store.Path()); err != nil {
		t.Fatal(err)
	}
	expectReady(t, s, clock, http.StatusServiceUnavailable, "unavailable\n")
	for range 20 {
		clock.advance(readyCacheFor / 10) // within and past the memory of one check
		if status, body := probe(t, s, "/readyz"); status != http.StatusServiceUnavailable || body != "unavailable\n" {
			t.Fatalf("/readyz = %d %q while the database is gone", status, body)
		}
	}
	if n := strings.Count(logs.String(), "not ready"); n != 1 || !strings.Contains(logs.String(), filepath.Base(store.Path())) {
		t.Errorf("%d warnings for one outage, want 1 naming the file:\n%s", n, logs)
	}
	if rec := (contactPost{json: true}).send(s); rec.Code != http.StatusServiceUnavailable {
		t.Errorf("POST with the database gone: %d, want 503", rec.Code)
	}

	if err := os.WriteFile(store.Path(), data, 0o600); err != nil { // restored
		t.Fatal(err)
	}
	expectReady(t, s, clock, http.StatusOK, "ok\n")
	if !strings.Contains(logs.String(), "ready again") {
		t.Errorf("the recovery was not logged:\n%s", logs)
	}
	if rec := (contactPost{json: true}).send(s); rec.Code != http.StatusCreated {
		t.Errorf("POST after the restore: %d, want 201", rec.Code)
	}
}

// Notifications given up or pending for days are the agency's to fix; the
// site keeps serving and storing enquiries, so /readyz stays 200.
func TestReadyzDoesNotDependOnNotifications(t *testing.T) {
	s, store, _, clock := readyServer(t)
	ctx := context.Background()
	for range 2 {
		if rec := (contactPost{json: true}).send(s); rec.Code != http.StatusCreated {
			t.Fatalf("POST: %d", rec.Code)
		}
	}
	claimed, err := store.Claim(ctx, enquiry.ChannelWebhook, time.Now(), time.Minute, 2)
	if err != nil || len(claimed) != 2 {
		t.Fatalf("Claim = %v, %v", claimed, err)
	}
	if err := store.MarkGivenUp(ctx, claimed[0].ID, time.Now(), "webhook answered 404 Not Found"); err != nil {
		t.Fatal(err)
	}
	if err := store.MarkFailed(ctx, claimed[1].ID, time.Now().Add(time.Hour), "webhook answered 503"); err != nil {
		t.Fatal(err)
	}
	status, err := store.OutboxStatus(ctx)
	if err != nil || status.Failed != 1 || status.Pending != 3 {
		t.Fatalf("outbox %+v (%v), want 1 failed and 3 pending", status, err)
	}
	expectReady(t, s, clock, http.StatusOK, "ok\n")
}

// fileStates is each file's contents, to tell whether anything was written.
func fileStates(t *testing.T, paths ...string) map[string]string {
	t.Helper()
	states := map[string]string{}
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		info, _ := os.Stat(path)
		states[path] = info.ModTime().String() + "\x00" + string(data)
	}
	return states
}

// 200 probes, through the handler and straight at the store's check (what
// each probe would cost without the handler's one-second memory), write
// neither the database file nor its write-ahead log.
func TestReadyzProbesWriteNothing(t *testing.T) {
	s, store, _, _ := readyServer(t)
	if rec := (contactPost{json: true}).send(s); rec.Code != http.StatusCreated { // something in the WAL
		t.Fatalf("POST: %d", rec.Code)
	}
	files := []string{store.Path(), store.Path() + "-wal"}
	before := fileStates(t, files...)
	for range 200 {
		if status, _ := probe(t, s, "/readyz"); status != http.StatusOK {
			t.Fatalf("/readyz = %d", status)
		}
		if err := store.Ready(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	after := fileStates(t, files...)
	for _, path := range files {
		if before[path] != after[path] {
			t.Errorf("%s changed during 200 readiness probes", filepath.Base(path))
		}
	}
	// The measure can see a write: one enquiry changes the log.
	if rec := (contactPost{json: true}).send(s); rec.Code != http.StatusCreated {
		t.Fatalf("POST: %d", rec.Code)
	}
	if fileStates(t, files...)[files[1]] == after[files[1]] {
		t.Error("an enquiry stored left the write-ahead log unchanged: the measure cannot see writes")
	}
}

func TestReadyzWithoutACheckIsReady(t *testing.T) {
	s, _ := newContactServer(t)
	if status, body := probe(t, s, "/readyz"); status != http.StatusOK || body != "ok\n" {
		t.Errorf("/readyz = %d %q", status, body)
	}
}
