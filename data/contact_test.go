package data

import "testing"

func TestContactFields(t *testing.T) {
	var keys []string
	for _, f := range ContactFields() {
		keys = append(keys, f.Key)
		if f.Label == "" || f.Short == "" || f.Noun == "" || f.Type == "" || f.MaxChars <= 0 || f.ColumnWidth <= 0 {
			t.Errorf("%s: a blank among %+v", f.Key, f)
		}
	}
	if got := len(keys); got != 4 || keys[0] != "name" || keys[3] != "message" {
		t.Errorf("fields %v, want name, email, phone, message", keys)
	}
	if ContactFieldMax("email") != 254 || ContactFieldMax("nothing") != 0 {
		t.Errorf("ContactFieldMax: email %d, nothing %d", ContactFieldMax("email"), ContactFieldMax("nothing"))
	}
}
