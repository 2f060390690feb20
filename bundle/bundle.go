// Package bundle is the site's one build stage for content (make generate): it reads the projects'
// folders (content/work/<slug>/: a text file and the pictures at any size), the team's
// (content/team/<slug>/: a text file and a portrait), the offices' (content/offices/<slug>/: a
// text file, a map and an emblem), the design categories (content/categories.toml) and their boards
// (content/boards/), and the studio's pictures and pages' words (content/studio/), checks them with
// errors that name the file and the field, makes the pictures' variants, and writes the bundle the
// server loads: static/content.json (every project's words and pictures) and data/design.json (the
// specification's data file, made whole from the categories and the projects). The server never
// reads content/.
package bundle

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"designo/data"
)

// Options say where the repository is and how pictures are encoded.
type Options struct {
	Root string // the repository: content/, data/ and static/ are below it
	// Encode makes the variants the jobs ask for; nil runs scripts/pictures.mjs (sharp) with node.
	Encode func(root string, jobs []Job) error
}

// Run checks content/ and writes the bundle; it encodes only the pictures that changed.
func Run(opts Options) error {
	if opts.Encode == nil {
		opts.Encode = encodeWithNode
	}
	categories, err := readCategories(os.DirFS(opts.Root))
	if err != nil {
		return err
	}
	projects, sizes, err := readProjects(opts.Root)
	if err != nil {
		return err
	}
	m := lastMade(filepath.Join(opts.Root, "static", data.BundleFile))
	bundle := data.Bundle{Pictures: map[string]data.ProjectPictures{}}
	studies := map[string]data.CaseStudy{}
	var jobs []Job
	if bundle.Boards, err = readBoards(opts.Root, os.DirFS(opts.Root), categories, m, &jobs); err != nil {
		return err
	}
	studio, err := readStudio(opts.Root, os.DirFS(opts.Root), m, &jobs)
	if err != nil {
		return err
	}
	bundle.Studio, bundle.Home, bundle.Seat = studio.Studio, studio.Home, studio.Seat
	if bundle.Offices, err = readOffices(os.DirFS(opts.Root)); err != nil {
		return err
	}
	if bundle.Pages, err = readPageWords(os.DirFS(opts.Root)); err != nil {
		return err
	}
	if bundle.HomeWords, err = readHomeWords(os.DirFS(opts.Root)); err != nil {
		return err
	}
	if bundle.AboutWords, err = readAboutWords(os.DirFS(opts.Root)); err != nil {
		return err
	}
	if bundle.Navigation, err = readNavigation(os.DirFS(opts.Root)); err != nil {
		return err
	}
	if bundle.ContactWords, err = readContactWords(os.DirFS(opts.Root)); err != nil {
		return err
	}
	if bundle.NotFoundWords, err = readNotFoundWords(os.DirFS(opts.Root)); err != nil {
		return err
	}
	offices := []string{}
	for _, o := range bundle.Offices {
		offices = append(offices, o.Slug)
	}
	if bundle.Team, err = readTeam(opts.Root, os.DirFS(opts.Root), offices, m, &jobs); err != nil {
		return err
	}
	if bundle.PortraitsBy, err = illustrator(bundle.Team, studio.PortraitsBy); err != nil {
		return err
	}
	for slug, p := range projects {
		pics, todo, err := prepare(opts.Root, slug, p, sizes[slug], m)
		if err != nil {
			return err
		}
		studies[slug], bundle.Pictures[slug] = p.caseStudy(), pics
		jobs = append(jobs, todo...)
	}
	if err := listExamples(categories, projects, bundle.Pictures); err != nil {
		return err
	}
	if len(jobs) > 0 {
		if err := opts.Encode(opts.Root, jobs); err != nil {
			return fmt.Errorf("encoding pictures: %w", err)
		}
	}
	if err := copyDrawings(opts.Root, bundle.Offices); err != nil {
		return err
	}
	if err := copyMotions(opts.Root, bundle.Pictures); err != nil {
		return err
	}
	if err := pruneWork(opts.Root, bundle.Pictures); err != nil {
		return err
	}
	if err := pruneTeam(opts.Root, bundle.Team); err != nil {
		return err
	}
	if err := pruneBoards(opts.Root, &bundle); err != nil {
		return err
	}
	if bundle.Work, err = json.Marshal(studies); err != nil {
		return err
	}
	out, err := json.MarshalIndent(bundle, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(opts.Root, "static", data.BundleFile), append(out, '\n'), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(opts.Root, "data", "design.json"), designJSON(categories), 0o644)
}

// listExamples makes each category's examples its projects', in their order; a project of no
// category, or two at one place, is an error naming its file.
func listExamples(categories []data.Category, projects map[string]project, pictures map[string]data.ProjectPictures) error {
	slugs := make([]string, 0, len(projects))
	for slug := range projects {
		slugs = append(slugs, slug)
	}
	slices.SortFunc(slugs, func(a, b string) int {
		return cmp.Or(cmp.Compare(projects[a].Order, projects[b].Order), strings.Compare(a, b))
	})
	for i := range categories {
		categories[i].Examples = nil
	}
	for _, slug := range slugs {
		p := projects[slug]
		i := slices.IndexFunc(categories, func(c data.Category) bool { return c.Title == p.Category })
		if i < 0 {
			return fmt.Errorf("content/work/%s/%s: category: %q is no category of %s", slug, ProjectFile, p.Category, CategoriesFile)
		}
		c := &categories[i]
		if n := len(c.Examples); n > 0 && projects[data.Slugify(c.Examples[n-1].Title)].Order == p.Order {
			return fmt.Errorf("content/work/%s/%s: order: %d, as %s's", slug, ProjectFile, p.Order, c.Examples[n-1].Title)
		}
		cover := pictures[slug].Cover
		c.Examples = append(c.Examples, data.Example{Image: cover.File(cover.FallbackWidth(), "jpg"),
			Title: p.Title, Description: p.Description})
	}
	return nil
}

// designJSON writes design.json as it has always been laid out: two spaces, an anchor on a line.
func designJSON(categories []data.Category) []byte {
	var b bytes.Buffer
	str := func(s string) string { out, _ := json.Marshal(s); return string(out) }
	b.WriteString("[\n")
	for i, c := range categories {
		fmt.Fprintf(&b, "  {\n    \"design-title\": %s,\n    \"design-subtitle\": %s,\n    \"examples\": [\n", str(c.Title), str(c.Subtitle))
		for j, e := range c.Examples {
			fmt.Fprintf(&b, "      {\n        \"example-image\": %s,\n        \"example-title\": %s,\n        \"example-description\": %s\n      }%s\n",
				str(e.Image), str(e.Title), str(e.Description), comma(j, len(c.Examples)))
		}
		b.WriteString("    ],\n    \"anchors\": [\n")
		for j, a := range c.Anchors {
			key, name := "anchor-one", a.One
			if a.Two != "" {
				key, name = "anchor-two", a.Two
			}
			fmt.Fprintf(&b, "      { %s: %s }%s\n", str(key), str(name), comma(j, len(c.Anchors)))
		}
		fmt.Fprintf(&b, "    ]\n  }%s\n", comma(i, len(categories)))
	}
	b.WriteString("]\n")
	return b.Bytes()
}

func comma(i, n int) string {
	if i < n-1 {
		return ","
	}
	return ""
}

// lastMade is every picture the last build's bundle lists, by path, with the hash of its source:
// those need no encoding again. No bundle, or a broken one, only means everything is made again.
func lastMade(file string) made {
	var b data.Bundle
	if raw, err := os.ReadFile(file); err == nil {
		_ = json.Unmarshal(raw, &b)
	}
	var all []data.Picture
	for _, p := range b.Pictures {
		all = append(all, allPictures(p)...)
	}
	for _, member := range b.Team {
		all = append(all, member.Portrait)
	}
	for _, board := range b.Boards {
		all = append(all, board)
	}
	all = append(all, b.Studio, b.Home, b.Seat)
	m := made{}
	for _, pic := range all {
		m[pic.Path] = pic.Source
	}
	return m
}
