import { QRCodeSVG } from 'qrcode.react'

/**
 * The link as a QR code, on a white tile in both themes: phone cameras read dark modules on a
 * light background far more reliably than the inverse.
 */
export function CommunityQr({ url, label }: { url: string; label: string }) {
  return (
    <figure className="inline-flex flex-col items-center rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 dark:ring-zinc-700">
      <QRCodeSVG value={url} size={208} level="M" marginSize={0} role="img" aria-label={label} title={label} />
    </figure>
  )
}
