import type { CustomRuleKind } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { formatCount, formatDay } from '../../../lib/format.ts'

/** What an admin's rule asks, as its fields say it. */
export interface RuleFields {
  rule: CustomRuleKind
  amount: number
  from: string | null
  to: string | null
  target: number | null
  /** The competition's name; null once it was deleted. */
  competition?: string | null
}

/** An admin's rule in one sentence of the reader's language: "16,000 steps from 1 Mar to 31 Mar". */
export function useRuleSummary() {
  const { t, i18n } = useTranslation('achievements')
  const day = (date: string | null) => (date ? formatDay(date, i18n.language) : '…')
  return ({ rule, amount, from, to, target, competition }: RuleFields) => {
    if (rule === 'steps-in-period')
      return t('admin.summary.steps-in-period', { amount: formatCount(amount), from: day(from), to: day(to) })
    if (rule === 'competition-days')
      return t('admin.summary.competition-days', {
        count: amount,
        competition: competition ?? t('admin.summary.competitionGone'),
      })
    const on =
      target === null ? t('admin.summary.ownGoal') : t('admin.summary.stepsTarget', { steps: formatCount(target) })
    return from || to
      ? t('admin.summary.streakWindow', { count: amount, target: on, from: day(from), to: day(to) })
      : t('admin.summary.streak', { count: amount, target: on })
  }
}
