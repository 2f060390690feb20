package pages

import "encoding/json"

// SpeculationRulesURL is the site's Speculation Rules, which every page names in its
// Speculation-Rules header: the strict CSP forbids the inline <script type="speculationrules">.
const SpeculationRulesURL = "/speculation-rules.json"

// SpeculationRulesType is the media type a browser requires before it reads a rule set.
const SpeculationRulesType = "application/speculationrules+json"

// SpeculationRules are the rules: a page a visitor is about to open (the pointer rests on its link,
// or is pressed: "moderate") is prerendered, so that it appears at once. The contact page is only
// prefetched, since a prerender would run its form's script before anyone asked for it. Speculation
// follows links only, never forms, so the contact form's POST is never sent ahead; the rules also
// leave out files (static, design data) and links marked nofollow or download. Links to the other
// design categories are left out too: the designs island shows those in place, so a prerendered page
// would be work thrown away (and Chromium aborts its view transition when the island's fallback
// navigation then activates it).
func SpeculationRules() []byte {
	path := func(pattern string) map[string]any {
		return map[string]any{"href_matches": map[string]string{"pathname": pattern}}
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
			"where":     map[string]any{"and": append([]any{path("/contact")}, notFiles...)},
			"eagerness": "moderate",
		}},
	}
	body, err := json.Marshal(rules)
	if err != nil {
		panic(err) // maps of strings always marshal
	}
	return body
}
