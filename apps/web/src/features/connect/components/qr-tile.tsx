import { QRCodeSVG } from 'qrcode.react'

/**
 * A value as a QR code with its caption, on a white tile in both themes: phone cameras read dark
 * modules on a light background far more reliably than the inverse.
 */
export function QrTile({ value, label, caption }: { value: string; label: string; caption: string }) {
  return (
    <figure className="flex w-full max-w-[13rem] flex-col items-center gap-2">
      <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-zinc-200 dark:ring-zinc-700">
        {/* A long link (the app's deep link) at the lowest correction level, for modules a camera can read. */}
        <QRCodeSVG
          value={value}
          size={176}
          level={value.length > 200 ? 'L' : 'M'}
          marginSize={0}
          role="img"
          aria-label={label}
          title={label}
        />
      </div>
      <figcaption className="text-center text-xs text-zinc-600 dark:text-zinc-400">{caption}</figcaption>
    </figure>
  )
}
