import type { Completion } from '@stepup/contract'
import { Check, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button, Card, inputClasses } from '../../../components/ui/index.ts'
import { normalizeStatus } from '../challenge-rules.ts'
import { formatDateTime } from './format-date-time.ts'
import { ImageViewer } from './image-viewer.tsx'
import { StatusBadge } from './status-badge.tsx'

/** The longest reason the server takes with a judgment. */
const REASON_MAX_LENGTH = 500

/**
 * A member's proof: the photo (opens the zoom viewer), who sent it, its status, and the admin's
 * buttons with an optional reason the member is sent — except on the admin's own proof, which
 * another admin judges.
 */
export function SubmissionCard({
  completion,
  isAdmin,
  isOwn,
  judging,
  onJudge,
}: {
  completion: Completion
  isAdmin: boolean
  isOwn: boolean
  judging: 'approved' | 'rejected' | null
  onJudge: (status: 'approved' | 'rejected', reason: string) => void
}) {
  const { t, i18n } = useTranslation('challenges')
  const [viewing, setViewing] = useState(false)
  const [reason, setReason] = useState('')
  const reasonId = useId()
  const status = normalizeStatus(completion.status)
  const name = completion.user.username

  return (
    <Card className="overflow-hidden" data-testid={`submission-${completion.id}`}>
      {completion.imageUrl && (
        <button
          type="button"
          onClick={() => setViewing(true)}
          className="block aspect-[4/3] w-full overflow-hidden bg-zinc-100 dark:bg-zinc-800"
          aria-label={t('details.openImage', { name })}
        >
          <img
            src={completion.imageUrl}
            alt={t('details.proofOf', { name })}
            loading="lazy"
            className="size-full object-cover transition-transform hover:scale-105"
          />
        </button>
      )}
      <div className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={`/profile/${completion.user.id}`}
            className="min-w-0 font-medium break-words hover:text-brand-600 hover:underline dark:hover:text-brand-400"
          >
            {name}
          </Link>
          <StatusBadge status={completion.status} />
        </div>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('details.submittedOn', { date: formatDateTime(completion.createdAt, i18n.language) })}
        </p>
        {isAdmin && isOwn && <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('details.ownProof')}</p>}
        {isAdmin && !isOwn && (
          <div className="space-y-1.5">
            <label htmlFor={reasonId} className="block text-xs font-medium text-zinc-700 dark:text-zinc-300">
              {t('details.reason')}
            </label>
            <textarea
              id={reasonId}
              rows={2}
              maxLength={REASON_MAX_LENGTH}
              value={reason}
              disabled={judging !== null}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby={`${reasonId}-hint`}
              className={`${inputClasses} border-zinc-300 dark:border-zinc-700`}
            />
            <p id={`${reasonId}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
              {t('details.reasonHint')}
            </p>
          </div>
        )}
        {isAdmin && !isOwn && (
          <div className="flex gap-2">
            {status !== 'approved' && (
              <Button
                size="sm"
                className="flex-1 !bg-emerald-700 hover:!bg-emerald-800"
                icon={<Check className="size-4" aria-hidden="true" />}
                loading={judging === 'approved'}
                disabled={judging !== null}
                onClick={() => onJudge('approved', reason)}
              >
                {t('details.approve')}
              </Button>
            )}
            {status !== 'rejected' && (
              <Button
                size="sm"
                variant="secondary"
                className="flex-1"
                icon={<X className="size-4" aria-hidden="true" />}
                loading={judging === 'rejected'}
                disabled={judging !== null}
                onClick={() => onJudge('rejected', reason)}
              >
                {t('details.reject')}
              </Button>
            )}
          </div>
        )}
      </div>
      {viewing && (
        <ImageViewer
          src={completion.imageUrl}
          title={t('details.proofOf', { name })}
          open={viewing}
          onClose={() => setViewing(false)}
        />
      )}
    </Card>
  )
}
