export function Placeholder({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
    </main>
  )
}
