package notify

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"designo/enquiry"
	"designo/enquiry/smtptest"
	"designo/enquiry/sqlite"
)

func openTestSQLite(t *testing.T) *sqlite.Store {
	t.Helper()
	store := sqlite.Open(filepath.Join(t.TempDir(), "enquiries.db"), slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err := store.Ready(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	return store
}

func quietLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func saveN(t *testing.T, store enquiry.Store, n int, channels ...string) []enquiry.Enquiry {
	t.Helper()
	var saved []enquiry.Enquiry
	for i := range n {
		e, _, err := store.Save(context.Background(), enquiry.Enquiry{Name: "Visitor " + string(rune('A'+i)), Email: "v@example.com",
			Message: "Hello", Via: enquiry.ViaScript}, enquiry.Route{Channels: channels}, "")
		if err != nil {
			t.Fatal(err)
		}
		saved = append(saved, e)
	}
	return saved
}

// runOutbox runs o until the returned stop is called (or the test ends).
func runOutbox(t *testing.T, o *Outbox) (stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { o.Run(ctx); close(done) }()
	var once sync.Once
	stop = func() { once.Do(func() { cancel(); <-done }) }
	t.Cleanup(stop)
	return stop
}

func waitFor(t *testing.T, what string, timeout time.Duration, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(timeout); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if ok() {
			return
		}
	}
	t.Fatalf("timed out waiting for %s", what)
}

func deliveriesIn(t *testing.T, store enquiry.Store, states ...enquiry.DeliveryState) []enquiry.Delivery {
	t.Helper()
	got, err := store.Deliveries(context.Background(), states...)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func TestRetryScheduleDoublesUpToAnHour(t *testing.T) {
	var opts OutboxOptions
	want := []time.Duration{10 * time.Second, 20 * time.Second, 40 * time.Second, 80 * time.Second, 160 * time.Second,
		320 * time.Second, 640 * time.Second, 1280 * time.Second, 2560 * time.Second, time.Hour, time.Hour}
	for i, w := range want {
		if got := opts.RetryDelay(i + 1); got != w {
			t.Errorf("after attempt %d: %v, want %v", i+1, got, w)
		}
	}
	if got := opts.RetryDelay(500); got != time.Hour {
		t.Errorf("after attempt 500: %v, want the 1 h cap", got)
	}
	seen := map[time.Duration]bool{}
	for range 1000 {
		d := opts.withDefaults().jittered(3)
		if d < 20*time.Second || d > 40*time.Second {
			t.Fatalf("jittered wait %v outside [20s, 40s]", d)
		}
		seen[d.Truncate(time.Second)] = true
	}
	if len(seen) < 10 {
		t.Errorf("only %d distinct waits in 1000 draws: no jitter", len(seen))
	}
}

func TestOutboxDeliversEveryNotificationAcrossARestart(t *testing.T) {
	store := openTestSQLite(t)
	saved := saveN(t, store, 5, enquiry.ChannelWebhook)
	down, err := NewWebhook("http://127.0.0.1:1/down", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	fast := OutboxOptions{FirstDelay: 10 * time.Millisecond, MaxDelay: 20 * time.Millisecond, Poll: 5 * time.Millisecond, Logger: quietLogger()}
	stop := runOutbox(t, NewOutbox(store, enquiry.ChannelWebhook, down, fast))
	waitFor(t, "failed attempts", 5*time.Second, func() bool {
		for _, d := range deliveriesIn(t, store) {
			if d.Attempts < 2 {
				return false
			}
		}
		return true
	})
	stop() // the site stops while the receiver is down
	for _, d := range deliveriesIn(t, store) {
		// An attempt in flight when the site stops is cut short and says so; the others keep the
		// receiver's connection error.
		if d.State != enquiry.StatePending || !(strings.Contains(d.LastError, "connect") || strings.Contains(d.LastError, "interrupted by a shutdown")) {
			t.Errorf("while down: %+v, want pending with the connection error or the shutdown", d)
		}
	}

	received, server := newWebhook(t, 200)
	up, _ := NewWebhook(server.URL, "", nil)
	runOutbox(t, NewOutbox(store, enquiry.ChannelWebhook, up, fast))
	waitFor(t, "every delivery", 5*time.Second, func() bool { return len(deliveriesIn(t, store, enquiry.StateDelivered)) == 5 })
	ids := map[string]int{}
	received.mu.Lock()
	for _, h := range received.headers {
		ids[h.Get("webhook-id")]++
	}
	received.mu.Unlock()
	for _, e := range saved {
		if ids[e.ID] != 1 {
			t.Errorf("enquiry %s delivered %d times, want once", e.ID, ids[e.ID])
		}
	}
}

func TestRefusedNotificationIsRetriedAFewTimesThenReported(t *testing.T) {
	store := openTestSQLite(t)
	saveN(t, store, 1, enquiry.ChannelWebhook)
	received, server := newWebhook(t, http.StatusNotFound)
	hook, _ := NewWebhook(server.URL, "", nil)
	runOutbox(t, NewOutbox(store, enquiry.ChannelWebhook, hook, OutboxOptions{FirstDelay: time.Millisecond, MaxDelay: 2 * time.Millisecond,
		RefusedAttempts: 3, Poll: 2 * time.Millisecond, Logger: quietLogger()}))
	waitFor(t, "the refusal to be reported", 5*time.Second, func() bool { return len(deliveriesIn(t, store, enquiry.StateFailed)) == 1 })
	d := deliveriesIn(t, store)[0]
	if d.Attempts != 3 || received.calls.Load() != 3 || !strings.Contains(d.LastError, "404") {
		t.Errorf("given up: %+v after %d calls; want 3 attempts and the 404 recorded", d, received.calls.Load())
	}
	if status, _ := store.OutboxStatus(context.Background()); status.Failed != 1 {
		t.Errorf("OutboxStatus = %+v, want 1 failed", status)
	}
}

func TestFailingNotificationIsGivenUpOnlyAfterTheConfiguredTime(t *testing.T) {
	store := openTestSQLite(t)
	saveN(t, store, 1, enquiry.ChannelWebhook)
	var offset atomic.Int64 // how far the worker's clock runs ahead
	down, _ := NewWebhook("http://127.0.0.1:1/down", "", nil)
	runOutbox(t, NewOutbox(store, enquiry.ChannelWebhook, down, OutboxOptions{FirstDelay: time.Millisecond, MaxDelay: time.Millisecond,
		GiveUpAfter: 72 * time.Hour, Poll: 2 * time.Millisecond, Logger: quietLogger(),
		Now: func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }}))
	waitFor(t, "several attempts", 5*time.Second, func() bool { return deliveriesIn(t, store)[0].Attempts >= 5 })
	if got := deliveriesIn(t, store)[0]; got.State != enquiry.StatePending {
		t.Fatalf("given up early: %+v", got)
	}
	offset.Store(int64(72 * time.Hour))
	waitFor(t, "giving up after 72 h", 5*time.Second, func() bool { return len(deliveriesIn(t, store, enquiry.StateFailed)) == 1 })
}

func TestAFailedAttemptWaitsItsBackOff(t *testing.T) {
	store := openTestSQLite(t)
	saveN(t, store, 1, enquiry.ChannelWebhook)
	_, server := newWebhook(t, http.StatusServiceUnavailable)
	hook, _ := NewWebhook(server.URL, "", nil)
	before := time.Now()
	runOutbox(t, NewOutbox(store, enquiry.ChannelWebhook, hook, OutboxOptions{Poll: time.Millisecond, Logger: quietLogger()}))
	waitFor(t, "the first attempt", 5*time.Second, func() bool { return deliveriesIn(t, store)[0].LastError != "" })
	d := deliveriesIn(t, store)[0]
	if wait := d.NextAttemptAt.Sub(before); wait < 5*time.Second || wait > 11*time.Second || !strings.Contains(d.LastError, "503") {
		t.Errorf("after the first failure: next attempt in %v (%+v), want 5-10 s and the 503 recorded", wait, d)
	}
}

// A webhook that never answers holds its own channel's slots, and nothing else.
func TestAHangingWebhookDoesNotDelayEmail(t *testing.T) {
	store := openTestSQLite(t)
	saveN(t, store, 6, enquiry.ChannelWebhook, enquiry.ChannelEmail)
	var hanging atomic.Int32
	release := make(chan struct{})
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hanging.Add(1)
		<-release
	}))
	t.Cleanup(hang.Close)
	hook, _ := NewWebhook(hang.URL, "", nil)
	mailServer := smtptest.Start(t, smtptest.Options{})
	email, err := NewEmail(EmailOptions{SMTPURL: mailServer.URL(), From: "Designo <website@designo.co>", To: []string{"hello@designo.co"}})
	if err != nil {
		t.Fatal(err)
	}
	opts := OutboxOptions{InFlight: 2, SendTimeout: time.Minute, Poll: 5 * time.Millisecond, Logger: quietLogger()}
	runOutbox(t, NewOutbox(store, enquiry.ChannelWebhook, hook, opts))
	runOutbox(t, NewOutbox(store, enquiry.ChannelEmail, email, opts))
	t.Cleanup(func() { close(release) }) // first: the workers wait for their sends to end
	if got := mailServer.Wait(6, 10*time.Second); len(got) != 6 {
		t.Fatalf("%d e-mails arrived while the webhook hung, want all 6", len(got))
	}
	if n := hanging.Load(); n != 2 {
		t.Errorf("%d webhook requests in flight, want the bound of 2", n)
	}
	waitFor(t, "the e-mails recorded as delivered", 5*time.Second, func() bool { return len(deliveriesIn(t, store, enquiry.StateDelivered)) == 6 })
	for _, d := range deliveriesIn(t, store, enquiry.StatePending) {
		if d.Channel != enquiry.ChannelWebhook {
			t.Errorf("pending %+v, want only webhook deliveries", d)
		}
	}
}

// silentSMTP accepts connections and never says a word, as a mail server that hangs would.
func silentSMTP(t *testing.T) string {
	t.Helper()
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var conns []net.Conn
	var mu sync.Mutex
	go func() {
		for {
			conn, err := listener.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, conn)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		listener.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	return "smtp://" + listener.Addr().String() + "?starttls=optional"
}

// A shutdown with a webhook and a mail server that never answer: Run returns
// at once (the sends are cancelled), each delivery is left pending, due at
// once and leased to nobody, and the next start sends every one under the
// same webhook-id and Message-ID.
func TestShutdownCancelsSendsAndLeavesThemForTheNextStart(t *testing.T) {
	store := openTestSQLite(t)
	saved := saveN(t, store, 3, enquiry.ChannelWebhook, enquiry.ChannelEmail)
	var hung sync.Map // webhook-id -> true, for the requests cut short
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hung.Store(r.Header.Get("webhook-id"), true)
		io.Copy(io.Discard, r.Body) // only then does the server notice the client hanging up
		<-r.Context().Done()
	}))
	t.Cleanup(hang.Close)
	hook, _ := NewWebhook(hang.URL, "", nil)
	silent, err := NewEmail(EmailOptions{SMTPURL: silentSMTP(t), From: "Designo <website@designo.co>", To: []string{"hello@designo.co"}})
	if err != nil {
		t.Fatal(err)
	}
	opts := OutboxOptions{SendTimeout: time.Minute, Poll: 5 * time.Millisecond, Logger: quietLogger()}
	stopHook := runOutbox(t, NewOutbox(store, enquiry.ChannelWebhook, hook, opts))
	stopMail := runOutbox(t, NewOutbox(store, enquiry.ChannelEmail, silent, opts))
	waitFor(t, "every send under way", 5*time.Second, func() bool {
		n := 0
		hung.Range(func(any, any) bool { n++; return true })
		return n == 3 && len(deliveriesIn(t, store)) == 6 && allClaimed(deliveriesIn(t, store))
	})
	start := time.Now()
	var wg sync.WaitGroup
	wg.Go(stopHook)
	wg.Go(stopMail)
	wg.Wait()
	if took := time.Since(start); took > recordTimeout+time.Second {
		t.Errorf("the workers took %v to stop, want at most %v", took, recordTimeout+time.Second)
	}
	for _, d := range deliveriesIn(t, store) {
		if d.State != enquiry.StatePending || !d.ClaimedUntil.IsZero() || d.NextAttemptAt.After(time.Now()) || !strings.Contains(d.LastError, "interrupted by a shutdown") {
			t.Errorf("after the shutdown: %+v; want pending, due, leased to nobody, marked interrupted", d)
		}
	}

	received, server := newWebhook(t, 200)
	up, _ := NewWebhook(server.URL, "", nil)
	mailServer := smtptest.Start(t, smtptest.Options{})
	email, _ := NewEmail(EmailOptions{SMTPURL: mailServer.URL(), From: "Designo <website@designo.co>", To: []string{"hello@designo.co"}})
	runOutbox(t, NewOutbox(store, enquiry.ChannelWebhook, up, opts))
	runOutbox(t, NewOutbox(store, enquiry.ChannelEmail, email, opts))
	waitFor(t, "every delivery after the restart", 5*time.Second, func() bool { return len(deliveriesIn(t, store, enquiry.StateDelivered)) == 6 })
	received.mu.Lock()
	defer received.mu.Unlock()
	for _, e := range saved {
		if _, ok := hung.Load(e.ID); !ok {
			t.Errorf("enquiry %s: the request cut short carried another webhook-id", e.ID)
		}
	}
	ids := map[string]int{}
	for _, h := range received.headers {
		ids[h.Get("webhook-id")]++
	}
	mails := map[string]int{}
	for _, m := range mailServer.Messages() {
		mails[m.Msg.Header.Get("Message-ID")]++
	}
	for _, e := range saved {
		if ids[e.ID] != 1 || mails["<enquiry-"+e.ID+"@designo.co>"] != 1 {
			t.Errorf("enquiry %s: webhook %d times, e-mail %d times; want once each under its id (%v)", e.ID, ids[e.ID], mails["<enquiry-"+e.ID+"@designo.co>"], mails)
		}
	}
}

func allClaimed(deliveries []enquiry.Delivery) bool {
	for _, d := range deliveries {
		if d.ClaimedUntil.IsZero() {
			return false
		}
	}
	return true
}
