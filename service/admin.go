package service

import (
	"context"
	"errors"
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
	"designo/enquiry/notify"
)

// deliveryMetrics count notification attempts by channel and outcome, and enquiries stored by
// verdict and notice, in this process.
type deliveryMetrics struct {
	attempts  *prometheus.CounterVec
	enquiries *prometheus.CounterVec
	registry  *prometheus.Registry
}

// stored counts an enquiry stored (ContactOptions.Notify); a nil *deliveryMetrics counts nothing.
func (m *deliveryMetrics) stored(e enquiry.Enquiry) {
	if m != nil {
		m.enquiries.WithLabelValues(e.Verdict, e.Notice).Inc()
	}
}

// watchDisk shows the free-disk floor and the space left at every scrape.
func (m *deliveryMetrics) watchDisk(d *DiskFloor) {
	if m == nil {
		return
	}
	m.registry.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "designo_disk_free_bytes", Help: "Free space on the enquiry database's disk."},
			func() float64 { free, _ := d.Free(); return float64(free) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "designo_disk_floor_bytes", Help: "Below this much free space the contact form answers 503 (-disk-floor)."},
			func() float64 { return float64(d.floor) }))
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
	store                                  enquiry.Store
	pending, failed, age                   *prometheus.Desc
	ownLastHour, digestWaiting, lastDigest *prometheus.Desc
	scrapeTimeout                          time.Duration
}

func newOutboxCollector(store enquiry.Store) *outboxCollector {
	return &outboxCollector{
		store:         store,
		pending:       prometheus.NewDesc("designo_notifications_pending", "Notifications not yet delivered, being retried (all channels).", nil, nil),
		failed:        prometheus.NewDesc("designo_notifications_failed", "Notifications given up: the agency has not heard of these enquiries; see `site notifications`, then `site notifications retry`.", nil, nil),
		age:           prometheus.NewDesc("designo_notifications_oldest_pending_age_seconds", "How long the oldest pending notification has waited (0 when none is pending).", nil, nil),
		ownLastHour:   prometheus.NewDesc("designo_enquiries_notified_last_hour", "Enquiries notified one by one in the last hour, against the hourly budget (-notify-budget).", nil, nil),
		digestWaiting: prometheus.NewDesc("designo_digest_waiting", "Enquiries waiting for the next digest, by verdict: held as likely spam, or inbox past the budget.", []string{"verdict"}, nil),
		lastDigest:    prometheus.NewDesc("designo_digest_last_timestamp_seconds", "When the last digest was made (0: never).", nil, nil),
		scrapeTimeout: 5 * time.Second,
	}
}

func (c *outboxCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.pending
	ch <- c.failed
	ch <- c.age
	ch <- c.ownLastHour
	ch <- c.digestWaiting
	ch <- c.lastDigest
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
	ch <- prometheus.MustNewConstMetric(c.ownLastHour, prometheus.GaugeValue, float64(status.OwnLastHour))
	ch <- prometheus.MustNewConstMetric(c.digestWaiting, prometheus.GaugeValue, float64(status.HeldWaiting), enquiry.VerdictHeld)
	ch <- prometheus.MustNewConstMetric(c.digestWaiting, prometheus.GaugeValue, float64(status.OverBudget), enquiry.VerdictInbox)
	last := 0.0
	if !status.LastDigest.IsZero() {
		last = float64(status.LastDigest.Unix())
	}
	ch <- prometheus.MustNewConstMetric(c.lastDigest, prometheus.GaugeValue, last)
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
	}, []string{"channel", "outcome"}),
		enquiries: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "designo_enquiries_stored_total",
			Help: "Enquiries stored by this process, by verdict (inbox, held) and notice (own notifications, or the digest).",
		}, []string{"verdict", "notice"}),
		registry: prometheus.NewRegistry(),
	}
	for _, channel := range channels { // shown from the start, at 0, so that rates and alerts have a series
		for _, outcome := range []string{notify.OutcomeDelivered, notify.OutcomeRetry, notify.OutcomeGivenUp} {
			metrics.attempts.WithLabelValues(channel, outcome)
		}
	}
	for _, verdict := range []string{enquiry.VerdictInbox, enquiry.VerdictHeld} {
		for _, notice := range []string{enquiry.NoticeOwn, enquiry.NoticeDigest} {
			metrics.enquiries.WithLabelValues(verdict, notice)
		}
	}
	configured := prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "designo_notification_channels",
		Help: "Notification channels (e-mail, webhook) this process tells the agency by; 0: enquiries are only stored, nobody is told.",
	})
	configured.Set(float64(len(channels)))
	registry := metrics.registry
	registry.MustRegister(metrics.attempts, metrics.enquiries, configured, newOutboxCollector(store),
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

// WriteOutboxSummary is the head of `site notifications`, then a blank line: the numbers /metrics
// gives, and the free disk against its floor when floor is set.
func WriteOutboxSummary(w io.Writer, store enquiry.Store, floor *DiskFloor, now time.Time) error {
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
	lastDigest := "none yet"
	if !status.LastDigest.IsZero() {
		lastDigest = now.Sub(status.LastDigest).Round(time.Second).String() + " ago"
	}
	fmt.Fprintf(w, "Pending: %d%s. Failed: %d%s.\n", status.Pending, oldest, status.Failed, retry)
	fmt.Fprintf(w, "Notified one by one in the last hour: %d. Waiting for the digest: %d held, %d past the budget (last digest: %s).\n",
		status.OwnLastHour, status.HeldWaiting, status.OverBudget, lastDigest)
	if floor != nil {
		if free, err := floor.Free(); err == nil {
			state := "above"
			if floor.Room() != nil {
				state = "BELOW: the contact form answers 503 until space is freed;"
			}
			fmt.Fprintf(w, "Disk: %d MiB free on %s, %s the floor of %d MiB.\n", free>>20, floor.dir, state, floor.floor>>20)
		}
	}
	_, err = fmt.Fprintln(w)
	return err
}
