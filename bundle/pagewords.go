package bundle

import (
	"fmt"
	"io/fs"
	"regexp"
	"slices"
	"unicode/utf8"

	"designo/data"
)

// PagesFile is the studio's text file of the pages' titles and descriptions.
const PagesFile = "pages.toml"

// Lengths a search engine shows whole: a longer title or description is cut in its results.
const (
	maxTitle       = 70
	maxDescription = 160
)

var placeholder = regexp.MustCompile(`\{[^{}]*\}`)

// readPageWords reads content/studio/pages.toml: a title and a description for each of
// data.PagesWithWords, none empty or too long for a search result, naming no placeholder but
// data.OfficePlaceholders.
func readPageWords(fsys fs.FS) (map[string]data.PageWords, error) {
	file := studioFile(PagesFile)
	var words map[string]data.PageWords
	if err := file.decode(fsys, &words); err != nil {
		return nil, err
	}
	for name := range words {
		if !slices.Contains(data.PagesWithWords, name) {
			return nil, file.errorf("[%s]: no such page; the pages are %v", name, data.PagesWithWords)
		}
	}
	for _, name := range data.PagesWithWords {
		w, ok := words[name]
		if !ok {
			return nil, file.errorf("[%s]: missing", name)
		}
		for _, field := range []struct {
			key, text string
			max       int
		}{{"title", w.Title, maxTitle}, {"description", w.Description, maxDescription}} {
			switch n := utf8.RuneCountInString(field.text); {
			case n == 0:
				return nil, file.errorf("%s.%s: empty", name, field.key)
			case n > field.max:
				return nil, file.errorf("%s.%s: %d characters, over the %d a search result shows", name, field.key, n, field.max)
			}
			if err := checkPlaceholders(field.text); err != nil {
				return nil, file.errorf("%s.%s: %v", name, field.key, err)
			}
		}
	}
	return words, nil
}

// checkPlaceholders refuses a {placeholder} in text other than the offices' words.
func checkPlaceholders(text string) error {
	for _, p := range placeholder.FindAllString(text, -1) {
		if !slices.Contains(data.OfficePlaceholders, p) {
			return fmt.Errorf("%s, want one of %v", p, data.OfficePlaceholders)
		}
	}
	return nil
}
