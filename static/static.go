// Package static embeds the site's stylesheets, fonts, images and island bundles, so that the
// binary serves the whole site from any working directory.
package static

import "embed"

// FS holds every file below static/ (this Go file included; the asset loader skips it).
//
//go:embed *
var FS embed.FS
