package service

import (
	"context"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestRunServesBothListenersUntilItsContextEnds runs the whole service as `site serve` does: the
// site answers, the inbox answers on its own listener (its sign-in page, 401), and Run returns
// once its context ends, with the store closed.
func TestRunServesBothListenersUntilItsContextEnds(t *testing.T) {
	site, inbox := freeAddr(t), freeAddr(t)
	_, inboxPort, _ := strings.Cut(inbox, ":")
	cfg := Config{Addr: site, Origin: "http://" + site, InboxAddr: inbox, InboxOrigin: "http://localhost:" + inboxPort,
		Enquiries: Enquiries{Store: Store{DB: filepath.Join(t.TempDir(), "e.db")}, RatePerMinute: 5, RateBurst: 5,
			SendTimeout: 30 * time.Second, RetryFirst: 10 * time.Second, GiveUpAfter: time.Hour, DigestEvery: time.Hour}}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Run(ctx, cfg, slog.New(slog.DiscardHandler)) }()

	status := func(url string) int {
		for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			if res, err := http.Get(url); err == nil {
				res.Body.Close()
				return res.StatusCode
			}
		}
		t.Fatalf("%s never answered", url)
		return 0
	}
	for _, tt := range []struct {
		url  string
		want int
	}{
		{"http://" + site + "/home", http.StatusOK},
		{"http://" + site + "/readyz", http.StatusOK},
		{"http://" + site + "/inbox", http.StatusNotFound}, // the inbox is never on the public listener
		{"http://" + inbox + "/inbox", http.StatusUnauthorized},
	} {
		if got := status(tt.url); got != tt.want {
			t.Errorf("GET %s: %d, want %d", tt.url, got, tt.want)
		}
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Run ended with %v", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("Run did not return after its context ended")
	}
	if _, err := http.Get("http://" + inbox + "/inbox"); err == nil {
		t.Error("the inbox still answers after Run returned")
	}
}
