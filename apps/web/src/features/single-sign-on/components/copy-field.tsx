import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, TextField } from '../../../components/ui/index.ts'

/** An address to paste elsewhere: read-only, selected when focused, with a button that copies it. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('single-sign-on')
  const [copied, setCopied] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      // No clipboard (an insecure page, a refused permission): the address stays selectable.
      setCopied(false)
    }
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        label={label}
        type="url"
        readOnly
        value={value}
        onFocus={(event) => event.target.select()}
        className="min-w-0 flex-1"
      />
      <Button
        variant="secondary"
        onClick={() => void copy()}
        icon={copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
      >
        {copied ? t('copied') : t('copy')}
      </Button>
    </div>
  )
}
