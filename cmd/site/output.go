package main

import (
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
		return enquiry.WriteCSV(w, enquiries)
	case "json":
		return enquiry.WriteJSON(w, enquiries)
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
		row := []string{e.ID, e.ReceivedAt.UTC().Format("2006-01-02 15:04:05"), enquiry.VerdictLabel(e)}
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
	fmt.Fprintf(table, "Verdict:\t%s\n", enquiry.VerdictLabel(e))
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
