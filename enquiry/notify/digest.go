package notify

import (
	"fmt"
	"strings"
	"time"

	"designo/enquiry"

	"github.com/wneessen/go-mail"
)

// digestMessage is the e-mail of a digest: one line per enquiry, with what to run to release a
// held one. Nobody replies to a digest: it goes to the agency from the site.
func (m *Email) digestMessage(d enquiry.Digest) (*mail.Msg, error) {
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

func digestSubject(d enquiry.Digest) string {
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

func (m *Email) digestBody(d enquiry.Digest) string {
	var b strings.Builder
	line := func(e enquiry.DigestLine) {
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
		fmt.Fprintf(&b, "A surge of enquiries is under way: far more than this site usually gets (%s).\n", enquiry.OneLine(d.Surge.Reason))
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
				fmt.Fprintf(&b, "  Why: %s\n", enquiry.OneLine(strings.Join(e.Reasons, "; ")))
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
