// The back office's image upload (admin/uploadImage): the picked file goes up as base64 and comes
// back as the site's own image address.
import { callApi } from '@bet/api-client/call-api';
import type { UploadImageAnswer, UploadImageRequest } from '@bet/domain/api/admin/banners';
import { useMutation } from '@tanstack/react-query';

/** Reads a picked file as the upload call's base64. */
function uploadOf(file: File): Promise<UploadImageRequest> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () =>
      resolve({ contentType: file.type, data: String(reader.result).replace(/^data:[^,]*,/, '') });
    reader.readAsDataURL(file);
  });
}

export const useUploadImage = () =>
  useMutation({
    mutationFn: async (file: File) => callApi<UploadImageAnswer>('admin/uploadImage', await uploadOf(file)),
  });

export type ImageUpload = ReturnType<typeof useUploadImage>;
