// Command pgserve gives the browser suites (e2e/) a throwaway PostgreSQL, as package pgtest gives
// Go's tests: it starts a server, creates one database, prints its URL on a line of its own, and
// serves until its standard input closes (the suite ended or died) or it is signalled; then it
// stops the server and removes its directory.
//
//	go run ./internal/pgtest/pgserve
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"designo/internal/pgtest"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "pgserve:", err)
		os.Exit(1)
	}
}

func run() error {
	server, err := pgtest.NewServer()
	if err != nil {
		return err
	}
	defer server.Close()
	url, err := server.CreateDatabase(context.Background(), "designo")
	if err != nil {
		return err
	}
	fmt.Println(url)

	ended := make(chan struct{})
	go func() {
		io.Copy(io.Discard, os.Stdin)
		close(ended)
	}()
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, syscall.SIGINT, syscall.SIGTERM)
	select {
	case <-ended:
	case <-signals:
	}
	return nil
}
