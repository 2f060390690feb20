package pages

import (
	"bytes"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"designo/data"
	"designo/static"
)

// The team's portraits are views of one sprite, and a member the sprite does not draw stops the server.
func TestTeamPortraitsAreViewsOfOneSprite(t *testing.T) {
	a := fsAssets{static.FS}
	team, err := loadTeam(static.FS, a)
	if err != nil {
		t.Fatal(err)
	}
	members, err := data.LoadTeam(data.TeamJSON)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range team {
		if want := a.URL(data.TeamSprite) + "#" + members[i].Slug; m.Portrait.Src != want {
			t.Errorf("%s: portrait %s, want %s", m.Name, m.Portrait.Src, want)
		}
	}

	sprite, err := fs.ReadFile(static.FS, strings.TrimPrefix(data.TeamSprite, "/static/"))
	if err != nil {
		t.Fatal(err)
	}
	withoutPriya := fstest.MapFS{"img/team.svg": {Data: bytes.Replace(sprite, []byte(`<view id="priya-raman"`), []byte(`<view id="nobody"`), 1)}}
	if _, err := loadTeam(withoutPriya, a); err == nil || !strings.Contains(err.Error(), `"priya-raman"`) {
		t.Errorf("a sprite without Priya's portrait: err = %v, want it to name her", err)
	}
}
