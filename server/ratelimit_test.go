package server

import (
	"fmt"
	"net/http/httptest"
	"net/netip"
	"slices"
	"sync"
	"testing"
	"time"
)

// fakeClock is a settable clock for the limiter.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

func limiterWithClock(perMinute, burst int) (*RateLimiter, *fakeClock) {
	clock := &fakeClock{t: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	limiter := NewRateLimiter(perMinute, burst)
	limiter.now = clock.now
	return limiter, clock
}

func TestRateLimiterAllowsABurstThenOnePerInterval(t *testing.T) {
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

func TestRateLimiterKeepsClientsApart(t *testing.T) {
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

func TestRateLimiterNeverExceedsItsBurstAfterIdling(t *testing.T) {
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

func TestRateLimiterPrunesIdleClients(t *testing.T) {
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

func TestNilRateLimiterAllowsEverything(t *testing.T) {
	var limiter *RateLimiter = NewRateLimiter(0, 5)
	if limiter != nil {
		t.Fatal("NewRateLimiter(0, …) should switch limiting off")
	}
	for range 100 {
		if ok, _ := limiter.Allow("x"); !ok {
			t.Fatal("the off switch refused a request")
		}
	}
}

func TestRateLimiterIsSafeForConcurrentUse(t *testing.T) {
	limiter := NewRateLimiter(1, 10) // ten at once, then one a minute
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

func TestClientKey(t *testing.T) {
	tests := map[string]string{
		"198.51.100.7:52100":            "198.51.100.7",
		"[::ffff:198.51.100.7]:443":     "198.51.100.7",
		"[2001:db8:1:2:aaaa::1]:52100":  "2001:db8:1:2::/64",
		"[2001:db8:1:2:bbbb:cccc::9]:1": "2001:db8:1:2::/64",
		"[2001:db8:1:3::1]:1":           "2001:db8:1:3::/64",
		"198.51.100.7":                  "198.51.100.7",
		"pipe":                          "pipe",
		"[fe80::1%eth0]:80":             "fe80::/64",
	}
	for remote, want := range tests {
		r := httptest.NewRequest("POST", "/contact", nil)
		r.RemoteAddr = remote
		if got := clientKey(clientAddr(r, nil)); got != want {
			t.Errorf("client key of %q = %q, want %q", remote, got, want)
		}
	}
}

func TestClientAddrBehindTrustedProxies(t *testing.T) {
	proxies, err := ParseTrustedProxies("10.0.0.0/8, 192.0.2.1")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name         string
		remote       string
		forwardedFor []string // one entry per X-Forwarded-For header
		want         string
	}{
		{"no proxy: the connection", "198.51.100.7:1", nil, "198.51.100.7"},
		{"an untrusted peer's header is ignored", "198.51.100.7:1", []string{"203.0.113.5"}, "198.51.100.7"},
		{"one proxy", "192.0.2.1:1", []string{"203.0.113.5"}, "203.0.113.5"},
		{"a forged entry left of the visitor is ignored", "192.0.2.1:1", []string{"1.2.3.4, 203.0.113.5"}, "203.0.113.5"},
		{"a chain of trusted proxies", "192.0.2.1:1", []string{"203.0.113.5, 10.1.2.3", "10.9.9.9"}, "203.0.113.5"},
		{"an entry with a port", "192.0.2.1:1", []string{"203.0.113.5:4711"}, "203.0.113.5"},
		{"IPv6 visitor", "[::ffff:10.0.0.2]:1", []string{"2001:db8::7"}, "2001:db8::7"},
		{"a proxy without the header is the client", "10.0.0.2:1", nil, "10.0.0.2"},
		{"a malformed entry stops at the last proxy", "192.0.2.1:1", []string{"203.0.113.5, unknown"}, "192.0.2.1"},
		{"only trusted hops: the leftmost", "192.0.2.1:1", []string{"10.0.0.3"}, "10.0.0.3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/contact", nil)
			r.RemoteAddr = tt.remote
			for _, v := range tt.forwardedFor {
				r.Header.Add("X-Forwarded-For", v)
			}
			if got := clientAddr(r, proxies); got != tt.want {
				t.Errorf("clientAddr = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestParseTrustedProxies(t *testing.T) {
	got, err := ParseTrustedProxies(" 127.0.0.1 , 10.1.2.3/8,::1,")
	if err != nil {
		t.Fatal(err)
	}
	want := []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32"), netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("::1/128")}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	for _, bad := range []string{"localhost", "10.0.0.0/33", "1.2.3"} {
		if _, err := ParseTrustedProxies(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
