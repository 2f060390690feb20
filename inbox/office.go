package inbox

import (
	"regexp"
	"strings"
)

// offices are the agency's offices and the words by which a message names one.
var offices = []struct {
	name  string
	words *regexp.Regexp
}{
	{"Toronto", regexp.MustCompile(`(?i)\b(toronto|ontario|canada|canadian)\b`)},
	{"New South Wales", regexp.MustCompile(`(?i)\b(new south wales|nsw|australia|australian|sydney)\b`)},
	{"Rhyd-y-fro", regexp.MustCompile(`(?i)\b(rhyd-y-fro|wales|welsh|uk|united kingdom|britain|british|england|scotland)\b`)},
}

// southWales is the one name that holds another office's word ("Wales" in "New South Wales").
var southWales = regexp.MustCompile(`(?i)\bnew south wales\b`)

// Office is the agency's office a message names (Toronto, New South Wales or Rhyd-y-fro), the
// one named first when it names several, or "" when it names none. "UK" counts only in capitals
// ("uk" is too often part of something else, as in a .co.uk address it would still be British).
func Office(message string) string {
	best, at := "", -1
	for _, o := range offices {
		text := message
		if o.name == "Rhyd-y-fro" {
			text = southWales.ReplaceAllStringFunc(text, func(s string) string { return strings.Repeat(" ", len(s)) })
		}
		for _, loc := range o.words.FindAllStringIndex(text, -1) {
			word := text[loc[0]:loc[1]]
			if strings.EqualFold(word, "uk") && word != "UK" {
				continue
			}
			if at == -1 || loc[0] < at {
				best, at = o.name, loc[0]
			}
			break
		}
	}
	return best
}
