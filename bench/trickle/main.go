// Command trickle checks that slow clients cannot hold a server's capacity. It opens many
// connections that send a request's headers one byte at a time and never finish them, then
// reports how many the server closed and after how long (its ReadHeaderTimeout should close
// every one). bench/run.sh runs it while wrk measures normal requests on the same server.
//
//	go run ./bench/trickle -addr 127.0.0.1:8080 -conns 200
//
// It prints one line for scripts:
//
//	TRICKLE opened=200 dial_errors=0 closed_by_server=200 still_open=0 close_after_p50_ms=10012 close_after_max_ms=10090
package main

import (
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"slices"
	"time"
)

// outcome is what happened to one trickling connection.
type outcome struct {
	dialError      error
	closedByServer bool
	closedAfter    time.Duration // from the connection's opening to the server closing it
}

func main() {
	addr := flag.String("addr", "", "host:port of the server under test")
	conns := flag.Int("conns", 200, "number of trickling connections")
	interval := flag.Duration("interval", 100*time.Millisecond, "pause between two bytes of a connection")
	maxWait := flag.Duration("max-wait", 30*time.Second, "stop waiting for the server to close a connection after this long")
	flag.Parse()
	if *addr == "" || *conns < 1 {
		flag.Usage()
		os.Exit(2)
	}

	outcomes := make(chan outcome, *conns)
	for range *conns {
		go func() { outcomes <- trickle(*addr, *interval, *maxWait) }()
	}
	summary := collect(outcomes, *conns)
	fmt.Println(summary)
}

// trickle opens one connection and sends an endless header block byte by byte until the
// server closes the connection or maxWait has passed.
func trickle(addr string, interval, maxWait time.Duration) outcome {
	conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		return outcome{dialError: err}
	}
	defer conn.Close()
	opened := time.Now()

	serverClosed := make(chan struct{})
	go func() {
		// Whatever the server answers (a 408, or nothing), the read ends when it closes.
		_, _ = io.Copy(io.Discard, conn)
		close(serverClosed)
	}()

	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	giveUp := time.After(maxWait)
	for sent := 0; ; sent++ {
		select {
		case <-serverClosed:
			return outcome{closedByServer: true, closedAfter: time.Since(opened)}
		case <-giveUp:
			return outcome{}
		case <-ticker.C:
			if _, err := conn.Write([]byte{headerByte(sent)}); err != nil {
				return outcome{closedByServer: true, closedAfter: time.Since(opened)}
			}
		}
	}
}

// headerByte returns byte i of a request whose header block never ends: a request line,
// then the same header line over and over, never the blank line that would close it.
func headerByte(i int) byte {
	const requestLine = "GET /home HTTP/1.1\r\nHost: 127.0.0.1\r\n"
	const headerLine = "X-Trickle: still-coming\r\n"
	if i < len(requestLine) {
		return requestLine[i]
	}
	return headerLine[(i-len(requestLine))%len(headerLine)]
}

// collect waits for every connection's outcome and summarises them in one parseable line.
func collect(outcomes <-chan outcome, count int) string {
	var dialErrors, stillOpen int
	var closeTimes []time.Duration
	var firstDialError error
	for range count {
		o := <-outcomes
		switch {
		case o.dialError != nil:
			dialErrors++
			firstDialError = o.dialError
		case o.closedByServer:
			closeTimes = append(closeTimes, o.closedAfter)
		default:
			stillOpen++
		}
	}
	if firstDialError != nil {
		fmt.Fprintln(os.Stderr, "trickle: dial error:", firstDialError)
	}
	p50, maxTime := percentile(closeTimes, 50), percentile(closeTimes, 100)
	return fmt.Sprintf("TRICKLE opened=%d dial_errors=%d closed_by_server=%d still_open=%d close_after_p50_ms=%d close_after_max_ms=%d",
		count-dialErrors, dialErrors, len(closeTimes), stillOpen, p50.Milliseconds(), maxTime.Milliseconds())
}

// percentile returns the p-th percentile (nearest rank) of durations, 0 when there are none.
func percentile(durations []time.Duration, p int) time.Duration {
	if len(durations) == 0 {
		return 0
	}
	sorted := slices.Clone(durations)
	slices.Sort(sorted)
	rank := (p*len(sorted) + 99) / 100 // ceil(p% of n), 1-based
	return sorted[max(rank, 1)-1]
}
