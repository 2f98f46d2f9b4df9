// A self-signed certificate for 127.0.0.1 and its key (PEM files), made by openssl for a test
// that serves HTTPS.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

export function makeCertificate(dir: string, name: string): { certFile: string; keyFile: string } {
  const certFile = join(dir, `${name}.crt`)
  const keyFile = join(dir, `${name}.key`)
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  return { certFile, keyFile }
}
