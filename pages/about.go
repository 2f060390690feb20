package pages

import (
	"fmt"

	"designo/data"
	"designo/views"
)

// loadTeam prepares the studio's people from the bundle (content/team/<slug>/); nobody, a portrait
// that is not shipped, or an office that is not one of ours stops the server, naming the person.
func loadTeam(people []data.Member, a Assets, offices []data.Office) ([]views.TeamMember, error) {
	if len(people) == 0 {
		return nil, fmt.Errorf("%s: team: nobody", data.BundleFile)
	}
	towns := map[string]string{}
	for _, o := range offices {
		towns[o.Slug] = o.Locality
	}
	team := make([]views.TeamMember, 0, len(people))
	for _, m := range people {
		town, ok := towns[m.Office]
		if !ok {
			return nil, fmt.Errorf("%s: team: %q works at %q, which is no office", data.BundleFile, m.Slug, m.Office)
		}
		if err := checkPicture(m.Portrait, a); err != nil {
			return nil, fmt.Errorf("%s: team: %q: portrait: %w", data.BundleFile, m.Slug, err)
		}
		team = append(team, views.TeamMember{Name: m.Name, Role: m.Role, Office: town, Line: m.Line,
			Portrait: responsiveImage(m.Portrait, a, views.SlotPortrait.Sizes())})
	}
	return team, nil
}

// aboutView prepares the about page: the studio at work, the team and what a client can count on,
// with its words (content/studio/about.toml), the offices' filled in, and every project's client.
func aboutView(c *content, projects []data.Project) views.AboutView {
	w, fill := c.aboutWords, officeFiller(c.site.OfficeWords)
	section := func(s data.Section) views.Section {
		text := make([]string, len(s.Text))
		for i, p := range s.Text {
			text[i] = fill.Replace(p)
		}
		return views.Section{Heading: fill.Replace(s.Heading), Text: text}
	}
	facts := make([]views.Fact, len(w.Facts))
	for i, f := range w.Facts {
		facts[i] = views.Fact{Figure: fill.Replace(f.Figure), Label: fill.Replace(f.Label)}
	}
	clients := make([]views.Client, len(projects))
	for i, p := range projects {
		clients[i] = views.Client{Name: p.Example.Title, Sector: p.Sector, Href: p.URL()}
	}
	return views.AboutView{
		Intro:  section(w.Intro),
		Lede:   fill.Replace(w.Lede),
		Studio: tabletsTakeDesktopWidths(c.studio, c.assets, views.SlotAboutIntro.Sizes()),
		Talent: section(w.Talent),
		Team:   c.team,
		Hiring: views.TeamMember{Name: fill.Replace(w.Hiring.Name), Role: fill.Replace(w.Hiring.Role),
			Office: fill.Replace(w.Hiring.Office), Line: fill.Replace(w.Hiring.Line),
			Portrait: responsiveImage(c.seat, c.assets, views.SlotPortrait.Sizes())},
		HiringLink: fill.Replace(w.Hiring.Link),
		// The credit names who drew the portraits, and what they do here.
		PortraitsBy:    c.portraitsBy,
		Deal:           section(w.Deal),
		Facts:          facts,
		ClientsHeading: fill.Replace(w.Clients),
		Clients:        clients,
	}
}

// checkOffices refuses a bundle without offices, or an office whose drawings are not shipped,
// naming it: the locations page and the footer would be empty or broken.
func checkOffices(offices []data.Office, a Assets) error {
	if len(offices) == 0 {
		return fmt.Errorf("%s: offices: none", data.BundleFile)
	}
	for _, o := range offices {
		for _, d := range []data.Drawing{o.Map, o.Emblem} {
			if !a.Has(d.Path) || d.Width <= 0 || d.Height <= 0 {
				return fmt.Errorf("%s: offices: %q: no drawing %s, or no size", data.BundleFile, o.Slug, d.Path)
			}
		}
	}
	return nil
}
