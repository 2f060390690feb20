package bundle

import (
	"cmp"
	"errors"
	"fmt"
	"image"
	"io/fs"
	"path"
	"slices"
	"strings"

	"designo/data"
)

// PersonFile is the text file of a person's folder, content/team/<slug>/person.toml.
const PersonFile = "person.toml"

// minPortrait is the smallest portrait side: a desktop shows it at about 280 CSS px, a phone at 112.
const minPortrait = 400

// person is what a person's text file holds. The folder's name is their slug.
type person struct {
	Name     string `toml:"name"`
	Role     string `toml:"role"`
	Office   string `toml:"office"` // the folder of an office
	Order    int    `toml:"order"`  // their place on /about, from 1
	Line     string `toml:"line"`   // one or two sentences about them
	Portrait struct {
		File string `toml:"file"`
		Alt  string `toml:"alt"`
	} `toml:"portrait"`
}

// readPerson reads and checks content/team/<slug>/person.toml and the size of its portrait; every
// error names the file and the field. offices are the slugs a person may work at.
func readPerson(fsys fs.FS, dir string, offices []string) (person, image.Config, error) {
	file := path.Join(dir, PersonFile)
	fail := func(format string, a ...any) (person, image.Config, error) {
		return person{}, image.Config{}, fmt.Errorf("%s: %s", file, fmt.Sprintf(format, a...))
	}
	raw, err := fs.ReadFile(fsys, file)
	if err != nil {
		return fail("%v", err)
	}
	var p person
	if _, err := decodeText(raw, &p); err != nil {
		return fail("%v", err)
	}
	for _, f := range []struct{ key, value string }{{"name", p.Name}, {"role", p.Role}, {"office", p.Office}, {"line", p.Line}, {"portrait.file", p.Portrait.File}} {
		if strings.TrimSpace(f.value) == "" {
			return fail("%s: empty", f.key)
		}
	}
	alt := strings.TrimSpace(p.Portrait.Alt)
	switch {
	case p.Order < 1:
		return fail("order: %d, want 1 or more", p.Order)
	case !slices.Contains(offices, p.Office):
		return fail("office: %q, want one of %s", p.Office, strings.Join(offices, ", "))
	case !strings.Contains(alt, strings.TrimSpace(p.Name)) || len(alt) < len(strings.TrimSpace(p.Name))+30:
		return fail("portrait.alt: %q: name %s and say what the portrait shows", alt, p.Name)
	}
	if ext := strings.ToLower(path.Ext(p.Portrait.File)); ext != ".jpg" && ext != ".jpeg" && ext != ".png" {
		return fail("portrait.file: %q, want a .jpg or .png", p.Portrait.File)
	}
	f, err := fsys.Open(path.Join(dir, p.Portrait.File))
	if err != nil {
		return fail("portrait.file: %v", err)
	}
	size, _, err := image.DecodeConfig(f)
	f.Close()
	if err != nil {
		return fail("portrait.file: not a JPEG or PNG picture: %v", err)
	}
	if size.Width < minPortrait || size.Height < minPortrait {
		return fail("portrait.file: %d x %d px, want at least %d px each way", size.Width, size.Height, minPortrait)
	}
	if size.Width != size.Height {
		return fail("portrait.file: %d x %d px, want a square (the team shows every portrait in one square)", size.Width, size.Height)
	}
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return fail("%v", err)
	}
	for _, e := range entries {
		if e.Name() != PersonFile && e.Name() != p.Portrait.File {
			return fail("%s is in the folder but is not its portrait", e.Name())
		}
	}
	return p, size, nil
}

// readTeam reads every folder of content/team, in their order on /about, and lays out their
// portraits below static/img/team/<slug>/, adding to jobs the encodings that are missing or stale.
func readTeam(root string, fsys fs.FS, offices []string, m made, jobs *[]Job) ([]data.Member, error) {
	dirs, err := fs.ReadDir(fsys, "content/team")
	if err != nil {
		return nil, err
	}
	type read struct {
		dir  string
		p    person
		size image.Config
	}
	var people []read
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		dir := path.Join("content/team", d.Name())
		p, size, err := readPerson(fsys, dir, offices)
		if err != nil {
			return nil, err
		}
		if i := slices.IndexFunc(people, func(r read) bool { return r.p.Order == p.Order }); i >= 0 {
			return nil, fmt.Errorf("%s/%s: order: %d, as %s's", dir, PersonFile, p.Order, people[i].p.Name)
		}
		people = append(people, read{dir, p, size})
	}
	if len(people) == 0 {
		return nil, errors.New("content/team: nobody in the team")
	}
	slices.SortFunc(people, func(a, b read) int { return cmp.Compare(a.p.Order, b.p.Order) })
	team := make([]data.Member, 0, len(people))
	for _, r := range people {
		slug, p := path.Base(r.dir), r.p
		name := strings.TrimSuffix(p.Portrait.File, path.Ext(p.Portrait.File))
		portrait, err := m.picture(root, path.Join(r.dir, p.Portrait.File), "/static/img/team/"+slug+"/"+name, r.size, widthsFor(r.size.Width), both, false, jobs)
		if err != nil {
			return nil, err
		}
		portrait.Alt = strings.TrimSpace(p.Portrait.Alt)
		team = append(team, data.Member{Slug: slug, Name: strings.TrimSpace(p.Name), Role: strings.TrimSpace(p.Role),
			Office: p.Office, Line: strings.TrimSpace(p.Line), Portrait: portrait})
	}
	return team, nil
}

// illustrator checks that who drew the team's portraits (studio.toml's portraits.by) is one of the
// team, and returns their folder's name.
func illustrator(team []data.Member, by string) (string, error) {
	slugs := make([]string, 0, len(team))
	for _, m := range team {
		if m.Slug == by {
			return by, nil
		}
		slugs = append(slugs, m.Slug)
	}
	return "", fmt.Errorf("content/studio/%s: portraits.by: %q, want the folder of one of the team: %s", StudioFile, by, strings.Join(slugs, ", "))
}
