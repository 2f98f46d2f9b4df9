// Saves a file the page made: a Blob behind an object URL, revoked once the browser has it.
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // The browser has started the download by the next task; the URL is not needed after it.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}
