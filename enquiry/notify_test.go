package enquiry

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

// webhook is a test receiver that answers each attempt with the next status
// of a script (the last one repeating) and records what it received.
type webhook struct {
	statuses []int
	mu       sync.Mutex
	bodies   [][]byte
	headers  []http.Header
	calls    atomic.Int32
}

func newWebhook(t *testing.T, statuses ...int) (*webhook, *httptest.Server) {
	hook := &webhook{statuses: statuses}
	server := httptest.NewServer(hook)
	t.Cleanup(server.Close)
	return hook, server
}

func (h *webhook) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	h.mu.Lock()
	h.bodies = append(h.bodies, body)
	h.headers = append(h.headers, r.Header.Clone())
	h.mu.Unlock()
	call := int(h.calls.Add(1))
	status := h.statuses[min(call, len(h.statuses))-1]
	w.WriteHeader(status)
}

func waitForLog(t *testing.T, logs *syncBuffer, text string) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(2 * time.Millisecond) {
		if strings.Contains(logs.String(), text) {
			return
		}
	}
	t.Fatalf("log never showed %q:\n%s", text, logs)
}

// startNotifier runs a fast-retrying notifier until the test ends and
// returns it with its log.
func startNotifier(t *testing.T, url string, attempts int) (*Notifier, *syncBuffer, func()) {
	return startSigningNotifier(t, url, attempts, "")
}

// startSigningNotifier is startNotifier signing with secret ("" for none).
func startSigningNotifier(t *testing.T, url string, attempts int, secret string) (*Notifier, *syncBuffer, func()) {
	t.Helper()
	logs := &syncBuffer{}
	notifier, err := NewNotifier(url, NotifierOptions{
		Attempts: attempts, FirstDelay: time.Millisecond, MaxDelay: 4 * time.Millisecond,
		Logger: slog.New(slog.NewTextHandler(logs, nil)), Secret: secret,
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() { notifier.Run(ctx); close(stopped) }()
	stop := func() { cancel(); <-stopped }
	t.Cleanup(stop)
	return notifier, logs, stop
}

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

func TestNotifierRetriesUntilTheWebhookAccepts(t *testing.T) {
	hook, server := newWebhook(t, 500, 503, http.StatusTooManyRequests, 200)
	notifier, logs, stop := startNotifier(t, server.URL, 6)
	sent := sampleEnquiry("Ada", time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC))
	sent.ID = 42
	if !notifier.Notify(sent) {
		t.Fatal("Notify refused with an empty queue")
	}
	waitForLog(t, logs, "delivered")
	stop()

	if calls := hook.calls.Load(); calls != 4 {
		t.Errorf("webhook called %d times, want 4 (three failures, then success)", calls)
	}
	var received Enquiry
	if err := json.Unmarshal(hook.bodies[3], &received); err != nil || received != sent {
		t.Errorf("webhook received %+v (%v), want %+v", received, err, sent)
	}
	for _, header := range hook.headers {
		if header.Get("Content-Type") != "application/json" || header.Get("webhook-id") != "enquiry-42" {
			t.Errorf("headers = %v", header)
		}
	}
	if !strings.Contains(logs.String(), "delivered") || strings.Count(logs.String(), "will retry") != 3 {
		t.Errorf("log does not show three retries then delivery:\n%s", logs)
	}
}

func TestNotifierGivesUpAfterItsAttempts(t *testing.T) {
	hook, server := newWebhook(t, 500, 500, 500)
	notifier, logs, stop := startNotifier(t, server.URL, 3)
	notifier.Notify(sampleEnquiry("Ada", time.Now()))
	waitForLog(t, logs, "giving up")
	time.Sleep(50 * time.Millisecond) // would be long enough for a fourth, wrong, attempt
	stop()
	if calls := hook.calls.Load(); calls != 3 {
		t.Errorf("webhook called %d times, want exactly 3", calls)
	}
}

func TestNotifierDoesNotRetryAPermanentRefusal(t *testing.T) {
	hook, server := newWebhook(t, http.StatusBadRequest, 200)
	notifier, logs, stop := startNotifier(t, server.URL, 5)
	notifier.Notify(sampleEnquiry("Ada", time.Now()))
	waitForLog(t, logs, "giving up")
	stop()
	if calls := hook.calls.Load(); calls != 1 {
		t.Errorf("webhook called %d times after a 400, want 1", calls)
	}
}

func TestNotifierRetriesNetworkErrors(t *testing.T) {
	// A server that is closed at once: every attempt is a refused connection.
	closed := httptest.NewServer(http.NotFoundHandler())
	closed.Close()
	notifier, logs, stop := startNotifier(t, closed.URL, 3)
	notifier.Notify(sampleEnquiry("Ada", time.Now()))
	waitForLog(t, logs, "giving up")
	stop()
	if retries := strings.Count(logs.String(), "will retry"); retries != 2 {
		t.Errorf("%d retries logged, want 2:\n%s", retries, logs)
	}
}

func TestNotifyNeverBlocksWhenTheQueueIsFull(t *testing.T) {
	logs := &syncBuffer{}
	notifier, err := NewNotifier("http://127.0.0.1:1/hook", NotifierOptions{QueueSize: 2, Logger: slog.New(slog.NewTextHandler(logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	// Not running: nothing drains the queue.
	start := time.Now()
	accepted := 0
	for range 5 {
		if notifier.Notify(sampleEnquiry("Ada", time.Now())) {
			accepted++
		}
	}
	if elapsed := time.Since(start); elapsed > time.Second {
		t.Errorf("Notify took %v with a full queue", elapsed)
	}
	if accepted != 2 || strings.Count(logs.String(), "queue full") != 3 {
		t.Errorf("accepted %d (want 2), log:\n%s", accepted, logs)
	}
}

func TestNotifierStopsPromptlyWhileWaitingToRetry(t *testing.T) {
	hook, server := newWebhook(t, 500)
	logs := &syncBuffer{}
	notifier, err := NewNotifier(server.URL, NotifierOptions{FirstDelay: time.Hour, Logger: slog.New(slog.NewTextHandler(logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() { notifier.Run(ctx); close(stopped) }()
	notifier.Notify(sampleEnquiry("Ada", time.Now()))
	notifier.Notify(sampleEnquiry("Grace", time.Now()))
	waitForLog(t, logs, "will retry")
	cancel()
	select {
	case <-stopped:
	case <-time.After(2 * time.Second):
		t.Fatal("Run did not stop within 2 s of shutdown")
	}
	if calls := hook.calls.Load(); calls != 1 {
		t.Errorf("webhook called %d times, want 1 (the retry was an hour away)", calls)
	}
	if !strings.Contains(logs.String(), "stopped before delivery") || !strings.Contains(logs.String(), "unsent=1") {
		t.Errorf("shutdown did not report the unsent notification:\n%s", logs)
	}
}

func TestNewNotifierRefusesABadURL(t *testing.T) {
	for _, bad := range []string{"", "hooks.example", "ftp://example.com/x", "http://", "://"} {
		if _, err := NewNotifier(bad, NotifierOptions{}); err == nil {
			t.Errorf("NewNotifier(%q) accepted", bad)
		}
	}
}

// A receiver verifies every attempt with the Standard Webhooks reference
// library and the agency's copy of the secret; without a secret nothing is
// signed.
func TestNotifierSignsEveryAttempt(t *testing.T) {
	const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
	receiver, err := standardwebhooks.NewWebhook(secret)
	if err != nil {
		t.Fatal(err)
	}
	forger, _ := standardwebhooks.NewWebhook("whsec_" + base64.StdEncoding.EncodeToString([]byte("not the agency's secret!")))

	hook, server := newWebhook(t, 503, 200)
	notifier, logs, stop := startSigningNotifier(t, server.URL, 3, secret)
	sent := sampleEnquiry("Ada", time.Now())
	sent.ID = 7
	notifier.Notify(sent)
	waitForLog(t, logs, "delivered")
	stop()
	if hook.calls.Load() != 2 {
		t.Fatalf("webhook called %d times, want 2", hook.calls.Load())
	}
	for i, header := range hook.headers {
		if err := receiver.Verify(hook.bodies[i], header); err != nil {
			t.Errorf("attempt %d: the agency's receiver refuses it: %v (headers %v)", i+1, err, header)
		}
		if err := forger.Verify(hook.bodies[i], header); err == nil {
			t.Errorf("attempt %d verifies with another secret", i+1)
		}
		tampered := bytes.Replace(hook.bodies[i], []byte("Ada"), []byte("Eve"), 1)
		if err := receiver.Verify(tampered, header); err == nil {
			t.Errorf("attempt %d: a changed body still verifies", i+1)
		}
		if header.Get("webhook-id") != "enquiry-7" {
			t.Errorf("attempt %d: webhook-id %q, want enquiry-7 on every attempt", i+1, header.Get("webhook-id"))
		}
	}

	plainHook, plainServer := newWebhook(t, 200)
	plain, plainLogs, stopPlain := startNotifier(t, plainServer.URL, 1)
	plain.Notify(sent)
	waitForLog(t, plainLogs, "delivered")
	stopPlain()
	if got := plainHook.headers[0]; got.Get("webhook-signature") != "" || got.Get("webhook-timestamp") != "" || got.Get("webhook-id") != "enquiry-7" {
		t.Errorf("unsigned notifier sent %v", got)
	}
}

func TestNotifierRefusesAMalformedSecret(t *testing.T) {
	for _, secret := range []string{"whsec_not base64!", "whsec_c2hvcnQ=", "hunter2"} {
		if _, err := NewNotifier("https://hooks.example/designo", NotifierOptions{Secret: secret}); err == nil {
			t.Errorf("secret %q accepted", secret)
		}
	}
}
