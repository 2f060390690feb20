package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"designo/enquiry"
)

func exportSample() []enquiry.Enquiry {
	return []enquiry.Enquiry{
		{ID: "0194f1a2-0000-7000-8000-000000000002", Name: "=HYPERLINK(\"http://evil.example\")", Email: "mallory@example.com", Phone: "+1 253-863-8967",
			Message:    "Line one,\nline \"two\"\r\n\tand a long tail " + strings.Repeat("x", 80),
			ReceivedAt: time.Date(2026, 3, 2, 10, 0, 0, 500, time.UTC), Via: enquiry.ViaScript, Source: "/work/camp",
			Verdict: enquiry.VerdictHeld, Reasons: []string{"4 links", "HTML link tags"}},
		{ID: "0194f1a2-0000-7000-8000-000000000001", Name: "José Núñez", Email: "jose@example.com", Phone: "0123", Message: "Hola",
			ReceivedAt: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC), Via: enquiry.ViaForm, Verdict: enquiry.VerdictInbox},
	}
}

func TestWriteTable(t *testing.T) {
	var out bytes.Buffer
	if err := writeEnquiries(&out, "table", exportSample()); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("table has %d lines, want header + 2 (messages folded onto one line):\n%s", len(lines), out.String())
	}
	if !strings.HasPrefix(lines[0], "ID") || !strings.Contains(lines[0], "MESSAGE") {
		t.Errorf("header = %q", lines[0])
	}
	if !strings.HasPrefix(lines[1], exportSample()[0].ID+" ") || !strings.HasPrefix(lines[2], exportSample()[1].ID+" ") {
		t.Errorf("rows out of order:\n%s", out.String())
	}
	if !strings.Contains(lines[1], "Line one, line \"two\" and a long tail") || !strings.HasSuffix(lines[1], "…") {
		t.Errorf("message not folded and shortened: %q", lines[1])
	}
	if strings.ContainsAny(out.String(), "\t\r") {
		t.Error("table contains tabs or carriage returns")
	}
	// Aligned: the EMAIL column starts at the same character in every line.
	column := func(line, word string) int { return len([]rune(line[:strings.Index(line, word)])) }
	if a, b, c := column(lines[0], "EMAIL"), column(lines[1], "mallory@"), column(lines[2], "jose@"); a != b || b != c {
		t.Errorf("EMAIL column at %d, %d, %d; want aligned:\n%s", a, b, c, out.String())
	}
	out.Reset()
	if err := writeTable(&out, nil); err != nil || out.String() != "No enquiries.\n" {
		t.Errorf("empty table = %q, %v", out.String(), err)
	}
}

func TestWriteCSV(t *testing.T) {
	var out bytes.Buffer
	if err := writeEnquiries(&out, "csv", exportSample()); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "\r\n") {
		t.Error("CSV lines do not end in CRLF (RFC 4180)")
	}
	records, err := csv.NewReader(&out).ReadAll()
	if err != nil {
		t.Fatalf("output is not valid CSV: %v", err)
	}
	want := [][]string{
		{"id", "received_at", "via", "verdict", "reasons", "name", "email", "phone", "message"},
		{exportSample()[0].ID, "2026-03-02T10:00:00.0000005Z", "script", "held", "4 links; HTML link tags", "'=HYPERLINK(\"http://evil.example\")", "mallory@example.com", "'+1 253-863-8967",
			exportSample()[0].Message},
		{exportSample()[1].ID, "2026-03-01T09:00:00Z", "form", "inbox", "", "José Núñez", "jose@example.com", "0123", "Hola"},
	}
	if len(records) != len(want) {
		t.Fatalf("%d records, want %d", len(records), len(want))
	}
	for i := range want {
		for j := range want[i] {
			// encoding/csv reads a quoted CRLF back as LF.
			if got := strings.ReplaceAll(records[i][j], "\r\n", "\n"); got != strings.ReplaceAll(want[i][j], "\r\n", "\n") {
				t.Errorf("record %d field %d = %q, want %q", i, j, got, want[i][j])
			}
		}
	}
}

func TestWriteJSON(t *testing.T) {
	var out bytes.Buffer
	if err := writeEnquiries(&out, "json", exportSample()); err != nil {
		t.Fatal(err)
	}
	var got []map[string]any
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("not a JSON array: %v\n%s", err, out.String())
	}
	if len(got) != 2 || got[0]["id"] != exportSample()[0].ID || got[0]["name"] != exportSample()[0].Name ||
		got[0]["received_at"] != "2026-03-02T10:00:00.0000005Z" || got[0]["via"] != "script" || got[1]["phone"] != "0123" ||
		got[0]["source"] != "/work/camp" || got[1]["source"] != "" {
		t.Errorf("JSON = %v", got)
	}
	out.Reset()
	if err := enquiry.WriteJSON(&out, nil); err != nil || strings.TrimSpace(out.String()) != "[]" {
		t.Errorf("empty JSON = %q, %v; want []", out.String(), err)
	}
}

func TestWriteRefusesAnUnknownFormat(t *testing.T) {
	err := writeEnquiries(&bytes.Buffer{}, "xml", nil)
	if err == nil || !strings.Contains(err.Error(), "table, csv, json") {
		t.Errorf("writeEnquiries(xml) = %v, want an error naming the formats", err)
	}
}

func TestParseSince(t *testing.T) {
	now := time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		in   string
		want time.Time
	}{
		{"", time.Time{}},
		{"2026-03-01", time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)},
		{"2026-03-01T09:30:00Z", time.Date(2026, 3, 1, 9, 30, 0, 0, time.UTC)},
		{"2026-03-01T09:30:00+02:00", time.Date(2026, 3, 1, 7, 30, 0, 0, time.UTC)},
		{"24h", now.Add(-24 * time.Hour)},
		{"90m", now.Add(-90 * time.Minute)},
		{"7d", now.AddDate(0, 0, -7)},
	}
	for _, tc := range tests {
		got, err := parseSince(tc.in, now)
		if err != nil || !got.Equal(tc.want) {
			t.Errorf("parseSince(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"yesterday", "2026-13-01", "-24h", "-3d", "1e9d", "99999999999d"} {
		if _, err := parseSince(bad, now); err == nil || !strings.Contains(err.Error(), "-since") {
			t.Errorf("parseSince(%q) = %v, want a clear error", bad, err)
		}
	}
}

// A right-to-left override typed before the rule existed (or by a script)
// must not reorder what the agency's terminal shows.
func TestTerminalOutputNeutralisesBidiAndControls(t *testing.T) {
	e := enquiry.Enquiry{ID: "01a2088e-0000-7000-8000-000000000001", Name: "Ada \u202egnp.exe", Email: "ada@example.com", Phone: "\u20660123\u2069",
		Message: "line one\n\x1b[31mred\x1b[0m\u202e", ReceivedAt: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC), Via: enquiry.ViaForm}
	var table, detail bytes.Buffer
	if err := writeTable(&table, []enquiry.Enquiry{e}); err != nil {
		t.Fatal(err)
	}
	if err := writeDetail(&detail, e, nil); err != nil {
		t.Fatal(err)
	}
	for name, out := range map[string]string{"table": table.String(), "detail": detail.String()} {
		if strings.ContainsAny(out, "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\x1b") {
			t.Errorf("%s shows a bidi or escape character raw: %q", name, out)
		}
	}
	if !strings.Contains(detail.String(), "line one\n") || !strings.Contains(detail.String(), "Ada \uFFFDgnp.exe") {
		t.Errorf("detail: %q", detail.String())
	}
}
