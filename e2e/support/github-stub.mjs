// A stand-in for GitHub's OAuth endpoints and the repository lookup of the
// solution checks, for browser tests (GitHub itself is unreachable here).
// Consent is given at once, for the user named by the last POST
// /__next-user (default: octo-learner): {id, login, name} and optionally
// avatar_url. GET /repos/{owner}/{name} answers a public, non-empty
// repository owned by that account for every login seen so far (so a
// learner's own repository passes the check), and 404 for any other owner
// or for a repository named `missing`.
import http from 'node:http'

const port = Number(process.env.STUB_PORT ?? 9877)
let nextUser = { id: 4242, login: 'octo-learner', name: 'Octo Learner' }
const tokens = new Map()
/** GitHub account ids by login (lower case), as the journeys sign in. */
const accounts = new Map([[nextUser.login.toLowerCase(), nextUser]])

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

function readBody(req) {
  return new Promise((resolve) => {
    let data = ''
    req.on('data', (chunk) => (data += chunk))
    req.on('end', () => resolve(data))
  })
}

http
  .createServer(async (req, res) => {
    const url = new URL(req.url, `http://127.0.0.1:${port}`)
    if (req.method === 'POST' && url.pathname === '/__next-user') {
      nextUser = JSON.parse(await readBody(req))
      accounts.set(nextUser.login.toLowerCase(), nextUser)
      return json(res, 200, nextUser)
    }
    const repository = url.pathname.match(/^\/repos\/([^/]+)\/([^/]+)$/)
    if (req.method === 'GET' && repository) {
      const [, owner, name] = repository.map(decodeURIComponent)
      const account = accounts.get(owner.toLowerCase())
      if (!account || name === 'missing') return json(res, 404, { message: 'Not Found' })
      return json(res, 200, {
        full_name: `${account.login}/${name}`,
        private: false,
        size: 10,
        owner: { id: account.id, login: account.login },
      })
    }
    if (url.pathname === '/login/oauth/authorize') {
      const code = `code-${nextUser.id}-${Date.now()}`
      tokens.set(code, nextUser)
      const back = new URL(url.searchParams.get('redirect_uri'))
      back.searchParams.set('code', code)
      back.searchParams.set('state', url.searchParams.get('state') ?? '')
      res.writeHead(302, { location: back.toString() })
      return res.end()
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const form = new URLSearchParams(await readBody(req))
      const user = tokens.get(form.get('code'))
      if (!user || !form.get('code_verifier'))
        return json(res, 200, { error: 'bad_verification_code' })
      const token = `gho_${form.get('code')}`
      tokens.set(token, user)
      return json(res, 200, { access_token: token, token_type: 'bearer' })
    }
    const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''))
    if (url.pathname === '/user') {
      if (!user) return json(res, 401, { message: 'Bad credentials' })
      return json(res, 200, {
        id: user.id,
        login: user.login,
        name: user.name,
        avatar_url: user.avatar_url ?? null,
      })
    }
    if (url.pathname === '/user/emails') {
      if (!user) return json(res, 401, { message: 'Bad credentials' })
      return json(res, 200, [{ email: `${user.login}@example.com`, primary: true, verified: true }])
    }
    json(res, 404, { message: 'Not Found' })
  })
  .listen(port, '127.0.0.1', () => console.log(`GitHub stub on http://127.0.0.1:${port}`))
