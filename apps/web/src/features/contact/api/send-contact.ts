// contact (spec 002 §7): a message to the site's support; the writer is the session's, never sent.
import { callApi } from '@bet/api-client/call-api';
import type { ContactAnswer, ContactRequest } from '@bet/domain/api/contact';
import { useMutation } from '@tanstack/react-query';

export function sendContact(input: ContactRequest): Promise<ContactAnswer> {
  return callApi<ContactAnswer>('contact', input);
}

export const useSendContact = () => useMutation({ mutationFn: sendContact });
