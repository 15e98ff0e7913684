/**
 * Values from a REST request that Payload hands to the database as given are checked against their
 * types first, so a wrong one answers 4xx with Payload's localized message instead of a 500 and a
 * driver error in the log. Payload has no option for either check; a `beforeOperation` hook on every
 * collection runs before any read.
 *
 * - A document id in the path that is not a number answers 404, as an unknown number does. Payload
 *   reads it with parseFloat when ids are numeric (SQLite and PostgreSQL here), so `GET /api/posts/abc`
 *   or `POST /api/posts/abc/duplicate` (even without a session) queried the database with NaN. A
 *   version id never reaches this: Payload's own check answers `/api/<collection>/versions/abc` 400.
 * - A `where` value that cannot be of its field's type answers 400: a date that does not parse
 *   (`?where[publishedAt][greater_than]=notadate`), an id, relationship or number that is not a number
 *   (`?where[category][equals]=abc`, `?where[id][in]=1,abc`). Payload checks the paths of a filter, not
 *   its values; the database driver refused these. An empty value or `null` means "no value" to Payload
 *   and is left to it, as are operators that take text or shapes (`like`, `contains`, `exists`, `near`).
 *   A caller the collection's access refuses gets Payload's own answer (403), so it learns no field.
 */
import {
  APIError,
  NotFound,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type FlattenedField,
  type PayloadRequest,
  type Where,
} from 'payload';

/** The arguments of Payload's operations that carry an id from the path (`duplicateFromID`: duplicate). */
const ID_ARGUMENTS = ['id', 'duplicateFromID'] as const;

/** Operators whose value is compared with the field's own values; the list ones may be comma-separated. */
const VALUE_OPERATORS = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
]);
const LIST_OPERATORS = new Set(['in', 'not_in', 'all']);

type ValueType = 'date' | 'number';

const isNumber = (value: unknown) =>
  typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && Number.isFinite(Number(value));
const isDate = (value: unknown) =>
  value instanceof Date ||
  typeof value === 'number' ||
  (typeof value === 'string' && !Number.isNaN(new Date(value).getTime()));

/** Whether Payload would hand `value` to the database as something other than a `type`. */
function isWrongType(type: ValueType, value: unknown): boolean {
  if (value === null || value === undefined || value === '' || value === 'null') return false;
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return false;
  return type === 'date' ? !isDate(value) : !isNumber(value);
}

/** The type a filter on `path` compares with, through named groups and tabs; undefined: not checked. */
function typeOfPath(fields: FlattenedField[], path: string, idType: unknown): ValueType | undefined {
  const [name, ...rest] = path.split('.');
  if (name === 'id' && rest.length === 0 && !fields.some((field) => field.name === 'id')) {
    return idType === 'number' ? 'number' : undefined;
  }
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) return undefined;
  if (field.type === 'group' || field.type === 'tab') return typeOfPath(field.flattenedFields, rest.join('.'), idType);
  if (rest.length > 0) return undefined;
  if (field.type === 'date') return 'date';
  if (field.type === 'number') return 'number';
  const single = (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string';
  return single && idType === 'number' ? 'number' : undefined;
}

/** The values an operator compares with the field's (a list may be comma-separated); none for the others. */
function comparedValues(operator: string, value: unknown): unknown[] {
  if (VALUE_OPERATORS.has(operator)) return [value];
  if (!LIST_OPERATORS.has(operator)) return [];
  if (typeof value === 'string') return value.split(',');
  return Array.isArray(value) ? value : [value];
}

/** The paths of `where` (and of its `and`/`or` branches) whose values are of the wrong type. */
function wrongPaths(where: Where, typeOf: (path: string) => ValueType | undefined): string[] {
  const wrong: string[] = [];
  for (const [path, condition] of Object.entries(where)) {
    if ((path === 'and' || path === 'or') && Array.isArray(condition)) {
      for (const branch of condition)
        if (branch && typeof branch === 'object') wrong.push(...wrongPaths(branch, typeOf));
      continue;
    }
    const type = condition && typeof condition === 'object' ? typeOf(path) : undefined;
    if (!type) continue;
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      if (comparedValues(operator, value).some((each) => isWrongType(type, each))) {
        wrong.push(path);
        break;
      }
    }
  }
  return wrong;
}

/**
 * 400 naming the filters, in the caller's language. It carries the name of Payload's own error for a
 * filter path it cannot query (set here, so a minifier cannot change it), so the config's logging level
 * for that one applies to both.
 */
export class FilterValueError extends APIError {
  constructor(paths: string[], t: PayloadRequest['t']) {
    super(t('error:invalidRequestArgs', { args: paths.join(', ') }), 400, { paths });
    this.name = 'QueryError';
  }
}

/** The access that lets a caller filter in each hook operation (find and findVersions are both `read`). */
const ACCESS_OF_OPERATION: Partial<Record<string, 'delete' | 'read' | 'readVersions' | 'update'>> = {
  read: 'read',
  count: 'read',
  readDistinct: 'read',
  countVersions: 'readVersions',
  update: 'update',
  delete: 'delete',
};

export const checkRequestValues: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  overrideAccess,
  req,
}) => {
  const given = args as Partial<Record<(typeof ID_ARGUMENTS)[number], unknown>> & { where?: Where };
  for (const key of ID_ARGUMENTS) {
    const id = given[key];
    if (typeof id === 'number' && !Number.isFinite(id)) throw new NotFound(req.t);
  }
  if (!given.where || typeof given.where !== 'object') return args;
  const fields = collection.flattenedFields;
  const idType = req.payload.db.defaultIDType;
  const has = (name: string) => fields.some((field) => field.name === name);
  const wrong = wrongPaths(given.where, (path) => {
    // A filter on versions names the document's fields under `version.` and the document's id `parent`.
    const own = path.startsWith('version.') && !has('version') ? path.slice('version.'.length) : path;
    return typeOfPath(fields, own === 'parent' && !has('parent') ? 'id' : own, idType);
  });
  if (wrong.length === 0) return args;
  // Only a caller who may run the operation learns that a field exists; the others get Payload's answer.
  const access = ACCESS_OF_OPERATION[operation];
  const allowed = overrideAccess || (access !== undefined && (await collection.access[access]({ req })) !== false);
  if (!allowed) return args;
  throw new FilterValueError(wrong, req.t);
};

/** `collection` with the checks first among its `beforeOperation` hooks. */
export function withInputChecks(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {};
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [checkRequestValues, ...(hooks.beforeOperation ?? [])] },
  };
}
