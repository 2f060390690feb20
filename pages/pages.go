package pages

import (
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/a-h/templ"

	"designo/data"
	"designo/views"
)

// DesignJSONURL is where the design data is served, verbatim.
const DesignJSONURL = "/assets/design.json"

// CardsURLPattern is the route of the designs cards (Site.Cards); only the current hash is served.
const CardsURLPattern = "/assets/design-cards.{hash}.json"

// ContactSentKey is the contact page's thank-you state: where a stored enquiry is redirected.
const ContactSentKey = "/contact?sent=1"

// DesignsKey is the address of a design category's page.
func DesignsKey(slug string) string { return "/designs?category=" + slug }

// prerendered is a page that does not depend on the request, rendered once. key is the address it
// answers (a path, or a path with its query); the 404 page has none. A nil body is a page
// rendered per request, listed for the sitemap.
type prerendered struct {
	key    string
	status int
	page   views.Page
	body   templ.Component
}

// prerenderedPages lists the site's pages, in the order of the sitemap.
func prerenderedPages(c *content, designs data.Designs, projects []data.Project, cards DesignCards) []prerendered {
	site := c.site
	pages := []prerendered{
		{"/home", http.StatusOK, c.heads["home"], views.Home(site, homeView(c, designs, projects))},
		{"/about", http.StatusOK, c.heads["about"], views.About(site, aboutView(c, projects))},
		{"/locations", http.StatusOK, c.heads["locations"], views.Locations(site)},
		{"/contact", http.StatusOK, c.heads["contact"], nil}, // rendered per request: its form carries a fresh token
	}
	for i, cat := range designs.Categories {
		p, v := designsPage(c, cat, true, cards)
		pages = append(pages, prerendered{DesignsKey(cat.Slug()), http.StatusOK, p, views.Designs(v)})
		if i == 0 { // /designs with no category shows the first one, and may restore a saved choice
			p, v := designsPage(c, cat, false, cards)
			pages = append(pages, prerendered{"/designs", http.StatusOK, p, views.Designs(v)})
		}
	}
	pages = append(pages, caseStudyPages(c, projects, c.renders)...)
	return append(pages, prerendered{"", http.StatusNotFound, c.heads["not-found"], views.NotFound(c.notFoundWords, homeTiles(c, designs), townList(site.Offices))})
}

// townList is the offices' towns in a row, as the 404 page's way to /locations lists them.
func townList(offices []data.Office) string {
	towns := make([]string, len(offices))
	for i, o := range offices {
		towns[i] = o.Locality
	}
	return strings.Join(towns, ", ")
}

// sitemapPaths are the pages a crawler should index: each at its canonical address, once.
func sitemapPaths(pages []prerendered) []string {
	var paths []string
	for _, p := range pages {
		if !p.page.NoIndex && p.key == p.page.Path {
			paths = append(paths, p.key)
		}
	}
	return paths
}

// officeFiller fills in the offices' words that the content's texts name (data.OfficePlaceholders).
func officeFiller(offices views.OfficeWords) *strings.Replacer {
	return strings.NewReplacer("{towns}", offices.Towns, "{towns-or}", offices.TownsOr, "{countries}", offices.Countries,
		"{continents}", offices.Continents, "{offices}", offices.Offices)
}

// pageStyles are the stylesheets each kind of page carries after views.BaseStyle, by their names in
// styles/: its own, after the pieces it shares with another.
var pageStyles = map[string][]string{
	"home":      {"category-tiles", "home"},
	"about":     {"locations-strip", "about"},
	"locations": {"locations"},
	"contact":   {"locations-strip", "contact"},
	"designs":   {"category-tiles", "designs"},
	"case":      {"case"},
	"not-found": {"not-found"},
}

// Stylesheets names every stylesheet a page may carry, views.BaseStyle first.
func Stylesheets() []string {
	names := []string{views.BaseStyle}
	for _, styles := range pageStyles {
		for _, name := range styles {
			if !slices.Contains(names, name) {
				names = append(names, name)
			}
		}
	}
	slices.Sort(names[1:])
	return names
}

// pageHeads are the heads of the pages whose words content/studio/pages.toml holds, with the
// offices' words filled in: each page's path and the header link it marks, and the 404 page not
// for search engines.
func pageHeads(words map[string]data.PageWords, offices views.OfficeWords) (map[string]views.Page, error) {
	fill := officeFiller(offices)
	paths := map[string]struct{ path, section string }{
		"home": {"/home", ""}, "about": {"/about", "/about"}, "locations": {"/locations", "/locations"},
		"contact": {"/contact", "/contact"}, "not-found": {"", ""},
	}
	heads := map[string]views.Page{}
	for _, name := range data.PagesWithWords {
		w, ok := words[name]
		if !ok {
			return nil, fmt.Errorf("%s: pages: no words for %q (content/studio/pages.toml)", data.BundleFile, name)
		}
		heads[name] = views.Page{Title: fill.Replace(w.Title), Description: fill.Replace(w.Description),
			Path: paths[name].path, Section: paths[name].section, NoIndex: name == "not-found", Styles: pageStyles[name]}
	}
	return heads, nil
}

// homeTiles are the home page's links to the categories, each showing its category's board: the
// same tiles as the designs page's related categories, so a category looks one way everywhere.
func homeTiles(c *content, designs data.Designs) []views.CategoryTile {
	tiles := make([]views.CategoryTile, 0, len(designs.Categories))
	for _, cat := range designs.Categories {
		tiles = append(tiles, categoryTile(cat.Name(), responsiveImage(c.boards.category(cat.Name()), c.assets, views.SlotTile.Sizes())))
	}
	return tiles
}

// selectedPerCategory is how many projects of each category the home page's selected work shows.
const selectedPerCategory = 2

// selectedWork is the home page's band of projects, each shown in its setting: the first two of
// each category, taken in turns (web, app, graphic, then the second of each). The first and, when
// the rest do not pair up, the last are shown across the grid; the others side by side on desktops
// and one under the other below (home.css, .selected-work). The pictures are alt-less: each link
// is named by the project's words beside it.
func selectedWork(c *content, designs data.Designs, projects []data.Project) []views.SelectedWork {
	var chosen []data.Project
	for round := range selectedPerCategory {
		for _, cat := range designs.Categories {
			var inCategory []data.Project
			for _, p := range projects {
				if p.Category.Title == cat.Title {
					inCategory = append(inCategory, p)
				}
			}
			if round < len(inCategory) {
				chosen = append(chosen, inCategory[round])
			}
		}
	}
	selected := make([]views.SelectedWork, 0, len(chosen))
	for i, p := range chosen {
		slot := views.SlotHalf
		slot.Tablet = views.SlotFull.Tablet
		if i == 0 || (i == len(chosen)-1 && len(chosen)%2 == 0) {
			slot = views.SlotFull
		}
		picture := projectPicture(c, p, c.renders, slot)
		picture.Alt = ""
		selected = append(selected, views.SelectedWork{Href: p.URL(), Title: p.Example.Title,
			Category: data.TitleCase(p.Category.Title), Description: p.Example.Description, Picture: picture})
	}
	return selected
}

// checkWords checks the pages' words as the bundle gave them: a promise, a drawing for each quality,
// every about section's heading, the contact page's and the 404's; a bundle made before one of them
// came to content/ lacks it.
func checkWords(b data.Bundle, a Assets) error {
	w, about := b.HomeWords, b.AboutWords
	if w.Heading == "" || len(w.Qualities) == 0 {
		return fmt.Errorf("%s: homeWords: no promise, or no qualities", data.BundleFile)
	}
	if about.Intro.Heading == "" || about.Talent.Heading == "" || about.Deal.Heading == "" {
		return fmt.Errorf("%s: aboutWords: a section without its heading", data.BundleFile)
	}
	if b.ContactWords.Confirmation.Thanks == "" || b.ContactWords.Invitation == "" {
		return fmt.Errorf("%s: contactWords: no thanks, or no invitation", data.BundleFile)
	}
	if b.NotFoundWords.Heading == "" {
		return fmt.Errorf("%s: notFoundWords: no heading", data.BundleFile)
	}
	for _, q := range w.Qualities {
		if !a.Has(q.Image) {
			return fmt.Errorf("%s: homeWords: %s: no drawing %s", data.BundleFile, q.Name, q.Image)
		}
	}
	return nil
}

// homeView opens on the studio's own piece under the promise, then the first two projects of each
// category as the selected work; the tiles show the categories' boards.
func homeView(c *content, designs data.Designs, projects []data.Project) views.HomeView {
	w := c.homeWords
	qualities := make([]views.Quality, len(w.Qualities))
	for i, q := range w.Qualities {
		qualities[i] = views.Quality{Name: q.Name, Text: q.Text, Drawing: views.Image{Path: q.Image, Alt: q.Alt, Width: 202, Height: 202}}
	}
	return views.HomeView{
		Heading:          w.Heading,
		Text:             w.Text,
		Piece:            responsiveImage(c.home, c.assets, views.SlotHero.Sizes()),
		Selected:         selectedWork(c, designs, projects),
		SelectedHeading:  w.SelectedHeading,
		Tiles:            homeTiles(c, designs),
		Qualities:        qualities,
		QualitiesHeading: w.QualitiesHeading,
	}
}

// categoryTile links to a category with a picture of its work; tiles load as they come near.
func categoryTile(name string, picture views.ResponsiveImage) views.CategoryTile {
	return views.CategoryTile{
		Name:    strings.ToUpper(name),
		Href:    DesignsKey(data.Slugify(name)),
		Picture: picture,
		Lazy:    true,
	}
}

// DesignsProps are the designs island's initial props: what its first render needs, and no more.
// The cards and boards of the other categories are at CardsURL, which the island fetches when it
// shows one of them.
type DesignsProps struct {
	Category data.Category `json:"category"`
	Explicit bool          `json:"explicit"` // the URL named the category, so a saved copy must not win
	DataURL  string        `json:"dataUrl"`  // where design.json is served
	CardsURL string        `json:"cardsUrl"` // where every category's DesignCards are served
	// Layout is how cards fill their rows (views.CardLayout): the island applies the server's rule
	// to any category it shows, rather than holding a copy of it.
	Layout []views.CardRule `json:"layout"`
	// CategoryURLs are every category's page by its design-title, lowercased: the island links and
	// reads addresses from here rather than holding a slug rule of its own (data.Slugify is the one).
	CategoryURLs map[string]string `json:"categoryUrls"`
	DesignCards                    // the served category's
}

// DesignCards are what the designs cards and related tiles need beyond design.json.
type DesignCards struct {
	// Boards are categories' boards for their related tiles, by the category's image name
	// (data.ImageName: "appdesign"), as the specification finds a related tile's image.
	Boards map[string]views.ResponsiveImage `json:"boards"`
	// Projects are projects' cards by their titles, so that a category switched in place shows
	// the same links and pictures as its page.
	Projects map[string]ProjectCard `json:"projects"`
}

// ProjectCard is what a designs card needs beyond design.json: its case study and its picture,
// laid out for its place in its category.
type ProjectCard struct {
	Href    string                `json:"href"`
	Picture views.ResponsiveImage `json:"picture"`
}

// allDesignCards prepares every project's card and every board a related tile shows.
func allDesignCards(c *content, designs data.Designs, projects []data.Project) DesignCards {
	return DesignCards{Boards: categoryBoards(c, designs), Projects: projectCards(c, projects)}
}

// projectCards prepares every project's card, by title.
func projectCards(c *content, projects []data.Project) map[string]ProjectCard {
	cards := make(map[string]ProjectCard, len(projects))
	for _, p := range projects {
		i := slices.IndexFunc(p.Category.Examples, func(e data.Example) bool { return e.Title == p.Example.Title })
		slot := views.CardSlot(i, len(p.Category.Examples))
		cards[p.Example.Title] = ProjectCard{Href: p.URL(), Picture: projectPicture(c, p, c.renders, slot)}
	}
	return cards
}

// shownBy keeps the cards of cat's examples and the boards of its related tiles. Without an
// explicit category (/designs alone) the island may restore any saved category, so every board
// stays: a related tile whose picture came later would grow and shift the page.
func (all DesignCards) shownBy(cat data.Category, explicit bool) DesignCards {
	shown := DesignCards{Boards: all.Boards, Projects: map[string]ProjectCard{}}
	for _, e := range cat.Examples {
		shown.Projects[e.Title] = all.Projects[e.Title]
	}
	if explicit {
		shown.Boards = map[string]views.ResponsiveImage{}
		for _, name := range cat.Related() {
			shown.Boards[data.ImageName(name)] = all.Boards[data.ImageName(name)]
		}
	}
	return shown
}

// designsPage prepares one category's page. explicit is false only for /designs without a query.
func designsPage(c *content, cat data.Category, explicit bool, all DesignCards) (views.Page, views.DesignsView) {
	title := data.TitleCase(cat.Title)
	p := views.Page{
		Title:       title + " projects | Designo",
		Description: cat.Subtitle,
		Path:        DesignsKey(cat.Slug()),
		Styles:      pageStyles["designs"],
	}
	v := views.DesignsView{
		Title:    title,
		Subtitle: cat.Subtitle,
		Props: DesignsProps{
			Category:     cat,
			Explicit:     explicit,
			DataURL:      DesignJSONURL,
			CardsURL:     c.cardsURL,
			Layout:       views.CardLayout,
			CategoryURLs: c.categoryURLs,
			DesignCards:  all.shownBy(cat, explicit),
		},
	}
	for _, e := range cat.Examples {
		card := all.Projects[e.Title]
		v.Examples = append(v.Examples, views.ExampleCard{
			Href: card.Href, Picture: card.Picture, Title: e.Title, Description: e.Description,
		})
	}
	for _, name := range cat.Related() {
		v.Related = append(v.Related, categoryTile(name, all.Boards[data.ImageName(name)]))
	}
	return p, v
}

// categoryBoards prepares the board of every category a related tile names, as a related tile shows
// it, by image name (the island finds a switched category's tiles there too).
func categoryBoards(c *content, designs data.Designs) map[string]views.ResponsiveImage {
	boards := make(map[string]views.ResponsiveImage, len(designs.Categories))
	for _, cat := range designs.Categories {
		for _, name := range cat.Related() {
			boards[data.ImageName(name)] = responsiveImage(c.boards.category(name), c.assets, views.SlotRelatedTile.Sizes())
		}
	}
	return boards
}
