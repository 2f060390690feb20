package views

import (
	"designo/data"
)

// organisationSchema describes the agency and its offices for search engines (schema.org JSON-LD).
func organisationSchema(site Site) map[string]any {
	offices := make([]map[string]any, 0, len(site.Offices))
	for _, o := range site.Offices {
		offices = append(offices, officeSchema(site, o))
	}
	return map[string]any{
		"@context":     "https://schema.org",
		"@type":        "Organization",
		"@id":          organisationID(site),
		"name":         "Designo",
		"url":          site.Origin + "/home",
		"logo":         site.Origin + site.Asset("img/logo-dark.svg"),
		"foundingDate": "2010",
		"email":        site.Offices[0].Email,
		"telephone":    site.Offices[0].PhoneE164,
		"address":      postalAddress(site.Offices[0]),
		"department":   offices,
	}
}

// organisationID names the agency in JSON-LD, so that a page's other schema can point to it.
func organisationID(site Site) string { return site.Origin + "/home#organisation" }

// OrganisationRef is the agency as the author of a page's work: the organisation described on
// every page, by its @id.
func OrganisationRef(site Site) map[string]any {
	return map[string]any{"@type": "Organization", "@id": organisationID(site), "name": "Designo", "url": site.Origin + "/home"}
}

func officeSchema(site Site, o data.Office) map[string]any {
	return map[string]any{
		"@type":     "LocalBusiness",
		"@id":       site.Origin + "/locations#" + o.Slug,
		"name":      o.Name,
		"image":     site.Origin + site.Asset(o.Map.Path),
		"telephone": o.PhoneE164,
		"email":     o.Email,
		"address":   postalAddress(o),
		"geo": map[string]any{
			"@type":     "GeoCoordinates",
			"latitude":  o.Lat,
			"longitude": o.Lng,
		},
	}
}

func postalAddress(o data.Office) map[string]any {
	addr := map[string]any{
		"@type":           "PostalAddress",
		"streetAddress":   o.Street,
		"addressLocality": o.Locality,
		"postalCode":      o.PostalCode,
		"addressCountry":  o.CountryCode,
	}
	if o.Region != "" {
		addr["addressRegion"] = o.Region
	}
	return addr
}
