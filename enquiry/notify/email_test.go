package notify

import (
	"context"
	"crypto/tls"
	"encoding/base64"
	"errors"
	"io"
	"mime"
	"mime/quotedprintable"
	"net/mail"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/emersion/go-smtp"

	"designo/enquiry"
	"designo/enquiry/smtptest"
)

var testEnquiry = enquiry.Enquiry{
	ID: "01a2088e-0000-7000-8000-00000000abcd", Name: "Zoë O'Brien", Email: "zoe@example.com", Phone: "+1 416 555 0199",
	Message: "We need a new brand.\nTwo lines, and a dot line:\n.\nstill here.", ReceivedAt: time.Date(2026, 7, 1, 16, 30, 5, 0, time.UTC), Via: enquiry.ViaScript,
}

func newTestEmail(t *testing.T, server *smtptest.Server, edit ...func(*EmailOptions)) *Email {
	t.Helper()
	opts := EmailOptions{SMTPURL: server.URL(), From: "Designo website <website@designo.co>", To: []string{"hello@designo.co", "studio@designo.co"},
		TLSConfig: &tls.Config{RootCAs: server.CertPool, ServerName: "127.0.0.1", MinVersion: tls.VersionTLS12}}
	for _, e := range edit {
		e(&opts)
	}
	email, err := NewEmail(opts)
	if err != nil {
		t.Fatal(err)
	}
	return email
}

func send(email *Email, e enquiry.Enquiry) error {
	return email.Send(context.Background(), enquiry.Delivery{ID: 1, EnquiryID: e.ID, Channel: enquiry.ChannelEmail, Enquiry: &e})
}

func decodedHeader(t *testing.T, msg *mail.Message, key string) string {
	t.Helper()
	value, err := new(mime.WordDecoder).DecodeHeader(msg.Header.Get(key))
	if err != nil {
		t.Fatalf("%s: %v", key, err)
	}
	return value
}

func TestEmailCarriesEveryFieldAndAnswersTheVisitor(t *testing.T) {
	server := smtptest.Start(t, smtptest.Options{})
	if err := send(newTestEmail(t, server), testEnquiry); err != nil {
		t.Fatal(err)
	}
	got := server.Messages()
	if len(got) != 1 {
		t.Fatalf("%d messages, want 1", len(got))
	}
	m := got[0]
	if m.From != "website@designo.co" || strings.Join(m.To, ",") != "hello@designo.co,studio@designo.co" {
		t.Errorf("envelope from %q to %v", m.From, m.To)
	}
	if subject := decodedHeader(t, m.Msg, "Subject"); subject != "New enquiry from Zoë O'Brien" {
		t.Errorf("Subject %q", subject)
	}
	replyTo, err := m.Msg.Header.AddressList("Reply-To")
	if err != nil || len(replyTo) != 1 || replyTo[0].Address != "zoe@example.com" || replyTo[0].Name != "Zoë O'Brien" {
		t.Errorf("Reply-To %v (%v), want the visitor", replyTo, err)
	}
	if id := m.Msg.Header.Get("Message-ID"); id != "<enquiry-"+testEnquiry.ID+"@designo.co>" {
		t.Errorf("Message-ID %q", id)
	}
	if date, err := m.Msg.Header.Date(); err != nil || !date.Equal(testEnquiry.ReceivedAt) {
		t.Errorf("Date %v (%v), want the time received", date, err)
	}
	body := bodyText(t, m)
	for _, want := range []string{"Zoë O'Brien", "zoe@example.com", "+1 416 555 0199", testEnquiry.Message,
		"Wednesday 1 July 2026, 16:30:05 (UTC)", "Wednesday 1 July 2026, 12:30:05 (Toronto, EDT)",
		"the contact form (with JavaScript)", testEnquiry.ID} {
		if !strings.Contains(body, want) {
			t.Errorf("body lacks %q:\n%s", want, body)
		}
	}
}

func bodyText(t *testing.T, m smtptest.Message) string {
	t.Helper()
	raw, err := io.ReadAll(m.Msg.Body)
	if err != nil {
		t.Fatal(err)
	}
	if strings.EqualFold(m.Msg.Header.Get("Content-Transfer-Encoding"), "quoted-printable") {
		decoded, err := io.ReadAll(quotedprintable.NewReader(strings.NewReader(string(raw))))
		if err != nil {
			t.Fatal(err)
		}
		raw = decoded
	}
	return strings.ReplaceAll(string(raw), "\r\n", "\n")
}

func TestEmailOverTLSAndAuth(t *testing.T) {
	tests := []struct {
		name string
		opts smtptest.Options
	}{
		{"plain, no auth (a local relay)", smtptest.Options{}},
		{"STARTTLS", smtptest.Options{TLS: smtptest.StartTLS}},
		{"STARTTLS with AUTH", smtptest.Options{TLS: smtptest.StartTLS, Username: "website", Password: "s3cret pass"}},
		{"implicit TLS with AUTH", smtptest.Options{TLS: smtptest.Implicit, Username: "website", Password: "s3cret"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			server := smtptest.Start(t, tt.opts)
			if err := send(newTestEmail(t, server), testEnquiry); err != nil {
				t.Fatal(err)
			}
			if n := len(server.Messages()); n != 1 {
				t.Errorf("%d messages arrived", n)
			}
		})
	}
	t.Run("the password from the environment replaces the URL's", func(t *testing.T) {
		server := smtptest.Start(t, smtptest.Options{TLS: smtptest.StartTLS, Username: "website", Password: "from-env"})
		email := newTestEmail(t, server, func(o *EmailOptions) {
			o.SMTPURL = strings.Replace(o.SMTPURL, "from-env", "wrong", 1)
			o.Password = "from-env"
		})
		if err := send(email, testEnquiry); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("a wrong password is an error to retry", func(t *testing.T) {
		server := smtptest.Start(t, smtptest.Options{TLS: smtptest.StartTLS, Username: "website", Password: "right"})
		email := newTestEmail(t, server, func(o *EmailOptions) { o.Password = "wrong" })
		if err := send(email, testEnquiry); err == nil || errors.Is(err, ErrRefused) || len(server.Messages()) != 0 {
			t.Errorf("wrong password: %v", err)
		}
	})
	t.Run("smtp:// requires STARTTLS unless told otherwise", func(t *testing.T) {
		server := smtptest.Start(t, smtptest.Options{})
		email := newTestEmail(t, server, func(o *EmailOptions) { o.SMTPURL = strings.TrimSuffix(o.SMTPURL, "?starttls=optional") })
		if err := send(email, testEnquiry); err == nil || len(server.Messages()) != 0 {
			t.Errorf("sent without TLS: %v", err)
		}
	})
	t.Run("a certificate not trusted is refused", func(t *testing.T) {
		server := smtptest.Start(t, smtptest.Options{TLS: smtptest.Implicit})
		email := newTestEmail(t, server, func(o *EmailOptions) { o.TLSConfig = nil })
		if err := send(email, testEnquiry); err == nil || len(server.Messages()) != 0 {
			t.Errorf("sent to an untrusted server: %v", err)
		}
	})
}

func TestEmailRefusalsAndTemporaryFailures(t *testing.T) {
	refuse := &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 7, 1}, Message: "relaying denied"}
	later := &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "try again later"}
	tests := []struct {
		name        string
		fate        error
		wantRefused bool
	}{
		{"550 is a refusal", refuse, true},
		{"451 is temporary", later, false},
		{"a dropped connection mid-DATA is temporary", smtptest.ErrDrop, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			server := smtptest.Start(t, smtptest.Options{OnData: func(n int) error {
				if n == 1 {
					return tt.fate
				}
				return nil
			}})
			email := newTestEmail(t, server)
			err := send(email, testEnquiry)
			if err == nil || errors.Is(err, ErrRefused) != tt.wantRefused {
				t.Fatalf("first attempt: %v (refused %v), want an error, refused %v", err, errors.Is(err, ErrRefused), tt.wantRefused)
			}
			if err := send(email, testEnquiry); err != nil {
				t.Fatalf("second attempt: %v", err)
			}
			if got := server.Messages(); len(got) != 1 || server.Attempts() != 2 {
				t.Errorf("%d accepted of %d attempts, want 1 of 2", len(got), server.Attempts())
			}
		})
	}
	t.Run("nobody listening", func(t *testing.T) {
		email, err := NewEmail(EmailOptions{SMTPURL: "smtp://127.0.0.1:1?starttls=optional", From: "website@designo.co", To: []string{"hello@designo.co"}})
		if err != nil {
			t.Fatal(err)
		}
		if err := send(email, testEnquiry); err == nil || errors.Is(err, ErrRefused) {
			t.Errorf("connection refused: %v, want a retryable error", err)
		}
	})
}

// Values crafted to end a header and start another must stay inside their own.
func TestEmailHeaderInjection(t *testing.T) {
	server := smtptest.Start(t, smtptest.Options{})
	email := newTestEmail(t, server)
	e := testEnquiry
	e.Name = "Ada\r\nBcc: mallory@evil.example\r\nX-Injected: yes"
	e.Phone = "0123\r\nCc: mallory@evil.example"
	e.Message = "Hi\r\n.\r\nMAIL FROM:<mallory@evil.example>\r\nRCPT TO:<victim@evil.example>\r\nDATA\r\nsmuggled\r\n."
	if err := send(email, e); err != nil {
		t.Fatal(err)
	}
	got := server.Messages()
	if len(got) != 1 {
		t.Fatalf("%d messages, want exactly 1 (no smuggled second one)", len(got))
	}
	m := got[0]
	if strings.Join(m.To, ",") != "hello@designo.co,studio@designo.co" {
		t.Errorf("recipients %v", m.To)
	}
	for _, key := range []string{"Bcc", "Cc", "X-Injected"} {
		if v, ok := m.Msg.Header[key]; ok {
			t.Errorf("injected header %s: %v", key, v)
		}
	}
	if subject := decodedHeader(t, m.Msg, "Subject"); subject != "New enquiry from Ada  Bcc: mallory@evil.example  X-Injected: yes" {
		t.Errorf("Subject %q", subject)
	}
	if body := bodyText(t, m); !strings.Contains(body, "smuggled") {
		t.Errorf("the message lost its text:\n%s", body)
	}

	bad := testEnquiry
	bad.Email = "zoe@example.com\r\nBcc: mallory@evil.example"
	if err := send(email, bad); !errors.Is(err, ErrRefused) {
		t.Errorf("a malformed reply address: %v, want a refusal", err)
	}
	if n := len(server.Messages()); n != 1 {
		t.Errorf("%d messages after the malformed address, want still 1", n)
	}
}

func TestNewEmailRefusesBadSettings(t *testing.T) {
	good := EmailOptions{SMTPURL: "smtp://user:pass@smtp.example.com:587", From: "website@designo.co", To: []string{"hello@designo.co"}}
	tests := map[string]func(*EmailOptions){
		"scheme":      func(o *EmailOptions) { o.SMTPURL = "http://smtp.example.com" },
		"no host":     func(o *EmailOptions) { o.SMTPURL = "smtp://" },
		"bad port":    func(o *EmailOptions) { o.SMTPURL = "smtp://smtp.example.com:mail" },
		"starttls":    func(o *EmailOptions) { o.SMTPURL = "smtp://smtp.example.com?starttls=maybe" },
		"no from":     func(o *EmailOptions) { o.From = "" },
		"bad from":    func(o *EmailOptions) { o.From = "website at designo" },
		"no to":       func(o *EmailOptions) { o.To = nil },
		"bad to":      func(o *EmailOptions) { o.To = []string{"hello"} },
		"injected to": func(o *EmailOptions) { o.To = []string{"hello@designo.co\r\nBcc: x@evil.example"} },
	}
	for name, edit := range tests {
		opts := good
		edit(&opts)
		if _, err := NewEmail(opts); err == nil {
			t.Errorf("%s: accepted %+v", name, opts)
		}
	}
	if _, err := NewEmail(good); err != nil {
		t.Errorf("good settings: %v", err)
	}
	list, err := ParseAddressList(" hello@designo.co, Studio <studio@designo.co> ")
	if err != nil || len(list) != 2 {
		t.Errorf("ParseAddressList = %v, %v", list, err)
	}
}

// Names a visitor could type to make the agency's inbox show something else.
var hostileNames = map[string]string{
	"Q-encoded RLO":        "=?UTF-8?Q?Eve=E2=80=AEexe.txt?=",
	"B-encoded CR LF Bcc":  "=?UTF-8?B?" + base64.StdEncoding.EncodeToString([]byte("Eve\r\nBcc: mallory@evil.example")) + "?=",
	"lowercase, in a name": "Eve =?utf-8?q?=0D=0ABcc:_mallory@evil.example?= Smith",
	"raw CR LF Bcc":        "Eve\r\nBcc: mallory@evil.example",
	"raw RLO":              "Eve\u202Eexe.txt",
	"isolates and marks":   "\u2066Eve\u2069 \u200F\u061C\u202A\u202B\u202C\u202D\u2067\u2068",
	"other controls":       "Eve\x00\x07\x1b[31m\x7f\u0085",
	"non-ASCII with =?":    "Zoë =?UTF-8?B?PGI+?= O'Brien",
	"long with =?":         strings.Repeat("=?Ünïcödé?= ", 20),
}

func TestHeaderTextIsOneVisibleLine(t *testing.T) {
	for name, typed := range hostileNames {
		got := headerText(typed)
		if bad := strings.IndexFunc(got, badInHeader); bad >= 0 {
			t.Errorf("%s: %q keeps %U", name, got, []rune(got[bad:])[0])
		}
	}
	if got := headerText("Zoë O'Brien, 北京"); got != "Zoë O'Brien, 北京" {
		t.Errorf("plain text changed: %q", got)
	}
	if got := headerText("Eve\r\nBcc\u202E!"); got != "Eve  Bcc\uFFFD!" {
		t.Errorf("line breaks become spaces, bidi controls U+FFFD: %q", got)
	}
}

func TestEncodedWordsDecodeToExactlyTheText(t *testing.T) {
	for name, typed := range hostileNames {
		text := headerText(typed)
		encoded := encodedWords(text)
		for _, line := range strings.Split(encoded, "\r\n ") {
			if len(line) > 75 || !strings.HasPrefix(line, "=?UTF-8?B?") || !strings.HasSuffix(line, "?=") {
				t.Errorf("%s: %q is not one encoded-word of at most 75 characters", name, line)
			}
		}
		unfolded := strings.ReplaceAll(encoded, "\r\n", "")
		decoded, err := new(mime.WordDecoder).DecodeHeader(unfolded)
		if err != nil || decoded != text {
			t.Errorf("%s: %q decodes to %q (%v), want %q", name, encoded, decoded, err, text)
		}
	}
}

// badInHeader: what no decoded header may hold.
func badInHeader(r rune) bool {
	return unicode.IsControl(r) || enquiry.IsBidiControl(r) || r == '\u200E' || r == '\u200F' || r == '\u061C'
}

// Each hostile name sent through a real SMTP server: every header of the
// message received, decoded by the standard library, is free of control and
// bidi characters, the Subject and Reply-To show exactly what headerText
// makes of the name, and nobody else receives it.
func TestEmailHeadersShowWhatTheVisitorTyped(t *testing.T) {
	for name, typed := range hostileNames {
		t.Run(name, func(t *testing.T) {
			server := smtptest.Start(t, smtptest.Options{})
			e := testEnquiry
			e.Name = typed
			if err := send(newTestEmail(t, server), e); err != nil {
				t.Fatal(err)
			}
			got := server.Messages()
			if len(got) != 1 || strings.Join(got[0].To, ",") != "hello@designo.co,studio@designo.co" {
				t.Fatalf("%d messages, recipients %v", len(got), got)
			}
			m := got[0].Msg
			decoder := new(mime.WordDecoder)
			for key, values := range m.Header {
				if len(values) != 1 {
					t.Errorf("header %s appears %d times", key, len(values))
				}
				for _, v := range values {
					decoded, err := decoder.DecodeHeader(v)
					if err != nil {
						t.Errorf("%s: %q: %v", key, v, err)
					}
					if bad := strings.IndexFunc(decoded, badInHeader); bad >= 0 {
						t.Errorf("%s decodes to %q, with %U", key, decoded, []rune(decoded[bad:])[0])
					}
				}
			}
			for _, key := range []string{"Bcc", "Cc", "Sender", "Resent-To"} {
				if _, ok := m.Header[key]; ok {
					t.Errorf("header %s appeared", key)
				}
			}
			shown := headerText(typed)
			if subject := decodedHeader(t, m, "Subject"); subject != "New enquiry from "+shown {
				t.Errorf("Subject %q, want %q", subject, "New enquiry from "+shown)
			}
			replyTo, err := m.Header.AddressList("Reply-To")
			if err != nil || len(replyTo) != 1 || replyTo[0].Address != e.Email || replyTo[0].Name != shown {
				t.Errorf("Reply-To %q parsed as %v (%v), want one address named %q", m.Header.Get("Reply-To"), replyTo, err, shown)
			}
			if to, err := m.Header.AddressList("To"); err != nil || len(to) != 2 {
				t.Errorf("To %v (%v)", to, err)
			}
			if body := bodyText(t, got[0]); !strings.Contains(body, testEnquiry.Message) {
				t.Errorf("the message text changed:\n%s", body)
			}
		})
	}
}

// A message's bidi controls (the form allows them in the message) and a name's marks never
// reorder what the e-mail or the digest shows: "invoice_\u202Efdp.exe" would read "invoice_exe.pdf".
func TestEmailAndDigestNeutraliseBidi(t *testing.T) {
	email, err := NewEmail(EmailOptions{SMTPURL: "smtp://127.0.0.1:1?starttls=optional", From: "website@designo.co", To: []string{"hello@designo.co"}})
	if err != nil {
		t.Fatal(err)
	}
	e := enquiry.Enquiry{ID: enquiry.NewID(), Name: "Eve\u200fMallory\u061c", Email: "eve@example.com", Phone: "\u200e0123",
		Message: "Please open invoice_\u202efdp.exe\nand \u2067this\u2069 too", ReceivedAt: time.Now(), Via: enquiry.ViaForm, Verdict: enquiry.VerdictHeld}
	body := email.Body(e)
	digest := email.digestBody(enquiry.Digest{ID: enquiry.NewID(), CreatedAt: time.Now(), HeldCount: 1,
		Held: []enquiry.DigestLine{enquiry.NewDigestLine(e.ID, e.Name, e.Email, e.Message, e.ReceivedAt, 50, []string{"why \u202egnorw"})}})
	for name, text := range map[string]string{"e-mail": body, "digest": digest} {
		if strings.ContainsFunc(text, enquiry.IsBidiFormat) {
			t.Errorf("the %s shows a bidi character raw: %q", name, text)
		}
		if !strings.Contains(text, "invoice_\uFFFDfdp.exe") || !strings.Contains(text, "Eve\uFFFDMallory\uFFFD") {
			t.Errorf("the %s does not show where the characters were: %q", name, text)
		}
	}
	if !strings.Contains(body, "\n\uFFFDthis\uFFFD too") && !strings.Contains(body, "and \uFFFDthis\uFFFD too") {
		t.Errorf("the e-mail's message lost its line: %q", body)
	}
}

// TestAcknowledgementNamesNothingTheVisitorTyped: the receipt goes to the visitor's address, from
// the site, Reply-To the agency, with the enquiry's reference and time, and none of its words.
func TestAcknowledgementNamesNothingTheVisitorTyped(t *testing.T) {
	server := smtptest.Start(t, smtptest.Options{})
	e := testEnquiry
	e.Name, e.Message = "Buy cheap watches", "Visit http://spam.example for cheap watches"
	if err := newTestEmail(t, server).Acknowledgements().Send(context.Background(), enquiry.Delivery{ID: 2, EnquiryID: e.ID, Channel: enquiry.ChannelAcknowledgement, Enquiry: &e}); err != nil {
		t.Fatal(err)
	}
	got := server.Messages()
	if len(got) != 1 || got[0].From != "website@designo.co" || strings.Join(got[0].To, ",") != "zoe@example.com" {
		t.Fatalf("messages %+v, want one from the site to the visitor", got)
	}
	m := got[0]
	if replyTo, err := m.Msg.Header.AddressList("Reply-To"); err != nil || len(replyTo) != 1 || replyTo[0].Address != "hello@designo.co" {
		t.Errorf("Reply-To %v (%v), want the agency", replyTo, err)
	}
	body := bodyText(t, m)
	for _, words := range []string{"cheap", "watches", "spam.example", "Zoë"} {
		if strings.Contains(body, words) || strings.Contains(decodedHeader(t, m.Msg, "Subject"), words) {
			t.Errorf("the receipt repeats %q:\n%s", words, body)
		}
	}
	if !strings.Contains(body, e.ID) || !strings.Contains(body, "Within one working day") {
		t.Errorf("the receipt lacks its reference or when to expect an answer:\n%s", body)
	}
	e.Email = "not an address"
	if err := newTestEmail(t, server).Acknowledgements().Send(context.Background(), enquiry.Delivery{ID: 3, Enquiry: &e}); !errors.Is(err, ErrRefused) {
		t.Errorf("a receipt to %q: %v, want ErrRefused", e.Email, err)
	}
}
