'use client';
/** The answer of a staff-account screen: announced politely, or as an alert when something failed. */
export type NoticeState = { text: string; error: boolean } | null;

export function Notice({ notice }: { notice: NoticeState }) {
  if (!notice) return null;
  return (
    <p role={notice.error ? 'alert' : 'status'} className={notice.error ? 'field-error' : undefined}>
      {notice.text}
    </p>
  );
}
