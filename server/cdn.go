package server

import (
	"fmt"
	"time"
)

// pageCacheControl is the pages' Cache-Control. Without a CDN (maxAge 0), every cache asks again
// each time (no-cache), which the ETag makes a 304. With one in front, a shared cache may keep a
// page for maxAge (s-maxage) and go on serving it for as long again while it fetches a fresh copy
// in the background (stale-while-revalidate), so visitors never wait for the origin; browsers still
// revalidate (max-age=0). The ETags are hashes of the bytes, so every replica built from the same
// commit and configuration answers a CDN's revalidation with the same 304.
func pageCacheControl(maxAge time.Duration) string {
	seconds := int(maxAge / time.Second)
	if seconds <= 0 {
		return revalidate
	}
	return fmt.Sprintf("public, max-age=0, s-maxage=%d, stale-while-revalidate=%d", seconds, seconds)
}
