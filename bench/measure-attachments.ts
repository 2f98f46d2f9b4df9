// Time to open a volume's attachment list: filter the Volumes table to the volume, then click
// its "+N more" and wait for the first item of the list in the popover; close it (Escape).
// One signed-in page, `runs` opens per volume, the volumes taking turns.
import type { Browser, Page } from 'playwright'
import { firstVolumeRow, newContext, openSignIn, signInButton, volumesTable } from './browser.ts'
import { median } from './stats.ts'

export interface AttachmentsTiming {
  volume: string
  moreLabel: string
  runsMs: number[]
  medianMs: number
}

async function filterTo(page: Page, name: string) {
  await page.getByLabel('Filter by name').fill(name)
  const row = volumesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
  await row.waitFor({ timeout: 60_000 })
  // Until the filtered page arrives the previous rows stay; wait until only matching rows show.
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const names = await volumesTable(page).getByRole('row').getByRole('link').allInnerTexts()
    if (names.length > 0 && names.every((shown) => shown.includes(name))) break
    await page.waitForTimeout(100)
  }
  return row
}

/** Filters to `name`, then times one "+N more" click until the list's first item shows; closes it again. */
async function openOnce(page: Page, name: string): Promise<{ ms: number; moreLabel: string }> {
  const row = await filterTo(page, name)
  // The button's accessible name is "Show all N attachments of <volume>"; its text is "+N more".
  const more = row.getByRole('button').filter({ hasText: /^\+\d+ more$/i })
  // textContent, not innerText: the button's CSS upper-cases what it shows.
  const moreLabel = ((await more.textContent()) ?? '').trim()
  const dialog = page.getByRole('dialog', { name: `Attached To: ${name}` })
  const firstItem = dialog
    .getByRole('list', { name: `Attachments of ${name}` })
    .getByRole('listitem')
    .first()
  const start = performance.now()
  await more.click()
  await firstItem.waitFor({ state: 'visible', timeout: 60_000 })
  const ms = performance.now() - start
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 })
  return { ms, moreLabel }
}

/** One signed-in page; the volumes take turns (filter, open, close) so drifting load hits each alike. */
export async function attachmentListTimes(
  browser: Browser,
  consoleOrigin: string,
  volumes: string[],
  runs = 5,
): Promise<AttachmentsTiming[]> {
  const context = await newContext(browser)
  try {
    const page = await context.newPage()
    await openSignIn(page, `${consoleOrigin}/volumes`)
    await signInButton(page).click()
    await firstVolumeRow(page).waitFor({ timeout: 120_000 })
    const results = volumes.map((volume): AttachmentsTiming => ({ volume, moreLabel: '', runsMs: [], medianMs: 0 }))
    for (let run = 0; run < runs; run += 1) {
      for (const result of results) {
        const { ms, moreLabel } = await openOnce(page, result.volume)
        result.runsMs.push(ms)
        result.moreLabel = moreLabel
      }
    }
    for (const result of results) result.medianMs = median(result.runsMs)
    return results
  } finally {
    await context.close()
  }
}
