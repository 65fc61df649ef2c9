import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/index.ts'

/** A value to copy (a token, an address), shown in full, with a button that copies it. */
export function CopyField({ label, copyLabel, value }: { label: string; copyLabel: string; value: string }) {
  const { t } = useTranslation('profile')
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
    <div className="space-y-1">
      <p className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{label}</p>
      <div className="flex items-start gap-2">
        <code
          dir="ltr"
          className="min-w-0 flex-1 rounded-lg bg-zinc-100 px-3 py-2 font-mono text-xs break-all text-zinc-800 select-all dark:bg-zinc-800 dark:text-zinc-200"
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
          <span aria-live="polite">{copied ? t('push.copied') : t('push.copy')}</span>
        </Button>
      </div>
    </div>
  )
}
