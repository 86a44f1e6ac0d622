import { callApi } from '@bet/api-client/call-api';
import { AVAILABILITY_CALLS, type AvailabilityField } from '@bet/domain/api/account';
import type { MessageAnswer } from '@bet/domain/api/common';

// Four calls of one shape (spec 000 section 7): the value is valid and free (answers the text to show),
// or refused with 400 (invalid) or 409 (taken).

/** Asks the server whether a registration value is valid and still free; resolves with its message. */
export function checkAvailability(
  field: AvailabilityField,
  value: string,
  signal?: AbortSignal,
): Promise<string> {
  return callApi<MessageAnswer>(AVAILABILITY_CALLS[field], { [field]: value }, signal).then((a) => a.msg);
}
