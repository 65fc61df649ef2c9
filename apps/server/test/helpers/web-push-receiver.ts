import { execFileSync } from 'node:child_process'
import crypto, { type ECDH } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'

/** http_ece has no type declarations: the one call used here, as its README documents it. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer
}

/** A subscription as the browser's `PushSubscription.toJSON()` gives it to the app. */
export interface PushSubscriptionJson {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface ReceivedPush {
  subscriptionId: string
  endpoint: string
  /** The decrypted payload, as UTF-8 text. */
  payload: string
  /** The payload parsed as JSON, or undefined when it is not JSON. */
  json: unknown
  /** The delivery headers the sender set (RFC 8030 §5): undefined when absent. */
  headers: { ttl: number; urgency: string | undefined; topic: string | undefined }
  receivedAt: Date
}

export interface WebPushReceiver {
  /** `https://127.0.0.1:<port>`: the audience a VAPID token for this service must name. */
  origin: string
  /** The receiver's self-signed certificate (PEM). */
  certificate: string
  /** An agent that trusts `certificate`: pass it as web-push's `agent` option. */
  agent: https.Agent
  /** Every push taken, oldest first. */
  messages: ReceivedPush[]
  /** A fresh subscriber with its own keys, as a browser would create it. */
  newSubscription(): PushSubscriptionJson
  /** Refuse (403) pushes signed with any other VAPID key, as for a subscription made with `publicKey`. */
  expectVapidKey(publicKey: string | undefined): void
  /** From now on the subscription answers 410 Gone, as when its user revoked it. */
  gone(endpoint: string): void
  /** The next valid push to the subscription answers `status` instead of being taken, once. */
  failNext(endpoint: string, status: number): void
  /** Resolves with `messages` once at least `count` have arrived. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedPush[]>
  /** Forgets the messages taken so far. */
  clear(): void
  close(): Promise<void>
}

/** Bodies above this are refused unread: a push message is at most 4 KB once encrypted (RFC 8291 §4). */
const MAX_BODY_BYTES = 8 * 1024
/** RFC 8292 §2: a push service rejects tokens that expire more than 24 hours after the request. */
const MAX_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60

interface Subscriber {
  id: string
  endpoint: string
  ecdh: ECDH
  authSecret: Buffer
  gone: boolean
  failNext: number | undefined
}

/** A push refused with `status` and a short text saying why. */
class Refusal extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

/**
 * A push service on 127.0.0.1, standing for the browser vendor's (FCM, Mozilla autopush): it
 * takes pushes only as a real one does, so a test that passes here shows the app's VAPID token
 * and payload encryption would be accepted and readable by a browser. TLS with a self-signed
 * certificate, as every real push service speaks HTTPS (web-push sends over HTTPS only).
 */
export async function startWebPushReceiver(): Promise<WebPushReceiver> {
  const { key, certificate } = selfSignedCertificate()
  const subscribers = new Map<string, Subscriber>()
  const messages: ReceivedPush[] = []
  const arrivals = new Set<() => void>()
  let expectedVapidKey: string | undefined

  const server = https.createServer({ key, cert: certificate }, (req, res) => {
    handle(req).then(
      (location) => res.writeHead(201, { location }).end(),
      (error: unknown) => {
        const refusal = error instanceof Refusal ? error : new Refusal(500, String(error))
        // Closing after a refusal stops a sender that is still sending (an oversized body).
        res.writeHead(refusal.status, { 'content-type': 'text/plain', connection: 'close' }).end(refusal.message)
      },
    )
  })

  async function handle(req: http.IncomingMessage): Promise<string> {
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1]
    const subscriber = id === undefined ? undefined : subscribers.get(id)
    if (!subscriber) throw new Refusal(404, 'No such subscription')
    if (req.method !== 'POST') throw new Refusal(405, 'Pushes are POSTed')
    if (subscriber.gone) throw new Refusal(410, 'Subscription expired or unsubscribed')

    const body = await readBody(req)
    checkVapid(req.headers.authorization)

    // RFC 8030 §5.2: TTL is required; push services answer 400 without it.
    const ttl = Number(req.headers.ttl)
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) throw new Refusal(400, 'Missing TTL')
    // RFC 8291 §4: a browser decrypts aes128gcm only; an empty push carries no payload to encode.
    let payload = ''
    if (body.length > 0) {
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'Content-Encoding must be aes128gcm')
      try {
        payload = ece
          .decrypt(body, { version: 'aes128gcm', privateKey: subscriber.ecdh, authSecret: subscriber.authSecret })
          .toString('utf8')
      } catch (error) {
        // What the browser would drop: keys, salt or records the subscriber cannot decrypt.
        throw new Refusal(400, `Payload does not decrypt: ${(error as Error).message}`)
      }
    }

    if (subscriber.failNext !== undefined) {
      const status = subscriber.failNext
      subscriber.failNext = undefined
      throw new Refusal(status, 'Failing as asked')
    }

    messages.push({
      subscriptionId: subscriber.id,
      endpoint: subscriber.endpoint,
      payload,
      json: parseJson(payload),
      headers: { ttl, urgency: header(req, 'urgency'), topic: header(req, 'topic') },
      receivedAt: new Date(),
    })
    for (const arrived of arrivals) arrived()
    return `/message/${messages.length}`
  }

  /**
   * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`, the form web-push sends with
   * aes128gcm. Absent or unreadable answers 401; a token that reads but does not hold answers 403.
   */
  function checkVapid(authorization: string | undefined) {
    const params = /^vapid\s+(.+)$/i.exec(authorization ?? '')?.[1]
    if (params === undefined) throw new Refusal(401, 'Missing vapid authorization')
    const fields = new Map(params.split(',').map((field) => field.trim().split(/=(.*)/s, 2) as [string, string]))
    const token = fields.get('t')
    const publicKey = Buffer.from(fields.get('k') ?? '', 'base64url')
    // §3.2: k is the application server's P-256 key, uncompressed.
    if (publicKey.length !== 65 || publicKey[0] !== 0x04) throw new Refusal(401, 'k is not a P-256 public key')
    // §4: a subscription made with an applicationServerKey takes pushes signed with that key only.
    if (expectedVapidKey !== undefined && !publicKey.equals(Buffer.from(expectedVapidKey, 'base64url'))) {
      throw new Refusal(403, 'VAPID key does not match the subscription')
    }

    const [encodedHeader, encodedClaims, encodedSignature, ...rest] = (token ?? '').split('.')
    if (!encodedHeader || !encodedClaims || !encodedSignature || rest.length > 0) {
      throw new Refusal(401, 't is not a JWT')
    }
    const jwtHeader = parseJson(Buffer.from(encodedHeader, 'base64url').toString('utf8')) as { alg?: unknown }
    const claims = parseJson(Buffer.from(encodedClaims, 'base64url').toString('utf8')) as Record<string, unknown>
    if (typeof jwtHeader !== 'object' || typeof claims !== 'object' || !jwtHeader || !claims) {
      throw new Refusal(401, 't is not a JWT')
    }
    // §2: the token is a JWS signed with ES256, the signature being r||s (RFC 7518 §3.4).
    if (jwtHeader.alg !== 'ES256') throw new Refusal(403, 'JWT alg must be ES256')
    const signed = crypto.verify(
      'sha256',
      Buffer.from(`${encodedHeader}.${encodedClaims}`),
      { key: p256PublicKey(publicKey), dsaEncoding: 'ieee-p1363' },
      Buffer.from(encodedSignature, 'base64url'),
    )
    if (!signed) throw new Refusal(403, 'JWT signature does not verify with k')

    // §2: aud names this push service's origin, so a token cannot be replayed to another one.
    if (claims.aud !== origin) throw new Refusal(403, `JWT aud must be ${origin}`)
    // §2: the token expires, and within 24 hours, so a leaked one is soon useless.
    const now = Date.now() / 1000
    if (typeof claims.exp !== 'number' || claims.exp <= now) throw new Refusal(403, 'JWT expired')
    if (claims.exp > now + MAX_TOKEN_LIFETIME_SECONDS) throw new Refusal(403, 'JWT exp more than 24 h ahead')
    // §2.1: sub is how the service reaches the sender; Mozilla and Apple refuse tokens without it.
    if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
      throw new Refusal(403, 'JWT sub must be a mailto: or https: URL')
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  const agent = new https.Agent({ ca: certificate })

  const byEndpoint = (endpoint: string) => {
    const subscriber = [...subscribers.values()].find((candidate) => candidate.endpoint === endpoint)
    if (!subscriber) throw new Error(`No subscription at ${endpoint}`)
    return subscriber
  }

  return {
    origin,
    certificate,
    agent,
    messages,
    newSubscription() {
      const id = crypto.randomBytes(16).toString('base64url')
      const ecdh = crypto.createECDH('prime256v1')
      ecdh.generateKeys()
      const subscriber = {
        id,
        endpoint: `${origin}/push/${id}`,
        ecdh,
        authSecret: crypto.randomBytes(16),
        gone: false,
        failNext: undefined,
      }
      subscribers.set(id, subscriber)
      return {
        endpoint: subscriber.endpoint,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: subscriber.authSecret.toString('base64url') },
      }
    },
    expectVapidKey(publicKey) {
      expectedVapidKey = publicKey
    },
    gone(endpoint) {
      byEndpoint(endpoint).gone = true
    },
    failNext(endpoint, status) {
      byEndpoint(endpoint).failNext = status
    },
    waitForMessages(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return
          clearTimeout(timer)
          arrivals.delete(check)
          resolve(messages)
        }
        const timer = setTimeout(() => {
          arrivals.delete(check)
          const arrived = messages.map((message) => `  ${message.endpoint}: ${message.payload}`).join('\n')
          reject(
            new Error(`Expected ${count} push message(s) within ${timeoutMs} ms, got ${messages.length}\n${arrived}`),
          )
        }, timeoutMs)
        arrivals.add(check)
        check()
      })
    },
    clear() {
      messages.length = 0
    },
    async close() {
      agent.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Reads the body, refusing (413) past MAX_BODY_BYTES without taking in more. */
function readBody(req: http.IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    return Promise.reject(new Refusal(413, 'Payload too large'))
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data').pause()
        reject(new Refusal(413, 'Payload too large'))
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/** The public key object of an uncompressed P-256 point (0x04 || x || y). */
function p256PublicKey(point: Buffer) {
  const coordinate = (start: number) => point.subarray(start, start + 32).toString('base64url')
  try {
    return crypto.createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) },
      format: 'jwk',
    })
  } catch {
    throw new Refusal(401, 'k is not a point on P-256')
  }
}

function header(req: http.IncomingMessage, name: string) {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A self-signed P-256 certificate for 127.0.0.1, valid for a day, made by openssl. */
function selfSignedCertificate() {
  const pem = execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', '-'],
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  )
  const block = (label: string) => {
    const found = new RegExp(`-----BEGIN ${label}-----[^-]+-----END ${label}-----`).exec(pem)?.[0]
    if (!found) throw new Error(`openssl wrote no ${label}`)
    return found
  }
  return { key: block('PRIVATE KEY'), certificate: block('CERTIFICATE') }
}
