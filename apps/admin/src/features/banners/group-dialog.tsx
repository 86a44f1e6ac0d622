import type { OfficeBannerGroup } from '@bet/domain/api/admin/banners';
import { BANNER_GROUP_TYPES, DISPLAY_STATES } from '@bet/domain/api/banners';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EditDialog, type Edited } from '../../shared/content/edit-dialog.tsx';
import { SaveFooter } from '../../shared/ui/save-footer.tsx';
import { useSaveBannerGroup } from './api/banners.ts';
import { OrderField } from './banner-fields.tsx';
import { orderField } from './banner-form.ts';

const groupForm = z.object({
  name: z.string().trim().min(1).max(100),
  type: z.enum(BANNER_GROUP_TYPES),
  displayState: z.enum(DISPLAY_STATES),
  order: orderField,
});
type GroupFormInput = z.input<typeof groupForm>;

export type EditedGroup = Edited<OfficeBannerGroup>;

export function GroupDialog({ edited, onClose }: { edited: EditedGroup; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <EditDialog
      edited={edited}
      titles={{ add: t('banners.group.newTitle'), edit: t('banners.group.editTitle') }}
      onClose={onClose}
    >
      {(group) => <GroupForm group={group} onClose={onClose} />}
    </EditDialog>
  );
}

function GroupForm({ group, onClose }: { group: OfficeBannerGroup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBannerGroup();
  const form = useForm<GroupFormInput, unknown, z.output<typeof groupForm>>({
    resolver: zodResolver(groupForm),
    defaultValues: {
      name: group?.name ?? '',
      type: group?.type ?? 'slider',
      displayState: group?.displayState ?? 'home',
      order: String(group?.order ?? 0),
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate({ ...values, ...(group ? { id: group.id } : {}) }, { onSuccess: onClose }),
  );
  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('banners.group.name')}
        autoComplete="off"
        error={errors.name && t('banners.invalid.name')}
        {...form.register('name')}
      />
      <Select
        label={t('banners.group.type')}
        options={BANNER_GROUP_TYPES.map((type) => ({ value: type, label: t(`banners.types.${type}`) }))}
        {...form.register('type')}
      />
      <Select
        label={t('banners.group.displayState')}
        options={DISPLAY_STATES.map((state) => ({ value: state, label: t(`banners.places.${state}`) }))}
        {...form.register('displayState')}
      />
      <OrderField invalid={errors.order !== undefined} {...form.register('order')} />
      <SaveFooter save={save} onClose={onClose} />
    </form>
  );
}
