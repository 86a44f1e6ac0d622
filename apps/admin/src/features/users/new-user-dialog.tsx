import type { StaffMe } from '@bet/domain/api/admin/staff';
import type { CreateUserRequest, UserRow } from '@bet/domain/api/admin/users';
import type { UserRole } from '@bet/domain/authz/roles';
import { Dialog } from '@bet/ui/dialog.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useRequestKey } from '../../shared/api/use-request-key.ts';
import { DialogActions } from '../../shared/ui/dialog-actions.tsx';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { NameFields, OpeningLimitFields } from './account-fields.tsx';
import { useCreateUser } from './api/create-user.ts';
import { type NewUserInput, type NewUserValues, newUserForm } from './new-user-form.ts';
import { hasOpeningLimits, openableRoles } from './openable-roles.ts';

/** The account the new one is opened under. */
export type NewUserParent = { id: number; username: string; role: UserRole };

type NewUserDialogProps = {
  me: StaffMe;
  parent: NewUserParent | null;
  onClose: () => void;
  onCreated: (user: UserRow) => void;
};

/** Opens an account under `parent`; closed while parent is null. */
export function NewUserDialog({ me, parent, onClose, onCreated }: NewUserDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={parent !== null} onClose={onClose} title={t('users.newUser')} className="dialog-wide">
      {parent && (
        <NewUserForm
          key={parent.id}
          me={me}
          parent={parent}
          onCancel={onClose}
          onCreated={(user) => {
            onCreated(user);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}

type NewUserFormProps = {
  me: StaffMe;
  parent: NewUserParent;
  onCancel: () => void;
  onCreated: (user: UserRow) => void;
};

function NewUserForm({ me, parent, onCancel, onCreated }: NewUserFormProps) {
  const { t } = useTranslation();
  const roles = openableRoles(me, parent.role);
  const create = useCreateUser();
  const requestKey = useRequestKey();
  const form = useForm<NewUserInput, unknown, NewUserValues>({
    resolver: zodResolver(newUserForm),
    defaultValues: {
      role: roles.includes('player') ? 'player' : roles[0],
      username: '',
      password: '',
      firstName: '',
      lastName: '',
      email: '',
      userLimit: 0,
      dealerLimit: 0,
    },
  });
  const { errors } = form.formState;
  const role = form.watch('role');
  const withLimits = role !== undefined && hasOpeningLimits(role);

  const submit = form.handleSubmit((values) => {
    const payload: Omit<CreateUserRequest, 'reqId'> = {
      role: values.role,
      username: values.username,
      password: values.password,
      firstName: values.firstName,
      lastName: values.lastName,
      ...(values.email ? { email: values.email } : {}),
      ...(withLimits ? { userLimit: values.userLimit, dealerLimit: values.dealerLimit } : {}),
      ...(parent.id !== me.userId ? { parentId: parent.id } : {}),
    };
    create.mutate(
      { ...payload, reqId: requestKey.keyFor(payload) },
      {
        onSuccess: (answer) => {
          requestKey.settle();
          onCreated(answer.user);
        },
      },
    );
  });

  const invalid = (field: keyof NewUserInput) =>
    errors[field] ? t(`users.form.invalid.${field}`) : undefined;

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="muted form-lead">{t('users.form.under', { name: parent.username })}</p>
      <Select
        label={t('users.columns.role')}
        options={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        error={invalid('role')}
        {...form.register('role')}
      />
      <div className="form-grid">
        <TextField
          label={t('users.columns.username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('users.form.usernameHint')}
          error={invalid('username')}
          {...form.register('username', { setValueAs: (v: string) => v.trim().toLowerCase() })}
        />
        <TextField
          label={t('users.form.password')}
          type="password"
          autoComplete="new-password"
          error={invalid('password')}
          {...form.register('password')}
        />
        <NameFields register={(field) => form.register(field)} invalid={invalid} />
      </div>
      {withLimits && (
        <OpeningLimitFields
          register={(field) => form.register(field, { valueAsNumber: true })}
          invalid={invalid}
        />
      )}
      {create.error && <ErrorNotice>{errorText(create.error, t, 'updateFailed')}</ErrorNotice>}
      <DialogActions
        dismissLabel={t('common.cancel')}
        onDismiss={onCancel}
        submitLabel={t('users.form.create')}
        busy={create.isPending}
      />
    </form>
  );
}
