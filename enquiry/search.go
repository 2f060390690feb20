package enquiry

import (
	"strings"
	"unicode"
)

// searchMaxWords bounds a search: a query of more words than a person types is cut to these.
const searchMaxWords = 8

// searchWords are the words of a search query as both stores match them: runs of letters and
// digits, lower-cased, everything else a separator (an e-mail address is its parts, a phone number
// its groups of digits), as SQLite's unicode61 tokenizer and PostgreSQL's search column split them.
func searchWords(query string) []string {
	words := strings.FieldsFunc(strings.ToLower(query), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if len(words) > searchMaxWords {
		words = words[:searchMaxWords]
	}
	return words
}

// sqliteMatch is an FTS5 query for words: each a quoted prefix ("fisch"* finds Fischer), all of
// them required. A word holds only letters and digits, so nothing in it is FTS5 syntax.
func sqliteMatch(words []string) string {
	terms := make([]string, len(words))
	for i, w := range words {
		terms[i] = `"` + w + `"*`
	}
	return strings.Join(terms, " ")
}

// postgresMatch is a tsquery for words, as sqliteMatch's: 'fisch':* & 'bakery':*.
func postgresMatch(words []string) string {
	terms := make([]string, len(words))
	for i, w := range words {
		terms[i] = "'" + w + "':*"
	}
	return strings.Join(terms, " & ")
}
