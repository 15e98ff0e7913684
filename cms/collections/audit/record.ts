/**
 * Writes one audit event. Called from the staff-account endpoints and hooks; never throws into the
 * operation it records (a lost audit line is logged, a sign-in is not refused because of it).
 */
import type { Payload, PayloadRequest } from 'payload';

import { contactSettings } from '@/lib/contact/settings';

import type { AuditEvent } from './events';

type Person = { id?: number | string; username?: string | null; email?: string | null } | null | undefined;

export type AuditEntry = {
  event: AuditEvent;
  /** The account concerned (its username is kept as text: the line survives the account's removal). */
  account?: Person;
  /** What was typed, when no account matched (refused sign-ins). */
  accountName?: string;
  /** Who did it, when someone else than the account (an admin). */
  actor?: Person;
  detail?: string;
  req?: PayloadRequest;
  /** Join the request's transaction (the event is undone with the change it records). */
  inTransaction?: boolean;
};

const trustProxyHops = () => contactSettings().trustProxyHops;

/**
 * The client's address, as lib/contact/client-address.ts finds it: with TRUST_PROXY=N the N-th entry of
 * X-Forwarded-For from the right (what the N-th proxy saw), else the rightmost (the socket, as Next
 * records it). Kept whole here (no /64 grouping): the audit names the exact address.
 */
export function requestAddress(headers: Headers, hops = trustProxyHops()): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return (entries[entries.length - Math.max(1, hops)] ?? entries[0] ?? '').slice(0, 64);
}

/**
 * Events that do not link the account record: a removal (the record is gone) and a refused sign-in
 * (linking would cost a lookup only a known name pays, which would tell known names by their timing).
 */
const UNLINKED: ReadonlySet<AuditEvent> = new Set(['user-deleted', 'sign-in-failed']);

const nameOf = (person: Person) => (person ? person.username || person.email || String(person.id ?? '') : '');

export async function recordAudit(payload: Payload, entry: AuditEntry): Promise<void> {
  const { req } = entry;
  const userId = UNLINKED.has(entry.event) ? undefined : entry.account?.id;
  try {
    await payload.create({
      collection: 'audit-events',
      overrideAccess: true,
      depth: 0,
      data: {
        event: entry.event,
        account: (entry.account ? nameOf(entry.account) : entry.accountName?.slice(0, 120)) || undefined,
        user: typeof userId === 'number' ? userId : undefined,
        actor: entry.actor ? nameOf(entry.actor) : undefined,
        ip: req ? requestAddress(req.headers) || undefined : undefined,
        detail: entry.detail?.slice(0, 300),
      },
      ...(entry.inTransaction && req ? { req } : {}),
      context: { disableRevalidate: true },
    });
  } catch (error) {
    payload.logger.error({ err: new Error(`audit event ${entry.event} not recorded`, { cause: error }) });
  }
}
