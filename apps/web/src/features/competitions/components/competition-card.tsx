import type { Competition } from '@stepup/contract'
import { CalendarDays, CheckCircle2, Timer, Trophy, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge, ButtonLink, Card } from '../../../components/ui/index.ts'
import { useNow } from '../../../lib/countdown.ts'
import { formatDuration } from '../../../lib/format.ts'
import { countdownOf } from '../competition-rules.ts'
import { competitionDates } from './competition-dates.ts'
import { ContestLine } from './contest-line.tsx'
import { ParticipationButton } from './participation-button.tsx'
import { scoringWords } from './scoring-words.ts'
import { CompetitionStatusBadge } from './status-badge.tsx'

/** One competition in the list: its dates, status, who takes part and how it scores. */
export function CompetitionCard({ competition }: { competition: Competition }) {
  const { t } = useTranslation('competitions')
  const scoring = scoringWords(competition.scoring, t)
  const detail = `/competitions/${competition.id}`
  const now = useNow(60_000)
  const countdown = countdownOf(competition)

  return (
    <Card className="flex flex-col gap-4 p-5" data-testid={`competition-${competition.id}`}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold break-words">
          <Link to={detail} dir="auto" className="hover:text-brand-600 hover:underline dark:hover:text-brand-400">
            {competition.name}
          </Link>
        </h3>
        <CompetitionStatusBadge status={competition.status} startDate={competition.startDate} />
      </div>
      <ContestLine competition={competition} />

      <ul className="space-y-1.5 text-sm text-zinc-600 dark:text-zinc-400">
        <li className="flex items-start gap-2">
          <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{competitionDates(competition, t)}</span>
        </li>
        {countdown && (
          <li className="flex items-start gap-2">
            <Timer className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {t('countdown.label', {
                what: t(`countdown.${countdown.kind}`),
                time: formatDuration(Date.parse(countdown.at) - now),
              })}
            </span>
          </li>
        )}
        <li className="flex items-start gap-2">
          <Trophy className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {scoring.individual}
            {!competition.contest && <span className="block text-xs">{scoring.team}</span>}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {competition.contest
              ? t('participants', { count: competition.participants })
              : `${t(`participation.${competition.participation}`)} · ${t('participants', { count: competition.participants })}`}
          </span>
        </li>
      </ul>

      <div className="mt-auto flex flex-wrap items-center gap-2">
        <ParticipationButton competition={competition} />
        {competition.joined && (
          <Badge tone="brand">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {t('joined')}
          </Badge>
        )}
        <ButtonLink to={detail} variant="secondary" size="sm" className="ms-auto">
          {competition.status === 'final' ? t('seeResults') : t('open')}
        </ButtonLink>
      </div>
    </Card>
  )
}
