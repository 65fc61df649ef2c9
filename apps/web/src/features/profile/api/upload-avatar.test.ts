import { afterEach, describe, expect, it, vi } from 'vitest'
import { uploadAvatar } from './upload-avatar.ts'

interface SentRequest {
  url: string
  method: string
  credentials: RequestCredentials | undefined
  form: FormData
}

/**
 * Stands in for the network: records each request and answers with the given status and JSON. The
 * API client sends a Request, a direct call a URL and its init; both are recorded alike.
 */
function fakeNetwork(status: number, body: unknown) {
  const sent: SentRequest[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | Request, init?: RequestInit) => {
      sent.push(
        typeof input === 'string'
          ? { url: input, method: init?.method ?? 'GET', credentials: init?.credentials, form: init?.body as FormData }
          : { url: input.url, method: input.method, credentials: input.credentials, form: await input.formData() },
      )
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return sent
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' })
const cloudinary = { cloudName: 'stepup-demo', uploadPreset: 'avatars_unsigned' }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('uploadAvatar', () => {
  it('posts file, preset and folder straight to Cloudinary when the server names a cloud, without cookies', async () => {
    const sent = fakeNetwork(200, {
      secure_url: 'https://res.cloudinary.com/stepup-demo/image/upload/v1/avatars/a.jpg',
    })
    const file = photo()

    const url = await uploadAvatar(file, { cloudinary })

    expect(url).toBe('https://res.cloudinary.com/stepup-demo/image/upload/v1/avatars/a.jpg')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('https://api.cloudinary.com/v1_1/stepup-demo/image/upload')
    expect(sent[0]!.method).toBe('POST')
    expect(sent[0]!.credentials).toBeUndefined()
    const form = sent[0]!.form
    expect(form.get('file')).toBe(file)
    expect(form.get('upload_preset')).toBe('avatars_unsigned')
    expect(form.get('folder')).toBe('avatars')
  })

  it('fails when Cloudinary refuses the upload', async () => {
    fakeNetwork(400, { error: { message: 'Upload preset not found' } })
    await expect(uploadAvatar(photo(), { cloudinary })).rejects.toThrow()
  })

  it('fails when Cloudinary answers without a secure_url', async () => {
    fakeNetwork(200, { url: 'http://res.cloudinary.com/x.jpg' })
    await expect(uploadAvatar(photo(), { cloudinary })).rejects.toThrow()
  })

  it('posts the file to POST /api/uploads with the session cookie when Cloudinary is not configured', async () => {
    const sent = fakeNetwork(201, { secure_url: '/uploads/0123456789abcdef0123456789abcdef.jpg' })
    const file = photo()

    const url = await uploadAvatar(file, { cloudinary: null })

    expect(url).toBe('/uploads/0123456789abcdef0123456789abcdef.jpg')
    expect(sent).toHaveLength(1)
    expect(new URL(sent[0]!.url).pathname).toBe('/api/uploads')
    expect(sent[0]!.method).toBe('POST')
    expect(sent[0]!.credentials).toBe('include')
    const form = sent[0]!.form
    // jsdom's File passes through Node's Request as a file of its type, but not of its name.
    expect(form.get('file')).toMatchObject({ type: 'image/jpeg' })
    expect(form.get('upload_preset')).toBeNull()
  })
})
