import { achievementsVisibilities, UpdateMeInputSchema, type AchievementsVisibility, type User } from '@stepup/contract'
import clsx from 'clsx'
import { Eye } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Section } from '../../../components/ui/index.ts'
import { useUpdateMe } from '../api/update-me.ts'

/**
 * Who sees the member's achievements and level on their profile page and cards: every signed-in
 * member (the default), their friends only, or nobody but themself.
 */
export function AchievementsVisibilitySection({ user }: { user: User }) {
  const { t } = useTranslation('profile')
  const hintId = useId()
  // A user stored by an older version of the app has none until /api/me answers: the default.
  const stored: AchievementsVisibility = user.achievementsVisibility ?? 'everyone'
  const [choice, setChoice] = useState<AchievementsVisibility>(stored)
  const update = useUpdateMe()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = UpdateMeInputSchema.safeParse({ achievementsVisibility: choice })
    if (parsed.success) update.mutate(parsed.data)
  }

  return (
    <Section
      title={
        <span className="inline-flex items-center gap-2">
          <Eye className="size-4" aria-hidden="true" />
          {t('achievementsVisibility.title')}
        </span>
      }
      description={t('achievementsVisibility.description')}
    >
      <form onSubmit={onSubmit} className="space-y-4">
        {update.isSuccess && (
          <Alert tone="success" role="alert">
            {t('achievementsVisibility.saved')}
          </Alert>
        )}
        {update.isError && <Alert tone="error">{update.error.message}</Alert>}
        <fieldset aria-describedby={hintId}>
          <legend className="sr-only">{t('achievementsVisibility.title')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {achievementsVisibilities.map((value) => (
              <label
                key={value}
                className={clsx(
                  'flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm',
                  choice === value
                    ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-950/40'
                    : 'border-zinc-200 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-800/60',
                )}
              >
                <input
                  type="radio"
                  name="achievementsVisibility"
                  value={value}
                  checked={choice === value}
                  onChange={() => {
                    update.reset()
                    setChoice(value)
                  }}
                  className="mt-0.5 accent-brand-600"
                />
                <span>
                  <span className="block font-medium">{t(`achievementsVisibility.choices.${value}`)}</span>
                  <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                    {t(`achievementsVisibility.hints.${value}`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
            {t('achievementsVisibility.hint')}
          </p>
          <Button type="submit" loading={update.isPending} disabled={choice === stored}>
            {t('achievementsVisibility.save')}
          </Button>
        </div>
      </form>
    </Section>
  )
}
