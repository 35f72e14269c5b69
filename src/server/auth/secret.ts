import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded default needs no configuration: its session-signing secret is made once and kept
 * beside the embedded database (readable by the owner only). Production sets AUTH_SECRET.
 */
export function readOrCreateAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
