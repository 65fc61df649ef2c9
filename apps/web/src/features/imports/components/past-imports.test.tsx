import type { ImportSummary } from '@stepup/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { PastImports } from './past-imports.tsx'

beforeAll(async () => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
  await loadNamespaces(['imports', 'errors'])
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const reading: ImportSummary = {
  id: 41,
  fileName: 'export.zip',
  format: 'apple-health',
  status: 'processing',
  createdAt: '2026-11-28T10:00:00.000Z',
  firstDate: null,
  lastDate: null,
  days: 0,
  steps: 0,
}

describe('PastImports', () => {
  it('lets a member stop an import being read, behind a confirmation that says nothing changes', async () => {
    const fetch = vi.fn(async (_request: Request) => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    const onRemoved = vi.fn()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PastImports imports={[reading]} openId={null} onOpen={() => {}} onRemoved={onRemoved} />
      </QueryClientProvider>,
    )
    // The table and its phone layout both offer it.
    fireEvent.click(screen.getAllByRole('button', { name: 'Stop reading export.zip' })[0]!)
    await screen.findByText('Reading export.zip stops and the file is removed. None of your days change.')
    fireEvent.click(screen.getByRole('button', { name: 'Stop reading' }))
    await waitFor(() => expect(onRemoved).toHaveBeenCalledWith(41))
    const [request] = fetch.mock.calls[0]!
    expect(new URL(request.url).pathname).toBe('/api/me/imports/41')
    expect(request.method).toBe('DELETE')
  })
})
