import type { UploadLogoRequest } from '@bet/domain/api/admin/site-logo';
import { checkLogo } from '@bet/domain/site-logo';

// String.fromCharCode takes its bytes as arguments: a whole file at once would overflow the stack.
const CHUNK = 0x8000;

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

/** A picked file as the uploadLogo call takes it, or why it cannot be the logo (the server's own rule). */
export async function readLogoFile(
  file: Blob,
): Promise<{ upload: UploadLogoRequest } | { problem: 'logoTooLarge' | 'logoTypeNotAllowed' }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkLogo(bytes, file.type);
  if ('problem' in checked) return checked;
  return { upload: { contentType: checked.type, data: base64Of(bytes) } };
}
