import { readFileSync } from 'node:fs'
import { AuditPageSchema, type AuditAction, type AuditEntry } from '@stepup/contract'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  announcements,
  customAchievements,
  auditLog,
  challengeCompletions,
  challenges,
  competitions,
  dayRequests,
  users,
  invitations,
  oidcSettings,
  samlSettings,
} from '../../src/db/schema/index.ts'
import { errorChain, sqlState } from '../../src/db/sql-state.ts'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { getSettings, updateSettings } from '../../src/modules/settings/settings.service.ts'
import { window } from '../helpers/challenges.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, addMembers, addTeam, befriend, httpCall, type Member } from '../helpers/members.ts'
import { inTransaction } from '../../src/db/transaction.ts'

const today = todayIn('UTC')

/**
 * What the admin's calls act on, made fresh for each call so no call sees another's changes: a
 * team (leader and member, both named), a member without a team, a challenge with a member's
 * proof waiting, and a competition.
 */
async function buildWorld(t: TestApp) {
  const admin = await addMember(t.db, { admin: true, prefix: 'Admin' })
  const [leader, teamMember, outsider, prover, away] = await addMembers(t.db, 5)
  // A member an admin deactivated, to reactivate.
  await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, away!.user.id))
  const team = await addTeam(
    t.db,
    leader!.user,
    [teamMember!.user],
    `Walkers ${Math.random().toString(36).slice(2, 8)}`,
  )
  await befriend(t.db, leader!.user.id, outsider!.user.id)
  const [challenge] = await t.db
    .insert(challenges)
    .values({
      name: 'Stairs week',
      points: 50,
      startDate: new Date(window(-1, 24).startDate),
      endDate: new Date(window(-1, 24).endDate),
    })
    .returning()
  const [proof] = await t.db
    .insert(challengeCompletions)
    .values({
      challengeId: challenge!.id,
      userId: prover!.user.id,
      imageUrl: '/uploads/proof.webp',
      submittedOn: today,
    })
    .returning()
  // A day above the manual entry's cap: flagged, waiting for an admin's review.
  await inTransaction(t.db, (tx) =>
    t.app.scores.recordSteps(tx, 'manual', [{ userId: teamMember!.user.id, date: today, steps: 30_000 }]),
  )
  const [competition] = await t.db
    .insert(competitions)
    .values({
      name: 'Autumn walk',
      startDate: addDays(today, 3),
      endDate: addDays(today, 10),
      graceHours: 48,
      participation: 'opt-in',
      individualScoring: 'steps',
      target: 10_000,
      teamScoring: 'sum',
    })
    .returning()
  const [announcement] = await t.db
    .insert(announcements)
    .values({
      title: { en: 'Step week' },
      body: { en: 'Walk more' },
      audience: 'everyone',
      showUntil: new Date(Date.now() + 86_400_000),
    })
    .returning()
  const [achievement] = await t.db
    .insert(customAchievements)
    .values({
      rule: 'streak',
      amount: 5,
      names: { en: 'Five in a row', es: 'Cinco seguidos', he: 'חמישה ברצף' },
      icon: 'flame',
      points: 20,
    })
    .returning()
  // A member's request about yesterday, for an admin to dismiss.
  const [dayRequest] = await t.db
    .insert(dayRequests)
    .values({ userId: outsider!.user.id, day: addDays(today, -1), note: 'My watch was off' })
    .returning()
  return {
    admin,
    dayRequest: dayRequest!,
    leader: leader!,
    teamMember: teamMember!,
    outsider: outsider!,
    prover: prover!,
    away: away!,
    team,
    challenge: challenge!,
    proof: proof!,
    competition: competition!,
    announcement: announcement!,
    achievement: achievement!,
  }
}
type World = Awaited<ReturnType<typeof buildWorld>>

/** The invitation the revoke fixture's call revokes, made by its `prepare`. */
let invitationToRevoke = 0

interface Fixture {
  /** The entry the call must leave, by the admin who made it. */
  action: AuditAction
  url: (w: World) => string
  body?: (w: World) => unknown
  headers?: Record<string, string>
  /** What the world needs before the call that it does not have for every call (the trail ignores it). */
  prepare?: (t: TestApp, w: World) => Promise<void>
  /** What else the entry must say. */
  check?: (entry: AuditEntry, w: World) => void
}

/**
 * How to call each admin write route validly in a fresh world, and the entry it must leave. An
 * admin route added to the API without a line here fails the first test below, by name.
 */
const FIXTURES: Record<string, Fixture> = {
  'POST /api/scores/config': {
    action: 'settings.update',
    url: () => '/api/scores/config',
    body: () => ({ moneyPer100Steps: 2.5, allowManualSteps: true }),
    check: (entry) => {
      // Only the changed setting: manual entry was already allowed.
      expect(entry.before).toEqual({ moneyPer100Steps: 1 })
      expect(entry.after).toEqual({ moneyPer100Steps: 2.5 })
    },
  },
  'POST /api/teams/config': {
    action: 'team.size',
    url: () => '/api/teams/config',
    body: () => ({ maxTeamMembers: 7 }),
    check: (entry) => {
      expect(entry.before).toEqual({ maxTeamMembers: 10 })
      expect(entry.after).toEqual({ maxTeamMembers: 7 })
    },
  },
  'POST /api/challenges': {
    action: 'challenge.create',
    url: () => '/api/challenges',
    body: () => ({ name: 'Hill climb', points: 30, ...window(-1, 48) }),
    check: (entry) => {
      expect(entry.target).toBe('Hill climb')
      expect(entry.after).toMatchObject({ name: 'Hill climb', points: 30 })
      expect(entry.before).toBeNull()
    },
  },
  'POST /challenges': {
    action: 'challenge.create',
    url: () => '/challenges',
    body: () => ({ name: 'Root climb', points: 20, ...window(-1, 48) }),
    check: (entry) => expect(entry.target).toBe('Root climb'),
  },
  'PATCH /api/challenges/{id}': {
    action: 'challenge.update',
    url: (w) => `/api/challenges/${w.challenge.id}`,
    body: () => ({ points: 75, name: 'Stairs week' }),
    check: (entry, w) => {
      expect(entry.target).toBe('Stairs week')
      expect(entry).toMatchObject({ before: { points: 50 }, after: { points: 75 } })
      expect(Object.keys(entry.before as object)).toEqual(['points'])
      expect(w.challenge.id).toBeGreaterThan(0)
    },
  },
  'DELETE /api/challenges/{id}': {
    action: 'challenge.delete',
    url: (w) => `/api/challenges/${w.challenge.id}`,
    check: (entry) => {
      expect(entry.target).toBe('Stairs week')
      expect(entry.before).toMatchObject({ name: 'Stairs week', points: 50 })
      expect(entry.after).toBeNull()
    },
  },
  'PATCH /api/challenges/{id}/completions/{completionId}': {
    action: 'proof.judge',
    url: (w) => `/api/challenges/${w.challenge.id}/completions/${w.proof.id}`,
    body: () => ({ status: 'approved' }),
    check: (entry, w) => {
      expect(entry.subject).toEqual({ id: w.prover.user.id, username: w.prover.user.username })
      expect(entry.target).toBe('Stairs week')
      expect(entry.before).toEqual({ status: 'pending', points: 0 })
      expect(entry.after).toEqual({ status: 'approved', points: 50 })
    },
  },
  'DELETE /api/admin/teams/{id}': {
    action: 'team.delete',
    url: (w) => `/api/admin/teams/${w.team.id}`,
    check: (entry, w) => {
      expect(entry.target).toBe(w.team.name)
      expect(entry.before).toEqual({ name: w.team.name, leader: w.leader.user.username, members: 2 })
    },
  },
  'POST /api/admin/steps/import': {
    action: 'steps.import',
    url: () => '/api/admin/steps/import',
    headers: { 'content-type': 'text/csv' },
    body: (w) =>
      `email,date,steps\n${w.teamMember.user.email},${today},4321\n${w.leader.user.email},${today},999\nnobody@example.com,${today},5`,
    check: (entry) => expect(entry.after).toEqual({ imported: 2, rejected: 1 }),
  },
  'PATCH /api/settings': {
    action: 'settings.update',
    url: () => '/api/settings',
    body: () => ({ outlierFloor: 30_000, communityUrl: 'https://club.example.org/chat' }),
    check: (entry) =>
      expect(entry).toMatchObject({
        before: { outlierFloor: 25_000, communityUrl: '' },
        after: { outlierFloor: 30_000, communityUrl: 'https://club.example.org/chat' },
      }),
  },
  'PUT /api/admin/fair-play': {
    action: 'settings.update',
    url: () => '/api/admin/fair-play',
    body: () => ({ holdFlaggedDays: true }),
    check: (entry) =>
      expect(entry).toMatchObject({ before: { holdFlaggedDays: false }, after: { holdFlaggedDays: true } }),
  },
  'POST /api/admin/review/{userId}/{date}': {
    action: 'day.approve',
    url: (w) => `/api/admin/review/${w.teamMember.user.id}/${today}`,
    body: () => ({ decision: 'approve' }),
    check: (entry, w) => expect(entry).toMatchObject({ subject: { id: w.teamMember.user.id }, target: today }),
  },
  'POST /api/admin/review/{userId}': {
    action: 'day.void',
    url: (w) => `/api/admin/review/${w.teamMember.user.id}`,
    body: () => ({ decision: 'void', reason: 'Not walked', dates: [today] }),
    check: (entry, w) =>
      expect(entry).toMatchObject({ subject: { id: w.teamMember.user.id }, reason: 'Not walked', after: { steps: 0 } }),
  },
  'PUT /api/admin/members/{id}/days/{date}': {
    action: 'day.correct',
    url: (w) => `/api/admin/members/${w.teamMember.user.id}/days/${today}`,
    body: () => ({ steps: 12_345, reason: 'Counted twice' }),
    check: (entry, w) =>
      expect(entry).toMatchObject({
        subject: { id: w.teamMember.user.id },
        after: { steps: 12_345 },
        reason: 'Counted twice',
      }),
  },
  'POST /api/admin/members/{id}/days/{date}/undo': {
    action: 'day.undo',
    url: (w) => `/api/admin/members/${w.outsider.user.id}/days/${addDays(today, -2)}/undo`,
    body: () => ({ decision: 'correct' }),
    // The decision to undo: the same admin's correction of the day, a moment before.
    prepare: async (t, w) => {
      const corrected = await t.request('PUT', `/api/admin/members/${w.outsider.user.id}/days/${addDays(today, -2)}`, {
        cookie: w.admin.cookie,
        body: { steps: 4_321, reason: 'Walk to the station' },
      })
      expect(corrected.status, corrected.text).toBe(200)
    },
    check: (entry, w) =>
      expect(entry).toMatchObject({
        subject: { id: w.outsider.user.id },
        target: addDays(today, -2),
        before: { steps: 4_321, source: 'correction' },
        after: { steps: 0, source: null },
        reason: 'day.correct',
      }),
  },
  'POST /api/admin/day-requests/{id}/dismiss': {
    action: 'day.dismiss-request',
    url: (w) => `/api/admin/day-requests/${w.dayRequest.id}/dismiss`,
    body: () => ({ reason: 'The watch shows the day' }),
    check: (entry, w) =>
      expect(entry).toMatchObject({
        subject: { id: w.outsider.user.id },
        target: addDays(today, -1),
        after: { resolution: 'dismissed' },
        reason: 'The watch shows the day',
      }),
  },
  'POST /api/admin/members/{id}/deactivate': {
    action: 'member.deactivate',
    url: (w) => `/api/admin/members/${w.outsider.user.id}/deactivate`,
    check: (entry, w) => expect(entry.subject).toEqual({ id: w.outsider.user.id, username: w.outsider.user.username }),
  },
  'POST /api/admin/members/{id}/reactivate': {
    action: 'member.reactivate',
    url: (w) => `/api/admin/members/${w.away.user.id}/reactivate`,
    check: (entry, w) => expect(entry.subject).toEqual({ id: w.away.user.id, username: w.away.user.username }),
  },
  'PUT /api/admin/members/{id}/role': {
    action: 'member.role',
    url: (w) => `/api/admin/members/${w.outsider.user.id}/role`,
    body: () => ({ admin: true }),
    check: (entry, w) => expect(entry.subject).toMatchObject({ id: w.outsider.user.id }),
  },
  'POST /api/admin/members/{id}/password-reset': {
    action: 'member.password-reset',
    url: (w) => `/api/admin/members/${w.outsider.user.id}/password-reset`,
    check: (entry, w) => expect(entry.subject).toMatchObject({ id: w.outsider.user.id }),
  },
  'POST /api/competitions': {
    action: 'competition.create',
    url: () => '/api/competitions',
    body: () => ({
      name: 'Spring walk',
      startDate: addDays(today, 1),
      endDate: addDays(today, 8),
      scoring: { individual: 'steps', team: 'average' },
    }),
    check: (entry) => {
      expect(entry.target).toBe('Spring walk')
      expect(entry.after).toMatchObject({ name: 'Spring walk', teamScoring: 'average', startDate: addDays(today, 1) })
    },
  },
  'PATCH /api/competitions/{id}': {
    action: 'competition.update',
    url: (w) => `/api/competitions/${w.competition.id}`,
    body: () => ({ name: 'Autumn stroll', graceHours: 48 }),
    check: (entry) => {
      expect(entry.target).toBe('Autumn stroll')
      expect(entry.before).toEqual({ name: 'Autumn walk' })
      expect(entry.after).toEqual({ name: 'Autumn stroll' })
    },
  },
  'DELETE /api/competitions/{id}': {
    action: 'competition.delete',
    url: (w) => `/api/competitions/${w.competition.id}`,
    check: (entry) => {
      expect(entry.target).toBe('Autumn walk')
      expect(entry.before).toMatchObject({ name: 'Autumn walk', endDate: addDays(today, 10), participation: 'opt-in' })
    },
  },
  'PATCH /api/admin/notifications': {
    action: 'settings.update',
    url: () => '/api/admin/notifications',
    body: () => ({ noDataHours: 48, defaults: { passed: { email: true } } }),
    check: (entry) => {
      expect(entry.before).toEqual({ 'notify.noDataHours': 30, 'notify.passed.email': false })
      expect(entry.after).toEqual({ 'notify.noDataHours': 48, 'notify.passed.email': true })
    },
  },
  'POST /api/admin/announcements': {
    action: 'announcement.create',
    url: () => '/api/admin/announcements',
    body: () => ({ title: { es: 'Semana' }, body: { es: 'Caminad' }, audience: { type: 'everyone' }, showDays: 3 }),
    check: (entry) => {
      expect(entry.target).toBe('Semana')
      expect(entry.after).toMatchObject({ audience: 'everyone', showDays: 3 })
    },
  },
  'POST /api/admin/achievements': {
    action: 'achievement.create',
    url: () => '/api/admin/achievements',
    body: () => ({
      rule: 'steps-in-period',
      amount: 70_000,
      from: addDays(today, -6),
      to: today,
      names: { en: 'A big week', es: 'Una gran semana', he: 'שבוע גדול' },
      icon: 'mountain',
      points: 50,
    }),
    check: (entry) => {
      expect(entry.target).toBe('A big week')
      expect(entry.after).toMatchObject({ rule: 'steps-in-period', amount: 70_000, to: today, points: 50 })
    },
  },
  'PATCH /api/admin/achievements/{id}': {
    action: 'achievement.update',
    url: (w) => `/api/admin/achievements/${w.achievement.id}`,
    body: () => ({ amount: 7, icon: 'flame' }),
    check: (entry) => {
      expect(entry.target).toBe('Five in a row')
      expect(entry.before).toEqual({ amount: 5 })
      expect(entry.after).toEqual({ amount: 7 })
    },
  },
  'POST /api/admin/achievements/{id}/archive': {
    action: 'achievement.archive',
    url: (w) => `/api/admin/achievements/${w.achievement.id}/archive`,
    check: (entry) => expect(entry.target).toBe('Five in a row'),
  },
  'POST /api/admin/achievements/{id}/unarchive': {
    action: 'achievement.unarchive',
    url: (w) => `/api/admin/achievements/${w.achievement.id}/unarchive`,
    prepare: async (t, w) => {
      await t.db
        .update(customAchievements)
        .set({ archivedAt: new Date() })
        .where(eq(customAchievements.id, w.achievement.id))
    },
    check: (entry) => expect(entry.target).toBe('Five in a row'),
  },
  'POST /api/admin/invitations': {
    action: 'member.invite',
    url: () => '/api/admin/invitations',
    body: () => ({ emails: ['newcomer@example.net'], days: 5 }),
    check: (entry) => expect(entry.after).toEqual({ emails: ['newcomer@example.net'], days: 5 }),
  },
  'POST /api/admin/invitations/link': {
    action: 'member.invite',
    url: () => '/api/admin/invitations/link',
    body: () => ({ days: 2 }),
    check: (entry) => expect(entry.after).toEqual({ link: true, days: 2 }),
  },
  'DELETE /api/admin/invitations/{id}': {
    action: 'member.invite-revoke',
    url: () => `/api/admin/invitations/${invitationToRevoke}`,
    prepare: async (t, w) => {
      const [invitation] = await t.db
        .insert(invitations)
        .values({
          tokenHash: `revoke-me-${Math.random()}`,
          email: 'revoked@example.net',
          invitedBy: w.admin.user.id,
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning({ id: invitations.id })
      invitationToRevoke = invitation!.id
    },
    check: (entry) => expect(entry.target).toBe('revoked@example.net'),
  },
  'PUT /api/admin/sso/oidc': {
    action: 'settings.sso',
    url: () => '/api/admin/sso/oidc',
    // The connection stays as stored, so saving needs no provider to discover: only the label changes.
    prepare: (t) => storeProvider(t, { label: 'Corp' }),
    body: () => ({ issuer: 'https://idp.example.com', clientId: 'stepup', label: 'Corp Login' }),
    check: (entry) => {
      expect(entry.before).toEqual({ label: 'Corp' })
      expect(entry.after).toEqual({ label: 'Corp Login' })
    },
  },
  'PUT /api/admin/sso/oidc/enabled': {
    action: 'settings.sso',
    url: () => '/api/admin/sso/oidc/enabled',
    prepare: (t) => storeProvider(t, { lastTest: TESTED }),
    body: () => ({ enabled: true }),
    check: (entry) => expect(entry.after).toEqual({ enabled: true }),
  },
  'DELETE /api/admin/sso/oidc': {
    action: 'settings.sso',
    url: () => '/api/admin/sso/oidc',
    prepare: (t) => storeProvider(t, {}),
    check: (entry) => expect(entry.after).toEqual({ issuer: null, clientId: null, enabled: false }),
  },
  'PUT /api/admin/sso/saml': {
    action: 'settings.sso',
    url: () => '/api/admin/sso/saml',
    // The provider stays as stored (no metadata given), so only the label changes.
    prepare: (t) => storeSamlProvider(t, { label: 'Corp' }),
    body: () => ({ label: 'Corp SAML' }),
    check: (entry) => {
      expect(entry.before).toEqual({ label: 'Corp' })
      expect(entry.after).toEqual({ label: 'Corp SAML' })
    },
  },
  'PUT /api/admin/sso/saml/enabled': {
    action: 'settings.sso',
    url: () => '/api/admin/sso/saml/enabled',
    prepare: (t) => storeSamlProvider(t, { lastTest: TESTED }),
    body: () => ({ enabled: true }),
    check: (entry) => expect(entry.after).toEqual({ enabled: true }),
  },
  'DELETE /api/admin/sso/saml': {
    action: 'settings.sso',
    url: () => '/api/admin/sso/saml',
    prepare: (t) => storeSamlProvider(t, {}),
    check: (entry) => expect(entry.after).toEqual({ idpEntityId: null, enabled: false }),
  },
  'POST /api/admin/scim/token': {
    action: 'settings.scim',
    url: () => '/api/admin/scim/token',
    check: (entry) => {
      expect(entry.after).toEqual({ tokenCreatedAt: expect.any(String) })
      // The token itself is in no entry: only when it was made.
      expect(JSON.stringify(entry)).not.toContain('"token"')
    },
  },
  'DELETE /api/admin/scim/token': {
    action: 'settings.scim',
    url: () => '/api/admin/scim/token',
    prepare: async (t, w) => {
      const made = await t.request('POST', '/api/admin/scim/token', { cookie: w.admin.cookie })
      expect(made.status, made.text).toBe(201)
    },
    check: (entry) => {
      expect(entry.before).toEqual({ tokenCreatedAt: expect.any(String) })
      expect(entry.after).toEqual({ tokenCreatedAt: null })
    },
  },
  'DELETE /api/admin/announcements/{id}': {
    action: 'announcement.delete',
    url: (w) => `/api/admin/announcements/${w.announcement.id}`,
    check: (entry) => expect(entry.target).toBe('Step week'),
  },
}

const TESTED = {
  at: '2026-11-30T08:00:00.000Z',
  subject: 'it',
  email: 'it@example.com',
  emailVerified: true,
  name: 'IT',
  groups: [],
}

/** A provider stored as an admin left it, without discovering one. */
async function storeProvider(t: TestApp, values: Partial<typeof oidcSettings.$inferInsert>) {
  const row = { issuer: 'https://idp.example.com', clientId: 'stepup', scopes: 'openid email profile', label: 'Corp' }
  await t.db.delete(oidcSettings)
  await t.db.insert(oidcSettings).values({ ...row, ...values })
}

/** A SAML provider stored as an admin left it, with a real provider's signing certificate. */
async function storeSamlProvider(t: TestApp, values: Partial<typeof samlSettings.$inferInsert>) {
  const metadata = readFileSync(new URL('../fixtures/saml/okta-idp-metadata.xml', import.meta.url), 'utf8')
  const certificate = /<ds:X509Certificate>([^<]+)/.exec(metadata)![1]!.replace(/\s+/g, '')
  const row = {
    idpEntityId: 'https://idp.example.com',
    idpSsoUrl: 'https://idp.example.com/sso',
    idpCertificates: [certificate],
    label: 'Corp',
  }
  await t.db.delete(samlSettings)
  await t.db.insert(samlSettings).values({ ...row, ...values })
}

/** The admin write routes of the API document: an `adminSession` security, any method but GET. */
async function adminWriteRoutes(t: TestApp) {
  const document = (await t.request('GET', '/api/docs/json')).body as {
    paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>
  }
  const routes: string[] = []
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const adminOnly = operation.security?.some((scheme) => 'adminSession' in scheme)
      if (adminOnly && method !== 'get' && method !== 'head') routes.push(`${method.toUpperCase()} ${path}`)
    }
  }
  return routes
}

const lastEntryId = async (t: TestApp) =>
  Number(((await t.db.execute(sql`select coalesce(max(id), 0) as id from audit_log`)) as any).rows[0].id)

/** The trail's entries after `since`, oldest first, as the admin page reads them. */
async function entriesSince(t: TestApp, since: number, cookie: string): Promise<AuditEntry[]> {
  const page = await t.request('GET', '/api/admin/audit?limit=100', { cookie })
  expect(page.status, page.text).toBe(200)
  return AuditPageSchema.parse(page.body)
    .entries.filter((entry) => entry.id > since)
    .reverse()
}

describe('the audit trail records every admin action', () => {
  let t: TestApp
  let routes: string[]
  beforeAll(async () => {
    t = await createTestApp()
    routes = await adminWriteRoutes(t)
  })
  afterAll(() => t.close())

  it('has a fixture for every admin write route of the API', () => {
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(FIXTURES).length)
    const missing = routes.filter((route) => !(route in FIXTURES))
    expect(missing, 'admin write routes without a fixture in audit-trail.test.ts').toEqual([])
    const gone = Object.keys(FIXTURES).filter((route) => !routes.includes(route))
    expect(gone, 'fixtures of routes the API no longer has').toEqual([])
  })

  for (const [route, fixture] of Object.entries(FIXTURES)) {
    it(`${route} records ${fixture.action}`, async () => {
      const world = await buildWorld(t)
      await fixture.prepare?.(t, world)
      const since = await lastEntryId(t)
      const [method] = route.split(' ')
      const response = await t.request(method!, fixture.url(world), {
        cookie: world.admin.cookie,
        ...(fixture.body && { body: fixture.body(world) }),
        ...(fixture.headers && { headers: fixture.headers }),
      })
      expect(response.status, `${route}: ${response.text}`).toBeGreaterThanOrEqual(200)
      expect(response.status, `${route}: ${response.text}`).toBeLessThan(300)

      const entries = (await entriesSince(t, since, world.admin.cookie)).filter(
        (entry) => entry.actor?.id === world.admin.user.id,
      )
      expect(
        entries.map((entry) => entry.action),
        `${route} left no ${fixture.action} entry`,
      ).toEqual([fixture.action])
      expect(entries[0]!.actor).toEqual({ id: world.admin.user.id, username: world.admin.user.username })
      fixture.check?.(entries[0]!, world)
    })
  }

  it('records nothing when a call changes nothing', async () => {
    const world = await buildWorld(t)
    await updateSettings(t.db, { moneyPer100Steps: 1, maxTeamMembers: 10 })
    const since = await lastEntryId(t)
    const calls: [string, string, unknown][] = [
      ['POST', '/api/scores/config', { moneyPer100Steps: 1 }],
      ['POST', '/api/teams/config', { maxTeamMembers: 10 }],
      ['PATCH', '/api/settings', { maxTeamMembers: 10, moneyPer100Steps: 1 }],
      ['PATCH', `/api/challenges/${world.challenge.id}`, { points: 50 }],
      ['PATCH', `/api/competitions/${world.competition.id}`, { name: 'Autumn walk' }],
      ['POST', '/api/admin/steps/import', `email,date,steps\nnobody@example.com,${today},5`],
    ]
    for (const [method, url, body] of calls) {
      const headers = typeof body === 'string' ? { 'content-type': 'text/csv' } : undefined
      const response = await t.request(method, url, { cookie: world.admin.cookie, body, headers })
      expect(response.status, `${method} ${url}: ${response.text}`).toBe(200)
    }
    expect(await entriesSince(t, since, world.admin.cookie)).toEqual([])
  })
})

interface MemberRouteCase {
  name: string
  method: string
  url: (w: World) => string
  action: AuditAction
  subject: (w: World) => Member | null
  check?: (entry: AuditEntry, w: World) => void
}

/** The team calls members make too, which an admin who does not lead the team makes by their admin right. */
const MEMBER_ROUTE_CASES: MemberRouteCase[] = [
  {
    name: 'deleting a team',
    method: 'DELETE',
    url: (w) => `/api/teams/${w.team.id}`,
    action: 'team.delete',
    subject: () => null,
  },
  {
    name: 'removing a member',
    method: 'DELETE',
    url: (w) => `/api/teams/${w.team.id}/remove/${w.teamMember.user.id}`,
    action: 'team.remove-member',
    subject: (w) => w.teamMember,
    check: (entry, w) => expect(entry).toMatchObject({ before: { team: w.team.name }, after: { team: null } }),
  },
  {
    name: 'handing the lead on',
    method: 'POST',
    url: (w) => `/api/teams/${w.team.id}/transfer-leader/${w.teamMember.user.id}`,
    action: 'team.hand-lead',
    subject: (w) => w.leader,
    check: (entry, w) =>
      expect(entry).toMatchObject({
        before: { leader: w.leader.user.username },
        after: { leader: w.teamMember.user.username },
      }),
  },
  {
    name: 'inviting a member',
    method: 'POST',
    url: (w) => `/api/teams/${w.team.id}/invite/${w.outsider.user.id}`,
    action: 'team.invite',
    subject: (w) => w.outsider,
  },
]

describe('admins acting on teams through the members’ calls', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  for (const call of MEMBER_ROUTE_CASES) {
    it(`records an admin ${call.name}, not the leader doing it`, async () => {
      const world = await buildWorld(t)
      let since = await lastEntryId(t)
      const byAdmin = await t.request(call.method, call.url(world), { cookie: world.admin.cookie })
      expect(byAdmin.status, byAdmin.text).toBeLessThan(300)
      const entries = await entriesSince(t, since, world.admin.cookie)
      expect(entries.map((entry) => entry.action)).toEqual([call.action])
      const subject = call.subject(world)
      expect(entries[0]).toMatchObject({
        actor: { id: world.admin.user.id },
        subject: subject && { id: subject.user.id, username: subject.user.username },
        target: world.team.name,
      })
      call.check?.(entries[0]!, world)

      const again = await buildWorld(t)
      since = await lastEntryId(t)
      const byLeader = await t.request(call.method, call.url(again), { cookie: again.leader.cookie })
      expect(byLeader.status, byLeader.text).toBeLessThan(300)
      expect(await entriesSince(t, since, again.admin.cookie)).toEqual([])
    })
  }

  it('records nothing when an admin leads the team or leaves it', async () => {
    const world = await buildWorld(t)
    const adminLedTeam = await addTeam(t.db, world.admin.user, [world.outsider.user])
    const since = await lastEntryId(t)
    const moves: [string, string][] = [
      ['POST', `/api/teams/${adminLedTeam.id}/transfer-leader/${world.outsider.user.id}`],
      ['DELETE', `/api/teams/${adminLedTeam.id}/remove/${world.admin.user.id}`],
    ]
    for (const [method, url] of moves) {
      const response = await t.request(method, url, { cookie: world.admin.cookie })
      expect(response.status, response.text).toBe(200)
    }
    expect(await entriesSince(t, since, world.admin.cookie)).toEqual([])
  })
})

describe('reading the trail', () => {
  let t: TestApp
  let world: World
  let other: Member
  beforeAll(async () => {
    t = await createTestApp()
    world = await buildWorld(t)
    other = await addMember(t.db, { admin: true, prefix: 'Other admin' })
    const { admin, prover, challenge, proof, teamMember, team, competition } = world
    const calls: [Member, string, string, unknown?][] = [
      [admin, 'PATCH', `/api/challenges/${challenge.id}/completions/${proof.id}`, { status: 'approved' }],
      [other, 'PATCH', `/api/challenges/${challenge.id}/completions/${proof.id}`, { status: 'rejected' }],
      [other, 'DELETE', `/api/teams/${team.id}/remove/${teamMember.user.id}`],
      [admin, 'PATCH', `/api/competitions/${competition.id}`, { name: 'Renamed walk' }],
      [admin, 'POST', '/api/teams/config', { maxTeamMembers: 6 }],
      [other, 'POST', '/api/teams/config', { maxTeamMembers: 5 }],
    ]
    for (const [actor, method, url, body] of calls) {
      const response = await t.request(method, url, { cookie: actor.cookie, body })
      expect(response.status, `${method} ${url}: ${response.text}`).toBeLessThan(300)
    }
    expect(prover).toBeDefined()
  })
  afterAll(() => t.close())

  const read = async (query: string, cookie = world.admin.cookie) => {
    const response = await t.request('GET', `/api/admin/audit${query}`, { cookie })
    expect(response.status, response.text).toBe(200)
    return AuditPageSchema.parse(response.body)
  }
  const actions = (page: { entries: AuditEntry[] }) => page.entries.map((entry) => entry.action)

  it('answers the newest first, filtered by admin, member and kind', async () => {
    expect(actions(await read(''))).toEqual([
      'team.size',
      'team.size',
      'competition.update',
      'team.remove-member',
      'proof.judge',
      'proof.judge',
    ])
    expect(actions(await read(`?actorId=${other.user.id}`))).toEqual(['team.size', 'team.remove-member', 'proof.judge'])
    expect(actions(await read(`?subjectId=${world.prover.user.id}`))).toEqual(['proof.judge', 'proof.judge'])
    expect(actions(await read('?kind=team'))).toEqual(['team.size', 'team.size', 'team.remove-member'])
    expect(actions(await read(`?kind=proof&actorId=${world.admin.user.id}`))).toEqual(['proof.judge'])
    expect(actions(await read('?kind=member'))).toEqual([])
  })

  it('pages with `before`, and says when there is no next page', async () => {
    const all = await read('')
    const first = await read('?limit=4')
    expect(first.entries.map((entry) => entry.id)).toEqual(all.entries.slice(0, 4).map((entry) => entry.id))
    expect(first.nextBefore).toBe(all.entries[3]!.id)
    const second = await read(`?limit=4&before=${first.nextBefore}`)
    expect(second.entries.map((entry) => entry.id)).toEqual(all.entries.slice(4).map((entry) => entry.id))
    expect(second.nextBefore).toBeNull()
    // A page that ends exactly at the oldest entry is the last one.
    expect((await read(`?limit=${all.entries.length}`)).nextBefore).toBeNull()
    expect((await read(`?limit=2&kind=team&before=${all.entries[1]!.id}`)).entries.map((e) => e.action)).toEqual([
      'team.remove-member',
    ])
  })

  it('refuses bad filters with a message', async () => {
    for (const query of ['?kind=weather', '?limit=0', '?limit=101', '?before=abc', '?actorId=-1']) {
      const response = await t.request('GET', `/api/admin/audit${query}`, { cookie: world.admin.cookie })
      expect(response.status, query).toBe(400)
      expect(response.body.key, query).toBeDefined()
    }
  })

  it('is for admins: members get 403, guests 401', async () => {
    expect((await t.request('GET', '/api/admin/audit', { cookie: world.prover.cookie })).status).toBe(403)
    expect((await t.request('GET', '/api/admin/audit')).status).toBe(401)
    expect((await t.request('GET', '/api/me/audit')).status).toBe(401)
  })

  it('shows a member only the entries about their own data', async () => {
    const mine = await t.request('GET', '/api/me/audit', { cookie: world.prover.cookie })
    expect(mine.status).toBe(200)
    const page = AuditPageSchema.parse(mine.body)
    expect(page.entries.map((entry) => [entry.action, entry.subject?.id])).toEqual([
      ['proof.judge', world.prover.user.id],
      ['proof.judge', world.prover.user.id],
    ])
    expect(page.entries[0]).toMatchObject({ actor: { id: other.user.id }, after: { status: 'rejected' } })

    const removed = AuditPageSchema.parse(
      (await t.request('GET', '/api/me/audit', { cookie: world.teamMember.cookie })).body,
    )
    expect(removed.entries.map((entry) => entry.action)).toEqual(['team.remove-member'])
    // Filters of the admin's trail do not widen a member's view.
    const widened = await t.request('GET', `/api/me/audit?subjectId=${world.teamMember.user.id}&limit=1`, {
      cookie: world.prover.cookie,
    })
    expect(AuditPageSchema.parse(widened.body).entries.map((entry) => entry.subject?.id)).toEqual([
      world.prover.user.id,
    ])
    expect(AuditPageSchema.parse(widened.body).nextBefore).toBe(page.entries[0]!.id)
    const nobody = await t.request('GET', '/api/me/audit', { cookie: world.outsider.cookie })
    expect(nobody.body).toEqual({ entries: [], nextBefore: null })
  })
})

describe('nobody changes the trail', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('has no call that edits or removes an entry', async () => {
    const world = await buildWorld(t)
    await t.request('POST', '/api/teams/config', { cookie: world.admin.cookie, body: { maxTeamMembers: 8 } })
    const [entry] = await entriesSince(t, 0, world.admin.cookie)
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      for (const url of [`/api/admin/audit/${entry!.id}`, '/api/admin/audit', `/api/me/audit/${entry!.id}`]) {
        const response = await t.request(method, url, { cookie: world.admin.cookie, body: {} })
        expect(response.status, `${method} ${url}`).toBe(404)
      }
    }
  })

  it('refuses an update or a delete in SQL', async () => {
    const world = await buildWorld(t)
    await t.request('POST', '/api/teams/config', { cookie: world.admin.cookie, body: { maxTeamMembers: 9 } })
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.actorId, world.admin.user.id))
    const attempts = [
      sql`update audit_log set reason = 'tidied up' where id = ${entry!.id}`,
      sql`update audit_log set after = '{"maxTeamMembers": 99}' where id = ${entry!.id}`,
      sql`update audit_log set actor_id = ${world.leader.user.id} where id = ${entry!.id}`,
      sql`update audit_log set at = now() - interval '1 year' where id = ${entry!.id}`,
      sql`delete from audit_log where id = ${entry!.id}`,
      sql`delete from audit_log`,
    ]
    for (const attempt of attempts) {
      const refusal = await t.db.execute(attempt).then(
        () => null,
        (error: unknown) => ({
          state: sqlState(error),
          message: errorChain(error)
            .map((link) => link.message)
            .join(' / '),
        }),
      )
      expect(refusal?.state).toBe('42501')
      expect(refusal?.message).toMatch(/the audit trail cannot be changed/)
    }
    const [kept] = await t.db.select().from(auditLog).where(eq(auditLog.id, entry!.id))
    expect(kept).toEqual(entry)
  })

  it("keeps a deleted admin's entries, without their name", async () => {
    const world = await buildWorld(t)
    const reader = await addMember(t.db, { admin: true })
    const calls: [string, string, unknown][] = [
      ['POST', '/api/teams/config', { maxTeamMembers: 4 }],
      ['PATCH', `/api/challenges/${world.challenge.id}/completions/${world.proof.id}`, { status: 'approved' }],
    ]
    for (const [method, url, body] of calls) {
      expect((await t.request(method, url, { cookie: world.admin.cookie, body })).status).toBe(200)
    }
    const ids = (await t.db.select().from(auditLog).where(eq(auditLog.actorId, world.admin.user.id))).map((e) => e.id)
    expect(ids).toHaveLength(2)

    await t.db.delete(users).where(eq(users.id, world.admin.user.id))
    // The member whose proof was judged goes too: the entry stays, about nobody.
    await t.db.delete(users).where(eq(users.id, world.prover.user.id))

    const page = AuditPageSchema.parse((await t.request('GET', '/api/admin/audit', { cookie: reader.cookie })).body)
    const kept = page.entries.filter((entry) => ids.includes(entry.id))
    expect(kept.map((entry) => [entry.action, entry.actor, entry.subject])).toEqual([
      ['proof.judge', null, null],
      ['team.size', null, null],
    ])
    expect(kept[0]).toMatchObject({ target: 'Stairs week', after: { status: 'approved', points: 50 } })
  })
})

describe('the trail under concurrent admin actions', () => {
  let t: TestApp
  let address: string
  beforeAll(async () => {
    t = await createTestApp()
    address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  it("chains concurrent settings changes: each entry's before is the previous one's after", async () => {
    const admins = await addMembers(t.db, 10, { admin: true })
    const since = await lastEntryId(t)
    const answers = await Promise.all(
      admins.map((admin, index) =>
        httpCall(address, 'POST', '/api/scores/config', admin.cookie, { moneyPer100Steps: index + 2 }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(admins.map(() => 200))
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, since), eq(auditLog.action, 'settings.update')))
      .orderBy(asc(auditLog.id))
    expect(entries).toHaveLength(10)
    let value: unknown = 1
    for (const entry of entries) {
      expect(entry.before).toEqual({ moneyPer100Steps: value })
      value = (entry.after as { moneyPer100Steps: number }).moneyPer100Steps
    }
    expect(Number((await getSettings(t.db)).moneyPer100Steps)).toBe(value)
  })

  it('records one judgment and one deletion when admins make the same one at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const world = await buildWorld(t)
      const admins = await addMembers(t.db, 6, { admin: true })
      const since = await lastEntryId(t)
      const judged = await Promise.all(
        admins.map((admin) =>
          httpCall(
            address,
            'PATCH',
            `/api/challenges/${world.challenge.id}/completions/${world.proof.id}`,
            admin.cookie,
            {
              status: 'approved',
            },
          ),
        ),
      )
      expect(judged.map((answer) => answer.status)).toEqual(admins.map(() => 200))
      const deleted = await Promise.all(
        admins.map((admin) => httpCall(address, 'DELETE', `/api/admin/teams/${world.team.id}`, admin.cookie)),
      )
      expect(deleted.map((answer) => answer.status).sort()).toEqual([204, 404, 404, 404, 404, 404])
      const entries = await t.db.select().from(auditLog).where(gt(auditLog.id, since)).orderBy(asc(auditLog.id))
      expect(entries.map((entry) => entry.action)).toEqual(['proof.judge', 'team.delete'])
    }
  })
})
