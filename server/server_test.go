package server

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/PuerkitoBio/goquery"
	"github.com/andybalholm/brotli"

	"designo/data"
	"designo/enquiry"
	"designo/internal/web"
	"designo/pages"
	"designo/static"
	"designo/views"
)

const testOrigin = "https://www.designo.test"

// styles are the stylesheets' sources, which development serves as they are.
var styles = os.DirFS("../styles")

// sharedServer is the site with the default options, built once for every test that needs no other.
var sharedServer = sync.OnceValues(func() (*Server, error) {
	designs, err := data.LoadDesigns(data.DesignJSON)
	if err != nil {
		return nil, err
	}
	return New(Options{Static: static.FS, Designs: designs, Origin: testOrigin})
})

// newTestServer returns the site with the default options, edited by edit: the shared server when
// there is nothing to edit.
func newTestServer(t testing.TB, edit ...func(*Options)) *Server {
	t.Helper()
	if len(edit) == 0 {
		s, err := sharedServer()
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	opts := Options{Static: static.FS, Designs: loadTestDesigns(t), Origin: testOrigin}
	for _, e := range edit {
		e(&opts)
	}
	s, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func loadTestDesigns(t testing.TB) data.Designs {
	t.Helper()
	designs, err := data.LoadDesigns(data.DesignJSON)
	if err != nil {
		t.Fatal(err)
	}
	return designs
}

// request sends a request through the real handler; headers come in pairs.
func request(t testing.TB, h http.Handler, method, target string, headers ...string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func document(t testing.TB, res *http.Response) *goquery.Document {
	t.Helper()
	doc, err := goquery.NewDocumentFromReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

func TestRoutes(t *testing.T) {
	s := newTestServer(t)
	tests := []struct {
		method, target string
		status         int
		location       string
		contentType    string
	}{
		{"GET", "/", 301, "/home", ""},
		{"GET", "/home", 200, "", "text/html; charset=utf-8"},
		{"HEAD", "/home", 200, "", "text/html; charset=utf-8"},
		{"GET", "/about", 200, "", "text/html; charset=utf-8"},
		{"GET", "/locations", 200, "", "text/html; charset=utf-8"},
		{"GET", "/contact", 200, "", "text/html; charset=utf-8"},
		{"GET", "/contact?sent=1", 200, "", "text/html; charset=utf-8"},
		{"GET", "/designs", 200, "", "text/html; charset=utf-8"},
		{"GET", "/designs?category=web-design", 200, "", "text/html; charset=utf-8"},
		{"GET", "/designs?category=app-design", 200, "", "text/html; charset=utf-8"},
		{"GET", "/designs?category=graphic-design", 200, "", "text/html; charset=utf-8"},
		{"GET", "/designs?category=print-design", 404, "", "text/html; charset=utf-8"},
		{"GET", "/designs?category=Web-Design", 404, "", "text/html; charset=utf-8"},
		{"GET", "/assets/design.json", 200, "", "application/json"},
		{"GET", "/sitemap.xml", 200, "", "application/xml; charset=utf-8"},
		{"GET", "/robots.txt", 200, "", "text/plain; charset=utf-8"},
		{"GET", "/healthz", 200, "", "text/plain; charset=utf-8"},
		{"GET", "/static/css/base.css", 200, "", "text/css; charset=utf-8"},
		{"GET", "/static/css/nothing.css", 404, "", "text/html; charset=utf-8"},
		{"GET", "/no-such-page", 404, "", "text/html; charset=utf-8"},
		{"GET", "/home/", 404, "", "text/html; charset=utf-8"},
		// The inbox has a listener of its own (package inbox); the public site has no login.
		{"GET", "/inbox", 404, "", "text/html; charset=utf-8"},
		{"GET", "/inbox/held", 404, "", "text/html; charset=utf-8"},
		{"POST", "/inbox/signin/begin", 404, "", "text/html; charset=utf-8"},
		{"DELETE", "/home", 405, "", "text/html; charset=utf-8"},
		{"PUT", "/about", 405, "", "text/html; charset=utf-8"},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.target, func(t *testing.T) {
			res := request(t, s, tt.method, tt.target)
			if res.StatusCode != tt.status {
				t.Fatalf("status = %d, want %d", res.StatusCode, tt.status)
			}
			if got := res.Header.Get("Location"); got != tt.location {
				t.Errorf("Location = %q, want %q", got, tt.location)
			}
			if tt.contentType != "" && res.Header.Get("Content-Type") != tt.contentType {
				t.Errorf("Content-Type = %q, want %q", res.Header.Get("Content-Type"), tt.contentType)
			}
		})
	}
}

func TestMethodNotAllowedListsAllowedMethods(t *testing.T) {
	res := request(t, newTestServer(t), "DELETE", "/locations")
	if got := res.Header.Get("Allow"); got != "GET, HEAD" {
		t.Errorf("Allow = %q, want %q", got, "GET, HEAD")
	}
	if h1 := document(t, res).Find("h1").Text(); h1 != "Method not allowed" {
		t.Errorf("h1 = %q", h1)
	}
}

// pageTests are the pages a visitor can reach, with what each must show.
var pageTests = []struct {
	path      string
	canonical string
	h1        string
	texts     []string          // must appear in main
	links     map[string]string // link text (trimmed) -> href, inside main
}{
	{
		path: "/home", canonical: "/home",
		h1:    "Award-winning custom designs and digital branding solutions",
		texts: []string{"over 10 years in the industry", "PASSIONATE", "RESOURCEFUL", "FRIENDLY", "VIEW PROJECTS"},
		links: map[string]string{
			"LEARN MORE about Designo":     "/about",
			"WEB DESIGN VIEW PROJECTS":     "/designs?category=web-design",
			"APP DESIGN VIEW PROJECTS":     "/designs?category=app-design",
			"GRAPHIC DESIGN VIEW PROJECTS": "/designs?category=graphic-design",
		},
	},
	{
		path: "/about", canonical: "/about",
		h1:    "About Us",
		texts: []string{"World-class talent", "The real deal", "2010"},
	},
	{
		path: "/locations", canonical: "/locations",
		h1: "Our locations",
	},
	{
		path: "/contact", canonical: "/contact",
		h1:    "Contact Us",
		texts: []string{"Tell us what you want to make, who it is for and when it has to be ready.", "SUBMIT"},
	},
	{
		path: "/designs?category=web-design", canonical: "/designs?category=web-design",
		h1: "Web Design",
		links: map[string]string{
			"APP DESIGN VIEW PROJECTS":     "/designs?category=app-design",
			"GRAPHIC DESIGN VIEW PROJECTS": "/designs?category=graphic-design",
		},
	},
	{
		path: "/designs?category=app-design", canonical: "/designs?category=app-design",
		h1: "App Design",
		links: map[string]string{
			"WEB DESIGN VIEW PROJECTS":     "/designs?category=web-design",
			"GRAPHIC DESIGN VIEW PROJECTS": "/designs?category=graphic-design",
		},
	},
	{
		path: "/designs?category=graphic-design", canonical: "/designs?category=graphic-design",
		h1: "Graphic Design",
		links: map[string]string{
			"WEB DESIGN VIEW PROJECTS": "/designs?category=web-design",
			"APP DESIGN VIEW PROJECTS": "/designs?category=app-design",
		},
	},
	{
		path: "/designs", canonical: "/designs?category=web-design",
		h1: "Web Design",
	},
}

func TestPagesShowTheirContent(t *testing.T) {
	s := newTestServer(t)
	for _, tt := range pageTests {
		t.Run(tt.path, func(t *testing.T) {
			doc := document(t, request(t, s, "GET", tt.path))
			if h1 := doc.Find("h1"); h1.Length() != 1 || strings.TrimSpace(h1.Text()) != tt.h1 {
				t.Errorf("h1 = %d × %q, want one %q", h1.Length(), h1.Text(), tt.h1)
			}
			if got, _ := doc.Find(`link[rel=canonical]`).Attr("href"); got != testOrigin+tt.canonical {
				t.Errorf("canonical = %q, want %q", got, testOrigin+tt.canonical)
			}
			main := doc.Find("main")
			for _, text := range tt.texts {
				if !strings.Contains(main.Text(), text) {
					t.Errorf("main lacks %q", text)
				}
			}
			found := map[string]string{}
			main.Find("a").Each(func(_ int, a *goquery.Selection) {
				found[strings.Join(strings.Fields(a.Text()), " ")] = a.AttrOr("href", "")
			})
			for text, href := range tt.links {
				text = strings.Join(strings.Fields(text), " ")
				if got, ok := found[text]; !ok || got != href {
					t.Errorf("link %q -> %q, want %q (links: %v)", text, got, href, found)
				}
			}
		})
	}
}

// TestPagesShowEveryOffice reads the offices from the bundle (content/offices/): /locations shows
// each one's address, phone and e-mail and names its country in its title, and credits the maps'
// data; the locations strip of /about and /contact leads to each; /about counts the offices and
// their continents in words.
func TestPagesShowEveryOffice(t *testing.T) {
	s := newTestServer(t)
	site := s.content.Load().site.View
	if len(site.Offices) == 0 {
		t.Fatal("no offices in the bundle")
	}
	continents := map[string]bool{}
	locations := document(t, request(t, s, "GET", "/locations"))
	title := locations.Find("title").Text()
	description := locations.Find(`meta[name=description]`).AttrOr("content", "")
	links := func(doc *goquery.Document) map[string]string {
		found := map[string]string{}
		doc.Find("main a").Each(func(_ int, a *goquery.Selection) {
			found[strings.Join(strings.Fields(a.Text()), " ")] = a.AttrOr("href", "")
		})
		return found
	}
	onLocations := links(locations)
	// The maps are drawn from OpenStreetMap's land (scripts/maps.mjs), whose licence asks for credit.
	if got := onLocations["OpenStreetMap contributors"]; got != "https://www.openstreetmap.org/copyright" {
		t.Errorf("/locations: the maps' credit links to %q, want OpenStreetMap's copyright page", got)
	}
	main := strings.Join(strings.Fields(locations.Find("main").Text()), " ")
	for _, o := range site.Offices {
		continents[o.Continent] = true
		for _, text := range []string{o.Name, o.Street, o.City() + " " + o.PostalCode} {
			if !strings.Contains(main, text) {
				t.Errorf("/locations lacks %q", text)
			}
		}
		if onLocations[o.Phone] != "tel:"+o.PhoneE164 || onLocations[o.Email] != "mailto:"+o.Email {
			t.Errorf("/locations: %s's phone and e-mail links: %q, %q", o.Slug, onLocations[o.Phone], onLocations[o.Email])
		}
		if !strings.Contains(title, o.CountryInText) || !strings.Contains(description, o.Locality) {
			t.Errorf("/locations: title %q and description %q, want %q and %q in them", title, description, o.CountryInText, o.Locality)
		}
		for _, path := range []string{"/about", "/contact"} {
			if got := links(document(t, request(t, s, "GET", path)))["SEE LOCATION of our "+o.Country+" office"]; got != "/locations#"+o.Slug {
				t.Errorf("%s: the strip's link to the %s office goes to %q", path, o.Country, got)
			}
		}
	}
	// The words count what the bundle holds.
	words := site.OfficeWords
	for _, c := range []struct {
		words string
		n     int
		noun  string
	}{{words.Offices, len(site.Offices), "office"}, {words.Continents, len(continents), "continent"}} {
		want := fmt.Sprintf("%d %ss", c.n, c.noun)
		if c.n == 1 {
			want = "1 " + c.noun
		}
		if got := officeCountAsFigure(c.words); got != want {
			t.Errorf("%q: %q, want %q", c.words, got, want)
		}
	}
	about := strings.Join(strings.Fields(document(t, request(t, s, "GET", "/about")).Find("main").Text()), " ")
	for _, text := range []string{"companies on " + words.Continents + ",", "any of our " + words.Offices, "Any of our " + words.Offices} {
		if !strings.Contains(about, text) {
			t.Errorf("/about lacks %q", text)
		}
	}
}

// officeCountAsFigure turns a count in words back into figures ("three continents": "3 continents").
func officeCountAsFigure(words string) string {
	for n, w := range []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"} {
		if first, rest, ok := strings.Cut(words, " "); ok && first == w {
			return fmt.Sprintf("%d %s", n, rest)
		}
	}
	return words
}

// TestEveryPageHasTheChrome checks what every page shares: document metadata, header, footer.
func TestEveryPageHasTheChrome(t *testing.T) {
	s := newTestServer(t)
	titles := map[string]string{}
	for _, path := range []string{"/home", "/about", "/locations", "/contact", "/designs?category=web-design",
		"/designs?category=app-design", "/designs?category=graphic-design", "/no-such-page"} {
		t.Run(path, func(t *testing.T) {
			doc := document(t, request(t, s, "GET", path))
			if lang, _ := doc.Find("html").Attr("lang"); lang != "en" {
				t.Errorf("lang = %q", lang)
			}
			title := doc.Find("title").Text()
			if other, dup := titles[title]; dup || title == "" {
				t.Errorf("title %q is empty or shared with %s", title, other)
			}
			titles[title] = path
			if d, _ := doc.Find(`meta[name=description]`).Attr("content"); len(d) < 50 {
				t.Errorf("meta description too short: %q", d)
			}
			for _, prop := range []string{"og:title", "og:description", "og:url", "og:image", "og:type"} {
				if doc.Find(`meta[property="`+prop+`"]`).AttrOr("content", "") == "" {
					t.Errorf("missing %s", prop)
				}
			}
			if href := doc.Find(".skip-link").AttrOr("href", ""); href != "#main" || doc.Find("main#main").Length() != 1 {
				t.Errorf("skip link %q does not lead to main#main", href)
			}
			// Both logos are drawn in the page: an SVG as a picture is a document of its own that a
			// phone builds on its main thread (pages/site.go).
			for _, place := range []string{"header", "footer"} {
				if doc.Find(place+` a[href="/home"][aria-label="Designo home"] > svg[aria-hidden="true"][width="196"][height="24"]`).Length() != 1 {
					t.Errorf("the %s's logo does not link home", place)
				}
				if n := doc.Find(place + " img").Length(); n != 0 {
					t.Errorf("the %s has %d pictures", place, n)
				}
			}
			for _, sel := range []string{".site-nav", ".mobile-menu__panel", ".site-footer__nav"} {
				var hrefs []string
				doc.Find(sel + " a").Each(func(_ int, a *goquery.Selection) { hrefs = append(hrefs, a.AttrOr("href", "")) })
				if got := strings.Join(hrefs, " "); got != "/about /locations /contact" {
					t.Errorf("%s links = %q", sel, got)
				}
			}
			if doc.Find(".mobile-menu details > summary[aria-label=Menu]").Length() != 1 {
				t.Error("no native disclosure for the mobile menu")
			}
			// The call to action leads to the contact page, on every page but that one, whose form is
			// the page.
			cta := doc.Find("footer .cta")
			if path == "/contact" {
				if doc.Find("#"+views.ContactFormID+" form").Length() != 1 {
					t.Errorf("no form inside #%s", views.ContactFormID)
				}
				if cta.Length() != 0 {
					t.Error("/contact repeats the call to action under its own form")
				}
			} else if !strings.Contains(cta.Find("h2").Text(), "Let's talk about your project") || cta.Find(`a[href="/contact"]`).Text() != "GET IN TOUCH" {
				t.Error("footer call to action missing or not leading to /contact")
			}
			if n := doc.Find(`footer .social-links a[aria-label] > svg[aria-hidden="true"] > path[d]`).Length(); n != 5 {
				t.Errorf("%d social links with their marks drawn in the page, want 5", n)
			}
			if !strings.Contains(doc.Find("footer address").Text(), "3886 Wellington Street") {
				t.Error("footer lacks the central office address")
			}
			// The stylesheet keeps a postcode on one line (.postcode); a narrow column broke it at 768px.
			if got := doc.Find("footer address .postcode").Text(); got != "M9C 3J5" {
				t.Errorf("footer postcode %q, want M9C 3J5 in its own span", got)
			}
			if doc.Find(`script[type="application/ld+json"]`).Length() != 1 {
				t.Error("no JSON-LD")
			}
			// The inline scripts that run are the phone's voice, before the styles (TestVoiceScript),
			// and the loader, which the CSP allows by its hash (TestPagesLoadTheCommittedIslands); no
			// other would run.
			inline := doc.Find("script:not([type]), script[type=module]").FilterFunction(func(_ int, s *goquery.Selection) bool {
				return strings.TrimSpace(s.Text()) != ""
			})
			if inline.Length() != 2 || inline.First().Text() != views.VoiceScript || inline.Last().AttrOr("type", "") != "module" {
				t.Errorf("%d inline executable scripts, want the voice's and the loader", inline.Length())
			}
		})
	}
}

// TestImagesAreServedWithAltAndSize follows every <img> of every page.
func TestImagesAreServedWithAltAndSize(t *testing.T) {
	s := newTestServer(t)
	css := []byte(document(t, request(t, s, "GET", "/home")).Find("head > style").Text())
	tone := regexp.MustCompile(`^tone-[a-z]+$`)
	for _, path := range []string{"/home", "/about", "/locations", "/contact", "/designs?category=web-design",
		"/designs?category=app-design", "/designs?category=graphic-design", "/work/builder"} {
		doc := document(t, request(t, s, "GET", path))
		doc.Find("img").Each(func(_ int, img *goquery.Selection) {
			src := img.AttrOr("src", "")
			if _, ok := img.Attr("alt"); !ok {
				t.Errorf("%s: img %s has no alt", path, src)
			}
			if img.AttrOr("width", "") == "" || img.AttrOr("height", "") == "" {
				t.Errorf("%s: img %s has no width or height", path, src)
			}
			// A photograph's box shows its placeholder tone until it arrives, never the page's white.
			if strings.HasSuffix(src, ".jpg") {
				tones := slices.DeleteFunc(strings.Fields(img.AttrOr("class", "")), func(c string) bool { return !tone.MatchString(c) })
				if len(tones) != 1 || !bytes.Contains(css, []byte("."+tones[0]+"{background-color:#")) {
					t.Errorf("%s: img %s has placeholder tones %q, not one the stylesheet defines", path, src, tones)
				}
			}
			if strings.HasPrefix(src, "data:") { // a drawing that travels inside the page (svgDataURL)
				if !strings.HasPrefix(src, "data:image/svg+xml,%3Csvg") {
					t.Errorf("%s: img %.40s… is not an SVG data: URL", path, src)
				}
				return
			}
			res := request(t, s, "GET", src)
			if res.StatusCode != 200 || res.Header.Get("Cache-Control") != immutable {
				t.Errorf("%s: img %s -> %d %q", path, src, res.StatusCode, res.Header.Get("Cache-Control"))
			}
		})
	}
}

func TestDesignsRelatedLinks(t *testing.T) {
	s := newTestServer(t)
	for _, c := range s.opts.Designs.Categories {
		doc := document(t, request(t, s, "GET", "/designs?category="+c.Slug()))
		tiles := doc.Find(".designs-related .category-tile")
		if tiles.Length() == 0 || tiles.Length() > data.MaxRelated {
			t.Errorf("%s: %d related links", c.Slug(), tiles.Length())
		}
		tiles.Each(func(i int, a *goquery.Selection) {
			name := c.Related()[i]
			want := "/static/img/boards/" + strings.ReplaceAll(name, " ", "") + "-"
			if src := a.Find("img").AttrOr("src", ""); !strings.HasPrefix(src, want) {
				t.Errorf("%s: related %q image %q, want %s<width>.<hash>.jpg", c.Slug(), name, src, want)
			}
		})
		if n := doc.Find(".example-card").Length(); n != len(c.Examples) {
			t.Errorf("%s: %d example cards, want %d", c.Slug(), n, len(c.Examples))
		}
	}
}

func TestContactFormWorksWithoutJavaScript(t *testing.T) {
	doc := document(t, request(t, newTestServer(t), "GET", "/contact"))
	form := doc.Find("form.contact-form__form")
	if form.AttrOr("method", "") != "post" || form.AttrOr("action", "") != "/contact" {
		t.Fatalf("form method/action = %q %q", form.AttrOr("method", ""), form.AttrOr("action", ""))
	}
	for _, f := range []struct{ name, typ, label string }{
		{"name", "text", "Name"}, {"email", "email", "Email Address"}, {"phone", "tel", "Phone"}, {"message", "", "Your Message"},
	} {
		field := form.Find(`[name="` + f.name + `"]`)
		if field.Length() != 1 {
			t.Errorf("no field %s", f.name)
			continue
		}
		if _, required := field.Attr("required"); !required {
			t.Errorf("%s is not required", f.name)
		}
		if f.typ != "" && field.AttrOr("type", "") != f.typ {
			t.Errorf("%s type = %q", f.name, field.AttrOr("type", ""))
		}
		// The page's limits are written in views; the rules the server applies are enquiry's.
		if got, want := field.AttrOr("maxlength", ""), strconv.Itoa(enquiry.MaxRunes(f.name)); got != want {
			t.Errorf("%s maxlength = %q, want %s as the server enforces", f.name, got, want)
		}
		id := field.AttrOr("id", "")
		if label := doc.Find(`label[for="` + id + `"]`).Text(); label != f.label {
			t.Errorf("%s label = %q, want %q", f.name, label, f.label)
		}
	}
	if form.Find(`button[type=submit]`).Text() != "SUBMIT" {
		t.Error("no SUBMIT button")
	}
}

func TestSecurityHeaders(t *testing.T) {
	documentOnly := []string{"Content-Security-Policy", "Referrer-Policy", "Permissions-Policy", "X-Frame-Options"}
	for _, hsts := range []bool{false, true} {
		s := newTestServer(t, func(o *Options) { o.HSTS = hsts })
		home := document(t, request(t, s, "GET", "/home"))
		css := s.content.Load().assets.URL(stylesheetFile(views.BaseStyle))
		tests := []struct {
			path       string
			isDocument bool // shown by a browser as a page: it gets the document's policies too
		}{
			{"/home", true},
			{"/no-such-page", true},
			{"/assets/design.json", true},
			{"/static/img/logo-light.svg", true}, // an SVG opened by itself is a document
			{css, false},
			{"/static/css/base.css", false},
			{home.Find(`link[rel=preload][as=font]`).AttrOr("href", ""), false},
		}
		for _, tt := range tests {
			h := request(t, s, "GET", tt.path).Header
			for k, v := range map[string]string{"X-Content-Type-Options": "nosniff", "Cross-Origin-Resource-Policy": "same-origin"} {
				if h.Get(k) != v {
					t.Errorf("%s: %s = %q, want %q", tt.path, k, h.Get(k), v)
				}
			}
			if got := h.Get("Strict-Transport-Security") != ""; got != hsts {
				t.Errorf("%s: HSTS sent = %v, want %v", tt.path, got, hsts)
			}
			if !tt.isDocument {
				for _, k := range documentOnly {
					if h.Get(k) != "" {
						t.Errorf("%s: sends %s, which only a document reads", tt.path, k)
					}
				}
				continue
			}
			csp := h.Get("Content-Security-Policy")
			if !allowsStyles(t, csp, home) {
				t.Errorf("%s: CSP %q does not allow the home page's <style>s", tt.path, csp)
			}
			for _, want := range []string{"script-src 'self'", "frame-ancestors 'none'", "default-src 'self'"} {
				if !strings.Contains(csp, want) {
					t.Errorf("%s: CSP %q lacks %q", tt.path, csp, want)
				}
			}
			if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "unsafe-eval") {
				t.Errorf("%s: CSP allows unsafe sources: %q", tt.path, csp)
			}
			for k, v := range map[string]string{"Referrer-Policy": "strict-origin-when-cross-origin", "X-Frame-Options": "DENY"} {
				if h.Get(k) != v {
					t.Errorf("%s: %s = %q, want %q", tt.path, k, h.Get(k), v)
				}
			}
			if h.Get("Permissions-Policy") == "" {
				t.Errorf("%s: no Permissions-Policy", tt.path)
			}
		}
	}
}

func TestCaching(t *testing.T) {
	s := newTestServer(t)
	css := s.content.Load().assets.URL(stylesheetFile(views.BaseStyle))
	if !strings.HasPrefix(css, "/static/css/base.") || css == "/static/css/base.css" {
		t.Fatalf("stylesheet URL %q carries no content hash", css)
	}
	tests := []struct {
		path, cacheControl string
	}{
		{css, "public, max-age=31536000, immutable"},
		{"/static/css/base.css", "no-cache"},
		{"/home", "no-cache"},
		{"/assets/design.json", "no-cache"},
	}
	for _, tt := range tests {
		res := request(t, s, "GET", tt.path)
		if got := res.Header.Get("Cache-Control"); got != tt.cacheControl {
			t.Errorf("%s: Cache-Control = %q, want %q", tt.path, got, tt.cacheControl)
		}
		etag := res.Header.Get("ETag")
		if etag == "" {
			t.Fatalf("%s: no ETag", tt.path)
		}
		again := request(t, s, "GET", tt.path, "If-None-Match", etag)
		if again.StatusCode != http.StatusNotModified {
			t.Errorf("%s: revalidation = %d, want 304", tt.path, again.StatusCode)
		}
		if body, _ := io.ReadAll(again.Body); len(body) != 0 {
			t.Errorf("%s: 304 with a body", tt.path)
		}
		if changed := request(t, s, "GET", tt.path, "If-None-Match", `"stale"`); changed.StatusCode != 200 {
			t.Errorf("%s: stale ETag = %d, want 200", tt.path, changed.StatusCode)
		}
	}
}

// cssURL matches the stylesheet's url(/static/...) references.
var cssURL = regexp.MustCompile(`url\(["']?/static/([^"')#]+)`)

// scriptHash is the CSP source that allows an inline script of this text.
func scriptHash(text string) string {
	sum := sha256.Sum256([]byte(text))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// styleHashes are the CSP sources that allow a page's <style>s, which must all be in its head.
func styleHashes(t testing.TB, doc *goquery.Document) []string {
	t.Helper()
	var hashes []string
	doc.Find("style").Each(func(_ int, style *goquery.Selection) {
		if style.Parent().Get(0).Data != "head" {
			t.Fatal("a <style> outside the head")
		}
		sum := sha256.Sum256([]byte(style.Text()))
		hashes = append(hashes, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
	})
	return hashes
}

// allowsStyles reports whether a CSP allows each of a page's <style>s by its hash.
func allowsStyles(t testing.TB, csp string, doc *goquery.Document) bool {
	t.Helper()
	_, sources, _ := strings.Cut(csp, "style-src 'self' ")
	sources, _, _ = strings.Cut(sources, ";")
	for _, hash := range styleHashes(t, doc) {
		if !slices.Contains(strings.Fields(sources), hash) {
			return false
		}
	}
	return true
}

// TestPagesCarryTheirStylesheets: every page, the per-request ones too, has in its head the base
// stylesheet and its own as served, each in a <style>, and no stylesheet to fetch before its first
// paint; its CSP allows exactly those texts.
func TestPagesCarryTheirStylesheets(t *testing.T) {
	s := newTestServer(t)
	served := func(name string) string {
		body, _ := io.ReadAll(request(t, s, "GET", s.content.Load().assets.URL(stylesheetFile(name))).Body)
		return string(body)
	}
	for _, tt := range []struct {
		method, path string
		sheets       []string
	}{
		{"GET", "/home", []string{"base", "category-tiles", "home"}},
		{"GET", "/about", []string{"base", "locations-strip", "about"}},
		{"GET", "/locations", []string{"base", "locations"}},
		{"GET", "/contact", []string{"base", "locations-strip", "contact"}},
		{"GET", "/designs?category=app-design", []string{"base", "category-tiles", "designs"}},
		{"GET", "/work/builder", []string{"base", "case"}},
		{"GET", "/no-such-page", []string{"base", "not-found"}},
		{"DELETE", "/home", []string{"base", "not-found"}}, // an error page, rendered per request
	} {
		res := request(t, s, tt.method, tt.path)
		doc := document(t, res)
		if n := doc.Find(`link[rel=stylesheet]`).Length(); n != 0 {
			t.Errorf("%s: %d stylesheet links", tt.path, n)
		}
		var got, want []string
		doc.Find("head > style").Each(func(_ int, style *goquery.Selection) { got = append(got, style.Text()) })
		for _, name := range tt.sheets {
			want = append(want, served(name))
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s %s: its <style>s are not %v as served", tt.method, tt.path, tt.sheets)
		}
		if csp := res.Header.Get("Content-Security-Policy"); !allowsStyles(t, csp, doc) {
			t.Errorf("%s: CSP %q does not allow its <style>s by their hashes", tt.path, csp)
		}
	}
}

// TestStylesheetRefersToHashedFiles: fonts and images inside the CSS get hashed URLs too.
func TestStylesheetRefersToHashedFiles(t *testing.T) {
	s := newTestServer(t)
	body := []byte(document(t, request(t, s, "GET", "/home")).Find("head > style").Text())
	refs := cssURL.FindAllSubmatch(body, -1)
	if len(refs) == 0 {
		t.Fatal("the stylesheet refers to no static files")
	}
	for _, m := range refs {
		url := "/static/" + string(m[1])
		if res := request(t, s, "GET", url); res.Header.Get("Cache-Control") != immutable {
			t.Errorf("the stylesheet refers to %s, which is not a hashed URL", url)
		}
	}
	if !bytes.Contains(body, []byte("/static/fonts/jost.")) {
		t.Error("the stylesheet does not reference the hashed font")
	}
}

func TestCompression(t *testing.T) {
	s := newTestServer(t)
	plain, _ := io.ReadAll(request(t, s, "GET", "/home").Body)
	tests := []struct {
		acceptEncoding, contentEncoding string
		decode                          func(io.Reader) (io.Reader, error)
	}{
		{"gzip, deflate, br", "br", func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }},
		{"gzip", "gzip", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
		{"br;q=0, gzip", "gzip", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
		{"identity", "", func(r io.Reader) (io.Reader, error) { return r, nil }},
		{"", "", func(r io.Reader) (io.Reader, error) { return r, nil }},
	}
	for _, tt := range tests {
		res := request(t, s, "GET", "/home", "Accept-Encoding", tt.acceptEncoding)
		if got := res.Header.Get("Content-Encoding"); got != tt.contentEncoding {
			t.Errorf("Accept-Encoding %q: Content-Encoding = %q, want %q", tt.acceptEncoding, got, tt.contentEncoding)
		}
		if res.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary = %q", tt.acceptEncoding, res.Header.Get("Vary"))
		}
		r, err := tt.decode(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		if body, _ := io.ReadAll(r); !bytes.Equal(body, plain) {
			t.Errorf("Accept-Encoding %q: decoded body differs from the plain one", tt.acceptEncoding)
		}
	}
	font := request(t, s, "GET", "/static/fonts/jost.woff2", "Accept-Encoding", "gzip, br")
	if font.Header.Get("Content-Encoding") != "" {
		t.Error("woff2 fonts are already compressed and must be sent as they are")
	}
}

func TestSitemapAndRobots(t *testing.T) {
	s := newTestServer(t)
	doc := document(t, request(t, s, "GET", "/sitemap.xml"))
	var locs []string
	doc.Find("url > loc").Each(func(_ int, l *goquery.Selection) { locs = append(locs, l.Text()) })
	want := []string{"/home", "/about", "/locations", "/contact", "/designs?category=web-design",
		"/designs?category=app-design", "/designs?category=graphic-design"}
	for _, p := range testProjects(t, s) { // every case study, in the site's order
		want = append(want, "/work/"+p.Slug)
	}
	if len(locs) != len(want) {
		t.Fatalf("sitemap has %v", locs)
	}
	for i, p := range want {
		if locs[i] != testOrigin+p {
			t.Errorf("sitemap[%d] = %q, want %q", i, locs[i], testOrigin+p)
		}
		if res := request(t, s, "GET", p); res.StatusCode != 200 {
			t.Errorf("sitemap URL %s answers %d", p, res.StatusCode)
		}
	}
	robots, _ := io.ReadAll(request(t, s, "GET", "/robots.txt").Body)
	if !strings.Contains(string(robots), "Sitemap: "+testOrigin+"/sitemap.xml") || strings.Contains(string(robots), "Disallow: /\n") {
		t.Errorf("robots.txt = %q", robots)
	}
}

func TestNotFoundPage(t *testing.T) {
	var b data.Bundle
	if err := pages.ReadManifest(static.FS, data.BundleFile, &b); err != nil {
		t.Fatal(err)
	}
	res := request(t, newTestServer(t), "GET", "/nowhere")
	doc := document(t, res)
	// Its words are content/studio/not-found.toml's.
	if res.StatusCode != 404 || b.NotFoundWords.Heading == "" || doc.Find("h1").Text() != b.NotFoundWords.Heading {
		t.Fatalf("status %d, h1 %q, want %q", res.StatusCode, doc.Find("h1").Text(), b.NotFoundWords.Heading)
	}
	if doc.Find(`main a[href="/home"]`).Length() == 0 || doc.Find("header").Length() != 1 || doc.Find("footer").Length() != 1 {
		t.Error("the 404 page needs the header, the footer and a way home")
	}
	// The ways on: every design category, the company, the offices and the contact form.
	var ways []string
	doc.Find(".not-found__ways a").Each(func(_ int, a *goquery.Selection) { ways = append(ways, a.AttrOr("href", "")) })
	want := "/designs?category=web-design /designs?category=app-design /designs?category=graphic-design /about /locations /contact#" + views.ContactFormID
	if got := strings.Join(ways, " "); got != want {
		t.Errorf("404 ways on = %q, want %q", got, want)
	}
	if doc.Find(`meta[name=robots][content=noindex]`).Length() != 1 {
		t.Error("the 404 page must not be indexed")
	}
}

func TestDesignJSONIsServedVerbatim(t *testing.T) {
	body, _ := io.ReadAll(request(t, newTestServer(t), "GET", "/assets/design.json").Body)
	if !bytes.Equal(body, data.DesignJSON) {
		t.Error("/assets/design.json differs from data/design.json")
	}
}

func TestPanicBecomesA500Page(t *testing.T) {
	s := newTestServer(t)
	h := s.recoverPanic(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") }))
	res := request(t, h, "GET", "/home")
	if res.StatusCode != 500 || document(t, res).Find("h1").Text() != "Something went wrong" {
		t.Errorf("status %d", res.StatusCode)
	}
}

func TestMissingDesignImageStopsStart(t *testing.T) {
	designs, err := data.LoadDesigns(bytes.Replace(data.DesignJSON, []byte("/static/img/work/photon/cover-680.jpg"), []byte("/static/img/work/photon/gone.jpg"), 1))
	if err != nil {
		t.Fatal(err)
	}
	_, err = New(Options{Static: static.FS, Designs: designs, Origin: testOrigin})
	if err == nil || !strings.Contains(err.Error(), `"Photon"`) {
		t.Errorf("err = %v, want it to name the Photon example", err)
	}
}

func TestAcceptedEncoding(t *testing.T) {
	tests := map[string]string{
		"":                     "",
		"gzip":                 "gzip",
		"br":                   "br",
		"gzip, deflate, br":    "br",
		"br;q=0, gzip;q=0.8":   "gzip",
		"gzip;q=0":             "",
		" br ; q=0 , gzip ":    "gzip",
		"deflate, identity":    "",
		"x-gzip, compress":     "",
		"gzip;q=1.0, br;q=0.5": "br",
	}
	for header, want := range tests {
		if got := acceptedEncoding(header); got != want {
			t.Errorf("acceptedEncoding(%q) = %q, want %q", header, got, want)
		}
	}
}

func TestNotModified(t *testing.T) {
	tests := []struct {
		ifNoneMatch string
		want        bool
	}{
		{"", false},
		{`"abc"`, true},
		{`W/"abc"`, true},
		{`"x", "abc"`, true},
		{"*", true},
		{`"abcd"`, false},
	}
	for _, tt := range tests {
		if got := notModified(tt.ifNoneMatch, `"abc"`); got != tt.want {
			t.Errorf("notModified(%q) = %v, want %v", tt.ifNoneMatch, got, tt.want)
		}
	}
}

// TestPreparedAssetsAreSentAsBuilt: make generate writes each compressible file's zopfli and
// brotli forms; the server sends those bytes, and they decode to the file it sends uncompressed.
func TestPreparedAssetsAreSentAsBuilt(t *testing.T) {
	s := newTestServer(t)
	var manifest map[string]assetEntry
	if err := pages.ReadManifest(static.FS, assetManifest, &manifest); err != nil {
		t.Fatal(err)
	}
	decoders := map[string]func(io.Reader) (io.Reader, error){
		"gzip": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
		"br":   func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
	}
	compressed := 0
	for logical, e := range manifest {
		if e.Gzip == nil {
			continue
		}
		compressed++
		plain, _ := io.ReadAll(request(t, s, "GET", e.URL).Body)
		for encoding, file := range map[string]string{"gzip": e.Gzip.File, "br": e.Brotli.File} {
			want, err := fs.ReadFile(static.FS, file)
			if err != nil {
				t.Fatalf("%s: %v", logical, err)
			}
			res := request(t, s, "GET", e.URL, "Accept-Encoding", encoding)
			got, _ := io.ReadAll(res.Body)
			if res.Header.Get("Content-Encoding") != encoding || !bytes.Equal(got, want) {
				t.Errorf("%s with %s: got %d bytes (%q), want the %d bytes of %s", e.URL, encoding, len(got), res.Header.Get("Content-Encoding"), len(want), file)
				continue
			}
			r, _ := decoders[encoding](bytes.NewReader(got))
			if decoded, err := io.ReadAll(r); err != nil || !bytes.Equal(decoded, plain) {
				t.Errorf("%s with %s: does not decode to the plain file (%v)", e.URL, encoding, err)
			}
		}
	}
	if compressed < 10 {
		t.Errorf("only %d compressed assets in the manifest", compressed)
	}
	if res := request(t, s, "GET", "/static/"+assetManifest); res.StatusCode != 404 {
		t.Errorf("the asset manifest is served (%d); it is the server's, not a visitor's", res.StatusCode)
	}
}

// TestStaleAssetManifestStopsStart: a static file changed or added after the last make generate
// stops the server with a message saying so, instead of serving what the manifest no longer describes.
// The static files are a small map: a drawing, and a stylesheet as the build leaves it (built from
// styles/, which is not embedded) with its compressed forms.
func TestStaleAssetManifestStopsStart(t *testing.T) {
	fresh := func() fstest.MapFS {
		return fstest.MapFS{
			"img/a.svg":            {Data: []byte("<svg/>")},
			"dist/css/base.css":    {Data: []byte("body{}")},
			"dist/css/base.css.gz": {Data: []byte("gz")},
			"dist/css/base.css.br": {Data: []byte("br")},
			assetManifest: {Data: []byte(`{"img/a.svg": {"url": "/static/img/a.1.svg", "hash": "1", "size": 6},
				"css/base.css": {"url": "/static/css/base.2.css", "hash": "2", "size": 6, "file": "dist/css/base.css",
					"gzip": {"file": "dist/css/base.css.gz", "size": 2}, "br": {"file": "dist/css/base.css.br", "size": 2}}}`)},
		}
	}
	if a, err := loadAssets(fresh()); err != nil || a.URL("css/base.css") != "/static/css/base.2.css" {
		t.Fatalf("a fresh manifest: err %v", err)
	}
	tests := []struct {
		name string
		edit func(fstest.MapFS)
	}{
		{"a new file", func(m fstest.MapFS) { m["img/new.svg"] = &fstest.MapFile{Data: []byte("<svg/>")} }},
		{"a changed file", func(m fstest.MapFS) { m["img/a.svg"] = &fstest.MapFile{Data: []byte("<svg></svg>")} }},
		{"a removed file", func(m fstest.MapFS) { delete(m, "img/a.svg") }},
		{"a lost stylesheet", func(m fstest.MapFS) { delete(m, "dist/css/base.css") }},
		{"a lost compressed form", func(m fstest.MapFS) { delete(m, "dist/css/base.css.br") }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := fresh()
			tt.edit(files)
			if _, err := loadAssets(files); err == nil || !strings.Contains(err.Error(), "run make generate") {
				t.Fatalf("err = %v, want it to ask for make generate", err)
			}
		})
	}
}

// The access log names the visitor: the connection's address, or behind a trusted proxy the
// address it forwards; "remote" keeps the peer itself.
func TestAccessLogNamesTheClient(t *testing.T) {
	var logs bytes.Buffer
	proxies, err := web.ParseTrustedProxies("10.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	s := newTestServer(t, func(o *Options) {
		o.AccessLog = true
		o.Logger = slog.New(slog.NewJSONHandler(&logs, nil))
		o.TrustedProxies = proxies
	})
	tests := []struct {
		name, remote, forwardedFor string
		wantClient                 string
	}{
		{"a direct visitor", "192.0.2.7:1234", "", "192.0.2.7"},
		{"a visitor through the proxy", "10.0.0.1:5000", "203.0.113.5", "203.0.113.5"},
		{"a direct client naming someone else", "192.0.2.8:1", "203.0.113.6", "192.0.2.8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			logs.Reset()
			req := httptest.NewRequest(http.MethodGet, "/about", nil)
			req.RemoteAddr = tt.remote
			if tt.forwardedFor != "" {
				req.Header.Set("X-Forwarded-For", tt.forwardedFor)
			}
			s.ServeHTTP(httptest.NewRecorder(), req)
			var line struct{ Msg, Path, Client, Remote string }
			if err := json.Unmarshal(logs.Bytes(), &line); err != nil {
				t.Fatalf("access log %q: %v", logs.String(), err)
			}
			if line.Msg != "request" || line.Path != "/about" || line.Client != tt.wantClient || line.Remote != tt.remote {
				t.Errorf("logged %+v, want client %s and remote %s", line, tt.wantClient, tt.remote)
			}
		})
	}
}

// Development without the stylesheets' sources is a mistake of the caller, told at once.
func TestDevelopmentNeedsTheStylesheetsSources(t *testing.T) {
	_, err := New(Options{Static: static.FS, Designs: loadTestDesigns(t), Origin: testOrigin, Dev: true})
	if err == nil || !strings.Contains(err.Error(), "Styles") {
		t.Errorf("New in development without Styles: err = %v, want one naming Options.Styles", err)
	}
}

// TestDevelopmentServesFilesAsTheyAre: with -dev, assets are the files on disk at their plain URLs,
// revalidated on every request and uncompressed, so an edit shows at once.
func TestDevelopmentServesFilesAsTheyAre(t *testing.T) {
	s := newTestServer(t, func(o *Options) { o.Dev, o.Styles = true, styles })
	want, err := fs.ReadFile(styles, "base.css")
	if err != nil {
		t.Fatal(err)
	}
	page := request(t, s, "GET", "/home")
	doc := document(t, page)
	if css := doc.Find("head > style").First().Text(); css != string(want) {
		t.Error("the page's first <style> is not the base stylesheet as it is")
	}
	if csp := page.Header.Get("Content-Security-Policy"); !allowsStyles(t, csp, doc) {
		t.Errorf("CSP %q does not allow the page's <style>s", csp)
	}
	res := request(t, s, "GET", "/static/css/base.css", "Accept-Encoding", "gzip, br")
	if res.StatusCode != 200 || res.Header.Get("Cache-Control") != revalidate || res.Header.Get("Content-Encoding") != "" {
		t.Errorf("stylesheet: %d, Cache-Control %q, Content-Encoding %q", res.StatusCode, res.Header.Get("Cache-Control"), res.Header.Get("Content-Encoding"))
	}
	body, _ := io.ReadAll(res.Body)
	if !bytes.Equal(body, want) {
		t.Error("the stylesheet is not the file as it is")
	}
}
