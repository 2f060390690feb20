package server

import (
	"encoding/json"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"designo/pages"
)

// TestPagesCarryTheSpeculationRules: every page, the 404 page too, carries the rules in its head,
// allowed by their hash in the CSP, and no rules file is named to fetch.
func TestPagesCarryTheSpeculationRules(t *testing.T) {
	s := newTestServer(t)
	for _, path := range []string{"/home", "/about", "/designs?category=app-design", "/work/express", "/contact", "/no-such-page"} {
		res := request(t, s, "GET", path)
		doc := document(t, res)
		rules := doc.Find(`head > script[type="speculationrules"]`)
		if rules.Length() != 1 || rules.Text() != string(pages.SpeculationRules()) {
			t.Fatalf("%s: %d rule sets in the head, want the site's one", path, rules.Length())
		}
		if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, scriptHash(rules.Text())) {
			t.Errorf("%s: CSP %q does not allow the rules by their hash", path, csp)
		}
		if h := res.Header.Get("Speculation-Rules"); h != "" {
			t.Errorf("%s: Speculation-Rules %q names a file to fetch", path, h)
		}
	}
}

// ruleSet is the part of the Speculation Rules syntax the site uses: document rules whose "where"
// combines "and", "not", pathname patterns and selectors.
type ruleSet struct {
	Prerender, Prefetch []struct {
		Source    string    `json:"source"`
		Where     condition `json:"where"`
		Eagerness string    `json:"eagerness"`
	}
}

type condition struct {
	And         []condition `json:"and"`
	Not         *condition  `json:"not"`
	HrefMatches string      `json:"href_matches"`
	Selector    string      `json:"selector_matches"`
}

// matches evaluates a condition for a same-origin link. A pattern is a path ("/static/*", no query or
// fragment, which then match anything): its * matches any run of characters, "/" included, as in URL
// Pattern; a selector is asked of the link itself.
func (c condition) matches(t *testing.T, link *goquery.Selection, path string) bool {
	switch {
	case c.And != nil:
		for _, sub := range c.And {
			if !sub.matches(t, link, path) {
				return false
			}
		}
		return true
	case c.Not != nil:
		return !c.Not.matches(t, link, path)
	case c.HrefMatches != "":
		if !strings.HasPrefix(c.HrefMatches, "/") || strings.ContainsAny(c.HrefMatches, "?#:{}()+") {
			t.Fatalf("href_matches %q: only path patterns with * are understood here", c.HrefMatches)
		}
		pattern := "^" + strings.ReplaceAll(regexp.QuoteMeta(c.HrefMatches), `\*`, ".*") + "$"
		return regexp.MustCompile(pattern).MatchString(path)
	case c.Selector != "":
		return link.Is(c.Selector)
	}
	t.Fatalf("empty condition")
	return false
}

// TestSpeculationRulesCoverTheSitesLinks evaluates the rules against the links of real pages: every
// link to a page is prerendered when the visitor is about to follow it, except the contact page,
// which is only prefetched, and the links to other design categories, which the designs island
// shows in place; no file and no form is ever speculated.
func TestSpeculationRulesCoverTheSitesLinks(t *testing.T) {
	var rules ruleSet
	if err := json.Unmarshal(pages.SpeculationRules(), &rules); err != nil {
		t.Fatal(err)
	}
	if len(rules.Prerender) != 1 || len(rules.Prefetch) != 1 {
		t.Fatalf("want one prerender and one prefetch rule, got %+v", rules)
	}
	for _, r := range append(rules.Prerender, rules.Prefetch...) {
		if r.Source != "document" || r.Eagerness != "moderate" {
			t.Errorf("rule %+v: want document rules with moderate eagerness", r)
		}
	}
	prerender, prefetch := rules.Prerender[0].Where, rules.Prefetch[0].Where

	s := newTestServer(t)
	seen := map[string]string{}
	for _, page := range []string{"/home", "/about", "/designs?category=web-design", "/work/todo", "/contact", "/no-such-page"} {
		doc := document(t, request(t, s, "GET", page))
		doc.Find("a[href]").Each(func(_ int, a *goquery.Selection) {
			href, _ := url.Parse(a.AttrOr("href", ""))
			if href.Scheme != "" || href.Host != "" || href.Path == "" { // other origins, mailto:, tel:, #main
				return
			}
			var want string
			switch {
			case strings.HasPrefix(href.Path, "/static/"), a.Closest(".designs-related").Length() > 0:
				want = "none"
			case href.Path == "/contact":
				want = "prefetch"
			default:
				want = "prerender"
			}
			got := "none"
			if prefetch.matches(t, a, href.Path) {
				got = "prefetch"
			}
			if prerender.matches(t, a, href.Path) {
				got += "+prerender"
				got = strings.TrimPrefix(got, "none+")
			}
			if got != want {
				t.Errorf("%s: link %s is speculated as %q, want %q", page, href, got, want)
			}
			seen[want] = href.String()
		})
	}
	for _, want := range []string{"prerender", "prefetch"} {
		if seen[want] == "" {
			t.Errorf("no link on the pages checked is meant to be a %s: the test checks nothing", want)
		}
	}
	// The rule set excludes what only a file link would need: a path with a dot, the design data.
	for _, path := range []string{"/sitemap.xml", pages.DesignJSONURL, "/static/css/base.css"} {
		noLink := new(goquery.Selection)
		if prerender.matches(t, noLink, path) || prefetch.matches(t, noLink, path) {
			t.Errorf("%s would be speculated", path)
		}
	}
}
