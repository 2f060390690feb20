package data

import "testing"

func TestContactFields(t *testing.T) {
	var keys []string
	for _, f := range ContactFields() {
		keys = append(keys, f.Key)
		if f.Label == "" || f.MaxChars <= 0 {
			t.Errorf("%s: label %q, maxChars %d", f.Key, f.Label, f.MaxChars)
		}
	}
	if got := len(keys); got != 4 || keys[0] != "name" || keys[3] != "message" {
		t.Errorf("fields %v, want name, email, phone, message", keys)
	}
	if ContactFieldMax("email") != 254 || ContactFieldMax("nothing") != 0 {
		t.Errorf("ContactFieldMax: email %d, nothing %d", ContactFieldMax("email"), ContactFieldMax("nothing"))
	}
}
