package main

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"designo/enquiry"
	"designo/enquiry/notify"
	"designo/enquiry/smtptest"
)

// dedupingReceiver is a webhook receiver as Standard Webhooks advises: it
// acts on each webhook-id once and acknowledges repeats without acting.
type dedupingReceiver struct {
	mu       sync.Mutex
	acted    map[string]enquiry.Enquiry
	requests int
}

func (d *dedupingReceiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var event struct {
		Type string
		Data enquiry.Enquiry
	}
	if err := json.NewDecoder(r.Body).Decode(&event); err != nil || event.Type != notify.EventEnquiryReceived {
		http.Error(w, fmt.Sprintf("want an %s event (%v)", notify.EventEnquiryReceived, err), http.StatusBadRequest)
		return
	}
	e := event.Data
	d.mu.Lock()
	defer d.mu.Unlock()
	d.requests++
	id := r.Header.Get("webhook-id")
	if _, seen := d.acted[id]; !seen {
		d.acted[id] = e
	}
}

func (d *dedupingReceiver) counts() (acted map[string]enquiry.Enquiry, requests int) {
	d.mu.Lock()
	defer d.mu.Unlock()
	acted = map[string]enquiry.Enquiry{}
	for k, v := range d.acted {
		acted[k] = v
	}
	return acted, d.requests
}

// The real binary with its webhook receiver and mail server both down: 20
// enquiries posted, the site killed with SIGKILL, restarted with both up.
// Every enquiry reaches both channels under its own id.
func TestBinaryDeliversEveryEnquiryAfterOutageAndSIGKILL(t *testing.T) {
	t.Parallel() // a process test: its waits (leases, outages, restarts) overlap the others'
	const enquiries = 20
	bin := buildSite(t)
	dir := t.TempDir()
	db := filepath.Join(dir, "enquiries.db")
	hookAddr, mailAddr := freeAddr(t), freeAddr(t) // nothing listens there yet
	// Twenty enquiries in a minute from one machine are a surge the site would hold (-surge-floor 0:
	// none here); this test is about delivering the ones that are notified.
	args := []string{"-db", db, "-contact-rate", "0", "-access-log=false", "-surge-floor", "0",
		"-notify-webhook", "http://" + hookAddr + "/designo",
		"-smtp-url", "smtp://" + mailAddr + "?starttls=optional", "-notify-email", "hello@designo.test",
		"-mail-from", "Designo website <website@designo.test>",
		// A send is cut short after -notify-timeout and tried again: on a loaded machine a slow one the
		// mail server had already taken was sent twice at 2 s. The receivers refuse at once while down.
		"-notify-retry", "200ms", "-notify-timeout", "15s",
		"-acknowledge=false"} // the agency's notifications alone: the receipts are enquiry's and e2e's to test

	base, site := startSite(t, bin, dir, args...)
	ids := map[string]string{} // id -> name
	for i := range enquiries {
		name := fmt.Sprintf("Visitor %02d", i)
		id, err := postEnquiry(http.DefaultClient, base, name)
		if err != nil {
			t.Fatalf("post %d: %v", i, err)
		}
		ids[id] = name
	}
	// Both channels fail for a while; the readiness check says so once the
	// notifications have been pending too long (not yet: 30 min by default).
	waitUntil(t, "failed attempts on both channels", 30*time.Second, func() bool {
		out, err := exec.Command(bin, "notifications", "-db", db, "-format", "json").Output()
		var list []enquiry.Delivery
		if err != nil || json.Unmarshal(out, &list) != nil || len(list) != 2*enquiries {
			return false
		}
		for _, d := range list {
			if d.LastError == "" {
				return false
			}
		}
		return true
	})
	if err := site.Process.Kill(); err != nil { // SIGKILL
		t.Fatal(err)
	}
	site.Wait()

	receiver := &dedupingReceiver{acted: map[string]enquiry.Enquiry{}}
	hookListener, err := net.Listen("tcp", hookAddr)
	if err != nil {
		t.Fatal(err)
	}
	hookServer := &http.Server{Handler: receiver}
	go hookServer.Serve(hookListener)
	t.Cleanup(func() { hookServer.Close() })
	mail := smtptest.Start(t, smtptest.Options{Addr: mailAddr})

	startSite(t, bin, dir, args...)
	waitUntil(t, "every enquiry on both channels", 90*time.Second, func() bool {
		acted, _ := receiver.counts()
		return len(acted) >= enquiries && len(mail.Messages()) >= enquiries
	})
	time.Sleep(time.Second) // room for a stray repeat to show

	acted, requests := receiver.counts()
	for id, name := range ids {
		if e, ok := acted[id]; !ok || e.ID != id || e.Name != name {
			t.Errorf("webhook: enquiry %s (%s) received as %+v (%v)", id, name, e, ok)
		}
	}
	if len(acted) != enquiries {
		t.Errorf("webhook acted on %d ids, want %d", len(acted), enquiries)
	}
	perID := map[string]int{}
	for _, m := range mail.Messages() {
		id := strings.TrimSuffix(strings.TrimPrefix(m.Msg.Header.Get("Message-ID"), "<enquiry-"), "@designo.test>")
		perID[id]++
		if name, ok := ids[id]; !ok || !strings.Contains(m.Msg.Header.Get("Subject"), name) {
			t.Errorf("e-mail %q with subject %q matches no posted enquiry", m.Msg.Header.Get("Message-ID"), m.Msg.Header.Get("Subject"))
		}
	}
	for id := range ids {
		if perID[id] != 1 {
			t.Errorf("enquiry %s e-mailed %d times, want once", id, perID[id])
		}
	}
	t.Logf("%d enquiries: webhook requests %d (%d repeats the receiver discarded), e-mails %d", enquiries, requests, requests-len(acted), len(mail.Messages()))
}

func waitUntil(t *testing.T, what string, timeout time.Duration, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(timeout); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if ok() {
			return
		}
	}
	t.Fatalf("timed out after %v waiting for %s", timeout, what)
}
