package web

import (
	"net/http/httptest"
	"net/netip"
	"slices"
	"testing"
)

func TestClientKey(t *testing.T) {
	tests := map[string]string{
		"198.51.100.7:52100":            "198.51.100.7",
		"[::ffff:198.51.100.7]:443":     "198.51.100.7",
		"[2001:db8:1:2:aaaa::1]:52100":  "2001:db8:1:2::/64",
		"[2001:db8:1:2:bbbb:cccc::9]:1": "2001:db8:1:2::/64",
		"[2001:db8:1:3::1]:1":           "2001:db8:1:3::/64",
		"198.51.100.7":                  "198.51.100.7",
		"pipe":                          "pipe",
		"[fe80::1%eth0]:80":             "fe80::/64",
	}
	for remote, want := range tests {
		r := httptest.NewRequest("POST", "/contact", nil)
		r.RemoteAddr = remote
		if got := ClientKey(ClientAddr(r, nil)); got != want {
			t.Errorf("client key of %q = %q, want %q", remote, got, want)
		}
	}
}

func TestClientAddrBehindTrustedProxies(t *testing.T) {
	proxies, err := ParseTrustedProxies("10.0.0.0/8, 192.0.2.1")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name         string
		remote       string
		forwardedFor []string // one entry per X-Forwarded-For header
		want         string
	}{
		{"no proxy: the connection", "198.51.100.7:1", nil, "198.51.100.7"},
		{"an untrusted peer's header is ignored", "198.51.100.7:1", []string{"203.0.113.5"}, "198.51.100.7"},
		{"one proxy", "192.0.2.1:1", []string{"203.0.113.5"}, "203.0.113.5"},
		{"a forged entry left of the visitor is ignored", "192.0.2.1:1", []string{"1.2.3.4, 203.0.113.5"}, "203.0.113.5"},
		{"a chain of trusted proxies", "192.0.2.1:1", []string{"203.0.113.5, 10.1.2.3", "10.9.9.9"}, "203.0.113.5"},
		{"an entry with a port", "192.0.2.1:1", []string{"203.0.113.5:4711"}, "203.0.113.5"},
		{"IPv6 visitor", "[::ffff:10.0.0.2]:1", []string{"2001:db8::7"}, "2001:db8::7"},
		{"a proxy without the header is the client", "10.0.0.2:1", nil, "10.0.0.2"},
		{"a malformed entry stops at the last proxy", "192.0.2.1:1", []string{"203.0.113.5, unknown"}, "192.0.2.1"},
		{"only trusted hops: the leftmost", "192.0.2.1:1", []string{"10.0.0.3"}, "10.0.0.3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/contact", nil)
			r.RemoteAddr = tt.remote
			for _, v := range tt.forwardedFor {
				r.Header.Add("X-Forwarded-For", v)
			}
			if got := ClientAddr(r, proxies); got != tt.want {
				t.Errorf("ClientAddr = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestParseTrustedProxies(t *testing.T) {
	got, err := ParseTrustedProxies(" 127.0.0.1 , 10.1.2.3/8,::1,")
	if err != nil {
		t.Fatal(err)
	}
	want := []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32"), netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("::1/128")}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	for _, bad := range []string{"localhost", "10.0.0.0/33", "1.2.3"} {
		if _, err := ParseTrustedProxies(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
