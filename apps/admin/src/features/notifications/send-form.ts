// The send form's fields as a staff member types them, read into the sendNotification request.
import { NOTIFICATION_AUDIENCES } from '@bet/domain/api/admin/notifications';
import { imageUrl } from '@bet/domain/api/promotions';
import { z } from 'zod';

export const sendForm = z.object({
  audience: z.enum(NOTIFICATION_AUDIENCES),
  title: z.string().trim().min(1).max(200),
  bannerUrl: z
    .string()
    .trim()
    .pipe(z.union([z.literal('').transform(() => undefined), imageUrl])),
  content: z.string().max(100_000),
});
export type SendFormInput = z.input<typeof sendForm>;

export const EMPTY_SEND_FORM: SendFormInput = { audience: 'user', title: '', bannerUrl: '', content: '' };
