package notify

import (
	"context"
	"crypto/tls"
	"encoding/base64"
	"errors"
	"fmt"
	netmail "net/mail"
	"net/url"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // the office's time zone, even on a host without a zoneinfo database
	"unicode"
	"unicode/utf8"

	"github.com/wneessen/go-mail"

	"designo/enquiry"
	"designo/internal/redact"
)

// officeZone is where the agency reads its mail: the studio in Toronto.
const officeZone = "America/Toronto"

// EmailOptions configure the e-mail channel.
type EmailOptions struct {
	// SMTPURL: smtp://user:pass@host:587 (STARTTLS, required unless the URL
	// says ?starttls=optional, for a relay on the same machine) or
	// smtps://user:pass@host:465 (TLS from the first byte). User and
	// password, when given, authenticate (the strongest method the server
	// offers). Password, when set, replaces the URL's: it belongs in the
	// environment, not in a flag that `ps` shows.
	SMTPURL  string
	Password string
	From     string   // the sender, "Designo website <website@designo.co>"
	To       []string // the agency's addresses
	// TLSConfig overrides the TLS settings (tests trust their own certificate).
	TLSConfig *tls.Config
	// Inbox is the agency's inbox's origin (https://inbox.designo.co) when it is served: each
	// e-mail then links to the enquiry's page there, where it is released or marked handled.
	Inbox string
}

// Email sends each enquiry to the agency as a plain-text e-mail that it can
// answer with Reply: the Sender of the e-mail channel.
type Email struct {
	client *mail.Client
	from   *netmail.Address
	to     []string
	office *time.Location
	inbox  string // the inbox's origin, or ""
	// secrets are the SMTP URL and password, removed from every error (see redact.Text).
	secrets []string
}

// NewEmail checks the options and prepares the sender; it connects only to send.
func NewEmail(opts EmailOptions) (*Email, error) {
	from, err := netmail.ParseAddress(opts.From)
	if err != nil {
		return nil, fmt.Errorf("mail from %q: want an address such as \"Designo website <website@designo.co>\" (%v)", opts.From, err)
	}
	if len(opts.To) == 0 {
		return nil, errors.New("notify email: want one or more addresses, comma-separated")
	}
	for _, to := range opts.To {
		if _, err := netmail.ParseAddress(to); err != nil {
			return nil, fmt.Errorf("notify email %q: %v", to, err)
		}
	}
	client, err := newSMTPClient(opts)
	if err != nil {
		return nil, err
	}
	office, err := time.LoadLocation(officeZone)
	if err != nil {
		return nil, err
	}
	return &Email{client: client, from: from, to: opts.To, office: office, inbox: strings.TrimSuffix(opts.Inbox, "/"),
		secrets: []string{opts.SMTPURL, opts.Password}}, nil
}

// ParseAddressList splits a comma-separated list of addresses, as
// -notify-email takes them.
func ParseAddressList(list string) ([]string, error) {
	if strings.TrimSpace(list) == "" {
		return nil, nil
	}
	addresses, err := netmail.ParseAddressList(list)
	if err != nil {
		return nil, fmt.Errorf("notify email %q: want addresses separated by commas (%v)", list, err)
	}
	var out []string
	for _, a := range addresses {
		out = append(out, a.String())
	}
	return out, nil
}

func newSMTPClient(opts EmailOptions) (*mail.Client, error) {
	u, err := url.Parse(opts.SMTPURL)
	if err != nil || u.Hostname() == "" {
		return nil, fmt.Errorf("smtp url: want smtp://user:password@host:587 or smtps://user:password@host:465 (%v)", redact.Error(err, opts.SMTPURL))
	}
	options := []mail.Option{mail.WithTimeout(20 * time.Second)}
	port := u.Port()
	switch u.Scheme {
	case "smtp":
		port = cmpOr(port, "587")
		policy := mail.TLSMandatory
		switch u.Query().Get("starttls") {
		case "", "required":
		case "optional":
			policy = mail.TLSOpportunistic
		default:
			return nil, fmt.Errorf("smtp url: starttls=%q: want required or optional", u.Query().Get("starttls"))
		}
		options = append(options, mail.WithTLSPolicy(policy))
	case "smtps":
		port = cmpOr(port, "465")
		options = append(options, mail.WithSSL())
	default:
		return nil, fmt.Errorf("smtp url: scheme %q: want smtp:// (STARTTLS) or smtps:// (implicit TLS)", u.Scheme)
	}
	portNumber, err := strconv.Atoi(port)
	if err != nil {
		return nil, fmt.Errorf("smtp url: port %q: %v", port, err)
	}
	options = append(options, mail.WithPort(portNumber))
	if opts.TLSConfig != nil {
		options = append(options, mail.WithTLSConfig(opts.TLSConfig))
	}
	if user := u.User.Username(); user != "" {
		password, _ := u.User.Password()
		if opts.Password != "" {
			password = opts.Password
		}
		options = append(options, mail.WithSMTPAuth(mail.SMTPAuthAutoDiscover), mail.WithUsername(user), mail.WithPassword(password))
	}
	client, err := mail.NewClient(u.Hostname(), options...)
	if err != nil {
		return nil, fmt.Errorf("smtp url: %v", redact.Error(err, opts.SMTPURL))
	}
	return client, nil
}

func cmpOr(value, fallback string) string {
	if value == "" {
		return fallback
	}
	return value
}

// Send delivers one attempt. The Message-ID is derived from the enquiry's id,
// the same on every retry, so that a mail client can recognise a repeat. A
// permanent SMTP refusal (5xx) wraps ErrRefused; anything else is retried.
func (m *Email) Send(ctx context.Context, d enquiry.Delivery) error {
	var msg *mail.Msg
	var err error
	switch {
	case d.Digest != nil:
		msg, err = m.digestMessage(*d.Digest)
	case d.Enquiry != nil:
		msg, err = m.Message(*d.Enquiry)
	default:
		return fmt.Errorf("%w: delivery %d has no enquiry", ErrRefused, d.ID)
	}
	if err != nil {
		return fmt.Errorf("%w: %v", ErrRefused, err)
	}
	return m.deliver(ctx, msg)
}

func (m *Email) send(ctx context.Context, msg *mail.Msg) error {
	client, err := m.client.DialToSMTPClientWithContext(ctx)
	if err != nil {
		return fmt.Errorf("connecting to the mail server: %w", err)
	}
	defer m.client.CloseWithSMTPClient(client) // a second close is harmless
	if err := m.client.SendWithSMTPClient(client, msg); err != nil {
		var sendErr *mail.SendError
		if errors.As(err, &sendErr) && !sendErr.IsTemp() && sendErr.ErrorCode() >= 500 {
			return fmt.Errorf("%w: %v", ErrRefused, err)
		}
		return err
	}
	// Sent and accepted: a failure to say goodbye no longer matters.
	return nil
}

// Message is the e-mail for an enquiry.
func (m *Email) Message(e enquiry.Enquiry) (*mail.Msg, error) {
	msg := mail.NewMsg(mail.WithNoDefaultUserAgent())
	msg.FromMailAddress(m.from)
	if err := msg.To(m.to...); err != nil {
		return nil, err
	}
	// Reply-To the visitor: the agency simply answers. The address must pass
	// the form's rule again (whatever wrote the row). The name goes into
	// headers only through headerText and an encoder, so that what a mail
	// client shows is what the visitor typed, never a header or a decoded
	// encoded-word of their making.
	if !enquiry.ValidEmail(e.Email) {
		return nil, fmt.Errorf("the visitor's address %q cannot be replied to", e.Email)
	}
	name := headerText(e.Name)
	if strings.Contains(name, "=?") {
		msg.SetGenHeaderPreformatted(mail.Header(mail.HeaderReplyTo), encodedWords(name)+" <"+e.Email+">")
	} else {
		msg.ReplyToMailAddress(&netmail.Address{Name: name, Address: e.Email}) // net/mail quotes or encodes the name
	}
	if subject := "New enquiry from " + name; strings.Contains(subject, "=?") {
		msg.SetGenHeaderPreformatted(mail.HeaderSubject, encodedWords(subject))
	} else {
		msg.Subject(subject) // go-mail encodes it (RFC 2047) when it is not plain ASCII
	}
	msg.SetMessageIDWithValue("enquiry-" + e.ID + "@" + domainOf(m.from.Address))
	msg.SetDateWithValue(e.ReceivedAt)
	msg.SetBodyString(mail.TypeTextPlain, m.Body(e))
	return msg, nil
}

// Body is the e-mail's plain text: every field, the time in UTC and at the
// office, how the enquiry arrived and its id.
func (m *Email) Body(e enquiry.Enquiry) string {
	via := "the contact form (with JavaScript)"
	if e.Via == enquiry.ViaForm {
		via = "the contact form (plain HTML, without JavaScript)"
	}
	// What the visitor typed is shown as Displayable makes it: no control or bidirectional
	// character reorders a line of the e-mail.
	name := enquiry.Displayable(e.Name, false)
	phone := enquiry.Displayable(e.Phone, false)
	if phone == "" {
		phone = "(none given)"
	}
	received := e.ReceivedAt.UTC()
	var b strings.Builder
	fmt.Fprintf(&b, "A visitor sent an enquiry through the Designo website. Reply to this e-mail to answer %s directly.\n\n", name)
	fmt.Fprintf(&b, "Name:      %s\n", name)
	fmt.Fprintf(&b, "Email:     %s\n", e.Email)
	fmt.Fprintf(&b, "Phone:     %s\n", phone)
	fmt.Fprintf(&b, "Received:  %s (UTC)\n", received.Format("Monday 2 January 2006, 15:04:05"))
	fmt.Fprintf(&b, "           %s (Toronto, %s)\n", received.In(m.office).Format("Monday 2 January 2006, 15:04:05"), received.In(m.office).Format("MST"))
	fmt.Fprintf(&b, "Arrived:   %s\n", via)
	fmt.Fprintf(&b, "Enquiry:   %s\n\n", e.ID)
	fmt.Fprintf(&b, "Message:\n\n%s\n\n", enquiry.Displayable(e.Message, true))
	if m.inbox != "" {
		fmt.Fprintf(&b, "-- \nIn the inbox: %s\n", m.inboxLink(e.ID))
	} else {
		fmt.Fprintf(&b, "-- \nStored on the website too: site enquiries show %s\n", e.ID)
	}
	return b.String()
}

// Acknowledgements is the sender of the receipts (ChannelAcknowledgement): each goes to an
// enquiry's sender, from the site's address, Reply-To the agency.
func (m *Email) Acknowledgements() Sender { return acknowledgements{m} }

type acknowledgements struct{ m *Email }

// Send delivers one receipt: to the address the visitor typed (it must pass the form's rule
// again), saying when the enquiry arrived, its reference, who reads it and when to expect an
// answer. It never repeats the visitor's name or words, so that the form cannot relay a robot's
// text to a stranger's address.
func (a acknowledgements) Send(ctx context.Context, d enquiry.Delivery) error {
	if d.Enquiry == nil {
		return fmt.Errorf("%w: delivery %d has no enquiry", ErrRefused, d.ID)
	}
	e := *d.Enquiry
	if !enquiry.ValidEmail(e.Email) {
		return fmt.Errorf("%w: the visitor's address %q cannot be written to", ErrRefused, e.Email)
	}
	msg := mail.NewMsg(mail.WithNoDefaultUserAgent())
	msg.FromMailAddress(a.m.from)
	if err := msg.To(e.Email); err != nil {
		return fmt.Errorf("%w: %v", ErrRefused, err)
	}
	if err := msg.ReplyTo(a.m.to[0]); err != nil {
		return fmt.Errorf("%w: %v", ErrRefused, err)
	}
	msg.Subject("Designo has your enquiry")
	msg.SetMessageIDWithValue("acknowledgement-" + e.ID + "@" + domainOf(a.m.from.Address))
	msg.SetDate()
	msg.SetBodyString(mail.TypeTextPlain, AcknowledgementBody(e))
	return a.m.deliver(ctx, msg)
}

// AcknowledgementBody is a receipt's text: nothing the visitor typed.
func AcknowledgementBody(e enquiry.Enquiry) string {
	return fmt.Sprintf("Thank you for writing to Designo. Your enquiry reached us on %s (UTC); its reference is %s.\n\n"+
		"A designer and a producer read every enquiry the day it arrives. Within one working day we answer by e-mail, "+
		"or call if you left a number, with our questions or a first idea.\n\n"+
		"To add something, answer this e-mail: it reaches the studio.\n\n"+
		"Designo\n\n"+
		"You get this once, because an enquiry was sent through the Designo website with this address. If it was not you, "+
		"ignore it: nothing else will be sent.\n", e.ReceivedAt.UTC().Format("Monday 2 January 2006 at 15:04"), e.ID)
}

// deliver sends msg within ctx. go-mail's dial takes the context, its send does not, and a server
// that never greets holds even the dial: on cancellation (a shutdown, the attempt's time limit) the
// attempt is abandoned, and its connection ends with go-mail's timeout or with the process. A mail
// server drops a message cut before its final dot; one that was completed after all arrives twice,
// under one Message-ID.
func (m *Email) deliver(ctx context.Context, msg *mail.Msg) error {
	done := make(chan error, 1)
	go func() { done <- m.send(ctx, msg) }()
	select {
	case err := <-done:
		return redact.Error(err, m.secrets...)
	case <-ctx.Done():
		return fmt.Errorf("sending the e-mail: %w", ctx.Err())
	}
}

// Invitation e-mails a colleague their one-time link to the inbox, valid until until. Whoever
// holds the link creates a passkey with it, so it goes only to the address the inviter typed, in
// a message with nothing else to act on.
func (m *Email) Invitation(ctx context.Context, to, link string, until time.Time) error {
	msg := mail.NewMsg(mail.WithNoDefaultUserAgent())
	msg.FromMailAddress(m.from)
	if err := msg.To(to); err != nil {
		return fmt.Errorf("%w: %v", ErrRefused, err)
	}
	msg.Subject("Your invitation to the Designo inbox")
	msg.SetMessageID()
	msg.SetDate()
	msg.SetBodyString(mail.TypeTextPlain, fmt.Sprintf("A colleague invited you to the Designo inbox, where the agency reads the website's enquiries.\n\n"+
		"Open this link on your phone or computer to create a passkey; you will sign in with it from now on:\n\n%s\n\n"+
		"It works once, until %s (UTC). If you did not expect it, ignore this e-mail: nothing happens until the link is opened.\n",
		link, until.UTC().Format("Monday 2 January 2006, 15:04")))
	return m.deliver(ctx, msg)
}

// inboxLink is an enquiry's page in the inbox.
func (m *Email) inboxLink(id string) string { return m.inbox + "/inbox/enquiries/" + id }

// headerText is a visitor's value fit for a header that a mail client shows:
// on one line (line breaks and tabs become spaces, so no value can end its
// header and start another), and with every other control character and
// every bidirectional formatting character replaced by U+FFFD, so that the
// agency sees that something was there instead of text reordered to look
// like something else ("Eve\u202Eexe.txt" shown as "Evetxt.exe").
func headerText(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\r' || r == '\n' || r == '\t':
			return ' '
		case unicode.IsControl(r) || enquiry.IsBidiControl(r) || r == '\u200E' || r == '\u200F' || r == '\u061C':
			return unicode.ReplacementChar
		}
		return r
	}, strings.ToValidUTF8(s, string(unicode.ReplacementChar)))
}

// encodedWords encodes all of s as RFC 2047 encoded-words (UTF-8, base64),
// each within the 75 characters the RFC allows, on folded lines. It is for
// text that contains "=?": the standard encoders leave plain ASCII as it is,
// and a mail client would then decode a visitor's "=?UTF-8?Q?...?=" into
// whatever it hides; encoded here, it decodes back to exactly what was typed.
func encodedWords(s string) string {
	const maxBytes = 45 // base64 of 45 bytes is 60 characters; with "=?UTF-8?B?" and "?=", 72
	var words []string
	for len(s) > 0 {
		n := 0
		for _, r := range s {
			size := utf8.RuneLen(r)
			if n+size > maxBytes {
				break
			}
			n += size
		}
		words = append(words, "=?UTF-8?B?"+base64.StdEncoding.EncodeToString([]byte(s[:n]))+"?=")
		s = s[n:]
	}
	return strings.Join(words, "\r\n ")
}

func domainOf(address string) string {
	if at := strings.LastIndexByte(address, '@'); at >= 0 {
		return address[at+1:]
	}
	return "localhost"
}
