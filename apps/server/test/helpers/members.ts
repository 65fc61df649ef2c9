import { and, eq } from 'drizzle-orm'
import type { Db } from '../../src/db/client.ts'
import { friendships, teamInvites, teams, users, type UserRow } from '../../src/db/schema/index.ts'
import { createSession } from '../../src/modules/auth/sessions.ts'
import { TEST_ORIGIN } from './app.ts'

/** Not a hash any password matches: these members log in only through their session cookie. */
const NO_PASSWORD = '$argon2id$v=19$m=19456,t=2,p=1$bm90LWEtcmVhbC1zYWx0$bm90LWEtcmVhbC1oYXNo'

export interface Member {
  user: UserRow
  cookie: string
}

let counter = 0

/** Inserts members in one statement and logs each in, skipping the cost of password hashing. */
export async function addMembers(
  db: Db,
  count: number,
  options: { admin?: boolean; prefix?: string } = {},
): Promise<Member[]> {
  if (count === 0) return []
  const batch = (counter += 1)
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        username: `${options.prefix ?? 'Member'} ${batch}-${index + 1}`,
        email: `m${batch}-${index + 1}-${Math.random().toString(36).slice(2, 8)}@example.com`,
        passwordHash: NO_PASSWORD,
        phoneNumber: `+1 555 ${String(batch).padStart(3, '0')} ${String(index).padStart(4, '0')}`,
        isAdmin: options.admin ?? false,
      })),
    )
    .returning()
  return Promise.all(rows.map(async (user) => ({ user, cookie: `sid=${(await createSession(db, user.id)).token}` })))
}

export async function addMember(db: Db, options: { admin?: boolean; prefix?: string } = {}) {
  const [member] = await addMembers(db, 1, options)
  return member!
}

export async function befriend(db: Db, a: number, b: number) {
  await db
    .insert(friendships)
    .values(a < b ? { userLowId: a, userHighId: b } : { userLowId: b, userHighId: a })
    .onConflictDoNothing()
}

/** A team stored directly: the leader and `members` joined, as if invited and accepted. */
export async function addTeam(db: Db, leader: UserRow, members: UserRow[] = [], name?: string) {
  const [team] = await db
    .insert(teams)
    .values({ name: name ?? `Team ${Math.random().toString(36).slice(2, 10)}`, leaderId: leader.id })
    .returning()
  for (const user of [leader, ...members]) {
    await db.update(users).set({ teamId: team!.id }).where(eq(users.id, user.id))
    user.teamId = team!.id
  }
  return team!
}

export async function addInvites(db: Db, teamId: number, senderId: number, inviteeIds: number[]) {
  return db
    .insert(teamInvites)
    .values(inviteeIds.map((inviteeId) => ({ teamId, senderId, inviteeId })))
    .returning()
}

export async function addInvite(db: Db, teamId: number, senderId: number, inviteeId: number) {
  const [invite] = await db.insert(teamInvites).values({ teamId, senderId, inviteeId }).returning()
  return invite!
}

export async function teamOf(db: Db, userId: number) {
  const [row] = await db.select({ teamId: users.teamId }).from(users).where(eq(users.id, userId))
  return row?.teamId ?? null
}

export async function memberCount(db: Db, teamId: number) {
  return (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.teamId, teamId)))
  ).length
}

/** A real HTTP call to a listening app, as the browser would send it. */
export async function httpCall(baseUrl: string, method: string, path: string, cookie: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      cookie,
      origin: TEST_ORIGIN,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined }
}
