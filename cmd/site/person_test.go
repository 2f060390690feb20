package main

import (
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/PuerkitoBio/goquery"
)

// A person loads the contact form, then types for a while: each of the tests' enquiries carries a
// form token of its own (a token is used once), at least personTypes after it was issued, so that
// it is judged as a person's (enquiry/spam holds what a robot posts without the form, a moment after
// loading it, or on a token already used).
const personTypes = 2500 * time.Millisecond

// tokenBatch tokens are fetched in one batch, so that a load of a thousand enquiries waits personTypes a
// few times, not a thousand.
const tokenBatch = 64

// formTokens holds a pool of unused tokens per site under test (base URL).
var formTokens sync.Map

type tokenPool struct {
	mu     sync.Mutex
	tokens []string
	ready  time.Time // when the pool's tokens have been held for personTypes
}

// personsToken returns an unused token from base's contact page, once personTypes have passed since
// it was fetched.
func personsToken(base string) (string, error) {
	v, _ := formTokens.LoadOrStore(base, &tokenPool{})
	pool := v.(*tokenPool)
	pool.mu.Lock()
	defer pool.mu.Unlock()
	if len(pool.tokens) == 0 {
		tokens, err := fetchFormTokens(base, tokenBatch)
		if err != nil {
			return "", err
		}
		pool.tokens, pool.ready = tokens, time.Now().Add(personTypes)
	}
	time.Sleep(time.Until(pool.ready))
	token := pool.tokens[0]
	pool.tokens = pool.tokens[1:]
	return token, nil
}

// fetchFormTokens loads base's contact page n times and returns each load's token, over a few
// keep-alive connections in turn. It opened all n at once until one such burst ended in EOF on CI:
// the server hangs up, unanswered, on a connection whose request comes later than its
// ReadHeaderTimeout, and a test process starved by a busy machine can be that late.
func fetchFormTokens(base string, n int) ([]string, error) {
	tokens := make([]string, n)
	errs := make([]error, n)
	next := make(chan int, n)
	for i := range n {
		next <- i
	}
	close(next)
	var wg sync.WaitGroup
	for range tokenFetchers {
		wg.Go(func() {
			for i := range next {
				tokens[i], errs[i] = fetchFormToken(base)
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return tokens, nil
}

// tokenFetchers is how many connections fetchFormTokens keeps open; tokenClient keeps them all idle
// between loads (the default transport keeps two a host).
const tokenFetchers = 4

var tokenClient = &http.Client{
	Transport: &http.Transport{MaxIdleConnsPerHost: tokenFetchers},
	Timeout:   time.Minute,
}

func fetchFormToken(base string) (string, error) {
	res, err := tokenClient.Get(base + "/contact")
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
