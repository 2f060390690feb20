-- wrk script for the POST /contact runs: every request sends one valid enquiry as the island does
-- (form-encoded, JSON answer), and the run ends with a RESULT line like report.lua's, which also
-- counts the answers other than 201 Created (each wrk thread counts its own; done() adds them).
local threads = {}

setup = function(thread)
  table.insert(threads, thread)
end

init = function(args)
  not_created = 0
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
  wrk.headers["Accept"] = "application/json"
  wrk.body = "name=Bench+Visitor&email=bench%40example.com&phone=0123456789" ..
    "&message=A+new+website+for+our+bakery%2C+with+online+orders."
end

response = function(status, headers, body)
  if status ~= 201 then
    not_created = not_created + 1
  end
end

done = function(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do
    total = total + thread:get("not_created")
  end
  local seconds = summary.duration / 1e6
  io.write(string.format(
    "RESULT rps=%.1f p50_us=%d p99_us=%d requests=%d not_created=%d" ..
    " connect_errors=%d read_errors=%d write_errors=%d timeouts=%d bad_status=%d\n",
    summary.requests / seconds, latency:percentile(50), latency:percentile(99), summary.requests, total,
    summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.timeout, summary.errors.status))
end
