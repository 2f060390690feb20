package pages

import (
	"testing"

	"designo/data"
	"designo/views"
)

// TestOfficeWordsCountAndNameTheOffices: the words about the offices follow the offices given:
// counted in words, continents counted once, countries named once in their sentence form.
func TestOfficeWordsCountAndNameTheOffices(t *testing.T) {
	toronto := data.Office{CountryInText: "Canada", Continent: "North America", Locality: "Toronto"}
	sydney := data.Office{CountryInText: "Australia", Continent: "Australia", Locality: "Sydney"}
	wales := data.Office{CountryInText: "the UK", Continent: "Europe", Locality: "Rhyd-y-fro"}
	london := data.Office{CountryInText: "the UK", Continent: "Europe", Locality: "London"}
	lisbon := data.Office{CountryInText: "Portugal", Continent: "Europe", Locality: "Lisbon"}
	tests := []struct {
		offices []data.Office
		want    views.OfficeWords
	}{
		{[]data.Office{toronto}, views.OfficeWords{Count: "one", Offices: "one office", Continents: "one continent",
			Countries: "Canada", Towns: "Toronto", TownsOr: "Toronto"}},
		{[]data.Office{toronto, sydney, wales}, views.OfficeWords{Count: "three", Offices: "three offices", Continents: "three continents",
			Countries: "Canada, Australia and the UK", Towns: "Toronto, Sydney and Rhyd-y-fro", TownsOr: "Toronto, Sydney or Rhyd-y-fro"}},
		{[]data.Office{toronto, sydney, wales, london, lisbon}, views.OfficeWords{Count: "five", Offices: "five offices", Continents: "three continents",
			Countries: "Canada, Australia, the UK and Portugal", Towns: "Toronto, Sydney, Rhyd-y-fro, London and Lisbon",
			TownsOr: "Toronto, Sydney, Rhyd-y-fro, London or Lisbon"}},
	}
	for _, tt := range tests {
		if got := officeWords(tt.offices); got != tt.want {
			t.Errorf("%d offices:\n got %+v\nwant %+v", len(tt.offices), got, tt.want)
		}
	}
	if got := spell(13); got != "13" {
		t.Errorf("spell(13) = %q, want figures above twelve", got)
	}
}
