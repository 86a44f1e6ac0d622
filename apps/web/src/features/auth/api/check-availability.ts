import { callApi } from '@bet/api-client/call-api';

// Four calls of one shape (spec 000 section 7): the value is valid and free (answers the text to show),
// or refused with 400 (invalid) or 409 (taken).
const calls = {
  userName: 'checkUserName',
  email: 'emailCheck',
  mobile: 'checkMobile',
  idNumber: 'checkIdNumber',
} as const;

export type AvailabilityField = keyof typeof calls;

/** Asks the server whether a registration value is valid and still free; resolves with its message. */
export function checkAvailability(
  field: AvailabilityField,
  value: string,
  signal?: AbortSignal,
): Promise<string> {
  return callApi<{ status: true; msg: string }>(calls[field], { [field]: value }, signal).then((a) => a.msg);
}
