import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'

/** A community competition as an achievement counts its days, and which of some members take part. */
export interface CompetitionDays {
  id: number
  name: string
  startDate: string
  endDate: string
  /** The steps a day must reach to be on its target. */
  target: number
  /** Whether the member takes part: everyone does in an everyone-competition, those who joined in an opt-in one. */
  takesPart(userId: number): boolean
}

/**
 * The community competitions of `competitionIds` (a member's contest is not one of them), each
 * with who of `userIds` takes part, in one statement. A deleted competition is missing.
 */
export async function competitionDays(
  db: DbOrTx,
  competitionIds: readonly number[],
  userIds: readonly number[],
): Promise<Map<number, CompetitionDays>> {
  if (competitionIds.length === 0) return new Map()
  const found = await selectRows<{
    id: number
    name: string
    start_date: string
    end_date: string
    target: number
    everyone: boolean
    joined: number[]
  }>(
    db,
    sql`select c.id, c.name, c.start_date::text as start_date, c.end_date::text as end_date, c.target,
               c.participation = 'everyone' as everyone,
               coalesce(array_agg(p.user_id) filter (where p.user_id is not null), '{}') as joined
        from competitions c
        left join competition_participants p
          on p.competition_id = c.id and p.user_id = any(${sql.param(userIds)}::int[])
        where c.id = any(${sql.param(competitionIds)}::int[]) and c.format is null
        group by c.id`,
  )
  return new Map(
    found.map((row) => {
      const joined = new Set(row.joined.map(Number))
      return [
        row.id,
        {
          id: row.id,
          name: row.name,
          startDate: row.start_date,
          endDate: row.end_date,
          target: row.target,
          takesPart: (userId: number) => row.everyone || joined.has(userId),
        },
      ]
    }),
  )
}
