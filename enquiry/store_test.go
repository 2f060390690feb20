package enquiry

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

func openTestStore(t testing.TB) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "nested", "dir", "enquiries.db")
	store, err := Open(context.Background(), path)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { store.Close() })
	return store, path
}

func sampleEnquiry(name string, received time.Time) Enquiry {
	return Enquiry{Name: name, Email: "ada@example.com", Phone: "0123", Message: "Hello\nthere", ReceivedAt: received, Via: ViaForm}
}

func TestOpenCreatesTheFileAndConfiguresDurability(t *testing.T) {
	store, path := openTestStore(t)
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("database file not created: %v", err)
	}
	ctx := context.Background()
	var journal string
	if err := store.writer.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&journal); err != nil || journal != "wal" {
		t.Errorf("journal_mode = %q (%v), want wal", journal, err)
	}
	for name, db := range map[string]*sql.DB{"writer": store.writer, "reader": store.reader} {
		var synchronous int
		if err := db.QueryRowContext(ctx, "PRAGMA synchronous").Scan(&synchronous); err != nil || synchronous != 2 {
			t.Errorf("%s: synchronous = %d (%v), want 2 (FULL)", name, synchronous, err)
		}
		var timeout int
		if err := db.QueryRowContext(ctx, "PRAGMA busy_timeout").Scan(&timeout); err != nil || timeout != 5000 {
			t.Errorf("%s: busy_timeout = %d (%v), want 5000", name, timeout, err)
		}
	}
}

func TestMigrationsRunOnceAndReopeningKeepsData(t *testing.T) {
	store, path := openTestStore(t)
	ctx := context.Background()
	if _, err := store.Save(ctx, sampleEnquiry("Ada", time.Now())); err != nil {
		t.Fatal(err)
	}
	store.Close()

	reopened, err := Open(ctx, path)
	if err != nil {
		t.Fatalf("reopening: %v", err)
	}
	defer reopened.Close()
	var versions, latest int
	if err := reopened.writer.QueryRowContext(ctx, "SELECT COUNT(*), MAX(version) FROM schema_version").Scan(&versions, &latest); err != nil {
		t.Fatal(err)
	}
	migrations, err := embeddedMigrations()
	if err != nil {
		t.Fatal(err)
	}
	if versions != len(migrations) || latest != migrations[len(migrations)-1].version {
		t.Errorf("schema_version has %d rows, latest %d; want %d rows, latest %d",
			versions, latest, len(migrations), migrations[len(migrations)-1].version)
	}
	got, err := reopened.List(ctx, time.Time{})
	if err != nil || len(got) != 1 || got[0].Name != "Ada" {
		t.Errorf("after reopening, List = %v, %v; want Ada's enquiry", got, err)
	}
}

func TestSaveAndListRoundTripNewestFirstInUTC(t *testing.T) {
	store, _ := openTestStore(t)
	ctx := context.Background()
	toronto := time.FixedZone("EST", -5*3600)
	base := time.Date(2026, 3, 1, 9, 30, 0, 123456789, toronto)
	for i, name := range []string{"first", "second", "third"} {
		e := sampleEnquiry(name, base.Add(time.Duration(i)*time.Hour))
		if name == "second" {
			e.Via = ViaScript
		}
		if _, err := store.Save(ctx, e); err != nil {
			t.Fatal(err)
		}
	}
	got, err := store.List(ctx, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[0].Name != "third" || got[1].Name != "second" || got[2].Name != "first" {
		t.Fatalf("List = %+v, want third, second, first", got)
	}
	want := Enquiry{ID: got[2].ID, Name: "first", Email: "ada@example.com", Phone: "0123", Message: "Hello\nthere",
		ReceivedAt: base.UTC(), Via: ViaForm}
	if got[2] != want {
		t.Errorf("stored %+v\nwant   %+v", got[2], want)
	}
	if got[2].ReceivedAt.Location() != time.UTC {
		t.Errorf("ReceivedAt location = %v, want UTC", got[2].ReceivedAt.Location())
	}
	if got[1].Via != ViaScript {
		t.Errorf("second enquiry via = %q, want %q", got[1].Via, ViaScript)
	}
}

func TestListSince(t *testing.T) {
	store, _ := openTestStore(t)
	ctx := context.Background()
	base := time.Date(2026, 1, 10, 12, 0, 0, 0, time.UTC)
	for i := range 5 {
		if _, err := store.Save(ctx, sampleEnquiry(fmt.Sprint("day", i), base.AddDate(0, 0, i))); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		since time.Time
		want  int
	}{
		{time.Time{}, 5},
		{base.AddDate(0, 0, 2), 3}, // inclusive
		{base.AddDate(0, 0, 2).Add(time.Nanosecond), 2},
		{base.AddDate(0, 0, 10), 0},
	}
	for _, tc := range tests {
		got, err := store.List(ctx, tc.since)
		if err != nil || len(got) != tc.want {
			t.Errorf("List(since %v) = %d enquiries (%v), want %d", tc.since, len(got), err, tc.want)
		}
	}
}

func TestSaveDefaultsTheTimeAndRefusesAnUnknownArrival(t *testing.T) {
	store, _ := openTestStore(t)
	ctx := context.Background()
	before := time.Now().UTC()
	if _, err := store.Save(ctx, sampleEnquiry("now", time.Time{})); err != nil {
		t.Fatal(err)
	}
	got, _ := store.List(ctx, time.Time{})
	if len(got) != 1 || got[0].ReceivedAt.Before(before) || got[0].ReceivedAt.After(time.Now()) {
		t.Errorf("ReceivedAt = %v, want between %v and now", got, before)
	}
	bad := sampleEnquiry("x", time.Now())
	bad.Via = "carrier pigeon"
	if _, err := store.Save(ctx, bad); err == nil {
		t.Error("Save accepted an unknown arrival")
	}
}

func TestReadOnlyOrClosedDatabaseIsUnavailable(t *testing.T) {
	store, _ := openTestStore(t)
	ctx := context.Background()
	// query_only makes SQLite refuse every write, as a read-only file would.
	if _, err := store.writer.ExecContext(ctx, "PRAGMA query_only = ON"); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Save(ctx, sampleEnquiry("ro", time.Now())); !errors.Is(err, ErrUnavailable) {
		t.Errorf("Save on a read-only database: %v, want ErrUnavailable", err)
	}
	store.Close()
	if _, err := store.Save(ctx, sampleEnquiry("closed", time.Now())); !errors.Is(err, ErrUnavailable) {
		t.Errorf("Save on a closed store: %v, want ErrUnavailable", err)
	}
	if _, err := store.List(ctx, time.Time{}); !errors.Is(err, ErrUnavailable) {
		t.Errorf("List on a closed store: %v, want ErrUnavailable", err)
	}
}

func TestOpenFailsClearlyWhenThePathIsUnusable(t *testing.T) {
	notADir := filepath.Join(t.TempDir(), "file")
	notADatabase := bytes.Repeat([]byte("this is not a database "), 200)
	if err := os.WriteFile(notADir, notADatabase, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{filepath.Join(notADir, "enquiries.db"), notADir} {
		if store, err := Open(context.Background(), path); !errors.Is(err, ErrUnavailable) {
			if store != nil {
				store.Close()
			}
			t.Errorf("Open(%q) = %v, want ErrUnavailable", path, err)
		}
	}
}

// Many clients saving at once: every enquiry is stored exactly once.
func TestConcurrentSavesStoreEveryEnquiryExactlyOnce(t *testing.T) {
	const clients, savesEach = 50, 40
	store, _ := openTestStore(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make(chan error, clients*savesEach)
	for c := range clients {
		wg.Go(func() {
			for i := range savesEach {
				if _, err := store.Save(ctx, sampleEnquiry(fmt.Sprintf("client %d save %d", c, i), time.Time{})); err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("Save: %v", err)
	}
	got, err := store.List(ctx, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != clients*savesEach {
		t.Fatalf("stored %d enquiries, want %d", len(got), clients*savesEach)
	}
	names, ids := map[string]int{}, map[int64]bool{}
	for _, e := range got {
		names[e.Name]++
		ids[e.ID] = true
	}
	for c := range clients {
		for i := range savesEach {
			if n := names[fmt.Sprintf("client %d save %d", c, i)]; n != 1 {
				t.Errorf("client %d save %d stored %d times", c, i, n)
			}
		}
	}
	if len(ids) != clients*savesEach {
		t.Errorf("%d distinct ids for %d enquiries", len(ids), clients*savesEach)
	}
}

func TestLazyStoreOpensOnceTheProblemIsFixed(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "var")
	if err := os.WriteFile(blocker, []byte("a file where the directory should be"), 0o600); err != nil {
		t.Fatal(err)
	}
	lazy := OpenLazily(filepath.Join(blocker, "enquiries.db"))
	defer lazy.Close()
	ctx := context.Background()
	if err := lazy.Ready(ctx); !errors.Is(err, ErrUnavailable) {
		t.Fatalf("Ready = %v, want ErrUnavailable", err)
	}
	if _, err := lazy.Save(ctx, sampleEnquiry("early", time.Now())); !errors.Is(err, ErrUnavailable) {
		t.Fatalf("Save before the fix = %v, want ErrUnavailable", err)
	}
	if err := os.Remove(blocker); err != nil { // the operator fixes the path
		t.Fatal(err)
	}
	id, err := lazy.Save(ctx, sampleEnquiry("after the fix", time.Now()))
	if err != nil || id != 1 {
		t.Fatalf("Save after the fix = %d, %v; want id 1", id, err)
	}
	if err := lazy.Close(); err != nil {
		t.Fatal(err)
	}
	reopened, err := Open(ctx, filepath.Join(blocker, "enquiries.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer reopened.Close()
	if list, err := reopened.List(ctx, time.Time{}); err != nil || len(list) != 1 || list[0].Name != "after the fix" {
		t.Errorf("stored %+v, %v", list, err)
	}
}
