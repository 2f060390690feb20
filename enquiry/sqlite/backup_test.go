package sqlite

import (
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"designo/enquiry"
	"designo/enquiry/migrations"
)

// TestBackupOfALiveDatabase: a backup taken while writers keep saving holds every enquiry saved
// before it began, each exactly as the live database has it, and the copy opens as a database the
// site can use (it takes a new enquiry).
func TestBackupOfALiveDatabase(t *testing.T) {
	dir := t.TempDir()
	live := filepath.Join(dir, "live.db")
	store := Open(live, slog.New(slog.DiscardHandler))
	defer store.Close()
	for i := range 50 {
		mustSave(t, store, fmt.Sprintf("before %d", i))
	}

	var saved sync.Map // id -> true, once Save returned
	var saves atomic.Int64
	stop := make(chan struct{})
	var writers sync.WaitGroup
	for w := range 3 {
		writers.Add(1)
		go func() {
			defer writers.Done()
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				e, _, err := store.Save(bg, sampleEnquiry(fmt.Sprintf("writer %d, %d", w, i)), enquiry.Route{Channels: []string{enquiry.ChannelEmail}}, "")
				if err != nil {
					t.Errorf("Save during the backup: %v", err)
					return
				}
				saved.Store(e.ID, true)
				saves.Add(1)
			}
		}()
	}
	for saves.Load() < 20 { // the writers are under way
		time.Sleep(time.Millisecond)
	}
	before := map[string]bool{}
	saved.Range(func(id, _ any) bool { before[id.(string)] = true; return true })
	copyPath := filepath.Join(dir, "backups", "copy.db")
	b, err := BackupFile(bg, live, copyPath)
	savesDuring := saves.Load()
	close(stop)
	writers.Wait()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("backup: %+v; %d saves while it ran", b, savesDuring)

	all := []enquiry.Folder{enquiry.FolderNew, enquiry.FolderHandled, enquiry.FolderHeld, enquiry.FolderSpam}
	liveList, err := store.List(bg, time.Time{}, all...)
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]enquiry.Enquiry{}
	for _, e := range liveList {
		byID[e.ID] = e
	}
	if info, err := os.Stat(copyPath); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("the copy's mode is %v (%v), want 0600: enquiries are personal data", info.Mode().Perm(), err)
	}
	if _, err := os.Stat(copyPath + "-wal"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the copy left a -wal beside it (%v): the file alone must be the backup", err)
	}
	restored := Open(copyPath, slog.New(slog.DiscardHandler))
	defer restored.Close()
	copied, err := restored.List(bg, time.Time{}, all...)
	if err != nil {
		t.Fatal(err)
	}
	if len(copied) != b.Enquiries || len(copied) < 50+len(before) {
		t.Fatalf("the copy lists %d enquiries, the backup counted %d; want at least the %d saved before it began",
			len(copied), b.Enquiries, 50+len(before))
	}
	inCopy := map[string]bool{}
	for _, e := range copied {
		inCopy[e.ID] = true
		if fmt.Sprint(e) != fmt.Sprint(byID[e.ID]) {
			t.Errorf("copy has %+v, the live database %+v", e, byID[e.ID])
		}
	}
	for id := range before {
		if !inCopy[id] {
			t.Errorf("enquiry %s, saved before the backup began, is not in the copy", id)
		}
	}
	mustSave(t, restored, "after the restore")

	if _, err := BackupFile(bg, live, copyPath); err == nil {
		t.Error("a backup overwrote an existing file")
	}
}

// TestSQLiteRefusesANewerSchema: a build older than the file's schema (a rollback) neither writes to
// it nor backs it up; it says to deploy the newer build or restore the backup.
func TestSQLiteRefusesANewerSchema(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "enquiries.db")
	store := Open(path, slog.New(slog.DiscardHandler))
	mustSave(t, store, "Ada")
	store.Close()
	db, err := openPool(path, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO schema_version (version) VALUES (999)`); err != nil {
		t.Fatal(err)
	}
	db.Close()

	older := Open(path, slog.New(slog.DiscardHandler))
	defer older.Close()
	err = older.Ready(bg)
	if !errors.Is(err, migrations.ErrSchemaTooNew) || !errors.Is(err, enquiry.ErrUnavailable) {
		t.Errorf("Ready on a newer schema = %v, want ErrSchemaTooNew (and ErrUnavailable)", err)
	}
	copyPath := filepath.Join(dir, "copy.db")
	if _, err := BackupFile(bg, path, copyPath); !errors.Is(err, migrations.ErrSchemaTooNew) {
		t.Errorf("backup of a newer schema = %v, want ErrSchemaTooNew", err)
	}
	if _, err := os.Stat(copyPath); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a copy that failed its check was left at %s", copyPath)
	}
}

// TestRestore: a restore puts the backup's enquiries in place and keeps the database it replaced;
// with a -wal beside the file (a server may have it open) it is refused unless forced.
func TestRestore(t *testing.T) {
	dir := t.TempDir()
	live := filepath.Join(dir, "enquiries.db")
	store := Open(live, slog.New(slog.DiscardHandler))
	kept := mustSave(t, store, "In the backup")
	backup := filepath.Join(dir, "backup.db")
	if _, err := BackupFile(bg, live, backup); err != nil {
		t.Fatal(err)
	}
	lost := mustSave(t, store, "After the backup")

	// The store is still open: its -wal is there.
	if _, _, err := Restore(bg, backup, live, false, time.Now()); err == nil {
		t.Fatal("restored over a database a server has open")
	}
	store.Close()
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	b, replaced, err := Restore(bg, backup, live, false, now)
	if err != nil {
		t.Fatal(err)
	}
	if b.Enquiries != 1 || replaced != live+".replaced-20260301T120000Z" {
		t.Errorf("restore = %+v, replaced %q", b, replaced)
	}
	after := Open(live, slog.New(slog.DiscardHandler))
	defer after.Close()
	if _, err := after.Get(bg, kept.ID); err != nil {
		t.Errorf("the backup's enquiry is not in the restored database: %v", err)
	}
	if _, err := after.Get(bg, lost.ID); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("Get of an enquiry saved after the backup = %v, want ErrNotFound", err)
	}
	previous := Open(replaced, slog.New(slog.DiscardHandler))
	defer previous.Close()
	if _, err := previous.Get(bg, lost.ID); err != nil {
		t.Errorf("the replaced database lost an enquiry: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			t.Errorf("a temporary file was left: %s", e.Name())
		}
	}
}
