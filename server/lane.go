package server

import (
	"fmt"
	"net"
	"net/http"
	"time"

	"designo/server/fastlane"
)

// FastLane puts a fastlane.Server in front of srv, whose Handler must be s. The lane answers GET
// and HEAD of every prepared page and asset straight from the connection, with answers recorded
// from s itself through net/http at start-up; everything else reaches s through srv as before.
// In development pages are rebuilt on every request, so there is no lane: nil.
func (s *Server) FastLane(srv *http.Server) (*fastlane.Server, error) {
	if s.opts.Dev {
		return nil, nil
	}
	answers, err := s.recordLaneAnswers()
	if err != nil {
		return nil, err
	}
	lane := &fastlane.Server{HTTP: srv, Lookup: answers.lookup}
	if s.opts.AccessLog {
		lane.Answered = s.logLaneAnswer
	}
	return lane, nil
}

// laneEncodings are the forms a prepared response may take, in the order of laneEntry.variants.
var laneEncodings = [...]string{"", "gzip", "br"}

func encodingIndex(encoding string) int {
	switch encoding {
	case "gzip":
		return 1
	case "br":
		return 2
	}
	return 0
}

// laneAnswers maps a request-target to its recorded answers.
type laneAnswers map[string]*laneEntry

type laneEntry struct {
	variants [len(laneEncodings)]laneVariant
}

type laneVariant struct {
	ok          *fastlane.Answer
	notModified *fastlane.Answer
	etag        string
}

// lookup chooses an answer exactly as response.serve does: the encoding by acceptedEncoding,
// 304 by notModified.
func (t laneAnswers) lookup(r *fastlane.Request) *fastlane.Answer {
	e := t[string(r.Target)]
	if e == nil {
		return nil
	}
	v := &e.variants[encodingIndex(acceptedEncoding(string(r.AcceptEncoding)))]
	if len(r.IfNoneMatch) > 0 && notModified(string(r.IfNoneMatch), v.etag) {
		return v.notModified
	}
	return v.ok
}

// laneTargets are the URLs whose answers are prepared once: the pages, design.json and every
// static asset.
func (s *Server) laneTargets() []string {
	c := s.content.Load()
	targets := []string{designJSONURL}
	for key := range c.pages {
		targets = append(targets, key)
	}
	for url := range c.assets.byURL {
		targets = append(targets, url)
	}
	return targets
}

// recordLaneAnswers records, for every target and encoding, the 200 answer and the 304 answer
// to a request carrying its ETag.
func (s *Server) recordLaneAnswers() (laneAnswers, error) {
	recorder := fastlane.NewRecorder(s.unlogged)
	defer recorder.Close()
	answers := laneAnswers{}
	for _, target := range s.laneTargets() {
		e := &laneEntry{}
		for i, encoding := range laneEncodings {
			request := http.Header{}
			if encoding != "" {
				request.Set("Accept-Encoding", encoding)
			}
			ok, header, err := recorder.Record(target, request)
			if err != nil {
				return nil, err
			}
			if ok.Status != http.StatusOK {
				return nil, fmt.Errorf("fast lane: %s answers %d", target, ok.Status)
			}
			etag := header.Get("Etag")
			request.Set("If-None-Match", etag)
			notModified, _, err := recorder.Record(target, request)
			if err != nil {
				return nil, err
			}
			if notModified.Status != http.StatusNotModified {
				return nil, fmt.Errorf("fast lane: %s answers %d to its own ETag", target, notModified.Status)
			}
			e.variants[i] = laneVariant{ok: ok, notModified: notModified, etag: etag}
			// An answer that does not vary by encoding (fonts, images) is the same for every client.
			if header.Get("Vary") == "" {
				for j := range e.variants {
					e.variants[j] = e.variants[i]
				}
				break
			}
		}
		answers[target] = e
	}
	return answers, nil
}

// logLaneAnswer writes the access log line for an answer of the lane. The visitor is read as for
// net/http's requests: through X-Forwarded-For when the peer is a trusted proxy (the lane accepts
// at most one X-Forwarded-For line; a request with more goes to net/http).
func (s *Server) logLaneAnswer(method string, r *fastlane.Request, a *fastlane.Answer, bodyBytes int, remote net.Addr, took time.Duration) {
	var forwardedFor []string
	if len(r.ForwardedFor) > 0 {
		forwardedFor = []string{string(r.ForwardedFor)}
	}
	peer := remote.String()
	s.logRequest(accessEntry{method: method, path: string(r.Target), status: a.Status, bytes: bodyBytes,
		took: took, client: visitorAddr(peer, forwardedFor, s.opts.TrustedProxies), remote: peer})
}
