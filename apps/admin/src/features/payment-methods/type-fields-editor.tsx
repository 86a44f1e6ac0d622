import { PAYMENT_FIELD_TYPES } from '@bet/domain/payments/field-rules';
import { Button } from '@bet/ui/button.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocalTextFields } from './local-text-fields.tsx';
import { blankField, type TypeFormValues } from './type-form.ts';

type EditorProps = { form: UseFormReturn<TypeFormValues>; languages: string[] };

/** The rows of the player's form for this type: added, removed and moved up or down. */
export function TypeFieldsEditor({ form, languages }: EditorProps) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'fields' });
  const typeOptions = PAYMENT_FIELD_TYPES.map((type) => ({
    value: type,
    label: t(`paymentMethods.fieldTypes.${type}`),
  }));
  return (
    <fieldset className="payment-rows">
      <legend>{t('paymentMethods.type.fields')}</legend>
      {rows.fields.map((row, index) => {
        const n = index + 1;
        return (
          <div key={row.id} className="payment-row">
            <TextField
              label={t('paymentMethods.field.name', { n })}
              autoComplete="off"
              {...form.register(`fields.${index}.name`)}
            />
            <Select
              label={t('paymentMethods.field.type', { n })}
              options={typeOptions}
              {...form.register(`fields.${index}.type`)}
            />
            <LocalTextFields
              label={t('paymentMethods.field.title', { n })}
              languages={languages}
              register={(lang) => form.register(`fields.${index}.title.${lang}`)}
            />
            <LocalTextFields
              label={t('paymentMethods.field.placeHolder', { n })}
              languages={languages}
              register={(lang) => form.register(`fields.${index}.placeHolder.${lang}`)}
            />
            <TextField
              label={t('paymentMethods.field.minLength', { n })}
              inputMode="numeric"
              {...form.register(`fields.${index}.minLength`)}
            />
            <TextField
              label={t('paymentMethods.field.maxLength', { n })}
              inputMode="numeric"
              {...form.register(`fields.${index}.maxLength`)}
            />
            <label className="choice">
              <input type="checkbox" {...form.register(`fields.${index}.required`)} />
              <span>{t('paymentMethods.field.required', { n })}</span>
            </label>
            <div className="payment-row-actions">
              <Button
                variant="ghost"
                size="sm"
                disabled={index === 0}
                onClick={() => rows.move(index, index - 1)}
              >
                {t('paymentMethods.field.up', { n })}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={index === rows.fields.length - 1}
                onClick={() => rows.move(index, index + 1)}
              >
                {t('paymentMethods.field.down', { n })}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => rows.remove(index)}>
                {t('paymentMethods.field.remove', { n })}
              </Button>
            </div>
          </div>
        );
      })}
      <Button variant="secondary" size="sm" onClick={() => rows.append(blankField(languages))}>
        {t('paymentMethods.field.add')}
      </Button>
    </fieldset>
  );
}

/** The lines of help the player reads above the form: a label per language and its text. */
export function TypeInfoEditor({ form, languages }: EditorProps) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'infoFields' });
  return (
    <fieldset className="payment-rows">
      <legend>{t('paymentMethods.type.infoFields')}</legend>
      {rows.fields.map((row, index) => {
        const n = index + 1;
        return (
          <div key={row.id} className="payment-row">
            <LocalTextFields
              label={t('paymentMethods.info.label', { n })}
              languages={languages}
              register={(lang) => form.register(`infoFields.${index}.label.${lang}`)}
            />
            <TextField
              label={t('paymentMethods.info.text', { n })}
              autoComplete="off"
              {...form.register(`infoFields.${index}.text`)}
            />
            <Button variant="ghost" size="sm" onClick={() => rows.remove(index)}>
              {t('paymentMethods.info.remove', { n })}
            </Button>
          </div>
        );
      })}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => rows.append({ label: Object.fromEntries(languages.map((l) => [l, ''])), text: '' })}
      >
        {t('paymentMethods.info.add')}
      </Button>
    </fieldset>
  );
}
