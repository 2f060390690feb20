package enquiry

import (
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"
)

// SourceMaxLength bounds a source as stored: a path, a host and a campaign's two names fit.
const SourceMaxLength = 200

// SourceOf is where a visitor came to the contact page from, as the page's request says it: its
// Referer (a path of this site, whose host is siteHost, or another site's host alone) and its own
// utm_source and utm_campaign. Nothing else of the visitor is kept: no query of the page they came
// from, no cookie, no address. "" when nothing says.
func SourceOf(referer string, query url.Values, siteHost string) string {
	var parts []string
	if u, err := url.Parse(referer); err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" {
		switch host := strings.ToLower(u.Hostname()); {
		case host == strings.ToLower(hostname(siteHost)):
			parts = append(parts, "/"+strings.TrimPrefix(u.EscapedPath(), "/"))
		default:
			parts = append(parts, host)
		}
	}
	for _, key := range []string{"utm_source", "utm_campaign"} {
		if v := strings.TrimSpace(query.Get(key)); v != "" {
			parts = append(parts, key+"="+v)
		}
	}
	return CleanSource(strings.Join(parts, " "))
}

// hostname is a host without its port.
func hostname(host string) string {
	if u, err := url.Parse("//" + host); err == nil {
		return u.Hostname()
	}
	return host
}

// CleanSource is a source as the form posts it back, made fit to store and show: one line, no
// control or text-direction character, at most SourceMaxLength characters (a robot may post
// anything here; it only ever names where an enquiry came from).
func CleanSource(s string) string {
	s = strings.Join(strings.FieldsFunc(strings.ToValidUTF8(s, ""), func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsControl(r) || IsBidiFormat(r)
	}), " ")
	for utf8.RuneCountInString(s) > SourceMaxLength {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return s
}

// SourceCount is how many enquiries in the inbox (not held, not spam) came from one source in one
// month.
type SourceCount struct {
	Month     string // 2026-11, in UTC
	Source    string // "" when unknown
	Enquiries int
}
