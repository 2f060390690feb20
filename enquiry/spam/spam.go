// Package spam judges an enquiry: held (the agency is not notified one by
// one) or not, with every signal that counted, in words an account manager
// understands. It is a small weighted score: each signal adds points and a
// message reaching Threshold is held. Nothing here does I/O; the caller says
// how the message arrived (Signals). Nothing is ever dropped because of it.
//
// A topic alone (crypto, casinos, pharmacy, SEO) never holds a message: people
// ask a design agency for such sites. Spam needs the pitch, an offer made to
// the reader, or several signals together. A message that asks for design
// work ("we need a new website", "can you redesign") earns a little back, as
// a client in those trades uses their words; a signal strong enough to hold a
// message alone (no form token, HTML links, sent at once) holds it anyway.
package spam

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Message is what a visitor wrote.
type Message struct{ Name, Email, Phone, Text string }

// TokenState is what the form token says of where a post came from.
type TokenState int

const (
	TokenValid   TokenState = iota // signed by the site, issued FormAge ago
	TokenMissing                   // posted without loading the form
	TokenForged                    // present but not signed by the site
	TokenStale                     // signed, but issued more than a day ago
)

// Signals is what the site knows of how a message arrived.
type Signals struct {
	Token             TokenState
	FormAge           time.Duration // since the form was issued (TokenValid, TokenStale)
	SameTextElsewhere int           // other senders (other e-mail addresses) who sent the same text in the past week
	Proof             ProofState    // the page's optional proof of work (only a browser with JavaScript sends one)
}

// ProofState is what the optional proof of work says (see Tokens.Challenge).
type ProofState int

const (
	ProofNone   ProofState = iota // none sent: a visitor without JavaScript, or one who sent before it was found
	ProofSolved                   // the answer to the form token's challenge
	ProofWrong                    // an answer, but not the challenge's
)

// Verdict: Held means the agency is not notified one by one; nothing is ever dropped.
type Verdict struct {
	Held    bool
	Reasons []string // every signal that counted
	// Likelihood is how likely it is that a person wrote the message, 1 to 99 (per cent, roughly):
	// it orders the inbox and the digests, and decides who of a surge stays in the inbox.
	Likelihood int
}

// LikelyGenuine is the likelihood from which an enquiry that arrives during a surge stays in the
// inbox (it is named in the surge's notice instead of held with the surge).
const LikelyGenuine = 70

// Threshold is the score from which a message is held. A strong signal
// weighs 10 alone; a family of spam's phrases 6 to 12; weak ones (2 to 4)
// only count together.
const Threshold = 10

// Judge scores a message and how it arrived. The name and the text are judged as a person reads
// them (Readable): look-alike letters and invisible characters change nothing.
func Judge(m Message, s Signals) Verdict {
	m.Name, m.Text = Readable(m.Name), Readable(m.Text)
	score, reasons := judge(m, s)
	return Verdict{Held: score >= Threshold, Reasons: reasons, Likelihood: likelihood(m, s, score, reasons)}
}

// likelihood weighs, in log-odds, what tells a person from a program: the spam score (each point
// against), a request for design work (a little for), the proof of work a browser with
// JavaScript solves (much for; never required), and how fast the form was filled in: over 20
// seconds at a typist's pace (for), or faster than anyone types (against: pasted, or a program).
// A patient robot that loads the form, waits a few seconds and posts a plausible text scores about
// 45; a person with JavaScript over 80; a person without it who typed for a minute about 80.
func likelihood(m Message, s Signals, score int, reasons []string) int {
	odds := -0.4 * float64(max(score, 0))
	if slices.ContainsFunc(reasons, func(r string) bool { return strings.HasPrefix(r, asks) }) {
		odds += 0.3
	}
	switch s.Proof {
	case ProofSolved:
		odds += 2
	case ProofWrong:
		odds--
	}
	if s.Token == TokenValid && s.FormAge > 0 {
		typed := float64(utf8.RuneCountInString(m.Name + m.Email + m.Phone + m.Text))
		perSecond := typed / s.FormAge.Seconds()
		switch {
		case s.FormAge >= 20*time.Second && perSecond <= 15:
			odds++
		case perSecond > 40:
			odds -= 0.5
		}
	}
	return Odds(odds)
}

// Odds is the likelihood, 1 to 99, of log-odds.
func Odds(logOdds float64) int {
	return min(max(int(math.Round(100/(1+math.Exp(-logOdds)))), 1), 99)
}

// LogOdds is the log-odds of a likelihood (Odds' inverse), for a store that weighs a signal it
// alone knows (a network in a surge) into a likelihood judged before.
func LogOdds(likelihood int) float64 {
	p := float64(min(max(likelihood, 1), 99)) / 100
	return math.Log(p / (1 - p))
}

// judge adds up the signals' weights and says why. A signal that weighs
// Threshold alone holds the message whatever else it says: a robot cannot
// buy its way out by asking for a website.
func judge(m Message, s Signals) (score int, reasons []string) {
	strong := false
	add := func(w int, reason string) {
		score += w
		strong = strong || w >= Threshold
		reasons = append(reasons, reason)
	}
	defer func() {
		if strong {
			score = max(score, Threshold)
		}
	}()

	switch s.Token {
	case TokenMissing:
		add(10, "posted without loading the form")
	case TokenForged:
		add(10, "form token not issued by this site")
	case TokenStale:
		add(3, "form loaded more than a day before sending")
	case TokenValid:
		if age := fmt.Sprintf("sent %.1f s after the form was loaded", s.FormAge.Seconds()); s.FormAge < 2*time.Second {
			add(10, age)
		} else if s.FormAge < 5*time.Second {
			add(4, age)
		}
	}

	if s.Proof == ProofWrong {
		add(3, "a wrong answer to the page's proof of work")
	}

	switch n := s.SameTextElsewhere; {
	case n >= 2:
		add(10, fmt.Sprintf("the same text came from %d other senders this week", n))
	case n == 1:
		add(4, "the same text came from another sender this week")
	}

	inText, inName := links(m.Text), links(m.Name)
	switch {
	case strings.Contains(strings.ToLower(m.Name), "://") || strings.Contains(strings.ToLower(m.Name), "www."):
		add(10, "a link in the name")
	case len(inName) > 0:
		add(6, "a web address in the name")
	}
	switch n := len(inText) + len(inName); {
	case n >= 5:
		add(7, fmt.Sprintf("%d links", n))
	case n >= 3:
		add(6, fmt.Sprintf("%d links", n))
	case n == 2:
		add(3, "2 links")
	}
	if len(inText) > 0 {
		if rest := len(strings.Fields(normalize(linkRE.ReplaceAllString(m.Text, " ")))); rest <= 2 {
			if allBriefHosts(inText) {
				add(4, "only a link to a shared file")
			} else {
				add(10, "the message is only a link")
			}
		}
	}
	if n := len(inText); n > 0 && n == countShort(inText) {
		add(3, "shortened link")
	}
	if words := spamHosts(append(inText, inName...), spamHostWords); len(words) > 0 {
		add(4*min(len(words), 2), fmt.Sprintf("a link named like spam (%s)", strings.Join(words[:min(len(words), 3)], ", ")))
	}
	if words := spamHosts(append(inText, inName...), topicHostWords); len(words) > 0 {
		add(2, fmt.Sprintf("a link named for a spam topic (%s)", strings.Join(words[:min(len(words), 3)], ", ")))
	}
	if slices.ContainsFunc(inText, trackingRE.MatchString) {
		add(3, "an affiliate or tracking link")
	}
	if robotName.MatchString(strings.TrimSpace(m.Name)) {
		add(3, "a name made up by a program")
	}
	if elsewhere(m) {
		add(3, "asks to be answered elsewhere")
	}

	text := " " + normalize(m.Name+"\n"+m.Text) + " "
	for _, r := range markup {
		if r.re.MatchString(m.Text) || r.re.MatchString(m.Name) {
			add(r.weight, r.reason)
		}
	}
	fired := map[string]bool{}
	for _, f := range families {
		if fired[f.unless] {
			continue // a topic says nothing more once its offer was read
		}
		var found []string
		var spans [][]int
		for _, p := range f.phrases {
			if p.needs != nil && !slices.ContainsFunc(p.needs, func(w string) bool { return strings.Contains(text, w) }) {
				continue
			}
			loc := p.re.FindStringIndex(text)
			if loc == nil || slices.ContainsFunc(spans, func(s []int) bool { return s[0] <= loc[0] && loc[1] <= s[1] || loc[0] <= s[0] && s[1] <= loc[1] }) {
				continue // a phrase within another is one
			}
			spans = append(spans, loc)
			found = append(found, strings.TrimSpace(text[loc[0]:loc[1]]))
		}
		if len(found) > 0 {
			fired[f.reason] = true
			w := f.weight + f.weight/2*(min(len(found), f.most)-1)
			add(w, fmt.Sprintf("%s (%s)", f.reason, strings.Join(found[:min(len(found), 3)], ", ")))
		}
	}
	if parts := len(slices.DeleteFunc(slices.Clone(pitch), func(p string) bool { return !fired[p] })); parts >= 3 && !fired[asks] {
		add(1, fmt.Sprintf("%d parts of a sales pitch and no request of ours", parts))
	}
	return score, reasons
}

// The four parts of a sales pitch, of which three together hold a message that
// asks for nothing; a client's message that asks for work may have them all.
var pitch = []string{"offers its services", "speaks of the reader's business", "calls to act", "names a price"}

const asks = "asks us for design work (counts against)"

// Fingerprint names a message's text for finding the same text sent by
// others: equal for texts that differ only in case, white space,
// punctuation, look-alike letters and invisible characters (Readable). It
// is the hex of the first 16 bytes of a SHA-256, or "" for a short text
// (fewer than FingerprintWords words, or FingerprintLetters letters): many
// people write "Please call me back", and two robots sending it first must
// not make them look like copies.
func Fingerprint(text string) string {
	var b strings.Builder
	words, inWord := 0, false
	for _, r := range strings.ToLower(Readable(text)) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
			if !inWord {
				words++
			}
			inWord = true
		} else if unicode.IsSpace(r) || unicode.IsPunct(r) {
			inWord = false
		}
	}
	if letters := utf8.RuneCountInString(b.String()); letters < FingerprintLetters || words < FingerprintWords && letters < 2*FingerprintLetters {
		return ""
	}
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:16])
}

// A text is fingerprinted from this many words and letters, or twice as many letters in fewer words
// (Han, kana and Hangul have no spaces between words).
const (
	FingerprintWords   = 12
	FingerprintLetters = 60
)

// normalize lowercases s and keeps only words: letters, digits and $ € £ %,
// one space between them, apostrophes dropped ("don't" is "dont").
func normalize(s string) string {
	var b strings.Builder
	space := true
	for _, r := range strings.ToLower(s) {
		switch {
		case r == '\'' || r == '’':
		case unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("$€£%", r):
			b.WriteRune(r)
			space = false
		case !space:
			b.WriteByte(' ')
			space = true
		}
	}
	return strings.TrimSpace(b.String())
}

// linkRE finds web addresses: with a scheme or www., or a bare domain with a
// known top-level domain in lower case (so "brief.pdf", "Node.js" and
// "our site.It is" are not links).
// E-mail addresses are removed first.
var (
	linkRE     = regexp.MustCompile(`(?i:\b(?:https?|ftp)://|\bwww\.)[^\s<>"'\[\]]+|\b(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:` + tlds + `)\b(?:/[^\s<>"'\[\]]*)?`)
	tlds       = `com|net|org|info|biz|io|co|ai|app|dev|me|so|xyz|top|online|site|store|shop|club|pro|link|click|live|agency|studio|design|digital|tech|space|website|blog|news|life|world|today|tv|cc|ws|ly|gl|gg|to|sh|eu|uk|us|ca|au|nz|de|at|ch|fr|es|it|pt|nl|be|se|no|dk|fi|pl|cz|sk|hu|ro|bg|gr|tr|ru|su|ua|by|kz|in|pk|bd|cn|jp|kr|vn|id|ph|sg|my|th|ae|sa|il|za|ng|ke|br|mx|ar|cl|pe|uy|bet|win|casino|poker|vip|fun|buzz|loan|money|trade|finance|cash|pw|icu|cyou|monster|rest|work|host|network|services|marketing|media|zone|lat|mobi|name|ink|one|best|bid|date|party|review|stream|men|download|racing|sex|porn|xxx|adult|dating|sexy`
	briefHosts = regexp.MustCompile(`(?i)(?:^|[/.])(?:drive\.google|docs\.google|figma|dropbox|wetransfer|notion|behance|dribbble|canva|miro|loom|box|onedrive|1drv|icloud)\.`)
	shortHosts = regexp.MustCompile(`(?i)(?:^|[/.])(?:bit\.ly|tinyurl\.com|goo\.gl|t\.co|ow\.ly|is\.gd|cutt\.ly|rb\.gy|shorturl\.at|tiny\.cc|clck\.ru)\b`)
)

func links(s string) []string {
	if strings.Contains(s, "@") {
		s = mailRE.ReplaceAllString(s, " ")
	}
	return linkRE.FindAllString(s, -1)
}

func allBriefHosts(ls []string) bool {
	for _, l := range ls {
		if !briefHosts.MatchString(l) {
			return false
		}
	}
	return true
}

func countShort(ls []string) (n int) {
	for _, l := range ls {
		if shortHosts.MatchString(l) {
			n++
		}
	}
	return n
}

// spamHostWords are words that the sites spam links to are named with, and
// that a genuine sender's own site or shared file rarely is.
var spamHostWords = strings.Fields(`bonus pokies 1win hookup xxx porn escort viagra cialis tadalafil sildenafil modafinil ozempic ambien usdt mining giveaway
	verify verification webmail mailbox login signin paypal docusign microsoft365 office365 resolution renew renovacion
	backlink guestpost rankup formblast contactform feedbackform znakomstva`)

// topicHostWords name sites of a topic that genuine senders have too (a casino resort, a crypto wallet).
var topicHostWords = strings.Fields(`casino cassino slots jackpot bets betting dating girls singles sexy pills pharma meds loan lending funding
	btc bitcoin crypto forex invest traffic citas`)

// spamHosts returns the spam words found in the links' host names.
func spamHosts(ls, words []string) (found []string) {
	for _, l := range ls {
		host := strings.ToLower(l)
		if i := strings.Index(host, "://"); i >= 0 {
			host = host[i+3:]
		}
		if i := strings.IndexAny(host, "/?#"); i >= 0 {
			host = host[:i]
		}
		for _, w := range words {
			if strings.Contains(host, w) && !slices.Contains(found, w) {
				found = append(found, w)
			}
		}
	}
	return found
}

var (
	// trackingRE is an affiliate's or a campaign's link: a referral path or parameter.
	trackingRE = regexp.MustCompile(`(?i)[?&](?:ref|aff|affiliate|promo|sub|subid|lp|rep|click_?id|invite)=|/(?:invite|ref|aff|r|go|lp\d*)(?:[/?#]|$)`)
	// robotName is a name such programs make: a first name with a few letters glued on ("JamesKol").
	robotName = regexp.MustCompile(`^(?:[A-Z][a-z]{2,})(?:[A-Z][a-z]{1,5})$`)
	mailRE    = regexp.MustCompile(`(?i)[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}`)
	messenger = regexp.MustCompile(`(?i)\b(?:skype|telegram|whatsapp|wechat|snapchat|viber|kik)\b|微信|телеграм|ватсап`)
)

// elsewhere tells a message that asks for answers at another e-mail address
// than its sender's, or on a messenger.
func elsewhere(m Message) bool {
	for _, a := range mailRE.FindAllString(m.Text, strings.Count(m.Text, "@")) {
		if !strings.EqualFold(a, strings.TrimSpace(m.Email)) {
			return true
		}
	}
	return messenger.MatchString(m.Text)
}

// markup is HTML and BBCode, which only robots paste into a plain form.
var markup = []struct {
	weight int
	reason string
	re     *regexp.Regexp
}{
	{10, "HTML link tags", regexp.MustCompile(`(?i)<a\s[^>]*href|<img\s[^>]*src\s*=\s*["']?(https?:)?//`)},
	{10, "BBCode link tags", regexp.MustCompile(`(?i)\[(?:url|link)[=\]]`)},
	{5, "HTML tags", regexp.MustCompile(`(?i)<(?:img|b|i|u|strong|em|p|br|div|span|h[1-6]|iframe|script)\b[^>]*>`)},
	{5, "BBCode tags", regexp.MustCompile(`(?i)\[(?:img|b|i|u|color|size|quote)[=\]]`)},
	{5, "greets an e-mail address", regexp.MustCompile(`(?i)^\s*(?:dear|hello|hi|hey)\s+\S+@\S+`)},
}

// A family is a kind of spam told by its phrases, matched as whole words on
// the normalized name and text (lowercase, punctuation gone). The first
// phrase found weighs weight, a second and a third half as much each; more
// add nothing, and a phrase found within another is one. So a client in a
// family's trade, using a few of its words, is not held for them alone.
// Topics weigh little, once, and only when their family's offer was not read:
// they count only beside other signals.
type family struct {
	weight, most int
	reason       string
	unless       string // a family's reason, which says all this one would
	phrases      []phrase
}

// A phrase is a pattern and the words one of which it cannot match without
// (strings.Contains is much quicker than a pattern on 5,000 characters).
type phrase struct {
	re    *regexp.Regexp
	needs []string
}

// needs returns strings one of which every match of re contains, or nil.
func needs(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpLiteral:
		return []string{string(re.Rune)}
	case syntax.OpCapture, syntax.OpPlus:
		return needs(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min > 0 {
			return needs(re.Sub[0])
		}
	case syntax.OpConcat: // the child whose shortest word is longest
		var best []string
		shortest := func(ws []string) int {
			return len(slices.MinFunc(ws, func(a, b string) int { return len(a) - len(b) }))
		}
		for _, sub := range re.Sub {
			if ws := needs(sub); ws != nil && (best == nil || shortest(ws) > shortest(best)) {
				best = ws
			}
		}
		return best
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			ws := needs(sub)
			if ws == nil {
				return nil
			}
			all = append(all, ws...)
		}
		return all
	}
	return nil
}

func topic(of, reason string, phrases ...string) family {
	f := once(2, reason, phrases...)
	f.unless = of
	return f
}

func once(weight int, reason string, phrases ...string) family {
	f := fam(weight, reason, phrases...)
	f.most = 1
	return f
}

func fam(weight int, reason string, phrases ...string) family {
	f := family{weight: weight, most: 3, reason: reason}
	for _, p := range phrases {
		if !strings.ContainsFunc(p, func(r rune) bool {
			return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) // no spaces between words
		}) {
			p = ` (?:` + p + `) ` // the text is padded with spaces
		}
		tree, err := syntax.Parse(p, syntax.Perl)
		if err != nil {
			panic(err)
		}
		f.phrases = append(f.phrases, phrase{regexp.MustCompile(p), needs(tree.Simplify())})
	}
	return f
}

var families = []family{
	// Offers: what a seller says to the reader.
	fam(6, "reads like an SEO/backlink offer",
		`guest post(s|ing)?`, `sponsored (post|posts|article|articles)`, `do ?follow( links?)?`, `(high|good) (da|dr|pa|authority)`, `(da|dr|pa) (of )?\d\d (sites|websites|blogs|links|backlinks|domains)`, `(da|dr|pa) \d\d (and|or|to) (above|up|higher|\d\d)`, `(to|of) (da|dr) \d\d`,
		`domain (authority|rating)`, `(first|1st|top) page (of|on|in) google`, `page (1|one) (of|on) google`, `top (of|on) google`, `(quality|high quality|authority|niche) (backlinks|links)`,
		`rank(ing)? (higher|#?1|number one|first)`, `(boost|increase|improve|grow) your (ranking|rankings|traffic|visibility|seo|sales|leads|revenue|online presence)`,
		`seo (services|service|packages?|audit|report|proposal)`, `link (insertion|insertions)`, `niche edits?`, `write for us`, `pbn`,
		`(boost|increase|improve|raise)( your)?( site s| sites| website s| websites)? (moz |ahrefs )?(da|dr|domain authority|domain rating|alexa rank)`, `(moz|ahrefs) (da|dr)`, `alexa rank`,
		`(drive|send|get|bring) \d[\d ]*( website)? (visitors|traffic)`, `visitors per month`, `organic (visitors|traffic) to`, `missing from page (1|one)`, `(for|on) (many|some|important|several) keywords`,
		`lacking (on|in) keywords`, `(get|rank|be|bring you) (to|on|at) the top`, `no upfront (fees?|payment)`, `guest posts? on`, `sites list`, `(buy|buying|sell|selling) (links|a link|backlinks|guest posts?|sponsored)`, `(site|blog|pbn) network`, `backlinks on (our|my) (sites|websites|blogs|network)`, `(links?|articles?|posts?) on your (site|website|blog)`,
		`(not|isnt) (ranking|showing up|visible) (on|in) google`, `продвижени\pL*`, `раскрутк\pL*`, `ссылочн\pL*`, `прогон\pL*`, `хрумер\pL*`, `обратн\pL* ссыл\pL*`,
		`posicionamiento( web)?`, `posicionamento`, `enlaces (de calidad|en periódicos|en medios)`, `primera página de google`, `primeira página do google`, `erste seite (bei|von) google`),
	fam(6, "reads like a casino/betting offer",
		`free spins?`, `(no )?deposit bonus`, `welcome bonus`, `bonus code`, `(casino|betting|best|big) bonuses`, `(instant|fast|quick) (withdrawals?|payouts)`, `(highest|best|top) odds`, `live betting`, `sports betting`,
		`(best|top|new|crypto) (slots?|pokies)( online)?`, `(play|playing) (the )?(best |a new |new )?(slots?|pokies|roulette|poker)`, `cashback`, `(register|sign up) with (the )?(code|promo)`, `\d+ (fs|free spins)`,
		`(won|win|winning) (about |over |up to )?((\$|€|£|a\$|r\$) ?\d[\d ]*|\d[\d ]* ?(\$|€|£|btc|usdt|usd))`, `crypto casinos?`, `((\$|€|£) ?\d[\d ]*|\d[\d ]* ?(\$|€|£)) bonus`, `jetzt spielen`, `auszahlung sofort`, `promo code`, `play (now|online|for real)`, `(best|top|new|trusted|crypto)( online)? casinos?`, `casino (bonus|bonuses)`,
		`(bet|wager) (now|online|today)`, `win (big|real money|\$\d+|up to)`, `real money`, `jackpots?`, `slot machines?`, `sportsbook`, `betting (tips|site|odds)`,
		`фриспин\pL*`, `бонус\pL* \d+ ?%`, `(на )?первый депозит`, `рабочее зеркало`, `no deposit (needed|required)`, `(just )?for signing up`, `bônus de`, `saque (via|em|rápido)`, `без депозита`, `ставк\pL* на спорт`, `giros gratis`, `bono de bienvenida`, `rodadas grátis`, `apuestas deportivas`, `apostas esportivas`, `freispiele`),
	fam(6, "reads like an online pharmacy",
		`viagra`, `v1agra`, `cialis`, `c1alis`, `levitra`, `tadalafil`, `sildenafil`, `kamagra`, `tramadol`, `xanax`, `oxycodone`, `valium`, `no prescription`, `without (a )?(prescription|rx)`,
		`(online|canadian|mexican) (pharmacy|drugstore)`, `pharmacy online`, `(cheap|generic|discount) (pills|meds|medications?|viagra|cialis)`, `(buy|order|purchase) (pills|meds|medications?)`, `(buy|order|purchase) \pL+ (online|no prescription|without prescription)`,
		`erectile dysfunction`, `male enhancement`, `weight loss pills`, `diet pills`, `(no|without) (rx|prescription)( needed| required)?`, `modafinil`, `ambien`, `ozempic`, `semaglutide`, `phentermine`, `adderall`,
		`ed (problems|pills|meds|tablets)`, `(tablets|pills) (online|without)`, `(best|top) selling (tablets|pills)`, `discreet (packaging|shipping|delivery)`, `(worldwide|overnight|next day) (shipping|delivery)`,
		`伟哥`, `希爱力`, `无需处方`, `隐私包装`, `без рецепта`, `виагр\pL*`, `сиалис\pL*`, `левитр\pL*`, `аптек\pL* онлайн`, `онлайн аптек\pL*`, `sin receta`, `sem receita`, `ohne rezept`),
	fam(6, "reads like a crypto/investment scheme",
		`double your (bitcoin|btc|crypto|money|investment|income)`, `passive income`, `guaranteed (return|returns|profit|profits|income|roi)`, `investment (opportunity|plan|plans)`,
		`(daily|weekly|monthly) (return|returns|profit|profits|payouts?)`, `\d+ ?% (daily|weekly|monthly|per day|a day|per week|roi|return|returns|profit)`,
		`(earn|make) (up to )?((\$|€|£) ?\d+|\d+ ?(\$|€|£|usd|dollars|euros))`, `(trading|forex|crypto|binary) (bot|signals|options)`, `financial freedom`,
		`(withdraw|withdrawal of) your (profits?|funds|earnings)`, `wallet address`, `send (btc|bitcoin|eth|usdt)`, `airdrop`, `(start|begin) earning`, `you (can|will) earn`, `earn money`, `make money (online|fast|from home)`, `(work|earn|money|income) from home`, `(trading|investment|affiliate|crypto) program`,
		`(earn|make|making|earning) (thousands|millions|money|extra)`, `((\$|€|£|r\$) ?\d[\d ]*|\d[\d ]* ?(\$|€|£|usd|usdt|btc|rub|рублей|руб|dollars|euros)) ?(per|a|each|every|в|por|am) (day|week|month|день|неделю|месяц|dia|semana|mes|tag)`,
		`(made|earned|won) ((\$|€|£) ?\d|\d[\d ]* ?(\$|€|£|btc|usdt|usd|dollars))`, `(unclaimed|pending) (btc|bitcoin|crypto|usdt|eth)?( )?(bonus|reward|airdrop|balance)`, `(trading|crypto|bitcoin) (robot|bot)`, `robô`,
		`(deposit|send) [\d ]+ ?(btc|eth|usdt)`, `\d+ ?% (every|each) day`, `(profit|profits|income|earnings) (every|each|per) day`, `(stable|passive) (earnings|income)`, `no (experience|skills) needed`,
		`(claim|withdraw) (it|now|your)`, `bull run`, `to the moon`, `без вложений`, `заработок`, `retorno garantido`, `ganhe até`, `稳赚`, `收益`, `投资群`,
		`пассивн\pL* доход\pL*`, `заработ\pL* от`, `ingresos pasivos`, `renda passiva`, `passives einkommen`),
	fam(6, "advertising through contact forms",
		`(millions|thousands|\d+ ?(k|000|million)?) (of )?(website )?contact forms`, `contact forms? (blast|blasting|marketing|ads|advertising|submissions|messages)`,
		`(send|sent|blast|deliver|submit|post)(ing)? (your|an|a|my) (ad|ads|advert|advertisement|message|text|offer|promotion) to (millions|thousands|\d+)`,
		`(you are|youre|you re) reading (this|my|our) (message|ad|text|advert)`, `(proves|means|shows) (that )?(ads|advertising|this|it) (work|works)`,
		`blast your (message|ad|offer)`, `(through|via|using|by|in) (website )?contact forms`, `(place|put|post|show|get) your (ad|ads|advert|message|offer) (on|in|into|to|in front of)`, `(message|ad|text) (you re|youre|you are) reading`, `advertising (in|on|through|via) (\d+ ?(million|millions|k|000)? )?(website |feedback )?(contact )?forms`,
		`just (like|as) you (are |re )?reading`, `(through|via|using|by|with) (sending |filling out |filling in |submitting )?(website |feedback |communication |contact |online )forms`,
		`(sending|filling out|filling in|submitting) (website |contact |feedback |online )?forms`, `(contact|reach) (millions|thousands) of (businesses|companies|people)`,
		`(do not|dont|never) (get|go) into spam`, `(no|zero) spam (filters|folders)`, `living proof`, `100x more leads`,
		`widget (that|which) (lets|works|allows)`, `while (they re|theyre|they are) (still|literally)`, `(just|exactly) like (this one|i did|im doing|i am doing)`, `like (i did|im doing|i am doing) (with yours|here)`, `\d+ ?(million|millions|k|000) (websites|sites|site owners|businesses|contact forms)`, `reach (millions|thousands) of (people|websites|businesses|site owners|potential customers)`, `(millions|thousands) of (websites|site owners|website owners)`,
		`(формам|форм) обратной связи`, `вы (ведь )?читаете (это|это сообщение)`, `рассылк\pL* по (формам|сайтам)`, `formularios de contacto`, `formulários de contato`, `kontaktformulare`),
	fam(6, "reads like an outsourcing offer",
		`white ?label`, `offshore`, `outsourc\pL*`, `hourly rate`, `((\$|€|£) ?\d+|\d+ ?(\$|€|£|usd)) ?(per hour|an hour|a hour|hour|hr|h|ph)`, `dedicated (developers?|designers?|team|resources?)`,
		`hire (our|dedicated|expert|offshore) (developers|designers|programmers)`, `our (developers|designers|programmers|experts) (are|can|will|have)`, `(team|company|agency) of \d+\+? (developers|designers|experts|professionals|programmers)`, `are you looking for (experienced |skilled |dedicated |talented )?(designers|developers|programmers)`,
		`(web|app|software|mobile app) development (company|services|agency|firm)`, `based in (india|pakistan|bangladesh|the philippines|vietnam|ukraine)`,
		`(free|no cost) (mockup|mock up|audit|quote|consultation|analysis|report|sample|demo|proposal)`, `your (website|site) (looks|is|seems) (outdated|old|slow|not (mobile|responsive|user friendly))`,
		`(design|redesign|revamp|upgrade|update|improve|fix|build|rebuild|create|develop) your (website|site|web site|logo|app)`, `having \d+ (years|yrs)`, `(we|i) noticed (some )?(issues|errors|problems|that) (on|with|in) your (website|site)`, `(site|website) loads in \d`, `load in under \d`, `(speed|performance|site) (test|audit) report`,
		`your (website|site) has \d+ (errors|issues|problems|broken)`, `(noticed|found|saw)( that)? (it|your (website|site)) (is |s )?(not|isnt) (fully |very )?(responsive|optimi[sz]ed|loading|mobile|fast|secure)`,
		`(are you|would you be) open (to|in|for) (a )?(redesign|new|revamp)`, `(may|can|shall) i (send|share) (you )?(my|our) (portfolio|previous work|samples|work)`, `(award winning|iso certified) (it|software|digital|web)`,
		`business development (executive|manager)`, `(offering|providing) (services|solutions) (such as|like)`, `if you have any requirements?`, `share your requirements?`, `(portfolio|proposal|quote) with (price|pricing)`,
		`(\d \d|fraction|half) of (us|the|uk|western) (prices?|cost|rates)`, `(unlimited|free) revisions`, `сделаем сайт`, `wir erstellen( ihnen)?`,
		`nicht mehr zeitgemäß`, `我们是专业`, `网站建设`),
	fam(6, "reads like a marketing services offer",
		`ai (automation|chatbots?|agents?) (services|solutions|for your)`, `save your (team|business|company) \d+ hours`, `(google|facebook|meta|instagram) ads (campaigns?|management|services)`,
		`campañas de (google|facebook|meta)`, `aumenta tus ventas`, `(first|primer) (month|mes) (free|gratis)`, `(photography|photos|videos|renders|illustrations|content|articles) at (affordable|low|reasonable) (prices|rates|cost)`,
		`do you need [\pL ]{0,30} for your (clients|business|website|company)`, `(looking for|need) an? (reliable |good |dedicated |experienced )?(virtual assistant|data entry)`, `(virtual assistant|data entry) services`, `free (test|trial|sample) (render|design|article|project|video)`,
		`social media (marketing|management) (services|packages|plans)`, `manage your (social media|instagram|facebook|ads|google ads|ppc)`, `google (my business|maps|business profile) (listing|ranking|optimi[sz]ation)`,
		`(ai )?chat ?bot for your`, `explainer videos?`, `(email|sms) marketing (services|campaigns?)`, `ppc (services|management)`, `lead generation (services|campaigns?)`, `appointment setting`,
		`virtual assistants? (services|for your)`, `(web ?hosting|hosting) (plans|services|for your)`, `voice ?over (services|artist)`, `(list|listing) your business`),
	fam(6, "reads like a blog comment or self-promotion",
		`like and subscribe`, `subscribe to my (channel|youtube|page)`, `(check|watch) (out )?my (new )?(music|video|channel|song|mixtape)`,
		`(great|nice|awesome|informative|excellent|useful|amazing) (post|article|blog|write up|writeup|content|read)`, `thanks? (you )?for sharing`, `(very|really|quite) informative`,
		`(bookmarked|subscribed to) (your|this) (blog|site|website|page|rss)`, `(i|ive|i have) (bookmarked|learned a lot)`, `(this|your) (blog|article|post) (is|was) (very|really|so|quite)`, `keep (posting|writing|sharing)`),
	fam(6, "reads like an advance-fee fraud",
		`foreign partner`, `receive the sum of`, `you will (get|receive) \d+ ?%`, `(oil|mining|gold) company`, `reply urgently`,
		`dear beneficiary`, `(humanitarian|charity|inheritance|compensation|unclaimed) (fund|funds)`, `next of kin`, `(wishes|want|wants|willing) to invest`, `investment proposal`,
		`\d+(\d )?(\.\d+)? ?million (usd|dollars|us dollars|euros)`, `(us|usd) ?(\$ )?\d[\d ]*(million)`, `(kindly|please) reply with your (full name|name|phone|address|details)`,
		`reliable (company|partner|person) in your country`, `barrister`, `deceased (client|customer|relative)`, `(shares|bears) (your|the same) (surname|last name)`, `left (behind )?(a sum of )?(\$|€|£|us\$|usd) ?\d`, `donate (it )?through`),
	fam(6, "reads like a trade or prize pitch",
		`consider selling your (business|company|agency)`, `acquire (digital |design )?agencies`, `pre vetted`, `no placement fee`, `ready to join your team`, `(bank details|invoice and (your )?bank)`,
		`order \d+ units`, `разместить (вашу |вашу компанию|компанию)`, `бизнес каталог\pL*`, `(ray ban|rayban|oakley|michael kors|louis vuitton|ugg) (sunglasses|outlet|sale|bags|shoes)`,
		`convert \d+ ?x better`, `samples on request`, `average roi`, `roi (of )?\d+ ?x`, `\d+ ?point (improvement|action) plan`, `could convert better`, `no bots`, `(increase|boost|grow) your (instagram|engagement|followers)`,
		`(trusted|reliable|leading|professional) (chinese |china )?(supplier|manufacturer|factory|exporter)`, `low moq`, `(check|see) our (catalogue|catalog)`, `kindly check`,
		`(shortlisted|nominated|selected) for (our|the|an) (\d+ )?awards?`, `to be (listed|featured)`, `choose a package`, `(free )?listing in (our|the) (b2b )?directory`, `b2b directory`,
		`(send|email) me (your )?(price list|catalog|catalogue|quotation)`, `terms of payment`, `i am interested in your (services|products)`,
		`(place|put|buy) (a )?(banner|banner ad|ad|ads|advert) on your (site|website|blog)`, `ad rates`, `for new clients`,
		`(leading|professional|reliable) (manufacturer|supplier|factory|exporter)`, `factory (price|prices|direct|outlet)`, `dear (partner|purchasing manager|purchaser|buyer)`, `oem|odm|moq`, `free samples?`,
		`congratulations you (have been|ve been|are|were) (selected|chosen)`, `(selected|chosen) to receive`, `gift card`, `(claim|collect) your (prize|reward|gift)`, `(prize|lottery|sweepstakes) (winner|notification)`,
		`(featured|published) (in|on) (forbes|entrepreneur|business insider|huffpost|yahoo|bloomberg|inc)`, `guaranteed (publication|placement|coverage)`, `press release distribution`,
		`(we|i) (buy|purchase|acquire) (websites|domains|sites)`, `(selling|sell) (your )?(website|domain|site)`, `asking price`,
		`(qualified|booked) (calls|meetings|appointments|leads|sales calls)`, `\d ?minute (video|loom)`, `grow your (instagram|followers|audience|tiktok|youtube|channel)`, `\d+ ?k (real |active )?followers`,
		`seo (optimized|optimised|friendly) (articles|content|blog)`, `native english (writer|speaker)`),
	fam(6, "reads like a business loan offer",
		`business (loans?|funding|financing|line of credit|cash advance)`, `working capital`, `(merchant )?cash advance`, `(pre ?approved|approved|approval) (in|within) \d+`, `get (funded|approved)`,
		`funding (in|within) \d+ (hours|days)`, `no credit check`, `personal loans?`, `instant approval`, `(bad|poor|low) credit`, `help business owners`, `(get|receive) funding (of|from)`, `(business|working) capital`, `(receive|get) up to (\$|€|£)`, `(\$|€|£) ?\d[\d ]* (within|in) \d+ (hours|h)`, `bad credit`, `revenue based financing`, `(funds|money|cash) in your account`, `no collateral`, `minimal (docs|paperwork|documents)`,
		`private (loans?|financing|lenders?)`, `(low )?interest rate of \d+`, `rate of \d+( \d+)? ?%`, `\d+( \d+)? ?% (per year|annually|a year|per annum)`, `loans? of (\$|€|£)`, `amounts? of (\$|€|£)`,
		`regardless of (your )?(bad |low |poor )?credit`, `qualif(y|ies) for (a )?(loan|line of credit|funding|financing)`, `mca`, `(necesita|necesitas) (un )?préstamo`,
		`préstamos? (personales|rápidos)`, `(sofort)?kredit ohne`, `sofortkredit`, `ohne schufa`, `benötigen sie (einen )?kredit`, `\d+ ?% zinsen`, `(need|want|looking for) (funding|financing|capital|a loan)`, `same day (approval|funding)`, `get up to (\$|€|£)`, `(funding|loans?|financing) for your (business|company)`, `sba loans?`, `(term|bridge) loans?`, `кредит\pL* для бизнеса`, `préstamos? para (tu|su) (negocio|empresa)`),
	fam(6, "reads like adult/dating spam",
		`sexy`, `horny`, `nudes?`, `naked`, `xxx`, `porn\pL*`, `(hot|lonely|local|sexy) (girls|singles|women|moms|ladies)`, `(hot|sexy|free) (videos|pics|cams?|webcams?)`, `(meet|see) you tonight`, `(meet|date|find|fuck) (hot |local |lonely )?(singles|girls|women|ladies)`,
		`sex (chat|dating|cams?)`, `(webcam|cam) (girls|models|shows?)`, `hook ?ups?`, `adult (dating|content|chat)`, `escorts?`, `(saw|seen|viewed|liked|found) (your )?(profile|photo|photos)`, `(want|would like|d like|wanna) to (chat|talk) with you`, `my (profile|photos|pics) (here|on|at)`, `(send|show) you (my |more )?(photos|pics)`, `(i ll|ill|i will) send (you )?(my |more )?(photos|pics)`, `my (private|hot|sexy) (photos|pics|profile)`, `(lonely|single) (girl|woman|lady)`, `(women|girls|ladies|singles|moms) (in your area|near you|nearby|around)`, `(are|is|re) waiting (to )?(chat|date|meet|for you)`,
		`looking for (a |my )?(serious )?(husband|relationship|boyfriend|man)`, `searching (for )?(a |my )?(serious )?(husband|relationship|boyfriend)`, `one night stand`, `casual (dating|sex|encounters|fun)`, `adult fun`,
		`see who (is|s) online`, `who s online`, `(bored|tired) (with|of) (dating|being alone)`, `hi handsome`, `add me on snapchat`, `lonely tonight`, `серь[её]зн\pL* отношени\pL*`, `пришлю фото`,
		`(chicas|mujeres) solteras`, `(quieren|quiere) conocerte`, `секс\pL*`, `интим\pL*`, `знакомств\pL*`, `chicas calientes`, `mulheres gostosas`),
	fam(6, "reads like phishing or a domain notice",
		`domain (expiration|expiry|renewal|registration) (notice|notification|alert)`, `your domain (will )?(expire|expires|has expired|is expiring|expiration)`,
		`(verify|confirm|validate|update|reactivate) your (account|email|mailbox|password|payment|billing|details|identity)`,
		`(account|mailbox) (suspended|suspension|deactivation|will be (closed|suspended|deleted|terminated|deactivated))`, `(mailbox|email|storage) (quota|storage) (full|exceeded)`,
		`(unusual|suspicious) (activity|sign in|login)`, `(click|follow) (here|the link|below) to (verify|confirm|avoid|restore|renew|keep|unlock)`, `failure to (do so|comply|verify|renew)`,
		`search engine (registration|submission)`, `(submit|register) your (site|website|domain)`, `dmca`, `copyright (infringement|violation|claim|owner)`, `(legal|lawsuit|court) action`,
		`(images|photos|pictures|illustrations) (are|were) used (on|in) your`,
		`(mailbox|storage|email account|account) (is )?(at|has exceeded|exceeded|reached) (its |the )?(storage )?(limit|quota)`, `upgrade your (mailbox|account|storage)`, `will not be able to (send|receive)`,
		`(received|got) an? (new |secure |encrypted )?(file|document|invoice|fax|voicemail) (via|through)`, `(view|review|open) (and|&) download`, `(link|document|file) (expires|will expire)`,
		`(hosting|email) account (is about to|will) expire`, `(profile|account|listing|domain|website|subscription|page) will (expire|be suspended|be deactivated|be disabled|be deleted)`, `工作日内`, `ssl certificate (will )?expire`, `update (the|your) billing`, `to avoid (service interruption|suspension|losing your)`, `temporarily suspended`, `could be sued`, `(ada|accessibility) (widget|plugin|lawsuits?)`, `(security )?vulnerability (on|in) your (website|site)`, `bug bounty`, `listed incorrectly`, `fix your listing`, `before you lose (customers|clients)`, `(apple id|icloud|microsoft account|google account|paypal account) (was|has been) (used|locked|signed|accessed|disabled)`, `sign(ed)? in on a new device`,
		`if this (wasn t|wasnt|was not) you`, `secure your account`, `invoice (no |number )?\d+ is (overdue|due|unpaid)`, `(pay|payment) within \d+ days to avoid`, `late fees`, `(see|open) the attached (statement|invoice)`, `(violating|violated|violation of) (our )?(community standards|terms|policies|guidelines)`, `appeal (here|now|this decision|the decision)`, `(page|account) (has been|was|will be) (disabled|restricted|deactivated|removed)`,
		`log in (to|and) (unlock|verify|restore|confirm)`, `unlock your account`, `final notice`, `last reminder`, `domain listing`, `expires today`, `expiration date`, `search engine visibility`,
		`(dear|hello) (user|customer|ceo|account holder)`, `(it|mail|webmail|account) (support|team|admin|security)`, `webmail`, `(internet|network) keyword`, `(china|chinese|asian|asia) domains?`,
		`domain name registration`, `protect your (brand|trademark|name)`, `registro de su dominio`, `vence en \d+ horas`, `renueve ahora`, `почтов\pL* ящик\pL*`, `будет заблокирован\pL*`,
		`подтвердите (аккаунт|учетн\pL* запись)`, `域名`, `申请注册`, `(my|our) (images|photos|pictures) on your (website|site)`),
	fam(4, "sales language",
		`unsubscribe`, `opt ?out`, `reply (with )?(yes|stop|remove|unsubscribe)`, `(reply|respond|write back|email me|contact me|contact us|message me) (for|to get|to receive|to see) (the |our |my )?(prices?|pricing|price list|rates|packages)`,
		`we guarantee`, `guaranteed`, `100 ?% (safe|legit|legal|lawful|lawfully|guaranteed|natural)`, `limited (time|offer|slots|spots)`, `(special|exclusive) (offer|deal|price|promotion)`, `\d+ ?% (off|discount)`, `act now`, `today only`, `(click|tap) here`, `no obligation`,
		`risk free`, `money back`, `order now`, `buy now`, `(if|in case) (you are|youre|you re) not interested`, `removed? from (our|this|the|my) (list|mailing|database)`,
		`no longer (wish|want) to (receive|hear|get)`, `(stop|unsubscribe from) (receiving|these|future) (messages|emails)`, `(text|reply|write) (back )?(yes|with your (phone|number|details|name))`, `text back`, `one time (message|offer|email)`, `(we|i) can (help|get|bring) you`,
		`(get|bring) you (more|new) (customers|clients|leads|sales)`, `(more|new) (customers|clients|leads) for your`, `(get|want|need) more (customers|clients|leads|sales|traffic)`,
		`отписаться`, `darse de baja`, `descadastrar`, `abmelden`),
	// A pitch's parts, each weak alone: it offers, it speaks of the reader's
	// business, it calls to act, it names a price. Three together hold.
	once(3, "offers its services",
		`(we|i) (can|will|ll) (increase|improve|grow|boost|fix|rewrite|double|triple|get you|help you|help your)`, `(we|i) (help|helps) design agencies`, `we have \d+ (pre vetted|vetted|certified|experienced|qualified)`,
		`(i ll|i will) do (a|an|the|your)`, `done for you`, `nous proposons`, `приглашаем (разместить|к сотрудничеству)`,
		`(we|i) (offer|provide|sell|specialize in|specialise in|can provide|can offer|are offering|am offering)`, `(i am|im|we are) reaching out (to|on behalf)`, `our (services|packages|team can|agency can|company can|experts can)`,
		`offering (our|you|a|an)`, `for sale`, `(we|i) (help|helps) (businesses|companies|brands|agencies|startups)`, `(we|i) (create|build|design|develop|generate|deliver|produce|make)( \pL+){0,4} for (businesses|companies|brands|you|your)`,
		`предлагаем`, `предлагаю`, `продаем|продаём|продам`, `(te|le|les)? ?ofrecemos`, `oferecemos`, `vendemos`, `wir bieten( ihnen)?`),
	once(3, "speaks of the reader's business",
		`(increase|improve|grow|boost|fix|rewrite|optimi[sz]e|scale|automate|double|triple) your`, `your (company|store|homepage|listing|engagement|visibility) (is|could|has|needs|will)`,
		`your (business|sales|customers|revenue|online presence|conversions?|leads|domain|social media|instagram|google ranking)`, `(businesses|agencies|companies|brands) like yours`, `贵公司`,
		`(on|for|to|improve|redesign|boost|grow|optimi[sz]e|update|increase|increasing|improving|boosting) your (website|site|web site)`, `your (website|site) (is|has|needs|could|can|will|looks|does|doesnt|isnt|lacks)`,
		`(tu|su) (negocio|empresa)`, `(seu|o seu) negócio`, `sua empresa`, `ваш\pL* (бизнес\pL*|сайт\pL*|компани\pL*)`, `ihr\pL* (unternehmen|geschäft|website|webseite)`),
	once(3, "calls to act",
		`(call|contact) us (today|now)`, `start your free trial`, `(hop|jump) on a (quick )?call`, `please reply`, `reply for`, `contactez nous`, `podemos conversar`, `jetzt bestellen`, `подробнее по ссылке`,
		`(are|would) you (be )?interested`, `if (you are |youre |you re )?interested`, `(reply|respond|write|contact me) (when|if) (you are |youre |you re )?interested`, `reply (to this|back|now|today|here)`, `(book|schedule) a (free|demo)`, `book a (call|demo)`, `(book|schedule) a \d+ ?(minute|min) (call|demo|chat)`, `(have|hop on|jump on) a quick call`,
		`(click|tap) (here|the link|below|on the link)`, `(apply|join|register|order|sign up|buy) (now|here|today|online)`, `join our`, `visit (our|my) (site|website|page|store|shop|profile)`,
		`(contact|reach|message|write|text) (me|us) (on|via|at|through|in) (whatsapp|telegram|skype|viber)`, `write me`, `dm (us|me)`, `(are you|is this) the right person (to talk|for|to speak)`, `(would|do) you (like|want) me to (send|show)`, `(can|shall|may) i send (you|over)`, `responde a este correo`, `reply to this (email|message) for`,
		`пишите`, `звоните`, `обращайтесь`, `покупайте`, `купите`, `закажите`, `переходите`, `contáctanos`, `escríbenos`, `llámanos`, `escríbanos`, `(upgrade|verify|renew|register|claim|withdraw|download|sign up|log in|unlock|try it|check it|check yourself) (now|here|online|today|it|yourself|free)`,
		`free (sign up|registration)`, `text (1 )?\d{3}`, `antworten sie`, `联系微信`, `加微信`, `entre em contato`, `fale conosco`, `kontaktieren sie uns`),
	once(3, "puts a link after a call to act",
		`(try it|check it( out)?|check yourself|register|registration|sign up|signup|join( now| today| us)?|apply( now| today| online)?|claim( it| now)?|verify( now)?|upgrade( now)?|renew( now| online)?|download( now)?|play( now)?|order( now)?|buy( now)?|start( now| earning)?|cadastre se|regístrate|registrate|jetzt spielen|подробнее|регистрация) (https?|www)`),
	once(3, "names a price", `((\$|€|£) ?\d+|\d+ ?(\$|€|£)) ?(per |a |an )?(month|mo|year|im monat|por mês|por mes)`, `(a )?(small|one time|low) fee`, `per image`, `\d+ ?(\$|€|£) ?(per|a) (month|image|post|article)`,
		`(starting|prices?|rates|plans|packages) (at|from) (\$|€|£)? ?\d+`, `(only|just) (\$|€|£) ?\d+`, `for (only|just) (\$|€|£)`, `(\$|€|£) ?\d+ ?only`,
		`(low|lowest|reasonable|affordable|cheap|competitive|unbeatable) (prices?|rates|costs?)`, `at a (very )?(reasonable|low|affordable|fraction)`,
		`(precios|preços) (bajos|baixos|económicos)`, `(a )?(bajo|baixo) (costo|custo)`, `дешев\pL*`, `недорог\pL*`, `скидк\pL*`, `günstig\pL*`, `от \d[\d ]* ?(руб|рублей|₽|р)`, `ab \d[\d ]* ?€`, `ab € ?\d+`, `价格优惠`,
		`prices? start (at|from)`, `(\$|€|£) ?\d+ per (post|article|link|month|site|page)`, `(low|small|single) (fee|payment)`, `\d[\d ]* ?(руб|рублей|₽)`, `((\$|€|£) ?\d+|\d+ ?(\$|€|£)) each`, `cost is (\$|€|£)`, `payment (via|by|in) (paypal|crypto|bitcoin|btc|usdt|western union)`, `(desde|a partir de|from|ab|от) ((\$|€|£|r\$) ?\d+|\d[\d ]* ?(€|\$|£))`, `fair price`, `price list`, `(a |an )?(low|very low|affordable|reasonable) (cost|price)`),
	fam(6, "sells followers, reviews or data",
		`(verified|aged|pva|bulk) (accounts|gmail|numbers|google voice|emails)`, `bulk discount`, `баз\pL* (email|e mail|адресов|данных|контактов)`, `продаю`,
		`(buy|sell|selling|get) (real |active |instagram |tiktok |youtube |facebook )?(followers|likes|views|subscribers|reviews)`, `seguidores`, `curtidas`, `подписчик\pL*`,
		`(email|mailing|contact|leads|b2b) (list|lists|database|databases)`, `database of \d+`, `\d+ ?(million|k|000)? (business )?(emails|email addresses|contacts|leads)`,
		`(google|5 star|five star|positive|fake) reviews`, `verified (accounts?|listings?)`),
	// A client asks for work; a seller offers it ("can you" against "I can").
	once(-4, asks,
		`((we|i|our \pL+)( really| urgently| also| now| would)? )?(need|needs|want|wants|would like|d like|are looking for|am looking for|re looking for|m looking for)( \pL+){0,4} (website|site|web site|logo|brand|branding|rebrand|identity|app|design|redesign|landing page|packaging|menu|poster|brochure|catalog|catalogue|ux|ui|illustrations?|agency|studio|designer)`,
		`(can|could|would) you (design|redesign|build|make|create|do|help|quote|take|send us|give us|work)`, `(our|my|the) budget (is|would be|of|for)`, `budget (is|of|around|about|up to|between)`,
		`(how much|what) (would|will|does|do) (it|this|that|you) (cost|charge|be)`, `send (us|me) (a|an|your) (quote|estimate|proposal)`, `are you (available|taking on|free)`, `do you (do|design|take on|work with)`,
		`necesitamos`, `queremos (renovar|una|un|crear|hacer)`, `gostar\pL* de (um|uma)`, `precisamos de`, `wir brauchen`, `(brauchen|benötigen) (eine|einen|ein) (neue |neuen |neues )?(website|webseite|logo|marke|app|design|shop)`, `(wir )?suchen (eine|einen) (agentur|designer)`, `nous (cherchons|avons besoin)`,
		`(нужен|нужна|нужно) (сайт|логотип|дизайн|редизайн|приложение)`, `хотим заказать`, `vorremmo`, `abbiamo bisogno`, `我们需要`, `お願いしたい`),
	// Addressing a stranger, as mass mail does; weak.
	fam(2, "addresses a stranger",
		`dear (sir|madam|sirs|website owner|business owner|site owner|webmaster|owner|manager|valued customer)`, `sir madam`, `(hello|hi) (sir|dear|webmaster|website owner)`,
		`greetings of the day`, `(hope|trust) (this|my) (email|message|note) finds you well`, `(i )?hope you (are|re) (doing )?well`, `(to|for) whom it may concern`, `(hi|hello|dear) (sir|madam) (or|and|sir|madam)`, `(i|we) (came|ran) across \pL+ (com|co|uk|au|net|io|org|de)`),
	// Topics: never enough alone.
	topic("reads like an SEO/backlink offer", "mentions SEO", `seo`, `serp`, `search engine optimi[sz]ation`, `google rankings?`, `backlinks?`, `link building`, `(more|organic|targeted) (traffic|visitors)`),
	topic("reads like a crypto/investment scheme", "mentions crypto or trading", `bitcoin`, `btc`, `crypto\pL*`, `ethereum`, `usdt`, `forex`, `investment platform`, `trading platform`, `биткоин\pL*`, `криптовалют\pL*`),
	topic("reads like a casino/betting offer", "mentions gambling", `casinos?`, `slots?`, `pokies`, `poker`, `betting`, `roulette`, `казино`, `apuestas`, `apostas`, `cassino`),
}
