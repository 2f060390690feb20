package bundle

import (
	"strings"
	"testing"
	"testing/fstest"

	"designo/data"
)

func TestReadNavigation(t *testing.T) {
	valid := `
[[link]]
href = "/about"
label = "OUR COMPANY"

[[link]]
href = "/contact"
label = "CONTACT"
`
	tests := []struct{ name, from, to, want string }{
		{"valid", "", "", ""},
		{"no link", valid, "# none yet\n", "no [[link]]"},
		{"a page the site does not have", `href = "/contact"`, `href = "/blog"`, `link 2: href "/blog" is none of the site's pages`},
		{"a page linked twice", `href = "/contact"`, `href = "/about"`, "link 2: /about is linked twice"},
		{"a label empty", `label = "CONTACT"`, `label = " "`, "link 2: label: empty"},
		{"an unknown field", `label = "CONTACT"`, "label = \"CONTACT\"\ntitle = \"Write to us\"", `unknown field "link.title"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := replaced(t, valid, tt.from, tt.to)
			links, err := readNavigation(fstest.MapFS{"content/studio/navigation.toml": {Data: []byte(text)}})
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("valid navigation refused: %v", err)
			case tt.want == "":
				want := []data.NavLink{{Href: "/about", Label: "OUR COMPANY"}, {Href: "/contact", Label: "CONTACT"}}
				if len(links) != len(want) || links[0] != want[0] || links[1] != want[1] {
					t.Errorf("links %v, want %v", links, want)
				}
			case err == nil || !strings.HasPrefix(err.Error(), "content/studio/navigation.toml: ") || !strings.Contains(err.Error(), tt.want):
				t.Errorf("error %v, want content/studio/navigation.toml: …%s…", err, tt.want)
			}
		})
	}
}
