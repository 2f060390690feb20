package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"designo/enquiry"
)

// TestBackupWhileServingRestoresIntoASecondServer: `site backup` of the database of a server taking
// enquiries from several clients; a second server started on the copy lists, through `site
// enquiries`, every enquiry acknowledged before the backup began, each as the first server stored it,
// and takes new ones.
func TestBackupWhileServingRestoresIntoASecondServer(t *testing.T) {
	t.Parallel() // a process test: its waits (leases, outages, restarts) overlap the others'
	bin := buildSite(t)
	dir := t.TempDir()
	live := filepath.Join(dir, "live", "enquiries.db")
	base, server := startSite(t, bin, dir, "-db", live, "-contact-rate", "0", "-access-log=false")

	var mu sync.Mutex
	acknowledged := map[string]string{} // name -> id
	stop := make(chan struct{})
	var clients sync.WaitGroup
	// A connection kept for each client: a new one per post is another chance for a test process
	// starved by a busy machine to send its request after the server's ReadHeaderTimeout.
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 4}}
	for c := range 4 {
		clients.Add(1)
		go func() {
			defer clients.Done()
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				name := fmt.Sprintf("client %d, enquiry %d", c, i)
				id, err := postEnquiry(client, base, name)
				if err != nil {
					t.Errorf("posting during the backup: %v", err)
					return
				}
				mu.Lock()
				acknowledged[name] = id
				mu.Unlock()
			}
		}()
	}
	waitUntil(t, "20 enquiries acknowledged", time.Minute, func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(acknowledged) >= 20
	})
	mu.Lock()
	before := map[string]string{}
	for name, id := range acknowledged {
		before[name] = id
	}
	mu.Unlock()
	backup := filepath.Join(dir, "backups", "enquiries.db")
	out, err := exec.Command(bin, "backup", "-db", live, backup).CombinedOutput()
	mu.Lock()
	during := len(acknowledged) - len(before)
	mu.Unlock()
	close(stop)
	clients.Wait()
	if err != nil {
		t.Fatalf("site backup: %v\n%s", err, out)
	}
	t.Logf("site backup: %s(%d enquiries acknowledged while it ran)", out, during)
	server.Process.Signal(syscall.SIGTERM)
	server.Wait()

	list := func(db string) map[string]enquiry.Enquiry {
		t.Helper()
		out, err := exec.Command(bin, "enquiries", "-db", db, "-format", "json", "-all").Output()
		if err != nil {
			t.Fatalf("site enquiries -db %s: %v", db, err)
		}
		var stored []enquiry.Enquiry
		if err := json.Unmarshal(out, &stored); err != nil {
			t.Fatal(err)
		}
		byName := map[string]enquiry.Enquiry{}
		for _, e := range stored {
			byName[e.Name] = e
		}
		return byName
	}
	original := list(live)

	second, server2 := startSite(t, bin, dir, "-db", backup, "-contact-rate", "0", "-access-log=false")
	if status, _ := get(t, second+"/readyz"); status != http.StatusOK {
		t.Errorf("the second server on the copy: /readyz %d, want 200", status)
	}
	copied := list(backup) // while the second server runs on it
	if len(copied) < len(before) {
		t.Errorf("the copy lists %d enquiries, fewer than the %d acknowledged before the backup", len(copied), len(before))
	}
	for name, id := range before {
		if e, ok := copied[name]; !ok || e.ID != id {
			t.Errorf("%q (id %s), acknowledged before the backup, is not in the copy (%+v)", name, id, e)
		}
	}
	for name, e := range copied {
		if fmt.Sprint(e) != fmt.Sprint(original[name]) {
			t.Errorf("the copy has %+v, the first server stored %+v", e, original[name])
		}
	}
	if _, err := postEnquiry(http.DefaultClient, second, "after the restore"); err != nil {
		t.Errorf("the second server does not take an enquiry: %v", err)
	}
	server2.Process.Signal(syscall.SIGTERM)
	server2.Wait()
	if _, ok := list(backup)["after the restore"]; !ok {
		t.Error("the enquiry the second server acknowledged is not in its database")
	}
	t.Logf("%d enquiries acknowledged before the backup, %d in the copy, %d in the original", len(before), len(copied), len(original))
}
