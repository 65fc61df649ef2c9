import { ChevronDown, ChevronUp } from 'lucide-react'
import { Button } from './button.tsx'

/**
 * The button under a list cut to its recent rows: shows every row, or the recent ones again.
 * Renders nothing when the list has no more rows than it shows anyway.
 */
export function ShowAllToggle({
  showAll,
  onToggle,
  total,
  recent,
  labels,
  loading = false,
}: {
  showAll: boolean
  onToggle: () => void
  total: number
  recent: number
  labels: { showAll: string; showRecent: string }
  /** While the rows behind "show all" load. */
  loading?: boolean
}) {
  if (total <= recent) return null
  return (
    <div className="flex justify-center">
      <Button
        variant="ghost"
        aria-expanded={showAll}
        loading={loading}
        icon={
          showAll ? (
            <ChevronUp className="size-4" aria-hidden="true" />
          ) : (
            <ChevronDown className="size-4" aria-hidden="true" />
          )
        }
        onClick={onToggle}
      >
        {showAll ? labels.showRecent : labels.showAll}
      </Button>
    </div>
  )
}
