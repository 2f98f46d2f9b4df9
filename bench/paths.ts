import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const OUT = join(ROOT, '.bench')
export const DIST = join(OUT, 'dist')
