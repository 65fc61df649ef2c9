import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../../components/ui/index.ts'
import { adminKeys } from '../api/admin-keys.ts'
import { getAdminSummary, useAdminSummary } from '../api/get-summary.ts'
import { getPendingReviews } from '../api/get-pending-reviews.ts'
import { formatCount } from './format.ts'

/** The numbers a recount moves that the admin can compare before and after it. */
interface Standing {
  steps: number
  daysToReview: number
}

/** What a recount moved: the community's all-time steps and the days waiting for review. */
export interface RecountReport {
  days: number
  steps: { before: number; after: number }
  daysToReview: { before: number; after: number }
}

/** The difference in a count, signed, in the reader's language: `+1,200`, `−300`, `±0`. */
export function signedCount(difference: number) {
  if (difference === 0) return `±${formatCount(0)}`
  return `${difference > 0 ? '+' : '−'}${formatCount(Math.abs(difference))}`
}

/** The report of a recount from the numbers before and after it. */
export function recountReport(days: number, before: Standing, after: Standing): RecountReport {
  return {
    days,
    steps: { before: before.steps, after: after.steps },
    daysToReview: { before: before.daysToReview, after: after.daysToReview },
  }
}

async function standing(queryClient: ReturnType<typeof useQueryClient>): Promise<Standing & { days: number }> {
  const [summary, daysToReview] = await Promise.all([
    queryClient.fetchQuery({ queryKey: adminKeys.summary, queryFn: getAdminSummary, staleTime: 0 }),
    queryClient.fetchQuery({ queryKey: adminKeys.pendingReviews, queryFn: getPendingReviews, staleTime: 0 }),
  ])
  return { steps: summary.steps, daysToReview, days: summary.days }
}

/**
 * A save that counts every day again, measured: `measure(save)` reads the community's steps and
 * the review queue just before the save and again once it has answered, so the admin sees what the
 * new rules moved. The save runs even when the numbers cannot be read; a failed save, or numbers
 * missing on either side, report nothing (the form shows the save's own answer).
 */
export function useRecountReport() {
  const queryClient = useQueryClient()
  const [report, setReport] = useState<RecountReport | null>(null)
  async function measure(save: () => Promise<unknown>) {
    setReport(null)
    const before = await standing(queryClient).catch(() => null)
    try {
      await save()
    } catch {
      return
    }
    const after = await standing(queryClient).catch(() => null)
    if (before && after) setReport(recountReport(after.days, before, after))
  }
  return { report, measure, clear: () => setReport(null) }
}

/**
 * Before a save that counts every member's day again: says so, with how many days that is; after
 * it, what moved. `pending` while the form holds a change that recounts.
 */
export function RecountNotice({ pending, report }: { pending: boolean; report: RecountReport | null }) {
  const { t } = useTranslation('admin')
  const summary = useAdminSummary()
  if (report)
    return (
      <Alert tone="success">
        <span className="block">{t('recount.done', { count: report.days, days: formatCount(report.days) })}</span>
        <span className="block">
          {t('recount.steps', {
            before: formatCount(report.steps.before),
            after: formatCount(report.steps.after),
            change: signedCount(report.steps.after - report.steps.before),
          })}
        </span>
        <span className="block">
          {t('recount.review', {
            before: formatCount(report.daysToReview.before),
            after: formatCount(report.daysToReview.after),
          })}
        </span>
      </Alert>
    )
  if (!pending) return null
  return (
    <Alert tone="warning">
      {summary.data
        ? t('recount.before', { count: summary.data.days, days: formatCount(summary.data.days) })
        : t('recount.beforeUncounted')}
    </Alert>
  )
}
