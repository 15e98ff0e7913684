// A bounded in-memory cache of work that depends only on a response's version: the production
// server keys it by path and ETag (a hash of the body), so a regenerated page is a new key and
// its old entry is never served again; least recently used entries go first when full.
// Hand-made (about 50 lines) rather than an LRU package: it needs byte-size accounting and
// de-duplication of concurrent builds of one entry, which is all of it.

export class VersionCache {
  /** @param {{ maxBytes: number }} options */
  constructor({ maxBytes }) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { value: unknown, size: number }>} in least- to most-recently used order */
    this.entries = new Map();
    /** @type {Map<string, Promise<unknown>>} entries being built */
    this.pending = new Map();
  }

  /** @param {string} path @param {string} version */
  static key(path, version) {
    return `${path}\n${version}`;
  }

  /** The entry of this version of `path`, or undefined. */
  get(path, version) {
    const key = VersionCache.key(path, version);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores an entry of `size` bytes; one larger than the whole cache is not kept. */
  set(path, version, value, size) {
    const key = VersionCache.key(path, version);
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.size;
    }
    if (size > this.maxBytes) return;
    this.entries.set(key, { value, size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  /**
   * The entry of this version, built once by `build` (which resolves to { value, size }) however
   * many requests ask for it at the same time.
   * @template T
   * @param {string} path @param {string} version
   * @param {() => Promise<{ value: T, size: number }>} build
   * @returns {Promise<T>}
   */
  async getOrBuild(path, version, build) {
    const cached = this.get(path, version);
    if (cached !== undefined) return /** @type {T} */ (cached);
    const key = VersionCache.key(path, version);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = build()
        .then(({ value, size }) => {
          this.set(path, version, value, size);
          return value;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return /** @type {Promise<T>} */ (pending);
  }
}
