package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"designo/internal/pgtest"
)

// dedupReceiver is the agency's webhook endpoint: it counts every delivery by its webhook-id
// (the enquiry's id) and, as Standard Webhooks advises, treats a repeat as already handled.
type dedupReceiver struct {
	mu       sync.Mutex
	received map[string]int
}

func (d *dedupReceiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	io.Copy(io.Discard, r.Body)
	id := r.Header.Get("webhook-id")
	if r.Method != http.MethodPost || id == "" {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	d.mu.Lock()
	d.received[id]++
	d.mu.Unlock()
	w.WriteHeader(http.StatusNoContent)
}

// counts returns how many enquiries were delivered at least once, and how many deliveries repeated one.
func (d *dedupReceiver) counts() (unique, duplicates int) {
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, n := range d.received {
		unique++
		duplicates += n - 1
	}
	return unique, duplicates
}

func (d *dedupReceiver) has(id string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.received[id] > 0
}

// postNumberedEnquiry sends enquiry n as the island does (JSON answer, Idempotency-Key) and returns the
// status and the id of an acknowledged one.
func postNumberedEnquiry(client *http.Client, base string, n int, key string) (int, string, error) {
	token, err := personsToken(base)
	if err != nil {
		return 0, "", err
	}
	form := url.Values{
		"name":    {fmt.Sprintf("Visitor %04d", n)},
		"email":   {fmt.Sprintf("visitor%04d@example.com", n)},
		"phone":   {"0123456789"},
		"message": {fmt.Sprintf("Enquiry number %d, about a new website.", n)},
		"token":   {token},
	}
	req, err := http.NewRequest(http.MethodPost, base+"/contact", strings.NewReader(form.Encode()))
	if err != nil {
		return 0, "", err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	req.Header.Set("Idempotency-Key", key)
	res, err := client.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer res.Body.Close()
	var answer struct {
		ID string `json:"id"`
	}
	if res.StatusCode == http.StatusCreated {
		if err := json.NewDecoder(res.Body).Decode(&answer); err != nil {
			return res.StatusCode, "", err
		}
	}
	return res.StatusCode, answer.ID, nil
}

// storedIDs lists the enquiries in PostgreSQL: id -> rows with that id, and rows in all.
func storedIDs(t *testing.T, databaseURL string) (map[string]int, int) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, databaseURL)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	rows, err := conn.Query(ctx, `SELECT uid FROM enquiries`)
	if err != nil {
		t.Fatal(err)
	}
	ids, total := map[string]int{}, 0
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		ids[id]++
		total++
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return ids, total
}

// checkStoredOnce: every acknowledged enquiry is in the database exactly once, and nothing else is.
func checkStoredOnce(t *testing.T, databaseURL string, acked map[string]string) {
	t.Helper()
	stored, total := storedIDs(t, databaseURL)
	for key, id := range acked {
		if stored[id] != 1 {
			t.Errorf("acknowledged enquiry %s (key %s) stored %d times, want once", id, key, stored[id])
		}
	}
	if total != len(acked) {
		t.Errorf("%d enquiries stored for %d acknowledged (each key was retried until acknowledged)", total, len(acked))
	}
}

// TestTwoReplicasShareOnePostgreSQL: two bin/site processes on one PostgreSQL take 1,000
// enquiries between them; one is killed with SIGKILL halfway and started again. Every
// acknowledged enquiry is stored once, every notification reaches the deduplicating receiver.
func TestTwoReplicasShareOnePostgreSQL(t *testing.T) {
	t.Parallel() // a process test: its waits (leases, outages, restarts) overlap the others'
	databaseURL := pgtest.Database(t)
	receiver := &dedupReceiver{received: map[string]int{}}
	hook := newLoopbackServer(t, receiver)
	bin := buildSite(t)
	// Replicas behind one address share its public origin, which their pages name. A thousand
	// enquiries from one machine are a surge the site would hold (-surge-floor 0: none here).
	args := []string{"-origin", "https://www.designo.test", "-database-url", databaseURL, "-notify-webhook", hook, "-contact-rate", "0", "-notify-budget", "0", "-surge-floor", "0",
		"-access-log=false", "-notify-timeout", "2s", "-notify-retry", "1s", "-cdn-max-age", "5m"}
	dir := t.TempDir()
	baseA, replicaA := startSite(t, bin, dir, args...)
	baseB, _ := startSite(t, bin, dir, args...)

	// Replicas built from one commit answer a CDN alike.
	home := func(base string) (etag, cache string) {
		res, err := http.Get(base + "/home")
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.Header.Get("ETag"), res.Header.Get("Cache-Control")
	}
	etagA, cacheA := home(baseA)
	etagB, _ := home(baseB)
	if etagA == "" || etagA != etagB || !strings.Contains(cacheA, "s-maxage=300") {
		t.Errorf("/home: ETags %q and %q, Cache-Control %q; want one ETag and s-maxage=300", etagA, etagB, cacheA)
	}

	const enquiries, concurrency = 1000, 16
	var bases [2]atomic.Pointer[string]
	bases[0].Store(&baseA)
	bases[1].Store(&baseB)
	client := &http.Client{Timeout: 15 * time.Second}
	var (
		mu      sync.Mutex
		acked   = map[string]string{} // key -> id
		byBase  = map[string]int{}    // replica address -> enquiries it acknowledged
		retries atomic.Int64
		killed  = make(chan struct{})
		back    = make(chan struct{}) // the killed replica serves again
		once    sync.Once
	)
	jobs := make(chan int)
	var workers sync.WaitGroup
	start := time.Now()
	for range concurrency {
		workers.Go(func() {
			for n := range jobs {
				key := fmt.Sprintf("replicas-test-key-%04d", n)
				deadline := time.Now().Add(30 * time.Second)
				// Spread over both; when one answers nothing or 503, try the other with the same
				// key, as a load balancer's retry or the island's would.
				for attempt := 0; ; attempt++ {
					base := *bases[(n+attempt)%2].Load()
					status, id, err := postNumberedEnquiry(client, base, n, key)
					if err == nil && status == http.StatusCreated {
						mu.Lock()
						if previous, ok := acked[key]; ok && previous != id {
							t.Errorf("key %s acknowledged as %s and as %s", key, previous, id)
						}
						acked[key] = id
						byBase[base]++
						count := len(acked)
						mu.Unlock()
						if count == enquiries/2 {
							once.Do(func() { close(killed) })
						}
						break
					}
					retries.Add(1)
					if time.Now().After(deadline) {
						t.Errorf("enquiry %d never acknowledged: status %d, %v", n, status, err)
						break
					}
					time.Sleep(20 * time.Millisecond)
				}
			}
		})
	}
	var restarted sync.WaitGroup
	restarted.Go(func() {
		<-killed
		replicaA.Process.Signal(syscall.SIGKILL)
		replicaA.Wait()
	})
	go func() {
		for n := range enquiries {
			// The first three quarters go on while replica A is killed and restarting (B takes
			// them, and A's share is retried on B); the last quarter waits for A to be back.
			if n == enquiries*3/4 {
				<-back
			}
			jobs <- n
		}
		close(jobs)
	}()
	restarted.Wait()
	killedAt := time.Since(start)
	// startSite calls t.Fatal, so it runs here, on the test's goroutine, while the load goes on.
	newA, _ := startSite(t, bin, dir, args...)
	bases[0].Store(&newA)
	close(back)
	restartedAt := time.Since(start)
	workers.Wait()
	loadTook := time.Since(start)
	if t.Failed() {
		t.FailNow()
	}

	// Notifications: a delivery the killed replica had claimed is taken over when its lease
	// (-notify-timeout + 30 s) runs out.
	deadline := time.Now().Add(45 * time.Second)
	for {
		missing := 0
		for _, id := range acked {
			if !receiver.has(id) {
				missing++
			}
		}
		if missing == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d acknowledged enquiries never notified", missing, len(acked))
		}
		time.Sleep(200 * time.Millisecond)
	}
	unique, duplicates := receiver.counts()
	checkStoredOnce(t, databaseURL, acked)
	if unique != len(acked) {
		t.Errorf("the receiver got %d distinct enquiries, want %d", unique, len(acked))
	}
	if byBase[newA] == 0 || byBase[baseB] == 0 || byBase[baseA] == 0 {
		t.Errorf("acknowledged by replica A %d, by B %d, by A restarted %d: want each to take a share", byBase[baseA], byBase[baseB], byBase[newA])
	}
	t.Logf("acknowledged by replica A %d, by B %d, by A after its restart %d", byBase[baseA], byBase[baseB], byBase[newA])
	t.Logf("%d enquiries over 2 replicas (%d concurrent): acknowledged %d, stored once each; %d retries (refused connections and 503s around the kill); "+
		"replica killed at %v, back at %v, load done at %v; notifications: %d delivered, %d duplicate deliveries (a delivery cut short by the SIGKILL is sent again), all within %v",
		enquiries, concurrency, len(acked), retries.Load(), killedAt.Round(time.Millisecond), restartedAt.Round(time.Millisecond),
		loadTook.Round(time.Millisecond), unique, duplicates, time.Since(start).Round(time.Millisecond))

	// The agency's commands read the same inbox.
	out, err := exec.Command(bin, "enquiries", "-database-url", databaseURL, "-format", "json").Output()
	if err != nil {
		t.Fatalf("site enquiries: %v", err)
	}
	var listed []map[string]any
	if err := json.Unmarshal(out, &listed); err != nil || len(listed) != enquiries {
		t.Errorf("site enquiries -database-url listed %d (%v), want %d", len(listed), err, enquiries)
	}
	out, err = exec.Command(bin, "migrate", "-database-url", databaseURL).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "up to date") {
		t.Errorf("site migrate: %v\n%s", err, out)
	}
}

// newLoopbackServer serves h on a free loopback port until the test ends.
func newLoopbackServer(t *testing.T, h http.Handler) string {
	t.Helper()
	listener, err := net.Listen("tcp", "127.0.0.1:0") // listening on return: nothing to wait for
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: h}
	go srv.Serve(listener)
	t.Cleanup(func() { srv.Close() })
	return "http://" + listener.Addr().String() + "/hook"
}

// TestPostgreSQLOutage: PostgreSQL stopped and started under a load of posts. While it is down
// the form answers 503 with the values kept, pages are served and /readyz says why; when it is
// back the site recovers by itself; no acknowledged enquiry is lost or stored twice.
func TestPostgreSQLOutage(t *testing.T) {
	t.Parallel() // a process test: its waits (leases, outages, restarts) overlap the others'
	pg := pgtest.Start(t)
	databaseURL, err := pg.CreateDatabase(context.Background(), "outage")
	if err != nil {
		t.Fatal(err)
	}
	bin := buildSite(t)
	base, _ := startSite(t, bin, t.TempDir(), "-database-url", databaseURL, "-contact-rate", "0", "-access-log=false")
	client := &http.Client{Timeout: 15 * time.Second}

	var (
		mu          sync.Mutex
		acked       = map[string]string{}
		unavailable atomic.Int64 // 503 answers
		next        atomic.Int64
		stop        = make(chan struct{})
	)
	var workers sync.WaitGroup
	for range 8 {
		workers.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				n := int(next.Add(1))
				key := fmt.Sprintf("outage-test-key-%05d", n)
				deadline := time.Now().Add(60 * time.Second)
				for { // the visitor sends again, with the same key, until it is acknowledged
					status, id, err := postNumberedEnquiry(client, base, n, key)
					if err == nil && status == http.StatusCreated {
						mu.Lock()
						acked[key] = id
						mu.Unlock()
						break
					}
					if status == http.StatusServiceUnavailable {
						unavailable.Add(1)
					} else {
						t.Errorf("enquiry %d: status %d, %v; want 201 or 503", n, status, err)
						return
					}
					if time.Now().After(deadline) {
						t.Errorf("enquiry %d never acknowledged", n)
						return
					}
					time.Sleep(50 * time.Millisecond)
				}
			}
		})
	}
	ackedCount := func() int { mu.Lock(); defer mu.Unlock(); return len(acked) }
	waitFor := func(what string, limit time.Duration, ok func() bool) {
		t.Helper()
		deadline := time.Now().Add(limit)
		for !ok() {
			if time.Now().After(deadline) {
				close(stop)
				workers.Wait()
				t.Fatalf("timed out waiting for %s", what)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	get := func(path string) (int, string) {
		res, err := client.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(body)
	}

	// The limits below only stop a hung run: under the race detector, on a busy two-core CI machine,
	// a hundred posts have taken longer than 20 s.
	waitFor("enquiries before the outage", 90*time.Second, func() bool { return ackedCount() >= 100 })
	if err := pg.Stop(); err != nil {
		t.Fatal(err)
	}
	down := time.Now()
	beforeOutage := ackedCount()
	waitFor("a 503 while PostgreSQL is down", 10*time.Second, func() bool { return unavailable.Load() > 0 })

	// While it is down: pages are served, /readyz says unavailable (and nothing more), the plain form keeps the values.
	if status, _ := get("/home"); status != http.StatusOK {
		t.Errorf("/home while PostgreSQL is down: %d, want 200", status)
	}
	waitFor("/readyz 503 while PostgreSQL is down", 5*time.Second, func() bool { status, _ := get("/readyz"); return status == http.StatusServiceUnavailable })
	if status, body := get("/readyz"); status != http.StatusServiceUnavailable || body != "unavailable\n" {
		t.Errorf("/readyz while PostgreSQL is down: %d %q; want 503 %q", status, body, "unavailable\n")
	}
	form := url.Values{"name": {"Ada Lovelace"}, "email": {"ada@example.com"}, "phone": {"0123456789"}, "message": {"Kept while the database is down"}}
	res, err := client.PostForm(base+"/contact", form)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(page), "Ada Lovelace") ||
		!strings.Contains(string(page), "Kept while the database is down") || !strings.Contains(string(page), "try again") {
		t.Errorf("the plain form while PostgreSQL is down: %d; want 503 with the values kept and a message:\n%.2000s", res.StatusCode, page)
	}
	time.Sleep(time.Second) // a second of posts answered 503

	if err := pg.Start(); err != nil {
		t.Fatal(err)
	}
	up := time.Now()
	waitFor("/readyz after PostgreSQL is back", 20*time.Second, func() bool { status, _ := get("/readyz"); return status == http.StatusOK })
	readyAfter := time.Since(up)
	waitFor("enquiries after the outage", 90*time.Second, func() bool { return ackedCount() >= beforeOutage+100 })
	close(stop)
	workers.Wait()
	if t.Failed() {
		t.FailNow()
	}
	checkStoredOnce(t, databaseURL, acked)
	t.Logf("PostgreSQL down for %v: %d enquiries acknowledged before, %d in all; %d answers 503 (each retried with its key until stored); /readyz ready %v after PostgreSQL was back, without restarting the site",
		up.Sub(down).Round(time.Millisecond), beforeOutage, len(acked), unavailable.Load(), readyAfter.Round(time.Millisecond))
}
