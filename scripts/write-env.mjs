// Writes a .env with fresh random secrets for a local run (never committed).
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const secret = () => randomBytes(32).toString('hex');
const template = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
const env = template
  .replace(/^PAYLOAD_SECRET=.*$/m, `PAYLOAD_SECRET=${secret()}`)
  .replace(/^REVALIDATE_SECRET=.*$/m, `REVALIDATE_SECRET=${secret()}`);
writeFileSync(new URL('../.env', import.meta.url), env, { mode: 0o600 });
console.log('› wrote .env with new random secrets');
