import { Card, Skeleton, Spinner } from '../../../components/ui/index.ts'

/** An avatar's place: round, as the avatars are. */
const RoundSkeleton = () => (
  <div className="size-8 shrink-0 overflow-hidden rounded-full">
    <Skeleton className="size-full" />
  </div>
)

const cardClasses =
  'divide-y divide-zinc-200 overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900'

/**
 * The all-scores page while its board loads: the totals card and `rows` ranked rows at their
 * loaded heights. A small spinner here let the footer show, then jump away when the board
 * arrived (Lighthouse counted it as a layout shift of 0.1).
 */
export function BoardSkeleton({ rows }: { rows: number }) {
  const lines = Array.from({ length: rows }, (_, index) => index)
  return (
    <div className="space-y-8" aria-busy="true" data-testid="board-skeleton">
      <Spinner className="sr-only" />
      <div>
        <Skeleton className="mb-3 h-7 w-24" />
        <Card>
          <div className="grid grid-cols-2 sm:grid-cols-4">
            {[0, 1, 2, 3].map((cell) => (
              <div key={cell} className="px-5 py-4">
                <Skeleton className="h-4 w-20" />
                <Skeleton className="mt-1 h-7 w-24 sm:h-8" />
              </div>
            ))}
          </div>
        </Card>
      </div>

      <div className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-5 w-28" />
        </div>
        {/* The table's header row and rows on wider screens, the compact list on phones. */}
        <div className={`hidden sm:block ${cardClasses}`}>
          <div className="bg-zinc-50 px-4 py-3 dark:bg-zinc-800/60">
            <Skeleton className="h-4 w-1/3" />
          </div>
          {lines.map((line) => (
            <div key={line} className="flex items-center gap-4 px-4 py-3">
              <Skeleton className="h-5 w-8" />
              <RoundSkeleton />
              <Skeleton className="h-5 w-40" />
              <Skeleton className="ms-auto h-5 w-48" />
            </div>
          ))}
        </div>
        <div className={`sm:hidden ${cardClasses}`}>
          {lines.map((line) => (
            <div key={line} className="flex items-center gap-3 px-3 py-2.5">
              <Skeleton className="h-5 w-9 shrink-0" />
              <RoundSkeleton />
              <div className="min-w-0 flex-1 space-y-1">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-3.5 w-40" />
              </div>
              <Skeleton className="h-9 w-14" />
            </div>
          ))}
        </div>
        <Skeleton className="mx-auto h-10 w-32" />
      </div>
    </div>
  )
}
