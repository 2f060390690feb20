package enquiry

import (
	"fmt"
	"math"
	"net/netip"
	"time"

	"designo/enquiry/spam"
)

// SurgeRule says when enquiries come in a surge. An agency's form gets a few enquiries a day, so
// the site's own recent rate is what volume is measured against: the enquiries that passed the
// judge (verdict inbox when judged) in the last Window, against the same count over the weeks
// before (Baseline; those of earlier surges left out). Stored in the database, so that replicas
// sharing one see the same surge. Two kinds:
//
//   - from one network (a /24 of IPv4, a /48 of IPv6): NetworkFloor or more of the Window's
//     enquiries came from it. Each is one of the surge, less likely genuine (a robot from one
//     place, or a botnet's block).
//   - from all sources together (each network counted only outside its own surge): at least
//     Floor, and Factor times the usual count of a Window.
//
// An enquiry of a surge gets no notification of its own and spends no budget: the agency hears
// of a surge once, at once, in its notice (a digest made when it starts and sent Gather later,
// naming the likeliest of the surge's first enquiries), and of the rest in the next digests. It
// is held with the surge, its reasons saying so, unless its likelihood is at least
// spam.LikelyGenuine: then it stays in the inbox (New lists by likelihood within a day). A surge
// lasts until a Window passes without one of its enquiries.
type SurgeRule struct {
	Window       time.Duration // the recent period counted; 1 h when zero
	Floor        int           // enquiries from all sources in a Window that make a surge at least; 0: no surges
	NetworkFloor int           // enquiries from one network in a Window that make its surge; Floor/2 (at least 2) when zero
	Factor       float64       // times the usual rate a surge of all sources needs besides Floor; 10 when zero
	Gather       time.Duration // how long the notice waits for the surge's first enquiries; 2 min when zero
}

// Baseline is how far back the site's usual rate is measured (at least a week of it, however
// young the site).
const Baseline = 28 * 24 * time.Hour

// SurgeLogOdds is how much a network's surge lowers the likelihood of its enquiries, in log-odds.
const SurgeLogOdds = 1.5

func (r SurgeRule) WithDefaults() SurgeRule {
	if r.Window <= 0 {
		r.Window = time.Hour
	}
	if r.NetworkFloor <= 0 {
		r.NetworkFloor = max(r.Floor/2, 2)
	}
	if r.Factor <= 0 {
		r.Factor = 10
	}
	if r.Gather <= 0 {
		r.Gather = 2 * time.Minute
	}
	return r
}

// NetworkOf names the network of a client's address for surges: its /24 (IPv4) or /48 (IPv6);
// "" for what is not an address, and for loopback, private and link-local ones: such an address is
// a proxy's (one not named with -trust-proxy), which every visitor would share.
func NetworkOf(addr string) string {
	ip, err := netip.ParseAddr(addr)
	if err != nil {
		if ap, err2 := netip.ParseAddrPort(addr); err2 == nil {
			ip = ap.Addr()
		} else {
			return ""
		}
	}
	ip = ip.Unmap().WithZone("")
	if ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsUnspecified() {
		return ""
	}
	bits := 48
	if ip.Is4() {
		bits = 24
	}
	prefix, err := ip.Prefix(bits)
	if err != nil {
		return ""
	}
	return prefix.String()
}

// SaveFacts are what a store reads inside Save's transaction for deciding how e is told.
type SaveFacts struct {
	TokenUses   int           // other enquiries sent on e's form token
	Network     int           // counted enquiries from e's network in the window (e not included)
	All         int           // counted enquiries in the window outside a network's surge (e not included)
	Usual       int           // counted enquiries outside surges in the baseline before the window
	UsualSpan   time.Duration // how long that baseline is
	OwnLastHour int           // enquiries notified one by one in the hour (the budget's count)
	Surge       OpenSurge     // the open surge, if any
}

// OpenSurge is a surge whose last enquiry came within the window.
type OpenSurge struct {
	ID, NoticeID string
	StartedAt    time.Time
	Reason       string // set when it starts
}

// SurgeStep says what Save writes for a surge besides the enquiry: nothing, a new surge (and its
// notice), or the open one's last enquiry.
type SurgeStep int

const (
	SurgeNone SurgeStep = iota
	SurgeStart
	SurgeJoin
)

// Saved is e as Save decides to store it, with what it is to write for a surge.
type Saved struct {
	Enquiry
	Counted bool
	Scope   string // '' | "network" | "all"
	Step    SurgeStep
	Surge   OpenSurge
}

// Decide says how the agency hears of e: token reuse, surges, the budget (see Store.Save).
func Decide(e Enquiry, route Route, f SaveFacts) Saved {
	now := e.ReceivedAt
	s := Saved{Enquiry: e, Counted: e.Verdict == VerdictInbox}
	if f.TokenUses > 0 {
		s.Verdict = VerdictHeld
		s.Reasons = append(s.Reasons, "its form token was used for another enquiry with other words (a form is sent once)")
	}
	rule := route.Surge.WithDefaults()
	if s.Counted && route.Surge.Floor > 0 {
		window := rule.Window.Round(time.Minute).String()
		if network := f.Network + 1; e.Network != "" && network >= rule.NetworkFloor {
			s.Scope = "network"
			s.Likelihood = spam.Odds(spam.LogOdds(s.Likelihood) - SurgeLogOdds)
			s.Reasons = append(s.Reasons, fmt.Sprintf("one of a surge: %d enquiries from the network %s in %s", network, e.Network, window))
		} else {
			span := max(f.UsualSpan, 7*24*time.Hour)
			usual := float64(f.Usual) * rule.Window.Seconds() / span.Seconds()
			if all := f.All + 1; all >= max(rule.Floor, int(math.Ceil(rule.Factor*usual))) {
				s.Scope = "all"
				s.Reasons = append(s.Reasons, fmt.Sprintf("one of a surge: %d enquiries in %s, where this site usually gets %s", all, window, usualWords(usual)))
			}
		}
	}
	if s.Scope != "" {
		s.Surge, s.Step = f.Surge, SurgeJoin
		if f.Surge.ID == "" {
			s.Surge, s.Step = OpenSurge{ID: NewID(), NoticeID: NewID(), StartedAt: now, Reason: s.Reasons[len(s.Reasons)-1]}, SurgeStart
		}
		s.SurgeID = s.Surge.ID
		if s.Verdict == VerdictInbox && s.Likelihood < spam.LikelyGenuine {
			s.Verdict = VerdictHeld
			s.Reasons = append(s.Reasons, fmt.Sprintf("held with the surge (likelihood %d%%, below %d%%)", s.Likelihood, spam.LikelyGenuine))
		}
		s.Notice = NoticeDigest
		if now.Before(s.Surge.StartedAt.Add(rule.Gather)) {
			s.DigestID = s.Surge.NoticeID // named in the surge's notice
		}
		return s
	}
	switch {
	case s.Verdict == VerdictHeld:
		s.Notice = NoticeDigest
	case route.HourlyBudget <= 0 || len(route.Channels) == 0:
		s.Notice = NoticeOwn
	case f.OwnLastHour >= route.HourlyBudget:
		s.Notice = NoticeDigest
	default:
		s.Notice = NoticeOwn
	}
	return s
}

// usualWords is the usual count of a window in words: "none", "about 0.2", "about 3".
func usualWords(usual float64) string {
	switch {
	case usual == 0:
		return "none"
	case usual < 1:
		return fmt.Sprintf("about %.1f", usual)
	}
	return fmt.Sprintf("about %.0f", usual)
}
