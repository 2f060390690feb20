package pages

import (
	"math"
	"net/http"
	"strconv"
	"strings"

	"designo/data"
	"designo/views"
)

// caseLayout is the look of a category's case studies (views.CaseStudy): a website on light
// bands, an app on a dark stage, print opening on the piece itself. The order of the sections is
// each project's own (data.CaseStudy.Sections).
func caseLayout(c data.Category) string {
	switch c.Slug() {
	case "app-design":
		return views.LayoutApp
	case "graphic-design":
		return views.LayoutGraphic
	}
	return views.LayoutWeb
}

// caseProcess is how the piece came about, with the plates the project's story has: the first
// wireframe, the type and palette, and the direction that lost, captioned with why; and the
// details of the finished work at full size, each with its caption. The sketch and the type share
// a row when both are told; a plate alone in its row, like the look we dropped, is wide, its
// caption beside it.
func caseProcess(c *content, p *data.Process) (process, details []views.CaseFigure) {
	if p == nil { // a project told without its process
		return nil, nil
	}
	figure := func(img data.Picture, kind string, slot views.Slot) views.CaseFigure {
		return views.CaseFigure{Image: responsiveImage(img, c.assets, slot.Sizes()), Kind: kind, Caption: img.Caption}
	}
	paired := p.Wireframe.Path != "" && p.Specimen.Path != ""
	plates := 0
	for _, img := range []data.Picture{p.Wireframe, p.Specimen, p.Rejected} {
		if img.Path != "" {
			plates++
		}
	}
	// On tablets the plates share one row, whatever their number.
	tablet := map[int]string{1: views.SlotFull.Tablet, 2: views.SlotHalf.Tablet, 3: views.SlotThirdTab.Tablet}[plates]
	plate := func(img data.Picture, kind, lead string, wide bool) {
		if img.Path == "" {
			return
		}
		slot := views.SlotProcessHalf
		if wide {
			slot = views.SlotProcessWide
		}
		slot.Tablet = tablet
		f := figure(img, kind, slot)
		f.Lead, f.Wide = lead, wide
		process = append(process, f)
	}
	plate(p.Wireframe, "sketch", "", !paired)
	plate(p.Specimen, "specimen", "", !paired)
	// Bold, as the route we dropped is in words (views.caseProcess).
	plate(p.Rejected, "rejected", "The look we dropped.", true)
	for _, d := range p.Details {
		details = append(details, figure(d, "detail", views.SlotDetail))
	}
	return process, details
}

// piecesOf lays out a project's frames: a website's long page as its screens (the first across the
// grid, then the second beside the phone view and as tall as it, then the rest across), or whole
// with its phone view beside it; an app's screens side by side, each with its words; prints by
// orientation, landscape sheets at full width and portrait ones beside each other (or, alone, at
// two thirds of the width).
func piecesOf(frames []data.Picture, a Assets) []views.CasePiece {
	var screens []data.Picture
	var phone *data.Picture
	for i, f := range frames {
		switch {
		case len(f.Excerpts) > 0:
			screens = append(screens, f.Excerpts...)
		case f.Kind == "phone" && phone == nil:
			phone = &frames[i]
		}
	}
	if len(screens) > 0 && len(frames) == 2 && phone != nil {
		return screensBesidePhone(screens, *phone, a)
	}
	return framesOf(frames, a)
}

// screensBesidePhone is a long page told in its screens with its phone view: the first screen
// across the grid, the phone view beside the second (which fills the phone's height), and the
// rest across; a page told in one screen (the opening shows its first) has it beside the phone
// view. On a phone each screen is a tall frame that keeps its focus's side, large enough to read.
func screensBesidePhone(screens []data.Picture, phone data.Picture, a Assets) []views.CasePiece {
	screen := func(s data.Picture, span string, slot views.Slot) views.CasePiece { return screenOf(s, span, slot, a) }
	aside := views.CasePiece{Image: responsiveImage(phone, a, views.SlotPieceAside.Sizes()), Kind: "phone", Span: "aside"}
	if len(screens) == 1 {
		return []views.CasePiece{aside, screen(screens[0], "beside", views.SlotScreenBeside)}
	}
	pieces := []views.CasePiece{screen(screens[0], "full", views.SlotScreen), aside, screen(screens[1], "beside", views.SlotScreenBeside)}
	for _, s := range screens[2:] {
		pieces = append(pieces, screen(s, "full", views.SlotScreen))
	}
	return pieces
}

// screenOf is one screen of a long page, at its share of the row.
func screenOf(s data.Picture, span string, slot views.Slot, a Assets) views.CasePiece {
	return views.CasePiece{Image: responsiveImage(s, a, slot.Sizes()), Kind: "screen", Span: span}
}

// framesOf lays out frames shown whole, and a long page as its screens across the grid (its whole
// is not encoded).
func framesOf(frames []data.Picture, a Assets) []views.CasePiece {
	portraits, website, phones := 0, false, false
	for _, f := range frames {
		website = website || f.Kind == "browser"
		phones = phones || f.Kind == "phone"
		if f.Kind != "browser" && f.Height > f.Width {
			portraits++
		}
	}
	pieces := make([]views.CasePiece, 0, len(frames))
	shown := shownInOpening(frames)
	for i, f := range frames {
		if len(f.Excerpts) > 0 {
			for _, e := range f.Excerpts {
				pieces = append(pieces, screenOf(e, "full", views.SlotScreen, a))
			}
			continue
		}
		span, slot := "full", views.SlotFull
		switch {
		case f.Kind == "browser" && phones:
			span, slot = "main", views.SlotPieceWeb
		case f.Kind == "browser":
			slot = views.SlotPieceWeb
		case f.Kind == "phone" && website:
			span, slot = "aside", views.SlotPieceAside
		case f.Kind == "phone":
			span, slot = "third", views.SlotPiecePhone
		case f.Height > f.Width && portraits == 1:
			span, slot = "narrow", views.SlotPieceNarrow
		case f.Height > f.Width && portraits%3 == 0:
			span, slot = "third", views.SlotThirdTab
		case f.Height > f.Width:
			span, slot = "half", views.SlotHalf
		}
		pieces = append(pieces, views.CasePiece{Image: responsiveImage(f, a, slot.Sizes()), Kind: f.Kind, Span: span,
			Caption: f.Caption, Opening: i < shown})
	}
	return pieces
}

// A hoarding's posters (.case-wall): six across from tablets, two rows.
const wallColumns, wallSize = 6, 12

// wallOf is a series of posters (three or more prints, taller than wide) pasted up as a hoarding
// shows them, twelve to the wall: the study's moment across the screen where it has no
// recording. The posters are told in the work; here they are the wall's pattern, so their pictures
// carry no alt of their own (the wall's caption says what it is).
func wallOf(frames []data.Picture, a Assets) []views.ResponsiveImage {
	var posters []data.Picture
	for _, f := range frames {
		if f.Kind == "print" && f.Height > f.Width {
			posters = append(posters, f)
		}
	}
	if len(posters) < 3 {
		return nil
	}
	// Pasted as a crew does, two of a poster side by side, each row a poster on from the last.
	wall := make([]views.ResponsiveImage, wallSize)
	for i := range wall {
		column, row := i%wallColumns, i/wallColumns
		wall[i] = responsiveImage(posters[(column/2+row)%len(posters)], a, views.SlotWall.Sizes())
		wall[i].Alt = ""
	}
	return wall
}

// openingScreens is how many of an app's screens its opening lays side by side
// (art/work/lib/openings.mjs).
const openingScreens = 3

// shownInOpening is how many of the first frames the opening already shows at about their size
// below it, so that from tablets they are not shown twice in a row (a phone's opening is a crop of
// one of them, so a phone shows them all). The opening lays a print project's first sheet flat with
// the sheets of its shape beneath it: a sheet with none of its shape is the whole opening. It lays
// an app's first three screens side by side: an app with more has the others told below it. Every
// other opening shows a frame that the case study tells differently (a long page as its screens).
func shownInOpening(frames []data.Picture) int {
	first := frames[0]
	switch first.Kind {
	case "print":
		for _, f := range frames[1:] {
			if f.Kind == "print" && (f.Height >= f.Width) == (first.Height >= first.Width) {
				return 0
			}
		}
		return 1
	case "phone":
		for _, f := range frames {
			if f.Kind != "phone" {
				return 0
			}
		}
		if len(frames) > openingScreens {
			return openingScreens
		}
	}
	return 0
}

// caseMotion is a project's prototype moving, where it has one, in a band of the client's colour:
// its poster laid out as a website's page or an app's screen, by its shape. The poster's alt says
// what its moment shows (it stands alone for who asks for less motion); the caption says what moves.
func caseMotion(m *data.Motion, colour string, a Assets) *views.CaseMotion {
	if m == nil {
		return nil
	}
	kind, slot := "browser", views.SlotMotionPage
	if m.Height > m.Width {
		kind, slot = "phone", views.SlotPiecePhone
	}
	return &views.CaseMotion{Poster: responsiveImage(m.Poster, a, slot.Sizes()), Src: a.URL(m.Video), Type: m.Type,
		Width: m.Width, Height: m.Height, Caption: m.Caption, Kind: kind, Colour: colour, Ink: inkOn(colour)}
}

// inkOn is the text colour that reads on a ground of the colour #rrggbb: dark, or light where white
// has the higher contrast (WCAG 2's relative luminance).
func inkOn(colour string) string {
	rgb, err := strconv.ParseUint(strings.TrimPrefix(colour, "#"), 16, 32)
	if err != nil {
		return "dark"
	}
	channel := func(shift uint) float64 {
		c := float64(rgb>>shift&0xff) / 255
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	l := 0.2126*channel(16) + 0.7152*channel(8) + 0.0722*channel(0)
	// Against white, (1.05)/(l+0.05); against the site's black (#1d1c1e, luminance 0.012), (l+0.05)/0.062.
	if 1.05/(l+0.05) > (l+0.05)/0.062 {
		return "light"
	}
	return "dark"
}

// toldIn names what a case study tells, for its description: "The brief, the challenge, the
// process and the results".
func toldIn(s data.CaseStudy) string {
	parts := []string{"The brief", "the challenge"}
	for _, section := range []string{data.SectionProcess, data.SectionResults} {
		if s.Tells(section) {
			parts = append(parts, "the "+section)
		}
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// caseStudyPages prepares every project's page, in the site's order.
func caseStudyPages(c *content, projects []data.Project, renders map[string]data.ProjectPictures) []prerendered {
	pages := make([]prerendered, 0, len(projects))
	for _, p := range projects {
		next := data.Next(projects, p)
		category := data.TitleCase(p.Category.Title)
		r := renders[p.Slug]
		nextImage := nextPicture(c, next, renders, views.SlotNextPicture)
		nextImage.Alt = "" // the link's words name it
		process, details := caseProcess(c, r.Process)
		v := views.CaseStudyView{
			Layout:      caseLayout(p.Category),
			Sections:    p.Sections,
			Title:       p.Example.Title,
			Description: p.Example.Description,
			Sector:      p.Sector,
			Year:        p.Year,
			Services:    p.Services,
			Brief:       p.Brief,
			Challenge:   p.Challenge,
			Work:        p.Work,
			Rejected:    p.Rejected,
			Colour:      p.Colour,
			Opening:     openingImage(c, r.Opening), // the work flat on the client's colour
			Pieces:      piecesOf(r.Frames, c.assets),
			Process:     process,
			Details:     details,
			Quote: views.CaseQuote{Text: p.Quote.Text, Name: p.Quote.Name, Role: p.Quote.Role,
				Portrait: responsiveImage(r.Portrait, c.assets, views.SlotQuotePortrait.Sizes())},
			Category: views.CaseLink{Href: DesignsKey(p.Category.Slug()), Label: category},
			Next: views.CaseNext{Href: next.URL(), Title: next.Example.Title,
				Category: data.TitleCase(next.Category.Title), Image: nextImage},
		}
		v.Motion = caseMotion(r.Motion, p.Colour, c.assets)
		if posters := wallOf(r.Frames, c.assets); v.Motion == nil && posters != nil {
			v.Wall = &views.CaseWall{Posters: posters, Colour: p.Colour, Ink: inkOn(p.Colour)}
		}
		for _, res := range p.Results {
			v.Results = append(v.Results, views.CaseResult{Figure: res.Figure, Label: res.Label})
		}
		page := views.Page{
			Title:       p.Example.Title + ": " + p.Sector + " | " + category + " | Designo",
			Description: p.Example.Description + " " + toldIn(p.CaseStudy) + ": a case study by Designo.",
			Path:        p.URL(),
			Styles:      pageStyles["case"],
			Schema:      creativeWork(c, p, r),
			SocialImage: &views.SocialImage{
				URL: c.site.Origin + c.assets.URL(r.OG.Path), Width: r.OG.Width,
				Height: r.OG.Height, Alt: r.Cover.Alt,
			},
		}
		pages = append(pages, prerendered{p.URL(), http.StatusOK, page, views.CaseStudy(v)})
	}
	return pages
}
