// What one bench run found: the raw runs (written to .bench/results.json) and the table lines.
import type { ApiTiming } from './measure-api.ts'
import type { AttachmentsTiming } from './measure-attachments.ts'
import type { MapTiming } from './measure-sharing-map.ts'
import type { FirstRowRun } from './measure-first-row.ts'
import type { ViewRequests } from './measure-requests.ts'
import type { BundleSizes } from './bundle-size.ts'
import { bundleEntries } from './bundle-report.ts'
import type { LighthouseScores } from './lighthouse.ts'
import type { LoadBytes, PageBytes } from './measure-bytes.ts'
import type { LoadResult } from './measure-session-load.ts'
import type { PacedResult } from './measure-session-paced.ts'
import { median, ratio } from './stats.ts'
import type { Entry } from './table.ts'
import { atLeast, check, count, KiB, ms, score, times } from './table.ts'

export const TARGETS = {
  firstRowRatio: 1.2,
  domNodes: 3_000,
  requestsPerView: 5,
  attachmentsRatio: 1.5,
  addedP95Ms: 5,
  /** The Sharing Map drawn (model, layout, render) well under a second, at the scale scenario too. */
  mapDrawMs: 500,
  lighthouse: { performance: 0.95, accessibility: 1, 'best-practices': 0.95 },
} as const

export interface Results {
  startedAt: string
  environment: Record<string, string | number>
  /** The scenarios measured and how many volumes their project really holds. */
  clouds: Record<'small' | 'large', { scenario: string; volumes: number | null; snapshots: number | null }>
  firstRow: { small: FirstRowRun[]; large: FirstRowRun[] }
  snapshotsFirstRow: { small: FirstRowRun[]; large: FirstRowRun[] }
  requests: ViewRequests[]
  attachments: AttachmentsTiming[]
  /** The Sharing Map at the demo and scale scenarios, through the console server. */
  sharingMap: MapTiming[]
  api: { small: ApiTiming; large: ApiTiming }
  bundle: BundleSizes
  /** The Volumes page's bytes as received, cold and warm. */
  bytes: { small: PageBytes; large: PageBytes }
  lighthouse: LighthouseScores
  load: LoadResult
  paced: PacedResult
}

/** The console server under load (also printed alone by `npm run bench -- --load-only`). */
const mb = (value: number) => `${value.toFixed(0)} MiB`

/** 200 sessions in use (think time between calls): what the proxy adds, and memory over the run. */
export function pacedEntries(paced: PacedResult): Entry[] {
  // Memory over the last minute: V8 grows its heap for the first two, then it should hold.
  const lastMinute = paced.rssMb.slice(-60)
  const start = lastMinute[0] ?? Number.NaN
  const end = lastMinute[lastMinute.length - 1] ?? Number.NaN
  return [
    {
      section: `Console server in use: ${paced.sessions} sessions list volumes, ${paced.thinkMs / 1000} s think time, ${paced.seconds / 60} min, each turn through the proxy and direct (to the last byte as sent: the proxy's answers compressed for a browser's Accept-Encoding)`,
    },
    { label: '  calls (direct + proxied)', value: count(paced.calls) },
    { label: '  direct to the demo cloud p50 / p95', value: `${ms(paced.direct.p50)} / ${ms(paced.direct.p95)}` },
    { label: '  through the proxy p50 / p95', value: `${ms(paced.proxied.p50)} / ${ms(paced.proxied.p95)}` },
    { label: '  added by the proxy, p50', value: ms(paced.addedP50) },
    check('  added by the proxy, p95', paced.addedP95, TARGETS.addedP95Ms, ms),
    check('  errors', paced.errors, 0, count),
    ...failureEntries(paced.failures),
    {
      label: '  server memory: start → a minute before the end → end',
      value: `${mb(paced.rssMb[0] ?? Number.NaN)} → ${mb(start)} → ${mb(end)}`,
    },
  ]
}

/** What the errors were: one line per way and reason (none when there were none; older results have none). */
function failureEntries(failures: Record<string, number> | undefined): Entry[] {
  return Object.entries(failures ?? {}).map(([reason, times]) => ({ label: `    ${reason}`, value: count(times) }))
}

export function loadEntries(load: LoadResult): Entry[] {
  const first = load.rssMb[0] ?? Number.NaN
  const last = load.rssMb[load.rssMb.length - 1] ?? Number.NaN
  return [
    {
      section: `Console server saturated: ${load.sessions} sessions list volumes at the same instant, ${load.rounds} rounds taking turns with direct calls`,
    },
    { label: '  direct to the demo cloud p50 / p95', value: `${ms(load.direct.p50)} / ${ms(load.direct.p95)}` },
    { label: '  through the proxy p50 / p95', value: `${ms(load.proxied.p50)} / ${ms(load.proxied.p95)}` },
    {
      label: '  added by the proxy, p50 / p95 (queueing at saturation)',
      value: `${ms(load.addedP50)} / ${ms(load.addedP95)}`,
    },
    {
      label: '  throughput direct / proxied',
      value: `${load.direct.perSecond.toFixed(0)} / ${load.proxied.perSecond.toFixed(0)} requests/s`,
    },
    check('  errors', load.errors, 0, count),
    ...failureEntries(load.failures),
    { label: '  server memory after sign-in → end', value: `${mb(first)} → ${mb(last)}` },
  ]
}

export function tableEntries(results: Results): Entry[] {
  const { clouds, firstRow, snapshotsFirstRow, requests, attachments, api, bundle, lighthouse } = results
  const small = `${clouds.small.scenario}, ${count(clouds.small.volumes ?? Number.NaN)} volumes`
  const large = `${clouds.large.scenario}, ${count(clouds.large.volumes ?? Number.NaN)} volumes`
  const firstSmall = median(firstRow.small.map((run) => run.firstRowMs))
  const firstLarge = median(firstRow.large.map((run) => run.firstRowMs))
  const domSmall = median(firstRow.small.map((run) => run.domNodes))
  const domLarge = median(firstRow.large.map((run) => run.domNodes))
  const [big, trio] = attachments
  const entries: Entry[] = [
    { section: `Time to first row (Sign In click → first row visible), median of ${firstRow.small.length}` },
    { label: `  ${small}`, value: ms(firstSmall) },
    { label: `  ${large}`, value: ms(firstLarge) },
    check(
      `  ratio ${clouds.large.scenario} / ${clouds.small.scenario}`,
      ratio(firstLarge, firstSmall),
      TARGETS.firstRowRatio,
      times,
    ),
    { section: 'Volumes page DOM nodes (median, network idle)' },
    check(`  ${small}`, domSmall, TARGETS.domNodes, count),
    check(`  ${large}`, domLarge, TARGETS.domNodes, count),
    ...snapshotEntries(clouds, snapshotsFirstRow),
    { section: `API requests per view (/os-proxy/ after Sign In, to network idle), ${large}` },
    ...requests.map((view) => check(`  ${view.view}`, view.count, TARGETS.requestsPerView, count)),
  ]
  if (big && trio) {
    entries.push(
      {
        section: `Open the attachment list ("+N more" click → first item visible), ${large}, median of ${big.runsMs.length}`,
      },
      { label: `  ${big.volume} (${big.moreLabel})`, value: ms(big.medianMs) },
      { label: `  ${trio.volume} (${trio.moreLabel})`, value: ms(trio.medianMs) },
      check(
        `  ratio ${big.volume} / ${trio.volume}`,
        ratio(big.medianMs, trio.medianMs),
        TARGETS.attachmentsRatio,
        times,
      ),
    )
  }
  entries.push(...sharingMapEntries(results.sharingMap))
  entries.push(
    {
      section: `Demo cloud GET volumes/detail?limit=50 (Node fetch, after ${api.small.warmup} warm-up), median of ${api.small.runsMs.length}`,
    },
    { label: `  ${small}`, value: ms(api.small.medianMs) },
    { label: `  ${large}`, value: ms(api.large.medianMs) },
    {
      label: `  ratio ${clouds.large.scenario} / ${clouds.small.scenario}`,
      value: times(ratio(api.large.medianMs, api.small.medianMs)),
    },
    ...bundleEntries(bundle),
    ...bytesEntries(clouds, results.bytes),
    ...lighthouseEntries(lighthouse),
    ...pacedEntries(results.paced),
    ...loadEntries(results.load),
  )
  return entries
}

function sharingMapEntries(timings: MapTiming[]): Entry[] {
  if (timings.length === 0) return []
  const entries: Entry[] = [
    {
      section: `Sharing Map, median of ${timings[0]?.drawMs.length ?? 0}: its draw (model + dagre layout + render) and the navigation click → map shown`,
    },
  ]
  for (const timing of timings) {
    entries.push(
      check(
        `  ${timing.scenario} (${count(timing.nodes)} nodes drawn): draw`,
        median(timing.drawMs),
        TARGETS.mapDrawMs,
        ms,
      ),
      { label: `  ${timing.scenario}: click → map shown`, value: ms(median(timing.clickToMapMs)) },
    )
  }
  return entries
}

/** One load's bytes: as received (headers and bodies as sent), with what the cache answered. */
function loadLine(label: string, load: LoadBytes): Entry {
  const cached = load.fromCache || load.notModified ? `: ${load.fromCache} cached, ${load.notModified} × 304` : ''
  return { label: `${label} (${load.requests} requests${cached})`, value: KiB(load.transferBytes) }
}

function bytesEntries(clouds: Results['clouds'], bytes: Results['bytes']): Entry[] {
  const entries: Entry[] = [
    { section: 'Volumes page bytes as received (headers and bodies as sent, compressed or not; KiB = 1,024 bytes)' },
  ]
  for (const size of ['small', 'large'] as const) {
    const { scenario } = clouds[size]
    const { cold, warm } = bytes[size]
    entries.push(loadLine(`  ${scenario} cold load`, cold), loadLine(`  ${scenario} reload`, warm), {
      label: `  ${scenario} API per view (${warm.api.requests} calls, ${KiB(warm.api.decodedBytes)} decoded)`,
      value: KiB(warm.api.transferBytes),
    })
  }
  return entries
}

function lighthouseEntries(scores: LighthouseScores): Entry[] {
  if ('error' in scores)
    return [{ section: `Lighthouse ${scores.version}` }, { label: `  failed: ${scores.error}`, value: '' }]
  const entries: Entry[] = [
    {
      section: `Lighthouse ${scores.version}, ${scores.preset} preset, Debian's Chromium; median of ${scores.pages[0]?.runs.length ?? 0} runs (reports in .bench/lighthouse/)`,
    },
  ]
  for (const page of scores.pages) {
    const where = new URL(page.finalUrl).pathname.replace(/^\/project\/[^/]+\//, '/project/…/')
    for (const category of ['performance', 'accessibility', 'best-practices'] as const) {
      entries.push(
        atLeast(
          `  ${page.page} (${where}): ${category}`,
          page.scores[category] ?? Number.NaN,
          TARGETS.lighthouse[category],
          score,
        ),
      )
    }
    const below = page.failing.filter((audit) => (audit.score ?? 0) < 0.9).map((audit) => audit.id)
    if (below.length) entries.push({ section: `    audits below 0.9: ${below.join(', ')}` })
  }
  return entries
}

/** The Snapshots panel at the two sizes: first row and DOM, held to the Volumes panel's targets. */
function snapshotEntries(clouds: Results['clouds'], runs: Results['snapshotsFirstRow']): Entry[] {
  const small = `${clouds.small.scenario}, ${count(clouds.small.snapshots ?? Number.NaN)} snapshots`
  const large = `${clouds.large.scenario}, ${count(clouds.large.snapshots ?? Number.NaN)} snapshots`
  const firstSmall = median(runs.small.map((run) => run.firstRowMs))
  const firstLarge = median(runs.large.map((run) => run.firstRowMs))
  return [
    {
      section: `Snapshots panel: time to first row (Sign In click → first row visible), median of ${runs.small.length}`,
    },
    { label: `  ${small}`, value: ms(firstSmall) },
    { label: `  ${large}`, value: ms(firstLarge) },
    check(
      `  ratio ${clouds.large.scenario} / ${clouds.small.scenario}`,
      ratio(firstLarge, firstSmall),
      TARGETS.firstRowRatio,
      times,
    ),
    { section: 'Snapshots page DOM nodes (median, network idle)' },
    check(`  ${small}`, median(runs.small.map((run) => run.domNodes)), TARGETS.domNodes, count),
    check(`  ${large}`, median(runs.large.map((run) => run.domNodes)), TARGETS.domNodes, count),
  ]
}
