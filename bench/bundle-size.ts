// gzip sizes (zlib level 9) of every JS chunk in the build, and of the initial JS: the entry
// chunk plus every chunk it imports statically, recursively (not its dynamic imports).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

export interface ChunkSize {
  file: string
  bytes: number
  gzip: number
  initial: boolean
}

export interface BundleSizes {
  gzipLevel: 9
  initialFiles: string[]
  initialGzip: number
  initialBytes: number
  chunks: ChunkSize[]
}

function initialFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  return files
}

export function bundleSizes(dist: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const initial = initialFiles(manifest)
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name): ChunkSize => {
      const content = readFileSync(join(dist, 'assets', name))
      const file = `assets/${name}`
      return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length, initial: initial.has(file) }
    })
    .sort((a, b) => b.gzip - a.gzip)
  const first = chunks.filter((chunk) => chunk.initial)
  return {
    gzipLevel: 9,
    initialFiles: [...initial],
    initialGzip: first.reduce((sum, chunk) => sum + chunk.gzip, 0),
    initialBytes: first.reduce((sum, chunk) => sum + chunk.bytes, 0),
    chunks,
  }
}
