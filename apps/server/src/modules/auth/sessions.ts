import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { afterCommit } from '../../db/transaction.ts'
import { sessions, users } from '../../db/schema/index.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'
import type { FoundSession, SessionStore } from '../../plugins/session.ts'

export const SESSION_COOKIE = 'sid'
const DAY_MS = 24 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS
export const SESSION_IDLE_MS = 7 * DAY_MS
/** Idle time is tracked to the minute, so a busy member does not cost a write per request. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000

/** Starts a session; `provider` names the sign-in provider it began at (`oidc`), if any. */
export async function createSession(db: DbOrTx, userId: number, provider: string | null = null) {
  const token = newToken()
  const now = Date.now()
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    provider,
  })
  return { token, expiresAt: new Date(now + SESSION_ABSOLUTE_MS) }
}

/**
 * Every authenticated request runs this lookup, so it is prepared once per database: building
 * the query each time cost as much as running it.
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>()

function prepareSessionLookup(db: Db) {
  return db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        // Deactivation deletes the member's sessions; refusing the member here as well means no
        // session, whichever way it was made, signs a deactivated member in.
        isNull(users.deactivatedAt),
      ),
    )
    .prepare('find_session_user')
}

/** A validated session as the lookup found it, with what decides whether it is still valid. */
interface CheckedSession extends FoundSession {
  expiresAt: number
  lastSeenAt: number
}

/**
 * Validated sessions kept in memory, for a database that reports every committed change to
 * member rows and every end of a session (the embedded one, which this process alone writes). Any
 * such change empties the cache; a lookup that was under way when it happened is not kept. A
 * session is served from here until its last-seen time is a minute old, then looked up (and
 * touched) again. See docs/decisions/016.
 */
interface SessionCache {
  entries: Map<string, CheckedSession>
  /** Moves on with every change, so a lookup that began before one is not kept. */
  generation: number
}

const sessionCaches = new WeakMap<Db, SessionCache>()
/** Sessions kept at most; beyond it the oldest go first. */
const SESSION_CACHE_SIZE = 10_000

/** Serves `db`'s sessions from memory, emptied by every change `onAccountsChanged` reports. */
export function cacheSessions(db: Db, onAccountsChanged: (listener: () => void) => void) {
  const cache: SessionCache = { entries: new Map(), generation: 0 }
  onAccountsChanged(() => {
    cache.generation += 1
    cache.entries.clear()
  })
  sessionCaches.set(db, cache)
}

function isFresh(session: CheckedSession, now: number) {
  return session.expiresAt > now && now - session.lastSeenAt <= LAST_SEEN_RESOLUTION_MS
}

/**
 * Lookups under way, by token hash. A page load sends several calls at once with one cookie:
 * they share one query instead of queueing the same one several times (on the embedded database
 * queries run one at a time). Nothing is kept once the query answers, so no request sees an
 * answer older than one that was already under way when it arrived (docs/decisions/015).
 */
const lookupsInFlight = new Map<string, { db: Db; lookup: Promise<CheckedSession | null> }>()

/**
 * The user of the session whose token hashes to `idHash`, or null when the session is unknown,
 * past 30 days, idle for 7, or its member is deactivated.
 */
export async function findSessionUser(db: Db, idHash: string): Promise<FoundSession | null> {
  const cached = sessionCaches.get(db)?.entries.get(idHash)
  if (cached && isFresh(cached, Date.now())) return copyOf(cached)
  const found = await sharedLookup(db, idHash, sessionCaches.get(db))
  return found && copyOf(found)
}

/** Each request gets its own copy of the user, so one handler's changes cannot leak into another. */
function copyOf(found: FoundSession): FoundSession {
  return { user: { ...found.user }, idHash: found.idHash }
}

/** The lookup under way for `idHash`, or a new one, kept in `cache` if nothing changed meanwhile. */
function sharedLookup(db: Db, idHash: string, cache: SessionCache | undefined): Promise<CheckedSession | null> {
  const shared = lookupsInFlight.get(idHash)
  if (shared?.db === db) return shared.lookup
  const generation = cache?.generation
  const lookup = lookUpSession(db, idHash)
    .then((session) => {
      if (cache && session && cache.generation === generation) remember(cache, session)
      return session
    })
    .finally(() => {
      if (lookupsInFlight.get(idHash)?.lookup === lookup) lookupsInFlight.delete(idHash)
    })
  lookupsInFlight.set(idHash, { db, lookup })
  return lookup
}

function remember(cache: SessionCache, session: CheckedSession) {
  cache.entries.delete(session.idHash)
  if (cache.entries.size >= SESSION_CACHE_SIZE) cache.entries.delete(cache.entries.keys().next().value!)
  cache.entries.set(session.idHash, session)
}

async function lookUpSession(db: Db, idHash: string): Promise<CheckedSession | null> {
  const now = new Date()
  let lookup = sessionLookups.get(db)
  if (!lookup) {
    lookup = prepareSessionLookup(db)
    sessionLookups.set(db, lookup)
  }
  const [row] = await lookup.execute({ idHash, now, idleSince: new Date(now.getTime() - SESSION_IDLE_MS) })
  if (!row) return null
  let lastSeenAt = row.lastSeenAt.getTime()
  if (now.getTime() - lastSeenAt > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash))
    lastSeenAt = now.getTime()
  }
  return { user: row.user, idHash, expiresAt: row.expiresAt.getTime(), lastSeenAt }
}

/**
 * Drops the lookups under way (of one session, or all), so a request arriving from now on looks
 * its session up afresh. A change that ends sessions calls it before it starts and again once it
 * has committed (`afterCommit`): a lookup that began before the commit still read the old row.
 */
export function forgetSessionLookups(idHash?: string) {
  if (idHash) lookupsInFlight.delete(idHash)
  else lookupsInFlight.clear()
}

export async function deleteSession(db: DbOrTx, idHash: string) {
  // A request arriving from now on must not share a lookup that began before the session ended.
  forgetSessionLookups(idHash)
  await db.delete(sessions).where(eq(sessions.idHash, idHash))
  afterCommit(db, () => forgetSessionLookups(idHash))
}

/** Whether the session is still there; in a transaction, it is locked until the commit. */
export async function sessionExists(tx: DbOrTx, idHash: string) {
  const [row] = await tx
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(eq(sessions.idHash, idHash))
    .for('key share')
  return row !== undefined
}

/** The sign-in provider the session began at, or null for a password or an unknown session. */
export async function sessionProvider(db: DbOrTx, idHash: string): Promise<string | null> {
  const [row] = await db.select({ provider: sessions.provider }).from(sessions).where(eq(sessions.idHash, idHash))
  return row?.provider ?? null
}

/** Ends every session of the user but the one given (or all of them). */
export async function deleteOtherSessions(db: DbOrTx, userId: number, keepIdHash?: string) {
  // Which user a lookup under way belongs to is not known until it answers: forget them all.
  forgetSessionLookups()
  await db
    .delete(sessions)
    .where(keepIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)) : eq(sessions.userId, userId))
  afterCommit(db, () => forgetSessionLookups())
}

export async function deleteExpiredSessions(db: DbOrTx) {
  const now = Date.now()
  await db
    .delete(sessions)
    .where(
      sql`${sessions.expiresAt} <= ${new Date(now)} or ${sessions.lastSeenAt} <= ${new Date(now - SESSION_IDLE_MS)}`,
    )
}

/** The sessions as the session plugin reads them on every request. */
export const sessionStore: SessionStore = {
  cookie: SESSION_COOKIE,
  absoluteMs: SESSION_ABSOLUTE_MS,
  find: findSessionUser,
  cache: cacheSessions,
}
