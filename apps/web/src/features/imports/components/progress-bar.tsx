/** A labelled progress bar from 0 to 1, with a line of text under it. */
export function ProgressBar({ label, value, text }: { label: string; value: number; text: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100)
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div
          className="bg-brand-600 h-full rounded-full transition-[width]"
          style={{ width: `${Math.max(2, percent)}%` }}
        />
      </div>
      <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400" aria-live="polite">
        {text}
      </p>
    </div>
  )
}
