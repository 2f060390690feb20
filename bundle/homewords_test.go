package bundle

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestReadHomeWords(t *testing.T) {
	valid := `
[hero]
heading = "Award-winning designs"
text = "For over 10 years."

[headings]
selected = "Selected work"
qualities = "Why work with us"

[[quality]]
name = "PASSIONATE"
alt = "A match just struck"
text = "We care."
`
	tests := []struct{ name, from, to, want string }{
		{"valid", "", "", ""},
		{"no promise", `heading = "Award-winning designs"`, `heading = ""`, "hero.heading: empty"},
		{"a heading missing", `qualities = "Why work with us"`, ``, "headings.qualities: empty"},
		{"a name not in capitals", `name = "PASSIONATE"`, `name = "Passionate"`, `quality 1 ("Passionate"): name: in capitals`},
		{"a quality without alt text", `alt = "A match just struck"`, `alt = ""`, `quality 1 ("PASSIONATE"): alt: empty`},
		{"a quality without a drawing", `name = "PASSIONATE"`, `name = "CURIOUS"`, "no drawing static/img/home/curious.svg"},
		{"a field misspelt", `text = "We care."`, `txt = "We care."`, `unknown field "quality.txt"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := replaced(t, valid, tt.from, tt.to)
			fsys := fstest.MapFS{"content/studio/home.toml": {Data: []byte(text)}, "static/img/home/passionate.svg": {Data: []byte("<svg/>")}}
			words, err := readHomeWords(fsys)
			if tt.want == "" {
				if err != nil || words.Heading != "Award-winning designs" || len(words.Qualities) != 1 || words.Qualities[0].Image != "img/home/passionate.svg" {
					t.Fatalf("words %+v, %v", words, err)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), "content/studio/home.toml: ") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want content/studio/home.toml: …%s…", err, tt.want)
			}
		})
	}
}
