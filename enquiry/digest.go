package enquiry

import (
	"encoding/json"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// digestSummary is how much of a message a digest shows: its first line, cut to this many
// characters.
const digestSummary = 100

// FirstLine is the first non-empty line of a message, cut to n characters, on one line.
func FirstLine(message string, n int) string {
	line := ""
	for l := range strings.Lines(message) {
		if l = strings.TrimSpace(OneLine(l)); l != "" {
			line = l
			break
		}
	}
	if utf8.RuneCountInString(line) > n {
		line = string([]rune(line)[:n-1]) + "…"
	}
	return line
}

// OneLine replaces every control character (line breaks included) with a
// space, for values shown on one line.
func OneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
}

// DigestLimit bounds a digest, as a webhook's JSON body and as an e-mail's text: a receiver
// behind a proxy's body limit (nginx's default is 1 MiB) takes it whatever the flood.
const DigestLimit = 64 << 10

// DigestListed is how many lines of each list a store reads for a digest: more than DigestLimit
// holds, fewer than a flood.
const DigestListed = 500

// digestReasons bounds the reasons a digest line shows, in characters.
const digestReasons = 300

// NewDigestLine is an enquiry's line in a digest: its message's first line and its reasons cut short.
func NewDigestLine(id, name, email, message string, received time.Time, likelihood int, reasons []string) DigestLine {
	line := DigestLine{ID: id, Name: cut(Displayable(name, false), 100), Email: cut(email, 254), FirstLine: FirstLine(Displayable(message, true), digestSummary),
		ReceivedAt: received, Likelihood: likelihood}
	if len(reasons) > 0 {
		line.Reasons = []string{cut(Displayable(strings.Join(reasons, "; "), false), digestReasons)}
	}
	return line
}

func cut(s string, n int) string {
	if utf8.RuneCountInString(s) > n {
		return string([]rune(s)[:n-1]) + "…"
	}
	return s
}

// Bound keeps as many of the digest's lines as fit in DigestLimit as JSON and as e-mail text,
// with room for what surrounds them, over-budget (inbox) ones first; NotListed counts the rest.
func (d *Digest) Bound() {
	const room = DigestLimit - 8<<10 // the headings, the footer, the JSON's envelope and links
	size := 0
	fits := func(line DigestLine) bool {
		b, _ := json.Marshal(line)
		n := max(len(b)+200, len(line.Name)+len(line.Email)+len(line.FirstLine)+len(strings.Join(line.Reasons, ""))+300) // the link twice, the time, "Why:"
		if size+n > room {
			return false
		}
		size += n
		return true
	}
	keep := func(lines []DigestLine) []DigestLine {
		for i, line := range lines {
			if !fits(line) {
				return lines[:i]
			}
		}
		return lines
	}
	d.OverBudget = keep(d.OverBudget)
	d.Held = keep(d.Held)
	if d.OverBudget == nil {
		d.OverBudget = []DigestLine{}
	}
	if d.Held == nil {
		d.Held = []DigestLine{}
	}
	d.NotListed = d.HeldCount + d.OverBudgetCount - len(d.Held) - len(d.OverBudget)
}
