package data

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
)

// TeamJSON is data/team.json as shipped in the binary: the people /about introduces, in its order.
// Their portraits are drawn by art/studio/team.mjs into one sprite, TeamSprite.
//
//go:embed team.json
var TeamJSON []byte

// Member is one person of the studio.
type Member struct {
	Slug   string `json:"slug"`   // ines-carvalho: names the portrait's view in TeamSprite
	Name   string `json:"name"`   // Inês Carvalho
	Role   string `json:"role"`   // Creative Director
	Office string `json:"office"` // the slug of an office of Offices(): where they work
	Line   string `json:"line"`   // one sentence about them
	Alt    string `json:"alt"`    // what their portrait shows
}

// TeamSprite is the logical path of the team's portraits: one SVG with a <view id="<slug>"> per
// member, so that one request brings them all.
const TeamSprite = "/static/img/team.svg"

// LoadTeam parses team.json: every member needs every field, a slug of their own, a known office
// and alt text that describes the drawing rather than repeating the name. The error names the entry.
func LoadTeam(raw []byte) ([]Member, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var team []Member
	if err := dec.Decode(&team); err != nil {
		return nil, fmt.Errorf("team.json: %w", err)
	}
	if len(team) == 0 {
		return nil, fmt.Errorf("team.json: nobody in the team")
	}
	offices := map[string]bool{}
	for _, o := range Offices() {
		offices[o.Slug] = true
	}
	seen := map[string]bool{}
	for i, m := range team {
		fields := map[string]string{"slug": m.Slug, "name": m.Name, "role": m.Role, "office": m.Office, "line": m.Line, "alt": m.Alt}
		for _, key := range []string{"slug", "name", "role", "office", "line", "alt"} {
			if strings.TrimSpace(fields[key]) == "" {
				return nil, fmt.Errorf("team.json: member %d (%s) has no %q", i+1, m.Name, key)
			}
		}
		switch {
		case seen[m.Slug]:
			return nil, fmt.Errorf("team.json: two members share the slug %q", m.Slug)
		case !offices[m.Office]:
			return nil, fmt.Errorf("team.json: %q works at %q, which is no office", m.Slug, m.Office)
		case !strings.Contains(m.Alt, m.Name) || len(m.Alt) < len(m.Name)+30:
			return nil, fmt.Errorf("team.json: %q: the alt text should name %s and say what the portrait shows", m.Slug, m.Name)
		}
		seen[m.Slug] = true
	}
	return team, nil
}
