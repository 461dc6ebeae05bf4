//go:build unix

package main

import (
	"syscall"
	"time"
)

// cpuTimes returns the CPU time (user and system) the runner's own
// process has used, and that of its children that have exited (the
// engines it started and waited for).
func cpuTimes() (self, children time.Duration, ok bool) {
	var s, c syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &s) != nil || syscall.Getrusage(syscall.RUSAGE_CHILDREN, &c) != nil {
		return 0, 0, false
	}
	tv := func(t syscall.Timeval) time.Duration { return time.Duration(t.Nano()) }
	return tv(s.Utime) + tv(s.Stime), tv(c.Utime) + tv(c.Stime), true
}
