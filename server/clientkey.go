package server

import (
	"net/http"
	"net/netip"
)

// clientKey names the client at an address (see clientAddr): the IPv4
// address, or the /64 network of an IPv6 address.
func clientKey(host string) string {
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

// ClientKey names the client of r for a ratelimit.Limiter, as the contact form's limit does: its
// address behind the trusted proxies, an IPv6 client by its /64.
func ClientKey(r *http.Request, trusted []netip.Prefix) string {
	return clientKey(clientAddr(r, trusted))
}
