import clsx from 'clsx'
import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

export const inputClasses =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-400 ' +
  'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none ' +
  'disabled:cursor-not-allowed disabled:bg-zinc-100 ' +
  'dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500 dark:disabled:bg-zinc-800'

const LEFT_TO_RIGHT_TYPES = new Set(['email', 'url', 'tel'])

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode
  /** Shown under the input in red, and announced with it. */
  error?: string | null
  hint?: ReactNode
  /** Content inside the input's end edge (right, or left in Hebrew), such as a show-password button. */
  trailing?: ReactNode
  id?: string
}

/** A labelled input with its hint and error text wired up for screen readers. */
export function TextField({ label, error, hint, trailing, id, className, ...props }: TextFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = clsx(hint && hintId, error && errorId) || undefined
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          // Emails, links and phone numbers read left to right, even on a Hebrew page.
          dir={props.type && LEFT_TO_RIGHT_TYPES.has(props.type) ? 'ltr' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            inputClasses,
            trailing && 'pe-11',
            error ? 'border-red-500 dark:border-red-500' : 'border-zinc-300 dark:border-zinc-700',
          )}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 end-0 flex items-center pe-1.5">{trailing}</div>}
      </div>
      {hint && !error && (
        <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {/* role="alert": a field error that appears after submitting is read out at once. */}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  )
}
