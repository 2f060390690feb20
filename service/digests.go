package service

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"designo/enquiry"
)

// digestTick is how often the digest worker looks for enquiries waiting for a digest, besides
// being woken when one is stored.
const digestTick = time.Minute

// runDigests makes a digest of the enquiries held, or past the hourly budget, at most once
// every `every` (Store.MakeDigest; replicas make one between them), and wakes the outboxes
// that deliver it. It returns when ctx is done.
func runDigests(ctx context.Context, store enquiry.Store, channels []string, every time.Duration, wake <-chan struct{}, delivered func(), logger *slog.Logger) {
	ticker := time.NewTicker(min(every, digestTick))
	defer ticker.Stop()
	for {
		made, err := store.MakeDigest(ctx, channels, time.Now(), every)
		switch {
		case err != nil && ctx.Err() == nil:
			logger.Warn("digest: cannot gather the enquiries waiting; will try again", "err", err)
		case made:
			logger.Info("digest made; its notifications are in the outbox")
			delivered()
		}
		select {
		case <-ctx.Done():
			return
		case <-wake:
		case <-ticker.C:
		}
	}
}

// DiskFloor keeps the SQLite database's disk from filling: below floor bytes free, the contact
// form answers 503 (the visitor keeps the text) and /readyz says unavailable, before a full
// disk could break the database or the rest of the machine.
type DiskFloor struct {
	dir   string
	floor uint64

	mu        sync.Mutex
	checkedAt time.Time
	free      uint64
	err       error
}

// NewDiskFloor watches the disk of the SQLite file at dbPath; nil when floorMiB is 0 (off).
func NewDiskFloor(dbPath string, floorMiB int) *DiskFloor {
	if floorMiB <= 0 {
		return nil
	}
	return &DiskFloor{dir: filepath.Dir(dbPath), floor: uint64(floorMiB) << 20}
}

// Free is the free space on the database's disk, read at most once a second.
func (d *DiskFloor) Free() (uint64, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if time.Since(d.checkedAt) >= time.Second {
		var st syscall.Statfs_t
		d.err = syscall.Statfs(d.dir, &st)
		d.free, d.checkedAt = st.Bavail*uint64(st.Bsize), time.Now()
	}
	return d.free, d.err
}

// Room is ContactOptions.Room: an error when the free space is below the floor. A disk that
// cannot be measured is left to the database's own errors.
func (d *DiskFloor) Room() error {
	free, err := d.Free()
	if err == nil && free < d.floor {
		return fmt.Errorf("%d MiB free on the disk of %s, below the floor of %d MiB (-disk-floor)", free>>20, d.dir, d.floor>>20)
	}
	return nil
}
