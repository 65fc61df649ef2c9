import type { ReactNode } from 'react'

/** Terms and their values in a bordered box: what a provider said, or what StepUp read of one. */
export function FactList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-zinc-200 px-4 py-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)] dark:border-zinc-800">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-zinc-500 dark:text-zinc-400">{term}</dt>
          <dd className="min-w-0 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
