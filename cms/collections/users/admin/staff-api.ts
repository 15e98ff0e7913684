'use client';
/** Calls of the staff-account screens to the REST API, in the admin's language. */
export type StaffAnswer = {
  status: number;
  message: string;
  body: {
    secondFactor?: 'code' | 'enrol';
    enrolment?: { token: string; secret: string; qrCode: string };
    recoveryCodes?: string[];
    message?: string;
    errors?: Array<{ message?: string }>;
  };
};

export async function postStaff(path: string, language: string, data?: unknown): Promise<StaffAnswer> {
  const response = await fetch(`/api/users${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  const body = (await response.json().catch(() => ({}))) as StaffAnswer['body'];
  return { status: response.status, message: body.errors?.[0]?.message ?? body.message ?? '', body };
}
