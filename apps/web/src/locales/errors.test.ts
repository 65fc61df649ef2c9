import { apiMessages, apiMessageKeys } from '@stepup/contract'
import { describe, expect, it } from 'vitest'
import english from './en/errors.json'
import hebrew from './he/errors.json'
import spanish from './es/errors.json'

describe('the errors namespace', () => {
  it('is the contract’s catalogue in English, word for word', () => {
    expect(english).toEqual(apiMessages)
  })

  it.each([
    ['es', spanish],
    ['he', hebrew],
  ])('has a %s text for every catalogue key', (_, texts: Record<string, string>) => {
    const missing = apiMessageKeys.filter((key) => !texts[key]?.trim())
    expect(missing).toEqual([])
  })
})
