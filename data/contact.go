package data

import (
	_ "embed"
	"encoding/json"
	"sync"
)

//go:embed contact-fields.json
var contactFieldsJSON []byte

// ContactField is one input of the contact form and its rules. data/contact-fields.json is the one
// definition of them: the page's form is rendered from it (views), the server validates with it and
// sums a form's problems up with it (enquiry), the CLI prints its columns from it (cmd/site), and the
// contact island receives the same list in its props, serialised from this type.
type ContactField struct {
	Key          string `json:"key"`          // the form field's name, as posted
	Label        string `json:"label"`        // the label and placeholder on the page ("Email Address")
	Short        string `json:"short"`        // what messages and the CLI call it ("Email")
	Noun         string `json:"noun"`         // what the summary of a form's problems calls it
	Type         string `json:"type"`         // the <input>'s type; "textarea" for a multi-line field
	Autocomplete string `json:"autocomplete"` // the <input>'s autocomplete; "" for a textarea
	// MaxChars is the longest accepted value, in characters (code points: Go's runes).
	MaxChars        int    `json:"maxChars"`
	RequiredMessage string `json:"requiredMessage"` // empty where the specification shows none
	ColumnWidth     int    `json:"columnWidth"`     // characters of it the CLI's table shows
}

// Multiline reports whether the value may hold line breaks and tabs (a textarea).
func (f ContactField) Multiline() bool { return f.Type == "textarea" }

// ContactFields lists the contact form's fields in the order they appear on the page.
var ContactFields = sync.OnceValue(func() []ContactField {
	var fields []ContactField
	if err := json.Unmarshal(contactFieldsJSON, &fields); err != nil {
		panic("data/contact-fields.json: " + err.Error()) // embedded at build time; TestContactFields reads it
	}
	return fields
})

// ContactFieldMax returns the longest value a contact field accepts, or 0 for an unknown field.
func ContactFieldMax(key string) int {
	for _, f := range ContactFields() {
		if f.Key == key {
			return f.MaxChars
		}
	}
	return 0
}
