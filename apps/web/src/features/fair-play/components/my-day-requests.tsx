import type { DayRequest } from '@stepup/contract'
import { CheckCircle2, Hourglass, MinusCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge, Button, ErrorMessage, Section, UserText } from '../../../components/ui/index.ts'
import { formatCount, formatDay } from '../../../lib/format.ts'
import { useMyDayRequests, useWithdrawDayRequest } from '../api/day-requests.ts'

/**
 * "Your requests to an admin" on My Scores: each day the member asked about, their note, and
 * whether it waits, was corrected or was left as it was; an open one can be withdrawn. Shows
 * nothing while the member has none.
 */
export function MyDayRequests() {
  const { t } = useTranslation('review')
  const requests = useMyDayRequests()
  const withdraw = useWithdrawDayRequest()
  if (!requests.data || requests.data.length === 0) return null
  return (
    <Section title={t('mine.title')} description={t('mine.description')}>
      {withdraw.isError && <ErrorMessage message={withdraw.error.message} />}
      <ul className="-my-3 divide-y divide-zinc-200 dark:divide-zinc-800" data-testid="my-day-requests">
        {requests.data.map((request) => (
          <li key={request.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                <span>{formatDay(request.date)}</span>
                <RequestStatus request={request} />
              </p>
              <UserText as="p" className="text-sm break-words text-zinc-700 dark:text-zinc-300">
                {request.note}
              </UserText>
              {request.steps !== null && (
                <p className="text-xs text-zinc-500 dark:text-zinc-400">
                  {t('mine.steps', { steps: formatCount(request.steps) })}
                </p>
              )}
            </div>
            {request.resolution === null && (
              <Button
                variant="ghost"
                size="sm"
                loading={withdraw.isPending && withdraw.variables === request.id}
                onClick={() => withdraw.mutate(request.id)}
                aria-label={t('mine.withdrawDay', { date: formatDay(request.date) })}
              >
                {t('mine.withdraw')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}

function RequestStatus({ request }: { request: DayRequest }) {
  const { t } = useTranslation('review')
  if (request.resolution === 'corrected') {
    return (
      <Badge tone="success">
        <CheckCircle2 className="size-3.5" aria-hidden="true" />
        {t('mine.corrected')}
      </Badge>
    )
  }
  if (request.resolution === 'dismissed') {
    return (
      <Badge tone="neutral">
        <MinusCircle className="size-3.5" aria-hidden="true" />
        {t('mine.dismissed')}
      </Badge>
    )
  }
  return (
    <Badge tone="warning">
      <Hourglass className="size-3.5" aria-hidden="true" />
      {t('mine.waiting')}
    </Badge>
  )
}
