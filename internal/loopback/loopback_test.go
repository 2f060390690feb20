package loopback

import (
	"net"
	"strconv"
	"testing"
)

func TestFreeAddrIsBelowTheEphemeralRangeAndFree(t *testing.T) {
	first := ephemeralStart()
	for range 20 {
		addr, err := FreeAddr()
		if err != nil {
			t.Fatal(err)
		}
		host, portText, _ := net.SplitHostPort(addr)
		port, _ := strconv.Atoi(portText)
		if host != "127.0.0.1" {
			t.Errorf("%s: not on the loopback address", addr)
		}
		if first > lowest && (port < lowest || port >= first) {
			t.Errorf("%s: outside [%d, %d), below the ephemeral range", addr, lowest, first)
		}
		l, err := net.Listen("tcp", addr)
		if err != nil {
			t.Errorf("%s is not free: %v", addr, err)
			continue
		}
		l.Close()
	}
}
