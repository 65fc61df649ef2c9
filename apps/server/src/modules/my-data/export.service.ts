import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { asc, desc, eq, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import yazl from 'yazl'
import { stringify } from 'csv-stringify/sync'
import type { DbOrTx } from '../../db/client.ts'
import { spreadsheetText } from '../../lib/csv.ts'
import {
  activityEntries,
  auditLog,
  challengeCompletions,
  challenges,
  competitionParticipants,
  competitionPrizeResults,
  competitionResults,
  competitions,
  contestInvitations,
  dayCorrections,
  dayRequests,
  dayReviews,
  dayScores,
  friendRequests,
  friendships,
  mailQueue,
  memberAchievements,
  memberGoals,
  notificationChoices,
  notificationOutbox,
  notificationQuietHours,
  passwordResetTokens,
  pushRecords,
  pushTokens,
  releasedSensorIds,
  scoreTotals,
  scimUsers,
  sessions,
  userIdentities,
  stepImportDays,
  stepImports,
  teamInvites,
  teamMemberships,
  teams,
  uploads,
  webPushSubscriptions,
  users,
} from '../../db/schema/index.ts'
import { customAchievementsOf } from '../achievements/index.ts'
import { UPLOADS_URL_PREFIX } from '../uploads/index.ts'
import { EXPORT_README } from './export-readme.ts'

type Row = Record<string, unknown>

/** One file pair of the export: `<name>.json` and `<name>.csv`. */
interface Table {
  name: string
  rows: Row[]
}

/**
 * Where each column that points at a member (by id, or by email address) is answered for: the export file that holds the
 * member's rows through it, or why it holds nothing of theirs. A test lists every such column in
 * the database and fails on one missing here, so a new table of member data cannot be left out of
 * the export (nor of the erasure, which goes by the same keys).
 */
export const MEMBER_COLUMNS: Record<string, string> = {
  'users.id': 'profile',
  'users.email': 'profile',
  'mail_queue.to_address': 'mails',
  'mail_queue.user_id': 'mails',
  'sessions.user_id': 'sessions',
  'password_reset_tokens.user_id': 'password-resets',
  'email_verification_tokens.user_id':
    'nothing personal: the hash of a link that confirms the address, which the profile holds; gone with the account',
  'email_verification_tokens.email':
    'nothing personal: the address a confirmation link was mailed to, which the profile holds; gone with the account',
  'user_identities.user_id': 'provider-accounts',
  'scim_users.user_id': 'directory-account',
  'scim_tokens.created_by':
    "nothing personal: which admin made the directory's token, as the audit trail's entry of it says too",
  'sso_sign_ins.test_by':
    "nothing personal: an admin's test of the sign-in provider under way, gone within ten minutes",
  'saml_sign_ins.test_by': "nothing personal: an admin's test of the SAML provider under way, gone within ten minutes",
  'invitations.email': "nothing personal: an admin's invitation to an address, on the admins' list of who was invited",
  'invitations.invited_by': 'admin-actions',
  'day_scores.user_id': 'days',
  'member_achievements.user_id': 'achievements',
  'custom_achievements.created_by': 'admin-actions',
  'achievement_progress.user_id':
    "nothing personal: where the member's days stood a week before their latest, kept to award achievements quickly; the days export holds them",
  'member_goals.user_id': 'goals',
  'score_totals.user_id': 'totals',
  'day_reviews.user_id': 'day-reviews',
  'day_reviews.reviewed_by': 'admin-actions',
  'day_corrections.user_id': 'day-corrections',
  'day_corrections.corrected_by': 'admin-actions',
  'day_requests.user_id': 'day-requests',
  'day_requests.resolved_by': 'admin-actions',
  'activity_entries.user_id': 'activities',
  'step_imports.user_id': 'imports',
  'step_import_days.user_id': 'import-days',
  'push_tokens.user_id': 'push-tokens',
  'push_records.user_id': 'pushed-records',
  'friend_requests.sender_id': 'friend-requests',
  'friend_requests.receiver_id': 'friend-requests',
  'friendships.user_low_id': 'friends',
  'friendships.user_high_id': 'friends',
  'teams.leader_id': 'team',
  'team_memberships.user_id': 'team-memberships',
  'team_invites.invitee_id': 'team-invites',
  'team_invites.sender_id': 'team-invites',
  'challenge_completions.user_id': 'proofs',
  'challenge_completions.judged_by': 'admin-actions',
  'challenges.created_by': 'admin-actions',
  'competitions.created_by': 'admin-actions',
  'competition_participants.user_id': 'competitions',
  'competitions.started_by': 'contests-started',
  'contest_invitations.invitee_id': 'contest-invitations',
  'competition_results.user_id': 'competition-results',
  'competition_prize_results.user_id': 'competition-prizes',
  'uploads.user_id': 'uploads',
  'audit_log.subject_id': 'audit',
  'audit_log.actor_id': 'admin-actions',
  'released_sensor_ids.released_by': 'released-sensor-ids',
  'notification_outbox.user_id': 'notifications',
  'notification_choices.user_id': 'notification-settings',
  'notification_quiet_hours.user_id': 'notification-settings',
  'web_push_subscriptions.user_id': 'push-subscriptions',
  'announcements.created_by': 'admin-actions',
  'notification_board_marks.user_id':
    "nothing personal: the member's all-time total when passes on the board were last looked for; the totals export holds it",
  'totals_backlog.user_ids':
    'nothing personal: step changes of a sync on their way to the totals, kept for a moment; the days export holds them',
}

const iso = (value: Date | null) => value?.toISOString() ?? null

/** The achievements with the name (in each language) and icon of those an admin defined; null for the built-in ones. */
async function withCustomNames<T extends { key: string }>(db: DbOrTx, rows: T[]) {
  const custom = await customAchievementsOf(
    db,
    rows.map((row) => row.key),
  )
  return rows.map((row) => ({
    ...row,
    name: custom.get(row.key)?.names ?? null,
    icon: custom.get(row.key)?.icon ?? null,
  }))
}

/** Everything the product holds about one member, as tables. */
async function collect(db: DbOrTx, userId: number): Promise<{ tables: Table[]; uploadNames: string[] }> {
  const byUser = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId)
  const [profile] = await db.select().from(users).where(eq(users.id, userId))
  const { passwordHash: _secret, ...profileFields } = profile!

  const other = alias(users, 'other')
  const actor = alias(users, 'actor')
  const subject = alias(users, 'subject')

  const tables: Table[] = [
    { name: 'profile', rows: [profileFields] },
    {
      name: 'sessions',
      rows: await db
        .select({ createdAt: sessions.createdAt, lastUsedAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(byUser(sessions))
        .orderBy(asc(sessions.createdAt)),
    },
    {
      name: 'provider-accounts',
      rows: await db
        .select({
          provider: userIdentities.issuer,
          accountId: userIdentities.subject,
          linkedAt: userIdentities.createdAt,
          lastSignInAt: userIdentities.lastSignInAt,
        })
        .from(userIdentities)
        .where(byUser(userIdentities))
        .orderBy(asc(userIdentities.createdAt)),
    },
    {
      name: 'directory-account',
      rows: await db
        .select({
          directoryId: scimUsers.externalId,
          linkedAt: scimUsers.createdAt,
          changedAt: scimUsers.updatedAt,
          deletedAt: scimUsers.deletedAt,
        })
        .from(scimUsers)
        .where(byUser(scimUsers)),
    },
    {
      name: 'password-resets',
      rows: await db
        .select({
          requestedAt: passwordResetTokens.createdAt,
          expiresAt: passwordResetTokens.expiresAt,
          usedAt: passwordResetTokens.usedAt,
        })
        .from(passwordResetTokens)
        .where(byUser(passwordResetTokens))
        .orderBy(asc(passwordResetTokens.createdAt)),
    },
    {
      name: 'mails',
      // Their words only: a mail's text may hold a reset link, a secret the export leaves out.
      rows: await db
        .select({
          to: mailQueue.toAddress,
          subject: mailQueue.subject,
          createdAt: mailQueue.createdAt,
          sentAt: mailQueue.sentAt,
          gaveUpAt: mailQueue.gaveUpAt,
        })
        .from(mailQueue)
        .where(or(byUser(mailQueue), eq(mailQueue.toAddress, profile!.email)))
        .orderBy(asc(mailQueue.id)),
    },
    {
      name: 'days',
      rows: (await db.select().from(dayScores).where(byUser(dayScores)).orderBy(asc(dayScores.day))).map(
        ({ replacedSteps: _internal, ...day }) => day,
      ),
    },
    { name: 'totals', rows: await db.select().from(scoreTotals).where(byUser(scoreTotals)) },
    {
      name: 'achievements',
      rows: await withCustomNames(
        db,
        await db
          .select()
          .from(memberAchievements)
          .where(byUser(memberAchievements))
          .orderBy(asc(memberAchievements.earnedOn), asc(memberAchievements.key)),
      ),
    },
    {
      name: 'goals',
      rows: await db.select().from(memberGoals).where(byUser(memberGoals)).orderBy(asc(memberGoals.fromDay)),
    },
    {
      name: 'day-reviews',
      rows: await db.select().from(dayReviews).where(byUser(dayReviews)).orderBy(asc(dayReviews.day)),
    },
    {
      name: 'day-corrections',
      rows: await db.select().from(dayCorrections).where(byUser(dayCorrections)).orderBy(asc(dayCorrections.day)),
    },
    {
      name: 'day-requests',
      rows: await db
        .select({
          day: dayRequests.day,
          steps: dayRequests.steps,
          note: dayRequests.note,
          createdAt: dayRequests.createdAt,
          resolution: dayRequests.resolution,
          resolvedAt: dayRequests.resolvedAt,
        })
        .from(dayRequests)
        .where(byUser(dayRequests))
        .orderBy(asc(dayRequests.createdAt)),
    },
    {
      name: 'activities',
      rows: await db
        .select()
        .from(activityEntries)
        .where(byUser(activityEntries))
        .orderBy(asc(activityEntries.day), asc(activityEntries.id)),
    },
    {
      name: 'imports',
      rows: (await db.select().from(stepImports).where(byUser(stepImports)).orderBy(asc(stepImports.id))).map(
        ({ heartbeatAt: _internal, ...row }) => row,
      ),
    },
    {
      name: 'import-days',
      rows: await db
        .select()
        .from(stepImportDays)
        .where(byUser(stepImportDays))
        .orderBy(asc(stepImportDays.importId), asc(stepImportDays.day)),
    },
    {
      name: 'push-tokens',
      rows: await db
        .select({
          id: pushTokens.id,
          createdAt: pushTokens.createdAt,
          lastUsedAt: pushTokens.lastUsedAt,
          client: pushTokens.client,
          clientVersion: pushTokens.clientVersion,
          device: pushTokens.device,
          lastSyncAt: pushTokens.lastSyncAt,
        })
        .from(pushTokens)
        .where(byUser(pushTokens))
        .orderBy(asc(pushTokens.id)),
    },
    {
      name: 'pushed-records',
      rows: await db
        .select({
          kind: pushRecords.kind,
          source: pushRecords.source,
          sourceKind: pushRecords.sourceKind,
          start: pushRecords.start,
          end: pushRecords.end,
          day: pushRecords.day,
          steps: pushRecords.steps,
        })
        .from(pushRecords)
        .where(byUser(pushRecords))
        .orderBy(asc(pushRecords.start), asc(pushRecords.key)),
    },
    {
      name: 'friends',
      rows: await db
        .select({ friendId: other.id, friendName: other.username, since: friendships.createdAt })
        .from(friendships)
        .innerJoin(
          other,
          sql`${other.id} = case when ${friendships.userLowId} = ${userId} then ${friendships.userHighId} else ${friendships.userLowId} end`,
        )
        .where(or(eq(friendships.userLowId, userId), eq(friendships.userHighId, userId)))
        .orderBy(asc(friendships.createdAt)),
    },
    {
      name: 'friend-requests',
      rows: await db
        .select({
          id: friendRequests.id,
          direction: sql<string>`case when ${friendRequests.senderId} = ${userId} then 'sent' else 'received' end`,
          otherId: other.id,
          otherName: other.username,
          status: friendRequests.status,
          createdAt: friendRequests.createdAt,
          answeredAt: friendRequests.answeredAt,
        })
        .from(friendRequests)
        .innerJoin(
          other,
          sql`${other.id} = case when ${friendRequests.senderId} = ${userId} then ${friendRequests.receiverId} else ${friendRequests.senderId} end`,
        )
        .where(or(eq(friendRequests.senderId, userId), eq(friendRequests.receiverId, userId)))
        .orderBy(asc(friendRequests.id)),
    },
    {
      name: 'team',
      rows: await db
        .select({ id: teams.id, name: teams.name, youLeadIt: sql<boolean>`${teams.leaderId} = ${userId}` })
        .from(teams)
        .where(or(eq(teams.id, profile!.teamId ?? -1), eq(teams.leaderId, userId))),
    },
    {
      name: 'team-memberships',
      rows: await db
        .select({
          teamId: teamMemberships.teamId,
          teamName: teams.name,
          startedAt: sql<
            string | null
          >`case when ${teamMemberships.startedAt} = '-infinity' then null else ${teamMemberships.startedAt}::text end`,
          endedAt: teamMemberships.endedAt,
        })
        .from(teamMemberships)
        .innerJoin(teams, eq(teams.id, teamMemberships.teamId))
        .where(byUser(teamMemberships))
        .orderBy(asc(teamMemberships.id)),
    },
    {
      name: 'team-invites',
      rows: await db
        .select({
          id: teamInvites.id,
          direction: sql<string>`case when ${teamInvites.inviteeId} = ${userId} then 'received' else 'sent' end`,
          teamName: teams.name,
          otherName: other.username,
          status: teamInvites.status,
          createdAt: teamInvites.createdAt,
          answeredAt: teamInvites.answeredAt,
        })
        .from(teamInvites)
        .innerJoin(teams, eq(teams.id, teamInvites.teamId))
        .innerJoin(
          other,
          sql`${other.id} = case when ${teamInvites.inviteeId} = ${userId} then ${teamInvites.senderId} else ${teamInvites.inviteeId} end`,
        )
        .where(or(eq(teamInvites.inviteeId, userId), eq(teamInvites.senderId, userId)))
        .orderBy(asc(teamInvites.id)),
    },
    {
      name: 'proofs',
      rows: await db
        .select({
          id: challengeCompletions.id,
          challenge: challenges.name,
          status: challengeCompletions.status,
          imageUrl: challengeCompletions.imageUrl,
          submittedOn: challengeCompletions.submittedOn,
          awardedPoints: challengeCompletions.awardedPoints,
          judgedAt: challengeCompletions.judgedAt,
          createdAt: challengeCompletions.createdAt,
        })
        .from(challengeCompletions)
        .innerJoin(challenges, eq(challenges.id, challengeCompletions.challengeId))
        .where(byUser(challengeCompletions))
        .orderBy(asc(challengeCompletions.id)),
    },
    {
      name: 'competitions',
      rows: await db
        .select({
          competitionId: competitions.id,
          name: competitions.name,
          startDate: competitions.startDate,
          endDate: competitions.endDate,
          joinedAt: competitionParticipants.joinedAt,
        })
        .from(competitionParticipants)
        .innerJoin(competitions, eq(competitions.id, competitionParticipants.competitionId))
        .where(byUser(competitionParticipants))
        .orderBy(asc(competitions.startDate)),
    },
    {
      name: 'contests-started',
      rows: await db
        .select({
          competitionId: competitions.id,
          name: competitions.name,
          format: competitions.format,
          startDate: competitions.startDate,
          endDate: competitions.endDate,
          createdAt: competitions.createdAt,
        })
        .from(competitions)
        .where(eq(competitions.startedBy, userId))
        .orderBy(asc(competitions.startDate)),
    },
    {
      name: 'contest-invitations',
      rows: await db
        .select({
          competitionId: competitions.id,
          contest: competitions.name,
          invitedBy: other.username,
          status: contestInvitations.status,
          createdAt: contestInvitations.createdAt,
          answeredAt: contestInvitations.answeredAt,
        })
        .from(contestInvitations)
        .innerJoin(competitions, eq(competitions.id, contestInvitations.competitionId))
        .leftJoin(other, eq(other.id, competitions.startedBy))
        .where(eq(contestInvitations.inviteeId, userId))
        .orderBy(asc(contestInvitations.createdAt)),
    },
    {
      name: 'competition-results',
      rows: await db
        .select({
          competitionId: competitions.id,
          competition: competitions.name,
          rank: competitionResults.rank,
          score: competitionResults.score,
          steps: competitionResults.steps,
          daysOnTarget: competitionResults.daysOnTarget,
          streak: competitionResults.streak,
          nameShown: competitionResults.username,
        })
        .from(competitionResults)
        .innerJoin(competitions, eq(competitions.id, competitionResults.competitionId))
        .where(byUser(competitionResults))
        .orderBy(asc(competitions.startDate)),
    },
    {
      name: 'competition-prizes',
      rows: await db
        .select({
          competitionId: competitions.id,
          competition: competitions.name,
          prize: competitionPrizeResults.prize,
          rank: competitionPrizeResults.rank,
          score: competitionPrizeResults.score,
          nameShown: competitionPrizeResults.username,
        })
        .from(competitionPrizeResults)
        .innerJoin(competitions, eq(competitions.id, competitionPrizeResults.competitionId))
        .where(byUser(competitionPrizeResults))
        .orderBy(asc(competitions.startDate), asc(competitionPrizeResults.prize)),
    },
    {
      name: 'uploads',
      rows: (
        await db
          .select({ name: uploads.name, bytes: uploads.bytes, createdAt: uploads.createdAt })
          .from(uploads)
          .where(byUser(uploads))
          .orderBy(asc(uploads.createdAt))
      ).map((row) => ({ ...row, url: UPLOADS_URL_PREFIX + row.name, fileInThisExport: `uploads/${row.name}` })),
    },
    {
      name: 'audit',
      rows: (
        await db
          .select({ entry: auditLog, actorName: actor.username })
          .from(auditLog)
          .leftJoin(actor, eq(actor.id, auditLog.actorId))
          .where(eq(auditLog.subjectId, userId))
          .orderBy(desc(auditLog.id))
      ).map(({ entry, actorName }) => ({
        id: entry.id,
        at: entry.at,
        action: entry.action,
        admin: actorName,
        target: entry.target,
        before: entry.before,
        after: entry.after,
        reason: entry.reason,
      })),
    },
    {
      name: 'admin-actions',
      rows: (
        await db
          .select({ entry: auditLog, subjectName: subject.username })
          .from(auditLog)
          .leftJoin(subject, eq(subject.id, auditLog.subjectId))
          .where(eq(auditLog.actorId, userId))
          .orderBy(desc(auditLog.id))
      ).map(({ entry, subjectName }) => ({
        id: entry.id,
        at: entry.at,
        action: entry.action,
        member: subjectName,
        target: entry.target,
        targetId: entry.targetId,
        before: entry.before,
        after: entry.after,
        reason: entry.reason,
      })),
    },
    {
      name: 'notifications',
      rows: await db
        .select({
          kind: notificationOutbox.kind,
          occasion: notificationOutbox.occasion,
          params: notificationOutbox.params,
          createdAt: notificationOutbox.createdAt,
          mailQueuedAt: notificationOutbox.emailDoneAt,
          pushedAt: notificationOutbox.pushDoneAt,
          doneAt: notificationOutbox.doneAt,
          outcome: notificationOutbox.outcome,
        })
        .from(notificationOutbox)
        .where(byUser(notificationOutbox))
        .orderBy(asc(notificationOutbox.id)),
    },
    {
      name: 'notification-settings',
      rows: [
        ...(await db
          .select({
            kind: notificationChoices.kind,
            channel: notificationChoices.channel,
            on: notificationChoices.enabled,
          })
          .from(notificationChoices)
          .where(byUser(notificationChoices))
          .orderBy(asc(notificationChoices.kind), asc(notificationChoices.channel))),
        ...(await db
          .select({
            kind: sql<string>`'quiet hours'`,
            channel: sql<string>`lpad((from_minute / 60)::text, 2, '0') || ':' || lpad((from_minute % 60)::text, 2, '0') || '–' || lpad((to_minute / 60)::text, 2, '0') || ':' || lpad((to_minute % 60)::text, 2, '0')`,
            on: notificationQuietHours.enabled,
          })
          .from(notificationQuietHours)
          .where(byUser(notificationQuietHours))),
      ],
    },
    {
      name: 'push-subscriptions',
      // The push service's address only: the full endpoint and keys are the browser's.
      rows: (
        await db
          .select({
            endpoint: webPushSubscriptions.endpoint,
            createdAt: webPushSubscriptions.createdAt,
            lastSuccessAt: webPushSubscriptions.lastSuccessAt,
          })
          .from(webPushSubscriptions)
          .where(byUser(webPushSubscriptions))
          .orderBy(asc(webPushSubscriptions.id))
      ).map(({ endpoint, ...row }) => ({ pushService: new URL(endpoint).origin, ...row })),
    },
    {
      name: 'released-sensor-ids',
      rows: await db
        .select({ sensorUserId: releasedSensorIds.sensorUserId, releasedOn: releasedSensorIds.releasedOn })
        .from(releasedSensorIds)
        .where(eq(releasedSensorIds.releasedBy, userId)),
    },
  ]
  const uploadNames = (tables.find((table) => table.name === 'uploads')!.rows as { name: string }[]).map(
    (row) => row.name,
  )
  return { tables, uploadNames }
}

/** A table as CSV: a column for every field any row has; dates in ISO form, lists and objects as JSON. */
function toCsv(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  return stringify(rows, {
    header: true,
    columns,
    record_delimiter: 'windows',
    cast: {
      string: spreadsheetText,
      boolean: String,
      date: (value) => value.toISOString(),
      object: (value) => JSON.stringify(value),
    },
  })
}

const toJson = (rows: Row[]) =>
  JSON.stringify(rows, (_key, value: unknown) => (value instanceof Date ? iso(value) : value), 2)

/**
 * The member's data as a zip, written as it is read: each table is small (one member's rows), and
 * the images are streamed from the uploads store into the archive, so the archive is never whole
 * in memory. Images whose file is gone (swept or removed by hand) are listed but not included.
 */
export async function exportMemberData(db: DbOrTx, userId: number, uploadsDir: string): Promise<NodeJS.ReadableStream> {
  const { tables, uploadNames } = await collect(db, userId)
  const stored = await Promise.all(
    uploadNames.map(async (name) =>
      (await fs.stat(path.join(uploadsDir, name)).catch(() => null))?.isFile() ? name : null,
    ),
  )
  const zip = new yazl.ZipFile()
  const mtime = new Date()
  zip.addBuffer(Buffer.from(EXPORT_README), 'README.txt', { mtime })
  for (const table of tables) {
    zip.addBuffer(Buffer.from(toJson(table.rows)), `${table.name}.json`, { mtime })
    zip.addBuffer(Buffer.from(toCsv(table.rows)), `${table.name}.csv`, { mtime })
  }
  for (const name of stored) {
    if (!name) continue
    // Opened when the download reaches it, which may be minutes later: an image removed meanwhile
    // (its proof refused, the sweep, the member deleting their account) goes in empty rather than
    // failing the download. Images are compressed already.
    zip.addReadStreamLazy(`uploads/${name}`, { compress: false }, (done) => {
      fs.open(path.join(uploadsDir, name)).then(
        (file) => done(null, file.createReadStream()),
        () => done(null, Readable.from([])),
      )
    })
  }
  // Whatever else fails ends this download, never the process.
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error))
  zip.end()
  return zip.outputStream
}
