import type { StepsImportResult } from '@stepup/contract'
import { FileUp } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, ErrorMessage, Table, buttonClasses } from '../../../components/ui/index.ts'
import { useImportSteps } from '../api/import-steps.ts'
import { formatCount } from './format.ts'
import { reasonOf } from './import-reason.ts'

/** CSV upload with a progress bar, then how many lines were imported and which were rejected. */
export function StepsImport() {
  const { t } = useTranslation('admin')
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState(0)
  const importing = useImportSteps(setProgress)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!file) return
    setProgress(0)
    importing.mutate(file)
  }

  const uploading = importing.isPending && progress < 1
  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('import.description')}</p>
      <pre className="overflow-x-auto rounded-lg bg-zinc-100 px-3 py-2 text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
        {'email,date,steps\nmember@example.com,2026-01-31,8421\nsensor-42,2026-01-31,10230'}
      </pre>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className={buttonClasses({ variant: 'secondary' })}>
          <FileUp className="size-4" aria-hidden="true" />
          {t('import.choose')}
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          data-testid="csv-input"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            importing.reset()
          }}
        />
        <span className="min-w-0 truncate text-sm text-zinc-600 dark:text-zinc-400">
          {file ? file.name : t('import.noFile')}
        </span>
        <Button type="submit" disabled={!file} loading={importing.isPending}>
          {t('import.submit')}
        </Button>
      </div>

      {importing.isPending && (
        <div className="space-y-1.5" aria-live="polite">
          <div
            role="progressbar"
            aria-label={t('import.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={uploading ? Math.round(progress * 100) : undefined}
            className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
          >
            <div
              className={
                uploading
                  ? 'bg-brand-600 h-full rounded-full transition-[width]'
                  : 'bg-brand-600 h-full w-1/3 animate-pulse rounded-full'
              }
              style={uploading ? { width: `${Math.max(4, progress * 100)}%` } : undefined}
            />
          </div>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">
            {uploading ? t('import.uploading', { percent: Math.round(progress * 100) }) : t('import.processing')}
          </p>
        </div>
      )}

      {importing.isError && <ErrorMessage message={importing.error.message} />}
      {importing.isSuccess && <ImportResult result={importing.data} />}
    </form>
  )
}

function ImportResult({ result }: { result: StepsImportResult }) {
  const { t } = useTranslation('admin')
  return (
    <div className="space-y-3">
      <Alert tone={result.rejected.length === 0 ? 'success' : 'warning'}>
        {t('import.result', { imported: formatCount(result.imported), rejected: formatCount(result.rejected.length) })}
      </Alert>
      {result.rejected.length > 0 && (
        <Table
          caption={t('import.rejectedTitle')}
          columns={[
            { key: 'line', header: t('import.line'), className: 'w-20 tabular-nums', cell: (row) => row.line },
            { key: 'error', header: t('import.reason'), cell: reasonOf },
          ]}
          rows={result.rejected}
          rowKey={(row) => row.line}
        />
      )}
    </div>
  )
}
