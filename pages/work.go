package pages

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"designo/data"
	"designo/views"
)

// phoneMedia is where a picture's phone crop is shown: below the stylesheet's 700 px.
const phoneMedia = "(max-width: 699px)"

// fallbackFormat is what a browser without AVIF shows, at one width (data.Picture.FallbackWidth);
// sourceFormats are offered first, at every width. Every browser of the last years decodes AVIF, so
// a JPEG at each width, or a WebP beside it, would be bytes that nobody fetches.
const fallbackFormat = "jpg"

var sourceFormats = []struct{ ext, mimeType string }{{"avif", "image/avif"}}

// loadBundle reads the content bundle: the projects (design.json's examples with their case
// studies) and their pictures. A project without pictures, pictures of no project, a file that is
// not shipped or an image without its fallback or alt text stops the server, naming the entry:
// its pages would show broken images.
func loadBundle(fsys fs.FS, a Assets, designs data.Designs) (data.Bundle, []data.Project, error) {
	var b data.Bundle
	if err := ReadManifest(fsys, data.BundleFile, &b); err != nil {
		return b, nil, fmt.Errorf("%w (make generate writes it)", err)
	}
	projects, err := data.LoadProjects(b.Work, designs)
	if err != nil {
		return b, nil, fmt.Errorf("%s: %w", data.BundleFile, err)
	}
	for _, p := range projects {
		r, ok := b.Pictures[p.Slug]
		if !ok {
			return b, nil, fmt.Errorf("%s: no pictures of the project %q", data.BundleFile, p.Slug)
		}
		if err := checkProjectPictures(r, a); err != nil {
			return b, nil, fmt.Errorf("%s: %q: %w", data.BundleFile, p.Slug, err)
		}
	}
	if len(b.Pictures) != len(projects) {
		return b, nil, fmt.Errorf("%s: pictures of %d projects, for %d projects", data.BundleFile, len(b.Pictures), len(projects))
	}
	return b, projects, nil
}

// checkProcess checks the plates a project's story has (an absent one has no path), each with its
// caption, and that the details are all the crops or none.
func checkProcess(p data.Process, a Assets) error {
	named := map[string]data.Picture{"wireframe": p.Wireframe, "specimen": p.Specimen, "rejected": p.Rejected}
	for i, d := range p.Details {
		named[fmt.Sprintf("detail %d", i+1)] = d
	}
	for _, name := range slices.Sorted(maps.Keys(named)) {
		img := named[name]
		if img.Path == "" { // not part of this project's story
			continue
		}
		if err := checkPicture(img, a); err != nil {
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

// checkProjectPictures checks a project's pictures: every one with its alt text and its files, a
// process plate with its caption, the preview with its file and size.
func checkProjectPictures(r data.ProjectPictures, a Assets) error {
	if err := checkPicture(r.Opening, a); err != nil {
		return fmt.Errorf("opening: %w", err)
	}
	if r.Opening.Phone == nil {
		return errors.New("opening: no phone crop")
	}
	if err := checkPhone(r.Opening.Phone, a); err != nil {
		return fmt.Errorf("opening: phone: %w", err)
	}
	if err := checkPicture(r.Cover, a); err != nil {
		return fmt.Errorf("cover: %w", err)
	}
	for i, f := range r.Frames {
		if len(f.Excerpts) == 0 {
			if err := checkPicture(f, a); err != nil {
				return fmt.Errorf("frame %d: %w", i+1, err)
			}
		}
		for j, e := range f.Excerpts { // a long page shown in its screens: the whole is not encoded
			if err := checkPicture(e, a); err != nil {
				return fmt.Errorf("frame %d: screen %d: %w", i+1, j+1, err)
			}
			if err := checkPhone(e.Phone, a); err != nil {
				return fmt.Errorf("frame %d: screen %d: phone: %w", i+1, j+1, err)
			}
		}
		if err := checkPhone(f.Phone, a); err != nil {
			return fmt.Errorf("frame %d: phone: %w", i+1, err)
		}
	}
	if err := checkPicture(r.Portrait, a); err != nil {
		return fmt.Errorf("portrait: %w", err)
	}
	if r.Process != nil {
		if err := checkProcess(*r.Process, a); err != nil {
			return err
		}
	}
	if !a.Has(r.OG.Path) || r.OG.Width <= 0 || r.OG.Height <= 0 {
		return fmt.Errorf("og: no file %q or no size", r.OG.Path)
	}
	return nil
}

// checkPicture refuses a picture without alt text, or one checkWithoutAlt refuses.
func checkPicture(img data.Picture, a Assets) error {
	if strings.TrimSpace(img.Alt) == "" {
		return errors.New("no alt text")
	}
	return checkWithoutAlt(img, a)
}

// checkWithoutAlt is checkPicture for an image without alt text, one that only illustrates a link
// its words name: a size, widths, the fallback format, and every encoding it promises shipped.
func checkWithoutAlt(img data.Picture, a Assets) error {
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
			widths = []int{img.FallbackWidth()}
		}
		for _, w := range widths {
			if file := img.File(w, format); !a.Has(file) {
				return fmt.Errorf("no file %s", file)
			}
		}
	}
	return nil
}

// checkPhone checks a phone crop, when there is one: a size, and its AVIF at every width shipped.
func checkPhone(img *data.Picture, a Assets) error {
	if img == nil {
		return nil
	}
	if img.Width <= 0 || img.Height <= 0 || len(img.Widths) == 0 || !slices.Equal(img.Formats, []string{"avif"}) {
		return fmt.Errorf("%s: want a size and AVIF at its widths", img.Path)
	}
	for _, w := range img.Widths {
		if file := img.File(w, "avif"); !a.Has(file) {
			return fmt.Errorf("no file %s", file)
		}
	}
	return nil
}

// responsiveImage prepares the image for <picture> with hashed URLs, at a layout width given by
// sizes. The fallback is one JPEG, the <img>'s src alone: a srcset of one candidate would repeat its
// URL and the sizes in every picture, bytes each page carries inside its first round trip.
func responsiveImage(img data.Picture, a Assets, sizes string) views.ResponsiveImage {
	srcset := func(format string, widths ...int) string {
		return views.Srcset(func(w int) string { return a.URL(img.File(w, format)) }, widths...)
	}
	fallback := img.File(img.FallbackWidth(), fallbackFormat)
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
			Srcset: views.Srcset(func(w int) string { return a.URL(ph.File(w, "avif")) }, ph.Widths...),
			Sizes:  views.SlotFull.Mobile, Width: ph.Width, Height: ph.Height})
	}
	for _, f := range sourceFormats {
		if slices.Contains(img.Formats, f.ext) {
			p.Sources = append(p.Sources, views.ImageSource{Type: f.mimeType, Srcset: srcset(f.ext, img.Widths...)})
		}
	}
	return p
}

// projectPicture is how a card shows a project (the designs page's cards, the home page's selected
// work): its opening, the work flat on the client's colour, whose work sits in its middle 4:3, what
// a card shows of it. A card is no opening: the phone crop is for the case study's first screen.
// From 700px it takes the opening's desktop widths: its widths up to 800 are pressed for a phone's
// first paint, and a desktop's 350 px card, which draws the middle 4:3 of a 467 px picture, took
// the 400 and smeared the screens' small type.
func projectPicture(c *content, p data.Project, renders map[string]data.ProjectPictures, slot views.Slot) views.ResponsiveImage {
	opening := renders[p.Slug].Opening
	opening.Phone = nil
	return tabletsTakeDesktopWidths(opening, c.assets, slot.Sizes())
}

// nextPicture is how a case study's next-project link shows the next project: a picture of its own,
// its cover (the piece in a browser window, on phones or on a desk, on a soft backdrop).
func nextPicture(c *content, p data.Project, renders map[string]data.ProjectPictures, slot views.Slot) views.ResponsiveImage {
	return responsiveImage(renders[p.Slug].Cover, c.assets, slot.Sizes())
}

// openingImage is a case study's first picture across the screen, and on a phone its phone crop
// across the screen too (the grid's gutters are the opening's own colour). Below 700 px the crop is
// shown, so the whole is offered above 800 only: its widths up to 800 are the cards', pressed for a
// phone's first paint (scripts/pictures.mjs), which a 768 px tablet took and blurred.
func openingImage(c *content, img data.Picture) views.ResponsiveImage {
	r := responsiveImage(img, c.assets, views.SlotBleed.Sizes())
	if img.Phone == nil {
		return r
	}
	large := slices.DeleteFunc(slices.Clone(img.Widths), func(w int) bool { return w <= 800 })
	for i := range r.Sources {
		switch {
		case r.Sources[i].Media == phoneMedia:
			r.Sources[i].Sizes = phoneOpeningSizes(*img.Phone)
		case r.Sources[i].Type == "image/avif" && len(large) > 0:
			r.Sources[i].Srcset = views.Srcset(func(w int) string { return c.assets.URL(img.File(w, "avif")) }, large...)
		}
	}
	return r
}

// tabletsTakeDesktopWidths is an opening shown narrower than the screen (a project's card, the
// studio picture beside /about's words): from 700px only its widths above a phone's are offered.
// Its widths up to 800 are pressed for a phone's first paint (scripts/pictures.mjs), and a desktop
// drawing it 648 px wide at 1x took the 680, blurred.
func tabletsTakeDesktopWidths(img data.Picture, a Assets, sizes string) views.ResponsiveImage {
	r := responsiveImage(img, a, sizes)
	large := slices.DeleteFunc(slices.Clone(img.Widths), func(w int) bool { return w <= 800 })
	if len(large) == 0 || !slices.Contains(img.Formats, "avif") {
		return r
	}
	tablets := views.ImageSource{Type: "image/avif", Media: "(min-width: 700px)", Sizes: sizes, Width: img.Width, Height: img.Height,
		Srcset: views.Srcset(func(w int) string { return a.URL(img.File(w, "avif")) }, large...)}
	r.Sources = append([]views.ImageSource{tablets}, r.Sources...)
	return r
}

// phoneOpeningSizes is the phone crop's width on the screen: the screen's, unless the crop, held to
// the screen's height below the header (case.css .case-opening__image), is narrower. Todo's tall crop
// shows 358 px wide on Lighthouse's 412 x 823 phone, so it takes the 680, not its own 794.
func phoneOpeningSizes(crop data.Picture) string {
	aspect := math.Ceil(float64(crop.Width)/float64(crop.Height)*1000) / 1000 // rounded up: never too few pixels
	return fmt.Sprintf("min(100vw, (100svh - 96px) * %g)", aspect)
}

// creativeWork describes a project for search engines (schema.org JSON-LD), made by the agency the
// organisation's JSON-LD on the same page describes.
func creativeWork(c *content, p data.Project, r data.ProjectPictures) map[string]any {
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
