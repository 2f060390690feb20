package main

import (
	"io"
	"net"
	"net/http"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"designo/enquiry/smtptest"
)

// hangingThenWorking is a webhook receiver that never answers while hang is set, recording the
// webhook-id of each request it holds, and then acts on each webhook-id once.
type hangingThenWorking struct {
	mu       sync.Mutex
	hang     bool
	held     map[string]bool
	received map[string]int
}

func (h *hangingThenWorking) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		return // newLoopbackServer's check that it is up
	}
	io.Copy(io.Discard, r.Body) // read first, so that the server notices the client hanging up
	id := r.Header.Get("webhook-id")
	h.mu.Lock()
	hang := h.hang
	if hang {
		h.held[id] = true
	} else {
		h.received[id]++
	}
	h.mu.Unlock()
	if hang {
		<-r.Context().Done()
	}
}

func (h *hangingThenWorking) counts() (held, received int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.held), len(h.received)
}

// silentListener accepts connections and never says a word: a mail server that hangs.
func silentListener(t *testing.T, addr string) (stop func()) {
	t.Helper()
	listener, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
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
	var once sync.Once
	stop = func() {
		once.Do(func() {
			listener.Close()
			mu.Lock()
			defer mu.Unlock()
			for _, c := range conns {
				c.Close()
			}
		})
	}
	t.Cleanup(stop)
	return stop
}

// The real binary with a webhook and a mail server that never answer: SIGTERM ends it within
// 10 s, exit status 0, although every send was under way with the default 30 s limit. Restarted
// with both working, it delivers every enquiry on both channels, each webhook under the id the
// cut request carried, each e-mail once under its Message-ID.
func TestBinarySIGTERMIsBoundedAndDeliveriesResumeAfterRestart(t *testing.T) {
	t.Parallel() // a process test: its waits (leases, outages, restarts) overlap the others'

	const enquiries = 3 // within the 4 sends a channel makes at once: all under way at the signal
	bin := buildSite(t)
	dir := t.TempDir()
	receiver := &hangingThenWorking{hang: true, held: map[string]bool{}, received: map[string]int{}}
	hook := newLoopbackServer(t, receiver)
	mailAddr := freeAddr(t)
	stopSilent := silentListener(t, mailAddr)
	args := []string{"-db", filepath.Join(dir, "enquiries.db"), "-access-log=false", "-notify-webhook", hook,
		"-smtp-url", "smtp://" + mailAddr + "?starttls=optional", "-notify-email", "hello@designo.test",
		"-mail-from", "Designo website <website@designo.test>", "-acknowledge=false"} // the agency's notifications alone

	base, site := startSite(t, bin, dir, args...)
	ids := map[string]bool{}
	for i := range enquiries {
		id, err := postEnquiry(http.DefaultClient, base, "Visitor "+string(rune('A'+i)))
		if err != nil {
			t.Fatal(err)
		}
		ids[id] = true
	}
	waitUntil(t, "every webhook request held", 10*time.Second, func() bool { held, _ := receiver.counts(); return held == enquiries })

	start := time.Now()
	if err := site.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- site.Wait() }()
	select {
	case err := <-exited:
		took := time.Since(start)
		t.Logf("exited %v after SIGTERM", took.Round(time.Millisecond))
		if err != nil || took >= 10*time.Second {
			t.Errorf("exit after SIGTERM: %v in %v; want status 0 within 10 s", err, took)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("still running 15 s after SIGTERM")
	}

	receiver.mu.Lock()
	receiver.hang = false
	for id := range ids {
		if !receiver.held[id] {
			t.Errorf("enquiry %s: no request held under its id", id)
		}
	}
	receiver.mu.Unlock()
	stopSilent()
	mail := smtptest.Start(t, smtptest.Options{Addr: mailAddr})

	startSite(t, bin, dir, args...)
	waitUntil(t, "every enquiry on both channels after the restart", 20*time.Second, func() bool {
		_, received := receiver.counts()
		return received == enquiries && len(mail.Messages()) >= enquiries
	})
	time.Sleep(500 * time.Millisecond) // room for a stray repeat to show
	receiver.mu.Lock()
	for id := range ids {
		if receiver.received[id] != 1 {
			t.Errorf("enquiry %s: webhook received %d times after the restart, want once under its original id", id, receiver.received[id])
		}
	}
	receiver.mu.Unlock()
	perID := map[string]int{}
	for _, m := range mail.Messages() {
		perID[m.Msg.Header.Get("Message-ID")]++
	}
	for id := range ids {
		if n := perID["<enquiry-"+id+"@designo.test>"]; n != 1 {
			t.Errorf("enquiry %s e-mailed %d times, want once (%v)", id, n, perID)
		}
	}
}
