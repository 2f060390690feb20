package server

import (
	"encoding/json"
	"io"
	"maps"
	"net/http"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"designo/data"
	"designo/pages"
	"designo/views"
)

// islandProps parses the designs island's props from a designs page.
func islandProps(t *testing.T, doc *goquery.Document) pages.DesignsProps {
	t.Helper()
	var props pages.DesignsProps
	script := doc.Find(`[data-island=designs] script#designs-props[type="application/json"]`)
	if err := json.Unmarshal([]byte(script.Text()), &props); err != nil {
		t.Fatalf("designs props: %v", err)
	}
	return props
}

var cardsURLForm = regexp.MustCompile(`^/assets/design-cards\.[0-9a-f]{20}\.json$`)

// A designs page carries the cards and boards its own first render shows, and no others: the rest
// is at cardsUrl. /designs alone may restore any saved category, so it keeps every board.
func TestDesignsPropsHoldOnlyTheServedCategory(t *testing.T) {
	s := newTestServer(t)
	tests := []struct {
		path     string
		category string
		explicit bool
		boards   []string
	}{
		{"/designs?category=web-design", "web design", true, []string{"appdesign", "graphicdesign"}},
		{"/designs?category=app-design", "app design", true, []string{"graphicdesign", "webdesign"}},
		{"/designs?category=graphic-design", "graphic design", true, []string{"appdesign", "webdesign"}},
		{"/designs", "web design", false, []string{"appdesign", "graphicdesign", "webdesign"}},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			doc := document(t, request(t, s, "GET", tt.path))
			props := islandProps(t, doc)
			if props.Category.Title != tt.category || props.Explicit != tt.explicit || props.DataURL != pages.DesignJSONURL {
				t.Errorf("category %q explicit %v data %q, want %q %v %q", props.Category.Title, props.Explicit, props.DataURL, tt.category, tt.explicit, pages.DesignJSONURL)
			}
			// The island lays out any category it shows by the server's rule, which it is given.
			if !slices.Equal(props.Layout, views.CardLayout) {
				t.Errorf("layout %+v, want views.CardLayout %+v", props.Layout, views.CardLayout)
			}
			// The island's links are the server's addresses, every category's.
			if want := map[string]string{"web design": "/designs?category=web-design", "app design": "/designs?category=app-design",
				"graphic design": "/designs?category=graphic-design"}; !maps.Equal(props.CategoryURLs, want) {
				t.Errorf("categoryUrls %v, want %v", props.CategoryURLs, want)
			}
			if !cardsURLForm.MatchString(props.CardsURL) {
				t.Errorf("cardsUrl %q, want a content-hashed URL", props.CardsURL)
			}
			if got := slices.Sorted(maps.Keys(props.Boards)); !slices.Equal(got, tt.boards) {
				t.Errorf("boards %v, want %v", got, tt.boards)
			}
			// The cards are exactly the page's, with the same links and pictures, so that the island's
			// first render is the server's markup.
			cards := doc.Find(".designs-examples .example-card")
			if len(props.Projects) != cards.Length() {
				t.Errorf("%d cards in the props, %d on the page", len(props.Projects), cards.Length())
			}
			cards.Each(func(_ int, card *goquery.Selection) {
				link := card.Find("a.example-card__link")
				got, ok := props.Projects[link.Text()]
				if !ok || got.Href != link.AttrOr("href", "") || got.Picture.Src != card.Find("img").AttrOr("src", "") {
					t.Errorf("card %q: props %+v, page links %q with picture %q", link.Text(), got, link.AttrOr("href", ""), card.Find("img").AttrOr("src", ""))
				}
			})
			doc.Find(".designs-related .category-tile").Each(func(_ int, tile *goquery.Selection) {
				name := data.ImageName(tile.Find(".category-tile__name").Text())
				if got := props.Boards[name].Src; got == "" || got != tile.Find("img").AttrOr("src", "") {
					t.Errorf("tile %q: props picture %q, page %q", name, got, tile.Find("img").AttrOr("src", ""))
				}
			})
		})
	}
}

// The cards URL answers with every project's card and every board, as the category pages show
// them, cached for good since a new version gets a new URL.
func TestDesignCards(t *testing.T) {
	s := newTestServer(t)
	url := islandProps(t, document(t, request(t, s, "GET", "/designs?category=web-design"))).CardsURL
	res := request(t, s, "GET", url)
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/json" ||
		res.Header.Get("Cache-Control") != immutable || res.Header.Get("ETag") == "" {
		t.Fatalf("%s: %d %q %q etag %q, want 200 JSON, immutable, with an ETag", url, res.StatusCode,
			res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"), res.Header.Get("ETag"))
	}
	var all pages.DesignCards
	if err := json.Unmarshal(body, &all); err != nil {
		t.Fatal(err)
	}
	if len(all.Projects) != len(s.content.Load().site.Projects) {
		t.Errorf("%d cards, want one for each of the %d projects", len(all.Projects), len(s.content.Load().site.Projects))
	}
	for _, p := range s.content.Load().site.Projects {
		if all.Projects[p.Example.Title].Href != p.URL() {
			t.Errorf("card %q links to %q, want %q", p.Example.Title, all.Projects[p.Example.Title].Href, p.URL())
		}
	}
	for _, c := range s.opts.Designs.Categories {
		if all.Boards[data.ImageName(c.Title)].Src == "" {
			t.Errorf("no board for %q", c.Title)
		}
		// Each category page's own props are the same cards as the shared file's.
		props := islandProps(t, document(t, request(t, s, "GET", pages.DesignsKey(c.Slug()))))
		for title, card := range props.Projects {
			if !reflect.DeepEqual(all.Projects[title], card) {
				t.Errorf("%s: card %q differs from the cards file's", c.Title, title)
			}
		}
		for name, board := range props.Boards {
			if !reflect.DeepEqual(all.Boards[name], board) {
				t.Errorf("%s: board %q differs from the cards file's", c.Title, name)
			}
		}
	}

	stale := strings.Replace(url, "design-cards.", "design-cards.0", 1)
	for _, tt := range []struct {
		name     string
		target   string
		headers  []string
		status   int
		encoding string
	}{
		{"compressed for a browser", url, []string{"Accept-Encoding", "gzip, br"}, http.StatusOK, "br"},
		{"revalidated by its ETag", url, []string{"If-None-Match", res.Header.Get("ETag")}, http.StatusNotModified, ""},
		{"an older version is gone", stale, nil, http.StatusNotFound, ""},
		{"a URL without the hash", "/assets/design-cards.json", nil, http.StatusNotFound, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res := request(t, s, "GET", tt.target, tt.headers...)
			if res.StatusCode != tt.status || res.Header.Get("Content-Encoding") != tt.encoding {
				t.Errorf("%s: %d %q, want %d %q", tt.target, res.StatusCode, res.Header.Get("Content-Encoding"), tt.status, tt.encoding)
			}
		})
	}
}

// The cards' layout is named by the server (a class), not counted by a selector: see views.CardClasses.
func TestDesignCardsLayoutIsNamedByTheirNumber(t *testing.T) {
	for _, tt := range []struct {
		cards int
		class string
	}{
		{6, ""},
		{5, "designs-examples--wide-first designs-examples--two-first"},
		{3, "designs-examples--wide-first"},
	} {
		if got := strings.Join(views.CardClasses(tt.cards), " "); got != tt.class {
			t.Errorf("%d cards: %q, want %q", tt.cards, got, tt.class)
		}
	}
	s := newTestServer(t)
	for _, c := range s.opts.Designs.Categories {
		path := pages.DesignsKey(c.Slug())
		list := document(t, request(t, s, "GET", path)).Find("ul.designs-examples")
		if n := list.Children().Length(); n != len(c.Examples) {
			t.Errorf("%s: %d cards, want %d", path, n, len(c.Examples))
		}
		want := strings.Join(append([]string{"designs-examples"}, views.CardClasses(len(c.Examples))...), " ")
		if class, _ := list.Attr("class"); class != want {
			t.Errorf("%s: the cards' list has class %q, want %q", path, class, want)
		}
	}
}
