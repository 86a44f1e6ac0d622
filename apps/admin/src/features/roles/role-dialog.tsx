import type { RoleEntry } from '@bet/domain/api/admin/roles';
import { type StaffPermission, staffPermissions, type UserRole, userRoles } from '@bet/domain/authz/roles';
import { Dialog } from '@bet/ui/dialog.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../shared/api/error-text.ts';
import { DialogActions } from '../../shared/ui/dialog-actions.tsx';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { useSaveRole } from './api/save-role.ts';

// The call's own limits on the name (2 to 50 characters, trimmed).
const roleForm = z.object({
  name: z.string().trim().min(2).max(50),
  kind: z.enum(userRoles),
  permissions: z.array(z.enum(staffPermissions)),
});
type RoleValues = z.infer<typeof roleForm>;

/** What the dialog edits: a role from the list, or 'new' for one to add. */
export type RoleTarget = RoleEntry | 'new';

type RoleDialogProps = {
  target: RoleTarget | null;
  onClose: () => void;
  onSaved: (role: RoleEntry) => void;
};

/** Adds a role or changes one: its name, its kind (fixed once made) and the permissions it grants. */
export function RoleDialog({ target, onClose, onSaved }: RoleDialogProps) {
  const { t } = useTranslation();
  const title =
    target === 'new' ? t('rolesPage.newTitle') : t('rolesPage.editTitle', { name: target?.name ?? '' });
  return (
    <Dialog open={target !== null} onClose={onClose} title={title} className="dialog-wide">
      {target && (
        <RoleForm
          key={target === 'new' ? 'new' : target.id}
          role={target === 'new' ? null : target}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

type RoleFormProps = { role: RoleEntry | null; onClose: () => void; onSaved: (role: RoleEntry) => void };

function RoleForm({ role, onClose, onSaved }: RoleFormProps) {
  const { t } = useTranslation();
  const save = useSaveRole();
  const form = useForm<RoleValues>({
    resolver: zodResolver(roleForm),
    defaultValues: {
      name: role?.name ?? '',
      kind: role?.kind ?? ('dealer' satisfies UserRole),
      permissions: role ? [...role.permissions] : ([] as StaffPermission[]),
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    // A role's kind is fixed: the disabled select is not trusted to carry it.
    save.mutate(role ? { ...values, kind: role.kind, id: role.id } : values, {
      onSuccess: (answer) => {
        onSaved(answer.role);
        onClose();
      },
    }),
  );

  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="form-grid">
        <TextField
          label={t('rolesPage.columns.name')}
          autoComplete="off"
          error={errors.name && t('rolesPage.nameInvalid')}
          {...form.register('name')}
        />
        <Select
          label={t('rolesPage.columns.kind')}
          disabled={role !== null}
          options={userRoles.map((kind) => ({ value: kind, label: t(`roles.${kind}`) }))}
          {...form.register('kind')}
        />
      </div>
      <fieldset className="role-permissions">
        <legend>{t('rolesPage.columns.permissions')}</legend>
        <ul className="role-permission-list">
          {staffPermissions.map((permission) => (
            <li key={permission}>
              <label className="choice">
                <input type="checkbox" value={permission} {...form.register('permissions')} />
                <span>{t(`permissions.${permission}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {save.error ? <ErrorNotice>{errorText(save.error, t, 'updateFailed')}</ErrorNotice> : null}
      <DialogActions
        dismissLabel={t('common.cancel')}
        onDismiss={onClose}
        submitLabel={t('common.save')}
        busy={save.isPending}
      />
    </form>
  );
}
