package data

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// DetailCrops is how many crops of the finished work at full size a case study shows.
const DetailCrops = 2

// The sections a case study can tell below its opening, each once, in the order its project's
// text lists them: the story (the brief and the challenge), the process (the route we dropped and
// the plates of how the piece came about), the work (what we did, the frames and the details), the
// result (the figures) and the client's words. The story and the work are always told.
const (
	SectionStory   = "story"
	SectionProcess = "process"
	SectionWork    = "work"
	SectionResults = "results"
	SectionQuote   = "quote"
)

// DefaultSections is the order of a project that names none: the story, how it came about, the
// work, what it changed and what the client said.
var DefaultSections = []string{SectionStory, SectionProcess, SectionWork, SectionResults, SectionQuote}

// CaseStudy is what a project's page tells beyond its design.json entry.
type CaseStudy struct {
	// Sections are the parts of the page below its opening, in the project's order (see SectionStory).
	Sections []string `json:"sections"`
	Sector   string   `json:"sector"` // what the client does, in a few words; the client's name is the title
	Year     int      `json:"year"`   // when the work shipped
	// Colour is the client's colour, #rrggbb: the ground its work lies on in the opening of its case
	// study (art/work/openings.mjs draws it), and the case study's theme colour.
	Colour   string   `json:"colour"`
	Services []string `json:"services"` // what we did for them, as a list of disciplines
	Brief    []string `json:"brief"`    // paragraphs: the client and what they asked for
	// Challenge is what made the brief hard: the constraint or the tension the work had to resolve.
	Challenge []string `json:"challenge"`
	Work      []string `json:"work"` // paragraphs: what we did
	// Rejected is the route we tried and dropped, and why: the process section's rejected iteration.
	Rejected string `json:"rejected"`
	// Details caption the two crops of the finished work at full size (its detail pictures), in order:
	// what each shows of the craft.
	Details []string `json:"details"`
	Results []Result `json:"results"` // what changed, measured
	Quote   Quote    `json:"quote"`
}

// Quote is what the client said about the work, signed by the person who said it: their name and
// their role (their face is the project's portrait picture).
type Quote struct {
	Text string `json:"text"`
	Name string `json:"name"` // "Rahul Mehta"
	Role string `json:"role"` // "Operations director, Express"
}

// Result is one measured outcome of a project: a figure and what it counts.
type Result struct {
	Figure string `json:"figure"` // "38%"
	Label  string `json:"label"`  // "more bookings completed on a phone"
}

// Project is one example of design.json joined with its case study: everything its page shows.
type Project struct {
	Slug     string // express, as in /work/express
	Category Category
	Example  Example
	CaseStudy
}

// URL is the project's page.
func (p Project) URL() string { return "/work/" + p.Slug }

// LoadProjects parses and validates the case studies (a JSON object by slug: the bundle's "work",
// which the build stage writes from content/work/<slug>/project.toml) against the design data: every example of
// design.json needs exactly one case study and every case study an example. The projects come in
// the site's order (category by category, example by example). The error names the broken entry.
func LoadProjects(raw []byte, designs Designs) ([]Project, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var studies map[string]CaseStudy
	if err := dec.Decode(&studies); err != nil {
		return nil, fmt.Errorf("work: %w", err)
	}
	var projects []Project
	used := map[string]bool{}
	for _, c := range designs.Categories {
		for _, e := range c.Examples {
			slug := Slugify(e.Title)
			if used[slug] {
				return nil, fmt.Errorf("design.json: two examples share the slug %q", slug)
			}
			used[slug] = true
			study, ok := studies[slug]
			if !ok {
				return nil, fmt.Errorf("work: no case study %q for the example %q of %q", slug, e.Title, c.Title)
			}
			if err := ValidateCaseStudy(study); err != nil {
				return nil, fmt.Errorf("work: %q: %w", slug, err)
			}
			projects = append(projects, Project{Slug: slug, Category: c, Example: e, CaseStudy: study})
		}
	}
	for slug := range studies {
		if !used[slug] {
			return nil, fmt.Errorf("work: %q is no example of design.json", slug)
		}
	}
	return projects, nil
}

// Tells reports whether the case study has the section.
func (s CaseStudy) Tells(section string) bool { return slices.Contains(s.Sections, section) }

// validateSections refuses an unknown section, one listed twice, and a case study without its story
// or its work.
func validateSections(sections []string) error {
	seen := map[string]bool{}
	for _, name := range sections {
		switch {
		case !slices.Contains(DefaultSections, name):
			return fmt.Errorf(`"sections": %q is no section; want some of %s`, name, strings.Join(DefaultSections, ", "))
		case seen[name]:
			return fmt.Errorf(`"sections": %q is listed twice`, name)
		}
		seen[name] = true
	}
	for _, name := range []string{SectionStory, SectionWork} {
		if !seen[name] {
			return fmt.Errorf(`"sections": no %q; every case study tells its story and its work`, name)
		}
	}
	return nil
}

// ValidateCaseStudy refuses a case study without its words, or with words for a section it does not
// tell; its error names the field.
func ValidateCaseStudy(s CaseStudy) error {
	if err := validateSections(s.Sections); err != nil {
		return err
	}
	// The words of a section the page leaves out would be lost: the field goes, or the section comes.
	unused := func(field, section string) error {
		return fmt.Errorf(`%q: its section %q is not in "sections" (add it there, or remove %q)`, field, section, field)
	}
	switch {
	case !s.Tells(SectionProcess) && strings.TrimSpace(s.Rejected) != "":
		return unused("rejected", SectionProcess)
	case !s.Tells(SectionResults) && len(s.Results) > 0:
		return unused("results", SectionResults)
	case !s.Tells(SectionQuote) && s.Quote != (Quote{}):
		return unused("quote", SectionQuote)
	}
	switch {
	case strings.TrimSpace(s.Sector) == "":
		return fmt.Errorf(`missing "sector"`)
	case !IsColour(s.Colour):
		return fmt.Errorf(`"colour" %q, want the client's colour as #rrggbb`, s.Colour)
	case s.Year < 2010: // the agency was founded in 2010
		return fmt.Errorf(`"year" %d is before Designo was founded (2010)`, s.Year)
	case len(s.Services) == 0:
		return fmt.Errorf(`missing "services"`)
	case !allText(s.Brief):
		return fmt.Errorf(`"brief" needs one or more non-empty paragraphs`)
	case !allText(s.Challenge):
		return fmt.Errorf(`"challenge" needs one or more non-empty paragraphs`)
	case !allText(s.Work):
		return fmt.Errorf(`"work" needs one or more non-empty paragraphs`)
	case len(s.Details) != 0 && (len(s.Details) != DetailCrops || !allText(s.Details)):
		return fmt.Errorf(`"details" needs a caption for each of the %d detail crops, or none`, DetailCrops)
	case s.Tells(SectionQuote) && (strings.TrimSpace(s.Quote.Text) == "" || strings.TrimSpace(s.Quote.Name) == "" || strings.TrimSpace(s.Quote.Role) == ""):
		return fmt.Errorf(`"quote" needs a "text", a "name" and a "role"`)
	case s.Tells(SectionResults) && len(s.Results) == 0:
		return fmt.Errorf(`missing "results"`)
	}
	if !allText(s.Services) {
		return fmt.Errorf(`"services" has an empty entry`)
	}
	for i, r := range s.Results {
		if strings.TrimSpace(r.Figure) == "" || strings.TrimSpace(r.Label) == "" {
			return fmt.Errorf(`result %d needs a "figure" and a "label"`, i+1)
		}
	}
	return nil
}

func allText(paragraphs []string) bool {
	for _, p := range paragraphs {
		if strings.TrimSpace(p) == "" {
			return false
		}
	}
	return len(paragraphs) > 0
}

// Next returns the project after p in the site's order, wrapping from the last to the first.
func Next(projects []Project, p Project) Project {
	for i, q := range projects {
		if q.Slug == p.Slug {
			return projects[(i+1)%len(projects)]
		}
	}
	return projects[0]
}

// IsColour reports whether s is a colour written #rrggbb.
func IsColour(s string) bool {
	if len(s) != 7 || s[0] != '#' {
		return false
	}
	for _, c := range s[1:] {
		if !strings.ContainsRune("0123456789abcdefABCDEF", c) {
			return false
		}
	}
	return true
}
