package pages

import (
	"slices"
	"strconv"
	"strings"

	"designo/data"
	"designo/views"
)

// officeWords are the words the pages say about the offices, from the offices themselves
// (content/offices/): how many, on how many continents, in which countries and towns.
func officeWords(offices []data.Office) views.OfficeWords {
	var countries, continents, towns []string
	for _, o := range offices {
		if !slices.Contains(countries, o.CountryInText) {
			countries = append(countries, o.CountryInText)
		}
		if !slices.Contains(continents, o.Continent) {
			continents = append(continents, o.Continent)
		}
		towns = append(towns, o.Locality)
	}
	return views.OfficeWords{
		Count:      spell(len(offices)),
		Offices:    plural(len(offices), "office", "offices"),
		Continents: plural(len(continents), "continent", "continents"),
		Countries:  list(countries, "and"),
		Towns:      list(towns, "and"),
		TownsOr:    list(towns, "or"),
	}
}

// numbers are spelt out up to twelve, as prose does; larger ones are figures.
var numbers = []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}

func spell(n int) string {
	if n >= 0 && n < len(numbers) {
		return numbers[n]
	}
	return strconv.Itoa(n)
}

// plural is a count in words with its noun: "one office", "four offices".
func plural(n int, one, many string) string {
	if n == 1 {
		return "one " + one
	}
	return spell(n) + " " + many
}

// list joins words as a sentence does: "A", "A and B", "A, B and C".
func list(words []string, conjunction string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " " + conjunction + " " + words[len(words)-1]
}
