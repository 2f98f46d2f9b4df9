// The version documents the console's server sends with a session: asked once per root and kept,
// asked again when kept too long or when the root failed, and left out when a root does not answer.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TokenBody } from '../src/api/types'
import { createVersionDocuments } from './version-documents.ts'

let server: Server
let origin = ''
const hits: string[] = []
let cinderAnswer: { status: number; body: string } = { status: 300, body: '' }

const cinderDocument = { versions: [{ id: 'v3.0', status: 'CURRENT', version: '3.70', min_version: '3.0' }] }
const novaDocument = { versions: [{ id: 'v2.1', status: 'CURRENT', version: '2.93', min_version: '2.1' }] }

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '')
    if (req.url === '/volume/') res.writeHead(cinderAnswer.status, { 'Content-Type': 'application/json' })
    else if (req.url === '/compute/') res.writeHead(200, { 'Content-Type': 'application/json' })
    else if (req.url === '/hangs/')
      return // never answers
    else res.writeHead(404)
    res.end(req.url === '/volume/' ? cinderAnswer.body : req.url === '/compute/' ? JSON.stringify(novaDocument) : '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

function tokenWith(region = 'RegionOne'): TokenBody {
  const endpoint = (type: string, path: string) => ({
    type,
    id: type,
    endpoints: [{ id: `${type}-1`, interface: 'public', region, region_id: region, url: `${origin}${path}` }],
  })
  return {
    token: {
      catalog: [endpoint('block-storage', '/volume/v3/p1'), endpoint('compute', '/compute/v2.1')],
    },
  } as unknown as TokenBody
}

describe('version documents', () => {
  it('asks each root once and keeps its document; a kept one past its time is asked again', async () => {
    hits.length = 0
    cinderAnswer = { status: 300, body: JSON.stringify(cinderDocument) }
    let clock = 0
    const documentsFor = createVersionDocuments({ keepMs: 1000, now: () => clock })
    const first = await documentsFor(tokenWith(), 'RegionOne', 'public')
    expect(first).toEqual({ [`${origin}/volume/`]: cinderDocument, [`${origin}/compute/`]: novaDocument })
    expect(await documentsFor(tokenWith(), '', 'public')).toEqual(first)
    expect(hits).toEqual(['/volume/', '/compute/'])
    clock = 1000
    await documentsFor(tokenWith(), 'RegionOne', 'public')
    expect(hits).toEqual(['/volume/', '/compute/', '/volume/', '/compute/'])
  })

  it('leaves out a root that fails or answers no version list, and asks it again next time', async () => {
    hits.length = 0
    const documentsFor = createVersionDocuments()
    cinderAnswer = { status: 503, body: '{}' }
    expect(await documentsFor(tokenWith(), 'RegionOne', 'public')).toEqual({ [`${origin}/compute/`]: novaDocument })
    cinderAnswer = { status: 300, body: '<html>not json</html>' }
    expect(await documentsFor(tokenWith(), 'RegionOne', 'public')).toEqual({ [`${origin}/compute/`]: novaDocument })
    cinderAnswer = { status: 300, body: JSON.stringify(cinderDocument) }
    expect(Object.keys((await documentsFor(tokenWith(), 'RegionOne', 'public')) ?? {})).toHaveLength(2)
    expect(hits.filter((path) => path === '/volume/')).toHaveLength(3)
    expect(hits.filter((path) => path === '/compute/')).toHaveLength(1)
  })

  it('gives nothing for a region or interface the catalog lacks, and nothing when no root answers', async () => {
    const documentsFor = createVersionDocuments()
    expect(await documentsFor(tokenWith(), 'OtherRegion', 'public')).toBeUndefined()
    expect(await documentsFor(tokenWith(), 'RegionOne', 'internal')).toBeUndefined()
    const gone = tokenWith()
    for (const entry of gone.token.catalog ?? [])
      for (const endpoint of entry.endpoints) endpoint.url = 'http://127.0.0.1:9/volume/v3'
    expect(await documentsFor(gone, 'RegionOne', 'public')).toBeUndefined()
  })

  it('leaves out a root that does not answer within its wait, and answers without it', async () => {
    const documentsFor = createVersionDocuments({ waitMs: 200 })
    const token = tokenWith()
    const volume = token.token.catalog?.find((entry) => entry.type === 'block-storage')?.endpoints[0]
    if (volume) volume.url = `${origin}/hangs/v3/p1`
    const started = performance.now()
    expect(await documentsFor(token, 'RegionOne', 'public')).toEqual({ [`${origin}/compute/`]: novaDocument })
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})
