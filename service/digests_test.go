package service

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"designo/enquiry"
	"designo/enquiry/sqlite"
)

func TestDiskFloor(t *testing.T) {
	db := filepath.Join(t.TempDir(), "enquiries.db")
	if NewDiskFloor(db, 0) != nil {
		t.Error("-disk-floor 0 made a floor")
	}
	if err := NewDiskFloor(db, 1).Room(); err != nil {
		t.Errorf("1 MiB floor on a working disk: %v", err)
	}
	// A floor no disk here reaches: the form has no room, and readiness says so.
	err := NewDiskFloor(db, 1<<30).Room()
	if err == nil || !strings.Contains(err.Error(), "below the floor of 1073741824 MiB") {
		t.Errorf("an unreachable floor: %v", err)
	}
	contact, err := openContact(context.Background(), Enquiries{Store: Store{DB: db}, DiskFloorMiB: 1 << 30},
		slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer contact.stop()
	opts := contact.opts
	if opts.Room == nil || opts.Room() == nil || opts.Ready(context.Background()) == nil {
		t.Error("below the floor, the form has room or the site reports ready")
	}
}

// The digest worker gathers what waits into one digest, wakes the outboxes, and makes no second
// one within the interval.
func TestRunDigests(t *testing.T) {
	store := sqlite.Open(filepath.Join(t.TempDir(), "enquiries.db"), slog.New(slog.DiscardHandler))
	defer store.Close()
	route := enquiry.Route{Channels: []string{enquiry.ChannelEmail}}
	for _, name := range []string{"Robot one", "Robot two"} {
		e := enquiry.Enquiry{Name: name, Email: "r@example.com", Phone: "0", Message: "cheap pills", Via: enquiry.ViaForm,
			Verdict: enquiry.VerdictHeld, ReceivedAt: time.Now().Add(-10 * time.Minute)} // past the digest's gathering
		if _, _, err := store.Save(context.Background(), e, route, ""); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	wake, woken := make(chan struct{}, 1), make(chan struct{}, 10)
	done := make(chan struct{})
	go func() {
		runDigests(ctx, store, route.Channels, time.Hour, wake, func() { woken <- struct{}{} }, slog.New(slog.DiscardHandler))
		close(done)
	}()
	select {
	case <-woken:
	case <-time.After(10 * time.Second):
		t.Fatal("no digest made within 10 s")
	}
	wake <- struct{}{} // something else held: no second digest within the hour
	time.Sleep(100 * time.Millisecond)
	cancel()
	<-done
	if len(woken) != 0 {
		t.Errorf("%d more digests within the hour", len(woken))
	}
	claimed, err := store.Claim(context.Background(), enquiry.ChannelEmail, time.Now(), time.Minute, 10)
	if err != nil || len(claimed) != 1 || claimed[0].Digest == nil || len(claimed[0].Digest.Held) != 2 {
		t.Errorf("Claim = %+v, %v; want one digest of the two held", claimed, err)
	}
}
