package enquiry

import (
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
	if n := len(d.OverBudget); n > 0 {
		parts = append(parts, plural(n, "enquiry", "enquiries")+" past the hourly limit")
	}
	if n := len(d.Held); n > 0 {
		parts = append(parts, plural(n, "enquiry", "enquiries")+" held as likely spam")
	}
	if len(parts) == 0 {
		return "Website digest: nothing new"
	}
	return "Website digest: " + strings.Join(parts, ", ")
}

func (m *Email) digestBody(d Digest) string {
	var b strings.Builder
	line := func(e Enquiry) {
		at := e.ReceivedAt.In(m.office).Format("Mon 2 Jan 15:04")
		ref := e.ID
		if m.inbox != "" {
			ref = m.inboxLink(e.ID)
		}
		fmt.Fprintf(&b, "- %s, %s <%s>: %s\n  %s\n", at, Displayable(e.Name, false), e.Email, FirstLine(Displayable(e.Message, true), digestSummary), ref)
	}
	if len(d.OverBudget) > 0 {
		fmt.Fprintf(&b, "More enquiries arrived in an hour than the website sends one by one (-notify-budget). They are\n")
		if m.inbox != "" {
			fmt.Fprintf(&b, "in the inbox; open each below.\n\n")
		} else {
			fmt.Fprintf(&b, "in the inbox; read each with `site enquiries show ID`.\n\n")
		}
		for _, e := range d.OverBudget {
			line(e)
		}
		b.WriteString("\n")
	}
	if len(d.Held) > 0 {
		fmt.Fprintf(&b, "Held as likely spam: nothing was sent for these. If one is genuine, release it and its\n")
		if m.inbox != "" {
			fmt.Fprintf(&b, "notifications go out as if it had just arrived: open it and choose \"Not spam\".\n\n")
		} else {
			fmt.Fprintf(&b, "notifications go out as if it had just arrived: `site enquiries release ID`.\n\n")
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
	fmt.Fprintf(&b, "-- \nDigest %s, made %s (UTC). All enquiries: %s\n", d.ID, d.CreatedAt.UTC().Format(time.DateTime), all)
	return b.String()
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
