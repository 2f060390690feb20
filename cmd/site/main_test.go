package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"designo/internal/loopback"
	"designo/internal/pgtest"
)

func TestServeFlags(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		port       string
		wantAddr   string
		wantOrigin string
	}{
		{"defaults", nil, "", ":8080", "http://localhost:8080"},
		{"PORT", nil, "9000", ":9000", "http://localhost:9000"},
		{"flag beats PORT", []string{"-addr", "127.0.0.1:7000"}, "9000", "127.0.0.1:7000", "http://127.0.0.1:7000"},
		{"origin", []string{"-origin", "https://www.designo.co", "-notify", "none"}, "", ":8080", "https://www.designo.co"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("PORT", tt.port)
			t.Setenv("SITE_ORIGIN", "")
			cfg, err := parseServeFlags(tt.args, io.Discard)
			if err != nil {
				t.Fatal(err)
			}
			if cfg.Addr != tt.wantAddr || cfg.Origin != tt.wantOrigin {
				t.Errorf("addr %q origin %q, want %q %q", cfg.Addr, cfg.Origin, tt.wantAddr, tt.wantOrigin)
			}
		})
	}
	if _, err := parseServeFlags([]string{"-no-such-flag"}, io.Discard); err == nil {
		t.Error("an unknown flag must be an error")
	}
}

func TestTrustProxyFlag(t *testing.T) {
	t.Setenv("SITE_TRUST_PROXY", "127.0.0.1")
	cfg, err := parseServeFlags(nil, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if want := []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}; !slices.Equal(cfg.TrustedProxies, want) {
		t.Errorf("from SITE_TRUST_PROXY: %v, want %v", cfg.TrustedProxies, want)
	}
	cfg, err = parseServeFlags([]string{"-trust-proxy", "10.0.0.0/8"}, io.Discard)
	if want := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}; err != nil || !slices.Equal(cfg.TrustedProxies, want) {
		t.Errorf("-trust-proxy beats SITE_TRUST_PROXY: %v (err %v), want %v", cfg.TrustedProxies, err, want)
	}
	if _, err := parseServeFlags([]string{"-trust-proxy", "proxy.internal"}, io.Discard); err == nil {
		t.Error("a malformed trusted proxy must stop the server from starting")
	}
}

// siteBinary compiles the real binary once, for the tests that run it as a process (signals,
// SIGKILL, several replicas).
var siteBinary = sync.OnceValues(func() (string, error) {
	bin := filepath.Join(binaryDir, "site")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

var binaryDir string

// TestMain removes the binary, and stops the PostgreSQL server the tests started (internal/pgtest).
func TestMain(m *testing.M) {
	var err error
	if binaryDir, err = os.MkdirTemp("", "site-test"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := pgtest.Main(m)
	os.RemoveAll(binaryDir)
	os.Exit(code)
}

// buildSite is the binary, for a test that runs it as a process: not under -short (make check);
// make test runs them.
func buildSite(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the binary as a process: not under -short (make test runs it)")
	}
	bin, err := siteBinary()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// freeAddr is a loopback address nothing listens on yet, for a listener a test names before it
// starts (loopback: why not one from port 0).
func freeAddr(t *testing.T) string {
	t.Helper()
	addr, err := loopback.FreeAddr()
	if err != nil {
		t.Fatal(err)
	}
	return addr
}

// startSite runs the binary in dir on a port of its own choosing (127.0.0.1:0, read back from its
// "listening" line: a port picked here and handed over could be taken by another process's
// connection in between, which once failed a CI run with "address already in use"), and waits until
// it answers /healthz.
func startSite(t *testing.T, bin, dir string, args ...string) (base string, cmd *exec.Cmd) {
	t.Helper()
	cmd = exec.Command(bin, append([]string{"-addr", "127.0.0.1:0"}, args...)...)
	cmd.Dir = dir
	logs, err := os.CreateTemp(t.TempDir(), "site-*.log")
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	addr := "the site"
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		if t.Failed() { // what the server said is the first clue to a failure seen from outside
			text, _ := os.ReadFile(logs.Name())
			t.Logf("%s's log:\n%s", addr, text)
		}
		logs.Close()
	})
	deadline := time.Now().Add(60 * time.Second) // generous: start-up compresses every asset, and CI machines are busy
	for time.Now().Before(deadline) {
		if base == "" {
			if bound := listeningAddr(logs.Name()); bound != "" {
				addr, base = bound, "http://"+bound
			}
		} else if res, err := http.Get(base + "/healthz"); err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return base, cmd
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("%s did not start", bin)
	return "", nil
}

// listeningAddr is the address the server's log says it listens on, or "" before it says so.
func listeningAddr(logFile string) string {
	text, _ := os.ReadFile(logFile)
	for line := range strings.Lines(string(text)) {
		var entry struct{ Msg, Addr string }
		if json.Unmarshal([]byte(line), &entry) == nil && entry.Msg == "listening" {
			return entry.Addr
		}
	}
	return ""
}

// TestBinaryServesFromAnyDirectory: every asset is embedded, so the working directory does not matter.
func TestBinaryServesFromAnyDirectory(t *testing.T) {
	bin := buildSite(t)
	base, cmd := startSite(t, bin, t.TempDir())
	for _, path := range []string{"/home", "/designs?category=graphic-design", "/static/css/base.css", "/static/img/logo-dark.svg"} {
		res, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 200 {
			t.Errorf("%s: %d", path, res.StatusCode)
		}
	}
	// SIGTERM shuts the server down gracefully: it exits 0.
	cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("exit after SIGTERM: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Error("the server did not stop after SIGTERM")
	}
}
