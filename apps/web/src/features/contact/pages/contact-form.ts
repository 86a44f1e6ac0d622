// The contact form's values and rules (spec 002 §5), each refusal named by its message key.
import { isPlausibleEmail } from '@bet/domain/account-fields';
import { CONTACT_CATEGORIES, type ContactTopCategory, isContactCategory } from '@bet/domain/api/contact';

export type ContactValues = { email: string; topcategory: string; category: string; message: string };

export const emptyContact = (email: string): ContactValues => ({
  email,
  topcategory: '',
  category: '',
  message: '',
});

/** The sub categories of a top category: none for "others" (the field is then hidden). */
export const subCategoriesOf = (top: string): readonly string[] =>
  Object.hasOwn(CONTACT_CATEGORIES, top) ? CONTACT_CATEGORIES[top as ContactTopCategory] : [];

export const contactRules = {
  email: (value: string) => isPlausibleEmail(value.trim()) || 'emailRequired',
  topcategory: (value: string) => value !== '' || 'required',
  category: (value: string, values: ContactValues) =>
    values.topcategory === '' || isContactCategory(values.topcategory, value) || 'required',
  message: (value: string) => value.trim() !== '' || 'required',
};
