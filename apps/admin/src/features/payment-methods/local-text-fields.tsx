import { TextField } from '@bet/ui/text-field.tsx';
import type { UseFormRegisterReturn } from 'react-hook-form';

type LocalTextFieldsProps = {
  label: string;
  languages: string[];
  /** The input of one language's text. */
  register: (lang: string) => UseFormRegisterReturn;
};

/** One input per shown language, each labelled with its language code. */
export function LocalTextFields({ label, languages, register }: LocalTextFieldsProps) {
  return (
    <>
      {languages.map((lang) => (
        <TextField
          key={lang}
          label={`${label} (${lang.toUpperCase()})`}
          autoComplete="off"
          {...register(lang)}
        />
      ))}
    </>
  );
}
