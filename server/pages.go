package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/a-h/templ"

	"designo/data"
	"designo/views"
)

// designJSONURL is where the design data is served, verbatim.
const designJSONURL = "/assets/design.json"

// designCardsURLPattern is the route of the designs cards (cardsResponse); only the current hash
// is served.
const designCardsURLPattern = "/assets/design-cards.{hash}.json"

// contactSentKey is the contact page's thank-you state: where a stored enquiry is redirected.
const contactSentKey = "/contact?sent=1"

func designsKey(slug string) string { return "/designs?category=" + slug }

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
func prerenderedPages(c *content, designs data.Designs, projects []data.Project, cards designCards) []prerendered {
	site := c.site
	pages := []prerendered{
		{"/home", http.StatusOK, views.Page{
			Title:       "Designo: award-winning custom designs and digital branding",
			Description: "Designo is a design agency in Toronto, New South Wales and Rhyd-y-fro. For over 10 years we have designed websites, apps and brands that people remember.",
			Path:        "/home",
		}, views.Home(site, homeView(c, designs, projects))},
		{"/about", http.StatusOK, views.Page{
			Title:       "About us: a design studio since 2010 | Designo",
			Description: "Meet Designo: designers, developers and strategists who have built websites, apps and brand identities on three continents since 2010.",
			Path:        "/about",
			Section:     "/about",
		}, views.About(site, aboutView(c))},
		{"/locations", http.StatusOK, views.Page{
			Title:       "Our offices in Canada, Australia and the UK | Designo",
			Description: "Visit Designo in Toronto, New South Wales or Rhyd-y-fro: addresses, phone numbers, e-mail and maps of our three offices.",
			Path:        "/locations",
			Section:     "/locations",
		}, views.Locations(site)},
		{"/contact", http.StatusOK, contactPage(), nil}, // rendered per request: its form carries a fresh token
	}
	for i, cat := range designs.Categories {
		p, v := designsPage(c, cat, true, cards)
		pages = append(pages, prerendered{designsKey(cat.Slug()), http.StatusOK, p, views.Designs(v)})
		if i == 0 { // /designs with no category shows the first one, and may restore a saved choice
			p, v := designsPage(c, cat, false, cards)
			pages = append(pages, prerendered{"/designs", http.StatusOK, p, views.Designs(v)})
		}
	}
	pages = append(pages, caseStudyPages(c, projects, c.renders)...)
	return append(pages, prerendered{"", http.StatusNotFound, views.Page{
		Title:       "Page not found | Designo",
		Description: "This page does not exist. Visit the Designo home page to find our work, our story and our offices.",
		NoIndex:     true,
	}, views.NotFound(homeTiles(c, designs, nil))})
}

// renderPages renders every page that does not depend on the request: those with an address, by
// address, and the 404 page.
func renderPages(c *content, pages []prerendered) (byKey map[string]*response, notFound *response, err error) {
	byKey = map[string]*response{}
	for _, p := range pages {
		if p.body == nil {
			continue
		}
		html, err := renderHTML(c, p.page, p.body)
		if err != nil {
			return nil, nil, err
		}
		cache := c.pageCache
		if p.status != http.StatusOK {
			cache = revalidate // a shared cache must not keep a 404 for a page deployed a minute later
		}
		res := newResponse(p.status, "text/html; charset=utf-8", cache, newBody(html, c.compress))
		if p.key == "" {
			notFound = res
		} else {
			byKey[p.key] = res
		}
	}
	return byKey, notFound, nil
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

func contactPage() views.Page {
	return views.Page{
		Title:       "Contact us about your project | Designo",
		Description: "Tell Designo about your website, app or brand. Send us a message and we will answer within one working day.",
		Path:        "/contact",
		Section:     "/contact",
	}
}

// renderHTML renders a page inside the layout, with the island loader.
func renderHTML(c *content, p views.Page, body templ.Component) ([]byte, error) {
	p.Scripts = c.islands.scripts()
	var buf bytes.Buffer
	ctx := templ.WithChildren(context.Background(), body)
	if err := views.Layout(c.site, p).Render(ctx, &buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// homeTiles are the home page's links to the categories, each showing a project of the category
// (tileProject); without projects, the category's board.
func homeTiles(c *content, designs data.Designs, projects []data.Project) []views.CategoryTile {
	tiles := make([]views.CategoryTile, 0, len(designs.Categories))
	for _, cat := range designs.Categories {
		var picture views.ResponsiveImage
		if p, ok := tileProject(c, projects, cat); ok {
			picture = projectPicture(c, p, c.renders, slotTile)
			picture.Alt = "" // the tile's words name the link
		} else {
			picture = c.boards.category(cat.Name()).picture(c.assets, slotTile.sizes())
		}
		tiles = append(tiles, categoryTile(cat.Name(), picture))
	}
	return tiles
}

// tileProject is the category's last project that has been rendered (the selected work shows the
// first ones), else its first project; false when it has none.
func tileProject(c *content, projects []data.Project, cat data.Category) (data.Project, bool) {
	inCategory := func(p data.Project) bool { return p.Category.Title == cat.Title }
	first := slices.IndexFunc(projects, inCategory)
	if first < 0 {
		return data.Project{}, false
	}
	for i := len(projects) - 1; i > first; i-- {
		if _, rendered := c.renders[projects[i].Slug]; rendered && inCategory(projects[i]) {
			return projects[i], true
		}
	}
	return projects[first], true
}

// selectedWork is the home page's band of three projects, the first of each category, each shown in
// its setting. The first is shown across the grid, the other two side by side on desktops and one
// under the other below (site.css, .selected-work). The pictures are alt-less: each link is named
// by the project's words beside it.
func selectedWork(c *content, designs data.Designs, projects []data.Project) []views.SelectedWork {
	var selected []views.SelectedWork
	for _, cat := range designs.Categories {
		i := slices.IndexFunc(projects, func(p data.Project) bool { return p.Category.Title == cat.Title })
		if i < 0 {
			continue
		}
		p, slot := projects[i], slotHalf
		slot.tablet = slotFull.tablet
		if len(selected) == 0 {
			slot = slotFull
		}
		picture := projectPicture(c, p, c.renders, slot)
		picture.Alt = ""
		selected = append(selected, views.SelectedWork{Href: p.URL(), Title: p.Example.Title,
			Category: data.TitleCase(cat.Title), Description: p.Example.Description, Picture: picture})
	}
	return selected
}

// homeView shows each project at most once: the portfolio's last in the hero (on desktops), the
// first of each category as the selected work, and the last of each of the others on its tile.
func homeView(c *content, designs data.Designs, projects []data.Project) views.HomeView {
	featured, others := projects[len(projects)-1], projects[:len(projects)-1]
	picture := projectPicture(c, featured, c.renders, slotHero)
	picture.Alt = "" // the link's words name the project
	return views.HomeView{
		Featured: views.SelectedWork{Href: featured.URL(), Title: featured.Example.Title,
			Category: data.TitleCase(featured.Category.Title), Description: featured.Example.Description, Picture: picture},
		Selected: selectedWork(c, designs, others),
		Tiles:    homeTiles(c, designs, others),
	}
}

// slotHero is the hero's picture: a 400 px column as tall as the panel (about 690 px), which the
// 4:3 picture covers at about 920 px wide (site.css, .hero__work); not shown below desktops.
var slotHero = slotWidths{"920px", "920px", "0px", "0px"}

// slotTile is a home tile's picture: three columns on desktops, half a tile on tablets (the name
// beside it), the full width on phones (site.css, .category-tile).
var slotTile = slotWidths{"380px", "350px", "calc(50vw - 40px)", "calc(100vw - 48px)"}

// slotRelatedTile is a related category's tile on the designs page: two columns on desktops, like a
// home tile below.
var slotRelatedTile = slotWidths{"585px", "540px", "calc(50vw - 40px)", "calc(100vw - 48px)"}

// categoryTile links to a category with a picture of its work; tiles load as they come near.
func categoryTile(name string, picture views.ResponsiveImage) views.CategoryTile {
	return views.CategoryTile{
		Name:    strings.ToUpper(name),
		Href:    designsKey(data.Slugify(name)),
		Picture: picture,
		Lazy:    true,
	}
}

// designsProps are the designs island's initial props: what its first render needs, and no more.
// The cards and boards of the other categories are at CardsURL, which the island fetches when it
// shows one of them.
type designsProps struct {
	Category    data.Category `json:"category"`
	Explicit    bool          `json:"explicit"` // the URL named the category, so a saved copy must not win
	DataURL     string        `json:"dataUrl"`  // where design.json is served
	CardsURL    string        `json:"cardsUrl"` // where every category's designCards are served
	designCards               // the served category's
}

// designCards are what the designs cards and related tiles need beyond design.json.
type designCards struct {
	// Boards are categories' boards for their related tiles, by the category's image name
	// (data.ImageName: "appdesign"), as the specification finds a related tile's image.
	Boards map[string]views.ResponsiveImage `json:"boards"`
	// Projects are projects' cards by their titles, so that a category switched in place shows
	// the same links and pictures as its page.
	Projects map[string]projectCard `json:"projects"`
}

// projectCard is what a designs card needs beyond design.json: its case study and its picture,
// laid out for its place in its category.
type projectCard struct {
	Href    string                `json:"href"`
	Picture views.ResponsiveImage `json:"picture"`
}

// allDesignCards prepares every project's card and every board a related tile shows.
func allDesignCards(c *content, designs data.Designs, projects []data.Project) designCards {
	return designCards{Boards: categoryBoards(c, designs), Projects: projectCards(c, projects)}
}

// projectCards prepares every project's card, by title.
func projectCards(c *content, projects []data.Project) map[string]projectCard {
	cards := make(map[string]projectCard, len(projects))
	for _, p := range projects {
		i := slices.IndexFunc(p.Category.Examples, func(e data.Example) bool { return e.Title == p.Example.Title })
		slot := cardSlot(i, len(p.Category.Examples))
		cards[p.Example.Title] = projectCard{Href: p.URL(), Picture: projectPicture(c, p, c.renders, slot)}
	}
	return cards
}

// shownBy keeps the cards of cat's examples and the boards of its related tiles. Without an
// explicit category (/designs alone) the island may restore any saved category, so every board
// stays: a related tile whose picture came later would grow and shift the page.
func (all designCards) shownBy(cat data.Category, explicit bool) designCards {
	shown := designCards{Boards: all.Boards, Projects: map[string]projectCard{}}
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

// cardsResponse serves every card and board as JSON at a URL named by its content, so that a
// browser keeps it until the site changes.
func cardsResponse(all designCards, compressed bool) (*response, string, error) {
	b, err := json.Marshal(all)
	if err != nil {
		return nil, "", fmt.Errorf("designs cards: %w", err)
	}
	url := strings.Replace(designCardsURLPattern, "{hash}", contentTag(b), 1)
	return newResponse(http.StatusOK, "application/json", immutable, newBody(b, compressed)), url, nil
}

// designsPage prepares one category's page. explicit is false only for /designs without a query.
func designsPage(c *content, cat data.Category, explicit bool, all designCards) (views.Page, views.DesignsView) {
	title := data.TitleCase(cat.Title)
	p := views.Page{
		Title:       title + " projects | Designo",
		Description: cat.Subtitle,
		Path:        designsKey(cat.Slug()),
	}
	v := views.DesignsView{
		Title:    title,
		Subtitle: cat.Subtitle,
		Props: designsProps{
			Category:    cat,
			Explicit:    explicit,
			DataURL:     designJSONURL,
			CardsURL:    c.cardsURL,
			designCards: all.shownBy(cat, explicit),
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
			boards[data.ImageName(name)] = c.boards.category(name).picture(c.assets, slotRelatedTile.sizes())
		}
	}
	return boards
}
