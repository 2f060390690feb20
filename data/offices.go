package data

// Office is one of the agency's offices, as content/offices/<slug>/office.toml writes it and the bundle
// lists it, central office first. The locations page, the locations strip, the footer and the
// JSON-LD all read these values, so an address is written once.
type Office struct {
	Slug    string `json:"slug"`    // canada: the folder's name, the anchor on /locations
	Country string `json:"country"` // Canada
	// CountryInText is the country as a sentence names it: "the UK" where Country is "United Kingdom".
	CountryInText string  `json:"countryInText"`
	Continent     string  `json:"continent"` // North America
	Name          string  `json:"name"`      // Designo Central Office
	Street        string  `json:"street"`
	Locality      string  `json:"locality"` // city or town
	Region        string  `json:"region"`   // state or province, may be empty
	PostalCode    string  `json:"postalCode"`
	CountryCode   string  `json:"countryCode"` // ISO 3166-1 alpha-2, for schema.org
	Phone         string  `json:"phone"`       // as printed
	PhoneE164     string  `json:"phoneE164"`   // for tel: links
	Email         string  `json:"email"`
	Lat           float64 `json:"lat"` // where the map's marker stands
	Lng           float64 `json:"lng"`
	Map           Drawing `json:"map"`    // the map on /locations
	Emblem        Drawing `json:"emblem"` // the round picture on the locations strip
}

// Drawing is an SVG the pages show as it is: its logical path below static/ and its size.
type Drawing struct {
	Path   string `json:"path"` // img/offices/canada/map.svg
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

// City is the second line of the address before its postcode, as the design prints it: 'Toronto, Ontario'
// (then 'M9C 3J5').
func (o Office) City() string {
	if o.Region == "" {
		return o.Locality
	}
	return o.Locality + ", " + o.Region
}
