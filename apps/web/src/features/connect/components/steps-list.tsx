import type { ReactNode } from 'react'

/** Numbered setup steps, each a sentence and what it needs (a button, a value, a warning). */
export function StepsList({ children }: { children: ReactNode }) {
  return <ol className="space-y-4">{children}</ol>
}

export function SetupStep({ number, children }: { number: number; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700 dark:bg-brand-950/60 dark:text-brand-300"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1 space-y-3 pt-0.5 text-sm break-words">{children}</div>
    </li>
  )
}

/** A link to an app store or a help page, opened in a new tab; inside Trans, it takes its words from the sentence. */
export function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
    >
      {children}
    </a>
  )
}

/** A part of the steps folded away until asked for: the by-hand route beside the quick one. */
export function Fold({ summary, children, testId }: { summary: string; children: ReactNode; testId?: string }) {
  return (
    <details
      data-testid={testId}
      className="group rounded-xl border border-zinc-200 open:bg-zinc-50/60 dark:border-zinc-800 dark:open:bg-zinc-950/40"
    >
      <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-semibold select-none hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:bg-zinc-800/60">
        {summary}
      </summary>
      <div className="space-y-4 border-t border-zinc-200 px-4 py-4 dark:border-zinc-800">{children}</div>
    </details>
  )
}
