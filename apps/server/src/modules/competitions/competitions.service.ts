import {
  COMPETITION_MAX_DAYS,
  competitionDays,
  individualScorings,
  type Competition,
  type CompetitionBoard,
  type CompetitionBoardRow,
  type CompetitionPrizes,
  type CompetitionStatus,
  type CompetitionTeams,
  type CreateCompetitionValues,
  type IndividualScoring,
  type MemberContestFormat,
  type MyCompetition,
  type Participation,
  type TeamScoring,
  type UpdateCompetitionValues,
} from '@stepup/contract'
import { stringify } from 'csv-stringify/sync'
import { sql, type SQL } from 'drizzle-orm'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { afterCommit, inTransaction } from '../../db/transaction.ts'
import { conflict, invalidField, notFound } from '../../errors.ts'
import { spreadsheetText } from '../../lib/csv.ts'
import { todayIn } from '../../lib/days.ts'
import { SharedJson } from '../../plugins/compression.ts'
import { changedFields, recordAudit } from '../audit/index.ts'
import type { Lifetime } from '../../lib/answer-cache.ts'
import type { Scores } from '../scores/index.ts'
import { frozenStandings, liveStandings, writeFrozenStandings, type Standings } from './standings.ts'

/** What the competition calls need: the database, the scores (for the board cache) and the calendar. */
export interface CompetitionsContext {
  db: Db
  scores: Scores
  /** The community's time zone: competition days begin and end at its midnights. */
  timeZone: string
  /** Told, once the change has committed, of members whose places on final podiums changed. */
  podiumsChanged: (userIds: readonly number[]) => void
}

export function competitionsContext(
  db: Db,
  scores: Scores,
  timeZone: string,
  podiumsChanged: (userIds: readonly number[]) => void = () => {},
): CompetitionsContext {
  return { db, scores, timeZone, podiumsChanged }
}

interface CompetitionRow {
  id: number
  name: string
  description: string
  startDate: string
  endDate: string
  graceHours: number
  participation: Participation
  individualScoring: IndividualScoring
  target: number
  teamScoring: TeamScoring
  /** Extra prizes' scorings, in the order of `individualScorings`. */
  prizes: IndividualScoring[]
  finalized: boolean
  /** When the first day begins and the last day ends, in milliseconds since 1970. */
  startsAt: number
  endsAt: number
  participants: number
  joined: boolean
  /** A member's contest: its format and starter (decision 137); null for the community's. */
  format: MemberContestFormat | null
  startedById: number | null
  startedByName: string | null
  /** Invitations not answered yet. */
  pending: number
}

/** Who reads a competition: a member's contest shows only to its people and to admins. */
export interface Viewer {
  id: number
  isAdmin: boolean
}

const epochMs = (instant: SQL) => sql`(extract(epoch from ${instant}) * 1000)::float8`

/**
 * Competitions matching `where`, newest first, as the viewer sees them; without a viewer, without
 * the participant count and `joined`.
 */
export async function selectCompetitions(
  db: DbOrTx,
  timeZone: string,
  viewerId: number | null,
  where: SQL,
  lock = sql``,
) {
  return selectRows<CompetitionRow>(
    db,
    sql`
    select c.id, c.name, c.description, c.start_date::text as "startDate", c.end_date::text as "endDate",
           c.grace_hours as "graceHours", c.participation, c.individual_scoring as "individualScoring", c.target,
           c.team_scoring as "teamScoring", c.prizes, c.finalized_at is not null as finalized,
           c.format, c.started_by as "startedById",
           (select s.username from users s where s.id = c.started_by) as "startedByName",
           case when c.format is null then 0
                else (select count(*) from contest_invitations i where i.competition_id = c.id and i.status = 'pending')
           end::int as pending,
           ${epochMs(sql`c.start_date::timestamp at time zone ${timeZone}`)} as "startsAt",
           ${epochMs(sql`(c.end_date + 1)::timestamp at time zone ${timeZone}`)} as "endsAt",
           ${viewerId === null ? sql`0 as participants, false as joined` : viewerColumns(viewerId)}
    from competitions c
    where ${where}
    order by c.start_date desc, c.id desc
    ${lock}
  `,
  )
}

/** How many take part, and whether the viewer does. */
function viewerColumns(viewerId: number): SQL {
  return sql`
           case when c.finalized_at is not null
                  then (select count(*) from competition_results r where r.competition_id = c.id)
                when c.participation = 'everyone' then (select count(*) from users)
                else (select count(*) from competition_participants p where p.competition_id = c.id)
           end::int as participants,
           case when c.finalized_at is not null
                  then exists (select 1 from competition_results r where r.competition_id = c.id and r.user_id = ${viewerId})
                else c.participation = 'everyone'
                  or exists (select 1 from competition_participants p where p.competition_id = c.id and p.user_id = ${viewerId})
           end as joined`
}

async function findCompetition(ctx: CompetitionsContext, db: DbOrTx, id: number, viewerId: number, lock = sql``) {
  const [row] = await selectCompetitions(db, ctx.timeZone, viewerId, sql`c.id = ${id}`, lock)
  if (!row) throw notFound('competitionNotFound')
  return row
}

const finalAt = (row: Pick<CompetitionRow, 'endsAt' | 'graceHours'>) => row.endsAt + row.graceHours * 3_600_000
const isoInstant = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

/** Upcoming before the first day begins, running until the last day ends, then grace, then final. */
function statusAt(row: Pick<CompetitionRow, 'startsAt' | 'endsAt' | 'graceHours'>, now: Date): CompetitionStatus {
  const time = now.getTime()
  if (time < row.startsAt) return 'upcoming'
  if (time < row.endsAt) return 'running'
  if (time < finalAt(row)) return 'grace'
  return 'final'
}

export function toCompetition(row: CompetitionRow, now: Date): Competition {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    graceHours: row.graceHours,
    status: statusAt(row, now),
    participation: row.participation,
    scoring: { individual: row.individualScoring, target: row.target, team: row.teamScoring },
    prizes: row.prizes,
    joined: row.joined,
    startsAt: isoInstant(row.startsAt),
    endsAt: isoInstant(row.endsAt),
    finalAt: isoInstant(finalAt(row)),
    participants: row.participants,
    contest: row.format
      ? {
          format: row.format,
          startedBy: row.startedById === null ? null : { id: row.startedById, username: row.startedByName ?? '' },
          pending: row.pending,
        }
      : null,
  }
}

/**
 * Which competitions a viewer sees: the community's, and the members' contests they started, take
 * part in or were invited to; admins see every one.
 */
function visibleTo(viewer: Viewer): SQL {
  if (viewer.isAdmin) return sql`true`
  return sql`(c.format is null or c.started_by = ${viewer.id}
    or exists (select 1 from competition_participants p where p.competition_id = c.id and p.user_id = ${viewer.id})
    or exists (select 1 from contest_invitations i where i.competition_id = c.id and i.invitee_id = ${viewer.id}))`
}

/** A member's contest is not found for those who may not see it. */
async function assertVisible(ctx: CompetitionsContext, id: number, viewer: Viewer) {
  const [visible] = await selectRows(
    ctx.db,
    sql`select 1 from competitions c where c.id = ${id} and ${visibleTo(viewer)}`,
  )
  if (!visible) throw notFound('competitionNotFound')
}

/**
 * Freezes a competition's boards once its grace period is over: the standings are computed one
 * last time and written to the results tables, and nothing moves them after. The periodic job
 * freezes, and so does an admin's creation or edit that leaves a competition past its grace
 * period; a read never writes, and answers the live standings, not final yet, until the job has
 * run. The caller has locked the competition's row.
 */
async function freezeIfDue(tx: Tx, ctx: CompetitionsContext, id: number, now: Date) {
  const [row] = await selectCompetitions(tx, ctx.timeZone, null, sql`c.id = ${id}`)
  if (!row || row.finalized || statusAt(row, now) !== 'final') return
  const standings = await liveStandings(tx, row, { timeZone: ctx.timeZone, today: todayIn(ctx.timeZone, now) })
  await writeFrozenStandings(tx, id, standings)
  await tx.execute(sql`update competitions set finalized_at = now() where id = ${id}`)
  forgetBoards(tx, ctx, id)
  const placed = [
    ...new Set([
      ...standings.users.filter((entry) => entry.rank <= 3 && entry.score > 0).map((entry) => entry.user.id),
      ...standings.prizes.flatMap(({ podium }) => podium.map((place) => place.user.id)),
    ]),
  ]
  if (row.format === null && placed.length > 0) afterCommit(tx, () => ctx.podiumsChanged(placed))
}

/** The job's freeze: across processes the row lock lets one do it, and the others pass it over. */
async function freeze(ctx: CompetitionsContext, id: number, now: Date) {
  await inTransaction(ctx.db, async (tx) => {
    const [locked] = await selectRows(tx, sql`select id from competitions where id = ${id} for update skip locked`)
    if (locked) await freezeIfDue(tx, ctx, id, now)
  })
}

/** Freezes every competition whose grace period is over; run every few seconds. */
export async function freezeDueCompetitions(ctx: CompetitionsContext, now = new Date()): Promise<number> {
  const due = await selectRows<{ id: number }>(
    ctx.db,
    sql`
      select id from competitions
      where finalized_at is null
        and (end_date + 1)::timestamp at time zone ${ctx.timeZone} + grace_hours * interval '1 hour' <= ${now.toISOString()}::timestamptz
    `,
  )
  for (const { id } of due) await freeze(ctx, id, now)
  return due.length
}

export async function listCompetitions(ctx: CompetitionsContext, viewer: Viewer, now = new Date()) {
  const rows = await selectCompetitions(ctx.db, ctx.timeZone, viewer.id, visibleTo(viewer))
  return rows.map((row) => toCompetition(row, now))
}

export async function getCompetition(ctx: CompetitionsContext, id: number, viewerId: number, now = new Date()) {
  return toCompetition(await findCompetition(ctx, ctx.db, id, viewerId), now)
}

/** One competition as the viewer may see it. */
export async function getVisibleCompetition(ctx: CompetitionsContext, id: number, viewer: Viewer, now = new Date()) {
  const row = await findCompetition(ctx, ctx.db, id, viewer.id)
  if (row.format && !row.joined) await assertVisible(ctx, id, viewer)
  return toCompetition(row, now)
}

/** The main board is the main prize: an extra prize by the same scoring would repeat it. */
function checkPrizes(main: IndividualScoring, prizes: readonly IndividualScoring[]) {
  if (prizes.includes(main)) throw invalidField('prizes', 'prizeIsMainScoring')
}

function checkDates(startDate: string, endDate: string) {
  if (endDate < startDate) throw invalidField('endDate', 'competitionEndBeforeStart')
  if (competitionDays(startDate, endDate) > COMPETITION_MAX_DAYS)
    throw invalidField('endDate', 'competitionTooLong', { max: COMPETITION_MAX_DAYS })
}

/** The fields of a competition an admin sets, as the audit trail shows them. */
type AuditedFields = Pick<
  CompetitionRow,
  | 'name'
  | 'description'
  | 'startDate'
  | 'endDate'
  | 'graceHours'
  | 'participation'
  | 'individualScoring'
  | 'target'
  | 'teamScoring'
  | 'prizes'
>

const auditedFields = (row: AuditedFields): AuditedFields => ({
  name: row.name,
  description: row.description,
  startDate: row.startDate,
  endDate: row.endDate,
  graceHours: row.graceHours,
  participation: row.participation,
  individualScoring: row.individualScoring,
  target: row.target,
  teamScoring: row.teamScoring,
  prizes: row.prizes,
})

/**
 * Prizes in one order whatever order they were sent in, so that the same prizes read the same in
 * the answers and the audit trail, and an edit that only reorders them changes nothing.
 */
const inScoringOrder = (prizes: readonly IndividualScoring[]) =>
  individualScorings.filter((scoring) => prizes.includes(scoring))

/** A new competition; one whose grace period is already over is final at once. */
export async function createCompetition(
  ctx: CompetitionsContext,
  input: CreateCompetitionValues,
  adminId: number,
  now = new Date(),
): Promise<Competition> {
  checkDates(input.startDate, input.endDate)
  const prizes = inScoringOrder(input.prizes)
  checkPrizes(input.scoring.individual, prizes)
  const id = await inTransaction(ctx.db, async (tx) => {
    const [inserted] = await selectRows<{ id: number }>(
      tx,
      sql`
      insert into competitions
        (name, description, start_date, end_date, grace_hours, participation, individual_scoring, target, team_scoring,
         prizes, created_by)
      values (${input.name}, ${input.description}, ${input.startDate}, ${input.endDate}, ${input.graceHours},
              ${input.participation}, ${input.scoring.individual}, ${input.scoring.target}, ${input.scoring.team},
              ${sql.param(prizes)}::text[], ${adminId})
      returning id
    `,
    )
    const after = auditedFields({
      ...input,
      individualScoring: input.scoring.individual,
      target: input.scoring.target,
      teamScoring: input.scoring.team,
      prizes,
    })
    await recordAudit(tx, {
      action: 'competition.create',
      actorId: adminId,
      target: input.name,
      targetId: inserted!.id,
      after,
    })
    await freezeIfDue(tx, ctx, inserted!.id, now)
    return inserted!.id
  })
  return getCompetition(ctx, id, adminId, now)
}

/**
 * An admin's edit. Dates, grace period, participation and scoring move the boards: a started
 * competition changes them only when the admin confirmed, and a final one not at all.
 */
export async function updateCompetition(
  ctx: CompetitionsContext,
  id: number,
  input: UpdateCompetitionValues,
  adminId: number,
  now = new Date(),
): Promise<Competition> {
  await inTransaction(ctx.db, async (tx) => {
    const row = await findCompetition(ctx, tx, id, adminId, sql`for update of c`)
    const next = {
      startDate: input.startDate ?? row.startDate,
      endDate: input.endDate ?? row.endDate,
      graceHours: input.graceHours ?? row.graceHours,
      participation: input.participation ?? row.participation,
      individualScoring: input.scoring?.individual ?? row.individualScoring,
      target: input.scoring?.target ?? row.target,
      teamScoring: input.scoring?.team ?? row.teamScoring,
      prizes: input.prizes ? inScoringOrder(input.prizes) : row.prizes,
    }
    // A member's contest is between people on its one board: no extra prizes (decision 139).
    if (row.format && (next.participation !== 'opt-in' || next.prizes.length > 0)) throw conflict('contestNotEditable')
    checkPrizes(next.individualScoring, next.prizes)
    // Prizes are a list: compared by value, as the audit trail compares.
    const movesBoards = (Object.keys(next) as (keyof typeof next)[]).some(
      (key) => JSON.stringify(next[key]) !== JSON.stringify(row[key]),
    )
    if (movesBoards) {
      if (row.finalized || statusAt(row, now) === 'final') throw conflict('competitionFinal')
      if (statusAt(row, now) !== 'upcoming' && !input.confirmRecompute) throw conflict('competitionRecomputeConfirm')
      checkDates(next.startDate, next.endDate)
    }
    const name = input.name ?? row.name
    const description = input.description ?? row.description
    await tx.execute(sql`
      update competitions set
        name = ${name}, description = ${description},
        start_date = ${next.startDate}, end_date = ${next.endDate}, grace_hours = ${next.graceHours},
        participation = ${next.participation}, individual_scoring = ${next.individualScoring},
        target = ${next.target}, team_scoring = ${next.teamScoring}, prizes = ${sql.param(next.prizes)}::text[]
      where id = ${id}
    `)
    const changed = changedFields(auditedFields(row), auditedFields({ ...next, name, description }))
    if (changed) {
      await recordAudit(tx, { action: 'competition.update', actorId: adminId, target: name, targetId: id, ...changed })
    }
    await freezeIfDue(tx, ctx, id, now)
    forgetBoards(tx, ctx, id)
  })
  return getCompetition(ctx, id, adminId, now)
}

export async function deleteCompetition(ctx: CompetitionsContext, id: number, adminId: number): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    // Whoever its final results put on the podium loses what the place earned.
    const placed = await selectRows<{ user_id: number }>(
      tx,
      sql`select user_id from competition_results where competition_id = ${id} and rank <= 3 and score > 0
          union
          select user_id from competition_prize_results where competition_id = ${id}`,
    )
    const [deleted] = await selectRows<AuditedFields>(
      tx,
      sql`
      delete from competitions where id = ${id}
      returning name, description, start_date::text as "startDate", end_date::text as "endDate",
                grace_hours as "graceHours", participation, individual_scoring as "individualScoring", target,
                team_scoring as "teamScoring", prizes
    `,
    )
    if (!deleted) throw notFound('competitionNotFound')
    await recordAudit(tx, {
      action: 'competition.delete',
      actorId: adminId,
      target: deleted.name,
      targetId: id,
      before: auditedFields(deleted),
    })
    forgetBoards(tx, ctx, id)
    if (placed.length > 0) afterCommit(tx, () => ctx.podiumsChanged(placed.map((row) => row.user_id)))
  })
}

/** Joins or leaves an opt-in competition, until it ends. */
export async function setParticipation(
  ctx: CompetitionsContext,
  id: number,
  userId: number,
  joined: boolean,
  now = new Date(),
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    // Shared with other joiners, exclusive of an edit that could end it meanwhile.
    const row = await findCompetition(ctx, tx, id, userId, sql`for share of c`)
    if (row.participation !== 'opt-in') throw conflict('competitionNotOptIn')
    // A member's contest is joined by accepting its invitation (decision 137); leaving is open.
    if (row.format && joined) throw conflict('contestByInvitation')
    const status = statusAt(row, now)
    if (status === 'grace' || status === 'final') throw conflict('competitionEnded')
    await tx.execute(
      joined
        ? sql`insert into competition_participants (competition_id, user_id) values (${id}, ${userId}) on conflict do nothing`
        : sql`delete from competition_participants where competition_id = ${id} and user_id = ${userId}`,
    )
    forgetBoards(tx, ctx, id)
  })
}

/** A competition's boards as every viewer shares them, kept in the board cache. */
interface SharedBoards {
  competition: CompetitionRow
  standings: Standings
  /** Pages of the member board as JSON, by `limit:offset`. */
  pages: Map<string, string>
  /** The team board serialized, by the status it was answered with. */
  teams: Map<CompetitionStatus, SharedJson>
  /** The prizes' podiums serialized, once a reader asked for them. */
  prizes?: SharedJson
}

const boardsKey = (id: number) => `competition:${id}`

/**
 * After a change of the competition itself, once `tx` commits, no reader may see its old boards,
 * not even stale.
 */
function forgetBoards(tx: DbOrTx, ctx: CompetitionsContext, id: number) {
  forgetCompetitionBoards(tx, ctx.scores, [id])
}

/** Drops these competitions' cached boards once `tx`, which changes their frozen results, commits. */
export function forgetCompetitionBoards(tx: DbOrTx, scores: Scores, ids: readonly number[]) {
  afterCommit(tx, () => {
    for (const id of ids) scores.boards.forget(boardsKey(id))
  })
}

/**
 * Boards are built from the whole competition, which takes far longer than a leaderboard page: they
 * live longer in other processes, and after a score write readers are answered the last build while
 * one reader rebuilds them, instead of all waiting for it (syncs arrive all day). A change shows
 * once the build that began after it ends; the member who made it waits for that build.
 */
const BOARDS_LIFETIME: Lifetime = { ttlMs: 2_000, staleMs: 30_000, staleAfterChange: true }
/** Pages kept per competition; a client paging through everything does not grow it further. */
const PAGES_KEPT = 200

/**
 * A competition's boards: frozen once final, otherwise computed from the day rows (also past the
 * grace period until the job has frozen them). `viewer` is answered from after their own writes.
 */
async function sharedBoards(ctx: CompetitionsContext, id: number, now: Date, viewer?: number): Promise<SharedBoards> {
  // A deleted competition is remembered as null, so that a process that did not delete it stops
  // answering its boards with its next build.
  const load = async (): Promise<SharedBoards | null> => {
    const [competition] = await selectCompetitions(ctx.db, ctx.timeZone, null, sql`c.id = ${id}`)
    if (!competition) return null
    const standings = competition.finalized
      ? await frozenStandings(ctx.db, id)
      : await liveStandings(ctx.db, competition, { timeZone: ctx.timeZone, today: todayIn(ctx.timeZone, now) })
    return { competition, standings, pages: new Map(), teams: new Map() }
  }
  const boards = await ctx.scores.boards.get(boardsKey(id), load, { lifetime: BOARDS_LIFETIME, viewer })
  if (!boards) throw notFound('competitionNotFound')
  return boards
}

/**
 * A page of the member board with the viewer's own row, as JSON: the page is serialized once for
 * every viewer, and only the viewer's row and team are added to it.
 */
export async function getBoardJson(
  ctx: CompetitionsContext,
  id: number,
  viewer: Viewer,
  page: { limit: number; offset: number },
  now = new Date(),
): Promise<string> {
  const { competition, standings, pages } = await visibleBoards(ctx, id, viewer, now, viewer.id)
  const key = `${page.limit}:${page.offset}`
  let users = pages.get(key)
  if (users === undefined) {
    users = JSON.stringify(standings.users.slice(page.offset, page.offset + page.limit))
    if (pages.size >= PAGES_KEPT) pages.clear()
    pages.set(key, users)
  }
  const mine = standings.positionOf.get(viewer.id)
  const rest: Omit<CompetitionBoard, 'users'> = {
    status: statusAt(competition, now),
    final: competition.finalized,
    me: mine === undefined ? null : standings.users[mine]!,
    total: standings.users.length,
    myTeamId: standings.teamOf.get(viewer.id) ?? null,
  }
  return `{"users":${users},${JSON.stringify(rest).slice(1)}`
}

/** A competition's shared boards, for a viewer who may see them: a member's contest shows only to its people and admins. */
async function visibleBoards(ctx: CompetitionsContext, id: number, viewer: Viewer, now: Date, builtFor?: number) {
  const boards = await sharedBoards(ctx, id, now, builtFor)
  if (boards.competition.format && !boards.standings.positionOf.has(viewer.id)) await assertVisible(ctx, id, viewer)
  return boards
}

/** The team board, the same for every viewer, serialized once. */
export async function getTeamBoardJson(
  ctx: CompetitionsContext,
  id: number,
  viewer: Viewer,
  now = new Date(),
): Promise<SharedJson> {
  const boards = await visibleBoards(ctx, id, viewer, now)
  const status = statusAt(boards.competition, now)
  let json = boards.teams.get(status)
  if (!json) {
    const body: CompetitionTeams = { status, final: boards.competition.finalized, teams: boards.standings.teams }
    json = new SharedJson(body)
    boards.teams.set(status, json)
  }
  return json
}

/**
 * The extra prizes' podiums, the same for every viewer, serialized once per build: live from the
 * same build as the boards while it runs, frozen with the results once final.
 */
export async function getPrizesJson(
  ctx: CompetitionsContext,
  id: number,
  viewer: Viewer,
  now = new Date(),
): Promise<SharedJson> {
  const boards = await visibleBoards(ctx, id, viewer, now)
  if (!boards.prizes) {
    const body: CompetitionPrizes = { final: boards.competition.finalized, prizes: boards.standings.prizes }
    boards.prizes = new SharedJson(body)
  }
  return boards.prizes
}

/** The running competitions the viewer takes part in (grace periods included), with their rank. */
export async function myCompetitions(
  ctx: CompetitionsContext,
  viewerId: number,
  now = new Date(),
): Promise<MyCompetition[]> {
  const rows = await selectCompetitions(ctx.db, ctx.timeZone, viewerId, sql`c.finalized_at is null`)
  const mine: MyCompetition[] = []
  for (const row of rows) {
    const status = statusAt(row, now)
    if (!row.joined || (status !== 'running' && status !== 'grace')) continue
    const { standings } = await sharedBoards(ctx, row.id, now, viewerId)
    const position = standings.positionOf.get(viewerId)
    if (position === undefined) continue
    const me = standings.users[position]!
    mine.push({
      competition: toCompetition(row, now),
      rank: me.rank,
      score: me.score,
      total: standings.users.length,
      next: nextAhead(standings.users, position),
    })
  }
  return mine
}

/**
 * The nearest member above the one at `position` on a board sorted best first, skipping those tied
 * with them, and what it takes to pass them: scores are whole steps, days or points, so one more
 * than the gap.
 */
export function nextAhead(board: readonly CompetitionBoardRow[], position: number): MyCompetition['next'] {
  const me = board[position]!
  for (let index = position - 1; index >= 0; index -= 1) {
    const ahead = board[index]!
    if (ahead.score > me.score) {
      return {
        user: { id: ahead.user.id, username: ahead.user.username },
        score: ahead.score,
        toPass: ahead.score - me.score + 1,
      }
    }
  }
  return null
}

/** Both boards as one CSV: the members' rows, then the teams'. */
export async function exportBoards(ctx: CompetitionsContext, id: number, now = new Date()) {
  const { competition, standings } = await sharedBoards(ctx, id, now)
  const records = [
    ['board', 'rank', 'id', 'name', 'score', 'steps', 'days_on_target', 'streak', 'members'],
    ...standings.users.map((user) => [
      'member',
      user.rank,
      user.user.id,
      user.user.username,
      user.score,
      user.steps,
      user.daysOnTarget,
      user.streak,
      '',
    ]),
    ...standings.teams.map((team) => [
      'team',
      team.rank,
      team.teamId,
      team.teamName,
      team.score,
      '',
      '',
      '',
      team.members,
    ]),
  ]
  return { csv: stringify(records, { cast: { string: spreadsheetText } }), final: competition.finalized }
}

/** A competition's moments, for the notifications that announce them. */
export interface CompetitionMoments {
  id: number
  name: string
  endDate: string
  status: CompetitionStatus
  startsAt: Date
  endsAt: Date
  /** When late syncs stop counting. */
  finalAt: Date
  /** When its results were frozen; null before. */
  finalizedAt: Date | null
}

/** Competitions not yet final, and those frozen in the last two days, with their moments. */
export async function recentCompetitionMoments(
  ctx: CompetitionsContext,
  now = new Date(),
): Promise<CompetitionMoments[]> {
  const rows = await selectCompetitions(
    ctx.db,
    ctx.timeZone,
    null,
    sql`(c.finalized_at is null or c.finalized_at > now() - interval '2 days')`,
  )
  const frozen = await selectRows<{ id: number; finalized_at: Date | string }>(
    ctx.db,
    sql`select id, finalized_at from competitions where finalized_at > now() - interval '2 days'`,
  )
  const frozenAt = new Map(frozen.map((row) => [row.id, new Date(row.finalized_at)]))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    endDate: row.endDate,
    status: statusAt(row, now),
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
    finalAt: new Date(finalAt(row)),
    finalizedAt: frozenAt.get(row.id) ?? null,
  }))
}

/** The active members taking part in a competition: everyone's, or those who joined. */
export async function competitionMembers(db: DbOrTx, competitionId: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select u.id from users u, competitions c
        where c.id = ${competitionId} and u.deactivated_at is null
          and (c.participation = 'everyone'
               or exists (select 1 from competition_participants p where p.competition_id = c.id and p.user_id = u.id))`,
  )
  return rows.map((row) => row.id)
}

/** A member's place in a final competition, and their team's. */
export interface FinalPlace {
  userId: number
  rank: number
  members: number
  team: { name: string; rank: number; teams: number } | null
}

/** Every ranked member's final place in a frozen competition. */
export async function finalPlaces(db: DbOrTx, competitionId: number): Promise<FinalPlace[]> {
  const standings = await frozenStandings(db, competitionId)
  const teams = new Map(standings.teams.map((team) => [team.teamId, team]))
  return standings.users.map((row) => {
    const team = teams.get(standings.teamOf.get(row.user.id) ?? -1)
    return {
      userId: row.user.id,
      rank: row.rank,
      members: standings.users.length,
      team: team ? { name: team.teamName, rank: team.rank, teams: standings.teams.length } : null,
    }
  })
}

/** A running competition's board, as members see it, for "passed" notifications. */
export interface RunningBoard {
  id: number
  name: string
  /** The members in the first `size` places with a score, in board order. */
  top: { userId: number; username: string; rank: number }[]
  /** A member's rank on the board now; undefined when they are not on it. */
  rankOf: (userId: number) => number | undefined
}

/** Each running competition's board, from the boards members see. */
export async function runningCompetitionBoards(
  ctx: CompetitionsContext,
  size: number,
  now = new Date(),
): Promise<RunningBoard[]> {
  const rows = await selectCompetitions(ctx.db, ctx.timeZone, null, sql`c.finalized_at is null`)
  const boards: RunningBoard[] = []
  for (const row of rows) {
    if (statusAt(row, now) !== 'running') continue
    const { standings } = await sharedBoards(ctx, row.id, now)
    const top = standings.users
      .slice(0, size)
      .filter((entry) => entry.score > 0)
      .map((entry) => ({ userId: entry.user.id, username: entry.user.username, rank: entry.rank }))
    const rankOf = (userId: number) => {
      const position = standings.positionOf.get(userId)
      return position === undefined ? undefined : standings.users[position]!.rank
    }
    boards.push({ id: row.id, name: row.name, top, rankOf })
  }
  return boards
}

/**
 * Whether the member takes or took part in a competition: one they joined, one whose results
 * hold them, or one for everyone not yet final. The first-run card stops suggesting one then.
 */
export async function takesPartInCompetitions(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await selectRows<{ takesPart: boolean }>(
    db,
    sql`select exists (select 1 from competition_participants where user_id = ${userId})
            or exists (select 1 from competition_results where user_id = ${userId})
            or exists (select 1 from competitions where participation = 'everyone' and finalized_at is null)
            as "takesPart"`,
  )
  return row?.takesPart === true
}

/** A member's place among the first three of a community competition's final results. */
export interface PodiumPlace {
  userId: number
  competitionId: number
  /** The competition's last day: the place is won on it. */
  endDate: string
  rank: number
}

/**
 * The members' places in the first three of final results, in date order, one a competition (the
 * best of its main board and its prizes' podiums): the community's competitions only (a duel
 * among friends puts everyone on a podium), and only with a score above zero, so walking nothing
 * in a quiet competition wins nothing.
 */
export async function podiumPlaces(db: DbOrTx, userIds: readonly number[]): Promise<PodiumPlace[]> {
  if (userIds.length === 0) return []
  const ids = sql.param(userIds)
  return selectRows<PodiumPlace>(
    db,
    sql`select r.user_id as "userId", c.id as "competitionId", c.end_date::text as "endDate", min(r.rank) as rank
        from (
          select competition_id, user_id, rank from competition_results
          where user_id = any(${ids}::int[]) and rank <= 3 and score > 0
          union all
          select competition_id, user_id, rank from competition_prize_results where user_id = any(${ids}::int[])
        ) r
        join competitions c on c.id = r.competition_id
        where c.format is null
        group by r.user_id, c.id, c.end_date
        order by c.end_date, c.id`,
  )
}
