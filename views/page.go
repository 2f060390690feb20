// Package views renders every page of the site with templ. Components receive plain Go values that
// the server prepares; they never reach the HTTP layer or the enquiry store.
package views

import (
	"strings"

	"designo/data"
)

// AssetURL turns a static file's logical path ("img/logo-dark.svg") into the URL it is served at,
// which carries a content hash so that browsers may cache it for a year.
type AssetURL func(logical string) string

// BaseStyle is the stylesheet every page carries: the type, the grid, the header and the footer.
const BaseStyle = "base"

// styleElements are a page's stylesheets, base first, each in a <style> of its own.
func (s Site) styleElements(p Page) string {
	var b strings.Builder
	for _, name := range append([]string{BaseStyle}, p.Styles...) {
		b.WriteString("<style>" + s.Stylesheets[name] + "</style>")
	}
	return b.String()
}

// Site is what every page shares: asset URLs, the offices for the footer, the public origin.
type Site struct {
	Asset   AssetURL
	Offices []data.Office
	// OfficeWords are the words that count or name the offices, from Offices.
	OfficeWords OfficeWords
	Origin      string    // https://www.designo.co, for canonical and Open Graph URLs
	Favicon     string    // the site's icon as a data: URL
	Logo        string    // the header's logo, inline SVG markup from the embedded static files (trusted)
	LightLogo   string    // the footer's, on black, as Logo
	Nav         []NavLink // the site's main sections, in the order the header and the footer show them
	// Contact is the contact page's words, its confirmation's and the footer's invitation.
	Contact data.ContactWords
	// Stylesheets are the site's stylesheets as served (their url()s hashed), by name
	// (styles/, a file per name). A page carries BaseStyle and its own (Page.Styles) in its head: a separate
	// file was the one request that held the first paint back, and a phone parses and matches only
	// the rules of the page it shows. The CSP allows exactly these texts by their hashes (trusted: the
	// site's own files, free of "</style").
	Stylesheets map[string]string
	// SpeculationRules and Loader are the texts of the head's two scripts, which the CSP allows by
	// their hashes (trusted: JSON from encoding/json, and the island build's loader, free of
	// "</script"): the rules that prerender the page a visitor is about to open, and the module that
	// imports the islands. Inline, neither is a request before the first paint.
	SpeculationRules string
	Loader           string
}

// VoiceKey is what a phone remembers (localStorage) once it holds Fraunces in its cache: the island
// loader (islands/loader.ts) fetches the font after a phone's first page has painted and is idle.
const VoiceKey = "designo-voice"

// VoiceScript is the head's first script, after the fonts' preloads and before the stylesheets: on
// a phone that holds Fraunces it sets the voice class, so its headings speak in Fraunces as a
// desktop's do (base.css), from the first paint and without a shift, and asks for the font at once,
// as the desktop's preload (a copy of it for every width) does. Asked for only when the first heading
// was laid out, the cached font missed its optional display in half of a phone's new tabs, which then
// drew their headings in the stand-in. A first visit, or a browser without script or storage, keeps
// Jost: a second font fetched before the first paint cost Lighthouse's slow phone 80 to 150 ms.
const VoiceScript = `try{if(localStorage.getItem("` + VoiceKey + `")){document.documentElement.classList.add("voice");` +
	`var f=document.querySelector('link[rel=preload][href*=fraunces]');if(f){f=f.cloneNode();f.removeAttribute("media");document.head.appendChild(f)}}}catch(e){}`

// OfficeWords are what the pages' prose says about the offices, made from the offices' folders:
// "three", "three offices", "three continents", "Canada, Australia and the UK", "Toronto,
// New South Wales and Rhyd-y-fro" and the same with "or".
type OfficeWords struct {
	Count, Offices, Continents, Countries, Towns, TownsOr string
}

// Page describes one page's head and chrome.
type Page struct {
	Title       string // the whole <title>
	Description string
	Path        string   // canonical path and query, e.g. /designs?category=app-design
	Section     string   // the header link marked aria-current: /about, /locations or /contact
	Styles      []string // the stylesheets it carries after BaseStyle, by name (Site.Stylesheets)
	NoIndex     bool     // the 404 page and the contact form's answers are not for search engines
	// SocialImage is the page's own Open Graph image; nil shares the site's.
	SocialImage *SocialImage
	// Schema is the page's own JSON-LD (a case study's CreativeWork), beside the organisation's.
	Schema any
}

// SocialImage is an Open Graph image: an absolute URL and its size.
type SocialImage struct {
	URL           string
	Width, Height int
	Alt           string
}

// Image is a picture with everything an <img> needs to be accessible and not shift the layout.
type Image struct {
	Path          string // logical path under static/
	Alt           string
	Width, Height int
}

// ResponsiveImage is a raster image encoded in several formats and widths, for <picture>: the
// browser takes the first format it supports, at the width that fits the layout (Sizes). URLs are
// the served (hashed) ones. The designs island receives the same values as props, so its JSON
// names are part of that contract.
type ResponsiveImage struct {
	Src     string        `json:"src"`    // the fallback JPEG at a middle width
	Srcset  string        `json:"srcset"` // the fallback JPEG at every width
	Sources []ImageSource `json:"sources"`
	Sizes   string        `json:"sizes"` // the image's width in the layout, per breakpoint
	Alt     string        `json:"alt"`
	Width   int           `json:"width"` // intrinsic size: the largest encoding's
	Height  int           `json:"height"`
	Tone    string        `json:"tone,omitempty"` // the class its box shows until it arrives (base.css .tone-*)
}

// ImageSource is one modern format of a ResponsiveImage: AVIF, then WebP.
type ImageSource struct {
	Type   string `json:"type"` // image/avif
	Srcset string `json:"srcset"`
	// An image drawn anew for a breakpoint (art direction) also has: the media query it is for,
	// its own sizes, and its own size, so the browser reserves the right shape before it loads.
	Media         string `json:"media,omitempty"`
	Sizes         string `json:"sizes,omitempty"`
	Width, Height int    `json:"-"`
}

// Loading says when an image is fetched: with the page, later as it nears the screen, or first of
// all (the largest image of the first screen, Lighthouse's LCP element).
type Loading int

const (
	LoadEager Loading = iota
	LoadLazy
	LoadFirst
)

// NavLink is one of the site's main links (content/studio/navigation.toml).
type NavLink = data.NavLink

// Office is the data package's office, named here so templates read plainly.
type Office = data.Office

// Srcset lists an image's encodings for srcset ("url 400w, url 800w"): url gives the address of
// the encoding that is w pixels wide.
func Srcset(url func(w int) string, widths ...int) string {
	candidates := make([]string, len(widths))
	for i, w := range widths {
		candidates[i] = url(w) + " " + itoa(w) + "w"
	}
	return strings.Join(candidates, ", ")
}
