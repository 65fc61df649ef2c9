import type { StepSource } from '@stepup/contract'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, SourceBadge } from '../../../components/ui/index.ts'
import { moveItem, sourceLabelKey } from '../../../lib/step-sources.ts'

/** The five step sources, highest priority first, each with up/down buttons. */
export function SourcePriorityField({
  value,
  onChange,
  error,
}: {
  value: StepSource[]
  onChange: (order: StepSource[]) => void
  error?: string
}) {
  const { t } = useTranslation('admin')
  const labelId = useId()
  const hintId = useId()
  const name = (source: StepSource) => t(sourceLabelKey(source), { ns: 'common' })
  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {t('settings.priority')}
      </p>
      <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
        {t('settings.priorityHint')}
      </p>
      <ol
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
      >
        {value.map((source, index) => (
          <li key={source} className="flex items-center gap-2 px-3 py-1.5 sm:gap-3" data-testid="priority-source">
            <span className="w-4 shrink-0 text-center text-sm font-semibold text-zinc-500 tabular-nums dark:text-zinc-400">
              {index + 1}
            </span>
            {/* A long name (in Spanish) wraps inside its badge rather than running under the arrows. */}
            <span className="min-w-0 flex-1">
              <SourceBadge source={source} fit="wrap" />
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0 px-2"
              aria-label={t('settings.up', { name: name(source) })}
              disabled={index === 0}
              onClick={() => onChange(moveItem(value, index, -1))}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0 px-2"
              aria-label={t('settings.down', { name: name(source) })}
              disabled={index === value.length - 1}
              onClick={() => onChange(moveItem(value, index, 1))}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  )
}
