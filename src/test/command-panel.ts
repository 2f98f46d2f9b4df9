// Reading the "Equivalent command" panel of a dialog as a user sees it: the text of its CLI or
// API request part (a region named by its heading).
import { within } from '@testing-library/react'

export function commandText(dialog: HTMLElement, part: 'CLI' | 'API request'): string {
  return within(dialog).getByRole('region', { name: part }).querySelector('pre')?.textContent ?? ''
}
