package service

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"designo/enquiry"
	"designo/internal/loopback"
)

// freeAddr is a loopback address nothing listens on yet.
func freeAddr(t *testing.T) string {
	t.Helper()
	addr, err := loopback.FreeAddr()
	if err != nil {
		t.Fatal(err)
	}
	return addr
}

// No admin listener without an address: nil metrics, which count nothing and do not panic.
func TestNoAdminListenerWithoutAnAddress(t *testing.T) {
	metrics, stop, err := startAdmin("", nil, nil, nil)
	if err != nil || metrics != nil || stop(t.Context()) != nil {
		t.Errorf("startAdmin with no address: %v, %v", metrics, err)
	}
	metrics.observe("webhook", "delivered")
}

// TestReleasesWakeTheOutboxesWithoutCountingAnEnquiry: the inbox's releases wake the outboxes
// (contactService.wake); /metrics counts the two enquiries stored, once each, and no third kind of
// enquiry with an empty verdict for each release.
func TestReleasesWakeTheOutboxesWithoutCountingAnEnquiry(t *testing.T) {
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) }))
	defer hook.Close()
	admin := freeAddr(t)
	cfg := Enquiries{Store: Store{DB: filepath.Join(t.TempDir(), "e.db")}, AdminAddr: admin, NotifyWebhook: hook.URL,
		RetryFirst: 10 * time.Second, SendTimeout: 30 * time.Second, GiveUpAfter: 72 * time.Hour, Budget: 30, DigestEvery: time.Hour}
	contact, err := openContact(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer contact.stop()
	ctx := context.Background()
	var ids []string
	for _, name := range []string{"Held one", "Held two"} {
		held := enquiry.Enquiry{Name: name, Email: "h@example.com", Message: "Cheap pills", Via: enquiry.ViaForm,
			Verdict: enquiry.VerdictHeld, Reasons: []string{"a test"}, ReceivedAt: time.Now()}
		stored, _, err := contact.opts.Store.Save(ctx, held, contact.opts.Route, "")
		if err != nil {
			t.Fatal(err)
		}
		contact.opts.Notify(stored) // as the contact handler does for each enquiry it stores
		ids = append(ids, stored.ID)
	}
	for _, id := range ids {
		if _, err := contact.store.Release(ctx, id, contact.opts.Route.Channels, time.Now(), "staff@example.com"); err != nil {
			t.Fatal(err)
		}
		contact.wake() // as the inbox does after a release
	}
	res, err := http.Get("http://" + admin + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	var stored []string
	for _, line := range strings.Split(string(body), "\n") {
		if strings.HasPrefix(line, "designo_enquiries_stored_total{") && !strings.HasSuffix(line, " 0") {
			stored = append(stored, line)
		}
	}
	want := []string{`designo_enquiries_stored_total{notice="digest",verdict="held"} 2`}
	if !slices.Equal(stored, want) {
		t.Errorf("/metrics counts stored enquiries as\n%s\nwant\n%s", strings.Join(stored, "\n"), strings.Join(want, "\n"))
	}
}
