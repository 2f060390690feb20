package main

import (
	"bytes"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"designo/data"
	"designo/server"
	"designo/static"
)

// -origin is the scheme and host pages put before their paths: anything else is refused at start,
// from the command line or the environment, saying what is wrong.
func TestOriginIsSchemeAndHostOnly(t *testing.T) {
	t.Setenv("SITE_NOTIFY", "none") // an https origin needs a channel, or this
	tests := []struct {
		value, want string
		refused     string // a word the refusal says
	}{
		{"https://www.designo.co", "https://www.designo.co", ""},
		{"https://www.designo.co/", "https://www.designo.co", ""},
		{"HTTPS://WWW.Designo.CO", "https://www.designo.co", ""},
		{"http://localhost:8080", "http://localhost:8080", ""},
		{"http://[::1]:8080/", "http://[::1]:8080", ""},
		{"www.designo.co", "", "absolute"},
		{"//www.designo.co", "", "absolute"},
		{"ftp://www.designo.co", "", "absolute"},
		{"https://", "", "absolute"},
		{"https:www.designo.co", "", "absolute"},
		{"https://www.designo.co/site", "", "path"},
		{"https://www.designo.co//", "", "path"},
		{"https://www.designo.co/?utm=x", "", "query"},
		{"https://www.designo.co?", "", "query"},
		{"https://www.designo.co#top", "", "fragment"},
		{"https://admin:pw@www.designo.co", "", "user"},
		{"https://www.designo.co:", "", "port"},
		{"https://www designo.co", "", "scheme and host"},
	}
	for _, tt := range tests {
		cfg, err := parseServeFlags([]string{"-origin", tt.value}, io.Discard)
		t.Setenv("SITE_ORIGIN", tt.value)
		_, envErr := parseServeFlags(nil, io.Discard)
		t.Setenv("SITE_ORIGIN", "")
		switch {
		case tt.refused == "" && (err != nil || envErr != nil || cfg.Origin != tt.want || cfg.originDefaulted):
			t.Errorf("-origin %q = %q (%v, env %v), want %q", tt.value, cfg.Origin, err, envErr, tt.want)
		case tt.refused != "" && (err == nil || !errors.As(err, new(usageError)) || !strings.Contains(err.Error(), tt.refused) || !strings.Contains(err.Error(), "https://www.designo.co")):
			t.Errorf("-origin %q: %v, want a usage error saying %q and showing an example", tt.value, err, tt.refused)
		case tt.refused != "" && (envErr == nil || !strings.Contains(envErr.Error(), "SITE_ORIGIN")):
			t.Errorf("SITE_ORIGIN=%q: %v, want an error naming SITE_ORIGIN", tt.value, envErr)
		}
	}
}

// Left out, -origin is guessed from -addr (fine for `go run ./cmd/site`), with one warning when the
// site listens beyond this machine, where the guess is surely wrong.
func TestDefaultedOriginWarnsOnANonLoopbackAddress(t *testing.T) {
	t.Setenv("SITE_NOTIFY", "none") // no warning about channels
	tests := []struct {
		args []string
		warn bool
	}{
		{nil, true}, // :8080 listens on every interface
		{[]string{"-addr", "0.0.0.0:8080"}, true},
		{[]string{"-addr", "10.0.0.11:8080"}, true},
		{[]string{"-addr", "www.designo.co:8080"}, true},
		{[]string{"-addr", "127.0.0.1:8080"}, false},
		{[]string{"-addr", "[::1]:8080"}, false},
		{[]string{"-addr", "localhost:8080"}, false},
		{[]string{"-addr", ":8080", "-origin", "https://www.designo.co"}, false},
	}
	for _, tt := range tests {
		cfg, err := parseServeFlags(tt.args, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		var logs bytes.Buffer
		warnAboutConfig(cfg, slog.New(slog.NewJSONHandler(&logs, nil)))
		warned := strings.Count(logs.String(), `"level":"WARN"`)
		if tt.warn && (warned != 1 || !strings.Contains(logs.String(), "SITE_ORIGIN")) || !tt.warn && warned != 0 {
			t.Errorf("%v: %d warnings, want %v:\n%s", tt.args, warned, tt.warn, logs.String())
		}
	}
}

// With -origin https://www.designo.co/ (the slash a copy from the address bar brings), every
// absolute URL the site makes is right: canonical links, Open Graph, the sitemap and robots.txt.
func TestOriginWithATrailingSlashMakesRightURLs(t *testing.T) {
	cfg, err := parseServeFlags([]string{"-origin", "https://www.designo.co/", "-notify", "none"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	designs, err := data.LoadDesigns(data.DesignJSON)
	if err != nil {
		t.Fatal(err)
	}
	site, err := server.New(server.Options{Static: static.FS, Designs: designs, Origin: cfg.Origin,
		Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	get := func(path string) string {
		t.Helper()
		rec := httptest.NewRecorder()
		site.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		if rec.Code != http.StatusOK {
			t.Fatalf("GET %s = %d", path, rec.Code)
		}
		return rec.Body.String()
	}
	for _, tt := range []struct{ path, canonical string }{
		{"/home", "https://www.designo.co/home"},
		{"/about", "https://www.designo.co/about"},
		{"/designs?category=web-design", "https://www.designo.co/designs?category=web-design"},
	} {
		doc, err := goquery.NewDocumentFromReader(strings.NewReader(get(tt.path)))
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := doc.Find(`link[rel=canonical]`).Attr("href"); got != tt.canonical {
			t.Errorf("%s: canonical %q, want %q", tt.path, got, tt.canonical)
		}
		for _, property := range []string{"og:url", "og:image"} {
			got, _ := doc.Find(`meta[property="` + property + `"]`).Attr("content")
			if !strings.HasPrefix(got, "https://www.designo.co/") || strings.Contains(got, "co//") {
				t.Errorf("%s: %s %q, want an absolute URL under https://www.designo.co/", tt.path, property, got)
			}
		}
	}
	sitemap := get("/sitemap.xml")
	if !strings.Contains(sitemap, "<loc>https://www.designo.co/home</loc>") || strings.Contains(sitemap, "co//") {
		t.Errorf("sitemap:\n%s", sitemap)
	}
	if robots := get("/robots.txt"); !strings.Contains(robots, "Sitemap: https://www.designo.co/sitemap.xml") {
		t.Errorf("robots.txt:\n%s", robots)
	}
}
