// The category dialog's fields, read into the savePaymentCategory request.
import {
  type OfficePaymentCategory,
  type SavePaymentCategoryRequest,
  savePaymentCategoryRequest,
} from '@bet/domain/api/admin/payment-methods';
import { typedWhole } from '../../shared/format/typed-numbers.ts';
import { filledTexts, type LocalTexts, textsFor } from './local-texts.ts';

export type CategoryFormValues = {
  id?: number;
  names: LocalTexts;
  info: LocalTexts;
  logo: string;
  openLink: string;
  position: string;
  active: boolean;
};

/** A saved category as the dialog shows it, or a new one. */
export const categoryFormValuesOf = (
  category: OfficePaymentCategory | null,
  languages: string[],
): CategoryFormValues => ({
  ...(category ? { id: category.id } : {}),
  names: textsFor(languages, category?.names),
  info: textsFor(languages, category?.info),
  logo: category?.logo ?? '',
  openLink: category?.openLink ?? '',
  position: String(category?.position ?? 0),
  active: category?.active ?? true,
});

/** The request for a category of the transfer type, or null when the call would refuse it. */
export function categoryRequestOf(
  transferType: 0 | 1,
  values: CategoryFormValues,
): SavePaymentCategoryRequest | null {
  const position = typedWhole(values.position);
  if (position === null) return null;
  const request: SavePaymentCategoryRequest = {
    ...(values.id === undefined ? {} : { id: values.id }),
    transferType,
    names: filledTexts(values.names),
    info: filledTexts(values.info),
    logo: values.logo.trim(),
    openLink: values.openLink.trim(),
    position,
    active: values.active,
  };
  return savePaymentCategoryRequest.safeParse(request).success ? request : null;
}
