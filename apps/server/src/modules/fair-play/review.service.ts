import { sql } from 'drizzle-orm'
import type { FlagReason, HistoryDay, ReviewDecision, ReviewQueue, StepSource } from '@stepup/contract'
import type { Db } from '../../db/client.ts'
import { num, selectRows } from '../../db/rows.ts'
import { conflict } from '../../errors.ts'
import { recordAudit } from '../audit/index.ts'
import { countsOf, daySources, getHistoryDay, type Scores, type SourceColumns } from '../scores/index.ts'
import { inTransaction } from '../../db/transaction.ts'

interface QueueRow extends SourceColumns {
  user_id: number
  username: string
  avatar_url: string | null
  date: string
  steps: number
  flags: FlagReason[]
  recent: { date: string; steps: number }[] | null
  priority: StepSource[] | null
  hold: boolean
}

/**
 * Flagged days nobody has decided on, oldest first (then by member), with each one's sources and
 * the member's counted days in the 28 days before; `userId` keeps one member's.
 */
export async function getReviewQueue(
  db: Db,
  query: { userId?: number; offset: number; limit: number },
): Promise<ReviewQueue> {
  const member = query.userId === undefined ? sql`` : sql`and ds.user_id = ${query.userId}`
  const pending = sql`ds.flags is not null and ds.review is null ${member}`
  const [rows, [count]] = await Promise.all([
    selectRows<QueueRow>(
      db,
      sql`
        select ds.user_id, u.username, u.avatar_url, ds.day::text as date, ds.steps, ds.flags,
               ds.wearable_steps, ds.push_steps, ds.import_steps, ds.admin_steps, ds.manual_steps,
               ds.earlier_steps, ds.activity_steps, ds.correction_steps,
               (select json_agg(json_build_object('date', r.day::text, 'steps', r.steps) order by r.day)
                from day_scores r
                where r.user_id = ds.user_id and r.day between ds.day - 28 and ds.day - 1) as recent,
               (select source_priority from app_settings where id = 1) as priority,
               (select hold_flagged_days from app_settings where id = 1) as hold
        from day_scores ds join users u on u.id = ds.user_id
        where ${pending}
        order by ds.day, ds.user_id
        offset ${query.offset} limit ${query.limit}
      `,
    ),
    selectRows<{ total: string }>(db, sql`select count(*) as total from day_scores ds where ${pending}`),
  ])
  return {
    days: rows.map((row) => ({
      userId: row.user_id,
      username: row.username,
      avatarUrl: row.avatar_url,
      date: row.date,
      steps: row.steps,
      held: row.hold,
      flags: row.flags,
      sources: daySources(countsOf(row), row.priority),
      recent: row.recent ?? [],
    })),
    total: num(count?.total),
  }
}

/**
 * An admin's decision on flagged days of one member: approved days count as their rules give
 * them, voided days count 0, and the member sees the reason. Only days still waiting are decided,
 * each exactly once: the rows are locked in date order and picked only while nobody has decided
 * on them, so a second admin acting on the same day at the same moment finds it decided and
 * changes nothing. The totals, boards and running competitions follow in the same transaction,
 * and the trail keeps one entry per day. Answers the dates decided.
 */
export async function reviewDays(
  db: Db,
  scores: Scores,
  input: { actorId: number; userId: number; dates: readonly string[]; decision: ReviewDecision; reason?: string },
): Promise<string[]> {
  const review = input.decision === 'approve' ? 'approved' : 'voided'
  const reason = input.reason || null
  return inTransaction(db, async (tx) => {
    const waiting = await selectRows<{ date: string; steps: number; flags: FlagReason[] }>(
      tx,
      sql`
        select day::text as date, steps, flags from day_scores
        where user_id = ${input.userId} and day = any(${`{${input.dates.join(',')}}`}::date[])
          and flags is not null and review is null
        order by day
        for update
      `,
    )
    if (waiting.length === 0) return []
    const dates = waiting.map((day) => day.date)
    const dateList = `{${dates.join(',')}}`
    await tx.execute(sql`
      update day_scores set review = ${review} where user_id = ${input.userId} and day = any(${dateList}::date[])
    `)
    await tx.execute(sql`
      insert into day_reviews (user_id, day, decision, flags, reason, reviewed_by)
      select ${input.userId}, d.day, ${review}, d.flags, ${reason}, ${input.actorId}
      from day_scores d where d.user_id = ${input.userId} and d.day = any(${dateList}::date[])
      on conflict (user_id, day) do update
      set decision = excluded.decision, flags = excluded.flags, reason = excluded.reason,
          reviewed_by = excluded.reviewed_by, reviewed_at = now()
    `)
    await scores.recountMemberDays(tx, input.userId, dates)
    const after = await selectRows<{ date: string; steps: number }>(
      tx,
      sql`select day::text as date, steps from day_scores where user_id = ${input.userId} and day = any(${dateList}::date[])`,
    )
    const stepsAfter = new Map(after.map((day) => [day.date, day.steps]))
    for (const day of waiting) {
      await recordAudit(tx, {
        action: input.decision === 'approve' ? 'day.approve' : 'day.void',
        actorId: input.actorId,
        subjectId: input.userId,
        target: day.date,
        before: { steps: day.steps, flags: day.flags },
        after: { steps: stepsAfter.get(day.date) ?? 0, review },
        reason,
      })
    }
    return dates
  })
}

/**
 * The decision on one flagged day, answered as the member now sees the day; 409 when the day is
 * not flagged, or another admin has decided on it already.
 */
export async function reviewDay(
  db: Db,
  scores: Scores,
  input: { actorId: number; userId: number; date: string; decision: ReviewDecision; reason?: string },
): Promise<HistoryDay> {
  const [decided] = await reviewDays(db, scores, { ...input, dates: [input.date] })
  const day = await getHistoryDay(db, input.userId, input.date)
  if (!decided)
    throw conflict(day?.review === 'approved' || day?.review === 'voided' ? 'dayAlreadyReviewed' : 'dayNotFlagged')
  return day!
}
