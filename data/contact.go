package data

import (
	_ "embed"
	"encoding/json"
	"sync"
)

//go:embed contact-fields.json
var contactFieldsJSON []byte

// ContactField is one input of the contact form and its rules. data/contact-fields.json is the one
// source of them: the server validates with it (enquiry), the page sets maxlength from it (views)
// and the contact island imports it.
type ContactField struct {
	Key   string `json:"key"`
	Label string `json:"label"` // names the field in messages
	// MaxChars is the longest accepted value, in characters (code points: Go's runes).
	MaxChars        int    `json:"maxChars"`
	Multiline       bool   `json:"multiline"`       // the value may hold line breaks and tabs
	RequiredMessage string `json:"requiredMessage"` // empty where the specification shows none
}

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
