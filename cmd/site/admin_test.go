package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"designo/enquiry"
	"designo/enquiry/notify"
	"designo/enquiry/sqlite"
	"designo/internal/pgtest"
)

// scrape reads the admin listener's /metrics as Prometheus would.
func scrape(t *testing.T, adminAddr string) map[string]*dto.MetricFamily {
	t.Helper()
	res, err := http.Get("http://" + adminAddr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("admin /metrics: %d", res.StatusCode)
	}
	parser := expfmt.NewTextParser(model.UTF8Validation)
	families, err := parser.TextToMetricFamilies(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return families
}

// metricValue is the value of the series of name whose labels include want (-1 when there is none).
func metricValue(families map[string]*dto.MetricFamily, name string, want map[string]string) float64 {
	family, ok := families[name]
	if !ok {
		return -1
	}
	for _, m := range family.GetMetric() {
		matches := 0
		for _, label := range m.GetLabel() {
			if v, ok := want[label.GetName()]; ok && v == label.GetValue() {
				matches++
			}
		}
		if matches != len(want) {
			continue
		}
		if m.GetGauge() != nil {
			return m.GetGauge().GetValue()
		}
		return m.GetCounter().GetValue()
	}
	return -1
}

func get(t *testing.T, url string) (int, string) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(body)
}

// A webhook receiver that answers 404 for good: the notification is given up, every instance
// stays ready (SQLite, and two replicas sharing PostgreSQL), the admin listener's /metrics and
// `site notifications` show the failure, and the public port serves no /metrics.
func TestReceiverDownForGoodLeavesEveryInstanceReady(t *testing.T) {
	t.Parallel() // a process test: its waits (leases, outages, restarts) overlap the others'
	bin := buildSite(t)
	tests := []struct {
		name      string
		instances int
		store     func(t *testing.T, dir string) []string
	}{
		{"SQLite", 1, func(t *testing.T, dir string) []string { return []string{"-db", filepath.Join(dir, "enquiries.db")} }},
		{"PostgreSQL, two replicas", 2, func(t *testing.T, dir string) []string { return []string{"-database-url", pgtest.Database(t)} }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hook := newLoopbackServer(t, http.NotFoundHandler())
			dir := t.TempDir()
			where := tt.store(t, dir)
			var bases, admins []string
			for range tt.instances {
				admin := freeAddr(t)
				args := append([]string{"-notify-webhook", hook, "-notify-retry", "50ms", "-notify-timeout", "2s",
					"-access-log=false", "-admin-addr", admin}, where...)
				base, _ := startSite(t, bin, dir, args...)
				bases, admins = append(bases, base), append(admins, admin)
			}
			if _, err := postEnquiry(http.DefaultClient, bases[0], "Ada Lovelace"); err != nil {
				t.Fatal(err)
			}
			waitUntil(t, "the notification given up", 30*time.Second, func() bool {
				return metricValue(scrape(t, admins[0]), "designo_notifications_failed", nil) == 1
			})

			var givenUp, retried float64
			for i, base := range bases {
				if status, body := get(t, base+"/readyz"); status != http.StatusOK || body != "ok\n" {
					t.Errorf("instance %d: /readyz = %d %q with a notification given up; want 200 ok", i, status, body)
				}
				if status, _ := get(t, base+"/metrics"); status != http.StatusNotFound {
					t.Errorf("instance %d: public /metrics = %d, want 404", i, status)
				}
				families := scrape(t, admins[i])
				if failed, pending := metricValue(families, "designo_notifications_failed", nil),
					metricValue(families, "designo_notifications_pending", nil); failed != 1 || pending != 0 {
					t.Errorf("instance %d: failed %v pending %v, want 1 and 0", i, failed, pending)
				}
				givenUp += metricValue(families, "designo_notification_attempts_total", map[string]string{"channel": "webhook", "outcome": "given_up"})
				retried += metricValue(families, "designo_notification_attempts_total", map[string]string{"channel": "webhook", "outcome": "retry"})
			}
			if givenUp != 1 || retried != 4 { // five refusals: four retried, the fifth given up
				t.Errorf("attempts given up %v, retried %v across instances; want 1 and 4", givenUp, retried)
			}
			out, err := runCommand(t, append([]string{"notifications"}, where...)...)
			if err != nil || !strings.Contains(out, "Failed: 1") || !strings.Contains(out, "404 Not Found") {
				t.Errorf("site notifications (%v):\n%s", err, out)
			}
		})
	}
}

// No admin listener unless asked for (service's TestNoAdminListenerWithoutAnAddress).
func TestAdminListenerIsOffByDefault(t *testing.T) {
	cfg, err := parseServeFlags(nil, io.Discard)
	if err != nil || cfg.Enquiries.AdminAddr != "" {
		t.Errorf("-admin-addr defaults to %q (%v), want empty: off", cfg.Enquiries.AdminAddr, err)
	}
}

// A webhook URL that redirects: `site notifications` says so and where it points, by scheme and
// host (the path may carry the receiver's token; see redact.URL).
func TestNotificationsShowWhereARedirectPoints(t *testing.T) {
	moved := httptest.NewServer(http.RedirectHandler("https://hooks.example/designo/", http.StatusMovedPermanently))
	t.Cleanup(moved.Close)
	hook, err := notify.NewWebhook(moved.URL, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	db := seedDatabase(t)
	store := sqlite.Open(db, slog.New(slog.DiscardHandler))
	ctx := context.Background()
	claimed, err := store.Claim(ctx, enquiry.ChannelEmail, time.Now(), time.Minute, 1)
	if err != nil || len(claimed) != 1 {
		t.Fatalf("Claim = %v, %v", claimed, err)
	}
	sendErr := hook.Send(ctx, claimed[0])
	if sendErr == nil {
		t.Fatal("a redirect counted as delivered")
	}
	if err := store.MarkFailed(ctx, claimed[0].ID, time.Now().Add(time.Minute), sendErr.Error()); err != nil {
		t.Fatal(err)
	}
	store.Close()
	out, err := runCommand(t, "notifications", "-db", db)
	if err != nil || !strings.Contains(out, "301 Moved Permanently") || !strings.Contains(out, "https://hooks.example/…") || strings.Contains(out, "/designo/") {
		t.Errorf("site notifications (%v) does not say where the redirect points:\n%s", err, out)
	}
}
