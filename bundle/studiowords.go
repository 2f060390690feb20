package bundle

import (
	"fmt"
	"io/fs"

	"designo/data"
)

// The studio's text files of the contact page's words and of the 404's.
const (
	ContactFile  = "contact.toml"
	NotFoundFile = "not-found.toml"
)

// readContactWords reads content/studio/contact.toml: the contact page's introduction, the
// confirmation an enquiry gets (its heading, thanks and next steps) and the footer's invitation.
func readContactWords(fsys fs.FS) (data.ContactWords, error) {
	file := studioFile(ContactFile)
	var text struct {
		Intro    string `toml:"intro"`
		SendNote string `toml:"send-note"`
		Sent     struct {
			Heading     string   `toml:"heading"`
			Thanks      string   `toml:"thanks"`
			NextHeading string   `toml:"next-heading"`
			Next        []string `toml:"next"`
		} `toml:"sent"`
		Invitation struct {
			Text string `toml:"text"`
		} `toml:"invitation"`
	}
	if err := file.decode(fsys, &text); err != nil {
		return data.ContactWords{}, err
	}
	if len(text.Sent.Next) == 0 {
		return data.ContactWords{}, file.errorf("sent.next: no step")
	}
	fields := []field{{"intro", text.Intro}, {"send-note", text.SendNote}, {"sent.heading", text.Sent.Heading}, {"sent.thanks", text.Sent.Thanks},
		{"sent.next-heading", text.Sent.NextHeading}, {"invitation.text", text.Invitation.Text}}
	for i, step := range text.Sent.Next {
		fields = append(fields, field{fmt.Sprintf("sent.next[%d]", i+1), step})
	}
	if err := file.requireText(fields...); err != nil {
		return data.ContactWords{}, err
	}
	return data.ContactWords{Intro: text.Intro, SendNote: text.SendNote, Invitation: text.Invitation.Text, Confirmation: data.Confirmation{
		Heading: text.Sent.Heading, Thanks: text.Sent.Thanks, NextHeading: text.Sent.NextHeading, Next: text.Sent.Next}}, nil
}

// readNotFoundWords reads content/studio/not-found.toml: the 404's heading and text, the heading of
// its ways on, and the line above each.
func readNotFoundWords(fsys fs.FS) (data.NotFoundWords, error) {
	file := studioFile(NotFoundFile)
	var words struct {
		Heading string `toml:"heading"`
		Text    string `toml:"text"`
		Ways    string `toml:"ways"`
		Kickers struct {
			Work    string `toml:"work"`
			About   string `toml:"about"`
			Contact string `toml:"contact"`
		} `toml:"kickers"`
	}
	if err := file.decode(fsys, &words); err != nil {
		return data.NotFoundWords{}, err
	}
	k := words.Kickers
	if err := file.requireText(field{"heading", words.Heading}, field{"text", words.Text}, field{"ways", words.Ways},
		field{"kickers.work", k.Work}, field{"kickers.about", k.About}, field{"kickers.contact", k.Contact}); err != nil {
		return data.NotFoundWords{}, err
	}
	return data.NotFoundWords(words), nil
}
