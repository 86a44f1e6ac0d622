// The back office's e-mail templates: admin/mailTemplates, mailTemplate, saveMailTemplate,
// deleteMailTemplate and previewMailTemplate.
import { callApi } from '@bet/api-client/call-api';
import type {
  MailKind,
  MailTemplateAnswer,
  MailTemplatesAnswer,
  PreviewMailTemplateAnswer,
  PreviewMailTemplateRequest,
  SaveMailTemplateRequest,
} from '@bet/domain/api/admin/mail-templates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const keys = {
  all: ['admin', 'mailTemplates'] as const,
  own: ['admin', 'mailTemplates', 'own'] as const,
  one: (kind: MailKind, language: string) => ['admin', 'mailTemplates', 'one', kind, language] as const,
};

/** The site's own templates. */
export const useOwnMailTemplates = () =>
  useQuery({
    queryKey: keys.own,
    queryFn: ({ signal }) => callApi<MailTemplatesAnswer>('admin/mailTemplates', {}, signal),
  });

/** The template this kind of mail in this language is written from: the site's own or the built-in one. */
export const useMailTemplate = (kind: MailKind, language: string) =>
  useQuery({
    queryKey: keys.one(kind, language),
    queryFn: ({ signal }) => callApi<MailTemplateAnswer>('admin/mailTemplate', { kind, language }, signal),
  });

export function useSaveMailTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveMailTemplateRequest) =>
      callApi<MailTemplateAnswer>('admin/saveMailTemplate', request),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteMailTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { kind: MailKind; language: string }) =>
      callApi<{ status: true }>('admin/deleteMailTemplate', request),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The draft as a mail with sample values, sanitized as the server would store it. */
export const useMailPreview = (draft: PreviewMailTemplateRequest) =>
  useQuery({
    queryKey: ['admin', 'mailPreview', draft],
    queryFn: ({ signal }) => callApi<PreviewMailTemplateAnswer>('admin/previewMailTemplate', draft, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
