import {
  LANGUAGES,
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementInput,
  type Language,
  type MemberAnnouncement,
} from '@stepup/contract'
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { announcements } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import { notFound } from '../../errors.ts'
import { recordAudit } from '../audit/index.ts'
import { competitionMembers } from '../competitions/index.ts'
import { notify, withdrawUnsent } from './outbox.ts'

type Words = Partial<Record<Language, string>>

/** The words in `language`, else English, else the first language they were written in. */
function pick(words: Words, language: Language): { text: string; language: Language } {
  for (const candidate of [language, 'en' as const, ...LANGUAGES]) {
    const text = words[candidate]
    if (text) return { text, language: candidate }
  }
  return { text: '', language }
}

const occasionOf = (id: number) => `announcement:${id}`

/** The active members an announcement goes to. */
async function audienceMembers(tx: DbOrTx, audience: AnnouncementAudience): Promise<number[]> {
  if (audience.type === 'competition') return competitionMembers(tx, audience.competitionId)
  const rows = await selectRows<{ id: number }>(
    tx,
    audience.type === 'team'
      ? sql`select id from users where deactivated_at is null and team_id = ${audience.teamId}`
      : sql`select id from users where deactivated_at is null`,
  )
  return rows.map((row) => row.id)
}

/**
 * Saves an admin's announcement and queues it for each member of its audience, in one
 * transaction: it is shown on their home page until `showDays` have passed, and sent by mail and
 * push as each member chose.
 */
export async function createAnnouncement(db: Db, adminId: number, input: AnnouncementInput): Promise<Announcement> {
  const id = await inTransaction(db, async (tx) => {
    const exists = await audienceExists(tx, input.audience)
    if (!exists) throw notFound('announcementAudienceNotFound')
    const [created] = await tx
      .insert(announcements)
      .values({
        title: input.title,
        body: input.body,
        audience: input.audience.type,
        competitionId: input.audience.type === 'competition' ? input.audience.competitionId : null,
        teamId: input.audience.type === 'team' ? input.audience.teamId : null,
        createdBy: adminId,
        showUntil: sql`now() + make_interval(days => ${input.showDays})`,
      })
      .returning({ id: announcements.id })
    const members = await audienceMembers(tx, input.audience)
    const recipients = await notify(
      tx,
      members.map((userId) => ({
        userId,
        kind: 'announcement' as const,
        occasion: occasionOf(created!.id),
        params: { announcementId: created!.id },
      })),
    )
    await tx.execute(sql`update announcements set recipients = ${recipients} where id = ${created!.id}`)
    await recordAudit(tx, {
      action: 'announcement.create',
      actorId: adminId,
      target: firstText(input.title),
      targetId: created!.id,
      after: { audience: input.audience.type, recipients, showDays: input.showDays },
    })
    return created!.id
  })
  const [announcement] = await listAnnouncements(db, sql`a.id = ${id}`)
  return announcement!
}

async function audienceExists(tx: DbOrTx, audience: AnnouncementAudience): Promise<boolean> {
  if (audience.type === 'everyone') return true
  const [row] = await selectRows<{ found: boolean }>(
    tx,
    audience.type === 'team'
      ? sql`select exists (select 1 from teams where id = ${audience.teamId}) as found`
      : sql`select exists (select 1 from competitions where id = ${audience.competitionId}) as found`,
  )
  return row?.found ?? false
}

interface AnnouncementRow {
  id: number
  title: Words
  body: Words
  audience: AnnouncementAudience['type']
  competition_id: number | null
  team_id: number | null
  audience_name: string | null
  created_at: Date | string
  show_until: Date | string
  recipients: number
  created_by: string | null
}

/** The announcements matching `where`, newest first, as the admin sees them. */
export async function listAnnouncements(db: DbOrTx, where = sql`true`): Promise<Announcement[]> {
  const rows = await selectRows<AnnouncementRow>(
    db,
    sql`
      select a.id, a.title, a.body, a.audience, a.competition_id, a.team_id, a.recipients, a.created_at, a.show_until,
             coalesce(c.name, t.name) as audience_name, u.username as created_by
      from announcements a
      left join competitions c on c.id = a.competition_id
      left join teams t on t.id = a.team_id
      left join users u on u.id = a.created_by
      where ${where}
      order by a.created_at desc, a.id desc
      limit 200`,
  )
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    audience:
      row.audience === 'competition'
        ? { type: 'competition', competitionId: row.competition_id ?? 0 }
        : row.audience === 'team'
          ? { type: 'team', teamId: row.team_id ?? 0 }
          : { type: 'everyone' },
    audienceName: row.audience_name,
    createdAt: new Date(row.created_at).toISOString(),
    showUntil: new Date(row.show_until).toISOString(),
    recipients: row.recipients,
    createdBy: row.created_by,
  }))
}

/** Deletes an announcement: it leaves members' home pages, and what was not sent yet never is. */
export async function deleteAnnouncement(db: Db, adminId: number, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [deleted] = await selectRows<{ title: Words }>(
      tx,
      sql`delete from announcements where id = ${id} returning title`,
    )
    if (!deleted) throw notFound('announcementNotFound')
    await withdrawUnsent(tx, 'announcement', occasionOf(id))
    await recordAudit(tx, {
      action: 'announcement.delete',
      actorId: adminId,
      target: firstText(deleted.title),
      targetId: id,
    })
  })
}

/** The words in English, else the first language they were written in, for the trail. */
const firstText = (words: Words) => pick(words, 'en').text

/**
 * The announcements on the member's home page, in their language: those to everyone, and those
 * queued for them (their competition's or team's when it was sent), until they end.
 */
export async function memberAnnouncements(
  db: DbOrTx,
  userId: number,
  language: Language,
): Promise<MemberAnnouncement[]> {
  const rows = await selectRows<{ id: number; title: Words; body: Words; created_at: Date | string }>(
    db,
    sql`
      select a.id, a.title, a.body, a.created_at
      from announcements a
      where a.show_until > now()
        and (a.audience = 'everyone'
             or exists (select 1 from notification_outbox o
                        where o.user_id = ${userId} and o.kind = 'announcement'
                          and o.occasion = 'announcement:' || a.id))
      order by a.created_at desc, a.id desc
      limit 20`,
  )
  return rows.map((row) => {
    const title = pick(row.title, language)
    return {
      id: row.id,
      title: title.text,
      body: pick(row.body, title.language).text || pick(row.body, language).text,
      language: title.language,
      createdAt: new Date(row.created_at).toISOString(),
    }
  })
}

/** The words of the announcements given, by id, for each reader's language; a deleted one is missing. */
export async function announcementWords(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, (language: Language) => { title: string; body: string }>> {
  if (ids.length === 0) return new Map()
  const rows = await selectRows<{ id: number; title: Words; body: Words }>(
    db,
    sql`select id, title, body from announcements where id = any(${sql.param([...new Set(ids)])}::int[])`,
  )
  return new Map(
    rows.map((row) => [
      row.id,
      (language: Language) => {
        const title = pick(row.title, language)
        return { title: title.text, body: pick(row.body, title.language).text || pick(row.body, language).text }
      },
    ]),
  )
}
