import clsx from 'clsx'
import { FileUp } from 'lucide-react'
import { useId, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../../../components/ui/index.ts'

/** The file types the picker offers; the server decides by content, not by name. */
const ACCEPT = '.zip,.xml,.csv,.json,application/zip,text/xml,application/xml,text/csv,application/json'

/** Where an export file is dropped or picked; `onFile` gets the first file. */
export function DropZone({ onFile, disabled = false }: { onFile: (file: File) => void; disabled?: boolean }) {
  const { t } = useTranslation('imports')
  const inputId = useId()
  const hintId = useId()
  const [over, setOver] = useState(false)

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    const file = event.dataTransfer.files[0]
    if (file && !disabled) onFile(file)
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault()
        if (!disabled) setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="import-drop-zone"
      className={clsx(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors',
        over
          ? 'border-brand-500 bg-brand-50 dark:bg-brand-950/40'
          : 'border-zinc-300 bg-zinc-50/60 dark:border-zinc-700 dark:bg-zinc-900/40',
      )}
    >
      <div className="bg-brand-50 text-brand-600 dark:bg-brand-950/60 dark:text-brand-400 flex size-12 items-center justify-center rounded-full">
        <FileUp className="size-6" aria-hidden="true" />
      </div>
      <p className="font-semibold">{t('drop.title')}</p>
      <p id={hintId} className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">
        {t('drop.hint')}
      </p>
      <label
        htmlFor={inputId}
        className={buttonClasses({ className: clsx('cursor-pointer', disabled && 'pointer-events-none opacity-50') })}
      >
        {t('drop.choose')}
      </label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        aria-describedby={hintId}
        disabled={disabled}
        data-testid="import-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
    </div>
  )
}
