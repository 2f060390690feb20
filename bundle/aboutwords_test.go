package bundle

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestReadAboutWords(t *testing.T) {
	valid := `
[intro]
heading = "About Us"
lede = "A studio on {continents}."
text = ["Our work balances beauty and sense."]

[talent]
heading = "World-class talent"
text = ["We hire for craft.", "Then we give people time to learn."]

[hiring]
name = "You, next?"
role = "Hiring"
office = "Any of our {offices}"
line = "We take on a designer or two."
link = "Show us your work"

[deal]
heading = "The real deal"
clients = "Who we have worked for"
text = ["We keep our promises."]

[[fact]]
figure = "2010"
label = "the year we opened"

[[fact]]
figure = "1 day"
label = "the longest you wait, from any of our {offices}"
`
	tests := []struct{ name, from, to, want string }{
		{"valid", "", "", ""},
		{"a heading empty", `heading = "The real deal"`, `heading = ""`, "deal.heading: empty"},
		{"a section without text", "text = [\"We keep our promises.\"]", "text = []", "deal.text: no paragraph"},
		{"an unknown placeholder", "from any of our {offices}", "from any of our {studios}", "fact 2: label: {studios}, want one of"},
		{"a lede outside the introduction", "[talent]\n", "[talent]\nlede = \"More.\"\n", "lede: the introduction's only"},
		{"no link to the open seat", `link = "Show us your work"`, `link = ""`, "hiring.link: empty"},
		{"no heading over the clients", `clients = "Who we have worked for"`, "", "deal.clients: empty"},
		{"clients outside the real deal", "[talent]\n", "[talent]\nclients = \"Ours\"\n", "clients: the real deal's only"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := replaced(t, valid, tt.from, tt.to)
			words, err := readAboutWords(fstest.MapFS{"content/studio/about.toml": {Data: []byte(text)}})
			if tt.want == "" {
				if err != nil || words.Intro.Heading != "About Us" || len(words.Talent.Text) != 2 || len(words.Facts) != 2 {
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
