package web

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
)

// ContentSecurityPolicy is a page's policy: the listener's own files only, and of inline styles
// and scripts only the ones given, each allowed by its hash.
func ContentSecurityPolicy(inlineStyles, inlineScripts []string) string {
	hashes := func(texts []string) string {
		var b strings.Builder
		for _, text := range texts {
			sum := sha256.Sum256([]byte(text))
			b.WriteString(" 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'")
		}
		return b.String()
	}
	return "default-src 'self'; script-src 'self'" + hashes(inlineScripts) + "; style-src 'self'" + hashes(inlineStyles) +
		"; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'"
}

// SameOrigin lets through safe requests and changes from the listener's own pages, and answers
// the rest (browsers mark a cross-site request by Sec-Fetch-Site and Origin) with deny. origin,
// when not empty, is the listener's public origin, trusted even where a proxy rewrites Host.
func SameOrigin(origin string, deny http.HandlerFunc, next http.Handler) (http.Handler, error) {
	protection := http.NewCrossOriginProtection()
	if origin != "" {
		if err := protection.AddTrustedOrigin(origin); err != nil {
			return nil, fmt.Errorf("origin %q cannot be trusted for cross-origin checks: %w", origin, err)
		}
	}
	protection.SetDenyHandler(deny)
	return protection.Handler(next), nil
}

// Recover answers a handler's panic with failed's page (a 500) instead of a dropped
// connection, and logs it.
func Recover(logger *slog.Logger, failed http.HandlerFunc, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler { // the client went away; nothing to answer
					panic(v)
				}
				logger.Error("panic", "method", r.Method, "path", r.URL.Path, "err", fmt.Sprint(v))
				w.Header().Set("Connection", "close")
				failed(w, r)
			}
		}()
		next.ServeHTTP(w, r)
	})
}
