import type { Competition, CompetitionBoardRow } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { Section } from '../../../components/ui/index.ts'
import { formatCount } from '../../../lib/format.ts'
import { competitionStarts } from './competition-dates.ts'
import { ParticipationButton } from './participation-button.tsx'

/** The viewer's own standing: rank of all, score, steps, days on target and longest streak. */
export function ProgressCard({
  competition,
  me,
  total,
}: {
  competition: Competition
  me: CompetitionBoardRow | null
  total: number
}) {
  const { t, i18n } = useTranslation('competitions')
  if (!me) {
    return (
      <Section title={t('progress.title')}>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('progress.notTakingPart')}</p>
        {competition.participation === 'opt-in' && competition.status !== 'final' && (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <ParticipationButton competition={competition} size="md" />
            <span className="text-sm text-zinc-500 dark:text-zinc-400">{t('progress.joinHint')}</span>
          </div>
        )}
      </Section>
    )
  }
  if (competition.status === 'upcoming') {
    // Every member is at 0 before the first day: no rank to show yet.
    return (
      <Section title={t('progress.title')} actions={<ParticipationButton competition={competition} />}>
        <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="my-progress-upcoming">
          <span className="font-semibold text-zinc-900 dark:text-zinc-100">
            {competitionStarts(competition, t, i18n.resolvedLanguage)}
          </span>{' '}
          · {t('progress.upcoming')}
        </p>
      </Section>
    )
  }
  const figures = [
    ['rank', t('progress.rankOf', { rank: formatCount(me.rank), total: formatCount(total) })],
    ['score', formatCount(me.score)],
    ['steps', formatCount(me.steps)],
    ['daysOnTarget', formatCount(me.daysOnTarget)],
    ['streak', formatCount(me.streak)],
  ] as const
  return (
    <Section title={t('progress.title')} actions={<ParticipationButton competition={competition} />}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3" data-testid="my-progress">
        {figures.map(([key, value]) => (
          <div key={key} className={key === 'rank' ? 'col-span-2 sm:col-span-1' : undefined}>
            <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
              {t(`progress.${key}`)}
            </dt>
            <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl" data-testid={`my-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
