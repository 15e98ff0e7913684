/**
 * The system Thai face of the phone Lighthouse stands for, given to its Chrome.
 *
 * A phone sold in Thailand draws Thai text in its system face until the page's web fonts arrive (Android:
 * Noto Sans Thai). This machine has no Thai face at all, and Chrome then asks the browser process about every
 * installed font for each run of Thai text it lays out before Sarabun is in: most of the Thai pages' first
 * layout (docs/perf-investigations.md, sessions 14, 23 and 28; session 42: Thai home, packages and contact
 * 380-801 ms less blocking time at 8× with the face, English home and the bare page within run-to-run noise).
 * So the bench adds Noto Sans Thai from Debian's fonts-noto-core, unpacked into bench-results/fonts with
 * `apt-get download` (no root, nothing installed on the machine), through a fontconfig file of its own that
 * includes the system's. Where fontconfig already knows a Thai face the machine is left as it is.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const DIR = path.resolve('bench-results/fonts');
const FACES = ['NotoSansThai-Regular.ttf', 'NotoSansThai-Bold.ttf'];

const thaiFamilies = () =>
  execFileSync('fc-list', [':lang=th', 'family'], { encoding: 'utf8' }).split('\n').filter(Boolean);

function unpackNotoThai() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-fonts-'));
  try {
    execFileSync('apt-get', ['download', 'fonts-noto-core'], { cwd: scratch, stdio: 'ignore' });
    const deb = readdirSync(scratch).find((name) => name.endsWith('.deb'));
    if (!deb) throw new Error('apt-get download left no package');
    execFileSync('dpkg-deb', ['-x', deb, 'x'], { cwd: scratch });
    mkdirSync(DIR, { recursive: true });
    for (const face of FACES)
      copyFileSync(path.join(scratch, 'x/usr/share/fonts/truetype/noto', face), path.join(DIR, face));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The environment Lighthouse's Chrome needs for a Thai system face ({} when the machine has one, or when
 * none could be had), and a line saying which face it draws Thai in.
 * @returns {{ env: Record<string, string>, note: string }}
 */
export function thaiSystemFont() {
  try {
    const system = thaiFamilies();
    if (system.length) return { env: {}, note: `the machine's (${[...new Set(system)].join('; ')})` };
    if (!FACES.every((face) => existsSync(path.join(DIR, face)))) unpackNotoThai();
    const config = path.join(DIR, 'fonts.conf');
    const include = '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>';
    writeFileSync(config, `<?xml version="1.0"?>\n<fontconfig>\n  ${include}\n  <dir>${DIR}</dir>\n</fontconfig>\n`);
    return { env: { FONTCONFIG_FILE: config }, note: 'Noto Sans Thai, as on Android (Debian fonts-noto-core)' };
  } catch (error) {
    return { env: {}, note: `none: no Thai face could be found or unpacked (${error.message})` };
  }
}
