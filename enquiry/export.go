package enquiry

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
	"unicode"
)

// Formats lists the output formats of Write.
var Formats = []string{"table", "csv", "json"}

// Write prints enquiries (already newest first) in one of Formats.
func Write(w io.Writer, format string, enquiries []Enquiry) error {
	switch format {
	case "table":
		return WriteTable(w, enquiries)
	case "csv":
		return WriteCSV(w, enquiries)
	case "json":
		return WriteJSON(w, enquiries)
	}
	return fmt.Errorf("unknown format %q (use %s)", format, strings.Join(Formats, ", "))
}

// WriteTable prints an aligned table for a terminal, one line per enquiry,
// with long names and messages shortened.
func WriteTable(w io.Writer, enquiries []Enquiry) error {
	if len(enquiries) == 0 {
		_, err := fmt.Fprintln(w, "No enquiries.")
		return err
	}
	table := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(table, "ID\tRECEIVED (UTC)\tVIA\tNAME\tEMAIL\tPHONE\tMESSAGE")
	for _, e := range enquiries {
		fmt.Fprintf(table, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n",
			e.ID, e.ReceivedAt.UTC().Format("2006-01-02 15:04:05"), e.Via,
			shorten(e.Name, 30), shorten(e.Email, 40), shorten(e.Phone, 20), shorten(e.Message, 60))
	}
	return table.Flush()
}

// shorten folds s onto one line (every run of whitespace or control
// characters becomes one space, so nothing can break the table or drive the
// terminal) and cuts it to at most limit characters, marking the cut with "…".
func shorten(s string, limit int) string {
	line := strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsControl(r)
	}), " ")
	runes := []rune(line)
	if len(runes) <= limit {
		return line
	}
	return string(runes[:limit-1]) + "…"
}

var csvHeader = []string{"id", "received_at", "via", "name", "email", "phone", "message"}

// WriteCSV prints RFC 4180 CSV with a header row. Cells that a spreadsheet
// would run as a formula are prefixed with an apostrophe (see
// neutraliseFormula): visitors type these values, the agency opens the file.
func WriteCSV(w io.Writer, enquiries []Enquiry) error {
	out := csv.NewWriter(w)
	out.UseCRLF = true // RFC 4180 line endings
	if err := out.Write(csvHeader); err != nil {
		return err
	}
	for _, e := range enquiries {
		record := []string{e.ID, e.ReceivedAt.UTC().Format(time.RFC3339Nano), e.Via,
			neutraliseFormula(e.Name), neutraliseFormula(e.Email), neutraliseFormula(e.Phone), neutraliseFormula(e.Message)}
		if err := out.Write(record); err != nil {
			return err
		}
	}
	out.Flush()
	return out.Error()
}

// neutraliseFormula defuses CSV formula injection by OWASP's rule: a cell
// starting with '=', '+', '-', '@', a tab or a carriage return gets a leading
// apostrophe, so a spreadsheet shows it as text instead of running it. Phone
// numbers such as "+1 253-863-8967" are quoted too: telling a number from
// "+1+cmd|..." is exactly the guess the rule avoids.
func neutraliseFormula(cell string) string {
	if cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) {
		return "'" + cell
	}
	return cell
}

// WriteJSON prints a JSON array (empty, never null, when there are none).
func WriteJSON(w io.Writer, enquiries []Enquiry) error {
	if enquiries == nil {
		enquiries = []Enquiry{}
	}
	encoder := json.NewEncoder(w)
	encoder.SetIndent("", "  ")
	return encoder.Encode(enquiries)
}

// ParseSince reads the -since option: empty for everything, an RFC 3339 date
// ("2026-03-01", midnight UTC) or date-time ("2026-03-01T09:30:00+01:00"), or a
// duration back from now ("24h", "90m", or whole days such as "7d").
func ParseSince(value string, now time.Time) (time.Time, error) {
	value = strings.TrimSpace(value)
	if value == "" {
		return time.Time{}, nil
	}
	if t, err := time.Parse(time.RFC3339, value); err == nil {
		return t.UTC(), nil
	}
	if t, err := time.Parse(time.DateOnly, value); err == nil {
		return t, nil
	}
	if d, ok := parseLookBack(value); ok {
		return now.Add(-d).UTC(), nil
	}
	return time.Time{}, fmt.Errorf("-since %q: want a date (2026-03-01), a date-time (2026-03-01T09:30:00Z) or a duration (24h, 7d)", value)
}

func parseLookBack(value string) (time.Duration, bool) {
	if days, found := strings.CutSuffix(value, "d"); found {
		n, err := strconv.Atoi(days)
		const century = 36525
		if err != nil || n < 0 || n > century {
			return 0, false
		}
		return time.Duration(n) * 24 * time.Hour, true
	}
	d, err := time.ParseDuration(value)
	return d, err == nil && d >= 0
}
