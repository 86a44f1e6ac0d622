// @vitest-environment jsdom
import type { MailTemplate } from '@bet/domain/api/admin/mail-templates';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../shared/i18n/i18n.ts';
import { ADMIN_API, renderAdmin } from '../../shared/testing/render-admin.ts';
import { MailTemplatesPage } from './mail-templates-page.tsx';

const builtIn: MailTemplate = {
  kind: 'activation',
  language: 'tr',
  subject: 'Hesabınızı aktifleştirin',
  body: '<p>Merhaba {{username}}</p>',
  custom: false,
  updatedAt: null,
};
const own: MailTemplate = {
  kind: 'passwordReset',
  language: 'en',
  subject: 'Reset for {{username}}',
  body: '<p>{{link}}</p>',
  custom: true,
  updatedAt: '2026-11-28T10:00:00Z',
};

/** Previews the draft as the server would: placeholders filled, a refused one named. */
const preview = (body: Record<string, unknown>) =>
  String(body.body).includes('{{reply}}')
    ? {
        http: 400,
        body: {
          status: false,
          key: 'mailPlaceholderUnknown',
          msg: 'This template cannot use the {{reply}} field',
        },
      }
    : {
        status: true,
        subject: String(body.subject).replace('{{username}}', 'demo_player'),
        html: String(body.body).replaceAll('{{username}}', 'demo_player'),
      };

const fakeServer = () =>
  fakeApi(
    {
      mailTemplates: { status: true, templates: [own] },
      mailTemplate: (body) => ({
        status: true,
        template: body.kind === 'passwordReset' ? own : { ...builtIn, language: body.language },
      }),
      previewMailTemplate: preview,
      saveMailTemplate: (body) => ({
        status: true,
        template: { ...builtIn, ...body, custom: true, updatedAt: '2026-11-29T08:00:00Z' },
      }),
      deleteMailTemplate: { status: true },
    },
    ADMIN_API,
  );

describe('the e-mail templates screen', () => {
  beforeAll(async () => {
    await applyLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the built-in template with its placeholders and previews the draft with sample values', async () => {
    const api = fakeServer();
    renderAdmin(createElement(MailTemplatesPage));
    const subject = (await screen.findByLabelText('Subject')) as HTMLInputElement;
    expect(subject.value).toBe('Hesabınızı aktifleştirin');
    expect(screen.getByText('The built-in template: saving makes it the site’s own.')).toBeTruthy();
    expect(screen.getAllByText(/^\{\{\w+\}\}$/).map((code) => code.textContent)).toEqual([
      '{{username}}',
      '{{link}}',
      '{{code}}',
      '{{site}}',
    ]);
    fireEvent.change(subject, { target: { value: 'Welcome {{username}}' } });
    const frame = screen.getByTitle('Preview with sample values') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    await waitFor(() => expect(screen.getByText('Welcome demo_player')).toBeTruthy());
    expect(frame.getAttribute('srcdoc')).toContain('<p>Merhaba demo_player</p>');
    expect(api.of('previewMailTemplate').at(-1)).toMatchObject({ kind: 'activation', language: 'tr' });

    fireEvent.change(screen.getByLabelText('Body (HTML)'), { target: { value: '<p>{{reply}}</p>' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This template cannot use the {{reply}} field',
    );
  });

  it('saves the site’s own template for the chosen kind and language', async () => {
    const api = fakeServer();
    renderAdmin(createElement(MailTemplatesPage));
    await screen.findByLabelText('Subject');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });
    await waitFor(() =>
      expect(api.of('mailTemplate').at(-1)).toEqual({ kind: 'activation', language: 'de' }),
    );
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Konto aktivieren' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('saveMailTemplate')).toHaveLength(1));
    expect(api.of('saveMailTemplate')[0]).toEqual({
      kind: 'activation',
      language: 'de',
      subject: 'Konto aktivieren',
      body: '<p>Merhaba {{username}}</p>',
    });
  });

  it('opens one of the site’s own templates and goes back to the built-in one', async () => {
    const api = fakeServer();
    renderAdmin(createElement(MailTemplatesPage));
    fireEvent.click(await screen.findByRole('button', { name: 'Password reset · English' }));
    expect(await screen.findByText('The site’s own template.')).toBeTruthy();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Reset for {{username}}');
    fireEvent.click(screen.getByRole('button', { name: 'Use the built-in template' }));
    await waitFor(() =>
      expect(api.of('deleteMailTemplate')).toEqual([{ kind: 'passwordReset', language: 'en' }]),
    );
  });
});
