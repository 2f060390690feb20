// Package web is the HTTP plumbing the site's listener and the inbox's share: who the client is
// behind trusted proxies, the access log, the security headers' content policy, recovery from a
// handler's panic and the check that a change comes from the listener's own pages.
package web

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

// ClientAddr is the address of the visitor behind r. It is the connection's
// address, unless that belongs to a trusted proxy: then X-Forwarded-For is
// read from the right, past the trusted proxies, and the first address no
// trusted proxy holds is the visitor's. Entries further left are whatever
// the client claimed and are never believed, and a malformed entry stops the
// walk at the last proxy, so a forged header cannot buy a fresh rate limit.
func ClientAddr(r *http.Request, trusted []netip.Prefix) string {
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

// ClientKey names the client at an address (see ClientAddr) for a rate limit: the IPv4
// address, or the /64 network of an IPv6 address, which one subscriber holds whole.
func ClientKey(host string) string {
	addr, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	addr = addr.Unmap()
	if addr.Is6() {
		prefix, _ := addr.Prefix(64)
		return prefix.String()
	}
	return addr.String()
}
