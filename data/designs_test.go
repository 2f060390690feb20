package data

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// TestShippedDesignDataIsValid: design.json lists every project of content/work once, under the
// category its project.toml names, in the order its order field gives.
func TestShippedDesignDataIsValid(t *testing.T) {
	d, err := LoadDesigns(DesignJSON)
	if err != nil {
		t.Fatal(err)
	}
	folders, err := filepath.Glob("../content/work/*/project.toml")
	if err != nil || len(folders) == 0 {
		t.Fatalf("no projects under content/work: %v", err)
	}
	listed := 0
	for _, c := range d.Categories {
		last := 0
		for _, e := range c.Examples {
			listed++
			var p struct {
				Category string
				Order    int
			}
			file := "../content/work/" + Slugify(e.Title) + "/project.toml"
			meta, err := toml.DecodeFile(file, &p)
			if err != nil || !meta.IsDefined("order") {
				t.Errorf("%s: %q has no folder with its category and order: %v", c.Title, e.Title, err)
				continue
			}
			if p.Category != c.Title || p.Order < last {
				t.Errorf("%s: %q says category %q, order %d (after %d)", c.Title, e.Title, p.Category, p.Order, last)
			}
			last = p.Order
		}
	}
	if listed != len(folders) {
		t.Errorf("design.json lists %d projects, content/work has %d", listed, len(folders))
	}
}

// TestBrokenDesignDataIsNamed: a bad edit must stop the server with a message naming the entry.
func TestBrokenDesignDataIsNamed(t *testing.T) {
	tests := []struct {
		name, json, want string
	}{
		{"not JSON", `{`, "design.json"},
		{"empty list", `[]`, "no categories"},
		{"unknown field", `[{"design-title":"a","title":"x"}]`, `unknown field "title"`},
		{"missing title", `[{"design-subtitle":"s","examples":[{"example-image":"i","example-title":"t","example-description":"d"}],"anchors":[{"anchor-one":"a"}]}]`,
			`category 1 (""): missing "design-title"`},
		{"missing subtitle", `[{"design-title":"web design","examples":[],"anchors":[]}]`, `category 1 ("web design"): missing "design-subtitle"`},
		{"no examples", `[{"design-title":"web design","design-subtitle":"s","anchors":[{"anchor-one":"web design"}]}]`,
			`category 1 ("web design"): missing "examples"`},
		{"no anchors", `[{"design-title":"web design","design-subtitle":"s","examples":[{"example-image":"i","example-title":"t","example-description":"d"}]}]`,
			`category 1 ("web design"): missing "anchors"`},
		{"example without image", `[{"design-title":"web design","design-subtitle":"s","examples":[{"example-title":"Express","example-description":"d"}],"anchors":[{"anchor-one":"web design"}]}]`,
			`category 1 ("web design"): example 1 ("Express"): missing "example-image"`},
		{"second anchor uses anchor-one", `[{"design-title":"web design","design-subtitle":"s","examples":[{"example-image":"i","example-title":"t","example-description":"d"}],"anchors":[{"anchor-one":"web design"},{"anchor-one":"web design"}]}]`,
			`anchor 2: must hold exactly the field "anchor-two"`},
		{"three anchors", `[{"design-title":"web design","design-subtitle":"s","examples":[{"example-image":"i","example-title":"t","example-description":"d"}],"anchors":[{"anchor-one":"a"},{"anchor-two":"b"},{"anchor-two":"c"}]}]`,
			`3 anchors, at most 2 allowed`},
		{"anchor to nowhere", `[{"design-title":"web design","design-subtitle":"s","examples":[{"example-image":"i","example-title":"t","example-description":"d"}],"anchors":[{"anchor-one":"print design"}]}]`,
			`anchor 1: no category named "print design"`},
		{"duplicate", `[{"design-title":"web design","design-subtitle":"s","examples":[{"example-image":"i","example-title":"t","example-description":"d"}],"anchors":[{"anchor-one":"web design"}]},{"design-title":"Web Design","design-subtitle":"s","examples":[{"example-image":"i","example-title":"t","example-description":"d"}],"anchors":[{"anchor-one":"web design"}]}]`,
			`category 2 ("Web Design"): duplicate title`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := LoadDesigns([]byte(tt.json))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestNames(t *testing.T) {
	tests := []struct{ in, slug, image, title string }{
		{"web design", "web-design", "webdesign", "Web Design"},
		{"App Design", "app-design", "appdesign", "App Design"},
		{"graphic  design", "graphic-design", "graphicdesign", "Graphic Design"},
	}
	for _, tt := range tests {
		if got := Slugify(tt.in); got != tt.slug {
			t.Errorf("Slugify(%q) = %q, want %q", tt.in, got, tt.slug)
		}
		if got := ImageName(tt.in); got != tt.image {
			t.Errorf("ImageName(%q) = %q, want %q", tt.in, got, tt.image)
		}
		if got := TitleCase(tt.in); got != tt.title {
			t.Errorf("TitleCase(%q) = %q, want %q", tt.in, got, tt.title)
		}
	}
}

func TestRelatedIsCappedAtTwo(t *testing.T) {
	c := Category{Anchors: []Anchor{{One: "a"}, {Two: "b"}, {Two: "c"}}}
	if got := c.Related(); len(got) != MaxRelated || got[0] != "a" || got[1] != "b" {
		t.Errorf("Related() = %v", got)
	}
}
