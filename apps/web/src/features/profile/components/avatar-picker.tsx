import { Camera, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Avatar, Button, buttonClasses } from '../../../components/ui/index.ts'
import { useUploadAvatar } from '../api/upload-avatar.ts'

/** The avatar in edit mode: upload (images only) or remove. */
export function AvatarPicker({
  name,
  value,
  onChange,
}: {
  name: string
  value: string | null
  onChange: (url: string | null) => void
}) {
  const { t } = useTranslation('profile')
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadAvatar()
  /** Why the last file chosen did not become the photo, said beside the picker. */
  const [problem, setProblem] = useState<string | null>(null)

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = ''
    if (!file) return
    setProblem(null)
    // Images only. The server checks the bytes as well.
    if (!file.type.startsWith('image/')) {
      setProblem(t('avatar.notImage'))
      return
    }
    upload.mutate(file, {
      onSuccess: (url) => onChange(url),
      onError: () => setProblem(t('avatar.failed')),
    })
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={name || '?'} src={value} size="lg" />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className={buttonClasses({
              variant: 'secondary',
              size: 'sm',
              className: upload.isPending ? 'pointer-events-none cursor-pointer opacity-60' : 'cursor-pointer',
            })}
          >
            <Camera className="size-4" aria-hidden="true" />
            {upload.isPending ? t('avatar.uploading') : value ? t('avatar.change') : t('avatar.upload')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            name="avatar"
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          {value && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(null)}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
            >
              {t('avatar.remove')}
            </Button>
          )}
        </div>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('avatar.hint')}</p>
        {problem && (
          <Alert tone="error" title={problem}>
            {t('avatar.tryAgain')}
          </Alert>
        )}
      </div>
    </div>
  )
}
