package server

import (
	"context"
	"net/http"
	"time"
)

// readyTimeout bounds a readiness check: a database that takes longer is not ready.
const readyTimeout = 3 * time.Second

// readyz answers load balancers and monitoring: 200 when the site can take
// enquiries, 503 naming the cause when it cannot (see ContactOptions.Ready).
// /healthz stays a liveness check: pages are served either way.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	if check := s.opts.Contact.Ready; check != nil {
		ctx, cancel := context.WithTimeout(r.Context(), readyTimeout)
		defer cancel()
		if err := check(ctx); err != nil {
			s.log.Warn("not ready", "err", err)
			w.WriteHeader(http.StatusServiceUnavailable)
			w.Write([]byte("not ready: " + err.Error() + "\n"))
			return
		}
	}
	w.Write([]byte("ready\n"))
}
