import { GOAL_WARM_UP_DAYS, MyGoalInputSchema, type MyGoal } from '@stepup/contract'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, ErrorMessage, TextField } from '../../../components/ui/index.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { formatCount } from '../../../lib/format.ts'
import { useSetMyGoal } from '../api/my-goal.ts'

/**
 * Changes the member's daily goal from today on: a number within the admin's range, or the goal
 * their own last four weeks suggest in one click. During the warm-up week it says how many days
 * are still to come before a suggestion.
 */
export function GoalEditor({ goal, onDone }: { goal: MyGoal; onDone: () => void }) {
  const { t } = useTranslation('goals')
  const [value, setValue] = useState(String(goal.goal))
  const [error, setError] = useState<string>()
  const save = useSetMyGoal()

  const submit = (next: number) => {
    const parsed = MyGoalInputSchema.safeParse({ goal: next })
    if (!parsed.success) {
      setError(translateIssue(parsed.error.issues[0]!, t))
      return
    }
    if (next < goal.min || next > goal.max) {
      setError(t('editor.outOfRange', { min: formatCount(goal.min), max: formatCount(goal.max) }))
      return
    }
    setError(undefined)
    save.mutate(parsed.data, { onSuccess: onDone })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(value.trim() === '' ? Number.NaN : Number(value))
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" data-testid="goal-editor">
      <TextField
        label={t('editor.label')}
        type="number"
        inputMode="numeric"
        min={goal.min}
        max={goal.max}
        step={500}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        hint={t('editor.range', { min: formatCount(goal.min), max: formatCount(goal.max) })}
        required
      />
      {goal.suggested !== null ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('editor.suggested', { goal: formatCount(goal.suggested) })}{' '}
          <Button type="button" variant="ghost" size="sm" onClick={() => submit(goal.suggested!)}>
            {t('editor.useSuggested', { goal: formatCount(goal.suggested) })}
          </Button>
        </p>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('editor.warmUp', { count: goal.warmUpDays, needed: GOAL_WARM_UP_DAYS })}
        </p>
      )}
      {save.isError && <ErrorMessage message={save.error.message} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {t('editor.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('editor.cancel')}
        </Button>
      </div>
    </form>
  )
}
