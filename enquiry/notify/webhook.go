package notify

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"designo/enquiry"
	"designo/internal/redact"
)

// Webhook posts an enquiry as JSON to the agency's webhook: the Sender of
// the webhook channel. The body is a WebhookEvent.
//
// Requests follow the Standard Webhooks specification (standardwebhooks.com):
// every attempt carries a `webhook-id`, the enquiry's id, that stays the same
// across retries and restarts, so the receiver can discard a repeat, and with
// a secret also `webhook-timestamp` and `webhook-signature`, so it can tell
// the agency's site from a forger with any of the specification's
// verification libraries.
type Webhook struct {
	url    string
	signer *standardwebhooks.Webhook // nil: requests are not signed
	client *http.Client
	inbox  string // the inbox's origin, or "": each line of a digest links to its enquiry's page there
}

// LinkTo makes each enquiry of a digest link to its page in the inbox at origin
// (https://inbox.designo.co); "" for none.
func (w *Webhook) LinkTo(origin string) { w.inbox = strings.TrimSuffix(origin, "/") }

// WebhookEvent is the body of every webhook request, in the payload shape
// Standard Webhooks recommends, so that a receiver can route events by type.
// Its timestamp is when the enquiry was received: the same on every attempt,
// like the body as a whole.
type WebhookEvent struct {
	Type      string    `json:"type"` // EventEnquiryReceived or EventDigest
	Timestamp time.Time `json:"timestamp"`
	Data      any       `json:"data"` // an Enquiry, or a Digest
}

// The types of the webhook's events: one for each stored enquiry, one for each digest.
const (
	EventEnquiryReceived = "enquiry.received"
	EventDigest          = "enquiry.digest"
)

// NewWebhook prepares the sender for the webhook at rawURL (absolute http or
// https). secret, when set, signs every request: a Standard Webhooks secret,
// "whsec_" followed by base64 of random bytes (the receiver holds the same).
// A nil client means one without a timeout of its own: the outbox bounds
// each attempt. Whatever client is given, redirects are never followed (see
// Send).
func NewWebhook(rawURL, secret string, client *http.Client) (*Webhook, error) {
	target, err := url.Parse(rawURL)
	if err != nil || (target.Scheme != "http" && target.Scheme != "https") || target.Host == "" {
		return nil, fmt.Errorf("notify webhook %s: want an absolute http:// or https:// URL", redact.URL(rawURL))
	}
	signer, err := newSigner(secret)
	if err != nil {
		return nil, err
	}
	noRedirects := http.Client{}
	if client != nil {
		noRedirects = *client
	}
	noRedirects.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &Webhook{url: rawURL, signer: signer, client: &noRedirects}, nil
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

// Send posts one attempt. Only a 2xx answer to this signed POST is success.
// A redirect is a failure naming its Location, retried like a network error
// or a timeout, 408, 429 and 5xx: Go's client would re-send a 301, 302 or 303
// as a GET without the body, whose 200 would mark an enquiry delivered that
// never arrived, and Standard Webhooks senders do not follow redirects
// either; the operator sets the final URL. Any other answer (a 404 after a
// redeploy, a 401 from a wrong secret) wraps ErrRefused.
func (w *Webhook) Send(ctx context.Context, d enquiry.Delivery) error {
	var event WebhookEvent
	switch {
	case d.Digest != nil:
		digest := *d.Digest
		if w.inbox != "" {
			digest.Held, digest.OverBudget = linked(digest.Held, w.inbox), linked(digest.OverBudget, w.inbox)
		}
		event = WebhookEvent{Type: EventDigest, Timestamp: digest.CreatedAt.UTC(), Data: digest}
	case d.Enquiry != nil:
		event = WebhookEvent{Type: EventEnquiryReceived, Timestamp: d.Enquiry.ReceivedAt.UTC(), Data: *d.Enquiry}
	default:
		return fmt.Errorf("%w: delivery %d has no enquiry", ErrRefused, d.ID)
	}
	body, err := json.Marshal(event)
	if err != nil {
		return err
	}
	request, err := http.NewRequestWithContext(ctx, http.MethodPost, w.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	request.Header.Set("Content-Type", "application/json")
	request.Header.Set("User-Agent", "designo-site enquiry notifier")
	// The same on every attempt: the receiver can discard a repeat when an answer was lost in transit.
	messageID := d.EnquiryID
	request.Header.Set(standardwebhooks.HeaderWebhookID, messageID)
	if w.signer != nil {
		// Signed afresh on each attempt: receivers refuse timestamps more than five minutes off.
		sentAt := time.Now()
		signature, err := w.signer.Sign(messageID, sentAt, body)
		if err != nil {
			return err
		}
		request.Header.Set(standardwebhooks.HeaderWebhookTimestamp, strconv.FormatInt(sentAt.Unix(), 10))
		request.Header.Set(standardwebhooks.HeaderWebhookSignature, signature)
	}
	response, err := w.client.Do(request)
	if err != nil {
		// Go's client names the whole URL (`Post "https://…": dial tcp …`), the receiver's secret
		// token with it: the error keeps its scheme and host only.
		var urlErr *url.Error
		if errors.As(err, &urlErr) {
			urlErr.URL = redact.URL(urlErr.URL)
		}
		return redact.Error(err, w.url)
	}
	defer response.Body.Close()
	io.Copy(io.Discard, io.LimitReader(response.Body, 64<<10)) // drained to reuse the connection
	switch status := response.StatusCode; {
	case status >= 200 && status < 300:
		return nil
	case status >= 300 && status < 400:
		// The Location first: `site notifications` shows the start of the message.
		// Named by scheme and host only, like every URL this site prints: the new path may carry
		// the receiver's token. `curl -sI` on the webhook URL shows all of it.
		where := "(no Location)"
		if location, err := response.Location(); err == nil {
			where = redact.URL(location.String())
		}
		return fmt.Errorf("redirect to %s (%s): not followed; set the webhook URL to where it points (curl -sI shows it)",
			where, response.Status)
	case status == http.StatusTooManyRequests || status == http.StatusRequestTimeout || status >= 500:
		return fmt.Errorf("webhook answered %s", response.Status)
	default:
		return fmt.Errorf("%w: webhook answered %s", ErrRefused, response.Status)
	}
}

// linked is lines with each enquiry's page in the inbox at origin.
func linked(lines []enquiry.DigestLine, origin string) []enquiry.DigestLine {
	out := make([]enquiry.DigestLine, len(lines))
	for i, line := range lines {
		line.Link = origin + "/inbox/enquiries/" + line.ID
		out[i] = line
	}
	return out
}
