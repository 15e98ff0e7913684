// The forms (br, gzip, as is) of the latest version of each URL the server has sent, bounded in bytes (least
// recently used first out). A version is named by Next's ETag (a hash of the body): a regenerated page has
// a new one and replaces the old entry. Hand-made (about 40 lines) rather than an LRU package: it needs
// byte-size accounting and one build per version however many requests ask for it at once.

export class VersionCache {
  /** @param {{ maxBytes: number }} options */
  constructor({ maxBytes }) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { version: string, value: any, size: number }>} least to most recently used */
    this.entries = new Map();
    /** @type {Map<string, Promise<any>>} versions being built, by url and version */
    this.pending = new Map();
  }

  /** The latest version kept for `url` ({ version, value }), or undefined. */
  latest(url) {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    this.entries.delete(url);
    this.entries.set(url, entry);
    return entry;
  }

  /** Keeps `value` (`size` bytes) as the latest version of `url`; one larger than the cache is not kept. */
  set(url, version, value, size) {
    const old = this.entries.get(url);
    if (old) this.bytes -= old.size;
    this.entries.delete(url);
    if (size > this.maxBytes) return;
    this.entries.set(url, { version, value, size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  /**
   * This version of `url`, built once by `build` (resolving to { value, size }) however many requests
   * ask for it at the same time.
   * @param {string} url @param {string} version @param {() => Promise<{ value: any, size: number }>} build
   */
  async getOrBuild(url, version, build) {
    const kept = this.entries.get(url);
    if (kept?.version === version) return this.latest(url)?.value;
    const key = `${url}\n${version}`;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = build()
        .then(({ value, size }) => (this.set(url, version, value, size), value))
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }
}
