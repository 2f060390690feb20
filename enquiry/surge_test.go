package enquiry

import "testing"

func TestNetworkOf(t *testing.T) {
	for addr, want := range map[string]string{
		"203.0.113.77":          "203.0.113.0/24",
		"203.0.113.77:5123":     "203.0.113.0/24",
		"::ffff:198.51.100.9":   "198.51.100.0/24",
		"2001:db8:1234:5678::1": "2001:db8:1234::/48",
		"[2001:db8:1::1]:443":   "2001:db8:1::/48",
		"100.64.0.9":            "100.64.0.0/24",
		"127.0.0.1":             "", // a proxy not named with -trust-proxy: every visitor's
		"10.1.2.3":              "",
		"192.168.1.20":          "",
		"fd00::1":               "",
		"fe80::1%eth0":          "",
		"not an address":        "",
	} {
		if got := NetworkOf(addr); got != want {
			t.Errorf("NetworkOf(%q) = %q, want %q", addr, got, want)
		}
	}
}
