-- wrk script for the side-by-side runs: after the run, print one line that run.sh parses.
-- It defines only done(), so wrk keeps its fast path (no Lua call per request).
-- Latencies are in microseconds; "bad_status" counts answers >= 400 (wrk's own count).
done = function(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local count = math.max(summary.requests, 1)
  io.write(string.format(
    "RESULT rps=%.1f p50_us=%d p99_us=%d requests=%d bytes_per_response=%d" ..
    " connect_errors=%d read_errors=%d write_errors=%d timeouts=%d bad_status=%d\n",
    summary.requests / seconds, latency:percentile(50), latency:percentile(99),
    summary.requests, summary.bytes / count,
    summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.timeout, summary.errors.status))
end
