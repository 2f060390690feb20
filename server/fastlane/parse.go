package fastlane

import "bytes"

const (
	methodGet  = "GET"
	methodHead = "HEAD"
)

// headerKind is what the lane does with a request header.
type headerKind int

const (
	unknownHeader headerKind = iota // may change the answer: net/http decides
	ignoredHeader                   // cannot change a prepared answer
	hostHeader
	acceptEncodingHeader
	ifNoneMatchHeader
	connectionHeader
	forwardedForHeader
)

// knownHeaders are the headers the lane understands, in lower case. Anything else (a body's
// Content-Length or Transfer-Encoding, Expect, Upgrade, Range, If-Modified-Since, Authorization,
// Origin...) sends the connection to net/http. Every ignored header must have a probe value in
// ignoredHeaderProbes: the Recorder checks with them that no answer depends on it.
var knownHeaders = map[string]headerKind{
	"host":                      hostHeader,
	"accept-encoding":           acceptEncodingHeader,
	"if-none-match":             ifNoneMatchHeader,
	"connection":                connectionHeader,
	"x-forwarded-for":           forwardedForHeader, // the access log reads it (see Request)
	"user-agent":                ignoredHeader,
	"accept":                    ignoredHeader,
	"accept-language":           ignoredHeader,
	"cache-control":             ignoredHeader,
	"pragma":                    ignoredHeader,
	"referer":                   ignoredHeader,
	"cookie":                    ignoredHeader, // the site sets no cookie and reads none
	"dnt":                       ignoredHeader,
	"sec-gpc":                   ignoredHeader,
	"upgrade-insecure-requests": ignoredHeader,
	"priority":                  ignoredHeader,
	"purpose":                   ignoredHeader,
	"sec-purpose":               ignoredHeader,
	"save-data":                 ignoredHeader,
	// What a reverse proxy adds (X-Forwarded-For is read for the access log, see Request).
	"x-forwarded-proto": ignoredHeader,
	"x-forwarded-host":  ignoredHeader,
	"x-real-ip":         ignoredHeader,
}

// ignoredPrefixes are families of browser headers that describe the client, not the answer
// wanted: Sec-Fetch-Site, Sec-CH-UA-Platform...
var ignoredPrefixes = []string{"sec-fetch-", "sec-ch-"}

// parseHead reads a request head into req and reports whether the lane may answer it. It accepts
// only what it fully understands: "GET" or "HEAD", an origin-form target, HTTP/1.1, lines ending
// in CRLF, exactly one valid Host, at most one Accept-Encoding, If-None-Match and
// X-Forwarded-For, a Connection of keep-alive or close, and otherwise only headers that cannot
// change a prepared answer. closeAfter reports a "Connection: close".
func parseHead(head []byte, req *Request) (method string, closeAfter, ok bool) {
	*req = Request{}
	p := headParser{req: req}
	for {
		line, rest, found := bytes.Cut(head, []byte("\n"))
		if !found {
			return "", false, false
		}
		if line, ok = bytes.CutSuffix(line, []byte("\r")); !ok {
			return "", false, false // a bare LF: net/http accepts it, the lane leaves it to net/http
		}
		if len(line) == 0 { // the blank line that ends the head
			if len(rest) > 0 || !p.complete() {
				return "", false, false
			}
			return p.method, p.closeAfter, true
		}
		if !p.line(line) {
			return "", false, false
		}
		head = rest
	}
}

// headParser checks a head line by line: parseHead runs it over a whole head, and the connection
// over the lines of a head still arriving, so that a line the lane would refuse goes to net/http
// at once, which answers it (or waits for more) exactly as it would alone.
type headParser struct {
	req        *Request
	method     string
	closeAfter bool
	lines      int
	// How often each header the lane reads has been seen. Counted, not inferred from the
	// value: an empty line is an occurrence too, and the one net/http's Header.Get returns.
	hosts, acceptEncodings, ifNoneMatches, forwardedFors int
}

// line checks one line, without its CRLF; the first is the request line.
func (p *headParser) line(line []byte) bool {
	p.lines++
	if p.lines == 1 {
		var ok bool
		p.method, p.req.Target, ok = parseRequestLine(line)
		return ok
	}
	name, value, ok := parseHeaderLine(line)
	if !ok {
		return false
	}
	switch kindOf(name) {
	case ignoredHeader:
		return true
	case hostHeader:
		p.hosts++
		return p.hosts == 1 && validHost(value)
	case acceptEncodingHeader:
		p.acceptEncodings++
		p.req.AcceptEncoding = value
		return p.acceptEncodings == 1
	case ifNoneMatchHeader:
		p.ifNoneMatches++
		p.req.IfNoneMatch = value
		return p.ifNoneMatches == 1
	case forwardedForHeader:
		p.forwardedFors++
		p.req.ForwardedFor = value
		return p.forwardedFors == 1
	case connectionHeader:
		p.closeAfter, ok = parseConnection(value, p.closeAfter)
		return ok
	}
	return false
}

// complete reports whether the lines so far make a head the lane may answer.
func (p *headParser) complete() bool {
	return p.lines > 0 && p.hosts == 1
}

// headEnd returns the length of the head in buf, through the empty line that ends it, or 0 if
// the head is not complete. As in net/http, a line ends at LF, with or without a CR before it, so
// the head ends at the first LF followed by CRLF or by LF. (A head with a bare LF is then refused
// by parseHead and handed over, but net/http must get it at once, not after a timeout.)
func headEnd(buf []byte) int {
	for i := 0; ; {
		j := bytes.IndexByte(buf[i:], '\n')
		if j < 0 {
			return 0
		}
		i += j + 1
		switch rest := buf[i:]; {
		case len(rest) > 0 && rest[0] == '\n':
			return i + 1
		case len(rest) > 1 && rest[0] == '\r' && rest[1] == '\n':
			return i + 2
		}
	}
}

func parseRequestLine(line []byte) (method string, target []byte, ok bool) {
	m, rest, _ := bytes.Cut(line, []byte(" "))
	target, proto, _ := bytes.Cut(rest, []byte(" "))
	switch string(m) {
	case methodGet:
		method = methodGet
	case methodHead:
		method = methodHead
	default:
		return "", nil, false
	}
	if string(proto) != "HTTP/1.1" || len(target) == 0 || target[0] != '/' {
		return "", nil, false
	}
	for i, b := range target {
		switch {
		case b <= ' ' || b >= 0x7f:
			return "", nil, false
		case b == '%' && (i+2 >= len(target) || !isHex(target[i+1]) || !isHex(target[i+2])):
			return "", nil, false // net/http refuses a malformed escape in the path
		}
	}
	return method, target, true
}

// parseHeaderLine splits "Name: value", refusing obsolete line folding, a space before the
// colon, and control characters in the value.
func parseHeaderLine(line []byte) (name, value []byte, ok bool) {
	name, value, found := bytes.Cut(line, []byte(":"))
	if !found || len(name) == 0 {
		return nil, nil, false
	}
	for _, b := range name {
		if !isTokenByte(b) {
			return nil, nil, false
		}
	}
	value = bytes.Trim(value, " \t")
	for _, b := range value {
		if (b < ' ' && b != '\t') || b == 0x7f {
			return nil, nil, false
		}
	}
	return name, value, true
}

func kindOf(name []byte) headerKind {
	var lower [32]byte
	if len(name) > len(lower) {
		return unknownHeader
	}
	for i, b := range name {
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		lower[i] = b
	}
	l := lower[:len(name)]
	if kind, ok := knownHeaders[string(l)]; ok {
		return kind
	}
	for _, prefix := range ignoredPrefixes {
		if bytes.HasPrefix(l, []byte(prefix)) {
			return ignoredHeader
		}
	}
	return unknownHeader
}

// parseConnection accepts a list of keep-alive and close options.
func parseConnection(value []byte, closeAfter bool) (bool, bool) {
	for len(value) > 0 {
		var option []byte
		option, value, _ = bytes.Cut(value, []byte(","))
		option = bytes.Trim(option, " \t")
		switch {
		case equalFoldASCII(option, "close"):
			closeAfter = true
		case equalFoldASCII(option, "keep-alive"), len(option) == 0:
		default:
			return false, false
		}
	}
	return closeAfter, true
}

// equalFoldASCII compares b with a lower-case ASCII word, ignoring ASCII case only, as net/http
// compares tokens: bytes.EqualFold would also take "cloſe" (long s) for "close".
func equalFoldASCII(b []byte, lower string) bool {
	if len(b) != len(lower) {
		return false
	}
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

// validHost accepts host names, IPv4 and bracketed IPv6 addresses with an optional port:
// stricter than net/http, so anything odd is left to net/http to judge.
func validHost(v []byte) bool {
	if len(v) == 0 {
		return false
	}
	for _, b := range v {
		switch {
		case 'a' <= b && b <= 'z', 'A' <= b && b <= 'Z', '0' <= b && b <= '9':
		case b == '.', b == '-', b == ':', b == '[', b == ']', b == '_':
		default:
			return false
		}
	}
	return true
}

func isHex(b byte) bool {
	return '0' <= b && b <= '9' || 'a' <= b && b <= 'f' || 'A' <= b && b <= 'F'
}

// isTokenByte reports whether b may appear in a header name (RFC 9110 tchar).
func isTokenByte(b byte) bool {
	switch {
	case 'a' <= b && b <= 'z', 'A' <= b && b <= 'Z', '0' <= b && b <= '9':
		return true
	}
	return bytes.IndexByte([]byte("!#$%&'*+-.^_`|~"), b) >= 0
}
