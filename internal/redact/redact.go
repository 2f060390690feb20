// Package redact makes URLs and connection strings fit to print: in logs, stored errors and the
// command line's output they show where (scheme and host), never the secrets services carry in
// them. Webhook URLs carry their token in the path or query (Slack, Zapier, Discord), SMTP and
// database URLs a password in the user info or a ?password= parameter.
package redact

import (
	"net/url"
	"regexp"
	"strings"
)

// URL returns rawURL as scheme://host, with "/…" standing for anything else it had (user info,
// path, query, fragment): https://hooks.slack.com/services/T000/B000/XXXX is
// https://hooks.slack.com/…. A PostgreSQL key=value connection string shows its host alone;
// anything else that is not an absolute URL is "…".
func URL(rawURL string) string {
	u, err := url.Parse(strings.TrimSpace(rawURL))
	if err != nil || u.Scheme == "" || u.Opaque != "" {
		if scheme, _, found := strings.Cut(rawURL, "://"); found && validScheme(scheme) {
			return scheme + "://…"
		}
		if host := keyValue(rawURL, "host"); host != "" {
			return "host=" + host + " …"
		}
		return "…"
	}
	out := u.Scheme + "://" + u.Host
	if u.User != nil || (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.ForceQuery || u.Fragment != "" {
		return out + "/…"
	}
	return out + u.Path
}

func validScheme(s string) bool {
	return s != "" && schemeChars.MatchString(s)
}

var schemeChars = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*$`)

// keyValue reads key's value from a key=value connection string ("host=db user=x").
func keyValue(s, key string) string {
	for _, field := range strings.Fields(s) {
		if k, v, ok := strings.Cut(field, "="); ok && k == key {
			return strings.Trim(v, `'`)
		}
	}
	return ""
}

// urlsInText finds absolute URLs in free text (error messages quote them, bare or in quotes).
var urlsInText = regexp.MustCompile("[A-Za-z][A-Za-z0-9+.-]*://[^\\s\"'<>`]+")

// passwordSetting finds a password in a key=value connection string or a URL's query.
var passwordSetting = regexp.MustCompile(`(?i)(password|passwd|pwd|secret|token|key)=('[^']*'|[^\s&'"]+)`)

// Text returns s with every URL in it redacted as URL does, and every password=… (or secret=,
// token=, key=) setting's value hidden: for error messages, which quote what they failed on.
// known are the URLs, connection strings or bare passwords the message may be about: each is
// also replaced where it appears whole, and its password wherever it appears at all (a library
// may quote it in a form no pattern recognises).
func Text(s string, known ...string) string {
	for _, k := range known {
		if len(k) < 3 {
			continue // too short to tell from the rest of the message
		}
		s = strings.ReplaceAll(s, k, URL(k))
		if password := passwordOf(k); len(password) >= 3 {
			s = strings.ReplaceAll(s, password, "…")
		}
	}
	s = urlsInText.ReplaceAllStringFunc(s, func(match string) string {
		core := strings.TrimRight(match, ".,;:)]}")
		return URL(core) + match[len(core):]
	})
	return passwordSetting.ReplaceAllString(s, "$1=…")
}

// passwordOf is the password in a URL's user info or ?password=, or a key=value string's.
func passwordOf(s string) string {
	if u, err := url.Parse(s); err == nil && u.Scheme != "" {
		if password, ok := u.User.Password(); ok {
			return password
		}
		return u.Query().Get("password")
	}
	return keyValue(s, "password")
}

// Error returns err with its message redacted as Text does; errors.Is and errors.As still see
// err and what it wraps. A nil err stays nil.
func Error(err error, known ...string) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	if redacted := Text(msg, known...); redacted != msg {
		return redactedError{msg: redacted, err: err}
	}
	return err
}

type redactedError struct {
	msg string
	err error
}

func (e redactedError) Error() string { return e.msg }
func (e redactedError) Unwrap() error { return e.err }
