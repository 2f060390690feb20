// Package pgtest starts throwaway PostgreSQL servers for tests, from the binaries of Debian's
// postgresql package: initdb into a temporary directory, the server on a free loopback port
// (and a Unix socket in that directory), run as the unprivileged `postgres` user when the tests
// run as root, stopped and removed afterwards.
//
// A test package shares one server and gives each test a fresh database:
//
//	func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }
//
//	func TestSomething(t *testing.T) {
//		url := pgtest.Database(t) // postgres://…/t_something_1
//	}
//
// A test that stops and starts PostgreSQL (an outage) takes a server of its own with Start.
//
// When PostgreSQL cannot be had (no binaries), Database and Start skip the test and Main prints
// a banner saying how many tests did not run; with CI=true they fail instead, since CI must have it.
package pgtest

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"designo/internal/loopback"
	"github.com/jackc/pgx/v5"
)

// Server is one PostgreSQL server (a cluster) in a temporary directory.
type Server struct {
	dir     string // removed by Close
	dataDir string
	logFile string
	port    int
	bin     string
	cred    *syscall.Credential // the unprivileged user the server runs as, when we are root
	extra   []string            // settings given to NewServer, after the defaults

	mu   sync.Mutex
	proc *exec.Cmd // nil while stopped
	done chan error
}

// Superuser is the role every test server is created with; it trusts local connections.
const Superuser = "postgres"

// NewServer creates a cluster in a new temporary directory and starts it. settings
// ("name=value") override the defaults, which suit tests: fsync=off, for one.
func NewServer(settings ...string) (*Server, error) {
	bin, err := binDir()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "pgtest-")
	if err != nil {
		return nil, err
	}
	s := &Server{dir: dir, dataDir: filepath.Join(dir, "data"), logFile: filepath.Join(dir, "server.log"), bin: bin, extra: settings}
	if err := s.init(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	if err := s.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return s, nil
}

// binDir finds initdb and postgres: $PG_BIN (or its older name $PGTEST_BINDIR), else the newest
// /usr/lib/postgresql/*/bin (Debian's layout), else the PATH.
func binDir() (string, error) {
	candidates := []string{}
	for _, env := range []string{"PG_BIN", "PGTEST_BINDIR"} {
		if dir := os.Getenv(env); dir != "" {
			candidates = append(candidates, dir)
		}
	}
	debian, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(debian, func(i, j int) bool { return majorVersion(debian[i]) > majorVersion(debian[j]) })
	candidates = append(candidates, debian...)
	if initdb, err := exec.LookPath("initdb"); err == nil {
		candidates = append(candidates, filepath.Dir(initdb))
	}
	for _, dir := range candidates {
		if isExecutable(filepath.Join(dir, "initdb")) && isExecutable(filepath.Join(dir, "postgres")) {
			return dir, nil
		}
	}
	return "", errors.New("no PostgreSQL binaries (initdb, postgres) in $PG_BIN, /usr/lib/postgresql/*/bin or the PATH; " +
		"install Debian's postgresql package (scripts/setup.sh does, as root)")
}

func majorVersion(binDir string) int {
	v, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return v
}

func isExecutable(path string) bool {
	info, err := os.Stat(path)
	return err == nil && !info.IsDir() && info.Mode()&0o111 != 0
}

// init runs initdb, as the postgres user when we are root (PostgreSQL refuses to run as root).
func (s *Server) init() error {
	if os.Geteuid() == 0 {
		cred, err := unprivileged()
		if err != nil {
			return err
		}
		s.cred = cred
		if err := os.Chmod(s.dir, 0o755); err != nil {
			return err
		}
		if err := os.Chown(s.dir, int(cred.Uid), int(cred.Gid)); err != nil {
			return err
		}
	}
	cmd := s.command("initdb", "-D", s.dataDir, "-U", Superuser, "--auth=trust", "--encoding=UTF8",
		"--locale=C", "--no-sync")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("initdb: %v\n%s", err, out)
	}
	return nil
}

// unprivileged returns the credentials of Debian's postgres user (nobody when it is missing).
func unprivileged() (*syscall.Credential, error) {
	for _, name := range []string{"postgres", "nobody"} {
		u, err := user.Lookup(name)
		if err != nil {
			continue
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
	}
	return nil, errors.New("running as root, and neither a postgres nor a nobody user to run PostgreSQL as")
}

func (s *Server) command(name string, args ...string) *exec.Cmd {
	cmd := exec.Command(filepath.Join(s.bin, name), args...)
	cmd.Dir = s.dir
	cmd.Env = append(os.Environ(), "LC_ALL=C")
	cmd.SysProcAttr = &syscall.SysProcAttr{
		Credential: s.cred,
		// If the test binary dies without cleaning up (a timeout, a kill), the server goes too.
		Pdeathsig: syscall.SIGQUIT,
	}
	return cmd
}

// Start starts the server (again, after Stop) on its port, and waits until it accepts connections.
func (s *Server) Start() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.proc != nil {
		return errors.New("pgtest: server already running")
	}
	if s.port == 0 {
		port, err := freePort()
		if err != nil {
			return err
		}
		s.port = port
	}
	logFile, err := os.OpenFile(s.logFile, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer logFile.Close()
	args := []string{"-D", s.dataDir,
		"-c", "listen_addresses=127.0.0.1", "-c", "port=" + strconv.Itoa(s.port),
		"-c", "unix_socket_directories=" + s.dir,
		"-c", "max_connections=300",
		// A test server loses nothing it acknowledged when it is stopped or killed, but need not
		// survive the machine crashing: skip the fsyncs, which cost far more than the tests.
		"-c", "fsync=off", "-c", "full_page_writes=off",
		// Nor autovacuum: a test's databases live for minutes, and its analyses take transaction
		// ids at moments of their own, which a test counting them would see as its writes.
		"-c", "autovacuum=off",
	}
	for _, setting := range s.extra {
		args = append(args, "-c", setting)
	}
	cmd := s.command("postgres", args...)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("starting postgres: %w", err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	if err := waitReady(s.URL(Superuser), done); err != nil {
		cmd.Process.Kill()
		<-done
		return fmt.Errorf("postgres did not start: %v\n%s", err, s.logTail())
	}
	s.proc, s.done = cmd, done
	return nil
}

func waitReady(url string, exited <-chan error) error {
	deadline := time.Now().Add(60 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		conn, err := pgx.Connect(ctx, url)
		cancel()
		if err == nil {
			conn.Close(context.Background())
			return nil
		}
		select {
		case exitErr := <-exited:
			return fmt.Errorf("exited: %v", exitErr)
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return err
		}
	}
}

// Stop shuts the server down as an administrator would (fast shutdown: open transactions are
// rolled back, committed data stays) and waits until it has exited. Start brings it back.
func (s *Server) Stop() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.proc == nil {
		return nil
	}
	if err := s.proc.Process.Signal(syscall.SIGINT); err != nil {
		return err
	}
	select {
	case <-s.done:
	case <-time.After(30 * time.Second):
		s.proc.Process.Kill()
		<-s.done
	}
	s.proc, s.done = nil, nil
	return nil
}

// Close stops the server and removes its directory.
func (s *Server) Close() error {
	err := s.Stop()
	return errors.Join(err, os.RemoveAll(s.dir))
}

// URL is a connection URL for database db on this server, over loopback TCP.
func (s *Server) URL(db string) string {
	return fmt.Sprintf("postgres://%s@127.0.0.1:%d/%s?sslmode=disable", Superuser, s.port, db)
}

// SocketURL is a connection URL for database db over the server's Unix socket.
func (s *Server) SocketURL(db string) string {
	return fmt.Sprintf("postgres://%s@/%s?host=%s&port=%d&sslmode=disable", Superuser, db, s.dir, s.port)
}

// CreateDatabase creates an empty database and returns its URL.
func (s *Server) CreateDatabase(ctx context.Context, name string) (string, error) {
	conn, err := pgx.Connect(ctx, s.URL(Superuser))
	if err != nil {
		return "", err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()); err != nil {
		return "", fmt.Errorf("creating database %s: %w", name, err)
	}
	return s.URL(name), nil
}

// logTail is the end of the server's log, to explain a failure.
func (s *Server) logTail() string {
	b, _ := os.ReadFile(s.logFile)
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(b)
}

func freePort() (int, error) {
	addr, err := loopback.FreeAddr()
	if err != nil {
		return 0, err
	}
	_, port, _ := net.SplitHostPort(addr)
	return strconv.Atoi(port)
}

// --- the shared server of a test binary --------------------------------------------------------

var shared struct {
	once   sync.Once
	server *Server
	err    error // why the shared server could not start
	dbs    atomic.Int64

	mu      sync.Mutex
	skipped int
	reason  error // why PostgreSQL is unavailable
}

// Main runs the tests, then stops the shared server if a test started it, and prints a banner
// when tests were skipped for want of PostgreSQL. Use it as TestMain: os.Exit(pgtest.Main(m)).
func Main(m *testing.M) int {
	code := m.Run()
	if shared.server != nil {
		if err := shared.server.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "pgtest: stopping PostgreSQL:", err)
		}
	}
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if shared.skipped > 0 {
		fmt.Fprintf(os.Stderr, "\n%s\n!!! pgtest: %d PostgreSQL test(s) DID NOT RUN: %v\n%s\n\n",
			strings.Repeat("!", 100), shared.skipped, shared.reason, strings.Repeat("!", 100))
	}
	return code
}

// Unavailable fails the test when CI=true (CI must have PostgreSQL) and skips it otherwise, saying
// why loudly; Main repeats it at the end of the run.
func Unavailable(t testing.TB, err error) {
	t.Helper()
	if ci, _ := strconv.ParseBool(os.Getenv("CI")); ci {
		t.Fatalf("PostgreSQL is required in CI and cannot be started: %v", err)
	}
	shared.mu.Lock()
	shared.skipped++
	shared.reason = err
	shared.mu.Unlock()
	fmt.Fprintf(os.Stderr, "!!! pgtest: %s NOT RUN: PostgreSQL unavailable: %v\n", t.Name(), err)
	t.Skipf("PostgreSQL unavailable: %v", err)
}

// SharedServer returns the test binary's shared server, starting it on first use.
func SharedServer(t testing.TB) *Server {
	t.Helper()
	skipShort(t)
	shared.once.Do(func() { shared.server, shared.err = NewServer() })
	if shared.err != nil {
		failOrSkip(t, shared.err)
	}
	return shared.server
}

var nonWord = regexp.MustCompile(`[^a-z0-9]+`)

// Database creates a fresh, empty database on the shared server and returns its URL.
func Database(t testing.TB) string {
	t.Helper()
	s := SharedServer(t)
	name := nonWord.ReplaceAllString(strings.ToLower(t.Name()), "_")
	name = fmt.Sprintf("t_%.40s_%d", name, shared.dbs.Add(1))
	url, err := s.CreateDatabase(t.Context(), name)
	if err != nil {
		t.Fatal(err)
	}
	return url
}

// Start starts a server of the test's own (one it may stop and start), closed when the test ends.
func Start(t testing.TB) *Server {
	t.Helper()
	skipShort(t)
	s, err := NewServer()
	if err != nil {
		failOrSkip(t, err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Errorf("stopping PostgreSQL: %v", err)
		}
	})
	return s
}

// skipShort leaves PostgreSQL out of the fast loop (go test -short, make check); make test runs it.
func skipShort(t testing.TB) {
	t.Helper()
	if testing.Short() {
		t.Skip("PostgreSQL: not under -short (make test runs it)")
	}
}

// failOrSkip: missing binaries make PostgreSQL unavailable (see Unavailable); any other failure to
// start it is a failure.
func failOrSkip(t testing.TB, err error) {
	t.Helper()
	if _, missing := binDir(); missing != nil {
		Unavailable(t, missing)
	}
	t.Fatal(err)
}
