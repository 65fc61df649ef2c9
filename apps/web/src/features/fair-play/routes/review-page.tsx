import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Button,
  EmptyState,
  ErrorMessage,
  LoadingBlock,
  Page,
  PageHeader,
  BackButton,
} from '../../../components/ui/index.ts'
import { formatCount } from '../../../lib/format.ts'
import { useReviewQueue } from '../api/get-review-queue.ts'
import { DecisionDialog, type PendingDecision } from '../components/decision-dialog.tsx'
import { DecisionNotice, type Notice } from '../components/decision-notice.tsx'
import { OpenRequests } from '../components/open-requests.tsx'
import { ReviewCard } from '../components/review-card.tsx'
import { flaggedDatesByMember } from '../review-rules.ts'

/** /admin/review: the days the fair-play rules flagged, oldest first, for an admin to approve or void. */
export function ReviewPage() {
  const { t } = useTranslation('review')
  const queue = useReviewQueue()
  const [notice, setNotice] = useState<Notice | null>(null)
  const [noticeCount, setNoticeCount] = useState(0)
  const showNotice = (next: Notice) => {
    setNotice(next)
    setNoticeCount((count) => count + 1)
  }
  const [decision, setDecision] = useState<PendingDecision | null>(null)

  const days = queue.data?.pages.flatMap((page) => page.days) ?? []
  const total = queue.data?.pages.at(-1)?.total ?? 0
  const datesByMember = flaggedDatesByMember(days)

  return (
    <Page>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<BackButton to="/admin">{t('back')}</BackButton>}
      />
      <div className="space-y-4">
        {notice && (
          // A new notice is a new element, so Undo is offered afresh for each decision.
          <DecisionNotice key={noticeCount} notice={notice} onNotice={showNotice} onClose={() => setNotice(null)} />
        )}
        <OpenRequests onNotice={showNotice} />
        {queue.isPending ? (
          <LoadingBlock />
        ) : queue.isError ? (
          <ErrorMessage message={t('loadError')} />
        ) : days.length === 0 ? (
          <EmptyState
            icon={<ShieldCheck className="size-6" aria-hidden="true" />}
            title={t('empty')}
            description={t('emptyHint')}
          />
        ) : (
          <>
            <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="review-total">
              {t('waiting', { count: total })}
            </p>
            <ul className="space-y-4">
              {days.map((day) => {
                const memberDates = datesByMember.get(day.userId) ?? []
                const member = { userId: day.userId, username: day.username }
                return (
                  <li key={`${day.userId}-${day.date}`}>
                    <ReviewCard
                      day={day}
                      memberDates={memberDates.length > 1 && memberDates[0] === day.date ? memberDates : null}
                      onNotice={showNotice}
                      onVoid={() => setDecision({ kind: 'void', ...member, dates: [day.date] })}
                      onApproveAll={() => setDecision({ kind: 'approveAll', ...member, dates: memberDates })}
                      onVoidAll={() => setDecision({ kind: 'voidAll', ...member, dates: memberDates })}
                    />
                  </li>
                )
              })}
            </ul>
            {queue.hasNextPage && (
              <div className="flex flex-col items-center gap-2">
                <p className="text-sm text-zinc-500 dark:text-zinc-400">
                  {t('showing', { shown: formatCount(days.length), total: formatCount(total) })}
                </p>
                <Button
                  variant="secondary"
                  loading={queue.isFetchingNextPage}
                  onClick={() => void queue.fetchNextPage()}
                >
                  {t('loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} onNotice={showNotice} />
    </Page>
  )
}
