package bundle

import (
	"fmt"
	"io/fs"

	"designo/data"
)

// AboutFile is the studio's text file of the about page's words.
const AboutFile = "about.toml"

// readAboutWords reads content/studio/about.toml: the three sections' headings and paragraphs, the
// introduction's lede, the open seat of the team, the studio's figures and the heading of its clients. No text may be empty,
// and the offices' words are the only placeholders.
func readAboutWords(fsys fs.FS) (data.AboutWords, error) {
	file := studioFile(AboutFile)
	type section struct {
		Heading string   `toml:"heading"`
		Lede    string   `toml:"lede"`
		Clients string   `toml:"clients"`
		Text    []string `toml:"text"`
	}
	var text struct {
		Intro  section `toml:"intro"`
		Talent section `toml:"talent"`
		Deal   section `toml:"deal"`
		Hiring struct {
			Name   string `toml:"name"`
			Role   string `toml:"role"`
			Office string `toml:"office"`
			Line   string `toml:"line"`
			Link   string `toml:"link"`
		} `toml:"hiring"`
		Fact []struct {
			Figure string `toml:"figure"`
			Label  string `toml:"label"`
		} `toml:"fact"`
	}
	if err := file.decode(fsys, &text); err != nil {
		return data.AboutWords{}, err
	}
	if text.Talent.Lede != "" || text.Deal.Lede != "" {
		return data.AboutWords{}, file.errorf("lede: the introduction's only")
	}
	if text.Intro.Clients != "" || text.Talent.Clients != "" {
		return data.AboutWords{}, file.errorf("clients: the real deal's only")
	}
	fields := []field{
		{"intro.lede", text.Intro.Lede}, {"deal.clients", text.Deal.Clients},
		{"hiring.name", text.Hiring.Name}, {"hiring.role", text.Hiring.Role}, {"hiring.office", text.Hiring.Office},
		{"hiring.line", text.Hiring.Line}, {"hiring.link", text.Hiring.Link},
	}
	for _, s := range []struct {
		name string
		s    section
	}{{"intro", text.Intro}, {"talent", text.Talent}, {"deal", text.Deal}} {
		fields = append(fields, field{s.name + ".heading", s.s.Heading})
		if len(s.s.Text) == 0 {
			return data.AboutWords{}, file.errorf("%s.text: no paragraph", s.name)
		}
		for i, p := range s.s.Text {
			fields = append(fields, field{fmt.Sprintf("%s.text[%d]", s.name, i+1), p})
		}
	}
	if len(text.Fact) == 0 {
		return data.AboutWords{}, file.errorf("no [[fact]]")
	}
	for i, f := range text.Fact {
		fields = append(fields, field{fmt.Sprintf("fact %d: figure", i+1), f.Figure}, field{fmt.Sprintf("fact %d: label", i+1), f.Label})
	}
	if err := file.requireText(fields...); err != nil {
		return data.AboutWords{}, err
	}
	for _, f := range fields {
		if err := checkPlaceholders(f.text); err != nil {
			return data.AboutWords{}, file.errorf("%s: %v", f.key, err)
		}
	}
	words := data.AboutWords{
		Intro:   data.Section{Heading: text.Intro.Heading, Text: text.Intro.Text},
		Lede:    text.Intro.Lede,
		Talent:  data.Section{Heading: text.Talent.Heading, Text: text.Talent.Text},
		Deal:    data.Section{Heading: text.Deal.Heading, Text: text.Deal.Text},
		Clients: text.Deal.Clients,
	}
	words.Hiring.Name, words.Hiring.Role, words.Hiring.Office = text.Hiring.Name, text.Hiring.Role, text.Hiring.Office
	words.Hiring.Line, words.Hiring.Link = text.Hiring.Line, text.Hiring.Link
	for _, f := range text.Fact {
		words.Facts = append(words.Facts, data.Fact{Figure: f.Figure, Label: f.Label})
	}
	return words, nil
}
