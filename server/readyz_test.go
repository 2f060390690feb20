package server

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"designo/enquiry"
)

func probe(t *testing.T, s *Server, path string) (int, string) {
	t.Helper()
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	return rec.Code, rec.Body.String()
}

func expectReady(t *testing.T, s *Server, wantStatus int, wantText string) {
	t.Helper()
	status, body := probe(t, s, "/readyz")
	if status != wantStatus || !strings.Contains(body, wantText) {
		t.Errorf("/readyz = %d %q, want %d containing %q", status, body, wantStatus, wantText)
	}
	if status, _ := probe(t, s, "/healthz"); status != http.StatusOK {
		t.Errorf("/healthz = %d: liveness must not depend on the store", status)
	}
}

// readyServer is the contact server whose /readyz checks its store and
// outbox as cmd/site wires it, pending deliveries allowed maxPending.
func readyServer(t *testing.T, maxPending time.Duration) (*Server, *enquiry.SQLite) {
	var store *enquiry.SQLite
	s, store := newContactServer(t, func(o *Options) {
		o.Contact.Channels = []string{enquiry.ChannelEmail}
		o.Contact.Ready = func(ctx context.Context) error { return enquiry.CheckReady(ctx, store, time.Now(), maxPending) }
	})
	return s, store
}

func TestReadyzFollowsTheStoreAndRecoversWithoutRestart(t *testing.T) {
	s, store := readyServer(t, time.Hour)
	expectReady(t, s, http.StatusOK, "ready")

	// The database file deleted under the running site.
	backup := filepath.Join(t.TempDir(), "backup.db")
	data, err := os.ReadFile(store.Path())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(backup, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(store.Path()); err != nil {
		t.Fatal(err)
	}
	expectReady(t, s, http.StatusServiceUnavailable, "was deleted while the site was running")
	if rec := (contactPost{json: true}).send(s); rec.Code != http.StatusServiceUnavailable {
		t.Errorf("POST with the database gone: %d, want 503", rec.Code)
	}
	if err := os.WriteFile(store.Path(), data, 0o600); err != nil { // restored
		t.Fatal(err)
	}
	expectReady(t, s, http.StatusOK, "ready")
	if rec := (contactPost{json: true}).send(s); rec.Code != http.StatusCreated {
		t.Errorf("POST after the restore: %d, want 201", rec.Code)
	}

	// Deleted again: refused again, with the cause.
	if err := os.Remove(store.Path()); err != nil {
		t.Fatal(err)
	}
	expectReady(t, s, http.StatusServiceUnavailable, "enquiry store cannot write")
}

func TestReadyzReportsFailedAndLongPendingNotifications(t *testing.T) {
	s, store := readyServer(t, 50*time.Millisecond)
	ctx := context.Background()
	if rec := (contactPost{json: true}).send(s); rec.Code != http.StatusCreated {
		t.Fatalf("POST: %d", rec.Code)
	}
	expectReady(t, s, http.StatusOK, "ready")
	time.Sleep(60 * time.Millisecond)
	expectReady(t, s, http.StatusServiceUnavailable, "1 notification(s) pending, the oldest for")

	claimed, err := store.Claim(ctx, enquiry.ChannelEmail, time.Now(), time.Minute, 1)
	if err != nil || len(claimed) != 1 {
		t.Fatalf("Claim = %v, %v", claimed, err)
	}
	if err := store.MarkGivenUp(ctx, claimed[0].ID, time.Now(), "550 relaying denied"); err != nil {
		t.Fatal(err)
	}
	expectReady(t, s, http.StatusServiceUnavailable, "1 notification(s) failed and were given up")

	if _, err := store.Retry(ctx, time.Now()); err != nil { // site notifications retry
		t.Fatal(err)
	}
	expectReady(t, s, http.StatusOK, "ready")
	claimed, _ = store.Claim(ctx, enquiry.ChannelEmail, time.Now(), time.Minute, 1)
	if err := store.MarkDelivered(ctx, claimed[0].ID, time.Now()); err != nil {
		t.Fatal(err)
	}
	time.Sleep(60 * time.Millisecond)
	expectReady(t, s, http.StatusOK, "ready")
}

func TestReadyzWithoutACheckIsReady(t *testing.T) {
	s, _ := newContactServer(t)
	expectReady(t, s, http.StatusOK, "ready")
}
