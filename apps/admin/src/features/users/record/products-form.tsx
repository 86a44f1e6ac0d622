import type { UserDetail } from '@bet/domain/api/admin/user-edit';
import { PERMISSION_NAMES, type PermissionName } from '@bet/domain/user-defaults';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateUser } from './api/update-user.ts';
import { SaveBar } from './save-bar.tsx';

type ProductValues = Record<PermissionName, boolean>;

const productValuesOf = (user: UserDetail): ProductValues =>
  Object.fromEntries(PERMISSION_NAMES.map((name) => [name, user.permissions[name] === 1])) as ProductValues;

type ProductsFormProps = { user: UserDetail; editable: boolean };

/** The ten products the user may see (sport, live, casino, …), each on or off. */
export function ProductsForm({ user, editable }: ProductsFormProps) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const form = useForm<ProductValues>({ defaultValues: productValuesOf(user) });
  const { dirtyFields, isDirty } = form.formState;

  const submit = form.handleSubmit((values) => {
    // Only the switched products are sent; the others stay as the server has them.
    const changed = PERMISSION_NAMES.filter((name) => dirtyFields[name]);
    const permissions = Object.fromEntries(changed.map((name) => [name, values[name] ? 1 : 0]));
    update.mutate(
      { targetUserId: user.id, permissions },
      { onSuccess: (answer) => form.reset(productValuesOf(answer.user)) },
    );
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <fieldset className="record-fieldset" disabled={!editable}>
        <legend className="visually-hidden">{t('users.record.tabs.products')}</legend>
        <ul className="product-toggles">
          {PERMISSION_NAMES.map((name) => (
            <li key={name}>
              <label className="choice">
                <input type="checkbox" {...form.register(name)} />
                <span>{t(`products.${name}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {editable && <SaveBar save={update} unchanged={!isDirty} />}
    </form>
  );
}
