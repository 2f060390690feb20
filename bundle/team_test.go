package bundle

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"designo/data"
)

// validPerson is a person's text file that readPerson accepts; each case below breaks one field.
const validPerson = `name = "Ada Park"
role = "Designer"
office = "canada"
order = 1
line = "Draws every page twice."

[portrait]
file = "portrait.png"
alt = "Drawn portrait of Ada Park: short grey hair, round glasses."
`

func squarePNG(t *testing.T, side int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, side, side))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestReadPersonNamesTheFileAndTheField: every mistake in a person's folder is refused with the
// file's name and the field's.
func TestReadPersonNamesTheFileAndTheField(t *testing.T) {
	const file = "content/team/ada-park/person.toml"
	portrait := squarePNG(t, 400)
	tests := []struct{ name, from, to, extra, want string }{
		{"accepted", "", "", "", ""},
		{"no role", `role = "Designer"`, `role = " "`, "", "role: empty"},
		{"no order", "order = 1", "order = 0", "", "order: 0"},
		{"an office of nobody", `office = "canada"`, `office = "mars"`, "", `office: "mars", want one of canada, australia`},
		{"an alt that only names", `alt = "Drawn portrait of Ada Park: short grey hair, round glasses."`, `alt = "Ada Park"`, "", "portrait.alt:"},
		{"an unknown field", `line =`, `motto = "x"` + "\nline =", "", `unknown field "motto"`},
		{"not TOML", `order = 1`, `order = = 1`, "", "line 4"},
		{"a missing portrait", `file = "portrait.png"`, `file = "portait.png"`, "", "portrait.file: open"},
		{"a portrait of another kind", `file = "portrait.png"`, `file = "portrait.gif"`, "", `portrait.file: "portrait.gif", want a .jpg or .png`},
		{"a portrait too small", "", "", "small", "portrait.file: 100 x 100 px"},
		{"a file that is not its portrait", "", "", "extra", "notes.txt is in the folder but is not its portrait"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{
				file:                                 {Data: []byte(strings.Replace(validPerson, tt.from, tt.to, 1))},
				"content/team/ada-park/portrait.png": {Data: portrait},
			}
			switch tt.extra {
			case "small":
				fsys["content/team/ada-park/portrait.png"] = &fstest.MapFile{Data: squarePNG(t, 100)}
			case "extra":
				fsys["content/team/ada-park/notes.txt"] = &fstest.MapFile{Data: []byte("x")}
			}
			p, size, err := readPerson(fsys, "content/team/ada-park", []string{"canada", "australia"})
			if tt.want == "" {
				if err != nil || p.Name != "Ada Park" || size.Width != 400 {
					t.Fatalf("err = %v, person %q, size %v", err, p.Name, size)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), file+": ") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want %s: …%s…", err, file, tt.want)
			}
		})
	}
}

// TestReadTeamOrdersAndPreparesPortraits: the team in their order, each portrait laid out below
// static/img/team/<slug>/ and encoded only when it changed; two people at one place are refused.
func TestReadTeamOrdersAndPreparesPortraits(t *testing.T) {
	root := t.TempDir()
	person := func(slug, name string, order string) {
		dir := filepath.Join(root, "content", "team", slug)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		text := strings.NewReplacer("Ada Park", name, "order = 1", "order = "+order).Replace(validPerson)
		write := func(name string, b []byte) {
			if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		write("person.toml", []byte(text))
		write("portrait.png", squarePNG(t, 500))
	}
	person("ada-park", "Ada Park", "2")
	person("bo-li", "Bo Li", "1")
	var jobs []Job
	team, err := readTeam(root, os.DirFS(root), []string{"canada"}, made{}, &jobs)
	if err != nil {
		t.Fatal(err)
	}
	if len(team) != 2 || team[0].Slug != "bo-li" || team[1].Name != "Ada Park" || team[1].Office != "canada" {
		t.Fatalf("team %+v, want Bo Li then Ada Park", team)
	}
	p := team[1].Portrait
	if p.Path != "/static/img/team/ada-park/portrait" || p.Width != 500 || !strings.Contains(p.Alt, "round glasses") || len(jobs) != 2 ||
		jobs[1].Src != "content/team/ada-park/portrait.png" || jobs[1].JPEG != 500 {
		t.Errorf("portrait %+v, jobs %+v", p, jobs)
	}

	// Made before from the same file, with its variants there: nothing to encode.
	for _, f := range []string{"portrait-400.avif", "portrait-500.avif", "portrait-500.jpg"} {
		dir := filepath.Join(root, "static", "img", "team", "ada-park")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	jobs = nil
	if _, err := readTeam(root, os.DirFS(root), []string{"canada"}, made{p.Path: p.Source}, &jobs); err != nil || len(jobs) != 1 || jobs[0].Src != "content/team/bo-li/portrait.png" {
		t.Errorf("err = %v, jobs %+v, want Bo Li's portrait only", err, jobs)
	}

	person("cy-ong", "Cy Ong", "1")
	if _, err := readTeam(root, os.DirFS(root), []string{"canada"}, made{}, &jobs); err == nil || !strings.Contains(err.Error(), "content/team/cy-ong/person.toml: order: 1, as Bo Li's") {
		t.Errorf("two people at one place: err = %v", err)
	}
}

// TestIllustrator: who drew the portraits is one of the team; anyone else is an error naming the
// file, the field and who may be named.
func TestIllustrator(t *testing.T) {
	team := []data.Member{{Slug: "bo-li"}, {Slug: "ada-park"}}
	if by, err := illustrator(team, "ada-park"); err != nil || by != "ada-park" {
		t.Fatalf("illustrator(ada-park) = %q, %v", by, err)
	}
	_, err := illustrator(team, "cy-ong")
	if err == nil || err.Error() != `content/studio/studio.toml: portraits.by: "cy-ong", want the folder of one of the team: bo-li, ada-park` {
		t.Fatalf("err = %v", err)
	}
}
