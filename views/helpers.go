package views

import (
	"strconv"
	"strings"
)

func itoa(n int) string { return strconv.Itoa(n) }

func upper(s string) string { return strings.ToUpper(s) }
