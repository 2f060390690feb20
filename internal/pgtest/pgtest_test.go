package pgtest

import (
	"context"
	"os"
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestMain(m *testing.M) { os.Exit(Main(m)) }

// TestDatabaseIsFreshAndReachable: each test gets its own empty database, over TCP and the socket.
func TestDatabaseIsFreshAndReachable(t *testing.T) {
	url := Database(t)
	other := Database(t)
	if url == other {
		t.Fatalf("two calls gave the same database %s", url)
	}
	ctx := context.Background()
	for _, u := range []string{url, SharedServer(t).SocketURL(Superuser)} {
		conn, err := pgx.Connect(ctx, u)
		if err != nil {
			t.Fatalf("%s: %v", u, err)
		}
		var n int
		if err := conn.QueryRow(ctx, `SELECT count(*) FROM pg_tables WHERE schemaname = 'public'`).Scan(&n); err != nil || n != 0 {
			t.Errorf("%s: %d tables (err %v), want an empty database", u, n, err)
		}
		conn.Close(ctx)
	}
}

// TestStopAndStart: a stopped server refuses connections, and keeps its data when started again.
func TestStopAndStart(t *testing.T) {
	s := Start(t)
	ctx := context.Background()
	url, err := s.CreateDatabase(ctx, "outage")
	if err != nil {
		t.Fatal(err)
	}
	exec := func(sql string) error {
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			return err
		}
		defer conn.Close(ctx)
		_, err = conn.Exec(ctx, sql)
		return err
	}
	if err := exec(`CREATE TABLE kept (n int); INSERT INTO kept VALUES (1)`); err != nil {
		t.Fatal(err)
	}
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	if err := exec(`SELECT 1`); err == nil {
		t.Fatal("a stopped server answered")
	}
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var n int
	if err := conn.QueryRow(ctx, `SELECT n FROM kept`).Scan(&n); err != nil || n != 1 {
		t.Errorf("after a restart: %d, %v; want the row written before", n, err)
	}
}
