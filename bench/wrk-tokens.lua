-- wrk script of bench/waiting-room.mjs: GET the URL, with the bearer tokens of a file (one a
-- line) when one is given, each request the next one, round the file again past its end.
-- With RATE and C (the connections), the crowd of the waiting room: each connection waits
-- between its requests so that all of them together ask about RATE a second (±20 % jitter),
-- as the pages' own schedule does; the wait leaves 10 ms for the answer.
-- done() prints one JSON line: requests, seconds, p50 and p99 in ms, non-2xx, errors.
-- Usage: wrk -t1 -c50 -d5s -s bench/wrk-tokens.lua URL [-- FILE [RATE C]]
local tokens = {}
local n = 0
local mean = nil

function init(args)
  if args[1] then
    for line in io.lines(args[1]) do tokens[#tokens + 1] = line end
  end
  if args[2] then
    mean = math.max(1, tonumber(args[3]) * 1000 / tonumber(args[2]) - 10)
    math.randomseed(os.time())
  end
end

function delay()
  if mean then return math.floor(mean * (0.8 + 0.4 * math.random())) end
  return 0
end

function request()
  if #tokens == 0 then return wrk.format("GET") end
  n = n % #tokens + 1
  return wrk.format("GET", nil, { ["authorization"] = "Bearer " .. tokens[n] })
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"seconds":%.3f,"p50":%.1f,"p99":%.1f,"non2xx":%d,"errors":%d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, e.status, e.connect + e.read + e.write + e.timeout))
end
