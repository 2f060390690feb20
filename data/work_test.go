package data

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

func TestShippedWorkDataIsValid(t *testing.T) {
	d, err := LoadDesigns(DesignJSON)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile("../static/content.json") // the bundle the build stage writes
	if err != nil {
		t.Fatal(err)
	}
	var bundle struct{ Work json.RawMessage }
	if err := json.Unmarshal(raw, &bundle); err != nil {
		t.Fatal(err)
	}
	projects, err := LoadProjects(bundle.Work, d)
	if err != nil {
		t.Fatal(err)
	}
	var slugs []string
	for _, p := range projects {
		slugs = append(slugs, p.Slug)
	}
	var want []string // design.json's projects, in its order
	for _, c := range d.Categories {
		for _, e := range c.Examples {
			want = append(want, Slugify(e.Title))
		}
	}
	if got := strings.Join(slugs, " "); got != strings.Join(want, " ") || len(want) < 2 {
		t.Errorf("projects = %s, want %s", got, strings.Join(want, " "))
	}
	if next := Next(projects, projects[len(projects)-1]); next.Slug != want[0] {
		t.Errorf("after the last project comes %s, want the first", next.Slug)
	}
	if next := Next(projects, projects[0]); next.Slug != want[1] {
		t.Errorf("after %s comes %s, want %s", want[0], next.Slug, want[1])
	}
}

func TestSlugify(t *testing.T) {
	for title, want := range map[string]string{"Express": "express", "Tim Brown": "tim-brown", "Science!": "science", " Boxed  Water ": "boxed-water"} {
		if got := Slugify(title); got != want {
			t.Errorf("Slugify(%q) = %q, want %q", title, got, want)
		}
	}
}

// TestBrokenWorkDataIsNamed: a bad case study stops the server naming the entry.
func TestBrokenWorkDataIsNamed(t *testing.T) {
	d, err := LoadDesigns([]byte(`[{"design-title":"web design","design-subtitle":"s",
		"examples":[{"example-image":"i","example-title":"Tim Brown","example-description":"d"}],
		"anchors":[{"anchor-one":"web design"}]}]`))
	if err != nil {
		t.Fatal(err)
	}
	valid := `"sections":["story","process","work","results","quote"],"year":2024,"sector":"Photography","colour":"#a5261c","services":["Identity"],"brief":["b"],"challenge":["c"],"work":["w"],` +
		`"rejected":"r","details":["d1","d2"],"results":[{"figure":"2","label":"shows"}],"quote":{"text":"q","name":"Tim Brown","role":"Photographer"}`
	tests := []struct{ name, json, want string }{
		{"not JSON", `[`, "work: "},
		{"no entry", `{}`, `no case study "tim-brown" for the example "Tim Brown" of "web design"`},
		{"unknown field", `{"tim-brown":{` + valid + `,"client":"q"}}`, `unknown field "client"`},
		{"extra entry", `{"tim-brown":{` + valid + `},"someone":{` + valid + `}}`, `"someone" is no example of design.json`},
		{"no sector", `{"tim-brown":{` + strings.Replace(valid, `"Photography"`, `""`, 1) + `}}`, `"tim-brown": missing "sector"`},
		{"no colour", `{"tim-brown":{` + strings.Replace(valid, `"colour":"#a5261c",`, ``, 1) + `}}`, `"tim-brown": "colour" "", want the client's colour as #rrggbb`},
		{"a colour by name", `{"tim-brown":{` + strings.Replace(valid, `"#a5261c"`, `"red"`, 1) + `}}`, `"tim-brown": "colour" "red"`},
		{"a colour with a stray digit", `{"tim-brown":{` + strings.Replace(valid, `"#a5261c"`, `"#a5261g"`, 1) + `}}`, `"tim-brown": "colour" "#a5261g"`},
		{"year too early", `{"tim-brown":{` + strings.Replace(valid, "2024", "2009", 1) + `}}`, `"tim-brown": "year" 2009`},
		{"empty paragraph", `{"tim-brown":{` + strings.Replace(valid, `["b"]`, `[" "]`, 1) + `}}`, `"tim-brown": "brief"`},
		{"no challenge", `{"tim-brown":{` + strings.Replace(valid, `"challenge":["c"],`, ``, 1) + `}}`, `"tim-brown": "challenge"`},
		{"a process without a dropped route", `{"tim-brown":{` + strings.Replace(valid, `"rejected":"r",`, ``, 1) + `}}`, ``},
		{"one detail caption", `{"tim-brown":{` + strings.Replace(valid, `["d1","d2"]`, `["d1"]`, 1) + `}}`, `"tim-brown": "details" needs a caption for each of the 2`},
		{"quote without its role", `{"tim-brown":{` + strings.Replace(valid, `"role":"Photographer"`, `"role":" "`, 1) + `}}`, `"tim-brown": "quote" needs a "text", a "name" and a "role"`},
		{"quote without a name", `{"tim-brown":{` + strings.Replace(valid, `"name":"Tim Brown",`, ``, 1) + `}}`, `"tim-brown": "quote" needs a "text", a "name" and a "role"`},
		{"no results", `{"tim-brown":{` + strings.Replace(valid, `[{"figure":"2","label":"shows"}]`, `[]`, 1) + `}}`, `"tim-brown": missing "results"`},
		{"result without figure", `{"tim-brown":{` + strings.Replace(valid, `"figure":"2"`, `"figure":""`, 1) + `}}`, `"tim-brown": result 1`},
		{"no sections", `{"tim-brown":{` + strings.Replace(valid, `"sections":["story","process","work","results","quote"],`, ``, 1) + `}}`, `"tim-brown": "sections": no "story"`},
		{"an unknown section", `{"tim-brown":{` + strings.Replace(valid, `"results","quote"]`, `"results","quote","gallery"]`, 1) + `}}`, `"sections": "gallery" is no section`},
		{"a section twice", `{"tim-brown":{` + strings.Replace(valid, `"results","quote"]`, `"results","quote","work"]`, 1) + `}}`, `"sections": "work" is listed twice`},
		{"no work", `{"tim-brown":{` + strings.Replace(valid, `"work","results"`, `"results"`, 1) + `}}`, `"sections": no "work"`},
		{"words of a section left out", `{"tim-brown":{` + strings.Replace(valid, `,"quote"]`, `]`, 1) + `}}`, `"quote": its section "quote" is not in "sections"`},
		{"a short one, in its own order", `{"tim-brown":{` + strings.NewReplacer(`"story","process","work","results","quote"`, `"work","story"`,
			`"rejected":"r",`, ``, `,"results":[{"figure":"2","label":"shows"}]`, ``, `,"quote":{"text":"q","name":"Tim Brown","role":"Photographer"}`, ``).Replace(valid) + `}}`, ``},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := LoadProjects([]byte(tt.json), d)
			if tt.want == "" {
				if err != nil {
					t.Errorf("err = %v, want none", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want it to contain %q", err, tt.want)
			}
		})
	}
}
