import clsx from 'clsx'

/**
 * An on/off switch named by `label` (the visible words beside it are for the eye), described by
 * the element `describedBy` names.
 */
export function Switch({
  checked,
  onChange,
  label,
  describedBy,
  disabled = false,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
  describedBy?: string
  disabled?: boolean
}) {
  return (
    <label
      className={clsx(
        'relative inline-flex shrink-0 items-center',
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
      )}
    >
      <input
        type="checkbox"
        role="switch"
        // Over the whole switch, unseen: a click anywhere on it is a click on the checkbox itself.
        className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="h-6 w-11 rounded-full bg-zinc-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 dark:bg-zinc-600" />
      <span className="absolute start-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 rtl:peer-checked:-translate-x-5" />
    </label>
  )
}
