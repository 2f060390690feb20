package enquiry

import (
	"strings"
	"unicode"
)

// searchMaxWords bounds a search: a query of more words than a person types is cut to these.
const searchMaxWords = 8

// SearchWords are the words of a search query as both stores match them: runs of letters and
// digits, lower-cased, everything else a separator (an e-mail address is its parts, a phone number
// its groups of digits), as SQLite's unicode61 tokenizer and PostgreSQL's search column split them.
func SearchWords(query string) []string {
	words := strings.FieldsFunc(strings.ToLower(query), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if len(words) > searchMaxWords {
		words = words[:searchMaxWords]
	}
	return words
}
