// A QR code drawn as SVG squares from qrcode-generator's matrix (no markup from a string): what an
// authenticator app scans to learn a TOTP secret. Error correction M, dark on white whatever the
// theme, with the four-module quiet zone scanners need.
import qrcode from 'qrcode-generator'

const QUIET = 4

export function QrCode({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const code = qrcode(0, 'M')
  code.addData(text)
  code.make()
  const count = code.getModuleCount()
  const side = count + QUIET * 2
  let path = ''
  for (let row = 0; row < count; row += 1)
    for (let column = 0; column < count; column += 1)
      if (code.isDark(row, column)) path += `M${column + QUIET} ${row + QUIET}h1v1h-1z`
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
