package bundle

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestReadPageWords(t *testing.T) {
	valid := `
[home]
title = "Designo"
description = "A design agency in {towns}."
[about]
title = "About us"
description = "On {continents}."
[locations]
title = "Our offices in {countries}"
description = "Visit us in {towns-or}: our {offices}."
[contact]
title = "Contact us"
description = "Tell us."
[not-found]
title = "Page not found"
description = "This page does not exist."
`
	tests := []struct{ name, from, to, want string }{
		{"valid", "", "", ""},
		{"an unknown placeholder", "{towns-or}", "{cities}", "locations.description: {cities}, want one of"},
		{"an empty title", `title = "Contact us"`, `title = ""`, "contact.title: empty"},
		{"a title too long", `title = "About us"`, `title = "` + strings.Repeat("a", 71) + `"`, "about.title: 71 characters, over the 70"},
		{"a page missing", "[not-found]", "[gone]", "[gone]: no such page"},
		{"a field misspelt", `description = "Tell us."`, `descripton = "Tell us."`, `unknown field "contact.descripton"`},
		{"a syntax error", `title = "Designo"`, `title = "Designo`, "line 3:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := replaced(t, valid, tt.from, tt.to)
			words, err := readPageWords(fstest.MapFS{"content/studio/pages.toml": {Data: []byte(text)}})
			switch {
			case tt.want == "" && err != nil:
				t.Fatal(err)
			case tt.want == "" && words["locations"].Description != "Visit us in {towns-or}: our {offices}.":
				t.Errorf("locations: %+v", words["locations"])
			case tt.want != "" && (err == nil || !strings.HasPrefix(err.Error(), "content/studio/pages.toml: ") || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("error %v, want content/studio/pages.toml: …%s…", err, tt.want)
			}
		})
	}
}
