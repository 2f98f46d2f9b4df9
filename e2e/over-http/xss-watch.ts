// What the hostile-names journey looks for: the payloads it names things with, and a watch on the
// page for anything a payload could make of itself (a script run, an element injected, a
// JavaScript dialog, a Content-Security-Policy violation, an uncaught error).
import type { Page } from '@playwright/test'
import { expect } from '../helpers'

export const IMG = '<img src=x onerror="window.__xss=1">'
export const SCRIPT = '<script>window.__xss=1</script>'
export const SVG = '"><svg onload=window.__xss=1>'
export const JS = 'javascript:window.__xss=1'
export const ALERT = `<img src=x onerror=alert(document.domain)>'"><b onmouseover=confirm(1)>`
export const IFRAME = '<iframe src="javascript:window.__xss=1"></iframe>'
export const ANCHOR = `<a href="javascript:window.__xss=1" id="xss-link">click me</a>`
export const TEMPLATE =
  "{{constructor.constructor('window.__xss=1')()}} ${window.__xss=1} <style>*{display:none}</style>"
/** Right-to-left override, Arabic, Hebrew, emoji with joiners and skin tones: near Cinder's 255, not hostile. */
export const RTL_VOLUME =
  '\u202Eمجلد البيانات المشتركة للتخزين 💾🧨 قاعدة البيانات الرئيسية \u202C שלום עולם 👩🏽‍💻🏳️‍🌈 ' +
  'نسخة احتياطية ليلية ☁️🔐 תיקיית נתונים משותפת 🚀🔥 مرحبا بالعالم 🐘🐧 ' +
  'وصف طويل جدا لاختبار الالتفاف والاقتطاع 📦📦 טקסט ארוך מאוד לבדיקה סוף'
export const RTL_SERVER = 'خادم الويب الأول 🚀 שרת אינטרנט ראשון 👨‍👩‍👧‍👦 \u202Bعقدة الحوسبة\u202C 🛰️ סוף'

/** What a payload may never become: elements, handlers, javascript: links, frames, inline scripts. */
const INJECTED = [
  'img[src="x"]',
  'svg[onload]',
  '[onerror]',
  '[onload]',
  '[onmouseover]',
  'iframe',
  'a[href^="javascript:" i]',
  '#xss-link',
  'b',
  'script:not([src])',
  'body style:not([data-emotion])',
].join(', ')

export interface SecurityEvents {
  xss: string[]
  dialogs: string[]
  violations: string[]
  pageErrors: string[]
}

/**
 * Watches the page from before its first script: a setter on window.__xss, the document's
 * securitypolicyviolation events, Chromium's console reports of the policy, JavaScript
 * dialogs (dismissed) and uncaught errors. Survives reloads (init script and binding).
 */
export async function watchSecurity(page: Page): Promise<SecurityEvents> {
  const events: SecurityEvents = { xss: [], dialogs: [], violations: [], pageErrors: [] }
  await page.exposeFunction('__securityReport', (kind: string, detail: string) => {
    if (kind === 'xss') events.xss.push(detail)
    else events.violations.push(`securitypolicyviolation: ${detail}`)
  })
  await page.addInitScript(() => {
    const report = (kind: string, detail: string) => {
      const send = (window as unknown as { __securityReport?: (kind: string, detail: string) => unknown })
        .__securityReport
      void send?.(kind, detail)
    }
    let value: unknown
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => value,
      set: (next: unknown) => {
        value = next
        report('xss', `window.__xss = ${String(next)} at ${location.href}`)
      },
    })
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        'csp',
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} sample ${event.sample}`,
      )
    })
  })
  page.on('dialog', (dialog) => {
    events.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss().catch(() => undefined)
  })
  page.on('console', (message) => {
    const text = message.text()
    if (/Content[- ]Security[- ]Policy|Refused to (execute|load|apply|connect|frame)/i.test(text)) {
      events.violations.push(`console ${message.type()}: ${text}`)
    }
  })
  page.on('pageerror', (error) => events.pageErrors.push(error.message))
  return events
}

/** Nothing ran, nothing was blocked, nothing was injected: checked after every view. */
export async function expectClean(page: Page, events: SecurityEvents, where: string) {
  expect(await page.locator(INJECTED).count(), `elements injected in ${where}`).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `window.__xss in ${where}`).toBe(
    undefined,
  )
  expect(events.xss, `window.__xss set (${where})`).toEqual([])
  expect(events.dialogs, `JavaScript dialogs (${where})`).toEqual([])
  expect(events.violations, `Content-Security-Policy violations (${where})`).toEqual([])
  expect(events.pageErrors, `uncaught errors (${where})`).toEqual([])
}
