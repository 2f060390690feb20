package notify

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"designo/enquiry"

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

func sampleDelivery(id string) enquiry.Delivery {
	e := enquiry.Enquiry{ID: id, Name: "Ada", Email: "ada@example.com", Phone: "0123", Message: "Hello", ReceivedAt: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC), Via: enquiry.ViaForm}
	return enquiry.Delivery{ID: 1, EnquiryID: id, Channel: enquiry.ChannelWebhook, Enquiry: &e}
}

func TestWebhookClassifiesAnswers(t *testing.T) {
	tests := []struct {
		status      int
		wantErr     bool
		wantRefused bool
	}{
		{200, false, false}, {204, false, false},
		{408, true, false}, {429, true, false}, {500, true, false}, {503, true, false},
		{400, true, true}, {401, true, true}, {404, true, true}, {410, true, true},
	}
	for _, tt := range tests {
		_, server := newWebhook(t, tt.status)
		hook, err := NewWebhook(server.URL, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		err = hook.Send(context.Background(), sampleDelivery(enquiry.NewID()))
		if (err != nil) != tt.wantErr || errors.Is(err, ErrRefused) != tt.wantRefused {
			t.Errorf("%d: err %v (refused %v), want error %v, refused %v", tt.status, err, errors.Is(err, ErrRefused), tt.wantErr, tt.wantRefused)
		}
	}
	hook, _ := NewWebhook("http://127.0.0.1:1/unreachable", "", nil)
	if err := hook.Send(context.Background(), sampleDelivery(enquiry.NewID())); err == nil || errors.Is(err, ErrRefused) {
		t.Errorf("network error: %v, want a retryable error", err)
	}
}

func TestWebhookSendsTheEnquiryUnderItsID(t *testing.T) {
	received, server := newWebhook(t, 200)
	hook, _ := NewWebhook(server.URL, "", nil)
	d := sampleDelivery(enquiry.NewID())
	for range 2 { // a retry carries the same id
		if err := hook.Send(context.Background(), d); err != nil {
			t.Fatal(err)
		}
	}
	for i, header := range received.headers {
		if got := header.Get("webhook-id"); got != d.EnquiryID {
			t.Errorf("attempt %d: webhook-id %q, want the enquiry's id %q", i, got, d.EnquiryID)
		}
		if e := webhookEnquiry(t, received.bodies[i]); !reflect.DeepEqual(e, *d.Enquiry) {
			t.Errorf("body %s, want %+v", received.bodies[i], *d.Enquiry)
		}
	}
}

func TestWebhookSignsEveryAttempt(t *testing.T) {
	const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
	received, server := newWebhook(t, 200)
	hook, err := NewWebhook(server.URL, secret, nil)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := hook.Send(context.Background(), sampleDelivery(enquiry.NewID())); err != nil {
			t.Fatal(err)
		}
	}
	receiver, _ := standardwebhooks.NewWebhook(secret)
	forger, _ := standardwebhooks.NewWebhook("whsec_" + base64.StdEncoding.EncodeToString([]byte("not the agency's secret!")))
	for i, header := range received.headers {
		if err := receiver.Verify(received.bodies[i], header); err != nil {
			t.Errorf("attempt %d: signature does not verify: %v", i, err)
		}
		if err := forger.Verify(received.bodies[i], header); err == nil {
			t.Errorf("attempt %d verifies with another secret", i)
		}
		tampered := append([]byte(nil), received.bodies[i]...)
		tampered[len(tampered)-2] ^= 1
		if err := receiver.Verify(tampered, header); err == nil {
			t.Errorf("attempt %d: a tampered body verifies", i)
		}
	}
}

func TestNewWebhookRefusesABadURLOrSecret(t *testing.T) {
	for _, u := range []string{"", "example.com/hook", "ftp://example.com/hook", "http://"} {
		if _, err := NewWebhook(u, "", nil); err == nil {
			t.Errorf("NewWebhook(%q) accepted", u)
		}
	}
	for _, secret := range []string{"whsec_not base64!", "whsec_c2hvcnQ=", "hunter2"} {
		if _, err := NewWebhook("http://example.com/hook", secret, nil); err == nil {
			t.Errorf("secret %q accepted", secret)
		}
	}
}

// arrival is one request a receiver got.
type arrival struct {
	method, id string
	body       []byte
}

// A receiver whose old address redirects to its new one: the redirect is a
// failed attempt that names where it points and is retried; nothing reaches
// the new address until the URL is fixed, and then the enquiry arrives once,
// with its body.
func TestWebhookRedirectIsAFailedAttemptNeverADelivery(t *testing.T) {
	for _, status := range []int{301, 302, 303, 307, 308} {
		t.Run(strconv.Itoa(status), func(t *testing.T) {
			var mu sync.Mutex
			var arrived []arrival
			mux := http.NewServeMux()
			mux.HandleFunc("/moved", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/hook", status) })
			mux.HandleFunc("/hook", func(w http.ResponseWriter, r *http.Request) {
				body, _ := io.ReadAll(r.Body)
				mu.Lock()
				arrived = append(arrived, arrival{r.Method, r.Header.Get("webhook-id"), body})
				mu.Unlock()
			})
			receiver := httptest.NewServer(mux)
			t.Cleanup(receiver.Close)
			store := openTestSQLite(t)
			saved := saveN(t, store, 1, enquiry.ChannelWebhook)[0]
			opts := OutboxOptions{FirstDelay: 10 * time.Millisecond, MaxDelay: 10 * time.Millisecond, Poll: 10 * time.Millisecond, Logger: quietLogger()}

			moved, err := NewWebhook(receiver.URL+"/moved", "", nil)
			if err != nil {
				t.Fatal(err)
			}
			stop := runOutbox(t, NewOutbox(store, enquiry.ChannelWebhook, moved, opts))
			var failed enquiry.Delivery // as seen while the worker runs: stopping it may interrupt an attempt
			waitFor(t, "two failed attempts", 5*time.Second, func() bool {
				d := deliveriesIn(t, store)
				if len(d) == 1 && d[0].Attempts >= 2 && d[0].LastError != "" && !d[0].ClaimedUntil.After(time.Now()) {
					failed = d[0]
					return true
				}
				return false
			})
			stop()
			if failed.State != enquiry.StatePending || !strings.Contains(failed.LastError, "redirect to "+receiver.URL+"/… ("+strconv.Itoa(status)) {
				t.Errorf("after the redirect: state %s, last error %q; want pending, naming the Location and %d", failed.State, failed.LastError, status)
			}
			mu.Lock()
			if len(arrived) != 0 {
				t.Errorf("the redirect was followed: %d request(s) reached its target", len(arrived))
			}
			mu.Unlock()

			fixed, _ := NewWebhook(receiver.URL+"/hook", "", nil)
			runOutbox(t, NewOutbox(store, enquiry.ChannelWebhook, fixed, opts))
			waitFor(t, "the delivery", 5*time.Second, func() bool { return len(deliveriesIn(t, store, enquiry.StateDelivered)) == 1 })
			time.Sleep(50 * time.Millisecond) // room for a repeat to show
			mu.Lock()
			defer mu.Unlock()
			if len(arrived) != 1 {
				t.Fatalf("%d requests after the fix, want 1", len(arrived))
			}
			if got := arrived[0]; got.method != http.MethodPost || got.id != saved.ID || !reflect.DeepEqual(webhookEnquiry(t, got.body), saved) {
				t.Errorf("arrived %s webhook-id %q body %s; want a POST of enquiry %+v", got.method, got.id, got.body, saved)
			}
		})
	}
}

// A client given by the caller is not changed, and still does not redirect.
func TestWebhookNeverRedirectsWithTheCallersClient(t *testing.T) {
	_, target := newWebhook(t, 200)
	redirect := httptest.NewServer(http.RedirectHandler(target.URL, http.StatusFound))
	t.Cleanup(redirect.Close)
	client := &http.Client{Timeout: time.Minute}
	hook, _ := NewWebhook(redirect.URL, "", client)
	if err := hook.Send(context.Background(), sampleDelivery(enquiry.NewID())); err == nil || errors.Is(err, ErrRefused) {
		t.Errorf("302: err %v, want a retryable failure", err)
	}
	if client.CheckRedirect != nil {
		t.Error("NewWebhook changed the caller's client")
	}
}

// webhookEnquiry is the enquiry a webhook body carries, checking that the
// body is a Standard Webhooks event of type enquiry.received stamped with the
// time the enquiry was received.
func webhookEnquiry(t *testing.T, body []byte) enquiry.Enquiry {
	t.Helper()
	var event map[string]json.RawMessage
	if err := json.Unmarshal(body, &event); err != nil {
		t.Fatalf("webhook body %s: %v", body, err)
	}
	if len(event) != 3 || string(event["type"]) != `"enquiry.received"` {
		t.Errorf("webhook body %s: want exactly type enquiry.received, timestamp and data", body)
	}
	var e enquiry.Enquiry
	var stamp string
	if err := json.Unmarshal(event["data"], &e); err != nil {
		t.Fatalf("webhook data %s: %v", event["data"], err)
	}
	if err := json.Unmarshal(event["timestamp"], &stamp); err != nil {
		t.Fatalf("webhook timestamp %s: %v", event["timestamp"], err)
	}
	if at, err := time.Parse(time.RFC3339, stamp); err != nil || !at.Equal(e.ReceivedAt) {
		t.Errorf("timestamp %q (%v), want the enquiry's received_at %v in RFC 3339", stamp, err, e.ReceivedAt)
	}
	return e
}

// A webhook URL carries its receiver's secret (Slack's, Zapier's, Discord's tokens are in its path
// or query; some put a password in the user info): a failing delivery names its scheme and host
// only, in the log and in last_error, whether the receiver is unreachable or redirects.
func TestWebhookFailuresNeverShowTheURLsSecrets(t *testing.T) {
	dead := httptest.NewServer(http.NotFoundHandler())
	deadAddr := dead.Listener.Addr().String()
	dead.Close() // nothing listens there now
	redirecting := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "https://hooks.example/services/T000/B000/NEWTOKEN77?key=NEWQUERY88", http.StatusMovedPermanently)
	}))
	t.Cleanup(redirecting.Close)
	secrets := []string{"HOOKUSER", "HOOKPASSWORD", "PATHTOKEN42", "QUERYTOKEN99", "NEWTOKEN77", "NEWQUERY88", "services"}
	for _, tt := range []struct{ url, shown string }{
		{"http://HOOKUSER:HOOKPASSWORD@" + deadAddr + "/hooks/catch/123456/PATHTOKEN42/?key=QUERYTOKEN99", "http://" + deadAddr + "/…"},
		{redirecting.URL + "/services/PATHTOKEN42?key=QUERYTOKEN99", "redirect to https://hooks.example/…"},
	} {
		var logs bytes.Buffer
		var mu sync.Mutex
		logger := slog.New(slog.NewJSONHandler(writerFunc(func(p []byte) (int, error) {
			mu.Lock()
			defer mu.Unlock()
			return logs.Write(p)
		}), nil))
		store := openTestSQLite(t)
		saveN(t, store, 1, enquiry.ChannelWebhook)
		hook, err := NewWebhook(tt.url, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		stop := runOutbox(t, NewOutbox(store, enquiry.ChannelWebhook, hook, OutboxOptions{FirstDelay: time.Hour, Poll: 10 * time.Millisecond, Logger: logger}))
		waitFor(t, "a failed attempt", 5*time.Second, func() bool {
			d := deliveriesIn(t, store)
			return len(d) == 1 && d[0].LastError != ""
		})
		stop()
		lastError := deliveriesIn(t, store)[0].LastError
		mu.Lock()
		logged := logs.String()
		mu.Unlock()
		if !strings.Contains(lastError, tt.shown) || !strings.Contains(logged, tt.shown) {
			t.Errorf("last error %q / log %s: want %q named", lastError, logged, tt.shown)
		}
		for _, secret := range secrets {
			if strings.Contains(lastError, secret) || strings.Contains(logged, secret) {
				t.Errorf("%s shows in the last error %q or the log:\n%s", secret, lastError, logged)
			}
		}
	}
	if _, err := NewWebhook("ftp://HOOKUSER:HOOKPASSWORD@hooks.example/PATHTOKEN42", "", nil); err == nil || strings.Contains(err.Error(), "PATHTOKEN42") || strings.Contains(err.Error(), "HOOKPASSWORD") {
		t.Errorf("a refused webhook URL: %v", err)
	}
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }
