// Package ratelimit is a token bucket per client, shared by the contact form and the inbox.
package ratelimit

import (
	"math"
	"sync"
	"time"
)

// Limiter is a token bucket per client: each client may send burst
// requests at once, then one more every interval. A nil *Limiter allows
// everything (the off switch, for tests and trusted set-ups).
//
// Clients are told apart by the connection's address, or behind trusted
// proxies by the address those proxies saw (clientAddr), never by headers a
// client can forge; IPv6 clients by their /64, the block one home or phone
// usually holds.
type Limiter struct {
	interval time.Duration // time to earn one token
	burst    float64
	now      func() time.Time

	mu        sync.Mutex
	buckets   map[string]*bucket
	lastPrune time.Time
}

type bucket struct {
	tokens float64
	last   time.Time // when tokens was last brought up to date
}

// NewLimiter allows perMinute requests a minute per client with bursts
// of up to burst. It returns nil (no limit) when perMinute is not positive.
func New(perMinute, burst int) *Limiter {
	if perMinute <= 0 {
		return nil
	}
	return &Limiter{
		interval: time.Minute / time.Duration(perMinute),
		burst:    float64(max(burst, 1)),
		now:      time.Now,
		buckets:  map[string]*bucket{},
	}
}

// Allow spends one of the client's tokens. When none is left it reports
// false and how long until the next one.
func (l *Limiter) Allow(client string) (allowed bool, retryAfter time.Duration) {
	return l.take(client, true)
}

// Wait reports how long the client must wait before its next request is
// allowed (0: at once), spending nothing: the contact form asks first and
// spends only for an enquiry stored, so a person correcting typos is never
// kept waiting.
func (l *Limiter) Wait(client string) time.Duration {
	_, wait := l.take(client, false)
	return wait
}

func (l *Limiter) take(client string, spend bool) (allowed bool, retryAfter time.Duration) {
	if l == nil {
		return true, 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	l.pruneIdle(now)
	b, known := l.buckets[client]
	if !known {
		b = &bucket{tokens: l.burst, last: now}
		l.buckets[client] = b
	}
	b.refill(now, l.interval, l.burst)
	if b.tokens >= 1 {
		if spend {
			b.tokens--
		}
		return true, 0
	}
	wait := time.Duration(math.Ceil((1 - b.tokens) * float64(l.interval)))
	return false, wait
}

func (b *bucket) refill(now time.Time, interval time.Duration, burst float64) {
	if elapsed := now.Sub(b.last); elapsed > 0 {
		b.tokens = min(burst, b.tokens+float64(elapsed)/float64(interval))
		b.last = now
	}
}

// pruneIdle forgets, at most once a minute, the clients whose bucket has
// refilled completely: forgetting them changes nothing, and it keeps the map
// as small as the set of recently active clients.
func (l *Limiter) pruneIdle(now time.Time) {
	if now.Sub(l.lastPrune) < time.Minute {
		return
	}
	l.lastPrune = now
	full := time.Duration(l.burst * float64(l.interval))
	for client, b := range l.buckets {
		if now.Sub(b.last) >= full {
			delete(l.buckets, client)
		}
	}
}

// tracked reports how many clients the limiter currently remembers.
func (l *Limiter) tracked() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.buckets)
}
