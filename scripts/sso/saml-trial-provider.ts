import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { inflateRaw } from 'node:zlib'
import { parseStringPromise, processors } from 'xml2js'

/** A person at the trial identity provider: what its assertions say of them. */
export interface SamlAccount {
  email: string
  name?: string
  groups?: string[]
}

/** What a test may change in one answer, to see StepUp refuse it. */
export interface AnswerChanges {
  audience?: string
  recipient?: string
  destination?: string
  issuer?: string
  inResponseTo?: string
  /** Milliseconds added to the clock the answer is written by (negative: an old answer). */
  shiftMs?: number
  /** Leave the assertion unsigned. */
  unsigned?: boolean
  /**
   * Write the assertion as a provider does unasked (a dashboard tile's sign-in): its subject
   * confirmation answers no request, though the response around it names one.
   */
  unasked?: boolean
}

/** The answer the provider's page posts to StepUp's assertion consumer service. */
export interface SamlAnswer {
  acsUrl: string
  SAMLResponse: string
  RelayState: string
}

/**
 * What is used of samlify here. It is CommonJS whose exports Node's ESM loader cannot all name, so
 * it is required, as it is written; and its own types bring the browser's DOM into every program
 * that imports this file, the server's tests among them, where `fetch` must keep Node's types.
 */
interface Samlify {
  setSchemaValidator(validator: { validate: (xml: string) => Promise<string> }): void
  IdentityProvider(settings: Record<string, unknown>): {
    getMetadata(): string
    createLoginResponse(
      sp: unknown,
      requestInfo: unknown,
      binding: 'post',
      user: object,
      fill: (template: string) => { id: string; context: string },
    ): Promise<{ context: string }>
  }
  ServiceProvider(settings: Record<string, unknown>): unknown
  SamlLib: { defaultLoginResponseTemplate: { context: string } }
}
const samlify = createRequire(import.meta.url)('samlify') as Samlify

// A key of the trial provider's own, made for it alone: it signs nothing anywhere else.
const KEY = readFileSync(new URL('./saml-trial-provider.key', import.meta.url), 'utf8')
const CERTIFICATE = readFileSync(new URL('./saml-trial-provider.crt', import.meta.url), 'utf8')
const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST'
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect'
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'

// samlify checks what it reads against the SAML schemas; this provider reads no SAML it did not
// parse itself (the AuthnRequest, below), so no schema validator is plugged in.
samlify.setSchemaValidator({ validate: async () => 'not validated' })

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[char]};`)

/**
 * A SAML 2.0 identity provider (samlify's) on a port of this computer, with a signing key of its
 * own, its metadata at `/metadata`, and a sign-in page at `/sso` (an account name and a button, as
 * a company's provider has) that posts a signed assertion back to the service provider. Its
 * assertions carry the email as NameID and as `email`, the name as `displayName`, and the groups
 * as `groups`. The tests answer StepUp's requests with it; an admin tries SAML with it
 * (`npm run sso-trial`).
 */
export async function startSamlTestProvider({ port = 0 } = {}) {
  const accounts = new Map<string, SamlAccount>()
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const entityId = `${origin}/metadata`
  const ssoUrl = `${origin}/sso`
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey: KEY,
    signingCert: CERTIFICATE,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [{ Binding: REDIRECT_BINDING, Location: ssoUrl }],
    wantAuthnRequestsSigned: false,
  })

  /** The provider's signed answer to the AuthnRequest in `requestUrl`'s query, for `account`. */
  async function answer(requestUrl: string, account: string, changes: AnswerChanges = {}): Promise<SamlAnswer> {
    const query = new URL(requestUrl).searchParams
    const request = await readAuthnRequest(query.get('SAMLRequest') ?? '')
    const person = accounts.get(account)
    if (!person) throw new Error(`no account ${account} at the provider`)
    const sp = samlify.ServiceProvider({
      entityID: request.issuer,
      assertionConsumerService: [{ Binding: POST_BINDING, Location: request.acsUrl }],
      wantAssertionsSigned: !changes.unsigned,
    })
    const now = new Date(Date.now() + (changes.shiftMs ?? 0))
    const later = new Date(now.getTime() + 5 * 60_000)
    const attributes = [
      ['email', [person.email]],
      ['displayName', person.name ? [person.name] : []],
      ['groups', person.groups ?? []],
    ] as const
    const values = {
      ID: `_${crypto.randomUUID()}`,
      AssertionID: `_${crypto.randomUUID()}`,
      Destination: changes.destination ?? request.acsUrl,
      Audience: changes.audience ?? request.issuer,
      SubjectRecipient: changes.recipient ?? request.acsUrl,
      Issuer: changes.issuer ?? entityId,
      IssueInstant: now.toISOString(),
      StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ConditionsNotBefore: now.toISOString(),
      ConditionsNotOnOrAfter: later.toISOString(),
      SubjectConfirmationDataNotOnOrAfter: later.toISOString(),
      NameIDFormat: EMAIL_FORMAT,
      NameID: person.email,
      InResponseTo: changes.inResponseTo ?? request.id,
    }
    // Two parts are XML of their own; every other value is text, escaped where it goes.
    const fragments: Record<string, string> = {
      AuthnStatement: `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${crypto.randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
      AttributeStatement: `<saml:AttributeStatement>${attributes
        .filter(([, list]) => list.length > 0)
        .map(
          ([name, list]) =>
            `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${list
              .map((value) => `<saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue>`)
              .join('')}</saml:Attribute>`,
        )
        .join('')}</saml:AttributeStatement>`,
    }
    const fill = (template: string) =>
      (changes.unasked ? template.replace(' InResponseTo="{InResponseTo}"/>', '/>') : template).replace(
        /\{(\w+)\}/g,
        (_, key: string) => (key in fragments ? fragments[key]! : escapeXml(values[key as keyof typeof values] ?? '')),
      )
    let SAMLResponse: string
    if (changes.unsigned) {
      SAMLResponse = Buffer.from(fill(samlify.SamlLib.defaultLoginResponseTemplate.context)).toString('base64')
    } else {
      const made = await idp.createLoginResponse(
        sp,
        { extract: { request: { id: request.id } } },
        'post',
        {},
        (template: string) => ({ id: values.ID, context: fill(template) }),
      )
      SAMLResponse = made.context
    }
    return { acsUrl: request.acsUrl, SAMLResponse, RelayState: query.get('RelayState') ?? '' }
  }

  server.on('request', (req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(error))
    })
  })

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', origin)
    const html = (body: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><html lang="en"><title>Company sign-in</title><main>${body}</main></html>`)
    }
    if (url.pathname === '/metadata') {
      res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' })
      res.end(idp.getMetadata())
      return
    }
    if (url.pathname !== '/sso') {
      res.writeHead(404)
      res.end()
      return
    }
    if (req.method === 'GET') {
      html(`<h1>Company sign-in</h1><form method="post" action="/sso">
        <input type="hidden" name="request" value="${escapeXml(url.toString())}">
        <label>Account <input name="account" autocomplete="username"></label>
        <button>Sign in</button></form>`)
      return
    }
    const body = new URLSearchParams(await readBody(req))
    const account = body.get('account') ?? ''
    if (!accounts.has(account)) return html('<p>No such account</p>')
    const made = await answer(body.get('request') ?? '', account)
    // The HTTP-POST binding: a form the page submits by itself to StepUp's assertion consumer service.
    html(`<form method="post" action="${escapeXml(made.acsUrl)}">
      <input type="hidden" name="SAMLResponse" value="${made.SAMLResponse}">
      <input type="hidden" name="RelayState" value="${escapeXml(made.RelayState)}">
      <noscript><button>Continue</button></noscript></form>
      <script>document.forms[0].submit()</script>`)
  }

  return {
    entityId,
    ssoUrl,
    metadataUrl: entityId,
    metadata: () => idp.getMetadata(),
    accounts,
    answer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type SamlTestProvider = Awaited<ReturnType<typeof startSamlTestProvider>>

/** The AuthnRequest of the HTTP-Redirect binding: deflated, base64, in the query. */
async function readAuthnRequest(encoded: string) {
  const xml = (await promisify(inflateRaw)(Buffer.from(encoded, 'base64'))).toString('utf8')
  const parsed = await parseStringPromise(xml, { tagNameProcessors: [processors.stripPrefix] })
  const request = parsed.AuthnRequest
  const issuer = request?.Issuer?.[0]
  return {
    id: String(request?.$?.ID ?? ''),
    acsUrl: String(request?.$?.AssertionConsumerServiceURL ?? ''),
    issuer: String(typeof issuer === 'string' ? issuer : (issuer?._ ?? '')),
  }
}

function readBody(req: http.IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}
