// The comparison's printed table: per data set, each figure's median for Horizon and the console
// and their ratio (console/Horizon); then the issue's targets, as ratios, through renderTable. At a
// distance (100 ms and 10 Mbit/s to the user, 40 ms to the cloud) the targets are the distance's.
import { median, ratio } from '../stats.ts'
import type { Entry } from '../table.ts'
import { check, count, ms, renderTable, times } from '../table.ts'
import type { DataSet } from './dataset.ts'
import type { Counted, RoundResult } from './measure.ts'

interface Row {
  label: string
  horizon: string
  console: string
  ratio: string
}

type Pick = (run: RoundResult) => number
const med = (runs: RoundResult[], pick: Pick) => median(runs.map(pick))
/** Horizon's calls are the proxy's; the console's are its /os-proxy/ calls from the browser. */
const calls = (run: RoundResult, of: (run: RoundResult) => Counted) =>
  run.ui === 'horizon' ? of(run).service.length : of(run).browser.length
const firstViewCalls = (run: RoundResult) =>
  run.ui === 'horizon' ? run.firstView.service.length : run.firstView.browser.length
/** What the services answered for the first view, at the counting proxy (uncompressed JSON). */
const firstViewApiBytes = (run: RoundResult) => run.firstView.service.reduce((sum, call) => sum + call.bytes, 0)
/** How many of a side's timed stops the page itself timed (bench/appearance.ts), of all. */
function pageTimed(runs: RoundResult[]): string {
  const stops = runs.flatMap((run) => [run.signIn, run.view, run.revisit, run.detail])
  // Runs saved before the bench recorded it say nothing.
  if (stops.every((stop) => stop.timedBy === undefined)) return 'not recorded'
  return `${stops.filter((stop) => stop.timedBy === 'page').length} of ${stops.length}`
}
const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`
const px = (n: number) => `${Math.round(n)} px`

function figures(h: RoundResult[], c: RoundResult[]): Row[] {
  const row = (label: string, pick: Pick, format: (n: number) => string): Row => {
    const [a, b] = [med(h, pick), med(c, pick)]
    return { label, horizon: format(a), console: format(b), ratio: times(ratio(b, a)) }
  }
  const rowHeights = (runs: RoundResult[]) =>
    `${px(med(runs, (r) => r.sharedRowPx))} / ${px(med(runs, (r) => r.plainRowPx))}`
  const equal = (runs: RoundResult[]) => Math.abs(med(runs, (r) => r.sharedRowPx - r.plainRowPx)) < 1
  return [
    row('Sign In click → first volume row', (r) => r.signIn.ms, ms),
    row('  → the shared row’s server names (and modes)', (r) => r.signIn.namesMs ?? Number.NaN, ms),
    row('Volumes view from Instances → first row', (r) => r.view.ms, ms),
    row('  → the shared row’s server names (and modes)', (r) => r.view.namesMs ?? Number.NaN, ms),
    row('  revisit', (r) => r.revisit.ms, ms),
    row('API requests per Volumes view (first, after Sign In)', (r) => firstViewCalls(r), count),
    row('  at the counting proxy (both)', (r) => r.firstView.service.length, count),
    row('API requests, Volumes from Instances', (r) => calls(r, (x) => x.view), count),
    row('  at the counting proxy (both)', (r) => r.view.service.length, count),
    row('API requests during Sign In (to idle)', (r) => calls(r, (x) => x.signIn), count),
    row('  at the counting proxy (both)', (r) => r.signIn.service.length, count),
    row('DOM elements on Volumes', (r) => r.domNodes, count),
    {
      label: 'shared row height / plain row',
      horizon: rowHeights(h),
      console: rowHeights(c),
      ratio: equal(c) ? 'equal ✔' : 'differ',
    },
    row('volume detail (shared) → first attachment', (r) => r.detail.ms, ms),
    row('  its API requests', (r) => calls(r, (x) => x.detail), count),
    {
      label: 'Export CSV of every volume → the file (Horizon: no export)',
      horizon: '—',
      console: c.every((r) => r.csv) ? ms(med(c, (r) => r.csv?.ms ?? Number.NaN)) : '—',
      ratio: '',
    },
    row('bytes for a cold load, as sent', (r) => r.coldBytes, kib),
    row('bytes per Volumes view from Instances, as sent', (r) => r.view.bytes, kib),
    row('API bytes of the first Volumes view (services)', firstViewApiBytes, kib),
  ]
}

const FAR_TITLE = 'at a distance (user 100 ms, 10 Mbit/s; cloud 40 ms)'

export function renderComparison(sets: DataSet[], runs: RoundResult[], distance = false): string {
  const out: string[] = []
  for (const set of sets) {
    const h = runs.filter((r) => r.set === set.key && r.ui === 'horizon')
    const c = runs.filter((r) => r.set === set.key && r.ui === 'console')
    if (!h.length || !c.length) continue
    const rows = figures(h, c)
    const title =
      `N=${set.volumes} volumes, one attached to ${set.servers} servers; medians of ${Math.min(h.length, c.length)} rounds` +
      (distance ? `; ${FAR_TITLE}` : '')
    const w = [
      Math.max(title.length, ...rows.map((r) => r.label.length)),
      Math.max(7, ...rows.map((r) => r.horizon.length)),
      Math.max(7, ...rows.map((r) => r.console.length)),
      Math.max(5, ...rows.map((r) => r.ratio.length)),
    ] as const
    const line = (cells: string[]) =>
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(w[0]) : cell.padStart(w[i as 1 | 2 | 3])))
        .join('  ')
        .trimEnd()
    out.push(line([title, 'Horizon', 'console', 'ratio']), w.map((n) => '-'.repeat(n)).join('  '))
    for (const r of rows) out.push(line([r.label, r.horizon, r.console, r.ratio]))
    out.push(line(['times taken by the page (the rest polled by Playwright)', pageTimed(h), pageTimed(c), '']))
    out.push('')
  }
  return out.join('\n')
}

/** The issue's targets, as ratios and counts of one run. */
export function renderTargets(sets: DataSet[], runs: RoundResult[], distance = false): string {
  const entries: Entry[] = []
  for (const set of sets) {
    const h = runs.filter((r) => r.set === set.key && r.ui === 'horizon')
    const c = runs.filter((r) => r.set === set.key && r.ui === 'console')
    if (!h.length || !c.length) continue
    const r = (pick: Pick) => ratio(med(c, pick), med(h, pick))
    entries.push(
      { section: `N=${set.volumes}${distance ? `, ${FAR_TITLE}` : ''}` },
      check(
        'Sign In → first volume row, console/Horizon',
        r((x) => x.signIn.ms),
        distance ? 0.35 : 0.5,
        times,
      ),
      check(
        'Volumes view from another page, console/Horizon',
        r((x) => x.view.ms),
        0.2,
        times,
      ),
      check(
        'Sign In → the row complete (names, modes), console/Horizon',
        r((x) => x.signIn.namesMs ?? Number.NaN),
        0.4,
        times,
      ),
      check(
        'a view → the row complete, console/Horizon',
        r((x) => x.view.namesMs ?? Number.NaN),
        0.2,
        times,
      ),
      check('console API requests per Volumes view', med(c, firstViewCalls), 5, count),
      check(
        'bytes for a cold load, console/Horizon',
        r((x) => x.coldBytes),
        0.5,
        times,
      ),
    )
    // The issue sets this one "at 1,000 volumes and flat from there": at 50 the page of 20
    // volumes alone is about half Horizon's whole view (both read the same 20 or 21), so the
    // ratio is in the table above but not held to a target.
    if (set.volumes >= 1000) {
      entries.push(check('API bytes per Volumes view, console/Horizon', r(firstViewApiBytes), 0.5, times))
    }
  }
  // Constant in N and in the number of attachments: the large set's counts against the small one's.
  const [small, large] = sets.map((set) => runs.filter((r) => r.set === set.key && r.ui === 'console'))
  if (small?.length && large?.length && sets.length === 2) {
    const growth = (pick: Pick) => med(large, pick) - med(small, pick)
    entries.push(
      { section: 'console, N=1000 (40 attachments) against N=50 (10)' },
      check('more requests per Volumes view', growth(firstViewCalls), 0, count),
      check(
        'more requests on the volume detail page',
        growth((x) => x.detail.browser.length),
        0,
        count,
      ),
    )
  }
  return renderTable(entries)
}
