package pages

import (
	"encoding/json"
	"io/fs"

	"designo/views"
)

// SpeculationRules are the rules, which every page carries in a <script type="speculationrules"> of
// its head, allowed by the CSP's hash of that text (a rules file named by a Speculation-Rules header
// was a request of its own, on a new connection, that Lighthouse's slow phone counted before the
// largest paint). The rules: a page a visitor is about to open (the pointer rests on its link,
// or is pressed: "moderate") is prerendered, so that it appears at once. The contact page is only
// prefetched, since a prerender would run its form's script before anyone asked for it. Speculation
// follows links only, never forms, so the contact form's POST is never sent ahead; the rules also
// leave out files (static, design data) and links marked nofollow or download. Links to the other
// design categories are left out too: the designs island shows those in place, so a prerendered page
// would be work thrown away (and Chromium aborts its view transition when the island's fallback
// navigation then activates it).
func SpeculationRules() []byte {
	path := func(pattern string) map[string]any {
		// A URL pattern as a string, relative to the page: its path is the pattern's, and any query
		// or fragment matches (the W3C Nu checker accepts href_matches only as strings).
		return map[string]any{"href_matches": pattern}
	}
	not := func(rule any) map[string]any { return map[string]any{"not": rule} }
	notFiles := []any{
		not(path("/static/*")), not(path("/assets/*")), not(path("/*.*")),
		not(map[string]string{"selector_matches": "[rel~=nofollow], [download]"}),
	}
	rules := map[string]any{
		"prerender": []any{map[string]any{
			"source": "document",
			"where": map[string]any{"and": append([]any{path("/*"), not(path("/contact")),
				not(map[string]string{"selector_matches": ".designs-related a"})}, notFiles...)},
			"eagerness": "moderate",
		}},
		"prefetch": []any{map[string]any{
			"source":    "document",
			"where":     path("/contact"), // no file, nofollow or download link is at that address
			"eagerness": "moderate",
		}},
	}
	body, err := json.Marshal(rules)
	if err != nil {
		panic(err) // maps of strings always marshal
	}
	return body
}

// InlineScripts are the texts of the scripts every page carries in its head, for the CSP to allow
// by their hashes: the phone's voice, the speculation rules, and the island loader once the islands
// are built.
func InlineScripts(fsys fs.FS) ([]string, error) {
	islands, err := loadIslands(fsys)
	if err != nil {
		return nil, err
	}
	scripts := []string{views.VoiceScript, string(SpeculationRules())}
	if islands.loaderCode != "" {
		scripts = append(scripts, islands.loaderCode)
	}
	return scripts, nil
}
