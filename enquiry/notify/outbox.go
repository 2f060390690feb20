// Package notify tells the agency of its enquiries. The store keeps a pending notification per
// enquiry and channel (enquiry.Store: the outbox); an Outbox worker per channel claims them and
// hands each to that channel's Sender, an e-mail (Email) or a webhook (Webhook), retrying until it
// is delivered or given up, so that a crash or a restart loses none. Held enquiries and those past
// the hourly budget reach the agency gathered in digests.
package notify

import (
	"context"
	"errors"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"designo/enquiry"
	"designo/internal/redact"
)

// Sender delivers one notification (d.Enquiry is filled) on one channel. An
// error wrapping ErrRefused means the receiver answered and refused it (a
// webhook's 404, a mail server's 550): retried only a few times, since the
// same answer will likely come again. Any other error is retried until the
// give-up time.
type Sender interface {
	Send(ctx context.Context, d enquiry.Delivery) error
}

// ErrRefused marks a receiver's definite refusal; see Sender.
var ErrRefused = errors.New("refused by the receiver")

// OutboxOptions tune a channel's delivery worker; zero values take the defaults shown.
type OutboxOptions struct {
	// FirstDelay is the wait after the first failed attempt (default 10 s),
	// doubled after each further one up to MaxDelay (default 1 h); each wait
	// is drawn at random between half and all of that, so that deliveries
	// failed together do not retry together.
	FirstDelay, MaxDelay time.Duration
	// GiveUpAfter: a delivery still failing this long after it was queued is
	// given up (state failed, shown by `site notifications`). Default 72 h.
	GiveUpAfter time.Duration
	// RefusedAttempts: a delivery refused this many times is given up
	// (default 5).
	RefusedAttempts int
	// InFlight bounds the deliveries of the channel being sent at once
	// (default 4): a receiver that hangs holds up at most these.
	InFlight int
	// SendTimeout bounds one attempt (default 30 s); Lease (default
	// SendTimeout + 30 s) is how long a claimed delivery is reserved for this
	// worker, after which another replica may take it over.
	SendTimeout, Lease time.Duration
	// Poll is how often the outbox is checked for due deliveries besides
	// being woken (default 5 s).
	Poll   time.Duration
	Logger *slog.Logger
	Now    func() time.Time // default time.Now
	// Observe, when set, is told the outcome of every attempt (one of the
	// Outcome constants), for the operators' metrics; it must return at once.
	Observe func(channel, outcome string)
}

// Outcomes of one attempt, as OutboxOptions.Observe is told them.
const (
	OutcomeDelivered = "delivered" // the receiver accepted it
	OutcomeRetry     = "retry"     // failed; tried again later
	OutcomeGivenUp   = "given_up"  // failed for good: state failed until `site notifications retry`
	// OutcomeInterrupted: cut short by a shutdown; due again at once.
	OutcomeInterrupted = "interrupted"
)

// recordTimeout bounds the recording of an attempt's outcome, shutdown or not.
const recordTimeout = 2 * time.Second

func (o OutboxOptions) withDefaults() OutboxOptions {
	o.FirstDelay = orDefault(o.FirstDelay, 10*time.Second)
	o.MaxDelay = orDefault(o.MaxDelay, time.Hour)
	o.GiveUpAfter = orDefault(o.GiveUpAfter, 72*time.Hour)
	o.RefusedAttempts = orDefault(o.RefusedAttempts, 5)
	o.InFlight = orDefault(o.InFlight, 4)
	o.SendTimeout = orDefault(o.SendTimeout, 30*time.Second)
	o.Lease = orDefault(o.Lease, o.SendTimeout+30*time.Second)
	o.Poll = orDefault(o.Poll, 5*time.Second)
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return o
}

func orDefault[T int | time.Duration](value, fallback T) T {
	if value <= 0 {
		return fallback
	}
	return value
}

// RetryDelay is the longest wait after the given failed attempt (1 for the
// first): FirstDelay doubled per attempt, at most MaxDelay. The wait used is
// drawn between half of it and all of it.
func (o OutboxOptions) RetryDelay(attempt int) time.Duration {
	o = o.withDefaults()
	delay := o.FirstDelay
	for i := 1; i < attempt && delay < o.MaxDelay; i++ {
		delay *= 2
	}
	return min(delay, o.MaxDelay)
}

func (o OutboxOptions) jittered(attempt int) time.Duration {
	delay := o.RetryDelay(attempt)
	return delay/2 + rand.N(delay/2+1)
}

// Outbox delivers one channel's notifications from the store: at least once
// each, across restarts and replicas, retrying with back-off until delivered
// or given up. Each channel has its own Outbox, so a dead receiver on one
// never delays another.
type Outbox struct {
	store   enquiry.Store
	channel string
	sender  Sender
	opts    OutboxOptions
	wake    chan struct{}
}

// NewOutbox prepares the worker for channel; call Run to start it.
func NewOutbox(store enquiry.Store, channel string, sender Sender, opts OutboxOptions) *Outbox {
	return &Outbox{store: store, channel: channel, sender: sender, opts: opts.withDefaults(), wake: make(chan struct{}, 1)}
}

// Wake asks the worker to look for due deliveries now (an enquiry was just
// stored); it returns at once.
func (o *Outbox) Wake() {
	select {
	case o.wake <- struct{}{}:
	default: // already woken
	}
}

// Run delivers until ctx is done. The sends in flight are then cancelled
// (the webhook's request, the mail server's dial and send) and left in the
// outbox, due at once, for the next start; Run returns once they are
// recorded, within recordTimeout. A delivery interrupted by a crash is taken
// up again once its lease runs out. Either way a repeat carries the same
// webhook-id and Message-ID, so receivers can drop it.
func (o *Outbox) Run(ctx context.Context) {
	log := o.opts.Logger.With("channel", o.channel)
	slots := make(chan struct{}, o.opts.InFlight)
	var sending sync.WaitGroup
	defer sending.Wait()
	ticker := time.NewTicker(o.opts.Poll)
	defer ticker.Stop()
	for {
		if free := o.opts.InFlight - len(slots); free > 0 {
			claimed, err := o.store.Claim(ctx, o.channel, o.opts.Now(), o.opts.Lease, free)
			if err != nil && ctx.Err() == nil {
				log.Warn("outbox: cannot claim notifications; will try again", "err", err)
			}
			for _, d := range claimed {
				slots <- struct{}{}
				sending.Go(func() {
					defer func() { <-slots; o.Wake() }()
					o.deliver(ctx, log, d)
				})
			}
			if len(claimed) == free {
				continue // there may be more due
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-o.wake:
		case <-ticker.C:
		}
	}
}

// deliver makes one attempt and records its outcome. A shutdown (ctx done)
// cancels the attempt, which is recorded as interrupted, due again at once.
func (o *Outbox) deliver(ctx context.Context, log *slog.Logger, d enquiry.Delivery) {
	sendCtx, cancel := context.WithTimeout(ctx, o.opts.SendTimeout)
	// Whatever a sender returns, no secret of a URL reaches the log or last_error.
	err := redact.Error(o.sender.Send(sendCtx, d))
	cancel()
	now := o.opts.Now()
	log = log.With("enquiry", d.EnquiryID, "delivery", d.ID, "attempt", d.Attempts)
	interrupted := err != nil && ctx.Err() != nil
	// The outcome is recorded even while shutting down, but only for so long.
	ctx, cancelRecord := context.WithTimeout(context.WithoutCancel(ctx), recordTimeout)
	defer cancelRecord()
	var recordErr error
	outcome := OutcomeGivenUp
	switch {
	case interrupted:
		outcome = OutcomeInterrupted
		recordErr = o.store.MarkFailed(ctx, d.ID, now, "interrupted by a shutdown: "+err.Error())
		log.Info("notification interrupted by a shutdown; left in the outbox for the next start")
	case err == nil:
		outcome = OutcomeDelivered
		recordErr = o.store.MarkDelivered(ctx, d.ID, now)
		log.Info("notification delivered")
	case errors.Is(err, ErrRefused) && d.Attempts >= o.opts.RefusedAttempts:
		recordErr = o.store.MarkGivenUp(ctx, d.ID, now, err.Error())
		log.Error("notification refused again; given up, see `site notifications` (the enquiry is stored)", "err", err)
	case now.Sub(d.PendingSince) >= o.opts.GiveUpAfter:
		recordErr = o.store.MarkGivenUp(ctx, d.ID, now, err.Error())
		log.Error("notification still failing; given up, see `site notifications` (the enquiry is stored)",
			"pending_since", d.PendingSince, "err", err)
	default:
		outcome = OutcomeRetry
		wait := o.opts.jittered(d.Attempts)
		recordErr = o.store.MarkFailed(ctx, d.ID, now.Add(wait), err.Error())
		log.Warn("notification failed; will retry", "retry_in", wait.Round(time.Second), "err", err)
		time.AfterFunc(wait, o.Wake) // when it is due, not at the next poll
	}
	if o.opts.Observe != nil {
		o.opts.Observe(o.channel, outcome)
	}
	if recordErr != nil {
		log.Error("outbox: cannot record a notification's outcome; it will be tried again when its lease runs out", "err", recordErr)
	}
}
