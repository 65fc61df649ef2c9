import { randomUUID } from 'node:crypto'
import {
  ScimGroupInputSchema,
  SCIM_GROUP_SCHEMA,
  SCIM_MAX_GROUP_MEMBERS,
  TEAM_NAME_MAX_LENGTH,
  TeamNameSchema,
  type ScimAttributesQuery,
  type ScimGroup,
  type ScimGroupAnswer,
  type ScimGroupInput,
  type ScimGroupListQuery,
  type ScimPatch,
} from '@stepup/contract'
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm'
import { scimPatch, type ScimPatchOperation, type ScimResource } from 'scim-patch'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { scimGroups, scimUsers, users } from '../../db/schema/index.ts'
import { uniqueViolation } from '../../db/sql-state.ts'
import { inTransaction } from '../../db/transaction.ts'
import { recordAudit } from '../audit/index.ts'
import {
  changeTeamByDirectory,
  createTeamByDirectory,
  findTeamByName,
  lockTeamByDirectory,
  renameTeamByDirectory,
  teamRosters,
  type DirectoryRefusal,
} from '../teams/index.ts'
import { ScimProblem } from './scim-errors.ts'
import { groupFilterCondition } from './scim-filter.ts'
import { scimList } from './scim-lists.ts'
import { scimBaseUrl } from './scim-token.service.ts'
import { memberIdOf, type ProvisioningContext } from './scim-users.service.ts'

/**
 * SCIM groups, each a StepUp team (docs/decisions/146). The directory is the list of who is on a
 * linked team: a member it adds joins the team, one it removes leaves it, by the teams module's
 * rules, which may refuse (another team, a full team) with a SCIM error. A group with no members
 * has no team yet, as StepUp has no team without members; its first member makes the team, or
 * takes the team of its name.
 */

type GroupRow = typeof scimGroups.$inferSelect
interface Member {
  id: number
  username: string
}

function toResource(appOrigin: string, group: GroupRow, members: Member[]): ScimGroup {
  const base = scimBaseUrl(appOrigin)
  return {
    schemas: [SCIM_GROUP_SCHEMA],
    id: group.id,
    externalId: group.externalId,
    displayName: group.displayName,
    members: members.map((member) => ({
      value: String(member.id),
      display: member.username,
      $ref: `${base}/Users/${member.id}`,
    })),
    meta: {
      resourceType: 'Group',
      created: group.createdAt.toISOString(),
      lastModified: group.updatedAt.toISOString(),
      location: `${base}/Groups/${group.id}`,
    },
  }
}

const GROUP_PREFIX = `${SCIM_GROUP_SCHEMA.toLowerCase()}:`

/** Attribute names of `attributes` or `excludedAttributes`: top-level, lower-cased, without the schema. */
function attributeNames(list: string | undefined): Set<string> | null {
  if (list === undefined) return null
  return new Set(
    list
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .map((name) => (name.startsWith(GROUP_PREFIX) ? name.slice(GROUP_PREFIX.length) : name))
      .map((name) => name.split('.', 1)[0]!)
      .filter(Boolean),
  )
}

/** Whether an answer will show members: Entra asks without them, and reading them is the costly part. */
function wantsMembers(query: ScimAttributesQuery) {
  const wanted = attributeNames(query.attributes)
  return (wanted === null || wanted.has('members')) && !attributeNames(query.excludedAttributes)?.has('members')
}

/** The group with only the attributes asked for (RFC 7644 §3.9); its id and schemas always. */
function project(resource: ScimGroup, query: ScimAttributesQuery): ScimGroupAnswer {
  const wanted = attributeNames(query.attributes)
  const excluded = attributeNames(query.excludedAttributes)
  const answer: Record<string, unknown> = { ...resource }
  for (const key of Object.keys(answer)) {
    if (key === 'schemas' || key === 'id') continue
    if ((wanted && !wanted.has(key.toLowerCase())) || excluded?.has(key.toLowerCase())) delete answer[key]
  }
  return answer as ScimGroupAnswer
}

/**
 * Each group's members as the directory may see them: its team's members, but those it deleted
 * (who are no longer its to see, nor to remove).
 */
async function rostersOf(db: DbOrTx, groups: GroupRow[]): Promise<Map<string, Member[]>> {
  const teamIds = groups.flatMap((group) => (group.teamId === null ? [] : [group.teamId]))
  const rosters = await teamRosters(db, teamIds)
  const everyone = [...rosters.values()].flat().map((member) => member.id)
  const deleted =
    everyone.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ id: scimUsers.userId })
              .from(scimUsers)
              .where(and(inArray(scimUsers.userId, everyone), isNotNull(scimUsers.deletedAt)))
          ).map((row) => row.id),
        )
  return new Map(
    groups.map((group) => [
      group.id,
      (group.teamId === null ? [] : (rosters.get(group.teamId) ?? [])).filter((member) => !deleted.has(member.id)),
    ]),
  )
}

async function answer(ctx: ProvisioningContext, db: DbOrTx, group: GroupRow, query: ScimAttributesQuery = {}) {
  const members = wantsMembers(query) ? ((await rostersOf(db, [group])).get(group.id) ?? []) : []
  return project(toResource(ctx.appOrigin, group, members), query)
}

export function listGroups(ctx: ProvisioningContext, query: ScimGroupListQuery) {
  const where = query.filter ? groupFilterCondition(query.filter) : undefined
  return scimList(
    query,
    async () => {
      const [total] = await ctx.db.select({ n: count() }).from(scimGroups).where(where)
      return total?.n ?? 0
    },
    async (limit, offset) => {
      const page = await ctx.db
        .select()
        .from(scimGroups)
        .where(where)
        .orderBy(asc(scimGroups.createdAt), asc(scimGroups.id))
        .limit(limit)
        .offset(offset)
      const rosters = wantsMembers(query) ? await rostersOf(ctx.db, page) : new Map<string, Member[]>()
      return page.map((group) => project(toResource(ctx.appOrigin, group, rosters.get(group.id) ?? []), query))
    },
  )
}

export async function getGroup(ctx: ProvisioningContext, id: string, query: ScimAttributesQuery) {
  const [group] = await ctx.db.select().from(scimGroups).where(eq(scimGroups.id, id))
  if (!group) throw notFound()
  return answer(ctx, ctx.db, group, query)
}

/** What StepUp keeps of a SCIM group: its name, the directory's id, and its members if it names them. */
interface Wanted {
  displayName: string
  /** Undefined when not said, and then kept. */
  externalId: string | null | undefined
  /** Member ids in the directory's order; undefined when not said, and then kept. */
  members: number[] | undefined
}

function readGroup(input: ScimGroupInput): Wanted {
  const name = TeamNameSchema.safeParse(input.displayName)
  if (!name.success) {
    throw new ScimProblem('BAD_REQUEST', 'scimGroupNameInvalid', 'invalidValue', { max: TEAM_NAME_MAX_LENGTH })
  }
  return {
    displayName: name.data,
    externalId: input.externalId === undefined ? undefined : input.externalId?.trim() || null,
    members: input.members === undefined ? undefined : [...new Set((input.members ?? []).map(memberId))],
  }
}

/** A member's SCIM user id as the member's id; anything that is no member's id is refused. */
function memberId(member: { value: string }): number {
  const value = member.value.trim()
  const id = memberIdOf(value)
  if (id === null) throw unknownMember(value)
  return id
}

/**
 * Members the directory names must be members it can see: an unknown id is refused rather than
 * skipped, so a group never silently differs from what the directory was told.
 */
async function assertKnownMembers(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return
  const known = new Set(
    (
      await tx
        .select({ id: users.id, deletedAt: scimUsers.deletedAt })
        .from(users)
        .leftJoin(scimUsers, eq(scimUsers.userId, users.id))
        .where(inArray(users.id, ids))
    )
      .filter((row) => row.deletedAt === null)
      .map((row) => row.id),
  )
  const unknown = ids.find((id) => !known.has(id))
  if (unknown !== undefined) throw unknownMember(String(unknown))
}

/**
 * POST: the group takes the team of its name, unless another group has it, or has none until its
 * first member makes it. Members it names join the team; members already on a team it takes stay.
 */
export async function createGroup(ctx: ProvisioningContext, input: ScimGroupInput): Promise<ScimGroupAnswer> {
  const wanted = readGroup(input)
  return inTransaction(ctx.db, async (tx) => {
    const team = await findTeamByName(tx, wanted.displayName)
    const [group] = await tx
      .insert(scimGroups)
      .values({
        id: randomUUID(),
        teamId: team?.id ?? null,
        displayName: wanted.displayName,
        externalId: wanted.externalId ?? null,
      })
      .returning()
    if (team) {
      await recordAudit(tx, { action: 'team.link-by-directory', actorId: null, target: team.name, targetId: team.id })
      refuseIf(await renameTeamByDirectory(tx, team.id, wanted.displayName))
    }
    const current = (await rostersOf(tx, [group!])).get(group!.id)!.map((member) => member.id)
    await changeMembers(tx, group!, current, [...current, ...(wanted.members ?? [])])
    return answer(ctx, tx, await lockGroup(tx, group!.id))
  }).catch(uniqueAsTaken)
}

/** PUT (Okta): the whole group replaces what StepUp keeps; members, when named, are the team's exactly. */
export async function replaceGroup(ctx: ProvisioningContext, id: string, input: ScimGroupInput) {
  const wanted = readGroup(input)
  return updateGroup(ctx, id, () => wanted)
}

/**
 * PATCH: the operations apply to the group's SCIM resource (`scim-patch` reads the paths and
 * filters), and the result replaces it. Operation names are read without case (Entra writes
 * `Add`); Entra's removal of members by a value list is read as the removal of each; operations on
 * attributes StepUp does not keep are ignored.
 */
export async function patchGroup(ctx: ProvisioningContext, id: string, patch: ScimPatch) {
  const operations = patch.Operations.map((operation) => ({ ...operation, op: operation.op.toLowerCase() }))
    .filter((operation) => keeps(operation.path))
    .flatMap(removalsOfEach)
  if (operations.reduce((named, operation) => named + membersNamed(operation.value), 0) > SCIM_MAX_GROUP_MEMBERS)
    throw tooManyMembers()
  return updateGroup(ctx, id, (current) => {
    let patched: unknown
    try {
      patched = scimPatch(structuredClone(current) as unknown as ScimResource, operations)
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 200) : 'the operations do not apply'
      throw new ScimProblem('BAD_REQUEST', 'scimRequestInvalid', 'invalidValue', { reason })
    }
    const members = (patched as { members?: unknown }).members
    if (Array.isArray(members) && members.length > SCIM_MAX_GROUP_MEMBERS) throw tooManyMembers()
    // The operations may have written anything: what comes out is read as a PUT's body is.
    const read = ScimGroupInputSchema.safeParse({ ...(patched as object), members: members ?? [] })
    if (!read.success) {
      const reason = read.error.issues[0]?.path.join('.') || 'the group'
      throw new ScimProblem('BAD_REQUEST', 'scimRequestInvalid', 'invalidValue', { reason: `${reason} is invalid` })
    }
    return readGroup(read.data)
  })
}

const KEPT_ATTRIBUTES = new Set(['displayname', 'externalid', 'members'])

/** The operation's path without the Group schema's prefix, lower-cased; undefined without one. */
function plainPath(path: string | undefined) {
  if (path === undefined) return undefined
  const lower = path.trim().toLowerCase()
  return lower.startsWith(GROUP_PREFIX) ? lower.slice(GROUP_PREFIX.length) : lower
}

/** Whether an operation's path is an attribute StepUp keeps; one without a path names its value's. */
function keeps(path: string | undefined) {
  const plain = plainPath(path)
  return plain === undefined || KEPT_ATTRIBUTES.has(plain.split(/[.[]/, 1)[0]!)
}

/**
 * Entra removes members as `{"op":"Remove","path":"members","value":[{"value":"<id>"}]}`, which
 * RFC 7644 would read as removing every member: each value is its own `members[value eq "<id>"]`
 * removal instead, and an empty list removes nobody.
 */
function removalsOfEach(operation: { op: string; path?: string; value?: unknown }): ScimPatchOperation[] {
  if (operation.op !== 'remove' || plainPath(operation.path) !== 'members' || operation.value === undefined)
    return [operation as ScimPatchOperation]
  const values = Array.isArray(operation.value) ? operation.value : [operation.value]
  return values.map((member: unknown) => {
    const value = (member as { value?: unknown } | null)?.value
    if (typeof value !== 'string') {
      throw new ScimProblem('BAD_REQUEST', 'scimRequestInvalid', 'invalidValue', { reason: 'members.value is invalid' })
    }
    return { op: 'remove', path: `members[value eq ${JSON.stringify(value)}]` }
  })
}

/** How many members an operation's value names, to bound a request before the work starts. */
function membersNamed(value: unknown): number {
  if (Array.isArray(value)) return value.length
  const members = (value as { members?: unknown } | null)?.members
  return Array.isArray(members) ? members.length : value === undefined ? 0 : 1
}

/**
 * Applies what the directory wants of a group in one transaction, with the group locked, so two
 * changes of one group (two PATCHes adding members at once) take turns and the second sees the
 * first's members. The lock order is the group, then its team, then its members.
 */
async function updateGroup(
  ctx: ProvisioningContext,
  id: string,
  wantedOf: (current: ScimGroup) => Wanted,
): Promise<ScimGroupAnswer> {
  return inTransaction(ctx.db, async (tx) => {
    const group = await lockGroup(tx, id)
    // The team too, before its roster is read: a member joining in the app meanwhile would be
    // missing from it, and stay on the team a PUT of the exact list leaves them off.
    if (group.teamId !== null) await lockTeamByDirectory(tx, group.teamId)
    const members = (await rostersOf(tx, [group])).get(group.id)!
    const wanted = wantedOf(toResource(ctx.appOrigin, group, members))
    if (wanted.displayName !== group.displayName) {
      await tx.update(scimGroups).set({ displayName: wanted.displayName }).where(eq(scimGroups.id, id))
      if (group.teamId !== null) refuseIf(await renameTeamByDirectory(tx, group.teamId, wanted.displayName))
    }
    const current = members.map((member) => member.id)
    if (wanted.members) await changeMembers(tx, { ...group, displayName: wanted.displayName }, current, wanted.members)
    await tx
      .update(scimGroups)
      .set({ updatedAt: new Date(), ...(wanted.externalId !== undefined && { externalId: wanted.externalId }) })
      .where(eq(scimGroups.id, id))
    return answer(ctx, tx, await lockGroup(tx, id))
  }).catch(uniqueAsTaken)
}

/**
 * Makes the group's team have the `desired` members where it had `current`, through the teams
 * module: one change on a linked team; on a group without a team, the team of its name (which it
 * links) or a new one, led by the first member named.
 */
async function changeMembers(tx: Tx, group: GroupRow, current: number[], desired: number[]) {
  const wanted = new Set(desired)
  const had = new Set(current)
  const join = [...wanted].filter((id) => !had.has(id))
  const leave = current.filter((id) => !wanted.has(id))
  await assertKnownMembers(tx, join)
  if (group.teamId !== null) {
    // A team whose last member leaves ends, and its group is left without one by the foreign key.
    refuseIf(await changeTeamByDirectory(tx, group.teamId, { join, leave }))
    return
  }
  if (join.length === 0) return
  const named = await findTeamByName(tx, group.displayName)
  if (named) {
    await tx.update(scimGroups).set({ teamId: named.id }).where(eq(scimGroups.id, group.id))
    await recordAudit(tx, { action: 'team.link-by-directory', actorId: null, target: named.name, targetId: named.id })
    refuseIf(await renameTeamByDirectory(tx, named.id, group.displayName))
    refuseIf(await changeTeamByDirectory(tx, named.id, { join, leave: [] }))
    return
  }
  const made = refuseIf(await createTeamByDirectory(tx, group.displayName, join))
  await tx.update(scimGroups).set({ teamId: made.teamId }).where(eq(scimGroups.id, group.id))
}

/**
 * DELETE: the group goes, and only the link with it. The team stays with its members, points and
 * history, as a team of StepUp's own.
 */
export async function deleteGroup(ctx: ProvisioningContext, id: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const group = await lockGroup(tx, id)
    if (group.teamId !== null) {
      await recordAudit(tx, {
        action: 'team.unlink-by-directory',
        actorId: null,
        target: group.displayName,
        targetId: group.teamId,
      })
    }
    await tx.delete(scimGroups).where(eq(scimGroups.id, id))
  })
}

async function lockGroup(tx: DbOrTx, id: string): Promise<GroupRow> {
  const [group] = await tx.select().from(scimGroups).where(eq(scimGroups.id, id)).for('update')
  if (!group) throw notFound()
  return group
}

/** A teams' rule refusing the change, as the SCIM error the directory shows its admin. */
function refuseIf<T extends object>(result: T | DirectoryRefusal | null): Exclude<T, DirectoryRefusal> {
  if (result && 'refused' in result) {
    switch (result.refused) {
      case 'onOtherTeam':
        throw new ScimProblem('CONFLICT', 'scimGroupMemberOnOtherTeam', 'uniqueness', {
          id: String(result.memberId),
          team: result.team,
        })
      case 'teamFull':
        throw new ScimProblem('BAD_REQUEST', 'scimGroupTeamFull', 'invalidValue', {
          members: result.members,
          max: result.max,
        })
      case 'teamNameTaken':
        throw nameTaken()
    }
  }
  return result as Exclude<T, DirectoryRefusal>
}

const notFound = () => new ScimProblem('NOT_FOUND', 'scimGroupNotFound')
const nameTaken = () => new ScimProblem('CONFLICT', 'scimGroupNameTaken', 'uniqueness')
const unknownMember = (id: string) =>
  new ScimProblem('BAD_REQUEST', 'scimGroupMemberUnknown', 'invalidValue', { id: id.slice(0, 100) })
const tooManyMembers = () =>
  new ScimProblem('BAD_REQUEST', 'scimGroupTooManyMembers', 'invalidValue', { max: SCIM_MAX_GROUP_MEMBERS })

/**
 * Two groups of one name, or of one team, at once: the unique indexes let one in, and the other is
 * told the name is taken.
 */
function uniqueAsTaken(error: unknown): never {
  const constraint = uniqueViolation(error)
  if (constraint === 'scim_groups_display_name_unique' || constraint === 'scim_groups_team_id_unique') throw nameTaken()
  throw error
}
