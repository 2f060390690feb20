package main

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"
	"unicode"

	"designo/data"
	"designo/enquiry"
	"designo/internal/redact"
)

// formats lists the output formats of writeEnquiries.
var formats = []string{"table", "csv", "json"}

// writeEnquiries prints enquiries (already newest first) in one of formats.
func writeEnquiries(w io.Writer, format string, enquiries []enquiry.Enquiry) error {
	switch format {
	case "table":
		return writeTable(w, enquiries)
	case "csv":
		return writeCSV(w, enquiries)
	case "json":
		return writeJSON(w, enquiries)
	}
	return fmt.Errorf("unknown format %q (use %s)", format, strings.Join(formats, ", "))
}

// writeTable prints an aligned table for a terminal, one line per enquiry,
// with long names and messages shortened.
func writeTable(w io.Writer, enquiries []enquiry.Enquiry) error {
	if len(enquiries) == 0 {
		_, err := fmt.Fprintln(w, "No enquiries.")
		return err
	}
	table := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	header := []string{"ID", "RECEIVED (UTC)", "VERDICT"}
	for _, f := range data.ContactFields() {
		header = append(header, strings.ToUpper(f.Short))
	}
	fmt.Fprintln(table, strings.Join(header, "\t"))
	for _, e := range enquiries {
		row := []string{e.ID, e.ReceivedAt.UTC().Format("2006-01-02 15:04:05"), verdictLabel(e)}
		for _, f := range data.ContactFields() {
			row = append(row, shorten(e.Form().Value(f.Key), f.ColumnWidth))
		}
		fmt.Fprintln(table, strings.Join(row, "\t"))
	}
	return table.Flush()
}

// shorten folds s onto one line (every run of whitespace, control or
// text-direction characters becomes one space, so nothing can break the
// table, drive the terminal or reorder what it shows) and cuts it to at most limit characters, marking the cut with "…".
func shorten(s string, limit int) string {
	line := strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsControl(r) || enquiry.IsBidiFormat(r)
	}), " ")
	runes := []rune(line)
	if len(runes) <= limit {
		return line
	}
	return string(runes[:limit-1]) + "…"
}

// csvHeader names the CSV's columns: the enquiry's record, then the contact form's fields by key.
var csvHeader = append([]string{"id", "received_at", "via", "verdict", "reasons"}, enquiry.FieldNames...)

// verdictLabel is an enquiry's verdict as the table shows it: handled ones say so.
func verdictLabel(e enquiry.Enquiry) string {
	if e.Verdict == enquiry.VerdictInbox && !e.HandledAt.IsZero() {
		return "handled"
	}
	return e.Verdict
}

// writeCSV prints RFC 4180 CSV with a header row. Cells that a spreadsheet
// would run as a formula are prefixed with an apostrophe (see
// neutraliseFormula): visitors type these values, the agency opens the file.
func writeCSV(w io.Writer, enquiries []enquiry.Enquiry) error {
	out := csv.NewWriter(w)
	out.UseCRLF = true // RFC 4180 line endings
	if err := out.Write(csvHeader); err != nil {
		return err
	}
	for _, e := range enquiries {
		record := []string{e.ID, e.ReceivedAt.UTC().Format(time.RFC3339Nano), e.Via, verdictLabel(e), neutraliseFormula(strings.Join(e.Reasons, "; "))}
		for _, key := range enquiry.FieldNames {
			record = append(record, neutraliseFormula(e.Form().Value(key)))
		}
		if err := out.Write(record); err != nil {
			return err
		}
	}
	out.Flush()
	return out.Error()
}

// neutraliseFormula defuses CSV formula injection: visitors type these values, the agency opens
// the file in a spreadsheet, which runs a cell starting with '=', '+', '-' or '@' as a formula.
//
// OWASP's rule puts an apostrophe before a cell that starts with one of those (or with a tab or a
// carriage return, which some importers strip): a spreadsheet then shows it as text. But where a
// cell starts depends on how the file is read, not on how it was written. Excel in a locale whose
// list separator is ';' (German, French, Dutch, Spanish, Italian…) splits every line at ';' and
// takes our commas, and our quotes around a cell, as text, so `Bob;=2+5;x` opens as three cells,
// the second a formula; another reader splits at tabs, or ends a line at a line break inside a
// quoted cell. Prefixing the whole cell cannot help there, so the rule is applied at every place a
// reader may start a cell: an apostrophe goes before each '=', '+', '-' or '@' that begins the
// value or follows one of , ; TAB CR LF or '"' (a '"' there may open a quoted cell), spaces in
// between allowed (importers may trim them). `Bob;=2+5;x` is written `Bob;'=2+5;x`: text whichever
// separator reads it. A phone number "+1 253-863-8967" gets its apostrophe too: telling a number
// from "+1+cmd|..." is exactly the guess the rule avoids. The JSON export keeps every value as typed.
func neutraliseFormula(cell string) string {
	var out strings.Builder
	boundary := true // a reader may start a cell here
	for i, r := range cell {
		if boundary && (strings.ContainsRune("=+-@", r) || i == 0 && (r == '\t' || r == '\r')) {
			out.WriteByte('\'')
		}
		out.WriteRune(r)
		switch {
		case strings.ContainsRune(",;\t\r\n\"", r):
			boundary = true
		case r != ' ':
			boundary = false
		}
	}
	return out.String()
}

// writeJSON prints a JSON array (empty, never null, when there are none).
func writeJSON(w io.Writer, enquiries []enquiry.Enquiry) error {
	if enquiries == nil {
		enquiries = []enquiry.Enquiry{}
	}
	return writeJSONValue(w, enquiries)
}

// writeJSONValue prints any value as indented JSON.
func writeJSONValue(w io.Writer, value any) error {
	encoder := json.NewEncoder(w)
	encoder.SetIndent("", "  ")
	return encoder.Encode(value)
}

// parseSince reads the -since option: empty for everything, an RFC 3339 date
// ("2026-03-01", midnight UTC) or date-time ("2026-03-01T09:30:00+01:00"), or a
// duration back from now ("24h", "90m", or whole days such as "7d").
func parseSince(value string, now time.Time) (time.Time, error) {
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
	if d, err := parseDuration(value); err == nil {
		return now.Add(-d).UTC(), nil
	}
	return time.Time{}, fmt.Errorf("-since %q: want a date (2026-03-01), a date-time (2026-03-01T09:30:00Z) or a duration (24h, 7d)", value)
}

// writeDetail prints one enquiry in full for `site enquiries show`, with its
// notifications. Lines keep their breaks and tabs; every other control or
// text-direction character is shown as U+FFFD, so that nothing the visitor
// typed can drive the terminal.
func writeDetail(w io.Writer, e enquiry.Enquiry, deliveries []enquiry.Delivery) error {
	table := tabwriter.NewWriter(w, 0, 0, 1, ' ', 0)
	fmt.Fprintf(table, "ID:\t%s\n", e.ID)
	fmt.Fprintf(table, "Received:\t%s\n", e.ReceivedAt.UTC().Format("2006-01-02 15:04:05 UTC"))
	fmt.Fprintf(table, "Via:\t%s\n", e.Via)
	fmt.Fprintf(table, "Verdict:\t%s\n", verdictLabel(e))
	if len(e.Reasons) > 0 {
		fmt.Fprintf(table, "Why:\t%s\n", strings.Join(e.Reasons, "; "))
	}
	shown := e.Form().Displayable()
	for _, f := range data.ContactFields() { // one-line fields here, multi-line ones below
		if !f.Multiline() {
			fmt.Fprintf(table, "%s:\t%s\n", f.Short, shown[f.Key])
		}
	}
	if err := table.Flush(); err != nil {
		return err
	}
	for _, f := range data.ContactFields() {
		if f.Multiline() {
			fmt.Fprintf(w, "\n%s:\n%s\n", f.Short, shown[f.Key])
		}
	}
	fmt.Fprintln(w)
	if len(deliveries) == 0 {
		why := "no webhook or e-mail was configured when it arrived"
		switch {
		case e.Notice == enquiry.NoticeDigest && e.DigestID != "":
			why = "told in digest " + e.DigestID
		case e.Notice == enquiry.NoticeDigest:
			why = "waiting for the next digest; `site enquiries release " + e.ID + "` sends its own"
		}
		_, err := fmt.Fprintf(w, "Notifications: none (%s)\n", why)
		return err
	}
	fmt.Fprintln(w, "Notifications:")
	return writeDeliveries(w, deliveries)
}

// writeDeliveries prints notifications as a table for `site notifications`.
func writeDeliveries(w io.Writer, deliveries []enquiry.Delivery) error {
	if len(deliveries) == 0 {
		_, err := fmt.Fprintln(w, "No notifications.")
		return err
	}
	table := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(table, "ID\tENQUIRY\tCHANNEL\tSTATE\tATTEMPTS\tQUEUED (UTC)\tNEXT / DONE (UTC)\tLAST ERROR")
	for _, d := range deliveries {
		when := ""
		switch d.State {
		case enquiry.StatePending:
			when = "next " + d.NextAttemptAt.UTC().Format("2006-01-02 15:04:05")
		case enquiry.StateDelivered:
			when = "sent " + d.DeliveredAt.UTC().Format("2006-01-02 15:04:05")
		}
		fmt.Fprintf(table, "%d\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n", d.ID, d.EnquiryID, d.Channel, d.State, d.Attempts,
			d.CreatedAt.UTC().Format("2006-01-02 15:04:05"), when, shorten(redact.Text(d.LastError), 80))
	}
	return table.Flush()
}

// printable returns deliveries fit to print: each last error with every URL in it shown by
// scheme and host only (errors stored by an older build may still hold a webhook's token).
func printable(deliveries []enquiry.Delivery) []enquiry.Delivery {
	out := make([]enquiry.Delivery, 0, len(deliveries)) // not nil: JSON shows [] for none
	for _, d := range deliveries {
		d.LastError = redact.Text(d.LastError)
		out = append(out, d)
	}
	return out
}
