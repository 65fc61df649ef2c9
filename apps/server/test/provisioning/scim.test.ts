import { eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scimTokens, scimUsers, users } from '../../src/db/schema/index.ts'
import { createSession } from '../../src/modules/auth/sessions.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember } from '../helpers/members.ts'

/**
 * SCIM 2.0 provisioning as Okta and Microsoft Entra call it, with the bodies of their published
 * examples: the directory finds, makes, changes, deactivates and deletes members with its token,
 * and a leaver is out at once.
 */

const SCIM = '/api/scim/v2'
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User'
const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group'
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp'
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error'

interface ScimResponse {
  status: number
  body: any
  headers: Record<string, unknown>
}

describe('SCIM provisioning by the directory', () => {
  let t: TestApp
  let admin: { user: { id: number }; cookie: string }
  let token: string

  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.signUp({ admin: true, email: 'root@example.com' })
    token = await newToken()
  })
  afterAll(() => t.close())

  async function newToken() {
    const made = await t.request('POST', '/api/admin/scim/token', { cookie: admin.cookie })
    expect(made.status, made.text).toBe(201)
    expect(made.body.baseUrl).toBe('http://localhost:3000/api/scim/v2')
    return made.body.token as string
  }

  /** A call as the directory makes it: its token, SCIM's media type, no cookie, no Origin. */
  async function scim(
    method: string,
    path: string,
    body?: unknown,
    options: { token?: string | null; contentType?: string; raw?: string } = {},
  ): Promise<ScimResponse> {
    const bearer = options.token === undefined ? token : options.token
    const payload = options.raw ?? (body === undefined ? undefined : JSON.stringify(body))
    const response = await t.app.inject({
      method: method as 'GET',
      url: `${SCIM}${path}`,
      headers: {
        ...(bearer !== null && { authorization: `Bearer ${bearer}` }),
        ...(payload !== undefined && { 'content-type': options.contentType ?? 'application/scim+json' }),
      },
      ...(payload !== undefined && { payload }),
    })
    const type = String(response.headers['content-type'] ?? '')
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body && type.includes('json') ? response.json() : undefined,
    }
  }

  const filter = (expression: string) => `/Users?filter=${encodeURIComponent(expression)}&startIndex=1&count=100`

  async function memberRow(id: number) {
    const [row] = await t.db.select().from(users).where(eq(users.id, id))
    return row
  }

  async function auditOf(memberId: number) {
    const page = await t.request('GET', `/api/admin/audit?subjectId=${memberId}`, { cookie: admin.cookie })
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    return page.body.entries as { action: string; actor: unknown; target: string }[]
  }

  async function onBoard(memberId: number) {
    const board = await t.request('GET', '/api/scores/users?period=all&limit=100', { cookie: admin.cookie })
    expect(board.status, board.text).toBe(200)
    return board.body.users.some((row: { user: { id: number } }) => row.user.id === memberId)
  }

  function expectScimError(response: ScimResponse, status: number, scimType?: string) {
    expect(response.status, JSON.stringify(response.body)).toBe(status)
    expect(String(response.headers['content-type'])).toContain('application/scim+json')
    expect(response.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: String(status) })
    if (scimType) expect(response.body.scimType).toBe(scimType)
  }

  it('refuses a call with no token, a wrong one or a revoked one; a new token revokes the old', async () => {
    expectScimError(await scim('GET', '/Users', undefined, { token: null }), 401)
    expectScimError(await scim('GET', '/Users', undefined, { token: 'not-the-token' }), 401)
    expect((await scim('GET', '/Users')).status).toBe(200)

    const old = token
    token = await newToken()
    expectScimError(await scim('GET', '/Users', undefined, { token: old }), 401)
    expect((await scim('GET', '/Users')).status).toBe(200)
    const tokens = await t.db.select().from(scimTokens)
    expect(tokens.filter((row) => row.revokedAt === null)).toHaveLength(1)
    // Only the hash is kept.
    expect(JSON.stringify(tokens)).not.toContain(token)

    const setup = await t.request('GET', '/api/admin/scim', { cookie: admin.cookie })
    expect(setup.body).toMatchObject({
      baseUrl: 'http://localhost:3000/api/scim/v2',
      token: { createdAt: expect.any(String), lastUsedAt: expect.any(String) },
    })
    expect(JSON.stringify(setup.body)).not.toContain(token)

    expect((await t.request('DELETE', '/api/admin/scim/token', { cookie: admin.cookie })).status).toBe(204)
    expectScimError(await scim('GET', '/Users'), 401)
    expect((await t.request('GET', '/api/admin/scim', { cookie: admin.cookie })).body.token).toBeNull()
    token = await newToken()

    const member = await addMember(t.db)
    expect((await t.request('POST', '/api/admin/scim/token', { cookie: member.cookie })).status).toBe(403)
  })

  it('keeps one token in use when two admins make one at once', async () => {
    const made = await Promise.all(
      [1, 2].map(() => t.request('POST', '/api/admin/scim/token', { cookie: admin.cookie })),
    )
    expect(made.map((response) => response.status)).toEqual([201, 201])
    const inUse = await t.db.select().from(scimTokens).where(isNull(scimTokens.revokedAt))
    expect(inUse).toHaveLength(1)
    const answers = await Promise.all(
      made.map((response) => scim('GET', '/Users', undefined, { token: response.body.token })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
    token = made[answers.findIndex((answer) => answer.status === 200)]!.body.token
  })

  it('describes itself: ServiceProviderConfig, ResourceTypes, Schemas', async () => {
    const config = await scim('GET', '/ServiceProviderConfig')
    expect(config.status).toBe(200)
    expect(String(config.headers['content-type'])).toContain('application/scim+json')
    expect(config.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      bulk: { supported: false },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [{ type: 'oauthbearertoken' }],
    })
    expect((await scim('GET', '/ResourceTypes')).body.Resources).toMatchObject([
      { id: 'User', endpoint: '/Users', schema: USER_SCHEMA },
      { id: 'Group', endpoint: '/Groups', schema: GROUP_SCHEMA },
    ])
    expect((await scim('GET', '/Schemas')).body.Resources).toMatchObject([{ id: USER_SCHEMA }, { id: GROUP_SCHEMA }])
    expectScimError(await scim('GET', '/Bulk'), 404)
  })

  it('provisions as Okta does: search, create, find, replace, deactivate and reactivate', async () => {
    const email = 'isabelle.wilson@example.com'
    // Okta looks the user up before making them.
    const search = await scim('GET', filter(`userName eq "${email}"`))
    expect(search.status).toBe(200)
    expect(search.body).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    })

    const okta = {
      schemas: [USER_SCHEMA],
      userName: email,
      name: { givenName: 'Isabelle', familyName: 'Wilson' },
      emails: [{ primary: true, value: email, type: 'work' }],
      displayName: 'Isabelle Wilson',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    }
    const created = await scim('POST', '/Users', okta)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.headers.location).toBe(`http://localhost:3000${SCIM}/Users/${created.body.id}`)
    expect(created.body).toMatchObject({
      schemas: [USER_SCHEMA],
      id: expect.stringMatching(/^\d+$/),
      externalId: '00ujl29u0le5T6Aj10h7',
      userName: email,
      displayName: 'Isabelle Wilson',
      name: { givenName: 'Isabelle', familyName: 'Wilson', formatted: 'Isabelle Wilson' },
      emails: [{ value: email, primary: true, type: 'work' }],
      active: true,
      meta: { resourceType: 'User', location: created.headers.location },
    })
    const id = Number(created.body.id)
    const row = await memberRow(id)
    expect(row).toMatchObject({ username: 'Isabelle Wilson', email, passwordHash: null, deactivatedAt: null })
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date)
    // The password Okta sent is not kept: nobody signs in with it.
    const login = await t.request('POST', '/api/auth/login', { body: { email, password: '1mz050nq' } })
    expect(login.status).toBe(401)

    expectScimError(await scim('POST', '/Users', okta), 409, 'uniqueness')
    expectScimError(await scim('POST', '/Users', { ...okta, userName: email.toUpperCase(), emails: [] }), 409)

    for (const expression of [
      `userName eq "${email}"`,
      `userName eq "${email.toUpperCase()}"`,
      'externalId eq "00ujl29u0le5T6Aj10h7"',
      `emails.value eq "${email}"`,
      `id eq "${id}"`,
    ]) {
      const found = await scim('GET', filter(expression))
      expect(found.body.totalResults, expression).toBe(1)
      expect(found.body.Resources[0].id, expression).toBe(String(id))
    }
    expect((await scim('GET', `/Users/${id}`)).body.userName).toBe(email)

    const replaced = await scim('PUT', `/Users/${id}`, {
      ...okta,
      id: String(id),
      name: { givenName: 'Isabelle', familyName: 'Wilson-Reyes' },
      displayName: 'Isabelle Wilson-Reyes',
    })
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    expect((await memberRow(id))!.username).toBe('Isabelle Wilson-Reyes')

    // The member is signed in on a phone when they leave the company.
    const cookie = `sid=${(await createSession(t.db, id)).token}`
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200)
    expect(await onBoard(id)).toBe(true)
    const deactivated = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    })
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200)
    expect(deactivated.body.active).toBe(false)
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401)
    expect(await onBoard(id)).toBe(false)
    expect((await memberRow(id))!.deactivatedAt).toBeInstanceOf(Date)

    const reactivated = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: true } }],
    })
    expect(reactivated.body.active).toBe(true)
    expect((await memberRow(id))!.deactivatedAt).toBeNull()
    expect(await onBoard(id)).toBe(true)

    const trail = await auditOf(id)
    expect(trail.map((entry) => [entry.action, entry.actor])).toEqual([
      ['member.reactivate-by-directory', null],
      ['member.deactivate-by-directory', null],
    ])
  })

  it('provisions as Microsoft Entra does: PATCH with paths and "False", DELETE deactivates', async () => {
    const upn = 'Test_User_dfeef4c5-5681-4387-b016-bdf221e82081@contoso.com'
    const search = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${upn}"`)}`)
    expect(search.body.totalResults).toBe(0)
    const created = await scim('POST', '/Users', {
      schemas: [USER_SCHEMA, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName: upn,
      active: true,
      addresses: [{ primary: true, type: 'work', country: 'US', locality: 'Redmond', formatted: 'x' }],
      displayName: 'Test User',
      emails: [{ primary: true, type: 'work', value: 'Test_User_11bb6f4a@testuser.com' }],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'R&D', manager: { value: '1' } },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = Number(created.body.id)
    // The work email is the member's email; the UPN is Entra's name for them.
    expect(created.body.userName).toBe('test_user_11bb6f4a@testuser.com')
    const byWorkEmail = await scim('GET', filter('emails[type eq "work"].value eq "Test_User_11bb6f4a@testuser.com"'))
    expect(byWorkEmail.body.Resources.map((user: { id: string }) => user.id)).toEqual([String(id)])
    const byExternalId = await scim('GET', filter('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"'))
    expect(byExternalId.body.totalResults).toBe(1)

    // Entra's updates: attributes StepUp does not keep are ignored, not refused.
    const updated = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Add', path: 'title', value: 'Engineer' },
        { op: 'Replace', path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department', value: 'Ops' },
        { op: 'Add', path: 'addresses[type eq "work"].locality', value: 'Seattle' },
        { op: 'Replace', path: 'displayName', value: 'Tess User' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'tess.user@contoso.com' },
      ],
    })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(updated.body).toMatchObject({ displayName: 'Tess User', userName: 'tess.user@contoso.com', active: true })
    expect(await memberRow(id)).toMatchObject({ username: 'Tess User', email: 'tess.user@contoso.com' })

    // A new family name is the member's name, though the display name StepUp answered stayed as it was.
    const renamed = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'name.familyName', value: 'Smith' }],
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    expect(await memberRow(id)).toMatchObject({ username: 'Tess Smith' })

    // Another member's email is refused by the directory's change too.
    expectScimError(
      await scim('PATCH', `/Users/${id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'Replace', path: 'emails[type eq "work"].value', value: 'root@example.com' }],
      }),
      409,
      'uniqueness',
    )

    const cookie = `sid=${(await createSession(t.db, id)).token}`
    const off = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    })
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    expect(off.body.active).toBe(false)
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401)
    const on = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'True' }],
    })
    expect(on.body.active).toBe(true)

    const again = `sid=${(await createSession(t.db, id)).token}`
    const deleted = await scim('DELETE', `/Users/${id}`)
    expect(deleted.status).toBe(204)
    expect((await t.request('GET', '/api/me', { cookie: again })).status).toBe(401)
    // Deactivated, not erased: the row and its history stay.
    const row = await memberRow(id)
    expect(row).toMatchObject({ email: 'tess.user@contoso.com', username: 'Tess Smith' })
    expect(row!.deactivatedAt).toBeInstanceOf(Date)
    const [link] = await t.db.select().from(scimUsers).where(eq(scimUsers.userId, id))
    expect(link!.deletedAt).toBeInstanceOf(Date)
    expectScimError(await scim('GET', `/Users/${id}`), 404)
    expectScimError(
      await scim('PATCH', `/Users/${id}`, { Operations: [{ op: 'replace', path: 'active', value: true }] }),
      404,
    )
    expectScimError(await scim('DELETE', `/Users/${id}`), 404)
    expect((await scim('GET', filter('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"'))).body.totalResults).toBe(
      0,
    )

    // Someone who left and comes back: the directory creates them again, and their account returns.
    const back = await scim('POST', '/Users', {
      schemas: [USER_SCHEMA],
      externalId: 'rehired-0a21f0f2',
      userName: 'tess.user@contoso.com',
      active: true,
      displayName: 'Tess User',
      emails: [{ primary: true, type: 'work', value: 'tess.user@contoso.com' }],
    })
    expect(back.status, JSON.stringify(back.body)).toBe(201)
    expect(back.body).toMatchObject({ id: String(id), active: true, externalId: 'rehired-0a21f0f2' })

    const trail = await auditOf(id)
    expect(trail.map((entry) => [entry.action, entry.actor])).toEqual([
      ['member.reactivate-by-directory', null],
      ['member.deactivate-by-directory', null],
      ['member.reactivate-by-directory', null],
      ['member.deactivate-by-directory', null],
    ])
  })

  it('pages the users, startIndex 1-based, count at most 200', async () => {
    const all = await scim('GET', '/Users?startIndex=1&count=1000')
    expect(all.body.itemsPerPage).toBe(Math.min(200, all.body.totalResults))
    const second = await scim('GET', '/Users?startIndex=2&count=1')
    expect(second.body).toMatchObject({ startIndex: 2, itemsPerPage: 1, totalResults: all.body.totalResults })
    expect(second.body.Resources[0].id).toBe(all.body.Resources[1].id)
    expect((await scim('GET', '/Users?count=0')).body.Resources).toEqual([])
  })

  it('never deactivates the last admin who can sign in', async () => {
    const id = String(admin.user.id)
    const found = await scim('GET', filter('userName eq "root@example.com"'))
    expect(found.body.Resources[0].id).toBe(id)
    expectScimError(
      await scim('PATCH', `/Users/${id}`, { Operations: [{ op: 'Replace', path: 'active', value: 'False' }] }),
      409,
    )
    expectScimError(await scim('DELETE', `/Users/${id}`), 409)
    expectScimError(await scim('PUT', `/Users/${id}`, { userName: 'root@example.com', active: false }), 409)
    expect((await memberRow(admin.user.id))!.deactivatedAt).toBeNull()
    expect((await t.request('GET', '/api/me', { cookie: admin.cookie })).status).toBe(200)

    // With a second admin, the directory may deactivate the first.
    const other = await addMember(t.db, { admin: true })
    const off = await scim('PATCH', `/Users/${other.user.id}`, {
      Operations: [{ op: 'replace', path: 'active', value: false }],
    })
    expect(off.status).toBe(200)
    expectScimError(await scim('DELETE', `/Users/${id}`), 409)
  })

  it('answers hostile requests 400 or 413, never 5xx', async () => {
    const answers: number[] = []
    const record = (response: ScimResponse) => {
      answers.push(response.status)
      return response
    }
    const member = await addMember(t.db)
    const at = `/Users/${member.user.id}`

    expectScimError(record(await scim('GET', filter(`userName eq "${'a'.repeat(5000)}"`))), 400, 'invalidFilter')
    // PostgreSQL keeps no NUL in text: a name or a filter holding one is the caller's mistake.
    const nulName = { schemas: [USER_SCHEMA], userName: 'nul@corp.example', displayName: 'a\u0000b' }
    expectScimError(record(await scim('POST', '/Users', nulName)), 400)
    expectScimError(record(await scim('GET', filter('userName eq "a\u0000"'))), 400)
    // Nested deep but within the length the parser reads: answered, as the plain comparison it is.
    const nested = record(await scim('GET', filter(`${'('.repeat(450)}userName eq "x"${')'.repeat(450)}`)))
    expect(nested.status).toBe(200)
    expectScimError(record(await scim('GET', filter(`${'('.repeat(5000)}userName eq "x"${')'.repeat(5000)}`))), 400)
    expectScimError(record(await scim('GET', filter('userName co "a"'))), 400, 'invalidFilter')
    expectScimError(record(await scim('GET', filter('title eq "a"'))), 400, 'invalidFilter')
    expectScimError(record(await scim('GET', filter('userName eq "a" or userName eq "b"'))), 400, 'invalidFilter')
    expectScimError(record(await scim('GET', filter('userName eq'))), 400, 'invalidFilter')
    expectScimError(record(await scim('GET', `/Users?filter=${'x'.repeat(60_000)}`)), 400)

    const operation = { op: 'replace', path: 'active', value: true }
    const many = { schemas: [PATCH_OP], Operations: Array.from({ length: 10_000 }, () => operation) }
    expect(record(await scim('PATCH', at, many)).status).toBe(413)
    expectScimError(record(await scim('PATCH', at, { Operations: Array.from({ length: 101 }, () => operation) })), 400)
    expectScimError(record(await scim('PATCH', at, { Operations: [{ op: 'explode', path: 'active', value: 1 }] })), 400)
    expectScimError(
      record(await scim('PATCH', at, { Operations: [{ op: 'replace', path: 'emails', value: 'x' }] })),
      400,
    )
    expectScimError(
      record(await scim('PATCH', at, { Operations: [{ op: 'replace', path: 'active', value: 'maybe' }] })),
      400,
    )

    const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
    const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
    for (const raw of [
      `{"userName":"deep@example.com","nested":${deep(20_000)}}`,
      `{"Operations":[{"op":"add","value":${deepObject(5_000)}}]}`,
      `{"Operations":[{"op":"replace","path":"name","value":${deep(20_000)}}]}`,
    ]) {
      const method = raw.startsWith('{"Operations"') ? 'PATCH' : 'POST'
      const response = record(await scim(method, method === 'PATCH' ? at : '/Users', undefined, { raw }))
      expect([200, 201, 400, 413], `${raw.slice(0, 40)}: ${JSON.stringify(response.body)}`).toContain(response.status)
    }
    expectScimError(record(await scim('POST', '/Users', undefined, { raw: '{"userName":' })), 400)
    expectScimError(record(await scim('POST', '/Users', { userName: 'no-email' })), 400, 'invalidValue')
    expectScimError(record(await scim('POST', '/Users', { userName: 42 })), 400)
    expectScimError(record(await scim('POST', '/Users', {}, { contentType: 'application/xml', raw: '<a/>' })), 415)
    expectScimError(record(await scim('GET', '/Users/not-a-number')), 404)
    expectScimError(record(await scim('GET', '/Users/99999999999')), 404)
    expect(answers.filter((status) => status >= 500)).toEqual([])
  })

  it('reads application/json as well as application/scim+json', async () => {
    const made = await scim(
      'POST',
      '/Users',
      { userName: 'json.client@example.com', name: { givenName: 'Jay', familyName: 'Son' } },
      { contentType: 'application/json' },
    )
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    // No displayName: the given and family names name the member.
    expect(made.body.displayName).toBe('Jay Son')
    const inactive = await scim('POST', '/Users', { userName: 'starts.off@example.com', active: false })
    expect(inactive.body).toMatchObject({ active: false, displayName: 'starts.off' })
  })
})
