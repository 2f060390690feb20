// Package pages prepares every page of the site from the bundle that make generate wrote below
// static/ (the projects' words and pictures, the boards, the team, the island bundles): the server
// renders them once at start-up, through Build, and serves the bytes.
package pages

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/a-h/templ"

	"designo/data"
	"designo/views"
)

// The site's icon and its logo, dark for the header and light for the footer. Pages carry them
// inline (about a kilobyte each): as files they would be more requests on a phone's first visit,
// competing with the fonts and the largest image for the first round trips.
const (
	faviconFile   = "img/favicon.png"
	logoFile      = "img/logo-dark.svg"
	lightLogoFile = "img/logo-light.svg"
)

// Assets are the static files as the server serves them.
type Assets interface {
	URL(logical string) string  // the file's hashed URL
	Tone(logical string) string // a JPEG's placeholder class; "" when none
	Has(logical string) bool    // whether the file is shipped
}

// Options are what the pages are made from.
type Options struct {
	Static  fs.FS // the files below static/
	Assets  Assets
	Designs data.Designs
	Origin  string // public origin for canonical URLs
	// Stylesheets are the stylesheets as served, by name: every one that Stylesheets names.
	Stylesheets map[string]string
}

// Site is every page that does not depend on the request, rendered, with what the server needs to
// render the others (the contact page after a post, error pages).
type Site struct {
	View     views.Site
	Projects []data.Project // design.json's examples with their case studies, in the site's order
	Pages    []Page         // in the sitemap's order; the 404 page has no key
	Sitemap  []string       // the paths a crawler should index
	// SitemapXML is /sitemap.xml: the Sitemap at the origin.
	SitemapXML []byte
	Cards      []byte // every designs card and board, as JSON, served at CardsURL
	CardsURL   string
	// InlineScripts are the texts of the scripts in every page's head, for the CSP (InlineScripts).
	InlineScripts []string
	// Contact is the contact page's head, for its states rendered per request.
	Contact views.Page
	// ErrorPage is an error page's head, its title and description left to the error.
	ErrorPage views.Page
}

// Page is one rendered page and the address it answers (a path, or a path with its query).
type Page struct {
	Key    string
	Status int
	HTML   []byte
}

// content is what the pages are prepared from.
type content struct {
	assets  Assets
	islands islandManifest // the island bundles' URLs
	site    views.Site
	renders map[string]data.ProjectPictures // the projects' pictures, by slug
	boards  boards                          // the categories' boards
	team    []views.TeamMember
	// portraitsBy is who drew the team's portraits, credited under them on /about.
	portraitsBy views.TeamMember
	studio      data.Picture // the studio's worktable, on /about
	home        data.Picture // the work the home page opens with
	seat        data.Picture // the open seat after the team, on /about
	cardsURL    string
	// heads are the titles and descriptions of the pages that are not a category's or a project's,
	// by data.PagesWithWords' names, the offices' words filled in.
	heads map[string]views.Page
	// homeWords and aboutWords are the home and about pages' words (content/studio/).
	homeWords     data.HomeWords
	aboutWords    data.AboutWords
	notFoundWords data.NotFoundWords
	// categoryURLs are every category's page by its design-title, lowercased (DesignsProps).
	categoryURLs map[string]string
}

// Build loads the bundle and renders every page; an error means the site cannot start, and names
// the entry at fault.
func Build(opts Options) (*Site, error) {
	a, fsys := opts.Assets, opts.Static
	if err := checkDesignImages(opts.Designs, a); err != nil {
		return nil, err
	}
	b, projects, err := loadBundle(fsys, a, opts.Designs)
	if err != nil {
		return nil, err
	}
	islands, err := loadIslands(fsys)
	if err != nil {
		return nil, err
	}
	if err := checkBoards(b.Boards, a, opts.Designs); err != nil {
		return nil, err
	}
	if err := checkOffices(b.Offices, a); err != nil {
		return nil, err
	}
	if err := checkWords(b, a); err != nil {
		return nil, err
	}
	team, err := loadTeam(b.Team, a, b.Offices)
	if err != nil {
		return nil, err
	}
	by := slices.IndexFunc(b.Team, func(m data.Member) bool { return m.Slug == b.PortraitsBy })
	if by < 0 {
		return nil, fmt.Errorf("%s: portraitsBy: %q is nobody of the team", data.BundleFile, b.PortraitsBy)
	}
	if err := checkPicture(b.Studio, a); err != nil {
		return nil, fmt.Errorf("%s: studio: %w", data.BundleFile, err)
	}
	if err := checkPicture(b.Home, a); err != nil {
		return nil, fmt.Errorf("%s: home: %w", data.BundleFile, err)
	}
	if err := checkPicture(b.Seat, a); err != nil {
		return nil, fmt.Errorf("%s: seat: %w", data.BundleFile, err)
	}
	favicon, err := pngDataURL(fsys, faviconFile)
	if err != nil {
		return nil, err
	}
	logo, err := inlineSVG(fsys, logoFile)
	if err != nil {
		return nil, err
	}
	lightLogo, err := inlineSVG(fsys, lightLogoFile)
	if err != nil {
		return nil, err
	}
	c := &content{assets: a, islands: islands, renders: b.Pictures, boards: b.Boards, team: team, portraitsBy: team[by],
		studio: b.Studio, home: b.Home, seat: b.Seat, homeWords: b.HomeWords, aboutWords: b.AboutWords, notFoundWords: b.NotFoundWords, site: views.Site{Asset: a.URL, Offices: b.Offices, OfficeWords: officeWords(b.Offices), Origin: opts.Origin, Favicon: favicon, Logo: logo, LightLogo: lightLogo, Nav: b.Navigation, Contact: b.ContactWords,
			Stylesheets: opts.Stylesheets, SpeculationRules: string(SpeculationRules()), Loader: islands.loaderCode}}
	if c.heads, err = pageHeads(b.Pages, c.site.OfficeWords); err != nil {
		return nil, err
	}
	c.categoryURLs = map[string]string{}
	for _, cat := range opts.Designs.Categories {
		c.categoryURLs[strings.ToLower(strings.TrimSpace(cat.Title))] = DesignsKey(cat.Slug())
	}
	cards := allDesignCards(c, opts.Designs, projects)
	raw, err := json.Marshal(cards)
	if err != nil {
		return nil, fmt.Errorf("designs cards: %w", err)
	}
	c.cardsURL = strings.Replace(CardsURLPattern, "{hash}", ContentTag(raw), 1)
	site := &Site{View: c.site, Projects: projects, Cards: raw, CardsURL: c.cardsURL, Contact: c.heads["contact"],
		ErrorPage: views.Page{NoIndex: true, Styles: pageStyles["not-found"]}}
	if site.InlineScripts, err = InlineScripts(fsys); err != nil {
		return nil, err
	}
	prepared := prerenderedPages(c, opts.Designs, projects, cards)
	for _, p := range prepared {
		if p.body == nil { // rendered per request by the server
			continue
		}
		html, err := site.Render(p.page, p.body)
		if err != nil {
			return nil, fmt.Errorf("rendering %s: %w", p.page.Path, err)
		}
		site.Pages = append(site.Pages, Page{Key: p.key, Status: p.status, HTML: html})
	}
	site.Sitemap = sitemapPaths(prepared)
	if site.SitemapXML, err = sitemapXML(opts.Origin, site.Sitemap); err != nil {
		return nil, err
	}
	return site, nil
}

// Render renders a page inside the layout.
func (s *Site) Render(p views.Page, body templ.Component) ([]byte, error) {
	var buf bytes.Buffer
	ctx := templ.WithChildren(context.Background(), body)
	if err := views.Layout(s.View, p).Render(ctx, &buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// checkDesignImages refuses design data whose images are not shipped, naming the entry.
func checkDesignImages(d data.Designs, a Assets) error {
	for _, c := range d.Categories {
		for _, e := range c.Examples {
			if !a.Has(e.Image) {
				return fmt.Errorf("design.json: category %q: example %q: no image %s", c.Title, e.Title, e.Image)
			}
		}
	}
	return nil
}

// inlineSVG is a static SVG as markup to write into a page, hidden from assistive technology (what
// it shows is named by its context). An <img> of an SVG, even a data: URL, costs the browser a document
// of its own, built while the page is parsed (the header logo's took some 30 ms of a cold phone's
// main thread before the first paint) or once it nears the screen (the footer's, on a short page,
// while the phone was still busy with its first screen).
func inlineSVG(fsys fs.FS, logical string) (string, error) {
	svg, err := fs.ReadFile(fsys, logical)
	if err != nil {
		return "", err
	}
	markup := strings.TrimSpace(string(svg))
	if !strings.HasPrefix(markup, "<svg ") {
		return "", fmt.Errorf("%s does not start with <svg", logical)
	}
	return `<svg aria-hidden="true" focusable="false" ` + strings.TrimPrefix(markup, "<svg "), nil
}

// pngDataURL is a static PNG as a data: URL, for a picture small enough to travel inside the page.
func pngDataURL(fsys fs.FS, logical string) (string, error) {
	png, err := fs.ReadFile(fsys, logical)
	if err != nil {
		return "", err
	}
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(png), nil
}

// sitemapXML is the sitemap of the paths a crawler should index, at origin.
func sitemapXML(origin string, paths []string) ([]byte, error) {
	type url struct {
		Loc string `xml:"loc"`
	}
	doc := struct {
		XMLName xml.Name `xml:"urlset"`
		NS      string   `xml:"xmlns,attr"`
		URLs    []url    `xml:"url"`
	}{NS: "http://www.sitemaps.org/schemas/sitemap/0.9"}
	for _, p := range paths {
		doc.URLs = append(doc.URLs, url{Loc: origin + p})
	}
	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	enc := xml.NewEncoder(&buf)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, fmt.Errorf("writing the sitemap: %w", err)
	}
	return buf.Bytes(), nil
}

// ContentTag names bytes by their hash, for an ETag or a URL that changes with its content.
func ContentTag(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:10])
}
