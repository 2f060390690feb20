package server

import (
	"context"
	"log/slog"
	"net/http"
	"sync"
	"time"
)

const (
	// readyTimeout bounds a readiness check: a database that takes longer is not ready.
	readyTimeout = 3 * time.Second
	// readyCacheFor is how long a check's result answers probes: /readyz is
	// public, and a flood of probes must not become a flood of queries.
	readyCacheFor = time.Second
)

// readyz answers load balancers: 200 "ok" when this instance can serve
// pages and store an enquiry (ContactOptions.Ready), 503 "unavailable" when
// it cannot. The body is fixed: the cause (a path, a database address, a
// driver's message) goes to the log, once when the state changes, never to
// the public. Notifications play no part: a receiver that is down is for the
// agency to fix (`site notifications`, the admin listener's /metrics), and
// taking the site out of service would lose the enquiries that wait for it.
// /healthz stays a liveness check.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	if err := s.ready.check(r.Context(), s.opts.Contact.Ready, s.log); err != nil {
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write([]byte("unavailable\n"))
		return
	}
	w.Write([]byte("ok\n"))
}

// readiness remembers the last check, for readyCacheFor, and whether the
// instance was last reported unavailable, so that only changes are logged.
// now is its clock (time.Now; tests move their own instead of sleeping).
type readiness struct {
	now         func() time.Time
	mu          sync.Mutex
	checkedAt   time.Time
	err         error
	unavailable bool
}

func (rd *readiness) check(ctx context.Context, check func(context.Context) error, log *slog.Logger) error {
	if check == nil {
		return nil
	}
	rd.mu.Lock()
	defer rd.mu.Unlock()
	if !rd.checkedAt.IsZero() && rd.now().Sub(rd.checkedAt) < readyCacheFor {
		return rd.err
	}
	// Not the probe's own context: a prober that hangs up must not leave an error in the cache.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), readyTimeout)
	defer cancel()
	rd.err, rd.checkedAt = check(ctx), rd.now()
	switch {
	case rd.err != nil && !rd.unavailable:
		log.Warn("not ready: this instance cannot store enquiries; /readyz answers 503 until it can", "err", rd.err)
	case rd.err == nil && rd.unavailable:
		log.Info("ready again: /readyz answers 200")
	}
	rd.unavailable = rd.err != nil
	return rd.err
}
