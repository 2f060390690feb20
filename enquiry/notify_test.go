package enquiry

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
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

func sampleDelivery(id string) Delivery {
	e := Enquiry{ID: id, Name: "Ada", Email: "ada@example.com", Phone: "0123", Message: "Hello", ReceivedAt: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC), Via: ViaForm}
	return Delivery{ID: 1, EnquiryID: id, Channel: ChannelWebhook, Enquiry: &e}
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
		err = hook.Send(context.Background(), sampleDelivery(NewID()))
		if (err != nil) != tt.wantErr || errors.Is(err, ErrRefused) != tt.wantRefused {
			t.Errorf("%d: err %v (refused %v), want error %v, refused %v", tt.status, err, errors.Is(err, ErrRefused), tt.wantErr, tt.wantRefused)
		}
	}
	hook, _ := NewWebhook("http://127.0.0.1:1/unreachable", "", nil)
	if err := hook.Send(context.Background(), sampleDelivery(NewID())); err == nil || errors.Is(err, ErrRefused) {
		t.Errorf("network error: %v, want a retryable error", err)
	}
}

func TestWebhookSendsTheEnquiryUnderItsID(t *testing.T) {
	received, server := newWebhook(t, 200)
	hook, _ := NewWebhook(server.URL, "", nil)
	d := sampleDelivery(NewID())
	for range 2 { // a retry carries the same id
		if err := hook.Send(context.Background(), d); err != nil {
			t.Fatal(err)
		}
	}
	for i, header := range received.headers {
		if got := header.Get("webhook-id"); got != d.EnquiryID {
			t.Errorf("attempt %d: webhook-id %q, want the enquiry's id %q", i, got, d.EnquiryID)
		}
		var e Enquiry
		if err := json.Unmarshal(received.bodies[i], &e); err != nil || e != *d.Enquiry {
			t.Errorf("body %s (%v), want %+v", received.bodies[i], err, *d.Enquiry)
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
		if err := hook.Send(context.Background(), sampleDelivery(NewID())); err != nil {
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
