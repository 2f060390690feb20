// Package data holds the site's content: the design categories (data/design.json, written by package
// bundle from content/categories.toml and the projects, the same file the designs island fetches at
// /assets/design.json), the offices, and the content bundle's schema
// (static/content.json, which package bundle writes and package pages reads: Bundle). It is loaded
// and validated once, at start-up, and handed to the rest of the program as plain values.
package data

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// DesignJSON is data/design.json as shipped in the binary; it is served verbatim.
//
//go:embed design.json
var DesignJSON []byte

// Category is one entry of design.json, with the specification's field names.
type Category struct {
	Title    string    `json:"design-title"`
	Subtitle string    `json:"design-subtitle"`
	Examples []Example `json:"examples"`
	Anchors  []Anchor  `json:"anchors"`
}

// Example is one project shown on a category page.
type Example struct {
	Image       string `json:"example-image"`
	Title       string `json:"example-title"`
	Description string `json:"example-description"`
}

// Anchor names a related category; the first anchor uses the field anchor-one, the second anchor-two.
type Anchor struct {
	One string `json:"anchor-one,omitempty"`
	Two string `json:"anchor-two,omitempty"`
}

// MaxRelated is the specification's limit on related-category links.
const MaxRelated = 2

// Name is the category's name as the site passes it around: 'web design'.
func (c Category) Name() string { return strings.ToLower(c.Title) }

// Slug is the category's URL form: web-design, as in /designs?category=web-design.
func (c Category) Slug() string { return Slugify(c.Title) }

// Related returns the names of the related categories, at most MaxRelated.
func (c Category) Related() []string {
	names := make([]string, 0, MaxRelated)
	for _, a := range c.Anchors {
		if len(names) == MaxRelated {
			break
		}
		names = append(names, a.Name())
	}
	return names
}

// Name returns whichever of anchor-one and anchor-two is set.
func (a Anchor) Name() string {
	if a.One != "" {
		return a.One
	}
	return a.Two
}

// Slugify turns a name into its URL form, the one rule for categories and projects: its words of
// letters and digits, lowercased, joined by hyphens ('Web Design' -> 'web-design', 'Tim Brown' ->
// 'tim-brown', 'Science!' -> 'science').
func Slugify(name string) string {
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	return strings.Join(words, "-")
}

// ImageName turns an anchor name into the file name of its category image: 'app design' -> 'appdesign'.
func ImageName(name string) string {
	return strings.ReplaceAll(strings.ToLower(name), " ", "")
}

// TitleCase capitalises every word: 'web design' -> 'Web Design'.
func TitleCase(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		first, size := utf8.DecodeRuneInString(w)
		words[i] = string(unicode.ToUpper(first)) + w[size:]
	}
	return strings.Join(words, " ")
}

// Designs is the validated design data.
type Designs struct {
	Categories []Category
	JSON       []byte // the file as it was read, served at /assets/design.json
}

// LoadDesigns parses and validates design.json. The error names the broken entry, so that a bad
// edit stops the server at start-up instead of breaking a page.
func LoadDesigns(raw []byte) (Designs, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var cats []Category
	if err := dec.Decode(&cats); err != nil {
		return Designs{}, fmt.Errorf("design.json: %w", err)
	}
	if err := validateCategories(cats); err != nil {
		return Designs{}, fmt.Errorf("design.json: %w", err)
	}
	return Designs{Categories: cats, JSON: raw}, nil
}

func validateCategories(cats []Category) error {
	if len(cats) == 0 {
		return fmt.Errorf("no categories")
	}
	seen := make(map[string]bool, len(cats))
	for i, c := range cats {
		if err := validateCategory(c); err != nil {
			return fmt.Errorf("category %d (%q): %w", i+1, c.Title, err)
		}
		if seen[c.Name()] {
			return fmt.Errorf("category %d (%q): duplicate title", i+1, c.Title)
		}
		seen[c.Name()] = true
	}
	for i, c := range cats {
		for j, a := range c.Anchors {
			if !seen[strings.ToLower(a.Name())] {
				return fmt.Errorf("category %d (%q): anchor %d: no category named %q", i+1, c.Title, j+1, a.Name())
			}
		}
	}
	return nil
}

func validateCategory(c Category) error {
	switch {
	case strings.TrimSpace(c.Title) == "":
		return fmt.Errorf(`missing "design-title"`)
	case strings.TrimSpace(c.Subtitle) == "":
		return fmt.Errorf(`missing "design-subtitle"`)
	case len(c.Examples) == 0:
		return fmt.Errorf(`missing "examples"`)
	case len(c.Anchors) == 0:
		return fmt.Errorf(`missing "anchors"`)
	case len(c.Anchors) > MaxRelated:
		return fmt.Errorf(`%d anchors, at most %d allowed`, len(c.Anchors), MaxRelated)
	}
	for i, e := range c.Examples {
		if err := validateExample(e); err != nil {
			return fmt.Errorf("example %d (%q): %w", i+1, e.Title, err)
		}
	}
	for i, a := range c.Anchors {
		if err := validateAnchor(i, a); err != nil {
			return fmt.Errorf("anchor %d: %w", i+1, err)
		}
	}
	return nil
}

func validateExample(e Example) error {
	switch {
	case strings.TrimSpace(e.Image) == "":
		return fmt.Errorf(`missing "example-image"`)
	case strings.TrimSpace(e.Title) == "":
		return fmt.Errorf(`missing "example-title"`)
	case strings.TrimSpace(e.Description) == "":
		return fmt.Errorf(`missing "example-description"`)
	}
	return nil
}

// validateAnchor enforces the specification's shape: the first anchor holds anchor-one, the second
// anchor-two, and never both.
func validateAnchor(i int, a Anchor) error {
	want, has, other := "anchor-one", a.One, a.Two
	if i == 1 {
		want, has, other = "anchor-two", a.Two, a.One
	}
	if strings.TrimSpace(has) == "" || other != "" {
		return fmt.Errorf("must hold exactly the field %q", want)
	}
	return nil
}

// Find returns the category with the given slug.
func (d Designs) Find(slug string) (Category, bool) {
	for _, c := range d.Categories {
		if c.Slug() == slug {
			return c, true
		}
	}
	return Category{}, false
}
