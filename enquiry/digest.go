package enquiry

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/wneessen/go-mail"
)

// EventDigest is the type of the webhook event sent for each digest.
const EventDigest = "enquiry.digest"

// digestSummary is how much of a message a digest shows: its first line, cut to this many
// characters.
const digestSummary = 100

// FirstLine is the first non-empty line of a message, cut to n characters, on one line.
func FirstLine(message string, n int) string {
	line := ""
	for l := range strings.Lines(message) {
		if l = strings.TrimSpace(oneLine(l)); l != "" {
			line = l
			break
		}
	}
	if utf8.RuneCountInString(line) > n {
		line = string([]rune(line)[:n-1]) + "…"
	}
	return line
}

// digestMessage is the e-mail of a digest: one line per enquiry, with what to run to release a
// held one. Nobody replies to a digest: it goes to the agency from the site.
func (m *Email) digestMessage(d Digest) (*mail.Msg, error) {
	msg := mail.NewMsg(mail.WithNoDefaultUserAgent())
	msg.FromMailAddress(m.from)
	if err := msg.To(m.to...); err != nil {
		return nil, err
	}
	msg.Subject(digestSubject(d))
	msg.SetMessageIDWithValue("digest-" + d.ID + "@" + domainOf(m.from.Address))
	msg.SetDateWithValue(d.CreatedAt)
	msg.SetBodyString(mail.TypeTextPlain, m.digestBody(d))
	return msg, nil
}

func digestSubject(d Digest) string {
	var parts []string
	if d.Surge != nil {
		n := d.HeldCount + d.OverBudgetCount
		if d.OverBudgetCount > 0 {
			return fmt.Sprintf("Website: a surge of enquiries is under way (%d so far, %d likely genuine)", n, d.OverBudgetCount)
		}
		return fmt.Sprintf("Website: a surge of enquiries is under way (%d so far)", n)
	}
	if n := d.OverBudgetCount; n > 0 {
		parts = append(parts, plural(n, "enquiry", "enquiries")+" past the hourly limit")
	}
	if n := d.HeldCount; n > 0 {
		parts = append(parts, plural(n, "enquiry", "enquiries")+" held as likely spam")
	}
	if len(parts) == 0 {
		return "Website digest: nothing new"
	}
	return "Website digest: " + strings.Join(parts, ", ")
}

func (m *Email) digestBody(d Digest) string {
	var b strings.Builder
	line := func(e DigestLine) {
		at := e.ReceivedAt.In(m.office).Format("Mon 2 Jan 15:04")
		ref := e.ID
		if m.inbox != "" {
			ref = m.inboxLink(e.ID)
		}
		fmt.Fprintf(&b, "- %s, %s <%s>: %s\n  %s\n", at, e.Name, e.Email, e.FirstLine, ref)
	}
	open := "read each with `site enquiries show ID`"
	if m.inbox != "" {
		open = "open each below"
	}
	if d.Surge != nil {
		fmt.Fprintf(&b, "A surge of enquiries is under way: far more than this site usually gets (%s).\n", oneLine(d.Surge.Reason))
		fmt.Fprintf(&b, "While it lasts, none of it is sent one by one and it spends none of the hourly limit; those\n"+
			"that look least like a person are held. This is the one message about it; the rest come in the\n"+
			"next digests. Most likely genuine first.\n\n")
	}
	if len(d.OverBudget) > 0 {
		if d.Surge != nil {
			fmt.Fprintf(&b, "Likely genuine (in the inbox, New); %s:\n\n", open)
		} else {
			fmt.Fprintf(&b, "More enquiries arrived in an hour than the website sends one by one (-notify-budget). They are\n")
			fmt.Fprintf(&b, "in the inbox; %s. Most likely genuine first.\n\n", open)
		}
		for _, e := range d.OverBudget {
			line(e)
		}
		b.WriteString("\n")
	}
	if len(d.Held) > 0 {
		fmt.Fprintf(&b, "Held as likely spam: nothing was sent for these. If one is genuine, release it and its\n")
		if m.inbox != "" {
			fmt.Fprintf(&b, "notifications go out as if it had just arrived: open it and choose \"Not spam\". Most likely genuine first.\n\n")
		} else {
			fmt.Fprintf(&b, "notifications go out as if it had just arrived: `site enquiries release ID`. Most likely genuine first.\n\n")
		}
		for _, e := range d.Held {
			line(e)
			if len(e.Reasons) > 0 {
				fmt.Fprintf(&b, "  Why: %s\n", oneLine(strings.Join(e.Reasons, "; ")))
			}
		}
		b.WriteString("\n")
	}
	all := "site enquiries -all"
	if m.inbox != "" {
		all = m.inbox + "/inbox"
	}
	if d.NotListed > 0 {
		fmt.Fprintf(&b, "%s not listed here (this message is kept under 64 KiB): %s\n\n",
			plural(d.NotListed, "more enquiry is", "more enquiries are"), all)
	}
	fmt.Fprintf(&b, "-- \nDigest %s, made %s (UTC). All enquiries: %s\n", d.ID, d.CreatedAt.UTC().Format(time.DateTime), all)
	return b.String()
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// DigestLimit bounds a digest, as a webhook's JSON body and as an e-mail's text: a receiver
// behind a proxy's body limit (nginx's default is 1 MiB) takes it whatever the flood.
const DigestLimit = 64 << 10

// digestListed is how many lines of each list a store reads for a digest: more than DigestLimit
// holds, fewer than a flood.
const digestListed = 500

// digestReasons bounds the reasons a digest line shows, in characters.
const digestReasons = 300

// digestLine is an enquiry's line: its message's first line and its reasons cut short.
func digestLine(id, name, email, message string, received time.Time, likelihood int, reasons []string) DigestLine {
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

// bound keeps as many of the digest's lines as fit in DigestLimit as JSON and as e-mail text,
// with room for what surrounds them, over-budget (inbox) ones first; NotListed counts the rest.
func (d *Digest) bound() {
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
