import { compileErrors, validate } from '@readme/openapi-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_INGEST_KEY, TEST_ORIGIN, type TestApp } from '../helpers/app.ts'
import { addMember } from '../helpers/members.ts'

/**
 * The API document is complete: every operation is named, says who may call it, lists every
 * status it answers with the error body, and documents the body it reads. Checked on the document
 * itself and against real failing calls, so that a route added without its documentation fails.
 */

interface Operation {
  method: string
  path: string
  id: string
  spec: any
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/**
 * The calls that carry their own credential, which the origin check leaves alone: a bearer token,
 * a mail's signed unsubscribe link, or a SAML provider's signed answer.
 */
const BEARER_PREFIXES = [
  '/api/ingest/',
  '/api/push/',
  '/api/scim/',
  '/api/notifications/unsubscribe',
  '/api/auth/sso/saml/acs',
]
/** The SCIM service answers its errors as RFC 7644 writes them, in its own media type. */
const SCIM_PREFIX = '/api/scim/'
const errorBodyOf = (operation: Operation, response: any) =>
  operation.path.startsWith(SCIM_PREFIX)
    ? response.content?.['application/scim+json']?.schema?.$ref === '#/components/schemas/ScimError'
    : response.content?.['application/json']?.schema?.$ref === '#/components/schemas/Error'

function operationsOf(document: any): Operation[] {
  return Object.entries<Record<string, any>>(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, spec]) => ({
        method: method.toUpperCase(),
        path,
        id: `${method.toUpperCase()} ${path}`,
        spec,
      })),
  )
}

const schemesOf = (operation: Operation): string[] =>
  (operation.spec.security ?? []).flatMap((requirement: object) => Object.keys(requirement))

const documents = (operation: Operation, status: number) => String(status) in operation.spec.responses

function urlOf(operation: Operation, value: (param: string) => string) {
  return operation.path.replace(/\{(\w+)\}/g, (_match, param: string) => value(param))
}

/** Path values that name nothing that exists: a valid id, or a valid day. */
const absent = (param: string) => (param === 'date' ? '2026-01-15' : '2147483000')

describe('the API document', () => {
  let t: TestApp
  let document: any
  let operations: Operation[]
  let pushToken: string
  let scimToken: string

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: 'completeness-scrape-token' })
    document = (await t.request('GET', '/api/docs/json')).body
    operations = operationsOf(document)
    const owner = await addMember(t.db)
    pushToken = (await t.request('POST', '/api/me/push-tokens', { cookie: owner.cookie })).body.token
    expect(pushToken).toEqual(expect.any(String))
    const admin = await addMember(t.db, { admin: true })
    scimToken = (await t.request('POST', '/api/admin/scim/token', { cookie: admin.cookie })).body.token
    expect(scimToken).toEqual(expect.any(String))
  })
  afterAll(() => t.close())

  /** Credentials that get a call past its security: a fresh member or admin, a key or a token. */
  async function credentialsFor(operation: Operation, as?: 'member'): Promise<Record<string, string>> {
    const schemes = schemesOf(operation)
    if (schemes.includes('ingestKey')) return { authorization: `Bearer ${TEST_INGEST_KEY}` }
    if (schemes.includes('pushToken')) return { authorization: `Bearer ${pushToken}` }
    if (schemes.includes('scimToken')) return { authorization: `Bearer ${scimToken}` }
    if (schemes.includes('adminSession')) return { cookie: (await addMember(t.db, { admin: as !== 'member' })).cookie }
    if (schemes.includes('session')) return { cookie: (await addMember(t.db)).cookie }
    return {}
  }

  it('is valid OpenAPI, by an OpenAPI validator', async () => {
    const result = await validate(structuredClone(document))
    expect(result.valid ? '' : compileErrors(result)).toBe('')
    expect(result.specification).toBe('OpenAPI')
  })

  it('names every operation once, in camelCase', () => {
    expect(operations.length).toBeGreaterThan(80)
    const unnamed = operations.filter((o) => !/^[a-z][a-zA-Z0-9]*$/.test(o.spec.operationId ?? '')).map((o) => o.id)
    expect(unnamed).toEqual([])
    const seen = new Map<string, string>()
    const duplicates: string[] = []
    for (const operation of operations) {
      const other = seen.get(operation.spec.operationId)
      if (other) duplicates.push(`${operation.spec.operationId}: ${other} and ${operation.id}`)
      seen.set(operation.spec.operationId, operation.id)
    }
    expect(duplicates).toEqual([])
  })

  it('says who may call every operation, by schemes it defines', () => {
    const defined = Object.keys(document.components.securitySchemes)
    expect(defined).toEqual(
      expect.arrayContaining(['session', 'adminSession', 'ingestKey', 'pushToken', 'metricsToken', 'scimToken']),
    )
    const unsaid = operations.filter((o) => !Array.isArray(o.spec.security)).map((o) => o.id)
    expect(unsaid).toEqual([])
    const unknown = operations.filter((o) => schemesOf(o).some((scheme) => !defined.includes(scheme))).map((o) => o.id)
    expect(unknown).toEqual([])
    const byScheme = (scheme: string) => operations.filter((o) => schemesOf(o).includes(scheme)).map((o) => o.id)
    expect(byScheme('ingestKey')).toEqual(['POST /api/ingest/steps'])
    expect(byScheme('pushToken')).toEqual(['POST /api/push/steps'])
    expect(byScheme('scimToken').every((id) => id.includes(' /api/scim/v2/'))).toBe(true)
    expect(byScheme('scimToken')).toEqual(
      expect.arrayContaining([
        'GET /api/scim/v2/Users',
        'PATCH /api/scim/v2/Users/{id}',
        'GET /api/scim/v2/Groups',
        'PATCH /api/scim/v2/Groups/{id}',
      ]),
    )
    expect(byScheme('adminSession')).toEqual(expect.arrayContaining(['GET /api/admin/audit', 'POST /api/challenges']))
    const publicOnes = operations.filter((o) => o.spec.security.length === 0).map((o) => o.id)
    expect(publicOnes.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/health/live',
        'GET /api/health/ready',
        'GET /api/notifications/unsubscribe',
        'GET /api/uploads/config',
        'POST /api/notifications/unsubscribe',
        'POST /api/auth/forgot-password',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'POST /api/auth/register',
        'POST /api/auth/reset-password',
        'GET /api/auth/join-rules',
        'GET /api/auth/invitations/{token}',
        'POST /api/auth/verify-email',
        'GET /api/auth/sso/oidc',
        'GET /api/auth/sso/oidc/callback',
        'GET /api/auth/sso/logout',
        'GET /api/auth/sso/saml',
        'POST /api/auth/sso/saml/acs',
        'GET /api/auth/sso/saml/finish',
        'GET /api/auth/sso/saml/metadata',
      ].sort(),
    )
  })

  it('lists the error answers each operation gives by what it is, with the error body', () => {
    const missing: string[] = []
    const expectStatus = (operation: Operation, status: number, why: string) => {
      if (!documents(operation, status))
        missing.push(`${operation.id} (${operation.spec.operationId}): ${status}, ${why}`)
    }
    for (const operation of operations) {
      const parameters: { in: string }[] = operation.spec.parameters ?? []
      const writes = WRITES.has(operation.method)
      const schemes = schemesOf(operation)
      if (writes || parameters.length > 0) expectStatus(operation, 400, 'it validates input')
      if (schemes.length > 0) expectStatus(operation, 401, 'it takes credentials')
      if (schemes.includes('adminSession')) expectStatus(operation, 403, 'admins only')
      if (writes && !BEARER_PREFIXES.some((prefix) => operation.path.startsWith(prefix)))
        expectStatus(operation, 403, 'the origin check')
      if (writes) expectStatus(operation, 413, 'its body is limited')
      if (!schemes.includes('metricsToken') && operation.path !== '/api/health/live')
        expectStatus(operation, 503, 'it reaches the database')
      for (const [status, response] of Object.entries<any>(operation.spec.responses)) {
        if (Number(status) < 400 || operation.path.startsWith('/api/health')) continue
        if (!errorBodyOf(operation, response)) missing.push(`${operation.id}: ${status} without the error body`)
      }
    }
    expect(missing).toEqual([])
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      properties: { error: { type: 'string' }, key: { type: 'string' } },
      required: ['error'],
    })
    expect(document.components.schemas.ScimError).toMatchObject({
      type: 'object',
      properties: { schemas: { type: 'array' }, status: { type: 'string' }, detail: { type: 'string' } },
      required: ['schemas', 'status'],
    })
    const rateLimited = operations.filter((o) => documents(o, 429)).map((o) => o.id)
    expect(rateLimited).toEqual(
      expect.arrayContaining(['POST /api/auth/register', 'POST /api/auth/login', 'POST /api/auth/forgot-password']),
    )
  })

  it('documents the body of the ingest and push calls row by row', () => {
    const ingest = document.paths['/api/ingest/steps'].post.requestBody.content['application/json'].schema
    expect(ingest.properties.entries.items).toMatchObject({
      properties: { sensorUserId: { type: 'string' }, date: { type: 'string' }, steps: { type: 'integer' } },
      required: ['sensorUserId', 'date', 'steps'],
    })
    const push = document.paths['/api/push/steps'].post.requestBody.content['application/json'].schema
    const [entries, healthAutoExport] = push.anyOf
    expect(entries.properties.entries.items.required).toEqual(['date', 'steps'])
    expect(healthAutoExport.properties.data.properties.metrics.items.properties.data.items).toMatchObject({
      properties: { date: { type: 'string' }, qty: { type: 'number' } },
      required: ['date', 'qty'],
    })
  })

  it('documents a multipart form, with its file field, for every call that reads one', async () => {
    const boundary = 'stepup-boundary'
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file here\r\n--${boundary}--\r\n`
    const readsForms: string[] = []
    const wrong: string[] = []
    for (const operation of operations.filter((o) => WRITES.has(o.method))) {
      const response = await t.app.inject({
        method: operation.method as 'POST',
        url: urlOf(operation, absent),
        headers: {
          origin: TEST_ORIGIN,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(await credentialsFor(operation)),
        },
        payload: form,
      })
      const documented = operation.spec.requestBody?.content?.['multipart/form-data']?.schema
      // A call without a multipart parser refuses the form's content type before anything else.
      const reads = response.statusCode !== 415
      if (reads) readsForms.push(operation.id)
      if (reads !== Boolean(documented)) wrong.push(`${operation.id}: answers ${response.statusCode} to a form`)
      else if (documented && documented.properties?.file?.format !== 'binary') wrong.push(`${operation.id}: no file`)
    }
    expect(wrong).toEqual([])
    expect(readsForms.sort()).toEqual(
      [
        'POST /api/admin/steps/import',
        'POST /api/challenges/{id}/completions',
        'POST /api/me/imports',
        'POST /api/uploads',
      ].sort(),
    )
  })

  it('documents every status that failing calls to every operation answer', { timeout: 120_000 }, async () => {
    const undocumented: string[] = []
    const answered = new Map<number, number>()
    let sent = 0
    for (const [index, operation] of operations.entries()) {
      const writes = WRITES.has(operation.method)
      const call = async (
        label: string,
        options: { headers?: Record<string, string>; url?: string; payload?: string; credentials?: 'member' | 'none' },
      ) => {
        const credentials = options.credentials === 'none' ? {} : await credentialsFor(operation, options.credentials)
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url: options.url ?? urlOf(operation, absent),
          headers: {
            ...(writes && { origin: TEST_ORIGIN }),
            'x-forwarded-for': `10.7.${index}.${sent % 250}`,
            ...credentials,
            ...(options.payload !== undefined && { 'content-type': 'application/json' }),
            ...options.headers,
          },
          ...(options.payload !== undefined && { payload: options.payload }),
        })
        sent += 1
        answered.set(response.statusCode, (answered.get(response.statusCode) ?? 0) + 1)
        if (!documents(operation, response.statusCode))
          undocumented.push(`${operation.id} (${label}): ${response.statusCode} ${response.body.slice(0, 120)}`)
        return response.statusCode
      }

      const schemes = schemesOf(operation)
      const anonymous = await call('without credentials', { credentials: 'none' })
      if (schemes.length > 0 && anonymous !== 401) undocumented.push(`${operation.id}: open without credentials`)
      if (schemes.length === 0 && anonymous === 401) undocumented.push(`${operation.id}: takes credentials unsaid`)
      if (schemes.includes('adminSession')) await call('as a member', { credentials: 'member' })
      if (operation.path.includes('{')) await call('invalid path', { url: urlOf(operation, () => '0') })
      if (operation.spec.parameters?.some((p: { in: string }) => p.in === 'query'))
        await call('invalid query', { url: `${urlOf(operation, absent)}?limit=-5&page=x&period=never&before=x` })
      await call('names nothing', writes ? { payload: '{}' } : {})
      if (writes) {
        await call('from another site', { headers: { origin: 'https://elsewhere.example' } })
        await call('not JSON', { payload: '{' })
        await call('XML', { headers: { 'content-type': 'application/xml' }, payload: '<a/>' })
        await call('too large', { payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }) })
      }
    }
    expect(undocumented).toEqual([])
    expect(sent).toBeGreaterThan(400)
    expect([...answered.keys()]).toEqual(expect.arrayContaining([400, 401, 403, 404, 413, 415]))
  })

  it('documents the 503 every operation answers while the database is gone', async () => {
    const credentials = new Map<string, Record<string, string>>()
    for (const operation of operations) credentials.set(operation.id, await credentialsFor(operation))
    await t.database.close()
    // Closed once, here; the app's own close must not close it again.
    t.database.close = () => Promise.resolve()
    const undocumented: string[] = []
    let unavailable = 0
    for (const operation of operations) {
      const writes = WRITES.has(operation.method)
      const response = await t.app.inject({
        method: operation.method as 'GET',
        url: urlOf(operation, absent),
        headers: { ...(writes && { origin: TEST_ORIGIN }), ...credentials.get(operation.id) },
        ...(writes && { payload: {} }),
      })
      if (response.statusCode === 503) unavailable += 1
      if (!documents(operation, response.statusCode))
        undocumented.push(`${operation.id}: ${response.statusCode} ${response.body.slice(0, 120)}`)
    }
    expect(undocumented).toEqual([])
    expect(unavailable).toBeGreaterThan(operations.length * 0.8)
  })
})
