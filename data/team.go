package data

// Member is one person of the studio, as content/team/<slug>/person.toml writes them and the bundle
// lists them, with their portrait.
type Member struct {
	Slug     string  `json:"slug"`   // the folder's name
	Name     string  `json:"name"`   // Inês Carvalho
	Role     string  `json:"role"`   // Creative Director
	Office   string  `json:"office"` // the slug of the office where they work
	Line     string  `json:"line"`   // one or two sentences about them
	Portrait Picture `json:"portrait"`
}
