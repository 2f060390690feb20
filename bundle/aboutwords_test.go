package bundle

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

func TestReadAboutWords(t *testing.T) {
	shipped, err := os.ReadFile("../content/studio/about.toml")
	if err != nil {
		t.Fatal(err)
	}
	valid := string(shipped)
	tests := []struct{ name, from, to, want string }{
		{"as shipped", "", "", ""},
		{"a heading empty", `heading = "The real deal"`, `heading = ""`, "deal.heading: empty"},
		{"a section without text", "text = [\"Our work", "texts = [\"Our work", `unknown field "intro.texts"`},
		{"an unknown placeholder", "from any of our {offices}", "from any of our {studios}", "fact 3: label: {studios}, want one of"},
		{"a lede outside the introduction", "[talent]\n", "[talent]\nlede = \"More.\"\n", "lede: the introduction's only"},
		{"no link to the open seat", `link = "Show us your work"`, `link = ""`, "hiring.link: empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := valid
			if tt.from != "" {
				if !strings.Contains(valid, tt.from) {
					t.Fatalf("content/studio/about.toml lacks %q", tt.from)
				}
				text = strings.Replace(valid, tt.from, tt.to, 1)
			}
			words, err := readAboutWords(fstest.MapFS{"content/studio/about.toml": {Data: []byte(text)}})
			if tt.want == "" {
				if err != nil || words.Intro.Heading != "About Us" || len(words.Talent.Text) != 2 || len(words.Facts) != 3 {
					t.Fatalf("words %+v, %v", words, err)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), "content/studio/about.toml: ") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want content/studio/about.toml: …%s…", err, tt.want)
			}
		})
	}
}
