// The CSV builder: RFC 4180 quoting, CRLF records, the UTF-8 byte-order mark, the guard against
// formula injection, and the file's name.
import { describe, expect, it } from 'vitest'
import type { CsvColumn } from './csv'
import { CSV_BOM, csvBlob, csvField, csvFileName, defuse, toCsv } from './csv'

interface Row {
  name: string
  size: number
  shared: boolean
  zone: string | null
}

const COLUMNS: Array<CsvColumn<Row>> = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'size', header: 'Size', value: (row) => row.size },
  { id: 'shared', header: 'Shareable', value: (row) => row.shared },
  { id: 'zone', header: 'Availability Zone', value: (row) => row.zone },
]

describe('CSV (RFC 4180)', () => {
  it('writes a header record and a record per row, CRLF after each, values as given', () => {
    const text = toCsv(COLUMNS, [
      { name: 'db', size: 10, shared: true, zone: 'nova' },
      { name: 'scratch', size: 1, shared: false, zone: null },
    ])
    expect(text).toBe('Name,Size,Shareable,Availability Zone\r\ndb,10,true,nova\r\nscratch,1,false,\r\n')
  })

  it('quotes a field with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\r')).toBe('"cr\r"')
    expect(csvField('plain')).toBe('plain')
    expect(csvField('')).toBe('')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField(0)).toBe('0')
  })

  it('keeps Chinese as it is', () => {
    expect(
      toCsv([{ id: 'name', header: '名称', value: (row: { name: string }) => row.name }], [{ name: '数据盘' }]),
    ).toBe('名称\r\n数据盘\r\n')
  })
})

describe('formula injection', () => {
  it('puts an apostrophe before a cloud text starting with = + - @, a tab or a carriage return', () => {
    for (const text of ['=1+2', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx']) expect(defuse(text)).toBe(`'${text}`)
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    expect(csvField('\rx')).toBe('"\'\rx"')
  })

  it('leaves other text and numbers alone', () => {
    expect(defuse('db-1')).toBe('db-1')
    expect(defuse('a=b')).toBe('a=b')
    expect(csvField(-1)).toBe('-1')
    expect(csvField('2026-11-21T12:00:00.000000')).toBe('2026-11-21T12:00:00.000000')
  })
})

describe('the file', () => {
  it('is UTF-8 with a byte-order mark, as text/csv', async () => {
    const blob = csvBlob('名称\r\n')
    expect(blob.type).toBe('text/csv;charset=utf-8')
    const bytes = new Uint8Array(await blob.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${CSV_BOM}名称\r\n`)
  })

  it('is named <kind>-<project>-<YYYYMMDD-HHMM>.csv in local time, without characters a file system refuses', () => {
    const at = new Date(2026, 0, 5, 9, 7)
    expect(csvFileName('volumes', 'demo', at)).toBe('volumes-demo-20260105-0907.csv')
    expect(csvFileName('volumes', 'team a/b: 研发', at)).toBe('volumes-team-a-b-研发-20260105-0907.csv')
    expect(csvFileName('volumes', '..', at)).toBe('volumes-project-20260105-0907.csv')
  })
})
