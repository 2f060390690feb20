package main

import (
	"context"
	"errors"
	"io"
	"net/http"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A production start (an https origin) with no notification channel refuses to start, naming the
// flags and variables to set, unless told -notify none; -notify none beside a channel is refused
// as a contradiction.
func TestNoChannelIsRefusedOnAProductionStart(t *testing.T) {
	for _, env := range []string{"SITE_NOTIFY", "SITE_NOTIFY_EMAIL", "SITE_NOTIFY_WEBHOOK", "SITE_SMTP_URL", "SITE_MAIL_FROM", "SITE_ORIGIN"} {
		t.Setenv(env, "")
	}
	mail := []string{"-notify-email", "hello@designo.co", "-smtp-url", "smtp://mail.example:587", "-mail-from", "w@designo.co"}
	tests := []struct {
		args    []string
		refused []string // what the refusal names; nil: starts
	}{
		{[]string{"-origin", "https://www.designo.co"},
			[]string{"no notification channel", "-notify-email", "SITE_NOTIFY_EMAIL", "-notify-webhook", "SITE_NOTIFY_WEBHOOK", "-notify none", "SITE_NOTIFY=none"}},
		{[]string{"-origin", "https://www.designo.co", "-notify", "none"}, nil},
		{[]string{"-origin", "https://www.designo.co", "-notify-webhook", "https://hooks.example/d"}, nil},
		{append([]string{"-origin", "https://www.designo.co"}, mail...), nil},
		{[]string{"-origin", "http://localhost:8080"}, nil}, // development: a warning only
		{nil, nil},
		{[]string{"-notify", "none", "-notify-webhook", "https://hooks.example/d"}, []string{"-notify none", "-notify-webhook"}},
		{[]string{"-notify", "off"}, []string{"auto", "none"}},
	}
	for _, tt := range tests {
		_, err := parseServeFlags(tt.args, io.Discard)
		switch {
		case tt.refused == nil && err != nil:
			t.Errorf("%v: %v", tt.args, err)
		case tt.refused != nil && (err == nil || !errors.As(err, new(usageError)) || !containsAll(err.Error(), tt.refused...)):
			t.Errorf("%v: %v, want a usage error naming %q", tt.args, err, tt.refused)
		}
	}
	t.Setenv("SITE_NOTIFY", "none")
	if _, err := parseServeFlags([]string{"-origin", "https://www.designo.co"}, io.Discard); err != nil {
		t.Errorf("SITE_NOTIFY=none: %v", err)
	}
}

// The binary: refused with exit status 2 and the message; a development start (go run ./cmd/site)
// runs with exactly one warning, and /metrics says that no channel is configured.
func TestNoChannelBinary(t *testing.T) {
	bin := buildSite(t)
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	refused := exec.CommandContext(ctx, bin, "-addr", freeAddr(t), "-db", filepath.Join(dir, "a.db"), "-origin", "https://www.designo.co")
	refused.Env = append(refused.Environ(), "SITE_NOTIFY_EMAIL=", "SITE_NOTIFY_WEBHOOK=", "SITE_NOTIFY=")
	out, err := refused.CombinedOutput()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 2 || !strings.Contains(string(out), "no notification channel") || !strings.Contains(string(out), "SITE_NOTIFY_WEBHOOK") {
		t.Errorf("an https start without a channel: %v\n%s", err, out)
	}

	var logs syncBuffer
	addr, admin := freeAddr(t), freeAddr(t)
	dev := exec.Command(bin, "-addr", addr, "-admin-addr", admin, "-db", filepath.Join(dir, "b.db"))
	dev.Env = append(dev.Environ(), "SITE_NOTIFY_EMAIL=", "SITE_NOTIFY_WEBHOOK=", "SITE_NOTIFY=")
	dev.Stderr = &logs
	if err := dev.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dev.Process.Kill(); dev.Wait() })
	deadline := time.Now().Add(60 * time.Second)
	for {
		res, err := http.Get("http://" + addr + "/healthz")
		if err == nil {
			res.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the development start did not serve:\n%s", logs.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	if n := strings.Count(logs.String(), `"level":"WARN"`); n != 1 || !strings.Contains(logs.String(), "no notification channel: enquiries will only be stored") {
		t.Errorf("%d warnings, want the one about no notification channel:\n%s", n, logs.String())
	}
	if v := metricValue(scrape(t, admin), "designo_notification_channels", nil); v != 0 {
		t.Errorf("designo_notification_channels = %v, want 0", v)
	}
}
