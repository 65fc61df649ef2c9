import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_INGEST_KEY, TEST_ORIGIN, type TestApp } from '../helpers/app.ts'

/**
 * Malformed requests to every route of the OpenAPI document: wrong types, huge strings, deep
 * nesting, NUL characters, wrong or missing content types, empty and cut-off bodies, junk in
 * path and query. Whatever comes in, the answer is a 4xx (or a success): a 5xx is a bug.
 *
 * The random part is seeded, so a failure replays; FUZZ_SEED picks another seed and FUZZ_RUNS
 * more bodies per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125)
const RANDOM_BODIES_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12)

interface Operation {
  method: string
  path: string
  pathParams: string[]
  queryParams: string[]
  bodyProperties: Record<string, unknown>
  consumes: string[]
}

interface Attempt {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

/** Values that break a careless reader: every JSON type, edges of numbers and strings. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '2026-02-30',
  '9999-12-31T23:59:59.999Z',
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'x'.repeat(100_000),
  [],
  [1, 'two', null],
  {},
  { __proto__: { isAdmin: true } },
  { constructor: { prototype: { isAdmin: true } } },
]

const HOSTILE_PATH_VALUES = [
  '0',
  '-1',
  '1.5',
  'abc',
  '99999999999999999999999',
  '%00',
  '%2e%2e%2f',
  encodeURIComponent('x'.repeat(5_000)),
  encodeURIComponent("1'; select 1; --"),
]

/** Raw bodies, each with the content type it is sent under. */
const RAW_BODIES: { contentType?: string; payload: string | Buffer }[] = [
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":1}garbage' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"a string"' },
  { contentType: 'application/json', payload: '[1,2,3]' },
  { contentType: 'application/json', payload: '\u0000' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', payload: deepArray(50_000) },
  { contentType: 'application/json', payload: deepObject(50_000) },
  { contentType: 'application/json', payload: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}` },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'text/csv', payload: 'a,b,c\n"unclosed' },
  { contentType: 'application/xml', payload: '<?xml version="1.0"?><a/>' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: 'multipart/form-data; boundary=', payload: '--\r\n' },
  { contentType: 'multipart/form-data; boundary=xyz', payload: 'not a multipart body' },
  {
    contentType: 'multipart/form-data; boundary=xyz',
    payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nPNG-but-cut-off',
  },
  {
    contentType: 'multipart/form-data; boundary=xyz',
    payload: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nvalue\r\n--xyz--\r\n',
  },
  { contentType: 'image/png', payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
  { contentType: 'text/html', payload: '<html>' },
  { contentType: '*/*', payload: '{}' },
  { contentType: ';;;', payload: '{}' },
  { payload: '{}' },
]

function operationsOf(document: any): Operation[] {
  const operations: Operation[] = []
  for (const [path, item] of Object.entries<Record<string, any>>(document.paths)) {
    for (const [method, operation] of Object.entries<any>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue
      const parameters: any[] = operation.parameters ?? []
      const content = operation.requestBody?.content ?? {}
      const jsonSchema = content['application/json']?.schema
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProperties: jsonSchema?.properties ?? {},
        consumes: Object.keys(content),
      })
    }
  }
  return operations
}

function fillPath(path: string, values: Record<string, string>) {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '1')
}

/** Each malformed request for one operation: hostile path values, query values, and bodies. */
function attemptsFor(operation: Operation, ids: Record<string, string>, randomBodies: unknown[]): Attempt[] {
  const attempts: Attempt[] = []
  const url = fillPath(operation.path, ids)
  const json = (body: unknown): Attempt => ({
    method: operation.method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })

  for (const param of operation.pathParams) {
    for (const value of HOSTILE_PATH_VALUES) {
      attempts.push({
        method: operation.method,
        url: fillPath(operation.path, { ...ids, [param]: value }),
        headers: {},
      })
    }
  }
  for (const param of operation.queryParams) {
    for (const value of [...HOSTILE_PATH_VALUES, '', '%ff', 'a&b', '1e999']) {
      attempts.push({ method: operation.method, url: `${url}?${param}=${value}`, headers: {} })
    }
    attempts.push({ method: operation.method, url: `${url}?${param}=1&${param}=2`, headers: {} })
  }
  attempts.push({ method: operation.method, url: `${url}?${'q=1&'.repeat(2_000)}`, headers: {} })

  if (operation.method === 'GET' || operation.method === 'DELETE') {
    // A body where none belongs is ignored or refused, never a crash.
    attempts.push(json({ unexpected: true }))
    return attempts
  }
  for (const raw of RAW_BODIES) {
    attempts.push({
      method: operation.method,
      url,
      headers: raw.contentType ? { 'content-type': raw.contentType } : {},
      payload: raw.payload,
    })
  }
  for (const value of HOSTILE_VALUES) attempts.push(json(value))
  for (const property of Object.keys(operation.bodyProperties)) {
    for (const value of HOSTILE_VALUES) attempts.push(json({ [property]: value }))
  }
  for (const body of randomBodies) attempts.push(json(body))
  return attempts
}

/** Random JSON shaped like the operation's body: its own property names with values of any type. */
function randomBodies(operation: Operation, seed: number): unknown[] {
  const names = Object.keys(operation.bodyProperties)
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.integer(),
    fc.double(),
  )
  const body =
    names.length > 0
      ? fc.oneof(
          fc.dictionary(fc.constantFrom(...names), value),
          fc.record(Object.fromEntries(names.map((n) => [n, value]))),
        )
      : fc.jsonValue({ maxDepth: 4 })
  return fc.sample(body, { seed, numRuns: RANDOM_BODIES_PER_ROUTE })
}

function describeFailure(attempt: Attempt, status: number, body: string) {
  const payload = typeof attempt.payload === 'string' ? attempt.payload.slice(0, 120) : '(bytes)'
  const contentType = attempt.headers['content-type'] ?? '-'
  return `${status} ${attempt.method} ${attempt.url.slice(0, 120)} [${contentType}] ${payload} → ${body.slice(0, 200)}`
}

describe('every route, fed malformed requests', () => {
  let t: TestApp
  let operations: Operation[]
  let cookies: { admin: string; member: string }
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp()
    const admin = await t.signUp({ admin: true })
    const member = await t.signUp()
    const team = await t.request('POST', '/api/teams', { cookie: member.cookie, body: { name: 'Fuzzers' } })
    const challenge = await t.request('POST', '/api/challenges', {
      cookie: admin.cookie,
      body: {
        name: 'Fuzz',
        startDate: new Date(Date.now() - 86_400_000).toISOString(),
        endDate: new Date(Date.now() + 86_400_000).toISOString(),
        points: 5,
      },
    })
    expect(challenge.status).toBe(201)
    Object.assign(ids, {
      id: String(challenge.body.id),
      userId: String(member.user.id),
      teamId: String(team.body.id),
      inviteId: '1',
      completionId: '1',
    })
    cookies = { admin: admin.cookie, member: member.cookie }
    operations = operationsOf((await t.request('GET', '/api/docs/json')).body)
  })
  afterAll(() => t.close())

  it('lists the routes it fuzzes', () => {
    expect(operations.length).toBeGreaterThan(40)
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['POST /api/admin/steps/import', 'PATCH /api/me', 'POST /api/ingest/steps']),
    )
  })

  it('answers every malformed request with less than a 500', { timeout: 120_000 }, async () => {
    const failures: string[] = []
    let sent = 0
    // As an admin, so that every route gets past its access check to the input, and again as a
    // member, whom the same input meets at other checks. The ingest route takes its key instead,
    // and the sign-in routes go without a session, so that a logout does not end the run's.
    for (const cookie of [cookies.admin, cookies.member]) {
      for (const [index, operation] of operations.entries()) {
        const credentials: Record<string, string> = operation.path.startsWith('/api/ingest')
          ? { authorization: `Bearer ${TEST_INGEST_KEY}` }
          : operation.path.startsWith('/api/auth/')
            ? {}
            : { cookie }
        for (const attempt of attemptsFor(operation, ids, randomBodies(operation, SEED + index))) {
          const response = await t.app.inject({
            method: attempt.method as 'GET',
            url: attempt.url,
            headers: {
              origin: TEST_ORIGIN,
              // Spread over many addresses, so the sign-up and login limits answer 429 only now and then.
              'x-forwarded-for': `10.9.${index}.${sent % 250}`,
              ...credentials,
              ...attempt.headers,
            },
            ...(attempt.payload !== undefined && { payload: attempt.payload }),
          })
          sent += 1
          if (response.statusCode >= 500) failures.push(describeFailure(attempt, response.statusCode, response.body))
        }
      }
    }
    expect(sent).toBeGreaterThan(4_000)
    expect(failures).toEqual([])
  })

  it('stays up afterwards: the sessions it used still work, and a newcomer signs up', async () => {
    for (const cookie of Object.values(cookies)) {
      expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200)
    }
    const newcomer = await t.signUp()
    expect((await t.request('GET', '/api/me', { cookie: newcomer.cookie })).status).toBe(200)
  })
})
