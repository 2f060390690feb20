package main

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/netip"
	"net/url"
	"strings"
)

// checkServeConfig refuses a configuration that would start a server quietly doing the wrong
// thing: the operator hears of it at start, not from a visitor.
func checkServeConfig(cfg config) error {
	var errs []error
	e := cfg.Enquiries
	hasChannel := e.NotifyEmail != "" || e.NotifyWebhook != ""
	switch {
	case cfg.notify == notifyNone && hasChannel:
		errs = append(errs, fmt.Errorf("-notify none (%s) says to tell nobody, but -notify-email or -notify-webhook is set: drop one or the other", envName("notify")))
	case cfg.notify != notifyNone && !hasChannel && strings.HasPrefix(cfg.Origin, "https://"):
		errs = append(errs, fmt.Errorf("no notification channel: with -origin %s (a production start) enquiries would be stored and nobody told; set -notify-email (%s; e-mail also needs -smtp-url and -mail-from) or -notify-webhook (%s), or -notify none (%s=none) to only store them",
			cfg.Origin, envName("notify-email"), envName("notify-webhook"), envName("notify")))
	}
	if e.Retain > 0 && e.Retain < e.GiveUpAfter {
		errs = append(errs, fmt.Errorf("-retain %s is shorter than -notify-give-up %s: enquiries would be due for erasure while their notifications are still being retried (retention keeps them, and warns daily); set -retain (%s) to at least -notify-give-up (%s), or 0 to keep enquiries",
			durationFlag{&e.Retain}, durationFlag{&e.GiveUpAfter}, envName("retain"), envName("notify-give-up")))
	}
	if len(errs) == 0 {
		return nil
	}
	return usageError{errors.Join(errs...)}
}

// warnAboutConfig logs, once at start, what is allowed but probably a mistake.
func warnAboutConfig(cfg config, logger *slog.Logger) {
	if e := cfg.Enquiries; e.NotifyEmail == "" && e.NotifyWebhook == "" {
		if cfg.notify == notifyNone {
			logger.Info("notifications off (-notify none): enquiries are only stored; read them with `site enquiries`")
		} else {
			logger.Warn("no notification channel: enquiries will only be stored, and nobody told; set -notify-email (SITE_NOTIFY_EMAIL, with -smtp-url and -mail-from) or -notify-webhook (SITE_NOTIFY_WEBHOOK), or -notify none to say that is meant")
		}
	}
	if cfg.originDefaulted && !loopbackAddr(cfg.Addr) {
		logger.Warn("-origin is not set: canonical URLs, the sitemap and Open Graph images name "+cfg.Origin+
			", which visitors and search engines cannot reach; set -origin (SITE_ORIGIN) to the site's public address, such as https://www.designo.co",
			"addr", cfg.Addr, "origin", cfg.Origin)
	}
}

// loopbackAddr reports whether a listen address takes connections from this machine only.
func loopbackAddr(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.IsLoopback()
}

// originFlag is -origin: parseOrigin's checks, so that a mistyped origin stops the start whether
// it came from the command line or SITE_ORIGIN.
type originFlag struct{ p *string }

func (f originFlag) String() string {
	if f.p == nil {
		return ""
	}
	return *f.p
}

func (f originFlag) Set(value string) (err error) {
	*f.p, err = parseOrigin(value)
	return err
}

// parseOrigin reads the site's public origin: an absolute http or https URL of a host, with
// nothing else (no user, path, query or fragment), which pages put before their paths. A trailing
// slash is dropped (https://www.designo.co/ is https://www.designo.co, not //home).
func parseOrigin(value string) (string, error) {
	const want = "want the site's public address as scheme and host, such as https://www.designo.co"
	u, err := url.Parse(value)
	switch {
	case err != nil:
		return "", fmt.Errorf("origin %q: %s", value, want)
	case u.Scheme != "http" && u.Scheme != "https" || u.Host == "" || u.Opaque != "":
		return "", fmt.Errorf("origin %q is not an absolute http:// or https:// URL: %s", value, want)
	case u.User != nil:
		return "", fmt.Errorf("origin %q has a user name: %s", value, want)
	case u.Path != "" && u.Path != "/", u.RawPath != "":
		return "", fmt.Errorf("origin %q has a path (%s): %s; the site is served from the root", value, u.Path, want)
	case u.RawQuery != "" || u.ForceQuery || u.Fragment != "" || strings.HasSuffix(value, "#"):
		return "", fmt.Errorf("origin %q has a query or fragment: %s", value, want)
	case u.Port() == "" && strings.HasSuffix(u.Host, ":"):
		return "", fmt.Errorf("origin %q has an empty port: %s", value, want)
	}
	return u.Scheme + "://" + strings.ToLower(u.Host), nil
}

// The values of -notify.
const (
	notifyAuto = "auto" // the channels configured, and an https origin needs one
	notifyNone = "none" // none, on purpose
)

// notifyFlag is -notify: auto or none.
type notifyFlag struct{ p *string }

func (f notifyFlag) String() string {
	if f.p == nil {
		return ""
	}
	return *f.p
}

func (f notifyFlag) Set(value string) error {
	if value != notifyAuto && value != notifyNone {
		return fmt.Errorf("want auto (the channels configured) or none (enquiries only stored), not %q", value)
	}
	*f.p = value
	return nil
}
