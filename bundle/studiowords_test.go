package bundle

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestReadContactWords(t *testing.T) {
	valid := `
intro = "Tell us what you want to make."
send-note = "All four fields are needed."

[sent]
heading = "Message received"
thanks = "Thank you!"
next-heading = "What happens next"
next = ["We read it.", "We answer."]

[invitation]
text = "Tell us where you want to go."
`
	tests := []struct{ name, from, to, want string }{
		{"valid", "", "", ""},
		{"no introduction", `intro = "Tell us what you want to make."`, `intro = " "`, "intro: empty"},
		{"no note beside SUBMIT", `send-note = "All four fields are needed."`, ``, "send-note: empty"},
		{"no thanks", `thanks = "Thank you!"`, `thanks = ""`, "sent.thanks: empty"},
		{"no step", `next = ["We read it.", "We answer."]`, `next = []`, "sent.next: no step"},
		{"an empty step", `"We answer."]`, `""]`, "sent.next[2]: empty"},
		{"no invitation", `text = "Tell us where you want to go."`, ``, "invitation.text: empty"},
		{"a field misspelt", `next-heading =`, `next_heading =`, `unknown field "sent.next_heading"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			words, err := readContactWords(fstest.MapFS{"content/studio/contact.toml": {Data: []byte(replaced(t, valid, tt.from, tt.to))}})
			if tt.want == "" {
				c := words.Confirmation
				if err != nil || words.Intro == "" || words.SendNote != "All four fields are needed." || words.Invitation == "" || c.Heading != "Message received" || c.Thanks != "Thank you!" || len(c.Next) != 2 {
					t.Fatalf("words %+v, %v", words, err)
				}
				return
			}
			wantError(t, err, "content/studio/contact.toml: ", tt.want)
		})
	}
}

func TestReadNotFoundWords(t *testing.T) {
	valid := `
heading = "Page not found"
text = "This page is not in our portfolio."
ways = "Or pick up from here"

[kickers]
work = "Our work"
about = "Who we are"
contact = "We answer within one working day"
`
	tests := []struct{ name, from, to, want string }{
		{"valid", "", "", ""},
		{"no heading", `heading = "Page not found"`, ``, "heading: empty"},
		{"a kicker empty", `about = "Who we are"`, `about = ""`, "kickers.about: empty"},
		{"an unknown kicker", `work = "Our work"`, `work = "Our work"` + "\nblog = \"Our blog\"", `unknown field "kickers.blog"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			words, err := readNotFoundWords(fstest.MapFS{"content/studio/not-found.toml": {Data: []byte(replaced(t, valid, tt.from, tt.to))}})
			if tt.want == "" {
				if err != nil || words.Heading != "Page not found" || words.Kickers.Contact == "" {
					t.Fatalf("words %+v, %v", words, err)
				}
				return
			}
			wantError(t, err, "content/studio/not-found.toml: ", tt.want)
		})
	}
}

// replaced is text with from replaced by to once; from must be in it, so a fixture's edit cannot
// quietly miss.
func replaced(t *testing.T, text, from, to string) string {
	t.Helper()
	if from == "" {
		return text
	}
	if !strings.Contains(text, from) {
		t.Fatalf("the fixture lacks %q", from)
	}
	return strings.Replace(text, from, to, 1)
}

// wantError fails unless err names the file (prefix) and says want.
func wantError(t *testing.T, err error, prefix, want string) {
	t.Helper()
	if err == nil || !strings.HasPrefix(err.Error(), prefix) || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want %s…%s…", err, prefix, want)
	}
}
