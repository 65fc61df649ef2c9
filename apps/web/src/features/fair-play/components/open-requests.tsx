import { useTranslation } from 'react-i18next'
import { ErrorMessage } from '../../../components/ui/index.ts'
import { useOpenDayRequests } from '../api/day-requests.ts'
import type { Notice } from './decision-notice.tsx'
import { RequestCard } from './request-card.tsx'

/** Members' open requests to correct a day, oldest first, above the flagged days; nothing when there are none. */
export function OpenRequests({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation('review')
  const requests = useOpenDayRequests()
  if (requests.isError) return <ErrorMessage message={t('requests.loadError')} />
  if (!requests.data || requests.data.requests.length === 0) return null
  const { total } = requests.data
  return (
    <section aria-labelledby="open-requests-heading" className="space-y-3">
      <h2 id="open-requests-heading" className="text-lg font-semibold">
        {t('requests.title')}
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="requests-total">
        {t('requests.waiting', { count: total })}
      </p>
      <ul className="space-y-4">
        {requests.data.requests.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} onNotice={onNotice} />
          </li>
        ))}
      </ul>
    </section>
  )
}
