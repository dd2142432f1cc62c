-- wrk script of bench/holds.mjs: one POST per line of a file, in order, on one thread.
-- A line is "<bearer token or ->\t<JSON body>". Once every line has been sent the run stops
-- at the next answer, before the duration if need be: the few requests already asked past
-- the last line send it again (every connection sending one seat of one buyer over and over
-- measured the server's order for one seat, not its holds: p99 65–100 ms, BENCHMARKS.md).
-- done() prints one JSON line: requests, seconds, p50 and p99 in ms, non-2xx, errors.
-- Usage: wrk -t1 -c64 -d4s -s bench/wrk-lines.lua URL -- FILE
local lines = {}
local n = 0

function init(args)
  for line in io.lines(args[1]) do lines[#lines + 1] = line end
end

function request()
  n = n + 1
  local line = lines[n] or lines[#lines]
  local tab = line:find("\t", 1, true)
  local token = line:sub(1, tab - 1)
  local headers = { ["content-type"] = "application/json" }
  if token ~= "-" then headers["authorization"] = "Bearer " .. token end
  return wrk.format("POST", nil, headers, line:sub(tab + 1))
end

function response()
  if n >= #lines then wrk.thread:stop() end
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"seconds":%.3f,"p50":%.1f,"p99":%.1f,"non2xx":%d,"errors":%d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, e.status, e.connect + e.read + e.write + e.timeout))
end
