// Package enquiry is the domain of the agency's enquiries: the contact form's
// rules, the Enquiry and its verdicts, folders and stages, and the Store
// contract with the rules its implementations apply. It knows nothing of
// HTTP, HTML or a database: the server decodes a request into a Form, asks it
// to Validate, and Saves the resulting Enquiry in a Store (enquiry/sqlite or
// enquiry/postgres); enquiry/notify tells the agency of it.
//
// The rules here and the contact island's TypeScript rules are kept identical
// by one table of cases, data/contact-cases.json, run by both test suites.
package enquiry

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"designo/data"
)

// Form is what a visitor typed into the contact form: one value for each field of
// data/contact-fields.json (Field maps a field's key to its value here).
type Form struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Phone   string `json:"phone"`
	Message string `json:"message"`
}

// Field is where the form keeps the value of the field named key (data/contact-fields.json), or nil
// for a key the form has not: the one place where the fields' keys meet Form's Go fields
// (TestFormHasEveryField checks that they match).
func (f *Form) Field(key string) *string {
	switch key {
	case "name":
		return &f.Name
	case "email":
		return &f.Email
	case "phone":
		return &f.Phone
	case "message":
		return &f.Message
	}
	return nil
}

// Value returns the value of the field named key, "" for a key the form has not.
func (f Form) Value(key string) string {
	if v := f.Field(key); v != nil {
		return *v
	}
	return ""
}

// Joined is the form's values in page order, joined by NULs: what tells one sent form from another.
func (f Form) Joined() string {
	var values []string
	for _, key := range FieldNames {
		values = append(values, f.Value(key))
	}
	return strings.Join(values, "\x00")
}

// Displayable is the form's values by field key as they may be shown back (Displayable).
func (f Form) Displayable() map[string]string {
	values := map[string]string{}
	for _, spec := range data.ContactFields() {
		values[spec.Key] = Displayable(f.Value(spec.Key), spec.Multiline())
	}
	return values
}

// FieldError is one field's problem. Code names the rule that failed;
// Message is what the visitor is shown, and is empty where the specification
// shows none (a malformed email, a missing phone).
type FieldError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// Errors maps a field's key (data/contact-fields.json) to its problem. An empty Errors means the form is valid.
type Errors map[string]FieldError

// Error codes, shared with the island.
const (
	CodeRequired   = "required"
	CodeEmail      = "email"
	CodeMaxLength  = "maxlength"
	CodeCharacters = "characters"
)

// FieldNames lists the form's fields in the order they appear on the page.
var FieldNames = func() []string {
	var names []string
	for _, f := range data.ContactFields() {
		names = append(names, f.Key)
	}
	return names
}()

// MaxRunes returns the longest value, in characters (code points), that a
// field accepts, or 0 for an unknown field.
func MaxRunes(fieldName string) int { return data.ContactFieldMax(fieldName) }

// emailPattern is the HTML Living Standard's "valid e-mail address", the
// pattern <input type="email"> applies, so that the browser's own check, the
// island and the server agree on which addresses are well formed.
var emailPattern = regexp.MustCompile("^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$")

// ValidEmail reports whether address is a valid e-mail address by that pattern: what the form
// accepts, and all that a sender may write into a header.
func ValidEmail(address string) bool { return emailPattern.MatchString(address) }

// FormFromValues reads the form's fields from decoded form values: the first
// value of each, with surrounding whitespace trimmed and the message's line
// breaks normalised to "\n". Browsers send a textarea's line breaks as CRLF
// while the island counts them as one character; normalising here keeps the
// length limit identical on both sides.
func FormFromValues(values url.Values) Form {
	var form Form
	for _, spec := range data.ContactFields() {
		value := Trim(values.Get(spec.Key))
		if spec.Multiline() {
			value = normaliseLineBreaks(value)
		}
		*form.Field(spec.Key) = value
	}
	return form
}

// Trim removes surrounding whitespace exactly as JavaScript's
// String.prototype.trim does, so that the island and the server see the same
// value: Unicode White_Space plus U+FEFF, but not U+0085 (a control character,
// refused by the rules instead).
func Trim(s string) string {
	return strings.TrimFunc(s, func(r rune) bool {
		return r == '\uFEFF' || (unicode.IsSpace(r) && r != '\u0085')
	})
}

func normaliseLineBreaks(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}

// Validate applies the contact rules to every field and returns the problems
// found, at most one per field. Values are judged trimmed, so a field holding
// only whitespace is missing.
func (f Form) Validate() Errors {
	errs := Errors{}
	for _, spec := range data.ContactFields() {
		if problem, ok := check(spec, Trim(f.Value(spec.Key))); ok {
			errs[spec.Key] = problem
		}
	}
	return errs
}

// check returns the first rule the value breaks, in this order: missing,
// unacceptable characters, text-direction controls in a one-line field, too
// long, then (email only) malformed.
func check(spec data.ContactField, value string) (FieldError, bool) {
	switch {
	case value == "":
		return FieldError{Code: CodeRequired, Message: spec.RequiredMessage}, true
	case !acceptableText(value, spec.Multiline()):
		return FieldError{Code: CodeCharacters, Message: spec.Short + " contains characters we cannot accept."}, true
	case !spec.Multiline() && strings.ContainsFunc(value, IsBidiControl):
		return FieldError{Code: CodeCharacters, Message: spec.Short + " contains invisible characters that reverse or reorder text (bidirectional controls). Please type it again without them."}, true
	case utf8.RuneCountInString(value) > spec.MaxChars:
		return FieldError{Code: CodeMaxLength, Message: spec.Short + " must be at most " + strconv.Itoa(spec.MaxChars) + " characters."}, true
	case spec.Type == "email" && !emailPattern.MatchString(value):
		return FieldError{Code: CodeEmail, Message: ""}, true
	}
	return FieldError{}, false
}

// acceptableText reports whether s is valid UTF-8 free of control characters
// (C0, DEL, C1). Line breaks and tabs are allowed only in multi-line fields.
func acceptableText(s string, multiline bool) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if multiline && (r == '\n' || r == '\r' || r == '\t') {
			continue
		}
		if unicode.IsControl(r) {
			return false
		}
	}
	return true
}

// IsBidiControl reports whether r is one of Unicode's explicit
// bidirectional formatting characters, embeddings and overrides
// (U+202A-U+202E) and isolates (U+2066-U+2069): invisible, they make a name
// or an address display differently from what it is ("Trojan Source").
func IsBidiControl(r rune) bool {
	return (r >= '\u202A' && r <= '\u202E') || (r >= '\u2066' && r <= '\u2069')
}

// IsBidiFormat reports whether r is any of Unicode's bidirectional formatting characters: the
// controls of IsBidiControl and the marks (LRM U+200E, RLM U+200F, ALM U+061C). None is shown
// as it is to the agency (see Displayable).
func IsBidiFormat(r rune) bool {
	return IsBidiControl(r) || r == '\u200E' || r == '\u200F' || r == '\u061C'
}

// Valid reports whether no field has a problem.
func (e Errors) Valid() bool { return len(e) == 0 }

// InvalidPrefix begins the summary of an invalid form's problems.
const InvalidPrefix = "Your message has not been sent yet. Please check "

// Fields are the fields with a problem, in page order.
func (errs Errors) Fields() []string {
	var fields []string
	for _, f := range data.ContactFields() {
		if _, ok := errs[f.Key]; ok {
			fields = append(fields, f.Key)
		}
	}
	return fields
}

// Summary sums up the problems for the whole form, naming every field in page order: some fields
// show no message of their own.
func (errs Errors) Summary() string {
	var nouns []string
	for _, f := range data.ContactFields() {
		if _, ok := errs[f.Key]; ok {
			nouns = append(nouns, f.Noun)
		}
	}
	if len(nouns) > 1 {
		nouns = []string{strings.Join(nouns[:len(nouns)-1], ", ") + " and " + nouns[len(nouns)-1]}
	}
	return InvalidPrefix + strings.Join(nouns, "") + "."
}

// Displayable is text as it may be shown back, on a page, in an e-mail, a digest or a terminal:
// invalid UTF-8, control characters (but line breaks and tabs in multiline text) and every
// bidirectional formatting character (IsBidiFormat; a message may hold them) become U+FFFD, so
// that they can neither break the page nor reorder what is shown ("fdp.exe" shown as "exe.pdf"),
// and the agency sees that something was there.
func Displayable(s string, multiline bool) string {
	return strings.Map(func(r rune) rune {
		if (unicode.IsControl(r) && !(multiline && (r == '\n' || r == '\t'))) || IsBidiFormat(r) {
			return unicode.ReplacementChar
		}
		return r
	}, strings.ToValidUTF8(s, string(unicode.ReplacementChar)))
}
