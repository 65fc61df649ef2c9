import { Undo2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button } from '../../../components/ui/index.ts'
import { formatCount, formatDay } from '../../../lib/format.ts'
import { useUndoDecision, type UndoableDecision } from '../api/undo-decision.ts'

/** What the review page says after a decision; a decision on one day may be undone for a while. */
export interface Notice {
  tone: 'success' | 'error'
  text: string
  undo?: UndoableDecision & { username: string }
}

/**
 * How long Undo is offered after a decision: long enough to see a slip, short enough that the
 * day has rarely moved since. The server allows a little more (UNDO_SECONDS), for a slow network.
 */
export const UNDO_OFFERED_MS = 10_000

/**
 * The outcome of the latest decision, with Undo for UNDO_OFFERED_MS when it can be undone. Undo
 * takes the decision back on the server (it refuses when the day changed since) and says what
 * the day counts now.
 */
export function DecisionNotice({
  notice,
  onNotice,
  onClose,
}: {
  notice: Notice
  onNotice: (notice: Notice) => void
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('review')
  const undo = useUndoDecision()
  const [offered, setOffered] = useState(notice.undo !== undefined)

  useEffect(() => {
    if (!notice.undo) return
    const timer = setTimeout(() => setOffered(false), UNDO_OFFERED_MS)
    return () => clearTimeout(timer)
  }, [notice.undo])

  function undoDecision() {
    const decision = notice.undo!
    const values = { name: decision.username, date: formatDay(decision.date, i18n.language) }
    undo.mutate(decision, {
      onSuccess: (day) =>
        onNotice({
          tone: 'success',
          text:
            decision.decision === 'correct'
              ? t('undo.correctUndone', { ...values, steps: formatCount(day.steps) })
              : t('undo.reviewUndone', values),
        }),
      onError: (error) => onNotice({ tone: 'error', text: error.message }),
    })
  }

  return (
    <Alert
      tone={notice.tone}
      action={
        <div className="flex flex-wrap justify-end gap-2">
          {offered && (
            <Button
              variant="secondary"
              size="sm"
              loading={undo.isPending}
              onClick={undoDecision}
              icon={<Undo2 className="size-4" aria-hidden="true" />}
            >
              {t('undo.action')}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('common:close')}
          </Button>
        </div>
      }
    >
      {notice.text}
    </Alert>
  )
}
