package pages

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strconv"
	"strings"

	"designo/data"
	"designo/views"
)

// BundlePath is the content bundle, below static/: every project's case study and pictures, which
// the build stage (package bundle, make generate) prepares from content/work/<slug>/.
const BundlePath = "content.json"

// bundle is static/content.json as the server reads it.
type bundle struct {
	About    string          `json:"about"` // the project whose scene closes /about
	Work     json.RawMessage `json:"work"`  // case studies by slug, for data.LoadProjects
	Pictures workManifest    `json:"pictures"`
	Team     []member        `json:"team"`    // the studio's people, in their order on /about
	Offices  []data.Office   `json:"offices"` // central office first
	Boards   boards          `json:"boards"`  // each design category's board
	Studio   renderedImage   `json:"studio"`  // the studio at work, on /about
}

// member is one person of the studio with their portrait.
type member struct {
	data.Member
	Portrait renderedImage `json:"portrait"`
}

// workManifest is each project's pictures, by slug.
type workManifest map[string]workRender

// workRender is one project's pictures: the piece in its setting (shown wherever the site links to
// it), the cover (design.json's image, one JPEG), the preview shared elsewhere, the frames of the
// piece and, when told, how it came about.
type workRender struct {
	Scene  renderedImage   `json:"scene"`
	Cover  renderedImage   `json:"cover"`
	OG     renderedImage   `json:"og"`
	Frames []renderedImage `json:"frames"`
	// Portrait is the face of the person the project's quote is by.
	Portrait renderedImage  `json:"portrait"`
	Process  *processImages `json:"process"`
	// Wordmark is the client's name as its identity sets it, one ink (the home page's client list).
	Wordmark data.Drawing `json:"wordmark"`
}

// processImages are a project's process images in the order a case study tells them, each only
// where the project's story has it (an absent one has no path): a wireframe sketch, its type and
// palette, a direction that was turned down (its caption says why), and the details of the
// finished piece at full size (two or none).
type processImages struct {
	Wireframe renderedImage   `json:"wireframe"`
	Specimen  renderedImage   `json:"specimen"`
	Rejected  renderedImage   `json:"rejected"`
	Details   []renderedImage `json:"details"`
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
	Caption string   `json:"caption"` // process plates: the words under it
	// Excerpts are a long page's screens, shown instead of the whole (a browser frame's); Focus is
	// the side of a screen that a narrower frame keeps: left, centre or right.
	Excerpts []renderedImage `json:"excerpts"`
	Focus    string          `json:"focus"`
	// Phone is the part of a frame or a screen a phone shows instead: AVIF only, a <source> for
	// phones before the picture's own (phoneMedia).
	Phone *renderedImage `json:"phone"`
}

// phoneMedia is where a picture's phone crop is shown: below the stylesheet's 700 px.
const phoneMedia = "(max-width: 699px)"

// fallbackFormat is what a browser without AVIF shows, at one width (fallbackWidth); sourceFormats
// are offered first, at every width. Every browser of the last years decodes AVIF, so a JPEG at
// each width, or a WebP beside it, would be bytes that nobody fetches.
const fallbackFormat = "jpg"

var sourceFormats = []struct{ ext, mimeType string }{{"avif", "image/avif"}}

// loadBundle reads the content bundle: the projects (design.json's examples with their case
// studies) and their pictures. A project without pictures, pictures of no project, a file that is
// not shipped or an image without its fallback or alt text stops the server, naming the entry:
// its pages would show broken images.
func loadBundle(fsys fs.FS, a Assets, designs data.Designs) (bundle, []data.Project, error) {
	var b bundle
	if err := ReadManifest(fsys, BundlePath, &b); err != nil {
		return b, nil, fmt.Errorf("%w (make generate writes it)", err)
	}
	projects, err := data.LoadProjects(b.Work, designs)
	if err != nil {
		return b, nil, fmt.Errorf("%s: %w", BundlePath, err)
	}
	for _, p := range projects {
		r, ok := b.Pictures[p.Slug]
		if !ok {
			return b, nil, fmt.Errorf("%s: no pictures of the project %q", BundlePath, p.Slug)
		}
		if err := r.check(a); err != nil {
			return b, nil, fmt.Errorf("%s: %q: %w", BundlePath, p.Slug, err)
		}
	}
	if len(b.Pictures) != len(projects) {
		return b, nil, fmt.Errorf("%s: pictures of %d projects, for %d projects", BundlePath, len(b.Pictures), len(projects))
	}
	if _, ok := b.Pictures[b.About]; !ok {
		return b, nil, fmt.Errorf("%s: about: %q is no project", BundlePath, b.About)
	}
	return b, projects, nil
}

func (p processImages) check(a Assets) error {
	named := map[string]renderedImage{"wireframe": p.Wireframe, "specimen": p.Specimen, "rejected": p.Rejected}
	for i, d := range p.Details {
		named[fmt.Sprintf("detail %d", i+1)] = d
	}
	for _, name := range slices.Sorted(maps.Keys(named)) {
		img := named[name]
		if img.Path == "" { // not part of this project's story
			continue
		}
		if err := img.check(a); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		if strings.TrimSpace(img.Caption) == "" {
			return fmt.Errorf("%s: no caption", name)
		}
	}
	if n := len(p.Details); n != 0 && n != data.DetailCrops {
		return fmt.Errorf("%d details, want %d or none", n, data.DetailCrops)
	}
	return nil
}

func (r workRender) check(a Assets) error {
	if err := r.Scene.check(a); err != nil {
		return fmt.Errorf("scene: %w", err)
	}
	if err := r.Cover.check(a); err != nil {
		return fmt.Errorf("cover: %w", err)
	}
	for i, f := range r.Frames {
		if len(f.Excerpts) == 0 {
			if err := f.check(a); err != nil {
				return fmt.Errorf("frame %d: %w", i+1, err)
			}
		}
		for j, e := range f.Excerpts { // a long page shown in its screens: the whole is not encoded
			if err := e.check(a); err != nil {
				return fmt.Errorf("frame %d: screen %d: %w", i+1, j+1, err)
			}
			if err := e.Phone.checkPhone(a); err != nil {
				return fmt.Errorf("frame %d: screen %d: phone: %w", i+1, j+1, err)
			}
		}
		if err := f.Phone.checkPhone(a); err != nil {
			return fmt.Errorf("frame %d: phone: %w", i+1, err)
		}
	}
	if err := r.Portrait.check(a); err != nil {
		return fmt.Errorf("portrait: %w", err)
	}
	if r.Process != nil {
		if err := r.Process.check(a); err != nil {
			return err
		}
	}
	if !a.Has(r.OG.Path) || r.OG.Width <= 0 || r.OG.Height <= 0 {
		return fmt.Errorf("og: no file %q or no size", r.OG.Path)
	}
	if !a.Has(r.Wordmark.Path) || r.Wordmark.Width <= 0 || r.Wordmark.Height <= 0 {
		return fmt.Errorf("wordmark: no file %q or no size", r.Wordmark.Path)
	}
	return nil
}

func (img renderedImage) check(a Assets) error {
	if strings.TrimSpace(img.Alt) == "" {
		return errors.New("no alt text")
	}
	return img.checkWithoutAlt(a)
}

// checkWithoutAlt is check for an image without alt text, one that only illustrates a link its
// words name: a size, widths, the fallback format, and every encoding it promises shipped.
func (img renderedImage) checkWithoutAlt(a Assets) error {
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
			if file := img.file(w, format); !a.Has(file) {
				return fmt.Errorf("no file %s", file)
			}
		}
	}
	return nil
}

// checkPhone checks a phone crop, when there is one: a size, and its AVIF at every width shipped.
func (img *renderedImage) checkPhone(a Assets) error {
	if img == nil {
		return nil
	}
	if img.Width <= 0 || img.Height <= 0 || len(img.Widths) == 0 || !slices.Equal(img.Formats, []string{"avif"}) {
		return fmt.Errorf("%s: want a size and AVIF at its widths", img.Path)
	}
	for _, w := range img.Widths {
		if file := img.file(w, "avif"); !a.Has(file) {
			return fmt.Errorf("no file %s", file)
		}
	}
	return nil
}

// file is the path of one encoding: /static/img/work/express/cover-800.avif.
func (img renderedImage) file(width int, format string) string {
	return img.Path + "-" + strconv.Itoa(width) + "." + format
}

// picture prepares the image for <picture> with hashed URLs, at a layout width given by sizes. The
// fallback is one JPEG, the <img>'s src alone: a srcset of one candidate would repeat its URL and
// the sizes in every picture, bytes each page carries inside its first round trip.
func (img renderedImage) picture(a Assets, sizes string) views.ResponsiveImage {
	srcset := func(format string, widths ...int) string {
		return views.Srcset(func(w int) string { return a.URL(img.file(w, format)) }, widths...)
	}
	fallback := img.file(img.fallbackWidth(), fallbackFormat)
	p := views.ResponsiveImage{
		Src:    a.URL(fallback),
		Tone:   a.Tone(fallback),
		Sizes:  sizes,
		Alt:    img.Alt,
		Width:  img.Width,
		Height: img.Height,
	}
	if ph := img.Phone; ph != nil { // art direction: what a phone shows, at the grid's width
		p.Sources = append(p.Sources, views.ImageSource{Type: "image/avif", Media: phoneMedia,
			Srcset: views.Srcset(func(w int) string { return a.URL(ph.file(w, "avif")) }, ph.Widths...),
			Sizes:  views.SlotFull.Mobile, Width: ph.Width, Height: ph.Height})
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

// projectPicture is how the site shows a project wherever it links to it (the designs page's cards,
// the home page's selected work and tiles, a case study's next project): the piece in its setting,
// which every project has (loadBundle), laid out at the given width. The flat cover stays for
// previews shared elsewhere (og.jpg) and the near-duplicate check.
func projectPicture(c *content, p data.Project, renders workManifest, slot views.Slot) views.ResponsiveImage {
	return renders[p.Slug].Scene.picture(c.assets, slot.Sizes())
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
