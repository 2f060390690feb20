// Command pgserver runs a throwaway PostgreSQL for make bench (see internal/pgtest): it prints
// "URL postgres://…" for a fresh database once the server accepts connections, and stops the
// server and removes its files on SIGINT or SIGTERM. Unlike the tests' servers it syncs every
// commit to disk (fsync on), as a production database does, so the numbers are honest.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"designo/internal/pgtest"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "pgserver:", err)
		os.Exit(1)
	}
}

func run() error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	server, err := pgtest.NewServer("fsync=on", "full_page_writes=on")
	if err != nil {
		return err
	}
	defer server.Close()
	url, err := server.CreateDatabase(ctx, "bench")
	if err != nil {
		return err
	}
	fmt.Println("URL", url)
	<-ctx.Done()
	return nil
}
