package server

import (
	"path"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"designo/data"
	"designo/pages"
	"designo/static"
)

// hashedWidth finds a variant's width in its hashed URL: /static/img/work/camp/opening-1200.a34f6da97d.avif.
var hashedWidth = regexp.MustCompile(`-(\d+)\.[0-9a-f]+\.avif$`)

// The art-directed pictures: the home page's selected work, the designs page's related tiles and
// the about page's pictures are <picture>s whose every candidate (AVIF at every width and the JPEG
// fallback at one) is served; /about shows the team.
func TestArtDirectedPictures(t *testing.T) {
	s := newTestServer(t)
	serves := func(t *testing.T, srcset string) {
		t.Helper()
		for _, candidate := range strings.Split(srcset, ",") {
			url := strings.Fields(candidate)[0]
			if res := request(t, s, "GET", url); res.StatusCode != 200 {
				t.Errorf("%s answers %d", url, res.StatusCode)
			}
		}
	}
	// The formats a picture's sources offer, each once (a card offers AVIF twice: its desktop widths
	// from 700px and every width below).
	types := func(p *goquery.Selection) string {
		var got []string
		p.Find("source").Each(func(_ int, src *goquery.Selection) {
			if t := src.AttrOr("type", ""); !slices.Contains(got, t) {
				got = append(got, t)
			}
		})
		return strings.Join(got, " ")
	}

	home := document(t, request(t, s, "GET", "/home"))
	projectAt := func(href string) data.Project {
		for _, p := range s.content.Load().site.Projects {
			if p.URL() == href {
				return p
			}
		}
		return data.Project{}
	}
	// The hero is one surface: type on the peach and, at its foot, the studio's own piece of work laid
	// out flat (content/studio/, [home]), lazy (a phone's largest paint is the promise), in AVIF and
	// described; no other page shows that picture.
	const piece = "/static/img/studio/work-"
	img := home.Find(".hero .hero__work picture img")
	if home.Find(".hero img").Length() != 1 || !strings.HasPrefix(img.AttrOr("src", ""), piece) ||
		img.AttrOr("loading", "") != "lazy" || strings.TrimSpace(img.AttrOr("alt", "")) == "" ||
		types(home.Find(".hero picture")) != "image/avif" {
		t.Fatalf("hero: %d images, the piece %v, want the studio's piece, lazy, described, in AVIF", home.Find(".hero img").Length(), img.Nodes)
	}
	home.Find(".hero picture source").Each(func(_ int, src *goquery.Selection) { serves(t, src.AttrOr("srcset", "")) })
	for key := range s.content.Load().pages {
		if key == "/home" {
			continue
		}
		if html, _ := document(t, request(t, s, "GET", key)).Html(); strings.Contains(html, piece) {
			t.Errorf("%s shows the home page's piece too", key)
		}
	}
	// The selected work names two projects of each category, each leading to its case study with
	// its picture in a setting.
	categories := s.opts.Designs.Categories
	selected := home.Find(".selected-work a")
	if selected.Length() != 2*len(categories) {
		t.Fatalf("%d selected projects, want two of each of the %d categories", selected.Length(), len(categories))
	}
	seenCategories := map[string]int{}
	selected.Each(func(i int, a *goquery.Selection) {
		project := projectAt(a.AttrOr("href", ""))
		if project.Slug == "" || !strings.Contains(a.Text(), project.Example.Title) {
			t.Fatalf("selected project %d: %q leads to no project named in it (%q)", i+1, a.AttrOr("href", ""), a.Text())
		}
		seenCategories[project.Category.Title]++
		want := testPictures(t)[project.Slug].Opening.Path
		pic := a.Find("picture")
		if !strings.HasPrefix(pic.Find("img").AttrOr("src", ""), want+"-") || types(pic) != "image/avif" {
			t.Errorf("%s: picture %q, want %s in AVIF", project.Slug, pic.Find("img").AttrOr("src", ""), want)
		}
		pic.Find("source").Each(func(_ int, src *goquery.Selection) { serves(t, src.AttrOr("srcset", "")) })
	})
	for _, c := range categories {
		if seenCategories[c.Title] != 2 {
			t.Errorf("the selected projects by category: %v, want two of each", seenCategories)
		}
	}
	// A card shows a project by its opening, the work flat on the client's colour.
	inSetting := func(img *goquery.Selection) bool {
		src := img.AttrOr("src", "")
		return strings.HasPrefix(src, "/static/img/work/") && strings.HasPrefix(path.Base(src), "opening-")
	}
	// One set of category tiles everywhere: home's show each category's board, the same picture as
	// the designs page's related tiles.
	boardOf := func(doc *goquery.Document, sel string) map[string]string {
		boards := map[string]string{}
		doc.Find(sel).Each(func(_ int, tile *goquery.Selection) {
			boards[tile.Find(".category-tile__name").Text()] = path.Base(tile.Find("picture img").AttrOr("src", ""))
		})
		return boards
	}
	homeBoards := boardOf(home, ".home-categories .category-tile")
	if len(homeBoards) != len(categories) {
		t.Errorf("%d home tiles, want one for each of the %d categories", len(homeBoards), len(categories))
	}
	for name, src := range homeBoards {
		if !strings.HasPrefix(src, data.ImageName(name)+"-") {
			t.Errorf("home tile %s shows %s, want its category's board", name, src)
		}
	}
	for _, c := range categories {
		category := c.Slug()
		related := boardOf(document(t, request(t, s, "GET", "/designs?category="+category)), ".designs-related .category-tile")
		want := map[string]string{}
		for name := range related {
			want[name] = homeBoards[name]
		}
		if len(related) != len(categories)-1 || !reflect.DeepEqual(related, want) {
			t.Errorf("/designs?category=%s: related tiles show %v; home's show %v", category, related, homeBoards)
		}
	}
	// The selected work: no project's opening twice on the page.
	shown := map[string]int{}
	home.Find("img").FilterFunction(func(_ int, img *goquery.Selection) bool { return inSetting(img) }).
		Each(func(_ int, img *goquery.Selection) { shown[path.Dir(img.AttrOr("src", ""))]++ })
	for dir, n := range shown {
		if n > 1 {
			t.Errorf("/home shows %s %d times", dir, n)
		}
	}
	if len(shown) != selected.Length() {
		t.Errorf("/home shows %d projects' openings, want %d (the selected)", len(shown), selected.Length())
	}
	// The designs page's cards show each project by its opening; its related tiles show each
	// category's board, in the same formats.
	web := categories[0]
	designs := document(t, request(t, s, "GET", "/designs?category="+web.Slug()))
	cards := designs.Find(".example-card")
	cards.Each(func(i int, card *goquery.Selection) {
		if img := card.Find("picture img"); !inSetting(img) || types(card.Find("picture")) != "image/avif" {
			t.Errorf("card %d: picture %q, want the project's opening, in AVIF", i+1, img.AttrOr("src", ""))
		}
		// From 700px a card takes the widths encoded for desktops: a phone's, up to 800, are pressed
		// for its first paint and smear a desktop card's small type.
		desktop := card.Find("source").First()
		for _, url := range srcsetURLs(desktop.AttrOr("srcset", "")) {
			width := 0
			if m := hashedWidth.FindStringSubmatch(url); m != nil {
				width, _ = strconv.Atoi(m[1])
			}
			if desktop.AttrOr("media", "") != "(min-width: 700px)" || width <= 800 {
				t.Errorf("card %d: from %q it offers %s, want only widths over 800 from 700px", i+1, desktop.AttrOr("media", ""), url)
			}
		}
	})
	if cards.Length() != len(web.Examples) {
		t.Errorf("%d %s cards, want its %d projects", cards.Length(), web.Title, len(web.Examples))
	}
	boards := designs.Find(".designs-related .category-tile picture")
	if boards.Length() != len(categories)-1 {
		t.Errorf("%d related tiles with a picture, want one for each other category (%d)", boards.Length(), len(categories)-1)
	}
	boards.Each(func(i int, p *goquery.Selection) {
		if types(p) != "image/avif" || p.Find("img").AttrOr("alt", "-") != "" || p.Find("img").AttrOr("loading", "") != "lazy" {
			t.Errorf("related tile %d: sources %q, img %v", i+1, types(p), p.Find("img").Nodes[0].Attr)
		}
		p.Find("source").Each(func(_ int, src *goquery.Selection) { serves(t, src.AttrOr("srcset", "")) })
		serves(t, p.Find("img").AttrOr("src", "")) // the fallback: one JPEG
	})

	// /about introduces the studio beside its work in a setting, then its people (content/team/), each
	// with a drawn portrait, a name, a role and a line.
	about := document(t, request(t, s, "GET", "/about"))
	intro := about.Find(".about-intro picture")
	if types(intro) != "image/avif" || intro.Find("source").Length() != 2 || intro.Find("img").AttrOr("alt", "") == "" || intro.Find("img").AttrOr("fetchpriority", "") != "high" {
		t.Errorf("about introduction picture: sources %q, img %v", types(intro), intro.Find("img").Nodes)
	}
	// From 700px it is drawn beside the words, 648 px wide: only the widths encoded for desktops,
	// above a phone's 800, which are pressed for a phone's first paint.
	tablets := intro.Find("source").First()
	if tablets.AttrOr("media", "") != "(min-width: 700px)" {
		t.Errorf("about introduction picture: its first source is for %q, want (min-width: 700px)", tablets.AttrOr("media", ""))
	}
	for _, candidate := range strings.Split(tablets.AttrOr("srcset", ""), ", ") {
		if w, _ := strconv.Atoi(strings.TrimSuffix(strings.Fields(candidate)[1], "w")); w <= 800 {
			t.Errorf("about introduction picture offers %q from 700px, a phone's width", candidate)
		}
	}
	// The people, then the open seat, drawn in the same series (studio.toml's [seat]).
	members := about.Find(".team__member:not(.team__member--open)")
	if open := about.Find(".team__member:last-child"); !open.HasClass("team__member--open") || len(open.Find("img").AttrOr("alt", "")) < 30 {
		t.Errorf("the team's last seat: %v, want the open seat with its drawn desk and alt text", open.Nodes)
	}
	var bundled struct{ Team []data.Member }
	if err := pages.ReadManifest(static.FS, data.BundleFile, &bundled); err != nil {
		t.Fatal(err)
	}
	if members.Length() != len(bundled.Team) || len(bundled.Team) == 0 {
		t.Errorf("%d people on the team, want the bundle's %d", members.Length(), len(bundled.Team))
	}
	members.Each(func(i int, m *goquery.Selection) {
		portrait := m.Find("img")
		if portrait.Length() != 1 || len(portrait.AttrOr("alt", "")) < 30 || portrait.AttrOr("width", "") == "" {
			t.Errorf("team member %d: portrait %v, want one drawn portrait with alt text and a size", i+1, portrait.Nodes)
		}
		if strings.TrimSpace(m.Find("h3").Text()) == "" || strings.TrimSpace(m.Find(".team__role").Text()) == "" || len(m.Find(".team__line").Text()) < 40 {
			t.Errorf("team member %d: name %q, role %q, line %q", i+1, m.Find("h3").Text(), m.Find(".team__role").Text(), m.Find(".team__line").Text())
		}
	})
	// Under them, the portraits are credited to the one of them who drew them (studio.toml's
	// portraits.by), by name and role.
	credit := about.Find(".about-team > .team + .team__credit")
	var b data.Bundle
	if err := pages.ReadManifest(static.FS, data.BundleFile, &b); err != nil {
		t.Fatal(err)
	}
	var drawer *data.Member
	for i, m := range b.Team {
		if m.Slug == b.PortraitsBy {
			drawer = &b.Team[i]
		}
	}
	if drawer == nil {
		t.Fatal("the bundle credits the portraits to nobody of the team")
	}
	if want := "Portraits drawn by " + drawer.Name + ", " + drawer.Role; credit.Length() != 1 || strings.TrimSpace(credit.Text()) != want {
		t.Errorf("/about's portrait credit %q (%d), want %q", credit.Text(), credit.Length(), want)
	}

	// The real deal names every project's client, as its case study does, and links to that study.
	projects, err := data.LoadProjects(b.Work, loadTestDesigns(t))
	if err != nil {
		t.Fatal(err)
	}
	clients := about.Find(".about-deal .about-clients__list a")
	if clients.Length() != len(projects) || strings.TrimSpace(about.Find(".about-clients h3").Text()) == "" {
		t.Errorf("/about names %d clients under %q, want the %d projects' under a heading", clients.Length(), about.Find(".about-clients h3").Text(), len(projects))
	}
	clients.Each(func(i int, a *goquery.Selection) {
		if i >= len(projects) {
			return
		}
		p := projects[i]
		name, sector := a.Find(".about-client__name").Text(), a.Find(".about-client__sector").Text()
		if a.AttrOr("href", "") != p.URL() || name != p.Example.Title || sector != p.Sector {
			t.Errorf("client %d: %q (%q) to %q, want %q (%q) to %q", i+1, name, sector, a.AttrOr("href", ""), p.Example.Title, p.Sector, p.URL())
		}
	})
}
