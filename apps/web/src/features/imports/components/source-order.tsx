import type { ImportSource, SourceKind } from '@stepup/contract'
import { Activity, AppWindow, ArrowDown, ArrowUp, Smartphone, Watch, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Spinner } from '../../../components/ui/index.ts'
import { moveItem } from '../../../lib/step-sources.ts'
import { formatCount } from './format.ts'

const kindIcons: Record<SourceKind, LucideIcon> = { watch: Watch, phone: Smartphone, device: Activity, app: AppWindow }

/**
 * The devices and apps found in the file, highest priority first, each with up/down buttons and a
 * box to leave it out. Every change hands the included names, in order, to `onChange`; the list
 * shows the change at once and the server's answer replaces it (the parent re-keys this list).
 */
export function SourceOrder({
  sources,
  onChange,
  busy,
}: {
  sources: ImportSource[]
  onChange: (included: string[]) => void
  busy: boolean
}) {
  const { t } = useTranslation('imports')
  const [order, setOrder] = useState(sources)
  const includedCount = order.filter((source) => source.included).length

  const change = (next: ImportSource[]) => {
    setOrder(next)
    onChange(next.filter((source) => source.included).map((source) => source.name))
  }

  return (
    <div className="space-y-3">
      <ol className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
        {order.map((source, index) => {
          const Icon = kindIcons[source.kind]
          const onlyOne = source.included && includedCount === 1
          return (
            <li
              key={source.name}
              className="grid grid-cols-[auto_auto_1fr] items-center gap-x-3 gap-y-1 px-3 py-2.5 sm:grid-cols-[auto_auto_1fr_auto]"
              data-testid="import-source"
            >
              <span className="w-5 shrink-0 text-center text-sm font-semibold text-zinc-500 tabular-nums dark:text-zinc-400">
                {index + 1}
              </span>
              <Icon className="size-5 shrink-0 text-zinc-500 dark:text-zinc-400" aria-hidden="true" />
              <div className="min-w-0">
                <p dir="auto" className="truncate text-sm font-medium" title={source.name}>
                  {source.name}
                </p>
                <p className="text-xs text-zinc-500 dark:text-zinc-400">
                  {t(`kinds.${source.kind}`)} ·{' '}
                  {t('sources.totals', {
                    count: source.days,
                    steps: formatCount(source.steps),
                  })}
                </p>
              </div>
              <div className="col-span-3 flex items-center justify-end gap-1 sm:col-span-1">
                <label className="me-2 inline-flex cursor-pointer items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    className="accent-brand-600 size-4"
                    checked={source.included}
                    disabled={busy || onlyOne}
                    aria-label={t('sources.include', { name: source.name })}
                    onChange={(event) =>
                      change(
                        order.map((item, at) => (at === index ? { ...item, included: event.target.checked } : item)),
                      )
                    }
                  />
                  <span aria-hidden="true">{t('sources.count')}</span>
                </label>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  aria-label={t('sources.up', { name: source.name })}
                  disabled={busy || index === 0}
                  onClick={() => change(moveItem(order, index, -1))}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  aria-label={t('sources.down', { name: source.name })}
                  disabled={busy || index === order.length - 1}
                  onClick={() => change(moveItem(order, index, 1))}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </li>
          )
        })}
      </ol>
      {busy && <Spinner label={t('sources.recounting')} className="text-sm" />}
    </div>
  )
}
