import type { ReactNode } from 'react'

/** The page's one h1, an optional description, and actions aligned right (wrapping on phones). */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  )
}

/** The width and padding every page shares. */
export function Page({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className={narrow ? 'mx-auto w-full max-w-md px-4 py-8 sm:py-12' : 'mx-auto w-full max-w-6xl px-4 py-8'}>
      {children}
    </div>
  )
}
