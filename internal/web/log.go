package web

import (
	"log/slog"
	"net/http"
	"net/netip"
	"time"
)

// AccessLog writes one structured line per request, headed message: method, path (as pathOf
// gives it, so that a listener can leave a secret in its addresses out), status, bytes, duration
// and the client's address behind the trusted proxies.
func AccessLog(logger *slog.Logger, message string, trusted []netip.Prefix, pathOf func(*http.Request) string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		logger.Info(message, "method", r.Method, "path", pathOf(r), "status", rec.status,
			"bytes", rec.bytes, "duration", time.Since(start),
			"client", ClientAddr(r, trusted), "remote", r.RemoteAddr)
	})
}

// statusRecorder remembers the status and size a handler wrote.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (sr *statusRecorder) WriteHeader(code int) {
	if sr.status == 0 {
		sr.status = code
	}
	sr.ResponseWriter.WriteHeader(code)
}

func (sr *statusRecorder) Write(b []byte) (int, error) {
	if sr.status == 0 {
		sr.status = http.StatusOK
	}
	n, err := sr.ResponseWriter.Write(b)
	sr.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (sr *statusRecorder) Unwrap() http.ResponseWriter { return sr.ResponseWriter }
