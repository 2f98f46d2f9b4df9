// When something first shows on the page, timed by the page itself. Playwright's `waitFor` polls
// at growing intervals (up to half a second apart) and its checks wait behind the page's long
// tasks, so a row drawn at 1.0 s could be reported at 1.4 s: noise of the size of what the bench
// compares. Here a MutationObserver, installed in every document before its own scripts, notes
// each time a selector goes from absent (or hidden) to shown, at the next animation frame (the
// frame that paints it), in wall-clock time. The bench still waits with Playwright, then asks
// the page when the thing appeared.
import type { Page } from 'playwright'

/**
 * Name → what shows that the view is drawn: a CSS selector, or a selector and the text (a regular
 * expression's source) one of its elements must show, e.g. a chip once it names a server.
 */
export type Marks = Record<string, string | { css: string; text: string }>

interface Watched {
  __benchShown?: Record<string, number[]>
}

/**
 * The watcher, as the page runs it. It is handed over as source text, not as a function: tsx
 * (esbuild, keeping names) would wrap the function's inner arrow functions in a `__name` helper
 * that exists only in Node, and the page would throw before it watched anything (it did, and the
 * bench then fell back to Playwright's polled times).
 */
const WATCHER = `(() => {
  const watched = __MARKS__;
  const shown = {};
  const present = {};
  window.__benchShown = shown;
  const seen = (mark) => {
    if (typeof mark === 'string') {
      const element = document.querySelector(mark);
      return element !== null && element.checkVisibility();
    }
    const text = new RegExp(mark.text);
    return [...document.querySelectorAll(mark.css)].some((element) => element.checkVisibility() && text.test(element.textContent));
  };
  new MutationObserver(() => {
    for (const [name, mark] of Object.entries(watched)) {
      const now = seen(mark);
      if (now && !present[name]) requestAnimationFrame(() => (shown[name] ??= []).push(Date.now()));
      present[name] = now;
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'], characterData: true });
})()`

/** Watches `marks` in every document the page loads from now on. */
export async function watchAppearances(page: Page, marks: Marks): Promise<void> {
  // A function as the replacement: `$&`, `$'`… in a selector stay as they are.
  await page.addInitScript({ content: WATCHER.replace('__MARKS__', () => JSON.stringify(marks)) })
}

/**
 * Milliseconds from `since` (a `Date.now()` taken just before the action) to the first time
 * `name` showed at or after it in the current document; null if the page did not see it.
 */
export async function shownAfter(page: Page, name: string, since: number): Promise<number | null> {
  // The frame that paints it may still be pending when Playwright saw the element.
  const times = await page.evaluate(
    (mark) =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() => resolve((window as Watched).__benchShown?.[mark] ?? [])),
      ),
    name,
  )
  const first = times.find((at) => at >= since)
  return first === undefined ? null : first - since
}
