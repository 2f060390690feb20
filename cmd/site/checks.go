package main

import (
	"errors"
	"fmt"
)

// checkServeConfig refuses a configuration that would start a server quietly doing the wrong
// thing: the operator hears of it at start, not from a visitor.
func checkServeConfig(cfg config) error {
	var errs []error
	e := cfg.enquiries
	if e.retain > 0 && e.retain < e.giveUpAfter {
		errs = append(errs, fmt.Errorf("-retain %s is shorter than -notify-give-up %s: enquiries would be due for erasure while their notifications are still being retried (retention keeps them, and warns daily); set -retain (%s) to at least -notify-give-up (%s), or 0 to keep enquiries",
			durationFlag{&e.retain}, durationFlag{&e.giveUpAfter}, envName("retain"), envName("notify-give-up")))
	}
	if len(errs) == 0 {
		return nil
	}
	return usageError{errors.Join(errs...)}
}
