import { describe, expect, it } from 'vitest'
import { spreadsheetText } from './csv.ts'

describe('a CSV text cell a spreadsheet would run as a formula', () => {
  it.each([
    ['=HYPERLINK("http://evil.example")'],
    ['+1+1'],
    ['-1+1'],
    ['@SUM(A1)'],
    ['\t=1+1'],
    ['\r=1+1'],
    // Full-width and small forms, which a spreadsheet may read as their ASCII sign.
    ['＝HYPERLINK("http://evil.example")'],
    ['＋1+1'],
    ['－1+1'],
    ['＠SUM(A1)'],
    ['﹦1+1'],
    ['﹢1+1'],
    ['﹣1+1'],
    ['﹫SUM(A1)'],
    // Invisible characters and spaces in front, which a reader does not see and an import may drop.
    ['\u200B=1+1'],
    ['\u200C+1+1'],
    ['\u200D-1+1'],
    ['\u2060@SUM(A1)'],
    ['\uFEFF=1+1'],
    ['\u00AD=1+1'],
    ['\u202E=1+1'],
    ['\u200B\u200B\t=1+1'],
    [' =1+1'],
    ['\u00A0=1+1'],
    ['\u3000＝1+1'],
    ['\u200B＝1+1'],
  ])('%j gets a leading apostrophe', (text) => {
    expect(spreadsheetText(text)).toBe(`'${text}`)
  })

  it.each([['Walker'], ['a=b'], ['1-2'], ['נועה כהן'], ['\u200BWalker'], [' Walker'], ['Ｗalker'], ['']])(
    '%j stays as it is',
    (text) => {
      expect(spreadsheetText(text)).toBe(text)
    },
  )
})
