package enquiry

import (
	"encoding/csv"
	"encoding/json"
	"io"
	"strings"
	"time"
)

// Exports of enquiries, the same from the command line (`site enquiries -format csv|json`) and the
// inbox's "Export CSV" and "Export JSON".

// csvHeader names the CSV's columns: the enquiry's record, then the contact form's fields by key.
var csvHeader = append([]string{"id", "received_at", "via", "verdict", "reasons"}, FieldNames...)

// VerdictLabel is an enquiry's verdict as an export shows it: handled ones say so.
func VerdictLabel(e Enquiry) string {
	if e.Verdict == VerdictInbox && !e.HandledAt.IsZero() {
		return "handled"
	}
	return e.Verdict
}

// WriteCSV writes RFC 4180 CSV with a header row. Cells that a spreadsheet
// would run as a formula are prefixed with an apostrophe (see
// neutraliseFormula): visitors type these values, the agency opens the file.
func WriteCSV(w io.Writer, enquiries []Enquiry) error {
	out := csv.NewWriter(w)
	out.UseCRLF = true // RFC 4180 line endings
	if err := out.Write(csvHeader); err != nil {
		return err
	}
	for _, e := range enquiries {
		record := []string{e.ID, e.ReceivedAt.UTC().Format(time.RFC3339Nano), e.Via, VerdictLabel(e), neutraliseFormula(strings.Join(e.Reasons, "; "))}
		for _, key := range FieldNames {
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

// WriteJSON writes a JSON array, indented (empty, never null, when there are none).
func WriteJSON(w io.Writer, enquiries []Enquiry) error {
	if enquiries == nil {
		enquiries = []Enquiry{}
	}
	encoder := json.NewEncoder(w)
	encoder.SetIndent("", "  ")
	return encoder.Encode(enquiries)
}
