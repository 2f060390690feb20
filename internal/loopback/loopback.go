// Package loopback finds a free port on 127.0.0.1 for a listener that must be named before it
// starts: a server a test runs as a process, PostgreSQL, an inbox whose origin carries its port.
//
// The port is taken below the kernel's ephemeral range, from which every outgoing connection on
// the machine is given its port. A port from that range, free a moment ago (net.Listen on port 0),
// was once given to another process's connection before the server bound it, and a CI run failed
// with "address already in use".
package loopback

import (
	"fmt"
	"math/rand/v2"
	"net"
	"os"
)

// rangeFile holds the ephemeral range's first and last ports (Linux).
const rangeFile = "/proc/sys/net/ipv4/ip_local_port_range"

// lowest is the lowest port handed out: well above the ports services are known by.
const lowest = 10000

// FreeAddr returns "127.0.0.1:<port>" for a port nothing listened on a moment ago, below the
// ephemeral range where the kernel says where that starts, from the range itself otherwise.
func FreeAddr() (string, error) {
	first := ephemeralStart()
	for attempt := 0; first > lowest && attempt < 50; attempt++ {
		addr := fmt.Sprintf("127.0.0.1:%d", lowest+rand.IntN(first-lowest))
		if l, err := net.Listen("tcp", addr); err == nil {
			l.Close()
			return addr, nil
		}
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

// ephemeralStart is the first port of the ephemeral range, or 0 when it cannot be read.
func ephemeralStart() int {
	text, err := os.ReadFile(rangeFile)
	if err != nil {
		return 0
	}
	var first int
	fmt.Sscan(string(text), &first)
	return first
}
