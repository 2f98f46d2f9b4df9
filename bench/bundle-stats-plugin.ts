// A build plugin that writes Rollup's (Rolldown's) bundle metadata as .vite/bundle-stats.json
// beside the manifest, when BUNDLE_STATS=1 (the bench's build sets it; other builds write nothing):
// each chunk's file, whether it is the entry or a dynamic import's target and of which module, the
// chunks it imports statically and dynamically, and each module's rendered length (its code in the
// chunk before minification, tree-shaken). bench/bundle-size.ts reads it.
import { relative } from 'node:path'
import type { Plugin } from 'vite'

export const STATS_FILE = '.vite/bundle-stats.json'

export interface StatsModule {
  /** The source path relative to the project, or `node_modules/<package>/<path>`. */
  id: string
  renderedLength: number
}

export interface StatsChunk {
  file: string
  isEntry: boolean
  isDynamicEntry: boolean
  /** The module a dynamic import() names, for a dynamic entry. */
  facade: string | null
  imports: string[]
  dynamicImports: string[]
  modules: StatsModule[]
}

/** A module id as the report prints it: relative to the project, the package path kept whole. */
export function moduleName(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '')
  const inPackages = clean.lastIndexOf('node_modules/')
  if (inPackages >= 0) return clean.slice(inPackages)
  return clean.startsWith('/') ? relative(root, clean) : clean
}

export function bundleStats(): Plugin {
  let root = process.cwd()
  return {
    name: 'volume-console:bundle-stats',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      if (process.env.BUNDLE_STATS !== '1') return
      const chunks: StatsChunk[] = []
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facade: output.facadeModuleId ? moduleName(output.facadeModuleId, root) : null,
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          modules: Object.entries(output.modules)
            .map(([id, module]) => ({ id: moduleName(id, root), renderedLength: module.renderedLength }))
            .filter((module) => module.renderedLength > 0)
            .sort((a, b) => b.renderedLength - a.renderedLength),
        })
      }
      this.emitFile({ type: 'asset', fileName: STATS_FILE, source: `${JSON.stringify({ chunks }, null, 1)}\n` })
    },
  }
}
