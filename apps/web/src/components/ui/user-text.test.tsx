import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { UserText } from './user-text.tsx'

afterEach(cleanup)

describe('UserText', () => {
  it("sets what a member wrote in its own direction, isolated from the page's", () => {
    render(
      <p dir="rtl">
        תחרות: <UserText>Marathon challenge.</UserText>
      </p>,
    )
    const name = screen.getByText('Marathon challenge.')
    expect(name.tagName).toBe('BDI')
    expect(name.getAttribute('dir')).toBe('auto')
  })

  it('cuts a long name inside the element that has its direction, and shows it whole on hover', () => {
    render(
      <UserText as="span" truncate>
        Marathon challenge
      </UserText>,
    )
    const name = screen.getByText('Marathon challenge')
    expect(name.getAttribute('dir')).toBe('auto')
    expect(name.className).toContain('truncate')
    expect(name.getAttribute('title')).toBe('Marathon challenge')
  })
})
