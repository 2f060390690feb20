package server

import "designo/views"

// team is the studio's people, in the order the about page shows them. Each portrait is drawn by
// the art pipeline under img/team/ (by the member's slug).
var team = []views.TeamMember{
	{Name: "Maya Okafor", Role: "Creative director", Office: "Toronto",
		Line: "Opened Designo in 2010 at a borrowed desk, and still sketches the first page of every project by hand."},
	{Name: "Priya Raman", Role: "Engineering lead", Office: "Toronto",
		Line: "Makes pages appear before you notice them loading, and has never shipped a layout that jumps."},
	{Name: "Tom Whitfield", Role: "Design lead", Office: "Rhyd-y-fro",
		Line: "Set the type for Tim Brown's first book, and believes a grid is a promise made to the reader."},
	{Name: "Lachlan Reid", Role: "Strategy director", Office: "New South Wales",
		Line: "Starts every brief by asking who will use the thing at five to five on a Friday."},
	{Name: "Sofia Marquez", Role: "Product designer", Office: "Toronto",
		Line: "Field-tested Eyecam at dawn with a birding club, in gloves, and moved the shutter after every walk."},
	{Name: "Ewan Price", Role: "Illustrator", Office: "Rhyd-y-fro",
		Line: "Draws our maps, our icons and, once, a rubber stamp for the backs of a photographer's prints."},
	{Name: "Aiko Tanaka", Role: "Motion designer", Office: "New South Wales",
		Line: "Makes things move only when the movement explains something, and always lets you turn it off."},
	{Name: "Daniel Osei", Role: "Producer", Office: "Toronto",
		Line: "Keeps every plan honest and every estimate signed on budget, and answers e-mail within the day."},
}

// slotAboutIntro is the about page's first picture: half the grid beside the introduction on
// desktops, the grid on tablets, the screen's width on phones (site.css, .about-intro).
var slotAboutIntro = slotWidths{"585px", "541px", "calc(100vw - 80px)", "100vw"}

// aboutView prepares the about page: the studio's work in settings (the first project of the
// lists below that has one rendered) and the team.
func aboutView(c *content) views.AboutView {
	return views.AboutView{
		Studio: inSetting(c, slotAboutIntro, "photon", "builder", "camp", "express"),
		Deal:   inSetting(c, slotFull, "boxed-water", "science", "tim-brown", "transfer"),
		Team:   team,
	}
}

// inSetting is the first of the given projects shown in a setting; its cover while none has one.
func inSetting(c *content, slot slotWidths, slugs ...string) views.ResponsiveImage {
	for _, slug := range slugs {
		if r, ok := c.renders[slug]; ok && r.Scene.Width > 0 {
			return r.Scene.picture(c.assets, slot.sizes())
		}
	}
	return c.renders[slugs[0]].Cover.picture(c.assets, slot.sizes())
}
