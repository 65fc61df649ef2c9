import { Check, Copy } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/index.ts'

/**
 * A value to copy (a token, an address, a header), on one line left to right in every language: it
 * scrolls sideways inside its box rather than breaking or widening the page, and its button copies
 * it whole.
 */
export function CopyField({ label, copyLabel, value }: { label: string; copyLabel: string; value: string }) {
  const { t } = useTranslation('connect')
  const labelId = useId()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    } catch {
      // Clipboard refused (an insecure page, a denied permission): the value is there to select.
    }
  }
  return (
    <div className="min-w-0 space-y-1">
      <p id={labelId} className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
        {label}
      </p>
      <div className="flex items-center gap-2">
        <code
          dir="ltr"
          aria-labelledby={labelId}
          tabIndex={0}
          className="min-w-0 flex-1 overflow-x-auto rounded-lg bg-zinc-100 px-3 py-2 text-start font-mono text-xs whitespace-nowrap text-zinc-800 select-all focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:bg-zinc-800 dark:text-zinc-200"
        >
          {value}
        </code>
        <Button
          variant="secondary"
          size="sm"
          aria-label={copyLabel}
          onClick={copy}
          icon={
            copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />
          }
        >
          <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
        </Button>
      </div>
    </div>
  )
}
