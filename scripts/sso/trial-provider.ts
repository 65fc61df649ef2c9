import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'

/** A person at the test provider: the claims it tells about them. */
export interface ProviderAccount {
  email?: string
  email_verified?: boolean
  name?: string
  picture?: string
  groups?: string[]
}

export const TEST_CLIENT_ID = 'stepup'
export const TEST_CLIENT_SECRET = 'stepup-client-secret'

/**
 * A real OpenID Connect provider (`oidc-provider`) on a port of this computer, with one confidential
 * client, its own sign-in and consent pages (an account name and a button, as a company's provider
 * has), and the accounts put in `accounts`. Claims go out by scope: `email`, `profile`, and
 * `groups`, which a directory's admin adds for group mapping. The tests sign in at it; an admin
 * tries single sign-on with it (`npm run sso-trial`).
 */
export async function startTestProvider({
  redirectUri,
  logoutRedirectUri,
  port = 0,
}: {
  redirectUri: string
  logoutRedirectUri?: string
  port?: number
}) {
  const accounts = new Map<string, ProviderAccount>()
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: logoutRedirectUri ? [logoutRedirectUri] : [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const account = accounts.get(id)
      if (!account) return undefined
      return { accountId: id, claims: () => ({ sub: id, ...account }) }
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
      groups: ['groups'],
    },
    scopes: ['openid', 'email', 'profile', 'groups'],
    cookies: { keys: ['test provider cookie key'] },
    // Lifetimes of its own (in seconds), so the provider does not warn of its defaults.
    ttl: {
      Session: 24 * 3600,
      Grant: 24 * 3600,
      Interaction: 3600,
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
    },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
  })
  const callback = provider.callback()

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse) {
    const [, , uid, action] = req.url!.split('?')[0]!.split('/')
    const details = await provider.interactionDetails(req, res)
    if (req.method === 'GET') {
      const page =
        details.prompt.name === 'login'
          ? `<h1>Company sign-in</h1><form method="post" action="/interaction/${uid}/login">
               <label>Account <input name="account" autocomplete="username"></label>
               <button>Sign in</button></form>`
          : `<h1>Allow StepUp?</h1><form method="post" action="/interaction/${uid}/confirm">
               <p>StepUp asks for your email, name and groups.</p><button>Allow</button></form>`
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><html lang="en"><title>Company sign-in</title><main>${page}</main></html>`)
      return
    }
    const body = new URLSearchParams(await readBody(req))
    if (action === 'login') {
      const accountId = body.get('account') ?? ''
      if (!accounts.has(accountId)) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(
          '<!doctype html><html lang="en"><title>Company sign-in</title><main><p>No such account</p></main></html>',
        )
        return
      }
      await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false })
      return
    }
    const { prompt, params, session } = details
    const grant = new provider.Grant({ accountId: session!.accountId, clientId: params.client_id as string })
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] }
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
    const grantId = await grant.save()
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
  }

  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.writeHead(500)
        res.end(String(error))
      })
    } else callback(req, res)
  })

  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>

function readBody(req: http.IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

/**
 * A browser's visit to the provider, for tests without one: follows its redirects with its
 * cookies, signs in as `account` and allows StepUp, and answers the address it sends the browser
 * back to (StepUp's callback, with the code and state).
 */
export async function signInAtProvider(authorizationUrl: string, account: string): Promise<URL> {
  const jar = new Map<string, string>()
  let url = new URL(authorizationUrl)
  let method = 'GET'
  let body: string | undefined
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = pair!.split('=')
      jar.set(name!.trim(), value.join('='))
    }
    const location = response.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.origin !== url.origin) return next
      url = next
      method = 'GET'
      body = undefined
      continue
    }
    const page = await response.text()
    const form = /<form method="post" action="([^"]+)"/.exec(page)
    if (!form) throw new Error(`the provider answered ${response.status} without a form: ${page.slice(0, 300)}`)
    url = new URL(form[1]!, url)
    method = 'POST'
    body = form[1]!.endsWith('/login') ? new URLSearchParams({ account }).toString() : ''
  }
  throw new Error('the provider never sent the browser back')
}
