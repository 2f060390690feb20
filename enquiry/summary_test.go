package enquiry

import (
	"testing"

	"designo/data"
)

// Every field of data/contact-fields.json has its noun in the summary of a form's problems.
func TestEveryFieldHasItsNoun(t *testing.T) {
	for _, f := range data.ContactFields() {
		if f.Noun == "" {
			t.Errorf("field %q has no noun", f.Key)
		}
	}
	if got, want := (Errors{"message": {}, "name": {}}).Summary(), InvalidPrefix+"your name and your message."; got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
}
