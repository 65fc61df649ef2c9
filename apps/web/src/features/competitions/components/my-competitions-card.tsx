import type { IndividualScoring, MyCompetition } from '@stepup/contract'
import { Timer, Trophy } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useNow } from '../../../lib/countdown.ts'
import { formatCount, formatDuration } from '../../../lib/format.ts'
import { Card } from '../../../components/ui/index.ts'
import { useMyCompetitions } from '../api/get-my-competitions.ts'

const MINUTE = 60_000

/** What a competition's score counts, which says what it takes to pass the next member. */
const toPassUnit: Record<IndividualScoring, string> = {
  steps: 'steps',
  'steps+bonus': 'points',
  daysOnTarget: 'daysOnTarget',
  streak: 'streak',
  goalPercent: 'goalPoints',
  improved: 'percent',
}

/**
 * "Your competitions" on Home and My Scores: each running competition the member takes part in,
 * their rank of all, their score and the time left. Nothing when there are none. The page that
 * shows it loads the `competitions` namespace.
 */
export function MyCompetitionsCard({ className }: { className?: string }) {
  const { t } = useTranslation('competitions')
  const mine = useMyCompetitions()
  if (!mine.data || mine.data.length === 0) return null
  return (
    <Card className={className} data-testid="my-competitions">
      <div className="flex items-center justify-between gap-3 border-b border-zinc-200 px-5 py-4 dark:border-zinc-800">
        <h2 className="text-base font-semibold">{t('mine.title')}</h2>
        <Link to="/competitions" className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
          {t('mine.all')}
        </Link>
      </div>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {mine.data.map((entry) => (
          <MyCompetitionRow key={entry.competition.id} entry={entry} />
        ))}
      </ul>
    </Card>
  )
}

function MyCompetitionRow({ entry }: { entry: MyCompetition }) {
  const { t } = useTranslation('competitions')
  const now = useNow(MINUTE)
  const { competition } = entry
  const grace = competition.status === 'grace'
  const left = formatDuration(Date.parse(grace ? competition.finalAt : competition.endsAt) - now)
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3">
      <Trophy className="size-5 shrink-0 text-brand-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <Link
          to={`/competitions/${competition.id}`}
          dir="auto"
          className="block truncate font-medium hover:text-brand-600 hover:underline dark:hover:text-brand-400"
        >
          {competition.name}
        </Link>
        <p className="flex items-center gap-1 text-xs text-zinc-500 dark:text-zinc-400">
          <Timer className="size-3.5 shrink-0" aria-hidden="true" />
          {grace ? t('mine.finalIn', { time: left }) : t('mine.timeLeft', { time: left })}
        </p>
      </div>
      <div className="shrink-0 text-end">
        <p className="font-bold tabular-nums">
          {t('mine.rankOf', { rank: formatCount(entry.rank), total: formatCount(entry.total) })}
        </p>
        <p className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
          {t('mine.score', { score: formatCount(entry.score) })}
        </p>
      </div>
      <p className="basis-full ps-8 text-sm text-zinc-700 dark:text-zinc-300" data-testid="to-pass">
        {entry.next ? (
          // The name keeps its own direction inside the sentence.
          <Trans
            t={t}
            i18nKey={`mine.toPass.${toPassUnit[competition.scoring.individual]}`}
            count={entry.next.toPass}
            values={{ name: entry.next.user.username }}
            components={{ name: <bdi className="font-medium" /> }}
          />
        ) : (
          t('mine.leading')
        )}
      </p>
    </li>
  )
}
