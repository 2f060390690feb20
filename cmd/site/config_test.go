package main

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestEveryFlagReadsItsEnvironmentVariable sets each serve flag through its environment variable
// alone and checks that the flag took the value; the command line still wins over it.
func TestEveryFlagReadsItsEnvironmentVariable(t *testing.T) {
	values := map[string]string{ // a valid value for each flag, other than its default
		"addr": "9000", "origin": "https://www.designo.co", "dev": "true", "hsts": "true", "access-log": "false",
		"trust-proxy": "10.0.0.0/8", "cdn-max-age": "5m", "db": "/srv/enquiries.db",
		"database-url": "postgres://u@db/designo", "notify-webhook": "https://hooks.example/d",
		"notify-secret": "whsec_c2VjcmV0", "smtp-url": "smtp://u@mail:587", "smtp-password": "pw",
		"notify-email": "a@designo.co", "mail-from": "w@designo.co", "notify-timeout": "7s",
		"notify-retry": "3s", "notify-give-up": "2d", "retain": "730d",
		"contact-rate": "9", "contact-burst": "4", "admin-addr": "127.0.0.1:9090",
		"notify-budget": "12", "digest-every": "3h", "disk-floor": "256", "retain-held": "30d", "notify": "none",
		"inbox-addr": "127.0.0.1:8081", "inbox-origin": "https://inbox.designo.co",
		"surge-floor": "20", "surge-window": "30m", "surge-gather": "5m", "acknowledge": "false",
	}
	seen := 0
	probe := flagsOfServe(t)
	probe.VisitAll(func(f *flag.Flag) {
		seen++
		value, ok := values[f.Name]
		if !ok {
			t.Errorf("-%s: no value in this test's table", f.Name)
			return
		}
		t.Run(f.Name, func(t *testing.T) {
			t.Setenv(envName(f.Name), value)
			fs := flagsOfServe(t)
			if err := parseFlags(fs, nil); err != nil {
				t.Fatal(err)
			}
			got := fs.Lookup(f.Name).Value.String()
			if got == f.DefValue {
				t.Errorf("%s=%s left -%s at its default %q", envName(f.Name), value, f.Name, got)
			}
			fs = flagsOfServe(t)
			if err := parseFlags(fs, []string{"-" + f.Name + "=" + f.DefValue}); err != nil && f.DefValue != "" {
				t.Fatal(err)
			}
			if f.DefValue != "" && fs.Lookup(f.Name).Value.String() != f.DefValue {
				t.Errorf("-%s on the command line did not win over %s", f.Name, envName(f.Name))
			}
		})
	})
	if seen != len(values) {
		t.Errorf("the serve command has %d flags, this test's table %d", seen, len(values))
	}
}

// flagsOfServe is the serve command's flag set, unparsed.
func flagsOfServe(t *testing.T) *flag.FlagSet {
	t.Helper()
	var cfg config
	fs := newFlagSet("site serve", io.Discard)
	declareServeFlags(fs, &cfg)
	return fs
}

func TestBadEnvironmentValuesAreErrors(t *testing.T) {
	for name, value := range map[string]string{
		"SITE_RETAIN": "two years", "SITE_CONTACT_RATE": "five", "SITE_HSTS": "yes please",
		"SITE_TRUST_PROXY": "proxy.internal", "SITE_CDN_MAX_AGE": "-5m",
	} {
		t.Run(name, func(t *testing.T) {
			t.Setenv(name, value)
			_, err := parseServeFlags(nil, io.Discard)
			if err == nil || !strings.Contains(err.Error(), name) {
				t.Errorf("%s=%q: err = %v, want an error naming the variable", name, value, err)
			}
		})
	}
}

func TestParseDuration(t *testing.T) {
	tests := map[string]time.Duration{"36h": 36 * time.Hour, "90m": 90 * time.Minute, "7d": 7 * 24 * time.Hour, "0": 0}
	for in, want := range tests {
		if got, err := parseDuration(in); err != nil || got != want {
			t.Errorf("parseDuration(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "two years", "-1h", "1.5d", "-3d", "99999999d"} {
		if _, err := parseDuration(bad); err == nil {
			t.Errorf("parseDuration(%q) accepted", bad)
		}
	}
}

// TestCommandLine runs the real binary: help and -h print usage and exit 0; an unknown command or
// a stray argument is an error that lists the commands, exits 2 and starts nothing.
func TestCommandLine(t *testing.T) {
	bin := buildSite(t)
	tests := []struct {
		args       []string
		wantCode   int
		wantOutput string
	}{
		{[]string{"help"}, 0, "site enquiries"},
		{[]string{"-h"}, 0, "-notify-webhook"},
		{[]string{"serve", "-h"}, 0, "(env SITE_NOTIFY_WEBHOOK"},
		{[]string{"enquiries", "-h"}, 0, "site enquiries show"},
		{[]string{"notifications", "-h"}, 0, "site notifications retry"},
		{[]string{"migrate", "-h"}, 0, "site migrate"},
		{[]string{"bogus"}, 2, `unknown command "bogus"`},
		{[]string{"serve", "extra"}, 2, `unexpected argument "extra"`},
		{[]string{"-addr", "127.0.0.1:0", "extra"}, 2, `unexpected argument "extra"`},
		{[]string{"migrate", "now"}, 2, `unexpected argument "now"`},
		{[]string{"-no-such-flag"}, 2, "flag provided but not defined"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			dir := t.TempDir()
			cmd := exec.Command(bin, tt.args...)
			cmd.Dir = dir
			var out bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &out
			done := make(chan error, 1)
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			go func() { done <- cmd.Wait() }()
			var err error
			select {
			case err = <-done:
			case <-time.After(20 * time.Second):
				cmd.Process.Kill()
				t.Fatalf("still running after 20 s: it started a server\n%s", out.String())
			}
			code := 0
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				code = exit.ExitCode()
			}
			if code != tt.wantCode || !strings.Contains(out.String(), tt.wantOutput) {
				t.Errorf("exit %d, want %d; output lacks %q:\n%s", code, tt.wantCode, tt.wantOutput, out.String())
			}
			if tt.wantCode == 2 && !strings.Contains(out.String(), "site notifications") && tt.args[0] == "bogus" {
				t.Errorf("an unknown command does not list the commands:\n%s", out.String())
			}
			if _, err := os.Stat(filepath.Join(dir, "var")); err == nil {
				t.Error("it created var/ in the working directory")
			}
		})
	}
}

// A -retain shorter than -notify-give-up is refused at start, saying why and naming both flags.
func TestRetainShorterThanGiveUpIsRefused(t *testing.T) {
	tests := []struct {
		args   []string
		refuse bool
	}{
		{[]string{"-retain", "3s"}, true},
		{[]string{"-retain", "2d", "-notify-give-up", "3d"}, true},
		{[]string{"-retain", "3d", "-notify-give-up", "3d"}, false},
		{[]string{"-retain", "730d"}, false},
		{[]string{"-retain", "0", "-notify-give-up", "30d"}, false},
		{[]string{"-retain", "1h", "-notify-give-up", "30m"}, false},
	}
	for _, tt := range tests {
		_, err := parseServeFlags(tt.args, io.Discard)
		switch {
		case tt.refuse && (err == nil || !errors.As(err, new(usageError))):
			t.Errorf("%v: %v, want a usage error", tt.args, err)
		case tt.refuse && !containsAll(err.Error(), "-retain", "-notify-give-up", "SITE_RETAIN", "SITE_NOTIFY_GIVE_UP", "still being retried"):
			t.Errorf("%v: %q does not say why and what to set", tt.args, err)
		case !tt.refuse && err != nil:
			t.Errorf("%v: %v", tt.args, err)
		}
	}
}

func containsAll(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}
