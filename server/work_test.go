package server

import (
	"encoding/json"
	"io/fs"
	"net/http"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/PuerkitoBio/goquery"

	"designo/data"
	"designo/pages"
	"designo/static"
	"designo/views"
)

// testProjects are the site's projects as the server loads them.
func testProjects(t testing.TB, s *Server) []data.Project {
	t.Helper()
	examples := 0
	for _, c := range s.opts.Designs.Categories {
		examples += len(c.Examples)
	}
	if n := len(s.content.Load().site.Projects); n != examples || n != len(testPictures(t)) || n == 0 {
		t.Fatalf("%d projects, want the %d of design.json, each with its pictures in the bundle (%d)", n, examples, len(testPictures(t)))
	}
	return s.content.Load().site.Projects
}

// TestCardsLinkToCaseStudies: every card of every category is one link, named by the project's
// title, to a case study that answers 200 with that title as its h1.
func TestCardsLinkToCaseStudies(t *testing.T) {
	s := newTestServer(t)
	for _, c := range s.opts.Designs.Categories {
		t.Run(c.Slug(), func(t *testing.T) {
			doc := document(t, request(t, s, "GET", pages.DesignsKey(c.Slug())))
			cards := doc.Find(".designs-examples .example-card")
			if cards.Length() != len(c.Examples) {
				t.Fatalf("%d cards, want %d", cards.Length(), len(c.Examples))
			}
			cards.Each(func(i int, card *goquery.Selection) {
				e := c.Examples[i]
				links := card.Find("a")
				if links.Length() != 1 || strings.TrimSpace(links.Text()) != e.Title {
					t.Errorf("card %q: %d links named %q, want one named by the title", e.Title, links.Length(), links.Text())
				}
				href := links.AttrOr("href", "")
				if href != "/work/"+data.Slugify(e.Title) {
					t.Errorf("card %q links to %q", e.Title, href)
				}
				res := request(t, s, "GET", href)
				if res.StatusCode != http.StatusOK {
					t.Fatalf("%s answers %d", href, res.StatusCode)
				}
				if h1 := document(t, res).Find("h1"); h1.Length() != 1 || strings.TrimSpace(h1.Text()) != e.Title {
					t.Errorf("%s: h1 = %d × %q, want one %q", href, h1.Length(), h1.Text(), e.Title)
				}
			})
		})
	}
}

// TestProjectImagesArePictures: every project image, on the cards and on the case studies, is a
// <picture> with an AVIF source at several widths and a JPEG fallback at one, with its size, each URL
// hashed and served as its type.
func TestProjectImagesArePictures(t *testing.T) {
	s := newTestServer(t)
	// Each rendered project's card (on its category's page) and case study.
	byPage := map[string][]string{} // page -> the projects whose images it shows
	for _, p := range testProjects(t, s) {
		if _, ok := testPictures(t)[p.Slug]; ok {
			byPage[pages.DesignsKey(p.Category.Slug())] = append(byPage[pages.DesignsKey(p.Category.Slug())], p.Example.Title)
			byPage[p.URL()] = []string{p.Example.Title}
		}
	}
	if len(byPage) == 0 {
		t.Fatal("no project is rendered")
	}
	served, phones := map[string]bool{}, map[string]int{}
	for path, titles := range byPage {
		t.Run(path, func(t *testing.T) {
			doc := document(t, request(t, s, "GET", path))
			for _, title := range titles {
				card := doc.Find(".example-card").FilterFunction(func(_ int, c *goquery.Selection) bool {
					return strings.TrimSpace(c.Find("h2").Text()) == title
				})
				if card.Length() == 1 && card.Find("picture").Length() != 1 {
					t.Errorf("the card of %s shows no <picture>", title)
				}
			}
			// A category tile's and the next project's pictures are alt-less on purpose (the words beside
			// them name the link; TestArtDirectedPictures), as a wall's posters are (its caption says what
			// they are; TestASeriesOfPostersIsPastedUp).
			pictures := doc.Find("main picture").NotFunction(func(_ int, p *goquery.Selection) bool {
				return p.ParentsFiltered(".category-tile, .case-next, .case-wall").Length() > 0
			})
			if pictures.Length() == 0 {
				t.Fatal("no <picture>")
			}
			pictures.Each(func(_ int, pic *goquery.Selection) {
				img := pic.Find("img")
				if img.AttrOr("alt", "") == "" || img.AttrOr("width", "") == "" || img.AttrOr("height", "") == "" {
					t.Errorf("img %s lacks alt, width or height", img.AttrOr("src", ""))
				}
				// The fallback is the img's src alone; each source says how wide it is laid out. A phone's
				// crop comes first, for phones only, with its own size (art direction); a card's desktop
				// widths come first from 700px (pages.projectPicture).
				formats := map[string]string{"image/jpeg": img.AttrOr("src", "")}
				pic.Find("source").Each(func(i int, source *goquery.Selection) {
					if source.AttrOr("sizes", "") == "" {
						t.Errorf("source %s: no sizes", source.AttrOr("type", ""))
					}
					if media := source.AttrOr("media", ""); media != "" {
						wantMedia := "(max-width: 699px)"
						if pic.ParentsFiltered(".example-card").Length() > 0 {
							wantMedia = "(min-width: 700px)"
						}
						if i != 0 || media != wantMedia || source.AttrOr("type", "") != "image/avif" || source.AttrOr("width", "") == "" || source.AttrOr("height", "") == "" {
							t.Errorf("source %d for %q: want %q first, AVIF, with its size", i+1, media, wantMedia)
						}
						phones[path] += len(srcsetURLs(source.AttrOr("srcset", "")))
						for _, url := range srcsetURLs(source.AttrOr("srcset", "")) {
							if res := request(t, s, "GET", url); res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/avif" {
								t.Errorf("%s -> %d %q", url, res.StatusCode, res.Header.Get("Content-Type"))
							}
						}
						return
					}
					formats[source.AttrOr("type", "")] = source.AttrOr("srcset", "")
				})
				// AVIF at every width; the JPEG fallback, for a browser without AVIF, at one. A picture no
				// wider than the ladder's first rung (400 px: a quote's face, shown at 80) has one of each.
				small := img.AttrOr("width", "") == "400"
				for mimeType, several := range map[string]bool{"image/avif": !small, "image/jpeg": false} {
					urls := srcsetURLs(formats[mimeType])
					if several && len(urls) < 2 || !several && len(urls) != 1 {
						t.Errorf("img %s: %s at %d widths, want several: %v", img.AttrOr("src", ""), mimeType, len(urls), several)
					}
					for _, url := range append(urls, img.AttrOr("src", "")) {
						if served[url] || (url == img.AttrOr("src", "") && mimeType != "image/jpeg") {
							continue
						}
						served[url] = true
						res := request(t, s, "GET", url)
						want := mimeType
						if url == img.AttrOr("src", "") {
							want = "image/jpeg"
						}
						if res.StatusCode != 200 || res.Header.Get("Content-Type") != want || res.Header.Get("Cache-Control") != immutable {
							t.Errorf("%s -> %d %q %q, want 200 %s immutable", url, res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"), want)
						}
					}
				}
			})
		})
	}
	// Where a phone would see a long page or a sheet too small to read, it sees the part its project
	// chose (phone = [...] in its project.toml): Tim Brown's letterhead, Express's first screen.
	for _, path := range []string{"/work/tim-brown", "/work/express"} {
		if phones[path] == 0 {
			t.Errorf("%s: no phone crop among its pictures", path)
		}
	}
}

// srcsetURLs are the URLs of a srcset's candidates ("a.avif 400w, b.avif 800w").
func srcsetURLs(srcset string) []string {
	var urls []string
	for _, candidate := range strings.Split(srcset, ",") {
		if fields := strings.Fields(candidate); len(fields) > 0 {
			urls = append(urls, fields[0])
		}
	}
	return urls
}

// TestCaseStudyPage checks what each case study carries beyond its h1: its own title, description,
// Open Graph image and JSON-LD, the large first image, and the ways on.
func TestCaseStudyPage(t *testing.T) {
	s := newTestServer(t)
	projects := testProjects(t, s)
	titles := map[string]string{}
	for i, p := range projects {
		t.Run(p.Slug, func(t *testing.T) {
			doc := document(t, request(t, s, "GET", p.URL()))
			title := doc.Find("title").Text()
			if !strings.HasPrefix(title, p.Example.Title+":") || titles[title] != "" {
				t.Errorf("title %q does not start with the project or is shared with %s", title, titles[title])
			}
			titles[title] = p.Slug
			if d := doc.Find(`meta[name=description]`).AttrOr("content", ""); !strings.Contains(d, p.Example.Description) {
				t.Errorf("description %q lacks design.json's", d)
			}
			if got := doc.Find(`link[rel=canonical]`).AttrOr("href", ""); got != testOrigin+p.URL() {
				t.Errorf("canonical = %q", got)
			}
			main := doc.Find("main")
			story := []string{p.Sector, "The brief", p.Brief[0], "The challenge", p.Challenge[0], "What we did", p.Work[0]}
			if p.Tells(data.SectionProcess) {
				story = append(story, "Process")
			}
			if p.Rejected != "" {
				story = append(story, "The route we dropped.", p.Rejected)
			}
			if p.Tells(data.SectionResults) {
				story = append(story, "The result", p.Results[0].Label)
			}
			for _, text := range story {
				if !strings.Contains(main.Text(), text) {
					t.Errorf("main lacks %q", text)
				}
			}
			q := main.Find(".case-quote")
			name, role := strings.TrimSpace(q.Find(".case-quote__name").Text()), strings.TrimSpace(q.Find(".case-quote__role").Text())
			if strings.TrimSpace(q.Find("blockquote").Text()) != p.Quote.Text || name != p.Quote.Name || role != p.Quote.Role {
				t.Errorf("quote %q by %q, %q; want %q by %q, %q", q.Find("blockquote").Text(), name, role, p.Quote.Text, p.Quote.Name, p.Quote.Role)
			}
			// Signed with a face: the person's portrait, described, in the caption with their name.
			if face := q.Find("figcaption img.case-quote__face"); face.Length() != 1 || strings.TrimSpace(face.AttrOr("alt", "")) == "" ||
				!strings.Contains(face.AttrOr("src", ""), "/static/img/work/"+p.Slug+"/") {
				t.Errorf("quote's face: %d img, src %q, alt %q", face.Length(), face.AttrOr("src", ""), face.AttrOr("alt", ""))
			}
			if !main.Find("article").HasClass("case-study--" + caseLayouts[p.Category.Slug()]) {
				t.Errorf("article is not laid out as %s", caseLayouts[p.Category.Slug()])
			}
			// The first large image is the work flat on the client's colour: fetched first, never lazily.
			first := main.Find("img").First()
			if first.AttrOr("fetchpriority", "") != "high" || first.AttrOr("loading", "") == "lazy" || first.Closest(".case-opening").Length() != 1 {
				t.Errorf("first image %s: fetchpriority %q loading %q", first.AttrOr("src", ""), first.AttrOr("fetchpriority", ""), first.AttrOr("loading", ""))
			}
			// No picture is shown twice on the page, but on a wall, which is posters pasted up again and again.
			shown := map[string]bool{}
			main.Find("img").NotFunction(func(_ int, img *goquery.Selection) bool { return img.Closest(".case-wall").Length() > 0 }).Each(func(_ int, img *goquery.Selection) {
				if src := img.AttrOr("src", ""); shown[src] {
					t.Errorf("image %s is shown twice", src)
				} else {
					shown[src] = true
				}
			})
			if len(shown) < 5 {
				t.Errorf("%d distinct images, want five or more", len(shown))
			}
			if got := main.Find(".case-details figcaption").Map(func(_ int, c *goquery.Selection) string { return strings.TrimSpace(c.Text()) }); !slices.Equal(got, p.Details) {
				t.Errorf("detail captions %q, want the project text's %q", got, p.Details)
			}
			next := projects[(i+1)%len(projects)]
			link := main.Find(".case-next a")
			if link.Length() != 1 || link.AttrOr("href", "") != next.URL() || !strings.Contains(link.Text(), next.Example.Title) || link.Find("img").Length() != 1 {
				t.Errorf("next project link %q (%q), want one to %q (%s) with its picture", link.AttrOr("href", ""), link.Text(), next.URL(), next.Example.Title)
			}
			if got := main.Find(".case-intro__eyebrow a").AttrOr("href", ""); got != pages.DesignsKey(p.Category.Slug()) {
				t.Errorf("category link %q, want %q", got, pages.DesignsKey(p.Category.Slug()))
			}
			checkCreativeWork(t, s, doc, p)
			if r, ok := testPictures(t)[p.Slug]; ok {
				og := doc.Find(`meta[property="og:image"]`).AttrOr("content", "")
				if og != testOrigin+s.content.Load().assets.URL(r.OG.Path) || doc.Find(`meta[property="og:image:width"]`).AttrOr("content", "") != "1200" ||
					doc.Find(`meta[property="og:image:height"]`).AttrOr("content", "") != "630" {
					t.Errorf("og:image %q is not the project's own 1200×630 render", og)
				}
				// The opening is the project's own, on its colour, with what a phone shows of it.
				opening := main.Find(".case-opening")
				if !strings.HasPrefix(opening.Find("img").AttrOr("src", ""), r.Opening.Path+"-") ||
					opening.Find(`source[media="(max-width: 699px)"]`).Length() != 1 ||
					opening.Find(".case-ground rect").AttrOr("fill", "") != p.Colour {
					t.Errorf("opening %q, want %s on %s with a phone crop", opening.Find("img").AttrOr("src", ""), r.Opening.Path, p.Colour)
				}
				// The next project is shown by a picture of its own, its cover, not its opening.
				if src := link.Find("img").AttrOr("src", ""); !strings.HasPrefix(src, testPictures(t)[next.Slug].Cover.Path+"-") {
					t.Errorf("next project's picture %q, want %s's cover", src, next.Slug)
				}
				// One to five frames; a long page told in its screens shows them, not the whole.
				pieces := 0
				for _, f := range r.Frames {
					pieces += max(1, len(f.Excerpts))
				}
				// (A recording of the work moving is a piece of its own, a figure: TestMotionIsOfferedOnlyWhereMotionIsWelcome.)
				if n := main.Find(".case-piece > picture, .case-piece__told > picture").Length(); len(r.Frames) < 1 || len(r.Frames) > 5 || n != pieces {
					t.Errorf("%d pieces shown of %d frames, want the frames' %d (one to five frames, a long page in its screens)", n, len(r.Frames), pieces)
				}
				// An app's screens are told each with its words where its project gives them.
				var captions, told []string
				for _, f := range r.Frames {
					if f.Caption != "" {
						captions = append(captions, f.Caption)
					}
				}
				main.Find(".case-piece__told").Each(func(_ int, f *goquery.Selection) {
					if f.Find("picture img[alt]").Length() == 1 {
						told = append(told, strings.TrimSpace(f.Find("figcaption").Text()))
					}
				})
				if !slices.Equal(told, captions) {
					t.Errorf("screens told %q, want the project's captions %q", told, captions)
				}
				// A website is shown as a phone shows it too: after its first screen, beside the
				// second; beside the only one of a page told in one.
				besidePhone := ".case-piece--aside.case-piece--phone + .case-piece--screen.case-piece--beside img[alt]"
				if len(r.Frames[0].Excerpts) > 1 {
					besidePhone = ".case-piece--screen.case-piece--full:first-child + " + besidePhone
				}
				if p.Category.Slug() == "web-design" && main.Find(besidePhone).Length() != 1 {
					t.Errorf("a website's case study without its phone view beside its second screen, or its only one")
				}
				// The process shows the plates the project's story has, and only those.
				var plates []string
				if pr := r.Process; pr != nil {
					for kind, img := range map[string]processPlate{"sketch": pr.Wireframe, "specimen": pr.Specimen, "rejected": pr.Rejected} {
						if img.Path != "" {
							plates = append(plates, kind)
						}
					}
				}
				var shownPlates []string
				main.Find(".case-process figure").Each(func(_ int, f *goquery.Selection) {
					if f.Find("img[alt]").Length() == 1 {
						shownPlates = append(shownPlates, strings.TrimPrefix(strings.Fields(f.AttrOr("class", ""))[1], "case-figure--"))
					}
				})
				slices.Sort(plates)
				slices.Sort(shownPlates)
				if !slices.Equal(plates, shownPlates) {
					t.Errorf("process shows %v, want the project's plates %v", shownPlates, plates)
				}
				if rejected := main.Find(".case-figure--rejected figcaption"); rejected.Length() == 1 && (rejected.Find("strong").Text() != "The look we dropped." || !strings.HasPrefix(rejected.Text(), "The look we dropped. ")) {
					t.Errorf("the look we dropped without its words: %q", rejected.Text())
				}
			}
		})
	}
}

// TestCaseStudySectionsInTheirProjectsOrder: below its opening, each case study tells the sections
// its project's text lists, in that order and no others (so two projects can run differently).
func TestCaseStudySectionsInTheirProjectsOrder(t *testing.T) {
	s := newTestServer(t)
	classes := map[string]string{"case-story": data.SectionStory, "case-process": data.SectionProcess,
		"case-work": data.SectionWork, "case-results": data.SectionResults, "case-quote": data.SectionQuote}
	orders := map[string]string{}
	for _, p := range testProjects(t, s) {
		t.Run(p.Slug, func(t *testing.T) {
			var got []string
			document(t, request(t, s, "GET", p.URL())).Find("main article.case-study > *").Each(func(_ int, el *goquery.Selection) {
				for class, section := range classes {
					if el.HasClass(class) {
						got = append(got, section)
					}
				}
			})
			if !slices.Equal(got, p.Sections) {
				t.Errorf("sections %v, want the project's %v", got, p.Sections)
			}
			orders[strings.Join(got, " ")] = p.Slug
		})
	}
	// The projects chose their own orders: at least two, here and in the pages.
	if express, builder := projectSections(t, s, "express"), projectSections(t, s, "builder"); slices.Equal(express, builder) || len(orders) < 2 {
		t.Errorf("express tells %v and builder %v; %d orders in all, want each its own", express, builder, len(orders))
	}
}

func projectSections(t *testing.T, s *Server, slug string) []string {
	t.Helper()
	for _, p := range testProjects(t, s) {
		if p.Slug == slug {
			return p.Sections
		}
	}
	t.Fatalf("no project %s", slug)
	return nil
}

func checkCreativeWork(t *testing.T, s *Server, doc *goquery.Document, p data.Project) {
	t.Helper()
	var work, org map[string]any
	if err := json.Unmarshal([]byte(doc.Find(`script#page-schema[type="application/ld+json"]`).Text()), &work); err != nil {
		t.Fatalf("page JSON-LD: %v", err)
	}
	// The case study names the organisation by its @id; the studio's pages describe it in full.
	if n := doc.Find(`script#organisation`).Length(); n != 0 {
		t.Errorf("%d organisation JSON-LD in a case study, which names it by its @id", n)
	}
	home := document(t, request(t, s, "GET", "/home"))
	if err := json.Unmarshal([]byte(home.Find(`script#organisation[type="application/ld+json"]`).Text()), &org); err != nil {
		t.Fatalf("organisation JSON-LD on /home: %v", err)
	}
	want := map[string]string{
		"@context": "https://schema.org", "@type": "CreativeWork", "name": p.Example.Title,
		"description": p.Example.Description, "url": testOrigin + p.URL(), "genre": data.TitleCase(p.Category.Title),
	}
	for key, value := range want {
		if work[key] != value {
			t.Errorf("CreativeWork %s = %v, want %q", key, work[key], value)
		}
	}
	creator, _ := work["creator"].(map[string]any)
	if creator["@type"] != "Organization" || creator["name"] != "Designo" || creator["@id"] != org["@id"] || org["@id"] == nil {
		t.Errorf("creator %v is not the organisation %v of /home", creator, org["@id"])
	}
	image, _ := work["image"].(string)
	if !strings.HasPrefix(image, testOrigin+"/static/") {
		t.Fatalf("image %q is not an absolute URL of the site", image)
	}
	if res := request(t, s, "GET", strings.TrimPrefix(image, testOrigin)); res.StatusCode != 200 {
		t.Errorf("image %s answers %d", image, res.StatusCode)
	}
}

func TestUnknownCaseStudyIsNotFound(t *testing.T) {
	s := newTestServer(t)
	for _, path := range []string{"/work/nothing", "/work/express/", "/work/Express", "/work"} {
		if res := request(t, s, "GET", path); res.StatusCode != http.StatusNotFound {
			t.Errorf("%s answers %d, want 404", path, res.StatusCode)
		}
	}
}

// TestBrokenBundleStopsStart: a bundle naming a file that is not shipped, an image without its
// fallback or alt text, a process plate without its caption, a project without pictures, a case study
// without its words stops the server with a message naming the project.
func TestBrokenBundleStopsStart(t *testing.T) {
	raw, err := fs.ReadFile(static.FS, data.BundleFile)
	if err != nil {
		t.Fatal(err)
	}
	last := func(s, from, to string) string { // the pictures come after the case studies
		i := strings.LastIndex(s, from)
		return s[:i] + to + s[i+len(from):]
	}
	afterRejected := func(s, from, to string) string { // the first process plate's, not a screen's
		i := strings.Index(s, `"rejected": {`)
		return s[:i] + strings.Replace(s[i:], from, to, 1)
	}
	tests := []struct {
		name, from, to, want string
		replace              func(s, from, to string) string
	}{
		{"missing file", `"path": "/static/img/work/express/cover"`, `"path": "/static/img/work/express/gone"`, `"express": cover: no file /static/img/work/express/gone-680.avif`, nil},
		{"no fallback", `"jpg"`, `"png"`, `"airfilter": opening: no jpg fallback`, nil},
		{"no alt text", `"alt": "`, `"alt": "", "was": "`, `"airfilter": opening: no alt text`, nil},
		{"no caption", `"caption": "`, `"caption": "", "was": "`, `"airfilter": rejected: no caption`, afterRejected},
		{"a screen without its file", `"path": "/static/img/work/express/frame-1-screen-2"`, `"path": "/static/img/work/express/frame-1-screen-9"`, `"express": frame 1: screen 2: no file /static/img/work/express/frame-1-screen-9-400.avif`, nil},
		{"a project without pictures", `"science": {`, `"science-draft": {`, `no pictures of the project "science"`, last},
		{"a case study without its sector", `"sector": "`, `"sector": " ", "rejected": "`, `work: "airfilter": missing "sector"`, nil},
		{"not JSON", `{`, `[`, data.BundleFile, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			broken := strings.Replace(string(raw), tt.from, tt.to, 1)
			if tt.replace != nil {
				broken = tt.replace(string(raw), tt.from, tt.to)
			}
			if broken == string(raw) {
				t.Fatalf("%q is not in %s", tt.from, data.BundleFile)
			}
			fsys := overlayFS{static.FS, fstest.MapFS{data.BundleFile: {Data: []byte(broken)}}}
			_, err := New(Options{Static: fsys, Designs: newTestServer(t).opts.Designs, Origin: testOrigin})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want it to say %q", err, tt.want)
			}
		})
	}
}

// overlayFS serves the files of top over those of base.
type overlayFS struct {
	base fs.FS
	top  fstest.MapFS
}

func (o overlayFS) Open(name string) (fs.File, error) {
	if _, ok := o.top[name]; ok {
		return o.top.Open(name)
	}
	return o.base.Open(name)
}

// caseLayouts are the case studies' layouts by category (views.CaseStudy).
var caseLayouts = map[string]string{"web-design": views.LayoutWeb, "app-design": views.LayoutApp, "graphic-design": views.LayoutGraphic}

// testPicture is what the tests read of a project's pictures in the shipped bundle: a frame's
// screens too.
type testPicture struct {
	Path     string
	Caption  string // an app's screen: what it does
	Excerpts []processPlate
}

// processPlate is a process plate in the shipped bundle (no path: not in the project's story).
type processPlate struct{ Path string }

// testProject is what the tests read of a project in the shipped bundle.
type testProject struct {
	Opening, Cover, OG testPicture
	Frames             []testPicture
	Process            *struct{ Wireframe, Specimen, Rejected processPlate }
}

// testPictures are the shipped bundle's pictures, by project.
func testPictures(t testing.TB) map[string]testProject {
	t.Helper()
	var b struct {
		Pictures map[string]testProject
	}
	if err := pages.ReadManifest(static.FS, data.BundleFile, &b); err != nil {
		t.Fatal(err)
	}
	return b.Pictures
}
