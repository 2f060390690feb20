package server

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"designo/data"
	"designo/views"
)

// workManifestPath is where the portfolio renderer (scripts/work/render.mjs) lists the images it
// wrote, below static/.
const workManifestPath = "img/work/manifest.json"

// sceneManifestPath is where scripts/work/scenes/render.mjs lists the in-context photographs, and
// processManifestPath where scripts/work/process/render.mjs lists the case studies' process images.
// They are files of their own because the piece renderer rewrites a project's whole entry of
// workManifestPath, and each is made (and checked fresh) on its own.
const (
	sceneManifestPath   = "img/scenes/manifest.json"
	processManifestPath = "img/process/manifest.json"
)

// workManifest is static/img/work/manifest.json: each project's renders, by slug.
type workManifest map[string]workRender

// workRender is one project's images: the cover mock-up, every frame of the piece, and the Open
// Graph image; and, from sceneManifestPath, the piece photographed in a setting.
type workRender struct {
	Source string          `json:"source"` // hash of the render's inputs, checked fresh by the tests
	Cover  renderedImage   `json:"cover"`
	Frames []renderedImage `json:"frames"`
	OG     struct {
		Path          string `json:"path"`
		Width, Height int
	} `json:"og"`
	// Scene is the piece in a physical setting (a laptop on a table, phones, a poster on a wall);
	// its Kind says which: desk, display, phones, cards, cartons or posters.
	Scene renderedImage `json:"-"`
	// Process is how the piece came about, for its case study.
	Process processImages `json:"-"`
}

// processImages are a project's process images, each 1200 x 900, in the order a case study tells
// them: a wireframe sketch, its type and palette, a direction that was turned down (and why), and
// two details of the finished piece at full size.
type processImages struct {
	Wireframe renderedImage   `json:"wireframe"`
	Specimen  renderedImage   `json:"specimen"`
	Rejected  rejectedImage   `json:"rejected"`
	Details   []renderedImage `json:"details"`
}

// rejectedImage is the piece in a direction that lost, with the one line that says why.
type rejectedImage struct {
	renderedImage
	Reason string `json:"reason"`
}

// processManifest is static/img/process/manifest.json: each project's process images, by slug.
type processManifest map[string]struct {
	Source string `json:"source"` // hash of the images' inputs, checked fresh by the tests
	processImages
}

// studioSceneKey names the one scene of sceneManifestPath that is not a project's: the studio's
// worktable mid-project, for /about.
const studioSceneKey = "studio"

// sceneManifest is static/img/scenes/manifest.json: each project's in-context image, by slug, and
// the studio's under studioSceneKey.
type sceneManifest map[string]struct {
	Source string        `json:"source"` // hash of the scene's inputs, checked fresh by the tests
	Scene  renderedImage `json:"scene"`
}

// renderedImage is one image in several formats and widths: its files are path-width.format.
type renderedImage struct {
	Alt     string   `json:"alt"`
	Width   int      `json:"width"`
	Height  int      `json:"height"`
	Widths  []int    `json:"widths"`
	Formats []string `json:"formats"`
	Path    string   `json:"path"`
	Kind    string   `json:"kind"`    // frames: browser, phone or print; scenes: the scene type
	Caption string   `json:"caption"` // process plates: the words under the wireframe and the specimen
}

// fallbackFormat is what a browser without AVIF shows, at one width (fallbackWidth); sourceFormats
// are offered first, at every width. Every browser of the last years decodes AVIF, so a JPEG at
// each width, or a WebP beside it, would be bytes that nobody fetches.
const fallbackFormat = "jpg"

var sourceFormats = []struct{ ext, mimeType string }{{"avif", "image/avif"}}

// loadWorkManifest reads the renders' manifest. A project without a render, a manifest that names
// a file which is not shipped, or an image without its fallback stops the server, naming the
// entry, since its pages would show broken images.
func loadWorkManifest(fsys fs.FS, a *assets, projects []data.Project) (workManifest, error) {
	var m workManifest
	if err := readManifest(fsys, workManifestPath, &m); err != nil {
		return nil, fmt.Errorf("%w (make art writes it)", err)
	}
	for slug, r := range m {
		if err := r.check(a); err != nil {
			return nil, fmt.Errorf("%s: %q: %w", workManifestPath, slug, err)
		}
	}
	for _, p := range projects {
		if _, ok := m[p.Slug]; !ok {
			return nil, fmt.Errorf("%s: no render of the project %q (%s): run make art", workManifestPath, p.Slug, p.Example.Title)
		}
	}
	if err := addScenes(fsys, a, m); err != nil {
		return nil, err
	}
	if err := addProcess(fsys, a, m); err != nil {
		return nil, err
	}
	return m, nil
}

// addScenes puts each project's in-context image into its render. A project without a scene, a
// scene of a project that has no render, or a broken one stops the server.
func addScenes(fsys fs.FS, a *assets, m workManifest) error {
	var scenes sceneManifest
	if err := readManifest(fsys, sceneManifestPath, &scenes); err != nil {
		return fmt.Errorf("%w (make art writes it)", err)
	}
	for slug, s := range scenes {
		if slug == studioSceneKey {
			continue // loadStudioScene's
		}
		r, ok := m[slug]
		if !ok {
			return fmt.Errorf("%s: a scene of %q, which has no render", sceneManifestPath, slug)
		}
		if err := s.Scene.check(a); err != nil {
			return fmt.Errorf("%s: %q: scene: %w", sceneManifestPath, slug, err)
		}
		r.Scene = s.Scene
		m[slug] = r
	}
	for slug := range m {
		if _, ok := scenes[slug]; !ok {
			return fmt.Errorf("%s: no scene of the project %q: run make art", sceneManifestPath, slug)
		}
	}
	return nil
}

// loadStudioScene reads the studio's worktable scene (for /about) from sceneManifestPath; a missing
// or broken one stops the server.
func loadStudioScene(fsys fs.FS, a *assets) (renderedImage, error) {
	var scenes sceneManifest
	if err := readManifest(fsys, sceneManifestPath, &scenes); err != nil {
		return renderedImage{}, fmt.Errorf("%w (make art writes it)", err)
	}
	s, ok := scenes[studioSceneKey]
	if !ok {
		return renderedImage{}, fmt.Errorf("%s: no %q scene: run make art", sceneManifestPath, studioSceneKey)
	}
	if err := s.Scene.check(a); err != nil {
		return renderedImage{}, fmt.Errorf("%s: %q: %w", sceneManifestPath, studioSceneKey, err)
	}
	return s.Scene, nil
}

// addProcess puts each project's process images into its render, with the same rules as addScenes;
// a rejected direction also needs its reason.
func addProcess(fsys fs.FS, a *assets, m workManifest) error {
	var process processManifest
	if err := readManifest(fsys, processManifestPath, &process); err != nil {
		return fmt.Errorf("%w (make art writes it)", err)
	}
	for slug, p := range process {
		r, ok := m[slug]
		if !ok {
			return fmt.Errorf("%s: process images of %q, which has no render", processManifestPath, slug)
		}
		if err := p.check(a); err != nil {
			return fmt.Errorf("%s: %q: %w", processManifestPath, slug, err)
		}
		r.Process = p.processImages
		m[slug] = r
	}
	for slug := range m {
		if _, ok := process[slug]; !ok {
			return fmt.Errorf("%s: no process images of the project %q: run make art", processManifestPath, slug)
		}
	}
	return nil
}

func (p processImages) check(a *assets) error {
	named := map[string]renderedImage{"wireframe": p.Wireframe, "specimen": p.Specimen, "rejected": p.Rejected.renderedImage}
	for i, d := range p.Details {
		named[fmt.Sprintf("detail %d", i+1)] = d
	}
	for _, name := range []string{"wireframe", "specimen", "rejected", "detail 1", "detail 2"} {
		img, ok := named[name]
		if !ok {
			return fmt.Errorf("no %s", name)
		}
		if err := img.check(a); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	if len(p.Details) != data.DetailCrops {
		return fmt.Errorf("%d details, want %d (data/work.json captions each)", len(p.Details), data.DetailCrops)
	}
	if strings.TrimSpace(p.Rejected.Reason) == "" {
		return errors.New("rejected: no reason")
	}
	if strings.TrimSpace(p.Wireframe.Caption) == "" || strings.TrimSpace(p.Specimen.Caption) == "" {
		return errors.New("wireframe or specimen: no caption")
	}
	return nil
}

func (r workRender) check(a *assets) error {
	if err := r.Cover.check(a); err != nil {
		return fmt.Errorf("cover: %w", err)
	}
	for i, f := range r.Frames {
		if err := f.check(a); err != nil {
			return fmt.Errorf("frame %d: %w", i+1, err)
		}
	}
	if !a.has(r.OG.Path) || r.OG.Width <= 0 || r.OG.Height <= 0 {
		return fmt.Errorf("og: no file %q or no size", r.OG.Path)
	}
	return nil
}

func (img renderedImage) check(a *assets) error {
	if strings.TrimSpace(img.Alt) == "" {
		return errors.New("no alt text")
	}
	return img.checkWithoutAlt(a)
}

// checkWithoutAlt is check for an image without alt text, one that only illustrates a link its
// words name: a size, widths, the fallback format, and every encoding it promises shipped.
func (img renderedImage) checkWithoutAlt(a *assets) error {
	switch {
	case img.Width <= 0 || img.Height <= 0:
		return errors.New("no size")
	case len(img.Widths) == 0:
		return errors.New("no widths")
	case !slices.Contains(img.Formats, fallbackFormat):
		return fmt.Errorf("no %s fallback", fallbackFormat)
	}
	for _, format := range img.Formats {
		widths := img.Widths
		if format == fallbackFormat {
			widths = []int{img.fallbackWidth()}
		}
		for _, w := range widths {
			if file := img.file(w, format); !a.has(file) {
				return fmt.Errorf("no file %s", file)
			}
		}
	}
	return nil
}

// file is the path of one encoding: /static/img/work/express/cover-800.avif.
func (img renderedImage) file(width int, format string) string {
	return img.Path + "-" + strconv.Itoa(width) + "." + format
}

// picture prepares the image for <picture> with hashed URLs, at a layout width given by sizes.
func (img renderedImage) picture(a *assets, sizes string) views.ResponsiveImage {
	srcset := func(format string, widths ...int) string {
		return views.Srcset(func(w int) string { return a.URL(img.file(w, format)) }, widths...)
	}
	fallback := img.file(img.fallbackWidth(), fallbackFormat)
	p := views.ResponsiveImage{
		Src:    a.URL(fallback),
		Tone:   a.tone(fallback),
		Srcset: srcset(fallbackFormat, img.fallbackWidth()),
		Sizes:  sizes,
		Alt:    img.Alt,
		Width:  img.Width,
		Height: img.Height,
	}
	for _, f := range sourceFormats {
		if slices.Contains(img.Formats, f.ext) {
			p.Sources = append(p.Sources, views.ImageSource{Type: f.mimeType, Srcset: srcset(f.ext, img.Widths...)})
		}
	}
	return p
}

// fallbackWidth is the width a browser without srcset gets: the largest up to 800 pixels.
func (img renderedImage) fallbackWidth() int {
	w := img.Widths[0]
	for _, candidate := range img.Widths {
		if candidate <= 800 && candidate > w {
			w = candidate
		}
	}
	return w
}

// slotWidths is how wide an image is laid out at each breakpoint (site.css: 700, 1200, 1500 px),
// written as a sizes attribute.
type slotWidths struct{ wide, desktop, tablet, mobile string }

func (w slotWidths) sizes() string {
	return "(min-width: 1500px) " + w.wide + ", (min-width: 1200px) " + w.desktop +
		", (min-width: 700px) " + w.tablet + ", " + w.mobile
}

// The content is 1200 px wide from 1500 px, 1111 px from 1200 px, and the viewport less its
// gutters below (40 px each side from 700 px, 24 px below); columns are 30 px apart on desktops
// and 24 px on tablets.
var (
	slotFull  = slotWidths{"1200px", "1111px", "calc(100vw - 80px)", "calc(100vw - 48px)"}
	slotHalf  = slotWidths{"585px", "541px", "calc(50vw - 52px)", "calc(100vw - 48px)"}
	slotThird = slotWidths{"380px", "350px", "calc(50vw - 52px)", "calc(100vw - 48px)"}
)

// cardSlot is the width of the designs page's card i of n: one column on phones; two on tablets,
// where an odd count makes the first card full width; three on desktops, where a count that would
// leave one slot empty in the last row (5, 8, …) makes the first two cards share the first row.
func cardSlot(i, n int) slotWidths {
	slot := slotThird
	if i == 0 && n%2 == 1 {
		slot.tablet = slotFull.tablet
	}
	if i < 2 && n%3 == 2 {
		slot.wide, slot.desktop = slotHalf.wide, slotHalf.desktop
	}
	return slot
}

// projectPicture is how the site shows a project wherever it links to it (the designs page's cards,
// the home page's selected work and tiles, a case study's next project): the piece in its setting,
// which every project has (addScenes), laid out at the given width. The flat cover stays for
// previews shared elsewhere (og.jpg) and the near-duplicate check.
func projectPicture(c *content, p data.Project, renders workManifest, slot slotWidths) views.ResponsiveImage {
	return renders[p.Slug].Scene.picture(c.assets, slot.sizes())
}

// creativeWork describes a project for search engines (schema.org JSON-LD), made by the agency the
// organisation's JSON-LD on the same page describes.
func creativeWork(c *content, p data.Project, r workRender) map[string]any {
	origin := c.site.Origin
	work := map[string]any{
		"@context":    "https://schema.org",
		"@type":       "CreativeWork",
		"name":        p.Example.Title,
		"description": p.Example.Description,
		"url":         origin + p.URL(),
		"genre":       data.TitleCase(p.Category.Title),
		"dateCreated": strconv.Itoa(p.Year),
		"keywords":    strings.Join(p.Services, ", "),
		"creator":     views.OrganisationRef(c.site),
		"image":       origin + c.assets.URL(r.OG.Path),
	}
	return work
}
