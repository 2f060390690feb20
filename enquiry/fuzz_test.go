package enquiry

import (
	"net/url"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"designo/data"
)

// FuzzValidate feeds arbitrary field values through the form decoding (via a
// real url-encoded body) and the rules, and checks the invariants that make
// a stored enquiry safe: whatever passes is trimmed, within its limit, valid
// UTF-8 without control characters, and a well-formed email. The shared case
// table is its seed corpus, so plain `go test` runs every seed.
func FuzzValidate(f *testing.F) {
	for _, tc := range loadContactCases(f) {
		f.Add(tc.Input.Name, tc.Input.Email, tc.Input.Phone, tc.Input.Message)
	}
	f.Fuzz(func(t *testing.T, name, email, phone, message string) {
		body := Form{Name: name, Email: email, Phone: phone, Message: message}.values().Encode()
		values, err := url.ParseQuery(body)
		if err != nil {
			t.Fatalf("our own encoding did not parse: %v", err)
		}
		form := FormFromValues(values)
		if again := FormFromValues(form.values()); again != form {
			t.Fatalf("decoding is not stable: %#v then %#v", form, again)
		}
		errs := form.Validate()
		checkErrorsAreWellFormed(t, errs)
		for _, spec := range data.ContactFields() {
			if _, invalid := errs[spec.Key]; !invalid {
				checkAcceptedValue(t, spec, form.Value(spec.Key))
			}
		}
	})
}

func checkErrorsAreWellFormed(t *testing.T, errs Errors) {
	t.Helper()
	for field, problem := range errs {
		if !slices.Contains(FieldNames, field) {
			t.Fatalf("error for unknown field %q", field)
		}
		switch problem.Code {
		case CodeRequired, CodeMaxLength, CodeCharacters:
		case CodeEmail:
			if field != "email" || problem.Message != "" {
				t.Fatalf("email code on %s with message %q", field, problem.Message)
			}
		default:
			t.Fatalf("unknown code %q on %s", problem.Code, field)
		}
	}
}

func checkAcceptedValue(t *testing.T, spec data.ContactField, value string) {
	t.Helper()
	switch {
	case value == "":
		t.Fatalf("%s accepted empty", spec.Key)
	case value != Trim(value):
		t.Fatalf("%s accepted with surrounding whitespace: %q", spec.Key, value)
	case !utf8.ValidString(value):
		t.Fatalf("%s accepted invalid UTF-8: %q", spec.Key, value)
	case utf8.RuneCountInString(value) > spec.MaxChars:
		t.Fatalf("%s accepted %d characters, limit %d", spec.Key, utf8.RuneCountInString(value), spec.MaxChars)
	case strings.ContainsRune(value, '\r'):
		t.Fatalf("%s accepted a carriage return: %q", spec.Key, value)
	case spec.Key == "email" && !emailPattern.MatchString(value):
		t.Fatalf("malformed email accepted: %q", value)
	}
	for _, r := range value {
		if unicode.IsControl(r) && !(spec.Multiline() && (r == '\n' || r == '\t')) {
			t.Fatalf("%s accepted control character %U in %q", spec.Key, r, value)
		}
	}
}
