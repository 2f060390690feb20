package spam

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// person is how a person's post arrives: the form loaded a minute before.
var person = Signals{Token: TokenValid, FormAge: time.Minute}

func TestJudge(t *testing.T) {
	tests := []struct {
		name    string
		m       Message
		s       Signals
		held    bool
		reasons []string // each must be a substring of one reason; nil means none but "asks us for design work"
	}{
		// How it arrived.
		{"no token", Message{Name: "Ann", Text: "We need a new website for our bakery."}, Signals{Token: TokenMissing}, true, []string{"posted without loading the form", "asks us for design work"}},
		{"forged token", Message{Name: "Ann", Text: "We need a new website for our bakery."}, Signals{Token: TokenForged}, true, []string{"form token not issued by this site"}},
		{"stale token alone", Message{Name: "Ann", Text: "We need a new website for our bakery."}, Signals{Token: TokenStale, FormAge: 30 * time.Hour}, false, []string{"more than a day"}},
		{"sent at once", Message{Name: "Ann", Text: "We need a new website for our bakery."}, Signals{Token: TokenValid, FormAge: 300 * time.Millisecond}, true, []string{"sent 0.3 s after the form was loaded"}},
		{"sent fast", Message{Name: "Ann", Text: "Quote please?"}, Signals{Token: TokenValid, FormAge: 3200 * time.Millisecond}, false, []string{"sent 3.2 s after the form was loaded"}},
		{"typed for a while", Message{Name: "Ann", Text: "We need a new website for our bakery."}, Signals{Token: TokenValid, FormAge: 5 * time.Second}, false, nil},
		{"stale and fast-ish weak signals add up", Message{Name: "Ann", Text: "Hi, see a.com and b.com"}, Signals{Token: TokenStale, SameTextElsewhere: 1}, true, []string{"more than a day", "another sender", "2 links"}},

		// The same text from others.
		{"sent by two others", Message{Name: "Ann", Text: "Hello, I like your work."}, Signals{Token: TokenValid, FormAge: time.Minute, SameTextElsewhere: 2}, true, []string{"the same text came from 2 other senders this week"}},
		{"sent by one other", Message{Name: "Ann", Text: "Hello, I like your work."}, Signals{Token: TokenValid, FormAge: time.Minute, SameTextElsewhere: 1}, false, []string{"another sender"}},

		// Links.
		{"one link to their own site", Message{Name: "Lea Moreau", Text: "Bonjour, we are a small bakery (boulangerie-moreau.fr) and want a new site with online orders."}, person, false, nil},
		{"one link with a scheme", Message{Name: "Tom", Text: "Our current site is https://www.tomsbikes.co.uk/shop - it needs a refresh."}, person, false, nil},
		{"two links", Message{Name: "Tom", Text: "Our site tomsbikes.com and the brief at https://drive.google.com/file/d/abc are ready."}, person, false, []string{"2 links"}},
		{"three references", Message{Name: "Jo", Text: "We like the feel of stripe.com, linear.app and vercel.com for our new fintech site."}, person, false, []string{"3 links"}},
		{"many links", Message{Name: "Jo", Text: "a.com b.net c.org d.io e.co f.ru"}, person, true, []string{"6 links"}},
		{"link-stuffed with offer words", Message{Name: "Mark", Text: "Cheap deals: http://x1.ru http://x2.ru http://x3.ru we guarantee results"}, person, true, []string{"3 links", "sales language (we guarantee)"}},
		{"only a link", Message{Name: "Jo", Text: "https://spam.example.ru/page?id=4"}, person, true, []string{"the message is only a link"}},
		{"a link and a word", Message{Name: "Jo", Text: "Hello https://spam-shop.xyz"}, person, true, []string{"only a link"}},
		{"only a link to a brief", Message{Name: "Jo", Text: "Brief: https://www.figma.com/file/abc123/brand"}, person, false, []string{"only a link to a shared file"}},
		{"a URL in the name", Message{Name: "http://cheap-meds.top", Text: "Nice site, thanks!"}, person, true, []string{"a link in the name"}},
		{"a domain in the name", Message{Name: "Lumen.studio", Text: "We are a two-person studio looking for help with a brand identity."}, person, false, []string{"a web address in the name"}},
		{"a domain in the name and another signal", Message{Name: "bestprice-pills.shop", Text: "Hello, nice site. Visit us!"}, Signals{Token: TokenValid, FormAge: 4 * time.Second}, true, []string{"a web address in the name", "sent 4.0 s"}},
		{"shortened links", Message{Name: "Jo", Text: "Look at this, you will like it: bit.ly/3xYz and more"}, person, false, []string{"shortened link"}},
		{"e-mail addresses and file names are not links", Message{Name: "Ana", Text: "Write to ana@studio-ana.com or ana.b@gmail.com; the logo.png and brief.pdf are attached. We use Node.js and Vue.js."}, person, false, []string{"asks to be answered elsewhere"}},
		{"a missing space after a full stop is not a link", Message{Name: "Ana", Text: "We need a new site.It should be ready by May.De facto it is urgent."}, person, false, nil},

		// Markup.
		{"HTML link", Message{Name: "Bob", Text: `Great post! <a href="http://x.ru">cheap</a>`}, person, true, []string{"HTML link tags"}},
		{"BBCode link", Message{Name: "Bob", Text: `Great [url=http://x.ru]cheap[/url]`}, person, true, []string{"BBCode link tags"}},
		{"BBCode bare link", Message{Name: "Bob", Text: `Hi [url]http://x.ru[/url] thanks`}, person, true, []string{"BBCode link tags"}},
		{"HTML formatting alone", Message{Name: "Bob", Text: `I <b>really</b> like your work, can we talk?`}, person, false, []string{"HTML tags"}},
		{"HTML image and a link", Message{Name: "Bob", Text: `<img src="http://x.ru/a.png"> best offer http://x.ru`}, person, true, []string{"HTML link tags", "2 links"}},
		{"talking about a tag is not markup", Message{Name: "Dev", Text: "Our <header> breaks on mobile and the img alt texts are missing; can you fix the front end?"}, person, false, nil},

		// Families of spam: the pitch holds, the topic does not.
		{"SEO offer", Message{Name: "Rank Pro", Text: "Hello, we offer high DA guest posts and do-follow links to get you on the first page of Google. Reply for prices."}, person, true, []string{"reads like an SEO/backlink offer", "sales language"}},
		{"backlink offer, DR", Message{Name: "Sam", Text: "Want niche edits on DR 70+ sites? Quality backlinks, 10 days delivery."}, person, true, []string{"reads like an SEO/backlink offer (dr 70 sites, quality backlinks, niche edits)"}},
		{"video pitch", Message{Name: "Amy", Text: "I hope this email finds you well. I'm reaching out to offer our explainer videos, starting at $199. Interested?"}, person, true, []string{"offers its services", "names a price (starting at $1", "addresses a stranger"}},
		{"leads pitch", Message{Name: "Amy", Text: "Would you like to get more customers? We generate leads for businesses like yours. Book a free demo today."}, person, true, []string{"offers its services", "speaks of the reader's business", "calls to act"}},
		{"followers", Message{Name: "Bia", Text: "Olá, vendemos seguidores no Instagram, curtidas e visualizações. Preços baixos!"}, person, true, []string{"sells followers", "names a price"}},
		{"blog comment", Message{Name: "Ted", Text: "Great article, thanks for sharing! I have bookmarked your blog. www.cheap-essays.net"}, person, true, []string{"reads like a blog comment"}},
		{"marketing services", Message{Name: "Liz", Text: "We manage your social media and Google Ads, and make explainer videos for your brand."}, person, true, []string{"marketing services offer"}},
		{"a client's praise", Message{Name: "Ines", Text: "Great work on the Low Water covers! Keep it up. Could you quote a book jacket for us?"}, person, false, nil},
		{"SEO consultant wants a redesign", Message{Name: "Priya", Text: "I'm an independent SEO consultant (link building, technical SEO). My own site looks dated - can you redesign it? priya-seo.com"}, person, false, []string{"mentions SEO"}},
		{"casino offer", Message{Name: "Lucky", Text: "Get 200 free spins and a no deposit bonus at the best online casino! Play now"}, person, true, []string{"casino/betting offer"}},
		{"casino resort website", Message{Name: "Grand Lagoon", Text: "We run a CASINO RESORT in Macau 🎰 and need a new website: hotel, restaurants, poker room. grandlagoon.mo"}, person, false, []string{"mentions gambling"}},
		{"pharmacy spam", Message{Name: "Meds", Text: "Buy cialis and viagra without prescription, cheap pills shipped worldwide"}, person, true, []string{"online pharmacy"}},
		{"pharmacy rebrand", Message{Name: "Farmacia Sol", Text: "Somos una farmacia familiar en Sevilla. Queremos renovar nuestra marca y la web. ¿Podemos hablar?"}, person, false, nil},
		{"crypto scheme", Message{Name: "Invest", Text: "Double your bitcoin in 24 hours! Our investment platform pays 5% daily, guaranteed returns."}, person, true, []string{"crypto/investment scheme"}},
		{"crypto app", Message{Name: "Kai", Text: "We're building a crypto wallet app (Ethereum, BTC) and need UX/UI design for iOS and Android. Budget $40k."}, person, false, []string{"mentions crypto"}},
		{"contact-form advertising", Message{Name: "Eric", Text: "Hi, you are reading this message, which proves that ads like this work! We send your ad to millions of contact forms. Details at formblast.biz"}, person, true, []string{"advertising through contact forms"}},
		{"outsourcing", Message{Name: "Raj", Text: "Dear Sir, I noticed your website. We are a web development company based in India with 12 years of experience, hourly rate $12 per hour, white label services."}, person, true, []string{"outsourcing offer", "addresses a stranger"}},
		{"business loan", Message{Name: "Capital Now", Text: "Get business funding within 24 hours. Working capital up to $500k, no credit check. Reply YES to apply."}, person, true, []string{"business loan offer", "sales language (reply yes)"}},
		{"fintech lender wants a site", Message{Name: "Ola", Text: "We are a lending startup offering business loans to farmers in Kenya. We need a brand and a website."}, person, false, []string{"business loan"}},
		{"adult", Message{Name: "Anna", Text: "Hot local singles want to meet you tonight, sexy girls waiting"}, person, true, []string{"adult/dating"}},
		{"phishing", Message{Name: "Domain Services", Text: "DOMAIN EXPIRATION NOTICE: your domain will expire. Click here to renew and avoid losing your search engine registration."}, person, true, []string{"phishing or a domain notice"}},
		{"copyright threat", Message{Name: "Mel", Text: "My images were used on your website without permission. This is a copyright infringement, see the proof."}, person, true, []string{"phishing or a domain notice"}},
		{"Russian SEO spam", Message{Name: "Иван", Text: "Здравствуйте! Продвижение сайтов в ТОП, вечные ссылки, обратные ссылки. Пишите в телеграм."}, person, true, []string{"SEO/backlink offer (продвижение, обратные ссылки)", "calls to act (пишите)"}},
		{"Spanish SEO spam", Message{Name: "Luis", Text: "Hola, posicionamiento web garantizado: primera página de Google. Enlaces de calidad."}, person, true, []string{"SEO/backlink offer"}},

		// Genuine people: any language, capitals, emoji, very short.
		{"very short", Message{Name: "M", Text: "price?"}, person, false, nil},
		{"capitals", Message{Name: "JOHN", Text: "NEED A LOGO ASAP!!! CALL ME"}, person, false, nil},
		{"emoji", Message{Name: "Zoë", Text: "Love your work 😍🔥 can you do our café's menu + site?"}, person, false, nil},
		{"Japanese", Message{Name: "佐藤", Text: "新しいウェブサイトのデザインをお願いしたいです。予算は100万円です。"}, person, false, nil},
		{"Russian", Message{Name: "Ольга", Text: "Здравствуйте! Хотим заказать сайт для нашей студии йоги в Москве. Сколько это стоит?"}, person, false, nil},
		{"Arabic", Message{Name: "سارة", Text: "مرحبا، نحتاج إلى تصميم هوية بصرية لمطعمنا في دبي."}, person, false, nil},
		{"marketing partnership", Message{Name: "Nina, Brightpath Marketing", Text: "Hi! We're a marketing agency in Lisbon and often need design for our clients. Would you be interested in a partnership? Happy to schedule a call. brightpath.pt"}, person, false, []string{"calls to act (would you be interested)"}},
		{"a company that offers, to a company it likes", Message{Name: "Rui", Text: "We offer guided food tours in Porto and your company made our favourite site. Our budget is from $3,000. Let us know if you are interested!"}, person, false, []string{"offers its services", "calls to act"}},
		{"freelancer", Message{Name: "Dan", Text: "Hi, I'm a freelance illustrator (dan-draws.com). If you ever need illustrations for client projects, I'd love to help."}, person, false, nil},
		{"their own site's troubles", Message{Name: "Ola", Text: "Our site isn't responsive and not optimized for mobile, it is not loading fast, and the SSL certificate will expire soon. We must avoid downtime during the move. Can you take it over? Call me at 416 555 0199."}, person, false, []string{"phishing or a domain notice (ssl certificate will expire)"}},
		{"Italian, da 10 anni", Message{Name: "Giulia", Text: "Siamo un'enoteca a Verona da 10 anni, da 2 sedi. Vorremmo un nuovo sito."}, person, false, nil},
		{"Spanish, nice to meet you", Message{Name: "Lucía", Text: "¡Hola! Sería un placer conocerte. Tenemos una tienda cerca de ti y queremos una web nueva."}, person, false, nil},
		{"wants to meet", Message{Name: "Sam", Text: "We want to meet with you next week; we would like to meet you in person to talk about our rebrand."}, person, false, nil},
		{"forms of their own", Message{Name: "Ben", Text: "We need a feedback form and a contact form; customers reach us via contact form today. We make software that lets clinics book patients."}, person, false, nil},
		{"dating app", Message{Name: "Rosa", Text: "We run a dating app for over-60s (silverdating.app) that helps singles near you meet. We want a new landing page and app store screenshots."}, person, false, []string{"a link named for a spam topic (dating)"}},
		{"casino resort with an online casino", Message{Name: "Lauren", Text: "Grand Casino Hotel (grandcasino.com.au) wants a new site: rooms, dining, and an online casino section later."}, person, false, []string{"a link named for a spam topic (casino)", "mentions gambling (casino)"}},
		{"Russian turnkey", Message{Name: "Павел", Text: "Нужен сайт под ключ для автосервиса, бюджет от 100 000 руб. Можем созвониться?"}, person, false, []string{"names a price"}},
		{"credit union", Message{Name: "Tom", Text: "We're a credit union. Members compare the interest rate of 3 products and apply for a line of credit online. We need the website redone."}, person, false, []string{"business loan offer"}},
		{"a pitch's parts, from a client", Message{Name: "Meg", Text: "Hi! We offer pottery classes in Leeds. Our current site is slow; could you redesign it at a reasonable price? Let me know if you are interested in the project."}, person, false, []string{"offers its services (we offer)", "names a price (reasonable price", "calls to act (if you are interested)"}},
		// Clients in the spam families' own trades, asking for design.
		{"lender", Message{Name: "Ola", Text: "We're a lending fintech (quickfund.co) offering working capital to restaurants with approval in 24 hours. Need a site redesign that explains our rates. Let me know if you're interested!"}, person, false, []string{"business loan offer", "asks us for design work"}},
		{"casino loyalty app", Message{Name: "Rui", Text: "Hi Designo, our casino resort needs a loyalty app: free spins promotions for members, jackpot announcements, and table bookings. We're at grandpalmresort.com. Budget is flexible."}, person, false, []string{"casino/betting offer", "asks us for design work"}},
		{"SEO consultant, first page", Message{Name: "Dan", Text: "Hi, I'm an SEO consultant. I get clients to the first page of Google, but my own site looks bad. Can you redesign it? Budget $8k. Please reply to this email."}, person, false, []string{"SEO/backlink offer (first page of google)", "asks us for design work"}},
		{"vitamins", Message{Name: "Vita", Text: "Our online store sells vitamins and supplements (no prescription needed, all natural). Need Shopify redesign. vitashop.de"}, person, false, []string{"online pharmacy (no prescription"}},
		{"IT team's portal", Message{Name: "Raj", Text: "Hi, our IT support team needs an internal portal design. Users will verify your account flow, reset password etc. Can we talk?"}, person, false, []string{"phishing or a domain notice"}},
		{"charity poster", Message{Name: "Kim", Text: "Hello, I'm organizing a charity run and we want a poster. Funds raised go to a humanitarian fund for refugees. Could you help pro bono?"}, person, false, []string{"advance-fee fraud (humanitarian fund)"}},
		{"partner studio", Message{Name: "Oksana", Text: "Hi there, we're a web development company in Kyiv and we'd like to partner on white label projects. Our devs are strong in React. Our site: devkyiv.com.ua"}, person, false, []string{"outsourcing offer"}},

		{"job seeker", Message{Name: "Irina", Text: "Hello, my name is Irina, I'm a UX designer from Ukraine looking for a job. My portfolio: irina-ux.com. I'm 28 years old, 5 years of experience. Do you ever hire designers? Would you be interested in meeting?"}, person, false, []string{"calls to act"}},
		{"freelance pitch", Message{Name: "Lisa", Text: "Hello, I am web designer having 9 years experience. I can design your website in a week at just $150. Free revisions. Please reply when interested."}, person, true, []string{"outsourcing offer (design your website, having 9 years", "names a price (just $150)", "reply when interested"}},
		// More kinds of spam.
		{"lead generation", Message{Name: "Sarah", Text: "Hi, I'm Sarah from LeadGenix. We help agencies like yours get 20+ qualified calls a month. Want me to send a 2-minute video showing how? Just reply 'yes'."}, person, true, []string{"trade or prize pitch", "speaks of the reader's business"}},
		{"page disabled", Message{Name: "Meta", Text: "Your Facebook page will be disabled for violating our Community Standards. Appeal here: https://meta-appeal-center.com/case"}, person, true, []string{"phishing or a domain notice"}},
		{"manufacturer", Message{Name: "Lily", Text: "Dear Partner, we are a leading manufacturer of LED displays in Shenzhen. Best quality, factory price. Contact us for catalog."}, person, true, []string{"trade or prize pitch"}},
		{"gift card", Message{Name: "Rewards", Text: "Congratulations! You have been selected to receive a $1000 gift card. Claim now: http://gift-claim.top"}, person, true, []string{"trade or prize pitch", "puts a link after a call to act"}},
		{"barrister", Message{Name: "James", Text: "Greetings, I am Barrister James Morgan. A deceased client of mine shares your surname and left $8.5 million. Contact me for details."}, person, true, []string{"advance-fee fraud"}},
		{"a robot asking for a website", Message{Name: "Ann", Text: "We need a new website. <a href=\"http://x.ru\">x</a>"}, person, true, []string{"HTML link tags", "asks us for design work"}},
		{"a pitch that asks nothing", Message{Name: "Jonas", Text: "Hallo! Wir bieten günstige Webhosting-Pakete ab 1,99 € im Monat. Jetzt bestellen!"}, person, true, []string{"offers its services (wir bieten)", "calls to act (jetzt bestellen)", "names a price", "3 parts of a sales pitch and no request of ours"}},
		{"a client's pitch parts and a request", Message{Name: "Jonas", Text: "Hallo! Wir bieten günstige Webhosting-Pakete ab 1,99 € im Monat und brauchen eine neue Website. Jetzt bestellen ist unser Button."}, person, false, []string{"asks us for design work"}},
		{"write me at", Message{Name: "Jessica", Email: "jess@gmail.com", Text: "Hello, my name is Jessica and I'm the marketing manager at a dental clinic chain. Write me at jessica@brightsmile.ca about signage."}, person, false, []string{"asks to be answered elsewhere", "calls to act (write me)"}},
		{"budget per hour", Message{Name: "Kim", Text: "What's your hourly rate? Our budget is about $5,000 for the whole site."}, person, false, []string{"outsourcing offer (hourly rate)"}},
		{"dear sir genuine", Message{Name: "Mr. Okafor", Text: "Dear Sir/Madam, our school needs a website. Kindly send your quotation."}, person, false, []string{"addresses a stranger"}},
		{"a site that should rank", Message{Name: "Pia", Text: "Our new shop should rank higher on Google than the old one, so please think about SEO. Our current site: pias-plants.de"}, person, false, []string{"SEO/backlink offer (rank higher)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := Judge(tt.m, tt.s)
			if v.Held != tt.held {
				t.Errorf("Held = %v, want %v (reasons %q)", v.Held, tt.held, v.Reasons)
			}
			if tt.reasons == nil && slices.ContainsFunc(v.Reasons, func(r string) bool { return !strings.Contains(r, "(counts against)") }) {
				t.Errorf("reasons %q, want none but a counter-signal", v.Reasons)
			}
			for _, want := range tt.reasons {
				if !slices.ContainsFunc(v.Reasons, func(r string) bool { return strings.Contains(r, want) }) {
					t.Errorf("no reason contains %q: %q", want, v.Reasons)
				}
			}
		})
	}
}

func TestFingerprint(t *testing.T) {
	base := Fingerprint("Hello, we offer SEO services!")
	if len(base) != 32 {
		t.Fatalf("Fingerprint is %q, want 32 hex digits", base)
	}
	same := []string{"hello we offer seo services", "HELLO,   WE OFFER\nSEO SERVICES.", " Hello - we offer: SEO services?! "}
	for _, s := range same {
		if got := Fingerprint(s); got != base {
			t.Errorf("Fingerprint(%q) = %s, want %s", s, got, base)
		}
	}
	different := []string{"Hello, we offer SEO services!!! now", "Hello, we offer SEO service", "Hello, we offer SEO services 2", ""}
	for _, s := range different {
		if got := Fingerprint(s); got == base {
			t.Errorf("Fingerprint(%q) = %s, the same as a different text's", s, got)
		}
	}
	if Fingerprint("Привет, мир") != Fingerprint("привет мир!") || Fingerprint("Привет, мир") == Fingerprint("Привет, мор") {
		t.Error("Fingerprint does not tell Cyrillic texts apart by their letters alone")
	}
}

// BenchmarkJudge judges the longest message the form takes (5,000
// characters), many of whose words are ones the phrases need.
func BenchmarkJudge(b *testing.B) {
	m := Message{Name: "Hannah Schultz", Email: "hannah@fernfable.ca", Text: strings.Repeat("We need a new site for our bilingual picture books; can you quote? Budget $5,000, from March, a quick call is fine. ", 50)[:5000]}
	for b.Loop() {
		Judge(m, person)
	}
}
