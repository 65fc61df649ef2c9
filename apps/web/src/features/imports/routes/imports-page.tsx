import { RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import {
  Button,
  ErrorMessage,
  LoadingBlock,
  Page,
  PageHeader,
  Section,
  BackButton,
  Loaded,
} from '../../../components/ui/index.ts'
import { ApiError, translateApiError, type UploadProgress } from '../../../lib/api-client.ts'
import { useImport } from '../api/get-import.ts'
import { useImports } from '../api/get-imports.ts'
import { useUploadImport } from '../api/upload-import.ts'
import { DropZone } from '../components/drop-zone.tsx'
import { formatBytes } from '../components/format.ts'
import { FormatHelp } from '../components/format-help.tsx'
import { ImportPreview } from '../components/import-preview.tsx'
import { PastImports } from '../components/past-imports.tsx'
import { ProgressBar } from '../components/progress-bar.tsx'

/** The open import lives in the address (?import=12), so a reload or a link returns to it. */
const IMPORT_PARAM = 'import'

/**
 * /imports: a member brings steps from a health app's export. Drop or pick the file, watch it
 * upload and be read, check the preview (which days count, which device wins), count it, and
 * remove past imports.
 */
export function ImportsPage() {
  const { t, i18n } = useTranslation('imports')
  const [params, setParams] = useSearchParams()
  const openId = Number(params.get(IMPORT_PARAM)) || null
  const [progress, setProgress] = useState<UploadProgress>({ sent: 0, total: 0 })
  const upload = useUploadImport(setProgress)
  const detail = useImport(openId)
  const imports = useImports()

  const open = (id: number | null) =>
    setParams(id === null ? {} : { [IMPORT_PARAM]: String(id) }, { replace: id === null })

  const start = (file: File) => {
    setProgress({ sent: 0, total: file.size })
    open(null)
    upload.mutate(file, { onSuccess: ({ id }) => open(id) })
  }

  const uploadError = upload.error?.message

  const another = (
    <Button
      variant="secondary"
      icon={<RotateCcw className="size-4" aria-hidden="true" />}
      onClick={() => {
        upload.reset()
        open(null)
      }}
    >
      {t('another')}
    </Button>
  )

  let current
  if (upload.isPending) {
    current = (
      <ProgressBar
        label={t('upload.label')}
        value={progress.total ? progress.sent / progress.total : 0}
        text={t('upload.progress', {
          sent: formatBytes(progress.sent, i18n.language),
          total: formatBytes(progress.total, i18n.language),
        })}
      />
    )
  } else if (openId === null) {
    current = (
      <div className="space-y-4">
        {uploadError && <ErrorMessage message={uploadError} />}
        <DropZone onFile={start} />
      </div>
    )
  } else if (detail.isPending) {
    current = <LoadingBlock />
  } else if (detail.isError) {
    current = (
      <div className="space-y-4">
        <ErrorMessage message={detail.error instanceof ApiError ? detail.error.message : t('loadError')} />
        {another}
      </div>
    )
  } else if (detail.data.status === 'processing') {
    current = (
      <ProgressBar
        label={t('reading.label')}
        value={detail.data.progress}
        text={t('reading.progress', { name: detail.data.fileName, percent: Math.round(detail.data.progress * 100) })}
      />
    )
  } else if (detail.data.status === 'failed') {
    const error = detail.data.error
    current = (
      <div className="space-y-4">
        <ErrorMessage
          message={
            <>
              <span className="block font-semibold">{t('failed', { name: detail.data.fileName })}</span>
              {error ? translateApiError(error.error, error.key, error.params) : null}
            </>
          }
        />
        {another}
      </div>
    )
  } else if (detail.data.status === 'removed') {
    current = (
      <div className="space-y-4">
        <p className="text-sm">{t('removedNote', { name: detail.data.fileName })}</p>
        {another}
      </div>
    )
  } else {
    current = <ImportPreview detail={detail.data} another={another} />
  }

  return (
    <Page>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<BackButton to="/myscores">{t('backToScores')}</BackButton>}
      />
      <div className="space-y-6">
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
          <Section
            title={
              detail.data?.status === 'applied'
                ? t('applied.section')
                : openId !== null && detail.data?.status !== 'processing'
                  ? t('preview.title')
                  : t('upload.title')
            }
            className="lg:col-span-2"
          >
            {current}
          </Section>
          <Section title={t('help.title')} description={t('help.description')}>
            <FormatHelp />
          </Section>
        </div>
        <section aria-labelledby="past-imports-heading" className="space-y-3">
          <h2 id="past-imports-heading" className="text-lg font-semibold">
            {t('past.title')}
          </h2>
          <Loaded query={imports} error={t('loadError')}>
            {(data) => (
              <PastImports
                imports={data}
                openId={openId}
                onOpen={(id) => {
                  upload.reset()
                  open(id)
                }}
                onRemoved={(id) => {
                  if (id === openId) open(null)
                }}
              />
            )}
          </Loaded>
        </section>
      </div>
    </Page>
  )
}
