package pages

import (
	"fmt"
	"io/fs"
	"strings"

	"designo/data"
	"designo/views"
)

// portraitSize is the drawn portraits' size (art/studio/team.mjs draws them square).
const portraitSize = 704

// loadTeam reads the studio's people (data/team.json) with their drawn portraits; a member whose
// portrait is not in the team's sprite, or an office that is not one of ours, stops the server.
func loadTeam(fsys fs.FS, a Assets) ([]views.TeamMember, error) {
	members, err := data.LoadTeam(data.TeamJSON)
	if err != nil {
		return nil, err
	}
	raw, err := fs.ReadFile(fsys, strings.TrimPrefix(data.TeamSprite, "/static/"))
	if err != nil {
		return nil, fmt.Errorf("team portraits: %w (make art draws them)", err)
	}
	sprite := string(raw)
	offices := map[string]string{}
	for _, o := range data.Offices() {
		offices[o.Slug] = o.Locality
	}
	team := make([]views.TeamMember, 0, len(members))
	for _, m := range members {
		if !strings.Contains(sprite, `<view id="`+m.Slug+`"`) {
			return nil, fmt.Errorf("team.json: %q: no portrait in %s (make art draws it)", m.Slug, data.TeamSprite)
		}
		team = append(team, views.TeamMember{Name: m.Name, Role: m.Role, Office: offices[m.Office], Line: m.Line,
			Portrait: views.ResponsiveImage{Src: a.URL(data.TeamSprite) + "#" + m.Slug, Alt: m.Alt, Width: portraitSize, Height: portraitSize}})
	}
	return team, nil
}

// aboutView prepares the about page: the studio at work, the team, and a finished piece in its
// setting, the one whose text says so (content/work/<slug>/project.toml: about = true).
func aboutView(c *content) views.AboutView {
	return views.AboutView{
		Studio: c.studio.picture(c.assets, views.SlotAboutIntro.Sizes()),
		Deal:   c.renders[c.about].Scene.picture(c.assets, views.SlotFull.Sizes()),
		Team:   c.team,
	}
}
