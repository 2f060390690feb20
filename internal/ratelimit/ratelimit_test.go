package ratelimit

import (
	"fmt"
	"sync"
	"testing"
	"time"
)

// fakeClock is a settable clock for the limiter.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

func limiterWithClock(perMinute, burst int) (*Limiter, *fakeClock) {
	clock := &fakeClock{t: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	limiter := New(perMinute, burst)
	limiter.now = clock.now
	return limiter, clock
}

func TestLimiterAllowsABurstThenOnePerInterval(t *testing.T) {
	limiter, clock := limiterWithClock(5, 5) // one token every 12 s
	for i := range 5 {
		if ok, _ := limiter.Allow("198.51.100.7"); !ok {
			t.Fatalf("request %d of the burst refused", i+1)
		}
	}
	ok, retry := limiter.Allow("198.51.100.7")
	if ok || retry != 12*time.Second {
		t.Fatalf("sixth request: allowed=%v retryAfter=%v, want refused for 12s", ok, retry)
	}
	clock.advance(5 * time.Second)
	if ok, retry := limiter.Allow("198.51.100.7"); ok || retry != 7*time.Second {
		t.Fatalf("after 5 s: allowed=%v retryAfter=%v, want refused for 7s", ok, retry)
	}
	clock.advance(7 * time.Second)
	if ok, _ := limiter.Allow("198.51.100.7"); !ok {
		t.Fatal("refused after a token was earned")
	}
	if ok, _ := limiter.Allow("198.51.100.7"); ok {
		t.Fatal("allowed a second request on one earned token")
	}
}

func TestLimiterKeepsClientsApart(t *testing.T) {
	limiter, _ := limiterWithClock(1, 1)
	if ok, _ := limiter.Allow("a"); !ok {
		t.Fatal("first client refused")
	}
	if ok, _ := limiter.Allow("a"); ok {
		t.Fatal("first client allowed twice")
	}
	if ok, _ := limiter.Allow("b"); !ok {
		t.Fatal("second client refused because of the first")
	}
}

func TestLimiterNeverExceedsItsBurstAfterIdling(t *testing.T) {
	limiter, clock := limiterWithClock(60, 3)
	clock.advance(24 * time.Hour)
	allowed := 0
	for range 10 {
		if ok, _ := limiter.Allow("idle"); ok {
			allowed++
		}
	}
	if allowed != 3 {
		t.Errorf("allowed %d after a long idle, want the burst of 3", allowed)
	}
}

func TestLimiterPrunesIdleClients(t *testing.T) {
	limiter, clock := limiterWithClock(60, 2) // full again 2 s after the last request
	for i := range 1000 {
		limiter.Allow(fmt.Sprint("client-", i))
	}
	if n := limiter.tracked(); n != 1000 {
		t.Fatalf("tracking %d clients, want 1000", n)
	}
	clock.advance(2 * time.Minute)
	limiter.Allow("newcomer")
	if n := limiter.tracked(); n != 1 {
		t.Errorf("after pruning, tracking %d clients, want 1", n)
	}
}

func TestNilLimiterAllowsEverything(t *testing.T) {
	var limiter *Limiter = New(0, 5)
	if limiter != nil {
		t.Fatal("New(0, …) should switch limiting off")
	}
	for range 100 {
		if ok, _ := limiter.Allow("x"); !ok {
			t.Fatal("the off switch refused a request")
		}
	}
}

func TestLimiterIsSafeForConcurrentUse(t *testing.T) {
	limiter := New(1, 10) // ten at once, then one a minute
	var wg sync.WaitGroup
	var mu sync.Mutex
	allowed := 0
	for range 50 {
		wg.Go(func() {
			for range 20 {
				if ok, _ := limiter.Allow("shared"); ok {
					mu.Lock()
					allowed++
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	if allowed != 10 {
		t.Errorf("allowed %d of 1000 concurrent requests, want exactly the burst of 10", allowed)
	}
}
