package bundle

import (
	"strings"
	"testing"
	"testing/fstest"

	"designo/data"
)

// validOffice is an office's text file that readOffice accepts; each case below breaks one field.
const validOffice = `order = 1
country = "Canada"
continent = "North America"
name = "Designo Central Office"
street = "3886 Wellington Street"
town = "Toronto"
region = "Ontario"
postcode = "M9C 3J5"
country-code = "CA"
phone = "+1 253-863-8967"
phone-international = "+1 253 863 8967"
email = "contact@designo.co"
latitude = 43.644
longitude = -79.395
map = "map.svg"
emblem = "emblem.svg"
`

const (
	mapSVG    = `<svg xmlns="http://www.w3.org/2000/svg" width="350" height="326" viewBox="0 0 350 326"></svg>`
	emblemSVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 202 202"></svg>`
)

// TestReadOfficeNamesTheFileAndTheField: every mistake in an office's folder is refused with the
// file's name and the field's; a good one is the office the pages show, its drawings with their sizes.
func TestReadOfficeNamesTheFileAndTheField(t *testing.T) {
	const file = "content/offices/canada/office.toml"
	tests := []struct{ name, from, to, extra, want string }{
		{"accepted", "", "", "", ""},
		{"no street", `street = "3886 Wellington Street"`, `street = ""`, "", "street: empty"},
		{"no region is fine", `region = "Ontario"`, "", "", ""},
		{"a country code in words", `country-code = "CA"`, `country-code = "Canada"`, "", "country-code:"},
		{"a phone link without its country", `phone-international = "+1 253 863 8967"`, `phone-international = "253 863 8967"`, "", "phone-international:"},
		{"no e-mail", `email = "contact@designo.co"`, `email = "contact at designo"`, "", "email:"},
		{"no latitude", "latitude = 43.644\n", "", "", "latitude:"},
		{"a longitude off the globe", "longitude = -79.395", "longitude = -279.395", "", "longitude:"},
		{"an unknown field", "order = 1", "order = 1\nfax = \"1\"", "", `unknown field "fax"`},
		{"a map that is no SVG", `map = "map.svg"`, `map = "map.png"`, "", `map: "map.png", want an .svg`},
		{"a missing emblem", `emblem = "emblem.svg"`, `emblem = "flag.svg"`, "", "emblem: open"},
		{"a drawing without a size", "", "", "sizeless", "map: map.svg: no width and height, nor a viewBox"},
		{"no continent", `continent = "North America"`, "", "", "continent: empty"},
		{"a map window", "longitude = -79.395", "longitude = -79.395\nmap-window = [-90.5, 39.0, -70.5, 50.5]", "", ""},
		{"a map window away from the office", "longitude = -79.395", "longitude = -79.395\nmap-window = [134.0, -44.0, 157.0, -20.5]", "", "map-window: [134 -44 157 -20.5], want [west, south, east, north] in degrees around"},
		{"a stray file", "", "", "stray", "notes.txt is in the folder but is neither its map nor its emblem"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{
				file:                                {Data: []byte(strings.Replace(validOffice, tt.from, tt.to, 1))},
				"content/offices/canada/map.svg":    {Data: []byte(mapSVG)},
				"content/offices/canada/emblem.svg": {Data: []byte(emblemSVG)},
			}
			switch tt.extra {
			case "sizeless":
				fsys["content/offices/canada/map.svg"] = &fstest.MapFile{Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`)}
			case "stray":
				fsys["content/offices/canada/notes.txt"] = &fstest.MapFile{Data: []byte("x")}
			}
			o, order, err := readOffice(fsys, "content/offices/canada")
			if tt.want == "" {
				if err != nil || order != 1 || o.Slug != "canada" || o.Locality != "Toronto" || o.PhoneE164 != "+12538638967" ||
					o.Map != (data.Drawing{Path: "img/offices/canada/map.svg", Width: 350, Height: 326}) || o.Emblem.Path != "img/offices/canada/emblem.svg" || o.Emblem.Width != 202 {
					t.Fatalf("err = %v, office %+v", err, o)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), file+": ") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want %s: …%s…", err, file, tt.want)
			}
		})
	}
}

// TestReadOfficesCentralFirst: the offices in their order; two at one place are refused.
func TestReadOfficesCentralFirst(t *testing.T) {
	fsys := fstest.MapFS{}
	office := func(slug, order string) {
		fsys["content/offices/"+slug+"/office.toml"] = &fstest.MapFile{Data: []byte(strings.Replace(validOffice, "order = 1", "order = "+order, 1))}
		fsys["content/offices/"+slug+"/map.svg"] = &fstest.MapFile{Data: []byte(mapSVG)}
		fsys["content/offices/"+slug+"/emblem.svg"] = &fstest.MapFile{Data: []byte(emblemSVG)}
	}
	office("australia", "2")
	office("canada", "1")
	offices, err := readOffices(fsys)
	if err != nil || len(offices) != 2 || offices[0].Slug != "canada" || offices[1].Slug != "australia" {
		t.Fatalf("err = %v, offices %+v", err, offices)
	}
	office("wales", "2")
	if _, err := readOffices(fsys); err == nil || !strings.Contains(err.Error(), "content/offices/wales/office.toml: order: 2, as australia's") {
		t.Errorf("two offices at one place: err = %v", err)
	}
}
