package web

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestContentSecurityPolicyAllowsOnlyTheInlineTextsGiven(t *testing.T) {
	policy := ContentSecurityPolicy([]string{"body{}"}, []string{"a()", "b()"})
	for _, want := range []string{
		"default-src 'self'",
		// echo -n 'body{}' | openssl dgst -sha256 -binary | base64
		"style-src 'self' 'sha256-fJgEClQWV1hGkK4qHMO0KotTsVnMYMXTq7/suurGyUo='",
		"frame-ancestors 'none'",
	} {
		if !strings.Contains(policy, want) {
			t.Errorf("policy lacks %q:\n%s", want, policy)
		}
	}
	if n := strings.Count(policy, "'sha256-"); n != 3 {
		t.Errorf("policy has %d hashes, want 3 (one style, two scripts):\n%s", n, policy)
	}
	if bare := ContentSecurityPolicy(nil, nil); strings.Contains(bare, "sha256") || !strings.Contains(bare, "script-src 'self';") {
		t.Errorf("a policy without inline texts allows some: %s", bare)
	}
}

func TestSameOrigin(t *testing.T) {
	ok := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	deny := func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusForbidden) }
	h, err := SameOrigin("https://inbox.designo.example", deny, ok)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, method, secFetchSite, origin string
		want                               int
	}{
		{"a page read from anywhere", "GET", "cross-site", "", http.StatusNoContent},
		{"a form of its own", "POST", "same-origin", "", http.StatusNoContent},
		{"a form of another site", "POST", "cross-site", "https://evil.example", http.StatusForbidden},
		{"the public origin behind a proxy that rewrites Host", "POST", "", "https://inbox.designo.example", http.StatusNoContent},
		{"a client that is no browser", "POST", "", "", http.StatusNoContent},
	}
	for _, tt := range tests {
		r := httptest.NewRequest(tt.method, "http://10.0.0.5:8081/inbox/signout", nil)
		if tt.secFetchSite != "" {
			r.Header.Set("Sec-Fetch-Site", tt.secFetchSite)
		}
		if tt.origin != "" {
			r.Header.Set("Origin", tt.origin)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != tt.want {
			t.Errorf("%s: status %d, want %d", tt.name, w.Code, tt.want)
		}
	}
	if _, err := SameOrigin("https://inbox.designo.example/path", deny, ok); err == nil {
		t.Error("an origin with a path was taken")
	}
}

func TestRecoverAnswersAPanicWithThePageOfAFailure(t *testing.T) {
	var logs bytes.Buffer
	failed := func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "Something went wrong", http.StatusInternalServerError)
	}
	h := Recover(slog.New(slog.NewJSONHandler(&logs, nil)), failed, http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") }))
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/inbox", nil))
	if w.Code != http.StatusInternalServerError || w.Header().Get("Connection") != "close" {
		t.Errorf("status %d, Connection %q; want 500 and close", w.Code, w.Header().Get("Connection"))
	}
	if !strings.Contains(logs.String(), `"err":"boom"`) {
		t.Errorf("the panic is not logged: %s", logs.String())
	}
}

func TestAccessLogWritesALinePerRequest(t *testing.T) {
	var logs bytes.Buffer
	redact := func(r *http.Request) string { return strings.Replace(r.URL.Path, "secret", "…", 1) }
	h := AccessLog(slog.New(slog.NewJSONHandler(&logs, nil)), "inbox request", nil, redact,
		http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusGone); w.Write([]byte("gone")) }))
	r := httptest.NewRequest("GET", "/inbox/join/secret", nil)
	r.RemoteAddr = "198.51.100.7:52100"
	h.ServeHTTP(httptest.NewRecorder(), r)
	var line struct {
		Msg, Path, Client string
		Status, Bytes     int
	}
	if err := json.Unmarshal(logs.Bytes(), &line); err != nil {
		t.Fatalf("%v: %s", err, logs.String())
	}
	if line.Msg != "inbox request" || line.Path != "/inbox/join/…" || line.Status != 410 || line.Bytes != 4 || line.Client != "198.51.100.7" {
		t.Errorf("log line %+v", line)
	}
}
