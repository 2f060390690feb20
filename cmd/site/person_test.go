package main

import (
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/PuerkitoBio/goquery"
)

// A person loads the contact form, then types for a while: the tests' enquiries carry the form's
// token, at least personTypes after it was issued, so that they are judged as a person's
// (enquiry/spam holds what a robot posts without the form, or a moment after loading it).
const personTypes = 2500 * time.Millisecond

// formTokens holds one token per site under test (base URL), fetched once.
var formTokens sync.Map

type heldToken struct {
	once  sync.Once
	token string
	ready time.Time
	err   error
}

// personsToken returns a token from base's contact page, once personTypes have passed since it
// was fetched.
func personsToken(base string) (string, error) {
	v, _ := formTokens.LoadOrStore(base, &heldToken{})
	h := v.(*heldToken)
	h.once.Do(func() {
		h.token, h.err = fetchFormToken(base)
		h.ready = time.Now().Add(personTypes)
	})
	time.Sleep(time.Until(h.ready))
	return h.token, h.err
}

func fetchFormToken(base string) (string, error) {
	res, err := http.Get(base + "/contact")
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	doc, err := goquery.NewDocumentFromReader(res.Body)
	if err != nil {
		return "", err
	}
	token, ok := doc.Find(`form[action="/contact"] input[name=token]`).Attr("value")
	if !ok || token == "" {
		return "", fmt.Errorf("GET %s/contact: %d, no form token", base, res.StatusCode)
	}
	return token, nil
}
