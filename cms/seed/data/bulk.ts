/** Path prefix of the generated articles of the scale test and the benchmark (../bulk-articles.ts). */
export const BULK_PREFIX = 'bulk-article-';
