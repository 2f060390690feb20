package bundle

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"designo/data"
)

// CategoriesFile is the text file of the design categories, below content/.
const CategoriesFile = "content/categories.toml"

// readCategories reads content/categories.toml: at least one category, each with a title of its
// own in lower case, a subtitle, and up to data.MaxRelated other categories it links to. The
// categories' examples are left for listExamples.
func readCategories(fsys fs.FS) ([]data.Category, error) {
	file := textFile(CategoriesFile)
	var text struct {
		Category []struct {
			Title    string   `toml:"title"`
			Subtitle string   `toml:"subtitle"`
			Related  []string `toml:"related"`
		} `toml:"category"`
	}
	if err := file.decode(fsys, &text); err != nil {
		return nil, err
	}
	if len(text.Category) == 0 {
		return nil, file.errorf("no [[category]]")
	}
	titles := make([]string, len(text.Category))
	for i, c := range text.Category {
		titles[i] = c.Title
	}
	at := func(i int) string { return fmt.Sprintf("category %d (%q)", i+1, titles[i]) }
	for i, c := range text.Category {
		switch {
		case strings.TrimSpace(c.Title) == "":
			return nil, file.errorf("category %d: title: empty", i+1)
		case c.Title != strings.ToLower(c.Title):
			return nil, file.errorf("%s: title: in lower case, as the specification's design-titles are", at(i))
		case slices.Index(titles, c.Title) != i:
			return nil, file.errorf("%s: title: twice", at(i))
		case strings.TrimSpace(c.Subtitle) == "":
			return nil, file.errorf("%s: subtitle: empty", at(i))
		case len(c.Related) > data.MaxRelated:
			return nil, file.errorf("%s: related: %d categories, at most %d", at(i), len(c.Related), data.MaxRelated)
		}
	}
	categories := make([]data.Category, len(text.Category))
	for i, c := range text.Category {
		categories[i] = data.Category{Title: c.Title, Subtitle: c.Subtitle}
		for j, other := range c.Related {
			if other == c.Title || !slices.Contains(titles, other) {
				return nil, file.errorf("%s: related: %q, want another category's title: %s", at(i), other, strings.Join(titles, ", "))
			}
			anchor := data.Anchor{One: other}
			if j == 1 {
				anchor = data.Anchor{Two: other}
			}
			categories[i].Anchors = append(categories[i].Anchors, anchor)
		}
	}
	return categories, nil
}
