package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"designo/enquiry"
)

// addAdminFlag declares -admin-addr: the admin listener, off unless set.
func addAdminFlag(fs *flag.FlagSet, addr *string) {
	fs.StringVar(addr, "admin-addr", "",
		"serve Prometheus /metrics (notification delivery health) on this address, such as 127.0.0.1:9090; empty: off. Keep it private (loopback, or a network only monitoring reaches): it is never served on the public -addr")
}

// deliveryMetrics count notification attempts by channel and outcome, in this process.
type deliveryMetrics struct {
	attempts *prometheus.CounterVec
}

// observe is the outboxes' OutboxOptions.Observe; a nil *deliveryMetrics (no admin listener) counts nothing.
func (m *deliveryMetrics) observe(channel, outcome string) {
	if m != nil {
		m.attempts.WithLabelValues(channel, outcome).Inc()
	}
}

// outboxCollector reads the outbox at each scrape: the same numbers on every replica sharing a
// database, and the numbers `site notifications` shows.
type outboxCollector struct {
	store                enquiry.Store
	pending, failed, age *prometheus.Desc
	scrapeTimeout        time.Duration
}

func newOutboxCollector(store enquiry.Store) *outboxCollector {
	return &outboxCollector{
		store:         store,
		pending:       prometheus.NewDesc("designo_notifications_pending", "Notifications not yet delivered, being retried (all channels).", nil, nil),
		failed:        prometheus.NewDesc("designo_notifications_failed", "Notifications given up: the agency has not heard of these enquiries; see `site notifications`, then `site notifications retry`.", nil, nil),
		age:           prometheus.NewDesc("designo_notifications_oldest_pending_age_seconds", "How long the oldest pending notification has waited (0 when none is pending).", nil, nil),
		scrapeTimeout: 5 * time.Second,
	}
}

func (c *outboxCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.pending
	ch <- c.failed
	ch <- c.age
}

func (c *outboxCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), c.scrapeTimeout)
	defer cancel()
	status, err := c.store.OutboxStatus(ctx)
	if err != nil {
		ch <- prometheus.NewInvalidMetric(c.pending, err) // the scrape shows the rest, and the error in the log
		return
	}
	age := 0.0
	if !status.OldestPending.IsZero() {
		age = time.Since(status.OldestPending).Seconds()
	}
	ch <- prometheus.MustNewConstMetric(c.pending, prometheus.GaugeValue, float64(status.Pending))
	ch <- prometheus.MustNewConstMetric(c.failed, prometheus.GaugeValue, float64(status.Failed))
	ch <- prometheus.MustNewConstMetric(c.age, prometheus.GaugeValue, age)
}

// startAdmin serves /metrics on addr until the returned stop is called; with addr empty it
// does nothing (nil metrics count nothing).
func startAdmin(addr string, store enquiry.Store, channels []string, logger *slog.Logger) (*deliveryMetrics, func(context.Context) error, error) {
	if addr == "" {
		return nil, func(context.Context) error { return nil }, nil
	}
	metrics := &deliveryMetrics{attempts: prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "designo_notification_attempts_total",
		Help: "Notification attempts by this process, by channel and outcome (delivered, retry, given_up).",
	}, []string{"channel", "outcome"})}
	for _, channel := range channels { // shown from the start, at 0, so that rates and alerts have a series
		for _, outcome := range []string{enquiry.OutcomeDelivered, enquiry.OutcomeRetry, enquiry.OutcomeGivenUp} {
			metrics.attempts.WithLabelValues(channel, outcome)
		}
	}
	registry := prometheus.NewRegistry()
	registry.MustRegister(metrics.attempts, newOutboxCollector(store),
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(registry, promhttp.HandlerOpts{
		ErrorHandling: promhttp.ContinueOnError,
		ErrorLog:      slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}))
	listener, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, nil, fmt.Errorf("admin listener (-admin-addr): %w", err)
	}
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second, ErrorLog: slog.NewLogLogger(logger.Handler(), slog.LevelWarn)}
	go func() {
		if err := srv.Serve(listener); !errors.Is(err, http.ErrServerClosed) {
			logger.Error("admin listener stopped", "err", err)
		}
	}()
	logger.Info("admin listener: /metrics", "addr", listener.Addr().String())
	return metrics, srv.Shutdown, nil
}

// writeOutboxSummary is the first line of `site notifications`: the numbers /metrics gives.
func writeOutboxSummary(w io.Writer, store enquiry.Store, now time.Time) error {
	status, err := store.OutboxStatus(context.Background())
	if err != nil {
		return err
	}
	oldest := ""
	if !status.OldestPending.IsZero() {
		oldest = fmt.Sprintf(" (the oldest queued %s ago)", now.Sub(status.OldestPending).Round(time.Second))
	}
	retry := ""
	if status.Failed > 0 {
		retry = " (given up: `site notifications retry` sends them again)"
	}
	_, err = fmt.Fprintf(w, "Pending: %d%s. Failed: %d%s.\n", status.Pending, oldest, status.Failed, retry)
	return err
}
