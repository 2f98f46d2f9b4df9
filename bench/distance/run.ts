// `npm run bench -- --distance`: the production build served by the console's own server, over
// HTTP/1.1 (plain HTTP) and over HTTP/2 (TLS with the bench's self-signed certificate), opened
// cold from Chromium at a distance: 100 ms round trip and 10 Mbit/s (measure.ts says how, and
// what that emulation leaves out). Rounds alternate between the two. Prints Sign In shown,
// Sign In → first row, the requests and the protocols seen (docs/bench-distance.md); asserts
// nothing.
//   --no-build   reuse .bench/dist kept by an earlier run (npm run bench -- --keep-dist)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright'
import { makeCertificate } from '../../server/test-certificates.ts'
import { launchBrowser } from '../browser.ts'
import { buildOrReuse } from '../build.ts'
import { DIST } from '../paths.ts'
import { startCloud, startConsole, stopAll } from '../servers.ts'
import { median } from '../stats.ts'
import { ms, renderTable } from '../table.ts'
import { coldVisit, type ColdVisit, FAR } from './measure.ts'

const ROUNDS = 5

function step(message: string) {
  console.log(`bench: ${message}`)
}

function summary(label: string, visits: ColdVisit[]) {
  const last = visits[visits.length - 1]
  const protocols = Object.entries(last?.protocols ?? {})
    .map(([name, count]) => `${name} ×${count}`)
    .join(', ')
  return [
    {
      label: `${label}: Sign In shown (median of ${visits.length})`,
      value: ms(median(visits.map((v) => v.signInShownMs))),
    },
    { label: `${label}: Sign In → first row (median)`, value: ms(median(visits.map((v) => v.firstRowMs))) },
    {
      label: `${label}: requests until the first row (scripts)`,
      value: `${last?.requests ?? 0} (${last?.scripts ?? 0})`,
    },
    { label: `${label}: protocols seen`, value: protocols },
  ]
}

export async function atDistance(): Promise<void> {
  let browser: Browser | undefined
  const scratch = mkdtempSync(join(tmpdir(), 'vc-distance-'))
  try {
    await buildOrReuse(step)
    step('starting the demo cloud (scale-50) and two consoles: HTTP/1.1, and HTTP/2 over TLS')
    const cloud = await startCloud('scale-50')
    const { certFile, keyFile } = makeCertificate(scratch, 'console')
    const [plain, secure] = await Promise.all([
      startConsole(DIST, cloud),
      startConsole(DIST, cloud, { CONSOLE_TLS_CERT: certFile, CONSOLE_TLS_KEY: keyFile }, { tls: true }),
    ])
    browser = await launchBrowser()
    step(`${ROUNDS} cold visits each at ${FAR.rttMs} ms round trip and ${FAR.bitsPerSecond / 1e6} Mbit/s (alternating)`)
    const http1: ColdVisit[] = []
    const http2: ColdVisit[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      http1.push(await coldVisit(browser, plain.origin, FAR))
      http2.push(await coldVisit(browser, secure.origin, FAR))
    }
    console.log(`\n${renderTable([...summary('HTTP/1.1', http1), ...summary('HTTP/2', http2)])}\n`)
  } finally {
    await browser?.close()
    await stopAll()
    rmSync(scratch, { recursive: true, force: true })
    if (!process.argv.includes('--keep-dist')) rmSync(DIST, { recursive: true, force: true })
  }
}
