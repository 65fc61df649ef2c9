import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ApiError } from '../../lib/api-client.ts'
import { ErrorMessage } from './alert.tsx'
import { ButtonLink } from './button.tsx'
import { Page } from './page-header.tsx'
import { LoadingBlock } from './spinner.tsx'

const arrow = <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />

/** The way back to the page this one belongs to, above its content. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex items-center gap-1.5 text-sm text-zinc-600 hover:text-brand-600 dark:text-zinc-400 dark:hover:text-brand-400"
    >
      {arrow}
      {children}
    </Link>
  )
}

/** The way back as a button among the page header's actions. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} variant="secondary" icon={arrow}>
      {children}
    </ButtonLink>
  )
}

/** What `Loaded` reads of a query: TanStack Query's result has it. */
interface QueryState<T> {
  isPending: boolean
  isError: boolean
  error: unknown
  data: T | undefined
}

/**
 * The states a part of a page that loads goes through, the same everywhere: `pending` while it
 * loads (a spinner unless the part has a skeleton of its own), the `error` sentence when it fails,
 * `empty` when `isEmpty` says there is nothing to show, else what `children` makes of the data.
 */
export function Loaded<T>({
  query,
  error,
  pending = <LoadingBlock />,
  empty,
  isEmpty,
  children,
}: {
  query: QueryState<T>
  error: string
  pending?: ReactNode
  empty?: ReactNode
  isEmpty?: (data: T) => boolean
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return pending
  if (query.isError || query.data === undefined) return <ErrorMessage message={error} />
  if (empty !== undefined && isEmpty?.(query.data)) return empty
  return children(query.data)
}

/**
 * A page about one thing (a competition, a team, a member): the way back, then the thing once it
 * has loaded, or why it cannot be shown. When the address names nothing (`missing`: no valid id)
 * or the server answers 404, the page says `notFound`, where it has a sentence of its own for it.
 */
export function DetailPage<T>({
  back,
  query,
  missing = false,
  notFound,
  error,
  children,
}: {
  back: { to: string; label: ReactNode }
  query: QueryState<T>
  missing?: boolean
  notFound?: string
  error: string
  children: (data: T) => ReactNode
}) {
  const gone = missing || (query.error instanceof ApiError && query.error.status === 404)
  return (
    <Page>
      <BackLink to={back.to}>{back.label}</BackLink>
      {gone ? (
        <ErrorMessage message={notFound ?? error} />
      ) : (
        <Loaded query={query} error={error}>
          {children}
        </Loaded>
      )}
    </Page>
  )
}
