import {
  COMPETITION_DEFAULT_TARGET,
  MEMBER_CONTEST_DAYS_AHEAD,
  MEMBER_CONTEST_GRACE_HOURS,
  MEMBER_CONTEST_MAX_DAYS,
  competitionDays,
  memberContestDays,
  type Competition,
  type ContestCandidate,
  type ContestInvitation,
  type MemberContestsInfo,
  type StartMemberContestValues,
} from '@stepup/contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { inTransaction } from '../../db/transaction.ts'
import { conflict, forbidden, invalidField, notFound } from '../../errors.ts'
import { addDays, todayIn } from '../../lib/days.ts'
import { friendIdsOf } from '../friends/index.ts'
import { notify, withdrawUnsent } from '../notifications/index.ts'
import { getSettings } from '../settings/index.ts'
import {
  forgetCompetitionBoards,
  getCompetition,
  selectCompetitions,
  toCompetition,
  type CompetitionsContext,
} from './competitions.service.ts'

/** Advisory lock class for a member's contests: one start at a time per member, across processes. */
const CONTESTS_LOCK = 0x43_4f_4e

/** Whom a member may invite: their friends and their team-mates, active, themselves left out. */
async function contestCandidates(db: DbOrTx, userId: number): Promise<ContestCandidate[]> {
  const friends = new Set((await friendIdsOf(db, [userId])).get(userId) ?? [])
  return selectRows<ContestCandidate>(
    db,
    sql`
    select u.id, u.username, u.avatar_url as "avatarUrl",
           u.id = any(${sql.param([...friends])}::int[]) as friend,
           (u.team_id is not null and u.team_id = me.team_id) as "teamMate"
    from users u, users me
    where me.id = ${userId} and u.id <> me.id and u.deactivated_at is null
      and (u.id = any(${sql.param([...friends])}::int[]) or (u.team_id is not null and u.team_id = me.team_id))
    order by lower(u.username), u.id
  `,
  )
}

/** The viewer's running or upcoming contests they started: those whose last day has not ended. */
async function startedContests(db: DbOrTx, userId: number, today: string): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from competitions
        where started_by = ${userId} and format is not null and end_date >= ${today}::date`,
  )
  return row?.count ?? 0
}

/** What the start form needs: whether starting is on, the limit and where the viewer stands, whom to invite. */
export async function memberContestsInfo(
  ctx: CompetitionsContext,
  userId: number,
  now = new Date(),
): Promise<MemberContestsInfo> {
  const today = todayIn(ctx.timeZone, now)
  const settings = await getSettings(ctx.db)
  return {
    enabled: settings.memberContestsEnabled,
    limit: settings.maxMemberContests,
    started: await startedContests(ctx.db, userId, today),
    today,
    candidates: await contestCandidates(ctx.db, userId),
  }
}

/** The days a new contest covers, checked against today: from today, within the reach ahead, not too long. */
function contestDaysFrom(input: StartMemberContestValues, today: string) {
  const { startDate, endDate } = memberContestDays(input.format, today, input)
  if (!startDate) throw invalidField('startDate', 'contestNeedsDay')
  if (!endDate) throw invalidField('endDate', 'contestNeedsLastDay')
  if (startDate < today) throw invalidField('startDate', 'contestDayTooEarly')
  if (startDate > addDays(today, MEMBER_CONTEST_DAYS_AHEAD)) {
    throw invalidField('startDate', 'contestDayTooLate', { days: MEMBER_CONTEST_DAYS_AHEAD })
  }
  if (endDate < startDate) throw invalidField('endDate', 'competitionEndBeforeStart')
  if (competitionDays(startDate, endDate) > MEMBER_CONTEST_MAX_DAYS) {
    throw invalidField('endDate', 'contestTooLong', { max: MEMBER_CONTEST_MAX_DAYS })
  }
  return { startDate, endDate }
}

/**
 * A member starts a contest and invites friends or team-mates; they are in it, the invitees once
 * they accept. The count of the member's running or upcoming contests is read under a lock on
 * the member, so requests at once cannot go past the admin's limit between the count and the
 * insert.
 */
export async function startMemberContest(
  ctx: CompetitionsContext,
  starterId: number,
  input: StartMemberContestValues,
  now = new Date(),
): Promise<Competition> {
  const today = todayIn(ctx.timeZone, now)
  const { startDate, endDate } = contestDaysFrom(input, today)
  if (input.invitees.includes(starterId)) throw invalidField('invitees', 'contestInviteeIsSelf')
  const id = await inTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTESTS_LOCK}, ${starterId})`)
    const settings = await getSettings(tx)
    if (!settings.memberContestsEnabled) throw forbidden('contestsOff')
    if ((await startedContests(tx, starterId, today)) >= settings.maxMemberContests) {
      throw conflict('contestLimitReached', { max: settings.maxMemberContests })
    }
    const allowed = new Set((await contestCandidates(tx, starterId)).map((candidate) => candidate.id))
    if (input.invitees.some((invitee) => !allowed.has(invitee))) {
      throw invalidField('invitees', 'contestInviteeNotConnected')
    }
    const goalDay = input.format === 'goalDay'
    const [inserted] = await selectRows<{ id: number }>(
      tx,
      sql`
      insert into competitions
        (name, start_date, end_date, grace_hours, participation, individual_scoring, target, team_scoring,
         created_by, started_by, format)
      values (${input.name}, ${startDate}, ${endDate}, ${MEMBER_CONTEST_GRACE_HOURS}, 'opt-in',
              ${goalDay ? 'goalPercent' : 'steps'}, ${COMPETITION_DEFAULT_TARGET}, 'sum',
              ${starterId}, ${starterId}, ${input.format})
      returning id
    `,
    )
    const contestId = inserted!.id
    await tx.execute(
      sql`insert into competition_participants (competition_id, user_id) values (${contestId}, ${starterId})`,
    )
    await tx.execute(sql`
      insert into contest_invitations (competition_id, invitee_id)
      select ${contestId}, invitee from unnest(${sql.param(input.invitees)}::int[]) as invitee`)
    await notify(
      tx,
      input.invitees.map((invitee) => ({
        userId: invitee,
        kind: 'contestInvite' as const,
        occasion: `contest:${contestId}`,
        params: { memberId: starterId, contest: input.name, competitionId: contestId, startDate, endDate },
      })),
    )
    return contestId
  })
  return getCompetition(ctx, id, starterId, now)
}

/** The invitations waiting for the viewer's answer, in contests that have not ended. */
export async function contestInvitations(
  ctx: CompetitionsContext,
  userId: number,
  now = new Date(),
): Promise<ContestInvitation[]> {
  const today = todayIn(ctx.timeZone, now)
  const rows = await selectCompetitions(
    ctx.db,
    ctx.timeZone,
    userId,
    sql`c.end_date >= ${today}::date and exists (
          select 1 from contest_invitations i
          where i.competition_id = c.id and i.invitee_id = ${userId} and i.status = 'pending')`,
  )
  const starters = await selectRows<{ id: number; username: string; avatarUrl: string | null; contest: number }>(
    ctx.db,
    sql`select u.id, u.username, u.avatar_url as "avatarUrl", c.id as contest
        from competitions c join users u on u.id = c.started_by
        where c.id = any(${sql.param(rows.map((row) => row.id))}::int[])`,
  )
  const starterOf = new Map(starters.map(({ contest, ...starter }) => [contest, starter]))
  return rows.flatMap((row) => {
    const from = starterOf.get(row.id)
    return from ? [{ competition: toCompetition(row, now), from }] : []
  })
}

/**
 * The invitee's answer: accepting puts them on the board, declining leaves them off it. Open
 * until the contest's last day ends.
 */
export async function answerContestInvitation(
  ctx: CompetitionsContext,
  competitionId: number,
  userId: number,
  accept: boolean,
  now = new Date(),
): Promise<Competition> {
  const today = todayIn(ctx.timeZone, now)
  await inTransaction(ctx.db, async (tx) => {
    // The contest is held shared, before its invitation, as its starter's cancel holds them: the
    // cancel waits for this answer (and tells the new participant), or this answer for the cancel
    // (and finds no invitation), never each for the other.
    await tx.execute(sql`select 1 from competitions where id = ${competitionId} for share`)
    const [invitation] = await selectRows<{ status: string; open: boolean }>(
      tx,
      sql`select i.status, c.end_date >= ${today}::date as open
          from contest_invitations i join competitions c on c.id = i.competition_id
          where i.competition_id = ${competitionId} and i.invitee_id = ${userId}
          for update of i`,
    )
    if (!invitation) throw notFound('contestInvitationNotFound')
    if (invitation.status !== 'pending' || !invitation.open) throw conflict('contestInvitationClosed')
    await tx.execute(sql`
      update contest_invitations set status = ${accept ? 'accepted' : 'declined'}, answered_at = now()
      where competition_id = ${competitionId} and invitee_id = ${userId}`)
    if (accept) {
      await tx.execute(sql`
        insert into competition_participants (competition_id, user_id) values (${competitionId}, ${userId})
        on conflict do nothing`)
      forgetCompetitionBoards(tx, ctx.scores, [competitionId])
    }
  })
  return getCompetition(ctx, competitionId, userId, now)
}

/**
 * The starter cancels their contest before its first day: it is deleted with its invitations, the
 * invitees who accepted are told, and invitations not sent yet are taken back. Its other people
 * get 403, anyone else 404, as they do not see it.
 */
export async function cancelMemberContest(
  ctx: CompetitionsContext,
  competitionId: number,
  userId: number,
  now = new Date(),
): Promise<void> {
  const today = todayIn(ctx.timeZone, now)
  await inTransaction(ctx.db, async (tx) => {
    // Exclusive of answers to its invitations and of joins and leaves, which hold it shared.
    const [contest] = await selectRows<{
      name: string
      startDate: string
      endDate: string
      startedBy: number | null
      involved: boolean
    }>(
      tx,
      sql`select c.name, to_char(c.start_date, 'YYYY-MM-DD') as "startDate",
                 to_char(c.end_date, 'YYYY-MM-DD') as "endDate", c.started_by as "startedBy",
                 (exists (select 1 from competition_participants p where p.competition_id = c.id and p.user_id = ${userId})
                  or exists (select 1 from contest_invitations i where i.competition_id = c.id and i.invitee_id = ${userId}))
                   as involved
          from competitions c where c.id = ${competitionId} and c.format is not null
          for update of c`,
    )
    if (!contest || (contest.startedBy !== userId && !contest.involved)) throw notFound('competitionNotFound')
    if (contest.startedBy !== userId) throw forbidden('contestNotStarter')
    if (contest.startDate <= today) throw conflict('contestAlreadyStarted')
    const told = await selectRows<{ userId: number }>(
      tx,
      sql`select user_id as "userId" from competition_participants
          where competition_id = ${competitionId} and user_id <> ${userId}`,
    )
    await withdrawUnsent(tx, 'contestInvite', `contest:${competitionId}`)
    await tx.execute(sql`delete from competitions where id = ${competitionId}`)
    await notify(
      tx,
      told.map(({ userId: participant }) => ({
        userId: participant,
        kind: 'contestCancelled' as const,
        occasion: `contest:${competitionId}`,
        params: { memberId: userId, contest: contest.name, startDate: contest.startDate, endDate: contest.endDate },
      })),
    )
    forgetCompetitionBoards(tx, ctx.scores, [competitionId])
  })
}
