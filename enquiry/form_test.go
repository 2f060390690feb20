package enquiry

import (
	"encoding/json"
	"net/url"
	"os"
	"reflect"
	"strings"
	"testing"
)

// contactCase is one row of data/contact-cases.json, the table the island's
// Vitest suite runs too.
type contactCase struct {
	Name   string `json:"name"`
	Input  Form   `json:"input"`
	Errors Errors `json:"errors"`
}

func loadContactCases(t testing.TB) []contactCase {
	t.Helper()
	raw, err := os.ReadFile("../data/contact-cases.json")
	if err != nil {
		t.Fatalf("reading the shared case table: %v", err)
	}
	var cases []contactCase
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatalf("decoding the shared case table: %v", err)
	}
	if len(cases) == 0 {
		t.Fatal("the shared case table is empty")
	}
	return cases
}

func (f Form) values() url.Values {
	values := url.Values{}
	for _, key := range FieldNames {
		values.Set(key, f.Value(key))
	}
	return values
}

// Every field of data/contact-fields.json has its place in Form, and Form has no other.
func TestFormHasEveryField(t *testing.T) {
	var f Form
	seen := map[*string]bool{}
	for _, key := range FieldNames {
		v := f.Field(key)
		if v == nil || seen[v] {
			t.Fatalf("Field(%q) = %p: no place, or another field's", key, v)
		}
		seen[v] = true
		*v = key
	}
	if got, want := reflect.TypeOf(f).NumField(), len(FieldNames); got != want {
		t.Errorf("Form has %d fields, data/contact-fields.json %d", got, want)
	}
	if f != (Form{Name: "name", Email: "email", Phone: "phone", Message: "message"}) || f.Field("website") != nil {
		t.Errorf("Field maps keys to %#v; website to %p", f, f.Field("website"))
	}
}

func TestSharedContactCases(t *testing.T) {
	for _, tc := range loadContactCases(t) {
		t.Run(tc.Name, func(t *testing.T) {
			got := FormFromValues(tc.Input.values()).Validate()
			want := tc.Errors
			if want == nil {
				want = Errors{}
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("errors = %#v\nwant %#v", got, want)
			}
		})
	}
}

// The shared table must exercise every rule on every field it applies to, so
// that a rule missing from either language shows up as a failing case.
func TestSharedContactCasesCoverEveryRule(t *testing.T) {
	seen := map[string]bool{}
	for _, tc := range loadContactCases(t) {
		for field, problem := range tc.Errors {
			seen[field+"/"+problem.Code] = true
		}
	}
	for _, field := range FieldNames {
		for _, code := range []string{CodeRequired, CodeMaxLength, CodeCharacters} {
			if !seen[field+"/"+code] {
				t.Errorf("no case where %s fails %q", field, code)
			}
		}
	}
	if !seen["email/"+CodeEmail] {
		t.Error("no case with a malformed email")
	}
}

// JSON cannot carry invalid UTF-8, so these cases live here rather than in
// the shared table; browsers never send invalid UTF-8 from the island either.
func TestInvalidUTF8IsRefused(t *testing.T) {
	for _, field := range FieldNames {
		t.Run(field, func(t *testing.T) {
			values := Form{Name: "Ada", Email: "ada@example.com", Phone: "0123", Message: "Hello"}.values()
			values.Set(field, "ab\xffcd")
			got := FormFromValues(values).Validate()
			if len(got) != 1 || got[field].Code != CodeCharacters {
				t.Fatalf("errors = %#v, want only %s/%s", got, field, CodeCharacters)
			}
			if !strings.Contains(got[field].Message, "cannot accept") {
				t.Errorf("message = %q, want a clear explanation", got[field].Message)
			}
		})
	}
}

func TestFormFromValuesReadsTheFirstValueAndNormalisesLineBreaks(t *testing.T) {
	values := url.Values{
		"name":    {" Ada ", "Mallory"},
		"email":   {"ada@example.com"},
		"message": {"one\r\ntwo\rthree\nfour"},
		"extra":   {"ignored"},
	}
	got := FormFromValues(values)
	want := Form{Name: "Ada", Email: "ada@example.com", Phone: "", Message: "one\ntwo\nthree\nfour"}
	if got != want {
		t.Errorf("FormFromValues = %#v, want %#v", got, want)
	}
}

func TestValidateJudgesTrimmedValuesEvenWithoutTheDecoder(t *testing.T) {
	got := Form{Name: "  ", Email: " ada@example.com ", Phone: "1", Message: "Hi"}.Validate()
	if len(got) != 1 || got["name"].Code != CodeRequired {
		t.Errorf("errors = %#v, want only name/required", got)
	}
}

func TestMaxRunes(t *testing.T) {
	for field, want := range map[string]int{"name": 100, "email": 254, "phone": 40, "message": 5000, "website": 0} {
		if got := MaxRunes(field); got != want {
			t.Errorf("MaxRunes(%q) = %d, want %d", field, got, want)
		}
	}
}
