package server

import (
	"net/http"
	"strconv"

	"designo/pages"
)

// speculationRulesHeader is the header's value: a structured-field list of one string.
var speculationRulesHeader = []string{strconv.Quote(pages.SpeculationRulesURL)}

// speculationRulesResponse is the rules file, prepared once; browsers revalidate it like a page.
var speculationRulesResponse = newResponse(http.StatusOK, pages.SpeculationRulesType, revalidate, newBody(pages.SpeculationRules(), false))

func (s *Server) speculation(w http.ResponseWriter, r *http.Request) {
	speculationRulesResponse.serve(w, r)
}
