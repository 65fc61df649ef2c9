import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import yauzl from 'yauzl'
import { googleFitCsv } from '../../../../scripts/health-exports/other-formats.ts'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { MEMBER_COLUMNS } from '../../src/modules/my-data/index.ts'
import { exportMemberData } from '../../src/modules/my-data/export.service.ts'
import { createChallenge, multipart, smallPng, submitProof } from '../helpers/challenges.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, httpCall } from '../helpers/members.ts'
import { daysAgo, ingest, totalsDrift } from '../helpers/scores-fixtures.ts'

const PASSWORD = 'correct horse'
const today = todayIn('UTC')

interface Account {
  user: { id: number; username: string; email: string }
  cookie: string
}

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.db.execute(query)) as unknown as { rows?: T[] } | T[]
  return Array.isArray(result) ? result : result.rows!
}

/** Every column of the app's tables that points at a member: by a key to users, or by its name (an id, an address). */
async function memberColumns(t: TestApp): Promise<string[]> {
  const keyed = await rows<{ col: string }>(
    t,
    sql`
      select c.conrelid::regclass::text || '.' || a.attname as col
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'users'::regclass`,
  )
  const named = await rows<{ col: string }>(
    t,
    sql`
      select table_name || '.' || column_name as col from information_schema.columns
      where table_schema = current_schema()
        and (column_name ~ '^user_ids?$' or column_name = 'email' or column_name ~ '_address$')`,
  )
  return [...new Set([...keyed, ...named].map((row) => row.col).concat('users.id'))].sort()
}

/** Every text, character, array and JSON column of the app's tables. */
async function textColumns(t: TestApp) {
  return rows<{ table_name: string; column_name: string }>(
    t,
    sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and left(table_name, 2) <> '__'
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
  )
}

/** Where `needle` appears in any text or JSON column: `table.column` for each hit. */
async function findEverywhere(t: TestApp, needle: string): Promise<string[]> {
  const hits: string[] = []
  const columns = await textColumns(t)
  expect(columns.length).toBeGreaterThan(40)
  for (const { table_name, column_name } of columns) {
    const [found] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where strpos(lower(${sql.identifier(column_name)}::text), lower(${needle})) > 0`,
    )
    if (found!.n > 0) hits.push(`${table_name}.${column_name}`)
  }
  return hits
}

/** The archive's files by name, read with the zip library the server already uses for imports. */
async function unzip(payload: Buffer) {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(payload, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  )
  const files = new Map<string, Buffer>()
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error)
        const parts: Buffer[] = []
        stream.on('data', (part: Buffer) => parts.push(part))
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(parts))
          zip.readEntry()
        })
      })
    })
    zip.once('end', resolve)
    zip.once('error', reject)
    zip.readEntry()
  })
  return files
}

const json = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(`${name}.json`)!.toString('utf8'))

describe('a member owns their data: export and account deletion', () => {
  let t: TestApp
  let admin: Account
  let marker = 0

  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.signUp({ admin: true, username: 'Boss', password: PASSWORD })
    const rules = await t.request('PUT', '/api/admin/fair-play', {
      cookie: admin.cookie,
      body: { activityEnabled: true },
    })
    expect(rules.status, rules.text).toBe(200)
  })
  afterAll(() => t.close())

  /**
   * A member with one of everything, each made through the app's own calls: a profile with phone,
   * sensor id and avatar; days from manual entry, a wearable sync, a phone push and an applied
   * health-export import; an activity; a friend; a team they lead, with the friend in it; a proof
   * with a photo; a push token; a competition they joined; an admin's correction of a day (an
   * audit entry about them). The marker is in their name, email, and import file name.
   */
  async function memberWithEverything() {
    marker += 1
    const tag = `zqx${marker}${Math.random().toString(36).slice(2, 7)}`
    // Names of things that are not the member's own (they stay): without the tag.
    const label = `n${marker}${Math.random().toString(36).slice(2, 7)}`
    const member = (await t.signUp({
      username: `Walker ${tag}`,
      email: `${tag}@example.com`,
      password: PASSWORD,
    })) as Account
    const cookie = member.cookie
    // Mails to the member go out whatever the hour the test runs at: no quiet hours.
    await t.request('PATCH', '/api/me/notifications', { cookie, body: { quietHours: null } })
    const phone = `+1 555 ${String(Math.floor(Math.random() * 9000) + 1000)} ${marker}`
    const sensor = `sensor-${tag}`
    const avatarForm = multipart(await smallPng())
    const avatar = await t.request('POST', '/api/uploads', {
      cookie,
      body: avatarForm.body,
      headers: avatarForm.headers,
    })
    expect(avatar.status, avatar.text).toBe(201)
    const profile = await t.request('PATCH', '/api/me', {
      cookie,
      body: { phoneNumber: phone, sensorUserId: sensor, avatarUrl: avatar.body.secure_url },
    })
    expect(profile.status, profile.text).toBe(200)

    expect((await t.request('POST', '/api/scores', { cookie, body: { date: daysAgo(3), steps: 4321 } })).status).toBe(
      200,
    )
    expect((await ingest(t, [{ sensorUserId: sensor, date: daysAgo(2), steps: 7654 }])).status).toBe(200)
    const token = await t.request('POST', '/api/me/push-tokens', { cookie })
    expect(token.status).toBe(201)
    const pushed = await t.request('POST', '/api/push/steps', {
      headers: { authorization: `Bearer ${token.body.token}` },
      body: {
        data: { metrics: [{ name: 'step_count', data: [{ date: `${daysAgo(1)} 08:00:00 +0000`, qty: 5555 }] }] },
      },
      noOrigin: true,
    })
    expect(pushed.status, pushed.text).toBe(200)
    const fromAndroid = await t.request('POST', '/api/push/steps', {
      headers: { authorization: `Bearer ${token.body.token}` },
      body: {
        timestamp: new Date().toISOString(),
        app_version: '1.9.13',
        steps: [
          {
            count: 2222,
            start_time: `${daysAgo(6)}T09:00:00Z`,
            end_time: `${daysAgo(6)}T09:30:00Z`,
            metadata: {
              data_origin: 'com.google.android.apps.fitness',
              recording_method: 'automatically_recorded',
              device: { manufacturer: 'Google', model: 'Pixel 8', type: 2 },
            },
          },
        ],
      },
      noOrigin: true,
    })
    expect(fromAndroid.status, fromAndroid.text).toBe(200)

    const fit = googleFitCsv({ firstDate: daysAgo(8), days: 3 })
    const importForm = multipart(Buffer.from(fit.content), {
      filename: `${tag}-steps.csv`,
      contentType: 'text/csv',
    })
    const uploaded = await t.request('POST', '/api/me/imports', {
      cookie,
      body: importForm.body,
      headers: importForm.headers,
    })
    expect(uploaded.status, uploaded.text).toBe(202)
    await expect
      .poll(async () => (await t.request('GET', `/api/me/imports/${uploaded.body.id}`, { cookie })).body.status, {
        timeout: 20_000,
      })
      .toBe('ready')
    const applied = await t.request('POST', `/api/me/imports/${uploaded.body.id}/apply`, { cookie })
    expect(applied.status, applied.text).toBe(200)

    const activity = await t.request('POST', '/api/activities', {
      cookie,
      body: { date: daysAgo(3), activity: 'cycling', intensity: 'moderate', minutes: 30 },
    })
    expect(activity.status, activity.text).toBe(201)

    const friend = (await t.signUp({ password: PASSWORD })) as Account
    const asked = await t.request('POST', `/api/users/${friend.user.id}/friends`, { cookie })
    expect(asked.status).toBe(201)
    const accepted = await t.request('PATCH', `/api/users/friends/${asked.body.id}`, {
      cookie: friend.cookie,
      body: { status: 'ACCEPTED' },
    })
    expect(accepted.status).toBe(200)
    const team = await t.request('POST', '/api/teams', { cookie, body: { name: `Team ${label}` } })
    expect(team.status, team.text).toBe(201)
    const invited = await t.request('POST', `/api/teams/${team.body.id}/invite/${friend.user.id}`, { cookie })
    expect(invited.status, invited.text).toBe(201)
    const joined = await t.request('POST', `/api/teams/invites/${invited.body.id}/accept`, { cookie: friend.cookie })
    expect(joined.status, joined.text).toBe(200)

    const challenge = await createChallenge(t, admin.cookie, { name: `Stairs ${label}` })
    const photo = await smallPng()
    const proof = await submitProof(t, cookie, challenge.id, photo)
    expect(proof.status, proof.text).toBe(201)

    const competition = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: `Walk ${label}`,
        startDate: addDays(today, -5),
        endDate: addDays(today, 5),
        participation: 'opt-in',
        scoring: { individual: 'steps', team: 'sum' },
      },
    })
    expect(competition.status, competition.text).toBe(201)
    const entered = await t.request('POST', `/api/competitions/${competition.body.id}/participants/me`, { cookie })
    expect(entered.status, entered.text).toBeLessThan(300)

    const requested = await t.request('POST', '/api/day-requests', {
      cookie,
      body: { date: daysAgo(4), steps: 1111, note: 'Counted twice by my phone' },
    })
    expect(requested.status, requested.text).toBe(201)
    const corrected = await t.request('PUT', `/api/admin/members/${member.user.id}/days/${daysAgo(4)}`, {
      cookie: admin.cookie,
      body: { steps: 1111, reason: 'Counted twice' },
    })
    expect(corrected.status, corrected.text).toBe(200)

    return {
      ...member,
      tag,
      label,
      phone,
      sensor,
      friend,
      team: team.body as { id: number },
      photo,
      pushToken: token.body,
    }
  }

  async function exportOf(cookie: string) {
    const response = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { cookie } })
    return response
  }

  it('answers for every column of the database that points at a member', async () => {
    expect(await memberColumns(t)).toEqual(Object.keys(MEMBER_COLUMNS).sort())
  })

  it('exports everything a member has, as JSON and CSV, with their images', async () => {
    const member = await memberWithEverything()
    const reset = await t.request('POST', `/api/admin/members/${member.user.id}/password-reset`, {
      cookie: admin.cookie,
    })
    expect(reset.status, reset.text).toBe(202)
    await t.app.notifications.sender.drain()
    const response = await exportOf(member.cookie)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="stepup-data-${today}.zip"`)
    const files = await unzip(response.rawPayload)

    const names = [...files.keys()]
    expect(names).toContain('README.txt')
    const tables = new Set(Object.values(MEMBER_COLUMNS).filter((file) => !file.startsWith('nothing personal')))
    for (const table of tables) {
      expect(names, table).toContain(`${table}.json`)
      expect(names, table).toContain(`${table}.csv`)
      expect(files.get('README.txt')!.toString(), table).toContain(`\n${table} `)
    }

    const [profile] = json(files, 'profile')
    expect(profile).toMatchObject({
      id: member.user.id,
      email: member.user.email,
      phoneNumber: member.phone,
      sensorUserId: member.sensor,
    })
    expect(profile).not.toHaveProperty('passwordHash')
    const everything = [...files.values()].map((file) => file.toString('latin1')).join('\n')
    expect(everything).not.toMatch(/\$argon2/)
    expect(everything).not.toContain(member.pushToken.token)
    expect(everything).not.toContain(member.cookie.slice('sid='.length))
    expect(everything).not.toContain('token=')
    // The admin's reset mail, and notifications: their friend request accepted, their day corrected.
    const subjects = (json(files, 'mails') as { subject: string }[]).map((mail) => mail.subject)
    expect(subjects).toHaveLength(3)
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Reset your StepUp password',
        expect.stringMatching(/accepted your friend request$/),
        expect.stringMatching(/^An admin corrected your steps of /),
      ]),
    )

    const days = json(files, 'days') as Record<string, unknown>[]
    const sources = ['manualSteps', 'wearableSteps', 'pushSteps', 'importSteps', 'activitySteps', 'correctionSteps']
    for (const source of sources)
      expect(
        days.some((day) => day[source] !== null),
        source,
      ).toBe(true)
    expect(json(files, 'imports')).toEqual([
      expect.objectContaining({ fileName: `${member.tag}-steps.csv`, status: 'applied' }),
    ])
    expect(json(files, 'import-days').length).toBeGreaterThan(0)
    expect(json(files, 'activities')).toEqual([expect.objectContaining({ activity: 'cycling', minutes: 30 })])
    expect(json(files, 'friends')).toEqual([expect.objectContaining({ friendId: member.friend.user.id })])
    expect(json(files, 'friend-requests')).toEqual([expect.objectContaining({ direction: 'sent', status: 'ACCEPTED' })])
    expect(json(files, 'team')).toEqual([expect.objectContaining({ id: member.team.id, youLeadIt: true })])
    expect(json(files, 'team-invites')).toEqual([expect.objectContaining({ direction: 'sent', status: 'accepted' })])
    expect(json(files, 'team-memberships')).toHaveLength(1)
    expect(json(files, 'push-tokens')).toEqual([
      {
        id: member.pushToken.id,
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        client: 'hc-webhook',
        clientVersion: '1.9.13',
        device: 'Google Pixel 8',
        lastSyncAt: expect.any(String),
      },
    ])
    expect(json(files, 'pushed-records')).toEqual([
      expect.objectContaining({
        kind: 'record',
        source: 'Google Fit · Google Pixel 8',
        sourceKind: 'phone',
        steps: 2222,
      }),
    ])
    expect(json(files, 'sessions').length).toBeGreaterThan(0)
    expect(json(files, 'competitions')).toEqual([expect.objectContaining({ name: `Walk ${member.label}` })])
    expect(json(files, 'audit')).toEqual([
      expect.objectContaining({ action: 'member.password-reset', admin: 'Boss' }),
      expect.objectContaining({ action: 'day.correct', admin: 'Boss', reason: 'Counted twice' }),
    ])
    expect(json(files, 'day-corrections')).toEqual([expect.objectContaining({ reason: 'Counted twice' })])
    expect(json(files, 'day-requests')).toEqual([
      expect.objectContaining({ steps: 1111, note: 'Counted twice by my phone', resolution: 'corrected' }),
    ])

    const [proof] = json(files, 'proofs')
    expect(proof.status).toBe('pending')
    const uploads = json(files, 'uploads') as { name: string; url: string }[]
    expect(uploads.map((upload) => upload.url).sort()).toEqual([profile.avatarUrl, proof.imageUrl].sort())
    for (const upload of uploads) expect(files.get(`uploads/${upload.name}`)?.length, upload.name).toBeGreaterThan(0)
    const storedPhoto = fs.readFileSync(path.join(t.config.uploadsDir, path.basename(proof.imageUrl)))
    expect(files.get(`uploads/${path.basename(proof.imageUrl)}`)!.equals(storedPhoto)).toBe(true)

    const csv = files.get('activities.csv')!.toString('utf8').split('\r\n')
    expect(csv[0]).toContain('activity')
    expect(csv[1]).toContain('cycling')
  })

  it('streams on when an image is removed while the download runs', async () => {
    const member = await addMember(t.db)
    const proof = await submitProof(t, member.cookie, (await createChallenge(t, admin.cookie)).id)
    expect(proof.status, proof.text).toBe(201)
    const name = path.basename(proof.body.imageUrl as string)
    const stream = await exportMemberData(t.db, member.user.id, t.config.uploadsDir)
    // The proof is refused and its image deleted before the download reaches it.
    fs.rmSync(path.join(t.config.uploadsDir, name))
    const chunks: Buffer[] = []
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk)
    const files = await unzip(Buffer.concat(chunks))
    expect(files.get(`uploads/${name}`)).toEqual(Buffer.alloc(0))
    expect(files.has('proofs.json')).toBe(true)
  })

  it('guards CSV cells a spreadsheet would run as formulas, and refuses guests and a burst of exports', async () => {
    const member = (await t.signUp({ username: '=HYPERLINK("x")', password: PASSWORD })) as Account
    const files = await unzip((await exportOf(member.cookie)).rawPayload)
    expect(files.get('profile.csv')!.toString()).toContain(`"'=HYPERLINK(""x"")"`)
    // The full-width sign, and a sign behind a zero-width space, are formulas too.
    for (const username of ['＝HYPERLINK("x")', '\u200B=HYPERLINK("x")']) {
      const disguised = (await t.signUp({ username, password: PASSWORD })) as Account
      const profile = (await unzip((await exportOf(disguised.cookie)).rawPayload)).get('profile.csv')!.toString()
      expect(profile).toContain(`"'${username.replaceAll('"', '""')}"`)
    }
    expect((await t.request('GET', '/api/me/export')).status).toBe(401)
    expect((await exportOf(member.cookie)).statusCode).toBe(200)
    expect((await exportOf(member.cookie)).statusCode).toBe(200)
    const refused = await exportOf(member.cookie)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
  })

  it('refuses a wrong password as a profile change does, spending the same per-email budget', async () => {
    const member = (await t.signUp({ password: PASSWORD })) as Account
    const wrong = await t.request('DELETE', '/api/me', { cookie: member.cookie, body: { currentPassword: 'nope' } })
    expect([wrong.status, wrong.body.key]).toEqual([403, 'currentPasswordWrong'])
    const missing = await t.request('DELETE', '/api/me', { cookie: member.cookie, body: {} })
    expect(missing.status).toBe(400)
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await t.request('PATCH', '/api/me', {
        cookie: member.cookie,
        body: { email: 'x@example.com', currentPassword: 'no' },
      })
    }
    const limited = await t.request('DELETE', '/api/me', { cookie: member.cookie, body: { currentPassword: PASSWORD } })
    expect(limited.status).toBe(429)
    expect((await t.request('GET', '/api/me', { cookie: member.cookie })).status).toBe(200)
  })

  it('erases the account and every trace of it, and the boards and teams move on without it', async () => {
    const member = await memberWithEverything()
    // A finished competition with the member on its frozen board.
    const finished = await t.request('POST', '/api/competitions', {
      cookie: admin.cookie,
      body: {
        name: `Done ${member.label}`,
        startDate: daysAgo(4),
        endDate: daysAgo(1),
        graceHours: 0,
        scoring: { individual: 'steps', team: 'sum' },
      },
    })
    expect(finished.status, finished.text).toBe(201)
    const frozen = await t.request('GET', `/api/competitions/${finished.body.id}/board`, { cookie: admin.cookie })
    expect(frozen.status, frozen.text).toBe(200)
    const frozenRow = frozen.body.users.find((row: { user: { id: number } }) => row.user.id === member.user.id)
    expect(frozenRow.user.username).toBe(member.user.username)
    // The admin hands the lead back and forth and mails a reset link: the trail names the member.
    for (const leader of [member.friend.user.id, member.user.id]) {
      const handed = await t.request('POST', `/api/teams/${member.team.id}/transfer-leader/${leader}`, {
        cookie: admin.cookie,
      })
      expect(handed.status, handed.text).toBe(200)
    }
    const reset = await t.request('POST', `/api/admin/members/${member.user.id}/password-reset`, {
      cookie: admin.cookie,
    })
    expect(reset.status, reset.text).toBe(202)
    expect(await findEverywhere(t, member.user.username)).toEqual(
      expect.arrayContaining(['audit_log.target', 'audit_log.before', 'audit_log.after']),
    )
    // They take another name: the trail's entries about them still carry the old one.
    const renamed = await t.request('PATCH', '/api/me', {
      cookie: member.cookie,
      body: { username: `Strider ${member.tag}` },
    })
    expect(renamed.status, renamed.text).toBe(200)
    const admins = await t.request('POST', `/api/admin/members/${member.user.id}/password-reset`, {
      cookie: admin.cookie,
    })
    expect(admins.status, admins.text).toBe(202)
    const before = (await t.request('GET', '/api/scores/me', { cookie: member.cookie })).body
    expect(before.steps).toBeGreaterThan(0)
    const uploadsBefore = fs.readdirSync(t.config.uploadsDir)
    const avatarName = path.basename(
      (await t.request('GET', '/api/me', { cookie: member.cookie })).body.avatarUrl as string,
    )
    expect(uploadsBefore).toContain(avatarName)

    // With no mail server, the reset mails (and the notifications of their friend request and
    // team invite) went to the outbox folder, named after the address.
    await t.app.notifications.sender.drain()
    await t.app.mailQueue.settled()
    const outbox = () => fs.readdirSync(t.config.outboxDir).filter((name) => name.includes(member.user.email))
    expect(outbox().length).toBeGreaterThanOrEqual(2)

    const erased = await t.request('DELETE', '/api/me', {
      cookie: member.cookie,
      body: { currentPassword: PASSWORD },
    })
    expect(erased.status, erased.text).toBe(204)
    expect(String(erased.headers['set-cookie'])).toMatch(/^sid=;/)
    expect(outbox()).toEqual([])

    for (const needle of [
      member.user.email,
      member.user.username,
      member.tag,
      member.phone,
      member.sensor,
      'Strider',
    ]) {
      expect(await findEverywhere(t, needle), needle).toEqual([])
    }
    expect(await rows(t, sql`select 1 from users where id = ${member.user.id}`)).toEqual([])
    expect(fs.readdirSync(t.config.uploadsDir)).not.toContain(avatarName)
    expect(fs.readdirSync(t.config.importsDir).filter((name) => !name.startsWith('.'))).toEqual([])
    expect((await t.request('GET', '/api/me', { cookie: member.cookie })).status).toBe(401)
    const login = await t.request('POST', '/api/auth/login', {
      body: { email: member.user.email, password: PASSWORD },
    })
    expect(login.status).toBe(401)

    // The team passes to the friend, its only other member; the team board counts the friend only.
    const team = await t.request('GET', '/api/teams/me', { cookie: member.friend.cookie })
    expect(team.body).toMatchObject({ id: member.team.id, leaderId: member.friend.user.id })
    expect(team.body.members.map((m: { id: number }) => m.id)).toEqual([member.friend.user.id])
    const teams = (await t.request('GET', '/api/scores/team', { cookie: member.friend.cookie })).body
    const row = teams.find((entry: { teamId: number }) => entry.teamId === member.team.id)
    expect(row.teamTotal).toBe(0)
    const board = (await t.request('GET', '/api/scores/users?limit=100', { cookie: admin.cookie })).body
    expect(JSON.stringify(board)).not.toContain(member.tag)
    expect(await totalsDrift(t)).toEqual([])

    // The frozen board keeps the member's numbers, without their name or picture.
    const after = await t.request('GET', `/api/competitions/${finished.body.id}/board`, { cookie: admin.cookie })
    const kept = after.body.users.find((entry: { user: { id: number } }) => entry.user.id === member.user.id)
    expect(kept).toMatchObject({
      rank: frozenRow.rank,
      score: frozenRow.score,
      user: { username: '', avatarUrl: null },
    })
    // The audit entry about them stays, anonymous.
    const trail = await t.request('GET', '/api/admin/audit?kind=day', { cookie: admin.cookie })
    expect(trail.body.entries).toContainEqual(
      expect.objectContaining({ action: 'day.correct', subject: null, reason: 'Counted twice' }),
    )
  })

  it("lets an erasure change only the trail's words: never a reason, a kind, a time, nor remove an entry", async () => {
    const [entry] = await rows<{ id: number }>(t, sql`select id from audit_log order by id limit 1`)
    const attempts = [
      sql`update audit_log set reason = 'tidied up' where id = ${entry!.id}`,
      sql`update audit_log set action = 'team.size' where id = ${entry!.id}`,
      sql`update audit_log set at = now() - interval '1 year' where id = ${entry!.id}`,
      sql`delete from audit_log where id = ${entry!.id}`,
    ]
    for (const attempt of attempts) {
      const refused = await t.db
        .transaction(async (tx) => {
          await tx.execute(sql`select set_config('stepup.erasing_member', '1', true)`)
          await tx.execute(attempt)
        })
        .then(
          () => false,
          () => true,
        )
      expect(refused).toBe(true)
    }
  })

  it('ends a team whose leader was its only member', async () => {
    const leader = (await t.signUp({ password: PASSWORD })) as Account
    const team = await t.request('POST', '/api/teams', { cookie: leader.cookie, body: { name: `Solo ${Date.now()}` } })
    expect(team.status).toBe(201)
    const erased = await t.request('DELETE', '/api/me', { cookie: leader.cookie, body: { currentPassword: PASSWORD } })
    expect(erased.status).toBe(204)
    expect(await rows(t, sql`select 1 from teams where id = ${team.body.id}`)).toEqual([])
  })
})

describe('the last admin', () => {
  let t: TestApp
  let address: string
  beforeAll(async () => {
    t = await createTestApp()
    address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  it('lets exactly one of two admins deleting themselves at once go, and keeps the other', async () => {
    for (let round = 0; round < 3; round += 1) {
      const admins = await rows<{ id: number }>(t, sql`select id from users where is_admin`)
      expect(admins).toHaveLength(round === 0 ? 0 : 1)
      await t.db.execute(sql`update users set is_admin = false`)
      const [a, b] = [
        await t.signUp({ admin: true, password: PASSWORD }),
        await t.signUp({ admin: true, password: PASSWORD }),
      ]
      const answers = await Promise.all(
        [a, b].map((admin) => httpCall(address, 'DELETE', '/api/me', admin.cookie, { currentPassword: PASSWORD })),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409])
      expect(answers.find((answer) => answer.status === 409)!.body.key).toBe('lastAdminAccountDeletion')
    }
    const [last] = await rows<{ id: number }>(t, sql`select id from users where is_admin`)
    expect(last).toBeDefined()
  })

  it('lets an admin go while another admin can still sign in, and a member whatever the admins', async () => {
    await t.db.execute(sql`update users set is_admin = false`)
    const stays = await t.signUp({ admin: true, password: PASSWORD })
    const goes = await t.signUp({ admin: true, password: PASSWORD })
    const alone = await t.request('DELETE', '/api/me', { cookie: goes.cookie, body: { currentPassword: PASSWORD } })
    expect(alone.status).toBe(204)
    const refused = await t.request('DELETE', '/api/me', { cookie: stays.cookie, body: { currentPassword: PASSWORD } })
    expect([refused.status, refused.body.key]).toEqual([409, 'lastAdminAccountDeletion'])
    const member = await t.signUp({ password: PASSWORD })
    expect(
      (await t.request('DELETE', '/api/me', { cookie: member.cookie, body: { currentPassword: PASSWORD } })).status,
    ).toBe(204)
  })
})
