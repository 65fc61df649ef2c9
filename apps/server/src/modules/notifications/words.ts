import type { Language, NotificationKind } from '@stepup/contract'
import { fill } from '../../lib/mail/compose.ts'
import { en, type NotificationTexts } from './texts/en.ts'
import { es } from './texts/es.ts'
import { he } from './texts/he.ts'

const catalogues: Record<Language, NotificationTexts> = { en, es, he }

export const notificationTexts = (language: Language): NotificationTexts => catalogues[language]

/** Who a notification is written for: the words are in their language, the times in their zone. */
export interface Reader {
  username: string
  language: Language
  timeZone: string
}

/** A notification written out: the same words make the mail and the push. */
export interface WrittenNotification {
  title: string
  paragraphs: string[]
  action: { label: string; path: string }
}

/** An announcement's words, in the reader's language or the nearest one it was written in. */
export interface AnnouncementWords {
  title: string
  body: string
}

type Params = Record<string, unknown>

const text = (params: Params, key: string) => String(params[key] ?? '')
const number = (params: Params, key: string) => Number(params[key] ?? 0)
const keys = (params: Params, key: string) => (Array.isArray(params[key]) ? (params[key] as unknown[]).map(String) : [])

/** A date-only day (`2026-11-30`) as the reader's language writes it: `30 November`. */
function writeDay(day: string, language: Language) {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )
}

/** An instant as the reader's language writes it in their zone: `Tuesday 9:40`. */
function writeInstant(instant: string, reader: Reader) {
  return new Intl.DateTimeFormat(reader.language, {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: reader.timeZone,
  }).format(new Date(instant))
}

/** An instant with its date, for deadlines a week or more away: `Tuesday 1 December, 18:00`. */
function writeDeadline(instant: string, reader: Reader) {
  return new Intl.DateTimeFormat(reader.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: reader.timeZone,
  }).format(new Date(instant))
}

/**
 * Writes a notification for its reader from its kind and the values decided with it. Numbers and
 * dates are written the reader's way; the link is a path of the web app.
 */
export function writeNotification(
  kind: NotificationKind,
  params: Params,
  reader: Reader,
  announcement?: AnnouncementWords,
): WrittenNotification {
  const words = notificationTexts(reader.language)
  const count = (value: number) => new Intl.NumberFormat(reader.language).format(value)
  const rank = (value: number) => fill(words.rank, { rank: count(value) })
  switch (kind) {
    case 'noData': {
      const w = words.kinds.noData
      const since = writeInstant(text(params, 'lastAt'), reader)
      const hint = {
        'hc-webhook': w.hintHcWebhook,
        'health-auto-export': w.hintHealthAutoExport,
        shortcuts: w.hintShortcuts,
        import: w.hintImport,
      }[text(params, 'source')]
      return {
        title: fill(w.title, { since }),
        paragraphs: [fill(w.body, { since }), hint ?? w.hintAny],
        action: { label: w.action, path: '/connect' },
      }
    }
    case 'competitionStarted': {
      const w = words.kinds.competitionStarted
      const values = {
        competition: text(params, 'competition'),
        endDate: writeDay(text(params, 'endDate'), reader.language),
      }
      return {
        title: fill(w.title, values),
        paragraphs: [fill(w.body, values)],
        action: { label: w.action, path: `/competitions/${number(params, 'competitionId')}` },
      }
    }
    case 'competitionEnded':
    case 'graceEnding': {
      const w = words.kinds[kind]
      const values = {
        competition: text(params, 'competition'),
        graceEnd: writeDeadline(text(params, 'graceEnd'), reader),
      }
      return {
        title: fill(w.title, values),
        paragraphs: [fill(w.body, values)],
        action: { label: w.action, path: `/competitions/${number(params, 'competitionId')}` },
      }
    }
    case 'competitionResults': {
      const w = words.kinds.competitionResults
      const competition = text(params, 'competition')
      const paragraphs = [
        fill(w.body, { rank: rank(number(params, 'rank')), members: count(number(params, 'members')) }),
      ]
      if (params.team) {
        paragraphs.push(
          fill(w.team, {
            team: text(params, 'team'),
            teamRank: rank(number(params, 'teamRank')),
            teams: count(number(params, 'teams')),
          }),
        )
      }
      return {
        title: fill(w.title, { competition }),
        paragraphs,
        action: { label: w.action, path: `/competitions/${number(params, 'competitionId')}` },
      }
    }
    case 'passed': {
      const w = words.kinds.passed
      const values = {
        name: text(params, 'name'),
        rank: rank(number(params, 'rank')),
        competition: text(params, 'competition'),
      }
      const inCompetition = params.competitionId !== undefined
      return {
        title: fill(w.title, values),
        paragraphs: [fill(inCompetition ? w.bodyCompetition : w.bodyFriend, values)],
        action: {
          label: w.action,
          path: inCompetition ? `/competitions/${number(params, 'competitionId')}` : '/allScores',
        },
      }
    }
    case 'friendRequest':
    case 'friendAccepted': {
      const w = words.kinds[kind]
      const values = { name: text(params, 'name') }
      return {
        title: fill(w.title, values),
        paragraphs: [fill(w.body, values)],
        action: { label: w.action, path: '/friends' },
      }
    }
    case 'teamInvite': {
      const w = words.kinds.teamInvite
      const values = { name: text(params, 'name'), team: text(params, 'team') }
      return {
        title: fill(w.title, values),
        paragraphs: [fill(w.body, values)],
        action: { label: w.action, path: '/teams' },
      }
    }
    case 'contestInvite':
    case 'contestCancelled': {
      const w = words.kinds[kind]
      const values = {
        name: text(params, 'name'),
        contest: text(params, 'contest'),
        startDate: writeDay(text(params, 'startDate'), reader.language),
        endDate: writeDay(text(params, 'endDate'), reader.language),
      }
      return {
        title: fill(w.title, values),
        paragraphs: [fill(w.body, values)],
        action: { label: w.action, path: '/competitions' },
      }
    }
    case 'proofApproved': {
      const w = words.kinds.proofApproved
      return {
        title: fill(w.title, { challenge: text(params, 'challenge') }),
        paragraphs: [fill(w.body, { points: count(number(params, 'points')) })],
        action: { label: w.action, path: `/challenges/${number(params, 'challengeId')}` },
      }
    }
    case 'proofRejected': {
      const w = words.kinds.proofRejected
      const reason = text(params, 'reason')
      return {
        title: fill(w.title, { challenge: text(params, 'challenge') }),
        paragraphs: [reason ? fill(w.body, { reason }) : w.bodyNoReason],
        action: { label: w.action, path: `/challenges/${number(params, 'challengeId')}` },
      }
    }
    case 'dayChanged': {
      const w = words.kinds.dayChanged
      const change = params.change === 'voided' ? 'Voided' : params.change === 'dismissed' ? 'Dismissed' : 'Corrected'
      const values = { date: writeDay(text(params, 'date'), reader.language), steps: count(number(params, 'steps')) }
      const reason = text(params, 'reason')
      return {
        title: fill(w[`title${change}`], values),
        paragraphs: [fill(w[`body${change}`], values), ...(reason ? [fill(w.reason, { reason })] : [])],
        action: { label: w.action, path: '/myscores' },
      }
    }
    case 'achievements': {
      const w = words.kinds.achievements
      const earned = keys(params, 'earned')
      const revoked = keys(params, 'revoked')
      // The achievements' names come written in every language with the notification.
      const names = (params.names as Record<string, Record<string, string>> | undefined)?.[reader.language] ?? {}
      const name = (key: string) => names[key] ?? key
      const titled = (list: string[], one: string, more: string) =>
        fill(list.length > 1 ? more : one, { name: name(list[0]!), more: count(list.length - 1) })
      const from = params.from === null || params.from === undefined ? null : text(params, 'from')
      // A team milestone, a podium or an admin's achievement is taken back for its team's days, its
      // competition or its rule, not the reader's days.
      const reasons = (params.reasons as Record<string, string> | undefined) ?? {}
      const reason = reasons[revoked[0] ?? '']
      const revokedBody =
        reason === 'team-days-changed'
          ? w.bodyRevokedTeam
          : reason === 'results-changed'
            ? w.bodyRevokedResults
            : reason === 'rule-changed'
              ? w.bodyRevokedRule
              : from === null
                ? w.bodyRevokedRules
                : fill(params.byAdmin === true ? w.bodyRevokedAdmin : w.bodyRevoked, {
                    date: writeDay(from, reader.language),
                  })
      return {
        title:
          earned.length > 0
            ? titled(earned, w.titleEarned, w.titleEarnedMore)
            : titled(revoked, w.titleRevoked, w.titleRevokedMore),
        paragraphs: [
          ...(earned.length > 0 ? [w.bodyEarned] : []),
          ...(revoked.length > 0 && earned.length > 0 ? [titled(revoked, w.titleRevoked, w.titleRevokedMore)] : []),
          ...(revoked.length > 0 ? [revokedBody] : []),
        ],
        action: { label: w.action, path: '/profile' },
      }
    }
    case 'weeklySummary':
      return writeWeeklySummary(params, reader, words, count, rank)
    case 'announcement': {
      const w = words.kinds.announcement
      return {
        title: announcement?.title ?? '',
        paragraphs: (announcement?.body ?? '')
          .split(/\n{2,}/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
        action: { label: w.action, path: '/' },
      }
    }
  }
}

function writeWeeklySummary(
  params: Params,
  reader: Reader,
  words: NotificationTexts,
  count: (value: number) => string,
  rank: (value: number) => string,
): WrittenNotification {
  const w = words.kinds.weeklySummary
  const steps = number(params, 'steps')
  const change = steps - number(params, 'lastWeekSteps')
  const paragraphs = [
    fill(w.steps, {
      steps: count(steps),
      from: writeDay(text(params, 'from'), reader.language),
      to: writeDay(text(params, 'to'), reader.language),
    }),
    change === 0 ? w.same : fill(change > 0 ? w.more : w.fewer, { change: count(Math.abs(change)) }),
  ]
  if (params.rank !== null && params.rank !== undefined) {
    const now = number(params, 'rank')
    const before =
      params.previousRank === null || params.previousRank === undefined ? now : number(params, 'previousRank')
    const template = before > now ? w.rankUp : before < now ? w.rankDown : w.rank
    paragraphs.push(fill(template, { rank: rank(now), places: count(Math.abs(before - now)) }))
  }
  if (params.team) {
    paragraphs.push(
      fill(w.teamRank, {
        team: text(params, 'team'),
        teamRank: rank(number(params, 'teamRank')),
        teams: count(number(params, 'teams')),
      }),
    )
  }
  if (number(params, 'streak') >= 2) paragraphs.push(fill(w.streak, { days: count(number(params, 'streak')) }))
  return { title: fill(w.title, { steps: count(steps) }), paragraphs, action: { label: w.action, path: '/myscores' } }
}
