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
)

// knownHeaders are the headers the lane understands, in lower case. Anything else (a body's
// Content-Length or Transfer-Encoding, Expect, Upgrade, Range, If-Modified-Since, Authorization,
// Origin, proxies' X-Forwarded-*...) sends the connection to net/http.
var knownHeaders = map[string]headerKind{
	"host":                      hostHeader,
	"accept-encoding":           acceptEncodingHeader,
	"if-none-match":             ifNoneMatchHeader,
	"connection":                connectionHeader,
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
}

// ignoredPrefixes are families of browser headers that describe the client, not the answer
// wanted: Sec-Fetch-Site, Sec-CH-UA-Platform...
var ignoredPrefixes = []string{"sec-fetch-", "sec-ch-"}

// parseHead reads a request head into req and reports whether the lane may answer it. It accepts
// only what it fully understands: "GET" or "HEAD", an origin-form target, HTTP/1.1, lines ending
// in CRLF, exactly one valid Host, at most one Accept-Encoding and If-None-Match, a Connection
// of keep-alive or close, and otherwise only headers that cannot change a prepared answer.
// closeAfter reports a "Connection: close".
func parseHead(head []byte, req *Request) (method string, closeAfter, ok bool) {
	*req = Request{}
	lines, found := bytes.CutSuffix(head, []byte("\r\n\r\n"))
	if !found {
		return "", false, false
	}
	requestLine, headers, _ := bytes.Cut(lines, []byte("\r\n"))
	method, req.Target, ok = parseRequestLine(requestLine)
	if !ok {
		return "", false, false
	}
	hosts := 0
	for len(headers) > 0 {
		var line []byte
		line, headers, _ = bytes.Cut(headers, []byte("\r\n"))
		name, value, ok := parseHeaderLine(line)
		if !ok {
			return "", false, false
		}
		switch kindOf(name) {
		case ignoredHeader:
		case hostHeader:
			hosts++
			if !validHost(value) {
				return "", false, false
			}
		case acceptEncodingHeader:
			if req.AcceptEncoding != nil {
				return "", false, false
			}
			req.AcceptEncoding = value
		case ifNoneMatchHeader:
			if req.IfNoneMatch != nil {
				return "", false, false
			}
			req.IfNoneMatch = value
		case connectionHeader:
			if closeAfter, ok = parseConnection(value, closeAfter); !ok {
				return "", false, false
			}
		default:
			return "", false, false
		}
	}
	if hosts != 1 {
		return "", false, false
	}
	return method, closeAfter, true
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
	for _, b := range target {
		if b <= ' ' || b >= 0x7f {
			return "", nil, false
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
		case bytes.EqualFold(option, []byte("close")):
			closeAfter = true
		case bytes.EqualFold(option, []byte("keep-alive")), len(option) == 0:
		default:
			return false, false
		}
	}
	return closeAfter, true
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

// isTokenByte reports whether b may appear in a header name (RFC 9110 tchar).
func isTokenByte(b byte) bool {
	switch {
	case 'a' <= b && b <= 'z', 'A' <= b && b <= 'Z', '0' <= b && b <= '9':
		return true
	}
	return bytes.IndexByte([]byte("!#$%&'*+-.^_`|~"), b) >= 0
}
