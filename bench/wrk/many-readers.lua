-- Signed-in reads by many readers in turn: each request asks BENCH_PATH as
-- the next of the sample learners (BENCH_TOKENS), so that what a server
-- keeps per reader is measured with more readers than it can keep, not one
-- reader asked again and again.
local tokens = {}
for token in string.gmatch(os.getenv("BENCH_TOKENS") or "", "[^,]+") do
  tokens[#tokens + 1] = token
end
local path = os.getenv("BENCH_PATH") or "/"
local counter = 0

request = function()
  counter = counter + 1
  local token = tokens[(counter % #tokens) + 1]
  return wrk.format("GET", path, { ["Authorization"] = "Bearer " .. token }, nil)
end
