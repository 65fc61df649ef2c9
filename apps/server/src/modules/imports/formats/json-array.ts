import { JSONParser } from '@streamparser/json'
import { ImportFileError } from './import-file-error.ts'

/** Streams the items of a top-level JSON array to `onItem`; anything else is a broken file. */
export async function readJsonArray(input: AsyncIterable<Buffer>, onItem: (item: unknown) => void): Promise<void> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false })
  parser.onValue = ({ value }) => onItem(value)
  let checkedRoot = false
  for await (let chunk of input) {
    if (!checkedRoot) {
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3)
      const first = chunk.toString('latin1', 0, Math.min(chunk.length, 64)).trimStart()[0]
      if (first !== undefined && first !== '[') throw new ImportFileError('brokenFile', 'the JSON is not an array')
      checkedRoot = first !== undefined
    }
    parser.write(chunk)
  }
  if (!checkedRoot) throw new ImportFileError('brokenFile', 'the JSON file is empty')
  if (!parser.isEnded) parser.end()
}
