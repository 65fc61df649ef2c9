import type { Challenge } from '@stepup/contract'
import { ImagePlus } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, ErrorMessage, Modal, buttonClasses } from '../../../components/ui/index.ts'
import { useSubmitProof } from '../api/submit-proof.ts'

const MAX_PHOTO_BYTES = 10 * 1024 * 1024

/** Picks a photo, previews it and uploads it as the member's proof, showing the upload's progress. */
export function SubmitProofDialog({
  challenge,
  open,
  onClose,
}: {
  challenge: Challenge
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('challenges')
  const inputId = useId()
  const submit = useSubmitProof()
  const [file, setFile] = useState<File | null>(null)
  const [pickError, setPickError] = useState<string | null>(null)
  const [progress, setProgress] = useState(0)

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => {
    if (!preview) return
    return () => URL.revokeObjectURL(preview)
  }, [preview])

  function close() {
    if (submit.isPending) return
    setFile(null)
    setPickError(null)
    setProgress(0)
    submit.reset()
    onClose()
  }

  function pick(chosen: File | undefined) {
    submit.reset()
    setProgress(0)
    if (!chosen) return
    if (!chosen.type.startsWith('image/')) {
      setFile(null)
      return setPickError(t('proof.imagesOnly'))
    }
    if (chosen.size > MAX_PHOTO_BYTES) {
      setFile(null)
      return setPickError(t('proof.tooLarge'))
    }
    setPickError(null)
    setFile(chosen)
  }

  function send() {
    if (!file) return
    submit.mutate({ challengeId: challenge.id, file, onProgress: setProgress })
  }

  const percent = Math.round(progress * 100)
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('proof.title', { name: challenge.name })}
      footer={
        submit.isSuccess ? (
          <Button onClick={close}>{t('common:close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={submit.isPending}>
              {t('common:cancel')}
            </Button>
            <Button onClick={send} disabled={!file} loading={submit.isPending}>
              {t('proof.send')}
            </Button>
          </>
        )
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('proof.description')}</p>

        {submit.isSuccess ? (
          <Alert tone="success">{t('proof.sent')}</Alert>
        ) : (
          <>
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 p-4 dark:border-zinc-700">
              {preview ? (
                <img
                  src={preview}
                  alt={t('proof.previewAlt')}
                  className="max-h-64 w-auto rounded-lg object-contain shadow-sm"
                />
              ) : (
                <div className="flex flex-col items-center gap-2 py-6 text-zinc-500 dark:text-zinc-400">
                  <ImagePlus className="size-10" aria-hidden="true" />
                  <p className="text-sm">{t('proof.noFile')}</p>
                </div>
              )}
              <label htmlFor={inputId} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                {file ? t('proof.change') : t('proof.choose')}
              </label>
              <input
                id={inputId}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                className="sr-only"
                disabled={submit.isPending}
                onChange={(event) => pick(event.target.files?.[0])}
              />
            </div>

            {(submit.isPending || progress > 0) && !submit.isError && (
              <div className="space-y-1">
                <div
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-label={t('proof.uploading', { percent })}
                  className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
                >
                  <div
                    className="h-full rounded-full bg-brand-500 transition-[width]"
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('proof.uploading', { percent })}</p>
              </div>
            )}

            {pickError && <ErrorMessage message={pickError} />}
            {submit.isError && <ErrorMessage message={submit.error.message} />}
          </>
        )}
      </div>
    </Modal>
  )
}
