package bundle

import (
	"fmt"
	"io/fs"
	"path"
	"strings"

	"designo/data"
)

// HomeFile is the studio's text file of the home page's words.
const HomeFile = "home.toml"

// readHomeWords reads content/studio/home.toml: the promise and the text under it, the sections'
// headings, and the qualities, each named in capitals with its words and its drawing's alt text;
// a quality's drawing is static/img/home/<name>.svg, which must be there.
func readHomeWords(fsys fs.FS) (data.HomeWords, error) {
	file := studioFile(HomeFile)
	var text struct {
		Hero struct {
			Heading string `toml:"heading"`
			Text    string `toml:"text"`
		} `toml:"hero"`
		Headings struct {
			Selected  string `toml:"selected"`
			Qualities string `toml:"qualities"`
		} `toml:"headings"`
		Quality []struct {
			Name string `toml:"name"`
			Alt  string `toml:"alt"`
			Text string `toml:"text"`
		} `toml:"quality"`
	}
	if err := file.decode(fsys, &text); err != nil {
		return data.HomeWords{}, err
	}
	if err := file.requireText(field{"hero.heading", text.Hero.Heading}, field{"hero.text", text.Hero.Text},
		field{"headings.selected", text.Headings.Selected}, field{"headings.qualities", text.Headings.Qualities}); err != nil {
		return data.HomeWords{}, err
	}
	if len(text.Quality) == 0 {
		return data.HomeWords{}, file.errorf("no [[quality]]")
	}
	words := data.HomeWords{Heading: text.Hero.Heading, Text: text.Hero.Text, SelectedHeading: text.Headings.Selected,
		QualitiesHeading: text.Headings.Qualities}
	for i, q := range text.Quality {
		at := fmt.Sprintf("quality %d (%q)", i+1, q.Name)
		switch {
		case q.Name == "" || q.Name != strings.ToUpper(q.Name):
			return data.HomeWords{}, file.errorf("%s: name: in capitals, as the specification's PASSIONATE", at)
		case strings.TrimSpace(q.Alt) == "":
			return data.HomeWords{}, file.errorf("%s: alt: empty; say what its drawing shows", at)
		case strings.TrimSpace(q.Text) == "":
			return data.HomeWords{}, file.errorf("%s: text: empty", at)
		}
		image := "img/home/" + strings.ToLower(q.Name) + ".svg"
		if _, err := fs.Stat(fsys, path.Join("static", image)); err != nil {
			return data.HomeWords{}, file.errorf("%s: no drawing static/%s (art/studio/values.mjs draws them)", at, image)
		}
		words.Qualities = append(words.Qualities, data.Quality{Name: q.Name, Image: image, Alt: q.Alt, Text: q.Text})
	}
	return words, nil
}
