import { Card, Skeleton, Spinner } from '../../../components/ui/index.ts'

/**
 * The challenges page while its list loads: the active and the archived section, each with `cards`
 * challenge cards at their loaded height (dates take two lines on most cards). A small spinner here
 * let the footer show, then jump away when the cards arrived (Lighthouse counted it as a layout
 * shift of 0.1).
 */
export function ChallengeListSkeleton({ cards }: { cards: number }) {
  return (
    <div className="space-y-10" aria-busy="true" data-testid="challenges-skeleton">
      <Spinner className="sr-only" />
      {['active', 'archived'].map((section) => (
        <div key={section} className="space-y-4">
          <Skeleton className="h-7 w-28" />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: cards }, (_, index) => (
              <Card key={index} className="flex flex-col gap-4 p-5">
                <div className="flex items-start justify-between gap-3">
                  <Skeleton className="h-7 w-2/3" />
                  <Skeleton className="h-6 w-20 rounded-full" />
                </div>
                <div className="space-y-1">
                  <Skeleton className="h-5 w-5/6" />
                  <Skeleton className="ms-6 h-5 w-1/2" />
                  <Skeleton className="ms-6 h-4 w-1/3" />
                </div>
                <Skeleton className="h-6 w-1/2" />
                <div className="flex gap-2">
                  <Skeleton className="h-9 w-28" />
                  <Skeleton className="h-9 w-24" />
                </div>
              </Card>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
