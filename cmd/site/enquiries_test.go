package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"designo/enquiry"
	"designo/enquiry/sqlite"
	"designo/service"
)

// seedDatabase stores three enquiries received a day apart and returns the path.
func seedDatabase(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "enquiries.db")
	store := sqlite.Open(path, slog.New(slog.DiscardHandler))
	defer store.Close()
	now := time.Now().UTC()
	for i, name := range []string{"Oldest", "Middle", "Newest"} {
		e := enquiry.Enquiry{Name: name, Email: strings.ToLower(name) + "@example.com", Phone: "0123",
			Message: "Hello from " + name + ",\nsecond line", ReceivedAt: now.Add(time.Duration(i-2) * 24 * time.Hour), Via: enquiry.ViaForm}
		if _, _, err := store.Save(context.Background(), e, enquiry.Route{Channels: []string{enquiry.ChannelEmail}}, ""); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

func runEnquiriesCommand(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var stdout bytes.Buffer
	err := run(append([]string{"enquiries"}, args...), &stdout, io.Discard)
	return stdout.String(), err
}

func TestEnquiriesCommandFormats(t *testing.T) {
	db := seedDatabase(t)

	table, err := runEnquiriesCommand(t, "-db", db)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(table), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "ID") ||
		!strings.Contains(lines[1], "Newest") || !strings.Contains(lines[3], "Oldest") {
		t.Errorf("table, newest first, one line each:\n%s", table)
	}

	out, err := runEnquiriesCommand(t, "-db", db, "-format", "csv")
	if err != nil {
		t.Fatal(err)
	}
	records, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil || len(records) != 4 || records[0][5] != "name" || records[1][5] != "Newest" || records[1][8] != "Hello from Newest,\nsecond line" || records[1][3] != "inbox" {
		t.Errorf("CSV records %q (%v)", records, err)
	}

	out, err = runEnquiriesCommand(t, "-db", db, "-format", "json")
	if err != nil {
		t.Fatal(err)
	}
	var list []enquiry.Enquiry
	if err := json.Unmarshal([]byte(out), &list); err != nil || len(list) != 3 || list[0].Name != "Newest" || list[2].Name != "Oldest" {
		t.Errorf("JSON %s (%v)", out, err)
	}
}

func TestEnquiriesCommandSince(t *testing.T) {
	db := seedDatabase(t)
	yesterdayMorning := time.Now().UTC().Add(-36 * time.Hour).Format(time.RFC3339)
	for _, since := range []string{"36h", "2d", yesterdayMorning} {
		out, err := runEnquiriesCommand(t, "-db", db, "-format", "json", "-since", since)
		var list []enquiry.Enquiry
		if err != nil || json.Unmarshal([]byte(out), &list) != nil || len(list) != 2 {
			t.Errorf("-since %s: %d enquiries (%v), want the two most recent:\n%s", since, len(list), err, out)
		}
	}
	t.Setenv("SITE_DB", db)
	out, err := runEnquiriesCommand(t, "-since", "2999-01-01")
	if err != nil || strings.TrimSpace(out) != "No enquiries." {
		t.Errorf("SITE_DB and a future -since: %q, %v", out, err)
	}
}

func TestEnquiriesCommandErrors(t *testing.T) {
	db := seedDatabase(t)
	missing := filepath.Join(t.TempDir(), "typo.db")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-db", db, "-format", "xml"}, `unknown -format "xml"`},
		{[]string{"-db", db, "-since", "last tuesday"}, "-since"},
		{[]string{"-db", db, "extra"}, `unexpected argument "extra"`},
		{[]string{"-db", missing}, "no database at " + missing},
		{[]string{"-no-such-flag"}, "not defined"},
	}
	for _, tc := range tests {
		_, err := runEnquiriesCommand(t, tc.args...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("site enquiries %v: %v, want an error containing %q", tc.args, err, tc.want)
		}
	}
	if _, err := runEnquiriesCommand(t, "-db", missing); err == nil {
		t.Fatal("a missing database must be an error")
	}
	if _, err := os.Stat(missing); err == nil {
		t.Error("reading enquiries created the database it was pointed at")
	}
}

func TestServeEnquiryFlags(t *testing.T) {
	t.Setenv("SITE_DB", "")
	t.Setenv("SITE_NOTIFY_WEBHOOK", "")
	t.Setenv("SITE_NOTIFY_SECRET", "")
	t.Setenv("SITE_CONTACT_RATE", "")
	for _, env := range []string{"SITE_SMTP_URL", "SITE_SMTP_PASSWORD", "SITE_NOTIFY_EMAIL", "SITE_MAIL_FROM", "SITE_NOTIFY_RETRY",
		"SITE_NOTIFY_GIVE_UP", "SITE_RETAIN", "SITE_NOTIFY_TIMEOUT", "DATABASE_URL", "SITE_NOTIFY"} {
		t.Setenv(env, "")
	}
	cfg, err := parseServeFlags(nil, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	defaults := service.Enquiries{Store: service.Store{DB: filepath.Join("var", "enquiries.db")}, Acknowledge: true, RatePerMinute: 5, RateBurst: 5,
		SendTimeout: 30 * time.Second, RetryFirst: 10 * time.Second, GiveUpAfter: 72 * time.Hour,
		Budget: 30, DigestEvery: time.Hour, DiskFloorMiB: 512,
		Surge: enquiry.SurgeRule{Floor: 6, Window: time.Hour, Gather: 2 * time.Minute}}
	want := defaults
	if cfg.Enquiries != want || cfg.notify != notifyAuto {
		t.Errorf("defaults %+v, -notify %q; want %+v, auto", cfg.Enquiries, cfg.notify, want)
	}
	t.Setenv("SITE_DB", "/srv/designo/enquiries.db")
	t.Setenv("SITE_CONTACT_RATE", "0")
	t.Setenv("SITE_NOTIFY_SECRET", "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")
	t.Setenv("SITE_SMTP_URL", "smtps://website%40designo.co@smtp.example.com:465")
	t.Setenv("SITE_SMTP_PASSWORD", "app password")
	t.Setenv("SITE_NOTIFY_EMAIL", "hello@designo.co, studio@designo.co")
	t.Setenv("SITE_MAIL_FROM", "Designo website <website@designo.co>")
	t.Setenv("SITE_RETAIN", "730d")
	t.Setenv("SITE_NOTIFY_GIVE_UP", "5d")
	cfg, err = parseServeFlags([]string{"-notify-webhook", "https://hooks.example/designo", "-contact-burst", "3"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	want = service.Enquiries{Store: service.Store{DB: "/srv/designo/enquiries.db"}, Acknowledge: true, NotifyWebhook: "https://hooks.example/designo",
		NotifySecret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", RatePerMinute: 0, RateBurst: 3,
		SMTPURL: "smtps://website%40designo.co@smtp.example.com:465", SMTPPassword: "app password",
		NotifyEmail: "hello@designo.co, studio@designo.co", MailFrom: "Designo website <website@designo.co>",
		SendTimeout: 30 * time.Second, RetryFirst: 10 * time.Second, GiveUpAfter: 5 * 24 * time.Hour, Retain: 730 * 24 * time.Hour,
		Budget: 30, DigestEvery: time.Hour, DiskFloorMiB: 512,
		Surge: enquiry.SurgeRule{Floor: 6, Window: time.Hour, Gather: 2 * time.Minute}}
	if cfg.Enquiries != want {
		t.Errorf("from environment and flags %+v, want %+v", cfg.Enquiries, want)
	}
	cfg, _ = parseServeFlags([]string{"-db", "other.db"}, io.Discard)
	if cfg.Enquiries.Store.DB != "other.db" {
		t.Errorf("-db beats SITE_DB: got %q", cfg.Enquiries.Store.DB)
	}
	if _, err := parseServeFlags([]string{"-retain", "two years"}, io.Discard); err == nil {
		t.Error("a malformed -retain must stop the server from starting")
	}
}

// postEnquiry sends one enquiry as the island does and returns the id the
// server answered with, or an error for anything but success.
func postEnquiry(client *http.Client, base, name string) (string, error) {
	token, err := personsToken(base)
	if err != nil {
		return "", err
	}
	form := url.Values{"name": {name}, "email": {"load@example.com"}, "phone": {"0123"}, "message": {"Durability test"}, "token": {token}}
	req, err := http.NewRequest(http.MethodPost, base+"/contact", strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	res, err := client.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	var answer struct {
		OK bool   `json:"ok"`
		ID string `json:"id"`
	}
	if err := json.NewDecoder(res.Body).Decode(&answer); err != nil || res.StatusCode != http.StatusCreated || !answer.OK {
		return "", fmt.Errorf("status %d, ok %v, decoding %v", res.StatusCode, answer.OK, err)
	}
	return answer.ID, nil
}

// loadUntilKilled posts from several clients at once and SIGKILLs the server
// once killAfter enquiries have been acknowledged, while posts are in flight.
// It returns the acknowledged enquiries (name -> id) and how many posts failed.
func loadUntilKilled(t *testing.T, base string, server *exec.Cmd, clients, killAfter int) (map[string]string, int) {
	t.Helper()
	client := &http.Client{Timeout: 5 * time.Second}
	var mu sync.Mutex
	acknowledged := map[string]string{}
	var failed, acked atomic.Int32
	var killed atomic.Bool
	var wg sync.WaitGroup
	for c := range clients {
		wg.Go(func() {
			for i := 0; !killed.Load(); i++ {
				name := fmt.Sprintf("client %d post %d", c, i)
				id, err := postEnquiry(client, base, name)
				if err != nil {
					failed.Add(1)
					continue
				}
				mu.Lock()
				acknowledged[name] = id
				mu.Unlock()
				acked.Add(1)
			}
		})
	}
	deadline := time.Now().Add(30 * time.Second)
	for int(acked.Load()) < killAfter && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if err := server.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	killed.Store(true)
	server.Wait()
	wg.Wait()
	return acknowledged, int(failed.Load())
}

// The real binary, killed with SIGKILL in the middle of a load of enquiries,
// restarted: every enquiry it had answered with success is still there.
func TestEnquiriesSurviveSIGKILL(t *testing.T) {
	t.Parallel() // a process test: its waits (leases, outages, restarts) overlap the others'
	// Kill after 400 acknowledged enquiries, or after 30 s on a very busy machine; fewer than 50
	// would mean the server was hardly working, and the test would prove little.
	const clients, killAfter, enough = 8, 400, 50
	bin := buildSite(t)
	dir := t.TempDir()
	db := filepath.Join(dir, "data", "enquiries.db")
	args := []string{"-db", db, "-contact-rate", "0", "-access-log=false"}

	base, server := startSite(t, bin, dir, args...)
	acknowledged, failed := loadUntilKilled(t, base, server, clients, killAfter)
	if len(acknowledged) < enough {
		t.Fatalf("only %d enquiries acknowledged before the kill", len(acknowledged))
	}
	if failed == 0 {
		t.Error("no post failed: the kill did not happen under load")
	}

	base, server = startSite(t, bin, dir, args...)
	afterRestart, err := postEnquiry(http.DefaultClient, base, "after the restart")
	if err != nil {
		t.Fatalf("posting after the restart: %v", err)
	}
	acknowledged["after the restart"] = afterRestart
	server.Process.Signal(syscall.SIGTERM)
	server.Wait()

	out, err := exec.Command(bin, "enquiries", "-db", db, "-format", "json", "-all").Output()
	if err != nil {
		t.Fatalf("site enquiries: %v", err)
	}
	var stored []enquiry.Enquiry
	if err := json.Unmarshal(out, &stored); err != nil {
		t.Fatal(err)
	}
	copies := map[string]int{}
	for _, e := range stored {
		copies[e.Name]++
		if id, ok := acknowledged[e.Name]; ok && id != e.ID {
			t.Errorf("%s stored with id %s, answered with %s", e.Name, e.ID, id)
		}
	}
	for name := range acknowledged {
		if copies[name] != 1 {
			t.Errorf("acknowledged enquiry %q stored %d times, want once", name, copies[name])
		}
	}
	t.Logf("%d enquiries acknowledged (one after the restart), %d posts failed by the kill, %d stored",
		len(acknowledged), failed, len(stored))
}

// The serve flags reach the contact form: through the real binary, a client
// over its burst is refused with 429 and told when to come back.
func TestBinaryRateLimitsEnquiries(t *testing.T) {
	bin := buildSite(t)
	dir := t.TempDir()
	base, _ := startSite(t, bin, dir, "-db", filepath.Join(dir, "e.db"), "-contact-rate", "1", "-contact-burst", "2", "-access-log=false")
	for i := range 2 {
		if _, err := postEnquiry(http.DefaultClient, base, fmt.Sprint("within the burst ", i)); err != nil {
			t.Fatalf("post %d: %v", i+1, err)
		}
	}
	form := url.Values{"name": {"one too many"}, "email": {"a@example.com"}, "phone": {"1"}, "message": {"Hi"}}
	res, err := http.PostForm(base+"/contact", form)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" {
		t.Fatalf("third post: %d, Retry-After %q; want 429 with Retry-After", res.StatusCode, res.Header.Get("Retry-After"))
	}
	if !strings.Contains(string(body), "one too many") || !strings.Contains(string(body), "please wait") {
		t.Error("the 429 page does not keep the values and explain")
	}
}

// The inbox leaves held enquiries out; -held shows them, -all everything, with verdicts and
// reasons in JSON; release queues a held one's notifications, spam records the judgement.
func TestEnquiriesHeldAllReleaseSpam(t *testing.T) {
	db := seedDatabase(t)
	store := sqlite.Open(db, slog.New(slog.DiscardHandler))
	held := enquiry.Enquiry{Name: "Robot", Email: "robot@example.com", Phone: "1", Message: "cheap backlinks",
		Via: enquiry.ViaForm, Verdict: enquiry.VerdictHeld, Reasons: []string{"reads like an SEO offer"}}
	held, _, err := store.Save(context.Background(), held, enquiry.Route{Channels: []string{enquiry.ChannelEmail}}, "")
	store.Close()
	if err != nil {
		t.Fatal(err)
	}
	names := func(args ...string) []string {
		t.Helper()
		out, err := runEnquiriesCommand(t, append([]string{"-db", db, "-format", "json"}, args...)...)
		if err != nil {
			t.Fatal(err)
		}
		var list []enquiry.Enquiry
		if err := json.Unmarshal([]byte(out), &list); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range list {
			got = append(got, e.Name+":"+e.Verdict+":"+strings.Join(e.Reasons, ","))
		}
		return got
	}
	for _, tt := range []struct {
		args []string
		want []string
	}{
		{nil, []string{"Newest:inbox:", "Middle:inbox:", "Oldest:inbox:"}},
		{[]string{"-held"}, []string{"Robot:held:reads like an SEO offer"}},
		{[]string{"-all"}, []string{"Robot:held:reads like an SEO offer", "Newest:inbox:", "Middle:inbox:", "Oldest:inbox:"}},
	} {
		if got := names(tt.args...); !slices.Equal(got, tt.want) {
			t.Errorf("enquiries %v = %q, want %q", tt.args, got, tt.want)
		}
	}
	if _, err := runEnquiriesCommand(t, "-db", db, "-held", "-all"); err == nil {
		t.Error("-held with -all was accepted")
	}

	// Before any server recorded its channels, a release is refused: nobody knows where it would go.
	if _, err := runEnquiriesCommand(t, "release", "-db", db, held.ID); err == nil || !strings.Contains(err.Error(), "start the server") {
		t.Errorf("release before any server started = %v; want an error saying to start it", err)
	}
	if got := names("-held"); len(got) != 1 {
		t.Errorf("a refused release released it: -held = %q", got)
	}
	// The server started with e-mail only; the operator's shell names a webhook: e-mail is queued.
	store = sqlite.Open(db, slog.New(slog.DiscardHandler))
	if err := store.RecordChannels(context.Background(), []string{enquiry.ChannelEmail}, time.Now()); err != nil {
		t.Fatal(err)
	}
	store.Close()
	t.Setenv("SITE_NOTIFY_WEBHOOK", "https://hooks.example/x")
	out, err := runEnquiriesCommand(t, "release", "-db", db, held.ID)
	if err != nil || !strings.Contains(out, "Released "+held.ID+": its e-mail queued on the server's channels") {
		t.Fatalf("release = %q, %v", out, err)
	}
	if got := names(); len(got) != 4 || got[0] != "Robot:inbox:reads like an SEO offer" {
		t.Errorf("after release the inbox is %q; want Robot first", got)
	}
	if _, err := runEnquiriesCommand(t, "release", "-db", db, held.ID); !errors.Is(err, enquiry.ErrNotHeld) {
		t.Errorf("releasing it again = %v, want ErrNotHeld", err)
	}
	out, err = runEnquiriesCommand(t, "spam", "-db", db, held.ID)
	if err != nil || !strings.Contains(out, "Marked "+held.ID+" as spam") {
		t.Fatalf("spam = %q, %v", out, err)
	}
	if got := names("-held"); !slices.Equal(got, []string{"Robot:spam:reads like an SEO offer"}) {
		t.Errorf("-held after marking spam = %q", got)
	}
	store = sqlite.Open(db, slog.New(slog.DiscardHandler))
	defer store.Close()
	pending, err := store.Deliveries(context.Background(), enquiry.StatePending)
	var released, other int
	for _, d := range pending {
		switch {
		case d.EnquiryID == held.ID && d.Channel == enquiry.ChannelEmail:
			released++
		case d.EnquiryID == held.ID:
			other++
		}
	}
	if err != nil || released != 1 || other != 0 {
		t.Errorf("the released enquiry has %d pending e-mails and %d other notifications (%v), want 1 e-mail, the server's channel, only", released, other, err)
	}
	// Spam, then released again: told before, so nothing is sent twice, and the command says so.
	out, err = runEnquiriesCommand(t, "release", "-db", db, held.ID)
	if err != nil || !strings.Contains(out, "it was told of before") {
		t.Errorf("release after spam = %q, %v", out, err)
	}
}
