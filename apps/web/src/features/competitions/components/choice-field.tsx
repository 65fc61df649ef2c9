import clsx from 'clsx'
import { useId, type ReactNode } from 'react'

export interface Choice<Value extends string> {
  value: Value
  label: ReactNode
  hint?: ReactNode
}

/** A labelled group of radio buttons, each with a line saying what it means. */
export function ChoiceField<Value extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  disabled = false,
  columns = 2,
}: {
  legend: ReactNode
  name: string
  choices: Choice<Value>[]
  value: Value
  onChange: (value: Value) => void
  error?: string | null
  disabled?: boolean
  columns?: 1 | 2
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">{legend}</legend>
      <div className={clsx('grid gap-2', columns === 2 && 'sm:grid-cols-2')}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={clsx(
              'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
              choice.value === value
                ? 'border-brand-500 bg-brand-50/60 dark:border-brand-500 dark:bg-brand-950/40'
                : 'border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800/60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              aria-invalid={error && choice.value === value ? true : undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            <span className="min-w-0">
              <span className="block font-medium">{choice.label}</span>
              {choice.hint && <span className="block text-xs text-zinc-500 dark:text-zinc-400">{choice.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  )
}
