package redact

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"testing"
)

func TestURL(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://hooks.slack.com/services/T000/B000/XXXX", "https://hooks.slack.com/…"},
		{"https://hooks.zapier.com/hooks/catch/123456/abcdef/", "https://hooks.zapier.com/…"},
		{"https://discord.com/api/webhooks/123/TOKEN?wait=true", "https://discord.com/…"},
		{"http://hookuser:HOOKPASSWORD@127.0.0.1:47899/hooks/?key=QUERY", "http://127.0.0.1:47899/…"},
		{"https://receiver.example?key=QUERYTOKEN", "https://receiver.example/…"},
		{"https://user@receiver.example", "https://receiver.example/…"},
		{"https://www.designo.co", "https://www.designo.co"},
		{"https://www.designo.co/", "https://www.designo.co/"},
		{"smtp://mailuser:SMTPPASSWORD@smtp.example.com:587?starttls=optional", "smtp://smtp.example.com:587/…"},
		{"postgres://designo:PGPASSWORD@db.internal:5432/designo?sslmode=verify-full", "postgres://db.internal:5432/…"},
		{"postgres://db.internal/designo?password=PGPASSWORD", "postgres://db.internal/…"},
		{"host=db.internal user=designo password=PGPASSWORD dbname=designo", "host=db.internal …"},
		{"user=designo password=PGPASSWORD", "…"},
		{"postgres://u:p%zz@db/x", "postgres://…"}, // malformed: nothing of it
		{"www.designo.co/secret", "…"},
		{"", "…"},
	}
	for _, tt := range tests {
		if got := URL(tt.in); got != tt.want {
			t.Errorf("URL(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestText(t *testing.T) {
	tests := []struct{ in, want string }{
		{`Post "http://hookuser:***@127.0.0.1:47899/hooks/catch/123456/PATHTOKEN42/?key=QUERYTOKEN99": dial tcp 127.0.0.1:47899: connect: connection refused`,
			`Post "http://127.0.0.1:47899/…": dial tcp 127.0.0.1:47899: connect: connection refused`},
		{"redirect to https://hooks.example/new/TOKEN (302 Found): not followed", "redirect to https://hooks.example/… (302 Found): not followed"},
		{"see https://hooks.example/a/TOKEN.", "see https://hooks.example/…."},
		{"cannot parse `host=db password=PGPASSWORD sslmode=disable`: bad", "cannot parse `host=db password=… sslmode=disable`: bad"},
		{"failed: password='two words' user=x", "failed: password=… user=x"},
		{"webhook answered 500 Internal Server Error", "webhook answered 500 Internal Server Error"},
	}
	for _, tt := range tests {
		if got := Text(tt.in); got != tt.want {
			t.Errorf("Text(%q)\n = %q\nwant %q", tt.in, got, tt.want)
		}
	}
	// A known connection string's password is removed however a library quotes it.
	dsn := "postgres://designo:S3cr%21t@db.internal/designo"
	if got := Text(`auth for "designo" with "S3cr!t" failed; dsn postgres://designo:S3cr%21t@db.internal/designo`, dsn); got != `auth for "designo" with "…" failed; dsn postgres://db.internal/…` {
		t.Errorf("Text with a known URL = %q", got)
	}
	if got := Text("bad setting in host=db password=hunter2x", "host=db password=hunter2x"); strings.Contains(got, "hunter2x") {
		t.Errorf("Text with a known key=value string = %q", got)
	}
}

func TestErrorKeepsTheChain(t *testing.T) {
	inner := &url.Error{Op: "Post", URL: "https://hooks.slack.com/services/T000/B000/XXXX", Err: context.DeadlineExceeded}
	err := Error(fmt.Errorf("sending: %w", inner))
	if strings.Contains(err.Error(), "XXXX") || !strings.Contains(err.Error(), "https://hooks.slack.com/…") {
		t.Errorf("Error = %q", err)
	}
	if !errors.Is(err, context.DeadlineExceeded) || !errors.As(err, new(*url.Error)) {
		t.Errorf("the chain is lost: %v", err)
	}
	plain := errors.New("connection refused")
	if Error(plain) != plain || Error(nil) != nil {
		t.Error("an error without secrets is returned as it is")
	}
}
