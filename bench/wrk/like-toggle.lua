-- Like toggles: each request likes or unlikes a random post as one of many
-- learners, so that the per-learner rate limit (120 a minute) is not what
-- gets measured. Tokens and the post count come from the environment.
local tokens = {}
for token in string.gmatch(os.getenv("BENCH_TOKENS") or "", "[^,]+") do
  tokens[#tokens + 1] = token
end
local posts = tonumber(os.getenv("BENCH_POSTS") or "1")
local counter = 0
math.randomseed(42)

request = function()
  counter = counter + 1
  local token = tokens[(counter % #tokens) + 1]
  local post = math.random(1, posts)
  return wrk.format("POST", "/api/community/posts/" .. post .. "/like",
    { ["Authorization"] = "Bearer " .. token, ["Content-Length"] = "0" }, nil)
end
