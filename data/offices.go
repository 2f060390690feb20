package data

// Office is one of the agency's three offices. The locations page, the locations strip, the footer
// and the JSON-LD all read these values, so an address is written once.
type Office struct {
	Slug        string // canada: the anchor on /locations and the image names
	Country     string // Canada
	Name        string // Designo Central Office
	Street      string
	Locality    string // city or town
	Region      string // state or province, may be empty
	PostalCode  string
	CountryCode string // ISO 3166-1 alpha-2, for schema.org
	Phone       string // as printed
	PhoneE164   string // for tel: links
	Email       string
	Lat, Lng    float64 // where the map's marker stands
}

// Offices lists the offices, central office first.
func Offices() []Office {
	return []Office{
		{
			Slug: "canada", Country: "Canada", Name: "Designo Central Office",
			Street: "3886 Wellington Street", Locality: "Toronto", Region: "Ontario", PostalCode: "M9C 3J5",
			CountryCode: "CA", Phone: "+1 253-863-8967", PhoneE164: "+12538638967",
			Email: "contact@designo.co", Lat: 43.644, Lng: -79.395,
		},
		{
			Slug: "australia", Country: "Australia", Name: "Designo AU Office",
			Street: "19 Balonne Street", Locality: "New South Wales", Region: "", PostalCode: "2443",
			CountryCode: "AU", Phone: "(02) 6720 9092", PhoneE164: "+61267209092",
			Email: "contact@designo.au", Lat: -30.329, Lng: 149.788,
		},
		{
			Slug: "united-kingdom", Country: "United Kingdom", Name: "Designo UK Office",
			Street: "13 Colorado Way", Locality: "Rhyd-y-fro", Region: "", PostalCode: "SA8 9GA",
			CountryCode: "GB", Phone: "078 3115 1400", PhoneE164: "+447831151400",
			Email: "contact@designo.uk", Lat: 51.738, Lng: -3.866,
		},
	}
}

// City is the second line of the address before its postcode, as the design prints it: 'Toronto, Ontario'
// (then 'M9C 3J5').
func (o Office) City() string {
	if o.Region == "" {
		return o.Locality
	}
	return o.Locality + ", " + o.Region
}
