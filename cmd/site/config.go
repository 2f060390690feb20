package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net/netip"
	"os"
	"strconv"
	"strings"
	"time"

	"designo/internal/web"
)

// usageError is a command line that cannot be run (an unknown command or flag, an argument nobody
// reads): the process exits 2, and starts nothing.
type usageError struct{ error }

func usageErrorf(format string, args ...any) error { return usageError{fmt.Errorf(format, args...)} }

// newFlagSet returns a command's flag set, whose usage message starts with the command's synopsis
// and names each flag's environment variable.
func newFlagSet(name string, stderr io.Writer, synopsis ...string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		for i, line := range synopsis {
			fmt.Fprintf(stderr, "%s %s\n", map[bool]string{true: "usage:", false: "      "}[i == 0], line)
		}
		printFlags(stderr, fs)
	}
	return fs
}

// printFlags is flag.PrintDefaults with each flag's environment variable.
func printFlags(w io.Writer, fs *flag.FlagSet) {
	fs.VisitAll(func(f *flag.Flag) {
		kind, usage := flag.UnquoteUsage(f)
		fmt.Fprintf(w, "  -%s %s\n    \t%s (env %s", f.Name, kind, usage, envName(f.Name))
		if f.DefValue != "" && f.DefValue != "0" && f.DefValue != "false" {
			fmt.Fprintf(w, "; default %s", f.DefValue)
		}
		fmt.Fprintln(w, ")")
	})
}

// envName is the environment variable of a flag: SITE_ and its name (-notify-webhook is
// SITE_NOTIFY_WEBHOOK), except for the two that hosting platforms set themselves.
func envName(flagName string) string {
	switch flagName {
	case "addr":
		return "PORT" // holds a port only: PORT=9000 listens on :9000
	case "database-url":
		return "DATABASE_URL"
	}
	return "SITE_" + strings.ToUpper(strings.ReplaceAll(flagName, "-", "_"))
}

// parseFlags is parseFlagsAndArgs for a command that takes no arguments but flags.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := parseFlagsAndArgs(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageErrorf("%s: unexpected argument %q (see %s -h)", fs.Name(), fs.Arg(0), fs.Name())
	}
	return nil
}

// parseFlagsAndArgs parses args, then sets every flag the command line left out from its
// environment variable, when that is set and not empty. A bad value in the environment is an
// error, as it is on the command line, so that a typo never silently leaves a setting at its default.
func parseFlagsAndArgs(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError{err}
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	var errs []error
	fs.VisitAll(func(f *flag.Flag) {
		name := envName(f.Name)
		value := os.Getenv(name)
		if given[f.Name] || value == "" {
			return
		}
		if name == "PORT" {
			value = ":" + value
		}
		if err := f.Value.Set(value); err != nil {
			errs = append(errs, fmt.Errorf("%s=%q: %w", name, os.Getenv(name), err))
		}
	})
	return errors.Join(errs...)
}

// proxiesFlag is a flag taking reverse proxies' addresses or networks, comma-separated.
type proxiesFlag struct{ p *[]netip.Prefix }

func (f proxiesFlag) String() string {
	if f.p == nil {
		return ""
	}
	var s []string
	for _, p := range *f.p {
		s = append(s, p.String())
	}
	return strings.Join(s, ",")
}

func (f proxiesFlag) Set(value string) (err error) {
	*f.p, err = web.ParseTrustedProxies(value)
	return err
}

// durationFlag is a flag taking a Go duration ("36h") or whole days ("730d").
type durationFlag struct{ d *time.Duration }

func (f durationFlag) String() string {
	switch {
	case f.d == nil || *f.d == 0:
		return "0"
	case *f.d%(24*time.Hour) == 0:
		return strconv.Itoa(int(*f.d/(24*time.Hour))) + "d"
	}
	return f.d.String()
}

func (f durationFlag) Set(value string) error {
	d, err := parseDuration(value)
	if err == nil {
		*f.d = d
	}
	return err
}

// durationVar adds a durationFlag with its default.
func durationVar(fs *flag.FlagSet, into *time.Duration, name string, def time.Duration, usage string) {
	*into = def
	fs.Var(durationFlag{into}, name, usage)
}

// parseDuration reads a duration as Go writes it ("36h", "90m") or in whole days ("7d", "730d"),
// which is how retention is thought of.
func parseDuration(value string) (time.Duration, error) {
	if days, found := strings.CutSuffix(value, "d"); found {
		n, err := strconv.Atoi(days)
		const century = 36525
		if err != nil || n < 0 || n > century {
			return 0, fmt.Errorf("duration %q: want whole days such as 7d, or a Go duration such as 36h", value)
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	d, err := time.ParseDuration(value)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("duration %q: want whole days such as 7d, or a Go duration such as 36h", value)
	}
	return d, nil
}
