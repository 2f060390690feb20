package enquiry

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

// Notifier posts each stored enquiry as JSON to the agency's webhook, in the
// background. Notifications are a convenience on top of the store: a full
// queue, a slow or failing webhook, or a shutdown never blocks a visitor's
// request and never loses the enquiry, which is already committed and
// readable with `site enquiries`.
//
// Requests follow the Standard Webhooks specification (standardwebhooks.com):
// every attempt carries a `webhook-id` that stays the same across retries, so
// the receiver can discard a repeat, and with a secret also `webhook-timestamp`
// and `webhook-signature`, so it can tell the agency's site from a forger with
// any of the specification's verification libraries.
type Notifier struct {
	url        string
	signer     *standardwebhooks.Webhook // nil: requests are not signed
	client     *http.Client
	queue      chan Enquiry
	attempts   int
	firstDelay time.Duration
	maxDelay   time.Duration
	log        *slog.Logger
}

// NotifierOptions tunes a Notifier; zero values take the defaults shown.
type NotifierOptions struct {
	Client     *http.Client  // default: 10 s timeout per attempt
	QueueSize  int           // default 256 waiting notifications
	Attempts   int           // default 6 tries per enquiry
	FirstDelay time.Duration // default 1 s, doubled after each failure
	MaxDelay   time.Duration // default 1 min between tries
	Logger     *slog.Logger  // default slog.Default()
	// Secret signs every request when set: a Standard Webhooks secret,
	// "whsec_" followed by base64 of random bytes (the receiver holds the same).
	Secret string
}

// NewNotifier prepares a notifier for the webhook at rawURL (absolute http or
// https). Call Run to start delivering.
func NewNotifier(rawURL string, opts NotifierOptions) (*Notifier, error) {
	target, err := url.Parse(rawURL)
	if err != nil || (target.Scheme != "http" && target.Scheme != "https") || target.Host == "" {
		return nil, fmt.Errorf("notify webhook %q: want an absolute http:// or https:// URL", rawURL)
	}
	signer, err := newSigner(opts.Secret)
	if err != nil {
		return nil, err
	}
	n := &Notifier{
		url:        rawURL,
		signer:     signer,
		client:     opts.Client,
		queue:      make(chan Enquiry, orDefault(opts.QueueSize, 256)),
		attempts:   orDefault(opts.Attempts, 6),
		firstDelay: orDefault(opts.FirstDelay, time.Second),
		maxDelay:   orDefault(opts.MaxDelay, time.Minute),
		log:        opts.Logger,
	}
	if n.client == nil {
		n.client = &http.Client{Timeout: 10 * time.Second}
	}
	if n.log == nil {
		n.log = slog.Default()
	}
	return n, nil
}

// newSigner checks a Standard Webhooks secret; an empty one means no signing.
func newSigner(secret string) (*standardwebhooks.Webhook, error) {
	if secret == "" {
		return nil, nil
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, "whsec_"))
	if err != nil || len(key) < 24 {
		return nil, errors.New(`notify secret: want "whsec_" followed by base64 of at least 24 random bytes (for example: echo whsec_$(openssl rand -base64 32))`)
	}
	return standardwebhooks.NewWebhookRaw(key)
}

func orDefault[T int | time.Duration](value, fallback T) T {
	if value <= 0 {
		return fallback
	}
	return value
}

// Notify queues e for delivery and returns at once. It reports false, and
// logs, when the queue is full; the enquiry itself stays stored.
func (n *Notifier) Notify(e Enquiry) bool {
	select {
	case n.queue <- e:
		return true
	default:
		n.log.Warn("enquiry webhook queue full; notification skipped (the enquiry is stored)", "enquiry", e.ID)
		return false
	}
}

// Run delivers queued notifications one at a time until ctx is done.
func (n *Notifier) Run(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			n.reportUnsent(len(n.queue))
			return
		case e := <-n.queue:
			if ctx.Err() != nil { // select chose at random between the two
				n.reportUnsent(1 + len(n.queue))
				return
			}
			n.deliver(ctx, e)
		}
	}
}

func (n *Notifier) reportUnsent(count int) {
	if count > 0 {
		n.log.Warn("enquiry webhook stopped with notifications unsent (the enquiries are stored)", "unsent", count)
	}
}

// deliver tries to post e, waiting longer after each failure, until it
// succeeds, fails permanently, runs out of attempts or ctx is done.
func (n *Notifier) deliver(ctx context.Context, e Enquiry) {
	body, err := json.Marshal(e)
	if err != nil {
		n.log.Error("enquiry webhook: encoding", "enquiry", e.ID, "err", err)
		return
	}
	delay := n.firstDelay
	for attempt := 1; attempt <= n.attempts; attempt++ {
		retry, err := n.post(ctx, e.ID, body)
		if ctx.Err() != nil {
			n.log.Warn("enquiry webhook stopped before delivery (the enquiry is stored)", "enquiry", e.ID)
			return
		}
		if err == nil {
			n.log.Info("enquiry webhook delivered", "enquiry", e.ID, "attempt", attempt)
			return
		}
		if !retry || attempt == n.attempts {
			n.log.Error("enquiry webhook failed; giving up (the enquiry is stored)", "enquiry", e.ID, "attempt", attempt, "err", err)
			return
		}
		n.log.Warn("enquiry webhook failed; will retry", "enquiry", e.ID, "attempt", attempt, "retry_in", delay, "err", err)
		select {
		case <-ctx.Done():
			n.log.Warn("enquiry webhook stopped before delivery (the enquiry is stored)", "enquiry", e.ID)
			return
		case <-time.After(delay):
		}
		delay = min(2*delay, n.maxDelay)
	}
}

// post sends one attempt. It reports whether a failure is worth retrying:
// network errors, timeouts, 429 and 5xx are; other answers are not.
func (n *Notifier) post(ctx context.Context, id string, body []byte) (retry bool, err error) {
	request, err := http.NewRequestWithContext(ctx, http.MethodPost, n.url, bytes.NewReader(body))
	if err != nil {
		return false, err
	}
	request.Header.Set("Content-Type", "application/json")
	request.Header.Set("User-Agent", "designo-site enquiry notifier")
	// The same on every attempt: the receiver can discard a repeat when an answer was lost in transit.
	messageID := id
	request.Header.Set(standardwebhooks.HeaderWebhookID, messageID)
	if n.signer != nil {
		// Signed afresh on each attempt: receivers refuse timestamps more than five minutes off.
		sentAt := time.Now()
		signature, err := n.signer.Sign(messageID, sentAt, body)
		if err != nil {
			return false, err
		}
		request.Header.Set(standardwebhooks.HeaderWebhookTimestamp, strconv.FormatInt(sentAt.Unix(), 10))
		request.Header.Set(standardwebhooks.HeaderWebhookSignature, signature)
	}
	response, err := n.client.Do(request)
	if err != nil {
		return true, err
	}
	defer response.Body.Close()
	io.Copy(io.Discard, io.LimitReader(response.Body, 64<<10)) //nolint:errcheck // drained to reuse the connection
	switch status := response.StatusCode; {
	case status >= 200 && status < 300:
		return false, nil
	case status == http.StatusTooManyRequests || status == http.StatusRequestTimeout || status >= 500:
		return true, fmt.Errorf("webhook answered %s", response.Status)
	default:
		return false, fmt.Errorf("webhook answered %s", response.Status)
	}
}
