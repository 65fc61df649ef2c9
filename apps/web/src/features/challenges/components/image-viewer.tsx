import { Download, RotateCcw, ZoomIn, ZoomOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch'
import { Button, Modal, buttonClasses } from '../../../components/ui/index.ts'

/** The file name a downloaded proof is saved under: the stored name's extension, a readable stem. */
function downloadName(src: string, title: string) {
  const extension = /\.(\w+)(?:\?.*)?$/.exec(src)?.[1] ?? 'jpg'
  const stem = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${stem || 'proof'}.${extension}`
}

/** A photo in a dialog: wheel or pinch to zoom, drag to pan, and a button to download it. */
export function ImageViewer({
  src,
  title,
  open,
  onClose,
}: {
  src: string
  title: string
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('challenges')
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      <TransformWrapper minScale={1} maxScale={8} centerOnInit wheel={{ step: 0.2 }} doubleClick={{ mode: 'toggle' }}>
        {({ zoomIn, zoomOut, resetTransform }) => (
          <div className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex gap-1">
                <Button variant="secondary" size="sm" onClick={() => zoomIn()} aria-label={t('viewer.zoomIn')}>
                  <ZoomIn className="size-4" aria-hidden="true" />
                </Button>
                <Button variant="secondary" size="sm" onClick={() => zoomOut()} aria-label={t('viewer.zoomOut')}>
                  <ZoomOut className="size-4" aria-hidden="true" />
                </Button>
                <Button variant="secondary" size="sm" onClick={() => resetTransform()} aria-label={t('viewer.reset')}>
                  <RotateCcw className="size-4" aria-hidden="true" />
                </Button>
              </div>
              <a href={src} download={downloadName(src, title)} className={buttonClasses({ size: 'sm' })}>
                <Download className="size-4" aria-hidden="true" />
                {t('viewer.download')}
              </a>
            </div>
            <div className="overflow-hidden rounded-xl bg-zinc-100 dark:bg-zinc-950">
              <TransformComponent
                wrapperClass="!w-full !h-[60vh] cursor-grab active:cursor-grabbing"
                contentClass="!w-full !h-full flex items-center justify-center"
              >
                <img
                  src={src}
                  alt={title}
                  className="max-h-[60vh] max-w-full object-contain select-none"
                  draggable={false}
                />
              </TransformComponent>
            </div>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('viewer.hint')}</p>
          </div>
        )}
      </TransformWrapper>
    </Modal>
  )
}
