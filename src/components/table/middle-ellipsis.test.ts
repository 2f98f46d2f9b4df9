import { describe, expect, it } from 'vitest'
import { charsIn, middleEllipsis } from './middle-ellipsis'

describe('middleEllipsis', () => {
  it('keeps a name that fits as it is', () => {
    expect(middleEllipsis('db-primary', 10)).toBe('db-primary')
    expect(middleEllipsis('db-primary', 40)).toBe('db-primary')
  })

  it('keeps the start and the end, where names of one pool differ', () => {
    expect(middleEllipsis('anchor-worker-0012', 10)).toBe('anch…-0012')
    expect(middleEllipsis('anchor-worker-0013', 10)).toBe('anch…-0013')
    expect(middleEllipsis('anchor-worker-0012', 10)).toHaveLength(10)
  })

  it('counts characters, not UTF-16 units, and never goes below the ellipsis', () => {
    expect(middleEllipsis('数据库主节点-一号', 5)).toBe('数据…一号')
    expect(middleEllipsis('abc', 1)).toBe('…')
  })

  it('turns a width into characters, four at least', () => {
    expect(charsIn(140)).toBe(20)
    expect(charsIn(10)).toBe(4)
  })
})
