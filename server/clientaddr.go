package server

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// ParseTrustedProxies reads a comma-separated list of the reverse proxies in
// front of the site, each an address or a CIDR network ("127.0.0.1,10.0.0.0/8").
func ParseTrustedProxies(list string) ([]netip.Prefix, error) {
	var proxies []netip.Prefix
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		if prefix, err := netip.ParsePrefix(item); err == nil {
			proxies = append(proxies, prefix.Masked())
			continue
		}
		addr, err := netip.ParseAddr(item)
		if err != nil {
			return nil, fmt.Errorf("trusted proxy %q: want an IP address or a CIDR network such as 10.0.0.0/8", item)
		}
		addr = addr.Unmap()
		proxies = append(proxies, netip.PrefixFrom(addr, addr.BitLen()))
	}
	return proxies, nil
}

// clientAddr is the address of the visitor behind r. It is the connection's
// address, unless that belongs to a trusted proxy: then X-Forwarded-For is
// read from the right, past the trusted proxies, and the first address no
// trusted proxy holds is the visitor's. Entries further left are whatever
// the client claimed and are never believed, and a malformed entry stops the
// walk at the last proxy, so a forged header cannot buy a fresh rate limit.
func clientAddr(r *http.Request, trusted []netip.Prefix) string {
	remote := hostOf(r.RemoteAddr)
	client, err := netip.ParseAddr(remote)
	if err != nil || !isTrustedProxy(client, trusted) {
		return remote
	}
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	for i := len(hops) - 1; i >= 0; i-- {
		hop, ok := parseHop(hops[i])
		if !ok {
			break
		}
		client = hop
		if !isTrustedProxy(hop, trusted) {
			break
		}
	}
	return client.String()
}

func isTrustedProxy(addr netip.Addr, trusted []netip.Prefix) bool {
	addr = addr.Unmap()
	for _, prefix := range trusted {
		if prefix.Contains(addr) {
			return true
		}
	}
	return false
}

// parseHop reads one X-Forwarded-For entry: an address, with a port or not.
func parseHop(entry string) (netip.Addr, bool) {
	entry = strings.TrimSpace(entry)
	if addr, err := netip.ParseAddr(entry); err == nil {
		return addr.Unmap(), true
	}
	if addrPort, err := netip.ParseAddrPort(entry); err == nil {
		return addrPort.Addr().Unmap(), true
	}
	return netip.Addr{}, false
}

func hostOf(remoteAddr string) string {
	if host, _, err := net.SplitHostPort(remoteAddr); err == nil {
		return host
	}
	return remoteAddr
}
