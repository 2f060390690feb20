package main

import (
	"bufio"
	"flag"
	"io"
	"net/netip"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// readUnit returns the values of each key of deploy/designo.service.
func readUnit(t *testing.T) map[string][]string {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "deploy", "designo.service"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	keys := map[string][]string{}
	scanner := bufio.NewScanner(f)
	for scanner.Scan() {
		line := strings.TrimSpace(scanner.Text())
		if key, value, ok := strings.Cut(line, "="); ok && !strings.HasPrefix(line, "#") {
			keys[key] = append(keys[key], value)
		}
	}
	return keys
}

// readEnvironmentFile reads deploy/site.env as systemd's EnvironmentFile= does for lines of
// NAME=value or NAME="value": comments and blank lines skipped, double quotes around a value removed.
func readEnvironmentFile(t *testing.T) [][2]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "deploy", "site.env"))
	if err != nil {
		t.Fatal(err)
	}
	var env [][2]string
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, value, ok := strings.Cut(line, "=")
		if unquoted, found := strings.CutPrefix(value, `"`); found && strings.HasSuffix(unquoted, `"`) {
			value = strings.TrimSuffix(unquoted, `"`)
		}
		if !ok || strings.ContainsAny(value, "\"'\\$`") {
			t.Fatalf("site.env:%d: %q is not a NAME=value line that systemd and sh read alike", i+1, line)
		}
		env = append(env, [2]string{name, value})
	}
	return env
}

// TestProductionUnitAndEnvironmentFile: the service's command line with its environment file is a
// valid configuration of the server, listening on loopback only behind a proxy it trusts, with the
// database in the unit's state directory. (systemd-analyze verify checks the unit itself:
// scripts/deploy-check.sh.)
func TestProductionUnitAndEnvironmentFile(t *testing.T) {
	unit := readUnit(t)
	known := map[string]bool{}
	flagsOfServe(t).VisitAll(func(f *flag.Flag) { known[envName(f.Name)] = true })
	for _, kv := range readEnvironmentFile(t) {
		if !known[kv[0]] {
			t.Errorf("site.env sets %s, which no flag of site serve reads", kv[0])
		}
		t.Setenv(kv[0], kv[1])
	}
	// The commands run as the service's user source the same file in a shell (docs/production.md).
	out, err := exec.Command("sh", "-c", `set -a; . "$0"; env -0`, filepath.Join("..", "..", "deploy", "site.env")).Output()
	if err != nil {
		t.Fatalf("sh cannot source site.env: %v", err)
	}
	sourced := map[string]string{}
	for _, kv := range strings.Split(string(out), "\x00") {
		if name, value, ok := strings.Cut(kv, "="); ok {
			sourced[name] = value
		}
	}
	for _, kv := range readEnvironmentFile(t) {
		if sourced[kv[0]] != kv[1] {
			t.Errorf("%s: systemd reads %q, sh %q", kv[0], kv[1], sourced[kv[0]])
		}
	}
	if len(unit["ExecStart"]) != 1 {
		t.Fatalf("ExecStart = %q, want one", unit["ExecStart"])
	}
	args := strings.Fields(unit["ExecStart"][0])[1:]
	cfg, err := parseServeFlags(args, io.Discard)
	if err != nil {
		t.Fatalf("site %s with site.env: %v", strings.Join(args, " "), err)
	}
	for name, addr := range map[string]string{"-addr": cfg.Addr, "-inbox-addr": cfg.InboxAddr, "-admin-addr": cfg.Enquiries.AdminAddr} {
		ap, err := netip.ParseAddrPort(addr)
		if err != nil || !ap.Addr().IsLoopback() {
			t.Errorf("%s %q: want a loopback address behind the proxy", name, addr)
		}
	}
	if !slices.ContainsFunc(cfg.TrustedProxies, func(p netip.Prefix) bool { return p.Contains(netip.MustParseAddr("127.0.0.1")) }) {
		t.Errorf("-trust-proxy %v does not trust the proxy on loopback", cfg.TrustedProxies)
	}
	if !strings.HasPrefix(cfg.Origin, "https://") || !strings.HasPrefix(cfg.InboxOrigin, "https://") || !cfg.HSTS {
		t.Errorf("origin %q, inbox origin %q, hsts %v: want https and HSTS", cfg.Origin, cfg.InboxOrigin, cfg.HSTS)
	}
	state := "/var/lib/" + unit["StateDirectory"][0] + "/"
	if !strings.HasPrefix(cfg.Enquiries.Store.DB, state) {
		t.Errorf("SITE_DB %q is outside the unit's StateDirectory %s, which ProtectSystem=strict leaves writable", cfg.Enquiries.Store.DB, state)
	}
	if unit["User"] == nil || unit["User"][0] == "root" {
		t.Errorf("User=%v: the site must not run as root", unit["User"])
	}
}
