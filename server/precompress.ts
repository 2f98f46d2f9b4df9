// Brotli and gzip copies of the build's text files, made once at build time (the Vite plugin
// below, after the bundle is written), so `npm run serve` sends them without compressing per
// request. A copy is kept only where it is smaller than the file.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.ico'])
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 512

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** Writes <file>.br and <file>.gz beside each compressible file; returns how many of each. */
export function precompress(dir: string): { br: number; gz: number } {
  const counts = { br: 0, gz: 0 }
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue
    const source = readFileSync(file)
    if (source.length < MIN_BYTES) continue
    const br = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    })
    if (br.length < source.length) {
      writeFileSync(`${file}.br`, br)
      counts.br += 1
    }
    const gz = gzipSync(source, { level: 9 })
    if (gz.length < source.length) {
      writeFileSync(`${file}.gz`, gz)
      counts.gz += 1
    }
  }
  return counts
}

/** The Vite plugin: compresses the written build (`vite build` only). */
export function precompressBuild(): Plugin {
  let outDir = 'dist'
  return {
    name: 'volume-console:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      precompress(outDir)
    },
  }
}
