import { COMPETITION_MAX_PRIZES, individualScorings, type IndividualScoring } from '@stepup/contract'
import clsx from 'clsx'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The extra prizes an admin chooses: a box for each scoring other than the competition's own,
 * which is the main board. Once three are chosen the others wait, so the form cannot ask for more
 * than the server awards.
 */
export function PrizeChoices({
  main,
  value,
  onChange,
  error,
  disabled = false,
}: {
  main: IndividualScoring
  value: IndividualScoring[]
  onChange: (value: IndividualScoring[]) => void
  error?: string | null
  disabled?: boolean
}) {
  const { t } = useTranslation('competitions')
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const full = value.length >= COMPETITION_MAX_PRIZES
  // Kept in the order of the scorings, as the server keeps them.
  const toggle = (scoring: IndividualScoring, chosen: boolean) =>
    onChange(individualScorings.filter((each) => (each === scoring ? chosen : value.includes(each))))

  return (
    <fieldset
      className="space-y-1.5"
      aria-describedby={clsx(hintId, error && errorId)}
      disabled={disabled}
      data-testid="prize-choices"
    >
      <legend className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('form.prizes')}</legend>
      <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
        {t('form.prizesHint', { max: COMPETITION_MAX_PRIZES })}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {individualScorings
          .filter((scoring) => scoring !== main)
          .map((scoring) => {
            const chosen = value.includes(scoring)
            return (
              <label
                key={scoring}
                className={clsx(
                  'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40',
                  'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                  chosen
                    ? 'border-brand-500 bg-brand-50/60 dark:border-brand-500 dark:bg-brand-950/40'
                    : 'border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800/60',
                )}
              >
                <input
                  type="checkbox"
                  name="prizes"
                  value={scoring}
                  checked={chosen}
                  disabled={!chosen && full}
                  onChange={(event) => toggle(scoring, event.target.checked)}
                  aria-invalid={error && chosen ? true : undefined}
                  className="mt-0.5 size-4 shrink-0 accent-brand-600"
                />
                <span className="min-w-0 font-medium">{t(`form.individualOptions.${scoring}`)}</span>
              </label>
            )
          })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  )
}
