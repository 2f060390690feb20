package bundle

import (
	"strings"
	"testing"
	"testing/fstest"

	"designo/data"
)

func TestReadCategories(t *testing.T) {
	valid := `
[[category]]
title = "web design"
subtitle = "Websites."
related = ["app design", "graphic design"]

[[category]]
title = "app design"
subtitle = "Apps."
related = ["web design"]

[[category]]
title = "graphic design"
subtitle = "Print."
related = []
`
	tests := []struct{ name, from, to, want string }{
		{"valid", "", "", ""},
		{"a title in capitals", `title = "app design"`, `title = "App Design"`, `category 2 ("App Design"): title: in lower case`},
		{"a title twice", `title = "graphic design"`, `title = "web design"`, `category 3 ("web design"): title: twice`},
		{"no subtitle", `subtitle = "Apps."`, `subtitle = " "`, `category 2 ("app design"): subtitle: empty`},
		{"a related category unknown", `related = ["web design"]`, `related = ["print"]`, `related: "print", want another category's title`},
		{"related to itself", `related = ["web design"]`, `related = ["app design"]`, `related: "app design", want another`},
		{"three related", `related = []`, `related = ["web design", "app design", "web design"]`, "related: 3 categories, at most 2"},
		{"a field misspelt", `subtitle = "Print."`, `subtitel = "Print."`, `unknown field "category.subtitel"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := replaced(t, valid, tt.from, tt.to)
			categories, err := readCategories(fstest.MapFS{CategoriesFile: {Data: []byte(text)}})
			if tt.want == "" {
				want := []data.Anchor{{One: "app design"}, {Two: "graphic design"}}
				if err != nil || len(categories) != 3 || categories[0].Subtitle != "Websites." || len(categories[0].Anchors) != 2 ||
					categories[0].Anchors[0] != want[0] || categories[0].Anchors[1] != want[1] {
					t.Fatalf("categories %+v, %v", categories, err)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), CategoriesFile+": ") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want %s: …%s…", err, CategoriesFile, tt.want)
			}
		})
	}
}
