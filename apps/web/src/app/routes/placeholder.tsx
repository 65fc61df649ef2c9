export function Placeholder({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{title}</h1>
    </div>
  )
}
