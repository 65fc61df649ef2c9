import crypto from 'node:crypto'
import https from 'node:https'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import webpush, { type RequestOptions, type WebPushError } from 'web-push'
import { startWebPushReceiver, type PushSubscriptionJson, type WebPushReceiver } from './helpers/web-push-receiver.ts'

describe('the local push service takes what web-push sends, as a browser vendor would', () => {
  let receiver: WebPushReceiver
  const vapid = webpush.generateVAPIDKeys()
  const subject = 'mailto:admin@example.com'
  const text = JSON.stringify({ title: 'Hi', body: 'שלום' })
  let options: RequestOptions

  beforeAll(async () => {
    receiver = await startWebPushReceiver()
    options = {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: 60,
      urgency: 'normal',
      topic: 'abc',
      agent: receiver.agent,
    }
  })
  afterAll(() => receiver.close())
  beforeEach(() => {
    receiver.clear()
    receiver.expectVapidKey(undefined)
  })

  /** POSTs what web-push would send to `subscription`, with `change` applied to its headers and body. */
  function send(
    subscription: PushSubscriptionJson,
    change: (request: { headers: Record<string, string>; body: Buffer }) => void = () => {},
  ) {
    const details = webpush.generateRequestDetails(subscription, text, options)
    const request = { headers: { ...details.headers } as Record<string, string>, body: details.body }
    change(request)
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      https
        .request(details.endpoint, { method: 'POST', headers: request.headers, agent: receiver.agent }, (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: body }))
        })
        .on('error', reject)
        .end(request.body)
    })
  }

  /** A VAPID token with `claims`, signed with `keys` (web-push's base64url raw keys). */
  function vapidToken(claims: Record<string, unknown>, keys = vapid) {
    const point = Buffer.from(keys.publicKey, 'base64url')
    const privateKey = crypto.createPrivateKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
        d: keys.privateKey,
      },
      format: 'jwk',
    })
    const signed = [{ typ: 'JWT', alg: 'ES256' }, claims]
      .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
      .join('.')
    const signature = crypto.sign('sha256', Buffer.from(signed), { key: privateKey, dsaEncoding: 'ieee-p1363' })
    return `${signed}.${signature.toString('base64url')}`
  }
  const inOneHour = () => Math.floor(Date.now() / 1000) + 3600

  it('gives a subscription in the shape of PushSubscription.toJSON()', () => {
    const subscription = receiver.newSubscription()
    expect(subscription.endpoint).toMatch(new RegExp(`^${receiver.origin}/push/[\\w-]+$`))
    expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65)
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16)
    expect(subscription.keys.p256dh).toMatch(/^[\w-]+$/)
  })

  it('web-push sends aes128gcm with an RFC 8292 "vapid t=, k=" authorization by default', () => {
    const details = webpush.generateRequestDetails(receiver.newSubscription(), text, options)
    expect(details.headers['Content-Encoding']).toBe('aes128gcm')
    expect(details.headers.Authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/)
    expect(details.headers['Crypto-Key']).toBeUndefined()
  })

  it('decrypts the payload and keeps the delivery headers', async () => {
    const subscription = receiver.newSubscription()
    const result = await webpush.sendNotification(subscription, text, options)
    expect(result.statusCode).toBe(201)
    const [message] = await receiver.waitForMessages(1)
    expect(message).toMatchObject({
      endpoint: subscription.endpoint,
      payload: text,
      json: { title: 'Hi', body: 'שלום' },
      headers: { ttl: 60, urgency: 'normal', topic: 'abc' },
    })
    expect(subscription.endpoint.endsWith(`/${message?.subscriptionId}`)).toBe(true)
  })

  it('refuses a push signed with another VAPID key than the subscription was made with', async () => {
    const subscription = receiver.newSubscription()
    receiver.expectVapidKey(webpush.generateVAPIDKeys().publicKey)
    const error = await webpush.sendNotification(subscription, text, options).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(webpush.WebPushError)
    expect((error as WebPushError).statusCode).toBe(403)
    receiver.expectVapidKey(vapid.publicKey)
    await expect(webpush.sendNotification(subscription, text, options)).resolves.toMatchObject({ statusCode: 201 })
    expect(receiver.messages).toHaveLength(1)
  })

  it('refuses tokens a push service would not take', async () => {
    const subscription = receiver.newSubscription()
    const withToken = (claims: Record<string, unknown>, keys = vapid) =>
      send(subscription, (request) => {
        request.headers.Authorization = `vapid t=${vapidToken(claims, keys)}, k=${vapid.publicKey}`
      })
    const claims = { aud: receiver.origin, exp: inOneHour(), sub: subject }

    expect((await withToken(claims)).status).toBe(201)
    expect(await send(subscription, (request) => delete request.headers.Authorization)).toMatchObject({ status: 401 })
    const legacy = (request: { headers: Record<string, string> }) => {
      request.headers.Authorization = `WebPush ${vapidToken(claims)}`
    }
    expect((await send(subscription, legacy)).status).toBe(401)
    expect(await withToken(claims, webpush.generateVAPIDKeys())).toMatchObject({ status: 403, text: /signature/ })
    expect(await withToken({ ...claims, aud: 'https://push.example.com' })).toMatchObject({ status: 403, text: /aud/ })
    expect((await withToken({ ...claims, exp: inOneHour() - 7200 })).status).toBe(403)
    expect((await withToken({ ...claims, exp: inOneHour() + 48 * 3600 })).status).toBe(403)
    expect((await withToken({ ...claims, sub: undefined })).status).toBe(403)
    expect(receiver.messages).toHaveLength(1)
  })

  it('refuses what a browser could not read, and bodies past 8 KB', async () => {
    const subscription = receiver.newSubscription()
    const other = receiver.newSubscription()
    expect((await send({ ...subscription, keys: other.keys })).status).toBe(400)
    expect((await send(subscription, (request) => delete request.headers.TTL)).status).toBe(400)
    const aesgcm = (request: { headers: Record<string, string> }) => {
      request.headers['Content-Encoding'] = 'aesgcm'
    }
    expect((await send(subscription, aesgcm)).status).toBe(415)
    const huge = (request: { headers: Record<string, string>; body: Buffer }) => {
      request.body = Buffer.alloc(9000)
      request.headers['Content-Length'] = '9000'
    }
    expect((await send(subscription, huge)).status).toBe(413)
    expect((await send({ ...subscription, endpoint: `${receiver.origin}/push/unknown` })).status).toBe(404)
    expect(receiver.messages).toHaveLength(0)
  })

  it('answers 410 Gone once the subscription is revoked', async () => {
    const subscription = receiver.newSubscription()
    receiver.gone(subscription.endpoint)
    const error = await webpush.sendNotification(subscription, text, options).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(webpush.WebPushError)
    expect(error).toMatchObject({ statusCode: 410, endpoint: subscription.endpoint })
    expect(receiver.messages).toHaveLength(0)
  })

  it('fails the next push once when asked, then takes pushes again', async () => {
    const subscription = receiver.newSubscription()
    receiver.failNext(subscription.endpoint, 500)
    await expect(webpush.sendNotification(subscription, text, options)).rejects.toMatchObject({ statusCode: 500 })
    receiver.failNext(subscription.endpoint, 429)
    await expect(webpush.sendNotification(subscription, text, options)).rejects.toMatchObject({ statusCode: 429 })
    await expect(webpush.sendNotification(subscription, text, options)).resolves.toMatchObject({ statusCode: 201 })
    expect(await receiver.waitForMessages(1)).toHaveLength(1)
  })

  it('says what arrived when fewer messages came than awaited', async () => {
    await webpush.sendNotification(receiver.newSubscription(), text, options)
    await expect(receiver.waitForMessages(2, 50)).rejects.toThrow(
      /Expected 2 push message\(s\) within 50 ms, got 1\n.*שלום/,
    )
  })
})
