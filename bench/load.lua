-- wrk script for the load run: like report.lua, and also counts every answer outside 2xx
-- (wrk itself only counts >= 400). Each wrk thread has its own Lua state, so each keeps its
-- own count and done() adds them up.
local threads = {}

setup = function(thread)
  table.insert(threads, thread)
end

init = function(args)
  not_2xx = 0
end

response = function(status, headers, body)
  if status < 200 or status > 299 then
    not_2xx = not_2xx + 1
  end
end

done = function(summary, latency, requests)
  local total_not_2xx = 0
  for _, thread in ipairs(threads) do
    total_not_2xx = total_not_2xx + thread:get("not_2xx")
  end
  local seconds = summary.duration / 1e6
  local count = math.max(summary.requests, 1)
  io.write(string.format(
    "RESULT rps=%.1f p50_us=%d p99_us=%d requests=%d bytes_per_response=%d" ..
    " connect_errors=%d read_errors=%d write_errors=%d timeouts=%d bad_status=%d not_2xx=%d\n",
    summary.requests / seconds, latency:percentile(50), latency:percentile(99),
    summary.requests, summary.bytes / count,
    summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.timeout, summary.errors.status, total_not_2xx))
end
