-- wrk script: POST /api/solve with a mix of positions, counting non-200 answers.
local positions = {"nim 5 6 7 8", "nim 1 2 3", "kayles 9 + nim 3 5", "staircase 1 5 9", "wythoff 3 5"}
local counter = 0
request = function()
  counter = counter + 1
  local body = string.format('{"position": "%s"}', positions[counter % #positions + 1])
  return wrk.format("POST", "/api/solve", {["Content-Type"] = "application/json"}, body)
end
local failures = 0
response = function(status)
  if status ~= 200 then failures = failures + 1 end
end
done = function(summary)
  local failed = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
      + summary.errors.status
  io.write(string.format("requests: %d in %.2f s, %.0f requests/s, failures: %d\n", summary.requests,
    summary.duration / 1e6, summary.requests / (summary.duration / 1e6), failed))
end
