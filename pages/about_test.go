package pages

import (
	"strings"
	"testing"
	"testing/fstest"

	"designo/data"
)

// The team comes from the bundle with their portraits as pictures like any other; nobody, an office
// that is not ours or a portrait that is not shipped stops the server, naming the person.
func TestLoadTeam(t *testing.T) {
	offices := []data.Office{{Slug: "canada", Locality: "Toronto"}}
	portrait := data.Picture{Alt: "Drawn portrait of Ada: short grey hair, round glasses.", Width: 704, Height: 704,
		Widths: []int{400, 704}, Formats: []string{"avif", "jpg"}, Path: "/static/img/team/ada/portrait"}
	shipped := fstest.MapFS{
		"img/team/ada/portrait-400.avif": {}, "img/team/ada/portrait-704.avif": {}, "img/team/ada/portrait-704.jpg": {},
	}
	ada := data.Member{Slug: "ada", Name: "Ada", Role: "Designer", Office: "canada", Line: "Draws.", Portrait: portrait}

	team, err := loadTeam([]data.Member{ada}, fsAssets{shipped}, offices)
	if err != nil {
		t.Fatal(err)
	}
	if got := team[0]; got.Office != "Toronto" || got.Portrait.Src != "/static/img/team/ada/portrait-704.jpg" ||
		len(got.Portrait.Sources) != 1 || !strings.Contains(got.Portrait.Sources[0].Srcset, "portrait-400.avif 400w") {
		t.Errorf("Ada: %+v", got)
	}

	elsewhere, unshipped := ada, ada
	elsewhere.Office = "mars"
	unshipped.Portrait.Path = "/static/img/team/ada/other"
	for _, tt := range []struct {
		name   string
		people []data.Member
		want   string
	}{
		{"nobody", nil, "team: nobody"},
		{"no such office", []data.Member{elsewhere}, `"ada" works at "mars"`},
		{"portrait not shipped", []data.Member{unshipped}, `"ada": portrait`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := loadTeam(tt.people, fsAssets{shipped}, offices); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want it to say %s", err, tt.want)
			}
		})
	}
}

// An office whose map or emblem is not shipped stops the server, naming the office; so does none.
func TestCheckOffices(t *testing.T) {
	shipped := fstest.MapFS{"img/offices/canada/map.svg": {}, "img/offices/canada/emblem.svg": {}}
	canada := data.Office{Slug: "canada", Map: data.Drawing{Path: "img/offices/canada/map.svg", Width: 350, Height: 326},
		Emblem: data.Drawing{Path: "img/offices/canada/emblem.svg", Width: 202, Height: 202}}
	if err := checkOffices([]data.Office{canada}, fsAssets{shipped}); err != nil {
		t.Fatal(err)
	}
	noMap := canada
	noMap.Map.Path = "img/offices/canada/other.svg"
	for _, tt := range []struct {
		name    string
		offices []data.Office
		want    string
	}{
		{"none", nil, "offices: none"},
		{"a map not shipped", []data.Office{noMap}, `"canada": no drawing img/offices/canada/other.svg`},
	} {
		if err := checkOffices(tt.offices, fsAssets{shipped}); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want it to say %s", tt.name, err, tt.want)
		}
	}
}
