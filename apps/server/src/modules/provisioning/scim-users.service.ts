import {
  normalizeEmail,
  ScimUserInputSchema,
  SCIM_USER_SCHEMA,
  USERNAME_MAX_LENGTH,
  type ScimPatch,
  type ScimUser,
  type ScimUserInput,
} from '@stepup/contract'
import { and, asc, count, eq, isNull, ne, type SQL } from 'drizzle-orm'
import { scimPatch, type ScimPatchOperation, type ScimResource } from 'scim-patch'
import type { Db, DbOrTx } from '../../db/client.ts'
import { scimGroups, scimUsers, users, type UserRow } from '../../db/schema/index.ts'
import { uniqueViolation } from '../../db/sql-state.ts'
import { inTransaction } from '../../db/transaction.ts'
import { deactivateByDirectory, reactivateByDirectory } from '../members/index.ts'
import type { Scores } from '../scores/index.ts'
import { leaveTeamByDirectory } from '../teams/index.ts'
import { ScimProblem } from './scim-errors.ts'
import { filterCondition } from './scim-filter.ts'
import { scimList, type ScimPageQuery } from './scim-lists.ts'
import { scimBaseUrl } from './scim-token.service.ts'

export interface ProvisioningContext {
  db: Db
  scores: Scores
  appOrigin: string
}

type LinkRow = typeof scimUsers.$inferSelect
interface Member {
  user: UserRow
  link: LinkRow | null
  /** The directory's group of the member's team, if it has one. */
  group: { id: string; displayName: string } | null
}

/** The member as the directory sees them. StepUp keeps one name: given and family are its words. */
export function toResource(appOrigin: string, { user, link, group }: Member): ScimUser {
  const space = user.username.lastIndexOf(' ')
  return {
    schemas: [SCIM_USER_SCHEMA],
    id: String(user.id),
    externalId: link?.externalId ?? null,
    userName: user.email,
    name: {
      formatted: user.username,
      givenName: space > 0 ? user.username.slice(0, space) : user.username,
      familyName: space > 0 ? user.username.slice(space + 1) : '',
    },
    displayName: user.username,
    emails: [{ value: user.email, primary: true, type: 'work' }],
    active: user.deactivatedAt === null,
    groups: group
      ? [{ value: group.id, display: group.displayName, $ref: `${scimBaseUrl(appOrigin)}/Groups/${group.id}` }]
      : [],
    meta: {
      resourceType: 'User',
      created: user.createdAt.toISOString(),
      lastModified: (link?.updatedAt ?? user.createdAt).toISOString(),
      location: `${scimBaseUrl(appOrigin)}/Users/${user.id}`,
    },
  }
}

/** Every member but those the directory deleted: it may find, and take over, members it did not make. */
const visible = isNull(scimUsers.deletedAt)

function membersWhere(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ user: users, link: scimUsers, group: { id: scimGroups.id, displayName: scimGroups.displayName } })
    .from(users)
    .leftJoin(scimUsers, eq(scimUsers.userId, users.id))
    .leftJoin(scimGroups, eq(scimGroups.teamId, users.teamId))
    .where(and(visible, where))
}

export function listUsers(ctx: ProvisioningContext, query: ScimPageQuery & { filter?: string }) {
  const where = query.filter ? filterCondition(query.filter) : undefined
  return scimList(
    query,
    async () => {
      const [total] = await ctx.db
        .select({ n: count() })
        .from(users)
        .leftJoin(scimUsers, eq(scimUsers.userId, users.id))
        .where(and(visible, where))
      return total?.n ?? 0
    },
    async (limit, offset) =>
      (await membersWhere(ctx.db, where).orderBy(asc(users.id)).limit(limit).offset(offset)).map((member) =>
        toResource(ctx.appOrigin, member),
      ),
  )
}

/**
 * A member's id as the directory names it, the id the Users endpoint gives (a positive integer of
 * PostgreSQL's size); null for anything else.
 */
export function memberIdOf(id: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null
  const memberId = Number(id)
  return memberId <= 2_147_483_647 ? memberId : null
}

/** The member the directory names by its id; 404 for no such member, or one it deleted. */
async function findVisible(db: DbOrTx, id: string): Promise<Member> {
  const memberId = memberIdOf(id)
  if (memberId === null) throw notFound()
  const [member] = await membersWhere(db, eq(users.id, memberId))
  if (!member) throw notFound()
  return member
}

export async function getUser(ctx: ProvisioningContext, id: string): Promise<ScimUser> {
  return toResource(ctx.appOrigin, await findVisible(ctx.db, id))
}

/** What StepUp keeps of a SCIM user: its email, its name, the directory's id, whether it is active. */
interface Wanted {
  email: string
  username: string | null
  externalId: string | null
  active: boolean | null
}

function readUser(input: ScimUserInput): Wanted {
  const emails = input.emails ?? []
  const chosen =
    emails.find((email) => readBoolean(email.primary) === true) ??
    emails.find((email) => email.type?.toLowerCase() === 'work') ??
    emails[0]
  const raw = (chosen?.value ?? input.userName ?? '').trim()
  if (!raw.includes('@') || raw.length > 254 || /\s/.test(raw))
    throw new ScimProblem('BAD_REQUEST', 'scimEmailRequired', 'invalidValue')
  const given = [input.name?.givenName, input.name?.familyName].filter((part) => part?.trim()).join(' ')
  const name = [input.displayName, input.name?.formatted, given].map((value) => value?.trim()).find(Boolean)
  return {
    email: normalizeEmail(raw),
    username: name ? name.slice(0, USERNAME_MAX_LENGTH) : null,
    externalId: input.externalId?.trim() || null,
    active: readBoolean(input.active),
  }
}

/** A boolean, or Microsoft Entra's "True" and "False"; null when not said. */
function readBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true'
  return null
}

/**
 * Makes a member the directory names: no password (they sign in at the company's provider, or set
 * one by "Forgot password"), the email proven (the directory vouches for it), deactivated if the
 * directory says so. An email a member has already is refused (`uniqueness`): the directory finds
 * that member by a filter and takes it over instead. A member the directory deleted comes back
 * instead (someone who left and returns), with their history.
 */
export async function createUser(ctx: ProvisioningContext, input: ScimUserInput): Promise<ScimUser> {
  const wanted = readUser(input)
  const member = await inTransaction(ctx.db, async (tx) => {
    const [taken] = await tx
      .select({ id: users.id, deletedAt: scimUsers.deletedAt })
      .from(users)
      .leftJoin(scimUsers, eq(scimUsers.userId, users.id))
      .where(eq(users.email, wanted.email))
    if (taken && taken.deletedAt === null) throw emailTaken()
    if (taken) {
      await tx
        .update(scimUsers)
        .set({ deletedAt: null, externalId: wanted.externalId, updatedAt: new Date() })
        .where(eq(scimUsers.userId, taken.id))
      if (wanted.active !== false) await reactivateByDirectory(tx, ctx.scores, taken.id)
      return findVisible(tx, String(taken.id))
    }
    const [user] = await tx
      .insert(users)
      .values({
        username: wanted.username ?? wanted.email.slice(0, wanted.email.indexOf('@')).slice(0, USERNAME_MAX_LENGTH),
        email: wanted.email,
        passwordHash: null,
        emailVerifiedAt: new Date(),
        deactivatedAt: wanted.active === false ? new Date() : null,
      })
      .returning()
    const [link] = await tx.insert(scimUsers).values({ userId: user!.id, externalId: wanted.externalId }).returning()
    return { user: user!, link: link!, group: null }
  }).catch(uniqueAsTaken)
  return toResource(ctx.appOrigin, member)
}

/** PUT: the directory's whole user replaces what StepUp keeps of it. */
export async function replaceUser(ctx: ProvisioningContext, id: string, input: ScimUserInput): Promise<ScimUser> {
  return updateUser(ctx, id, () => input)
}

/**
 * PATCH: the operations apply to the member's SCIM resource (`scim-patch` reads the paths and
 * filters), and the result replaces it. Operation names are read without case (Entra writes
 * `Replace`); operations on attributes StepUp does not keep are ignored rather than refused.
 */
export async function patchUser(ctx: ProvisioningContext, id: string, patch: ScimPatch): Promise<ScimUser> {
  const operations = patch.Operations.filter((operation) => keeps(operation.path)).map(
    (operation) => ({ ...operation, op: operation.op.toLowerCase() }) as ScimPatchOperation,
  )
  return updateUser(ctx, id, (current) => {
    let patched: unknown
    try {
      patched = scimPatch(structuredClone(current) as unknown as ScimResource, operations)
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 200) : 'the operations do not apply'
      throw new ScimProblem('BAD_REQUEST', 'scimRequestInvalid', 'invalidValue', { reason })
    }
    // The operations may have written anything: what comes out is read as a PUT's body is.
    const read = ScimUserInputSchema.safeParse(patched)
    if (!read.success) {
      const reason = read.error.issues[0]?.path.join('.') || 'the user'
      throw new ScimProblem('BAD_REQUEST', 'scimRequestInvalid', 'invalidValue', { reason: `${reason} is invalid` })
    }
    const name = patchedName(current, read.data)
    return name ? { ...read.data, displayName: name } : read.data
  })
}

/**
 * The name a PATCH gave: the first of the display name, the formatted name, and the given and
 * family names that it changed. StepUp keeps one name, which all three write back as theirs, so
 * one that did not change must not win over one that did.
 */
function patchedName(current: ScimUser, patched: ScimUserInput): string | undefined {
  const givenFamily = (user: Pick<ScimUserInput, 'name'>) =>
    [user.name?.givenName, user.name?.familyName].filter((part) => part?.trim()).join(' ')
  if (patched.displayName !== current.displayName) return undefined
  if (patched.name?.formatted !== current.name.formatted) return patched.name?.formatted ?? undefined
  if (givenFamily(patched) !== givenFamily(current)) return givenFamily(patched) || undefined
  return undefined
}

const KEPT_ATTRIBUTES = new Set(['active', 'username', 'displayname', 'name', 'emails', 'externalid'])
const CORE_PREFIX = `${SCIM_USER_SCHEMA.toLowerCase()}:`

/** Whether an operation's path is an attribute StepUp keeps; one without a path names its value's. */
function keeps(path: string | undefined) {
  if (path === undefined) return true
  let lower = path.trim().toLowerCase()
  if (lower.startsWith(CORE_PREFIX)) lower = lower.slice(CORE_PREFIX.length)
  return KEPT_ATTRIBUTES.has(lower.split(/[.[]/, 1)[0]!)
}

/**
 * Applies what the directory wants of a member in one transaction: active false deactivates them
 * as an admin would (sessions ended at once, off the boards, audited with nobody as the actor),
 * active true brings them back; a new email must be nobody else's.
 */
async function updateUser(
  ctx: ProvisioningContext,
  id: string,
  wantedOf: (current: ScimUser) => ScimUserInput,
): Promise<ScimUser> {
  const member = await inTransaction(ctx.db, async (tx) => {
    const current = await findVisible(tx, id)
    const wanted = readUser(wantedOf(toResource(ctx.appOrigin, current)))
    const memberId = current.user.id
    // Deactivation locks the admins before the member, as every change that could leave none does.
    if (wanted.active === false) await deactivateByDirectory(tx, ctx.scores, memberId)
    if (wanted.active === true) await reactivateByDirectory(tx, ctx.scores, memberId)
    const [locked] = await tx.select().from(users).where(eq(users.id, memberId)).for('no key update')
    const changes: Partial<UserRow> = {}
    if (wanted.email !== locked!.email) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, wanted.email), ne(users.id, memberId)))
      if (taken) throw emailTaken()
      Object.assign(changes, { email: wanted.email, emailVerifiedAt: new Date(), mustVerifyEmail: false })
    }
    if (wanted.username && wanted.username !== locked!.username) changes.username = wanted.username
    if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, memberId))
    await tx
      .insert(scimUsers)
      .values({ userId: memberId, externalId: wanted.externalId })
      .onConflictDoUpdate({ target: scimUsers.userId, set: { externalId: wanted.externalId, updatedAt: new Date() } })
    return findVisible(tx, id)
  }).catch(uniqueAsTaken)
  return toResource(ctx.appOrigin, member)
}

/**
 * DELETE: the member is deactivated, not erased (their history stays with the community, and an
 * admin may still erase it), and the directory sees them no more. They leave their team too, as
 * if the directory took them off it, since it can no longer see them to do so.
 */
export async function deleteUser(ctx: ProvisioningContext, id: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const { user } = await findVisible(tx, id)
    await deactivateByDirectory(tx, ctx.scores, user.id)
    await leaveTeamByDirectory(tx, user.id)
    const now = new Date()
    await tx
      .insert(scimUsers)
      .values({ userId: user.id, deletedAt: now })
      .onConflictDoUpdate({ target: scimUsers.userId, set: { deletedAt: now, updatedAt: now } })
  })
}

const notFound = () => new ScimProblem('NOT_FOUND', 'scimUserNotFound')
const emailTaken = () => new ScimProblem('CONFLICT', 'scimEmailTaken', 'uniqueness')

/** Two writers of one email at once: the unique index lets one in, the other is told it is taken. */
function uniqueAsTaken(error: unknown): never {
  if (uniqueViolation(error) === 'users_email_unique') throw emailTaken()
  throw error
}
