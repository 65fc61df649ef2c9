import clsx from 'clsx'
import type { ReviewDay } from '@stepup/contract'
import { Check, Hourglass, Ban } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar, Badge, Button, Card, SourceBadge } from '../../../components/ui/index.ts'
import { formatCount, formatDay } from '../../../lib/format.ts'
import { useReviewDay } from '../api/review-day.ts'
import { recordedSteps, typicalSteps } from '../review-rules.ts'
import type { Notice } from './decision-notice.tsx'
import { ReviewChart } from './review-chart.tsx'

/**
 * One flagged day: who, when, what it counts and what was recorded, why it was flagged, its
 * sources, and the member's days before it. Approve decides at once; Void asks for the reason
 * the member will read. A member with several flagged days listed gets "Approve all" and "Void
 * all" on the oldest of them.
 */
export function ReviewCard({
  day,
  memberDates,
  onNotice,
  onVoid,
  onApproveAll,
  onVoidAll,
}: {
  day: ReviewDay
  /** The member's listed flagged days, when this card is the oldest of several; else null. */
  memberDates: string[] | null
  onNotice: (notice: Notice) => void
  onVoid: () => void
  onApproveAll: () => void
  onVoidAll: () => void
}) {
  const { t, i18n } = useTranslation('review')
  const headingId = useId()
  const approveId = useId()
  const approve = useReviewDay()
  const date = formatDay(day.date, i18n.language)
  const recorded = recordedSteps(day)
  const typical = typicalSteps(day)
  // Approving counts the day within the caps: say so before, not only after.
  const capped = day.approvedSteps < recorded

  function approveDay() {
    // The promise, not mutate's callbacks: the refreshed queue drops this card before they would run.
    approve.mutateAsync({ userId: day.userId, date: day.date, input: { decision: 'approve' } }).then(
      (counted) =>
        onNotice({
          tone: 'success',
          text: t('notice.approved', { name: day.username, date, steps: formatCount(counted.steps) }),
          undo: { userId: day.userId, username: day.username, date: day.date, decision: 'approve' },
        }),
      (error: Error) => onNotice({ tone: 'error', text: error.message }),
    )
  }

  return (
    <Card className="min-w-0 p-4 sm:p-5" data-testid="review-card">
      <article aria-labelledby={headingId} className="space-y-4">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="flex min-w-0 items-center gap-3">
            <Avatar name={day.username} src={day.avatarUrl} size="md" decorative />
            <span className="min-w-0">
              <Link
                to={`/admin/members/${day.userId}`}
                dir="auto"
                className="inline-block max-w-full truncate align-top font-semibold text-brand-700 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-300"
              >
                {day.username}
              </Link>
              <span className="block text-sm font-normal text-zinc-500 dark:text-zinc-400">{date}</span>
            </span>
          </h2>
          {day.held && (
            <Badge tone="warning">
              <Hourglass className="size-3.5" aria-hidden="true" />
              {t('held')}
            </Badge>
          )}
        </header>

        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="space-y-3 text-sm">
            <dl className="flex flex-wrap gap-x-6 gap-y-2">
              <div>
                <dt className="text-zinc-500 dark:text-zinc-400">{t('counted')}</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatCount(day.steps)}</dd>
              </div>
              {recorded !== day.steps && (
                <div>
                  <dt className="text-zinc-500 dark:text-zinc-400">{t('recorded')}</dt>
                  <dd className="text-lg font-semibold text-amber-700 tabular-nums dark:text-amber-300">
                    {formatCount(recorded)}
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-zinc-500 dark:text-zinc-400">{t('typical')}</dt>
                <dd className="text-lg font-semibold tabular-nums">{typical === null ? '—' : formatCount(typical)}</dd>
              </div>
            </dl>
            <dl className="space-y-3">
              <div>
                <dt className="text-zinc-500 dark:text-zinc-400">{t('reasons')}</dt>
                <dd>
                  <ul className="mt-1 list-inside list-disc">
                    {day.flags.map((flag) => (
                      <li key={flag}>{t(`flags.${flag}`)}</li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt className="text-zinc-500 dark:text-zinc-400">{t('sources')}</dt>
                <dd>
                  <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1.5">
                    {day.sources.map((entry) => (
                      <li key={entry.source} className="inline-flex items-center gap-1.5">
                        <SourceBadge
                          source={entry.source}
                          label={entry.source === 'manual' ? t('manualSource') : undefined}
                        />
                        <span className="tabular-nums">{formatCount(entry.steps)}</span>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
          </div>
          <ReviewChart day={day} />
        </div>

        <footer className="flex flex-wrap items-center gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
          <Button
            onClick={approveDay}
            loading={approve.isPending}
            icon={<Check className="size-4" aria-hidden="true" />}
            aria-describedby={`${headingId} ${approveId}`}
          >
            {t('approve')}
          </Button>
          <Button
            variant="secondary"
            onClick={onVoid}
            disabled={approve.isPending}
            icon={<Ban className="size-4" aria-hidden="true" />}
            aria-describedby={headingId}
          >
            {t('void')}
          </Button>
          <span
            id={approveId}
            className={clsx(
              'text-sm tabular-nums',
              capped ? 'font-medium text-amber-800 dark:text-amber-300' : 'text-zinc-600 dark:text-zinc-400',
            )}
            data-testid="approve-counts"
          >
            {t(capped ? 'approveCountsCapped' : 'approveCounts', { steps: formatCount(day.approvedSteps) })}
          </span>
          {memberDates && (
            <div className="flex flex-wrap items-center gap-2 sm:ms-auto">
              <span className="text-sm text-zinc-500 dark:text-zinc-400">
                {t('several', { count: memberDates.length, name: day.username })}
              </span>
              <Button variant="secondary" size="sm" onClick={onApproveAll}>
                {t('approveAll', { count: memberDates.length })}
              </Button>
              <Button variant="secondary" size="sm" onClick={onVoidAll}>
                {t('voidAll', { count: memberDates.length })}
              </Button>
            </div>
          )}
        </footer>
      </article>
    </Card>
  )
}
