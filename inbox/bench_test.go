package inbox_test

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"designo/enquiry"
	"designo/enquiry/postgres"
	"designo/enquiry/sqlite"
	"designo/inbox"
	"designo/internal/pgtest"
)

// The benchmark's inbox after a flood: 100,000 enquiries, 60% held, 30% new (each with an e-mail
// and a webhook delivered), 10% handled.
const (
	benchEnquiries = 100_000
	benchHeld      = 6 // of every 10
	benchNew       = 3
)

// benchRow is the i-th enquiry of the flood: its id, folder, and time (one a minute, oldest first).
func benchRow(i int, start time.Time) (uid, verdict string, received time.Time, handled bool) {
	uid = fmt.Sprintf("01900000-%04x-7000-8000-%012x", i>>16, i)
	received = start.Add(time.Duration(i) * time.Minute)
	switch r := i % 10; {
	case r < benchHeld:
		return uid, enquiry.VerdictHeld, received, false
	case r < benchHeld+benchNew:
		return uid, enquiry.VerdictInbox, received, false
	}
	return uid, enquiry.VerdictInbox, received, true
}

const benchMessage = "We need a new website for our bakery, with an online shop and a page for each of our two shops. Could you send us a quote?"

func seedSQLite(b *testing.B, path string) {
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)&_pragma=synchronous(OFF)")
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	tx, err := db.Begin()
	if err != nil {
		b.Fatal(err)
	}
	insert, err := tx.Prepare(`INSERT INTO enquiries (uid, name, email, phone, message, received_at, via, verdict, reasons, fingerprint, notice, handled_at, digest_uid)
		VALUES (?, ?, ?, '1', ?, ?, 'form', ?, '["no form token"]', '', ?, ?, ?)`)
	if err != nil {
		b.Fatal(err)
	}
	notify, err := tx.Prepare(`INSERT INTO deliveries (enquiry_uid, channel, state, attempts, created_at, pending_since, next_attempt_at, delivered_at)
		VALUES (?, ?, 'delivered', 1, ?, ?, ?, ?)`)
	if err != nil {
		b.Fatal(err)
	}
	start := time.Now().UTC().Add(-benchEnquiries * time.Minute)
	layout := "2006-01-02T15:04:05.000000000Z"
	for i := range benchEnquiries {
		uid, verdict, received, handled := benchRow(i, start)
		at := received.Format(layout)
		var handledAt, digest any
		notice := "own"
		if handled {
			handledAt = at
		}
		if verdict == enquiry.VerdictHeld {
			notice, digest = "digest", "digest-1"
		}
		if _, err := insert.Exec(uid, fmt.Sprint("Visitor ", i), fmt.Sprintf("v%d@flood.example", i), benchMessage, at, verdict, notice, handledAt, digest); err != nil {
			b.Fatal(err)
		}
		if verdict == enquiry.VerdictInbox {
			for _, channel := range []string{enquiry.ChannelEmail, enquiry.ChannelWebhook} {
				if _, err := notify.Exec(uid, channel, at, at, at, at); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	if err := tx.Commit(); err != nil {
		b.Fatal(err)
	}
	if _, err := db.Exec(`ANALYZE`); err != nil {
		b.Fatal(err)
	}
}

func seedPostgres(b *testing.B, url string) {
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		b.Fatal(err)
	}
	defer conn.Close(ctx)
	start := time.Now().UTC().Add(-benchEnquiries * time.Minute)
	var rows, deliveries [][]any
	for i := range benchEnquiries {
		uid, verdict, received, handled := benchRow(i, start)
		var handledAt *time.Time
		var digest *string
		notice := "own"
		if handled {
			handledAt = &received
		}
		if verdict == enquiry.VerdictHeld {
			d := "digest-1"
			notice, digest = "digest", &d
		}
		rows = append(rows, []any{uid, fmt.Sprint("Visitor ", i), fmt.Sprintf("v%d@flood.example", i), "1", benchMessage, received, "form",
			verdict, []string{"no form token"}, "", notice, handledAt, digest})
		if verdict == enquiry.VerdictInbox {
			for _, channel := range []string{enquiry.ChannelEmail, enquiry.ChannelWebhook} {
				deliveries = append(deliveries, []any{"enquiry", uid, channel, "delivered", 1, received, received, received, received})
			}
		}
	}
	if _, err := conn.CopyFrom(ctx, pgx.Identifier{"enquiries"}, []string{"uid", "name", "email", "phone", "message", "received_at", "via",
		"verdict", "reasons", "fingerprint", "notice", "handled_at", "digest_uid"}, pgx.CopyFromRows(rows)); err != nil {
		b.Fatal(err)
	}
	if _, err := conn.CopyFrom(ctx, pgx.Identifier{"deliveries"}, []string{"kind", "enquiry_uid", "channel", "state", "attempts",
		"created_at", "pending_since", "next_attempt_at", "delivered_at"}, pgx.CopyFromRows(deliveries)); err != nil {
		b.Fatal(err)
	}
	if _, err := conn.Exec(ctx, `VACUUM ANALYZE`); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkInboxPages times the inbox's pages, rendered by the handler, on 100,000 enquiries in
// SQLite (a file) and PostgreSQL: the first page of Held and of New, a page of Held 25,000 deep,
// one enquiry's page with its notifications, and two searches: by an address (11 matches), and by
// a word every enquiry holds (the worst case: all 100,000 ranked for the best 50). Each page reads its own rows (keyset pages on
// each folder's index, an enquiry's own notifications): the times do not grow with the flood.
//
//	go test -run '^$' -bench InboxPages -benchtime 200x ./inbox
func BenchmarkInboxPages(b *testing.B) {
	for _, name := range []string{"SQLite", "PostgreSQL"} {
		b.Run(name, func(b *testing.B) {
			ctx := context.Background()
			var store interface {
				inbox.Store
				Close() error
				Ready(context.Context) error
			}
			var seed func()
			switch name {
			case "SQLite":
				path := filepath.Join(b.TempDir(), "enquiries.db")
				store = sqlite.Open(path, nil)
				seed = func() { seedSQLite(b, path) }
			default:
				url := pgtest.Database(b)
				s, err := postgres.Open(url, nil)
				if err != nil {
					b.Fatal(err)
				}
				store, seed = s, func() { seedPostgres(b, url) }
			}
			defer store.Close()
			if err := store.Ready(ctx); err != nil {
				b.Fatal(err)
			}
			began := time.Now()
			seed()
			b.Logf("%s: %d enquiries stored in %v", name, benchEnquiries, time.Since(began).Round(time.Millisecond))
			now := time.Now()
			if _, err := store.Invite(ctx, "ada@designo.example", "invitation", now, now.Add(time.Hour), "bench"); err != nil {
				b.Fatal(err)
			}
			if _, err := store.Enrol(ctx, "invitation", enquiry.Passkey{ID: []byte("key"), Data: []byte("{}")}, "session", now, now.Add(24*time.Hour)); err != nil {
				b.Fatal(err)
			}
			h, err := inbox.New(inbox.Options{Store: store, Origin: "http://localhost:8081"})
			if err != nil {
				b.Fatal(err)
			}
			deep, _, _, _ := benchRow(benchEnquiries-10*25_000/benchHeld, time.Time{}) // about 25,000 held are newer
			one, _, _, _ := benchRow(benchEnquiries/2+benchHeld, time.Time{})          // a new one, with its two notifications
			for _, page := range []struct{ name, path string }{
				{"held", "/inbox/held"},
				{"new", "/inbox"},
				{"held-25000-deep", "/inbox/held?after=" + deep},
				{"enquiry", "/inbox/enquiries/" + one},
				{"search-an-address", "/inbox/search?q=v4242%40flood"},   // v4242 and v42420-v42429
				{"search-a-word-of-every-one", "/inbox/search?q=bakery"}, // ranks all 100,000
			} {
				b.Run(page.name, func(b *testing.B) {
					for b.Loop() {
						r := httptest.NewRequest("GET", "http://localhost:8081"+page.path, nil)
						r.AddCookie(&http.Cookie{Name: "inbox-session", Value: "session"})
						w := httptest.NewRecorder()
						h.ServeHTTP(w, r)
						if w.Code != http.StatusOK {
							b.Fatalf("%s: %d", page.path, w.Code)
						}
					}
				})
			}
		})
	}
}
