package data

import (
	"encoding/json"
	"strconv"
)

// BundleFile is the content bundle, below static/: every project's words and pictures, the team,
// the offices, the boards and the studio's picture. The build stage (package bundle, make generate)
// writes it from content/ and the server (package pages) reads it at start-up; both use the types
// below, so the two cannot disagree on a field.
const BundleFile = "content.json"

// Bundle is static/content.json.
type Bundle struct {
	// Work is every project's case study, by slug: a JSON object of CaseStudy, kept raw so that
	// LoadProjects decodes it strictly and refuses a field it does not know.
	Work json.RawMessage `json:"work"`
	// Pictures are every project's pictures, by slug, as the pages show them.
	Pictures map[string]ProjectPictures `json:"pictures"`
	// Team is the studio's people (content/team/<slug>/), in their order on /about.
	Team []Member `json:"team"`
	// Offices are the agency's offices (content/offices/<slug>/), central office first.
	Offices []Office `json:"offices"`
	// Boards are each design category's board (content/boards/<name>.jpg), by the category's image
	// name (ImageName: webdesign), the picture of its tiles and related links.
	Boards map[string]Picture `json:"boards"`
	// Studio is the studio at work, beside the about page's introduction (content/studio/).
	Studio Picture `json:"studio"`
	// Home is the work the home page opens with, under its promise (content/studio/, [home]).
	Home Picture `json:"home"`
	// Seat is the open seat after the team on /about (content/studio/, [seat]).
	Seat Picture `json:"seat"`
	// PortraitsBy is the slug of the person of Team who drew the team's portraits, credited on /about
	// (content/studio/studio.toml: portraits.by).
	PortraitsBy string `json:"portraitsBy"`
	// Pages are the titles and descriptions of the pages that are not a category's or a project's,
	// by PagesWithWords' names (content/studio/pages.toml).
	Pages map[string]PageWords `json:"pages"`
	// HomeWords are the home page's words (content/studio/home.toml).
	HomeWords HomeWords `json:"homeWords"`
	// AboutWords are the about page's words (content/studio/about.toml).
	AboutWords AboutWords `json:"aboutWords"`
	// Navigation is the site's main links, in order (content/studio/navigation.toml).
	Navigation []NavLink `json:"navigation"`
	// ContactWords are the contact page's words, its confirmation's and the footer's invitation
	// (content/studio/contact.toml).
	ContactWords ContactWords `json:"contactWords"`
	// NotFoundWords are the 404's words (content/studio/not-found.toml).
	NotFoundWords NotFoundWords `json:"notFoundWords"`
}

// ProjectPictures are one project's pictures: its opening (the work flat on the client's colour, its
// phone crop with it), the cover, the preview shared elsewhere, the frames of the piece, and when its
// story has it how it came about.
type ProjectPictures struct {
	Opening Picture   `json:"opening"`
	Cover   Picture   `json:"cover"` // design.json's image and the next-project link's picture
	OG      Picture   `json:"og"`    // the preview shared elsewhere, 1200 x 630
	Frames  []Picture `json:"frames"`
	// Portrait is the face of the person the project's quote is by.
	Portrait Picture  `json:"portrait"`
	Process  *Process `json:"process,omitempty"`
	// Motion is the prototype moving (a page scrolling, an app's key interaction), where the
	// project has one.
	Motion *Motion `json:"motion,omitempty"`
}

// Motion is a short muted loop recorded from the piece itself: an MP4 (H.264) served as it is, and
// its poster, the loop's first frame, encoded as every picture is. The case study offers the video
// only to visitors who have not asked for less motion; the others see the poster.
type Motion struct {
	Video   string  `json:"video"` // /static/img/work/express/motion.mp4
	Type    string  `json:"type"`  // its MIME type: video/mp4
	Bytes   int     `json:"bytes"`
	Width   int     `json:"width"` // the video's frame, which the poster's size matches
	Height  int     `json:"height"`
	Seconds float64 `json:"seconds"`
	Alt     string  `json:"alt"`     // what moves, for who cannot see it
	Caption string  `json:"caption"` // the words under it
	Poster  Picture `json:"poster"`
	// Source is the hash of the video's file: the build copies an unchanged video only once.
	Source string `json:"source"`
}

// MaxMotionBytes is the most a recording may weigh: a visitor who presses play on a phone waits
// for no more than this.
const MaxMotionBytes = 1_000_000

// Process is how the piece came about, in the order a case study tells it, each plate only where
// it adds to the story (an absent one has no path): the first wireframe, the type and palette, the
// look we dropped, and the details of the finished work at full size (DetailCrops, or none).
type Process struct {
	Wireframe Picture   `json:"wireframe"`
	Specimen  Picture   `json:"specimen"`
	Rejected  Picture   `json:"rejected"` // its caption is why it lost
	Details   []Picture `json:"details"`
}

// Picture is one picture's encodings: AVIF at each of Widths and the JPEG fallback at one
// (FallbackWidth), at Path-<width>.<format> (File).
type Picture struct {
	Alt     string   `json:"alt"`
	Width   int      `json:"width"`
	Height  int      `json:"height"`
	Widths  []int    `json:"widths,omitempty"`
	Formats []string `json:"formats,omitempty"`
	Path    string   `json:"path"`
	Kind    string   `json:"kind,omitempty"`    // frames: browser, phone or print
	Caption string   `json:"caption,omitempty"` // process plates: the words under it
	// Excerpts are a browser frame's long page as screens (each cropped from it), which the page
	// shows instead of the whole: such a frame has no widths and no formats of its own.
	Excerpts []Picture `json:"excerpts,omitempty"`
	// Phone is the part of a frame or a screen a phone shows instead (AVIF only: a <source> for
	// phones; the picture's <img> keeps the fallback).
	Phone *Picture `json:"phone,omitempty"`
	// Source is the hash of the file the encodings were made from: the build stage encodes an
	// unchanged picture only once. The server has no use for it.
	Source string `json:"source"`
}

// FallbackMax is the widest JPEG fallback: a browser without AVIF gets one JPEG, no wider.
const FallbackMax = 800

// File is the path of one encoding: /static/img/work/express/cover-800.avif.
func (p Picture) File(width int, format string) string {
	return p.Path + "-" + strconv.Itoa(width) + "." + format
}

// FallbackWidth is the JPEG fallback's width: the largest of Widths up to FallbackMax (the first
// when all are wider).
func (p Picture) FallbackWidth() int {
	w := p.Widths[0]
	for _, candidate := range p.Widths {
		if candidate <= FallbackMax && candidate > w {
			w = candidate
		}
	}
	return w
}

// PageWords are a page's title and description (content/studio/pages.toml), the words about the
// offices still as placeholders ({towns}; see OfficePlaceholders).
type PageWords struct {
	Title       string `json:"title"`
	Description string `json:"description"`
}

// PagesWithWords are the pages whose words content/studio/pages.toml holds, by its table names.
var PagesWithWords = []string{"home", "about", "locations", "contact", "not-found"}

// NavLink is one of the site's main links: the header's, the phone's menu's and the footer's. Its
// JSON keys are its field names, as the menu island reads them from its props.
type NavLink struct {
	Href, Label string
}

// NavigablePages are the pages a main link may lead to.
var NavigablePages = []string{"/home", "/about", "/locations", "/contact", "/designs"}

// OfficePlaceholders are what the pages' words may name of the offices, filled in by the pages.
var OfficePlaceholders = []string{"{towns}", "{towns-or}", "{countries}", "{continents}", "{offices}"}

// HomeWords are the home page's words (content/studio/home.toml).
type HomeWords struct {
	Heading string `json:"heading"` // the promise, the page's h1
	Text    string `json:"text"`    // under it, beside LEARN MORE
	// The headings of the selected work and of the qualities (for screen readers).
	SelectedHeading  string    `json:"selectedHeading"`
	QualitiesHeading string    `json:"qualitiesHeading"`
	Qualities        []Quality `json:"qualities"`
}

// ContactWords are the words we wrote for the contact page, its confirmation and the invitation
// above every page's footer (content/studio/contact.toml).
type ContactWords struct {
	Intro string `json:"intro"`
	// SendNote stands beside SUBMIT, which waits until the form can be sent: what it waits for.
	SendNote     string       `json:"sendNote"`
	Confirmation Confirmation `json:"confirmation"`
	Invitation   string       `json:"invitation"`
}

// Confirmation is what a visitor reads once the agency has their enquiry, with or without
// JavaScript: the contact island has it in its props.
type Confirmation struct {
	Heading     string   `json:"heading"`
	Thanks      string   `json:"thanks"`
	NextHeading string   `json:"nextHeading"`
	Next        []string `json:"next"`
}

// NotFoundWords are the 404's words (content/studio/not-found.toml): its heading and text, the
// heading of its ways on and the line above each.
type NotFoundWords struct {
	Heading string `json:"heading"`
	Text    string `json:"text"`
	Ways    string `json:"ways"`
	Kickers struct {
		Work    string `json:"work"`
		About   string `json:"about"`
		Contact string `json:"contact"`
	} `json:"kickers"`
}

// Quality is one of the studio's qualities on the home page: its name, its drawing's path below
// static/ (img/home/<name>.svg), the drawing's alt text and the quality's words.
type Quality struct {
	Name  string `json:"name"`
	Image string `json:"image"`
	Alt   string `json:"alt"`
	Text  string `json:"text"`
}

// AboutWords are the about page's words (content/studio/about.toml), the offices' still as
// placeholders (OfficePlaceholders).
type AboutWords struct {
	Intro  Section `json:"intro"`
	Lede   string  `json:"lede"` // the introduction's first paragraph, larger
	Talent Section `json:"talent"`
	Deal   Section `json:"deal"`
	// Clients heads the real deal's list of every project's client.
	Clients string `json:"clients"`
	// Hiring is the team's last seat, open: its name, role, office and line as a person's, and the
	// words of its link to /contact.
	Hiring struct {
		Name   string `json:"name"`
		Role   string `json:"role"`
		Office string `json:"office"`
		Line   string `json:"line"`
		Link   string `json:"link"`
	} `json:"hiring"`
	Facts []Fact `json:"facts"`
}

// Section is a heading and its paragraphs.
type Section struct {
	Heading string   `json:"heading"`
	Text    []string `json:"text"`
}

// Fact is a figure and what it counts.
type Fact struct {
	Figure string `json:"figure"`
	Label  string `json:"label"`
}
