// @vitest-environment jsdom

import type { UserInfo } from '@bet/domain/api/account';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, testPlayer } from '../../../shared/testing/render-page.tsx';
import ContactPage from './contact-page.tsx';

// The proof-of-work widget solves in the browser; here each challenge is "solved" by a click.
vi.mock('../../../shared/challenge/challenge-widget.tsx', () => ({
  ChallengeWidget: ({
    challenge,
    onSolved,
  }: {
    challenge?: { signature: string };
    onSolved: (s: string) => void;
  }) =>
    createElement(
      'button',
      { type: 'button', onClick: () => onSolved(`solved:${challenge?.signature}`) },
      'Solve',
    ),
}));

let issued = 0;
const captcha = () => {
  issued += 1;
  return {
    status: true,
    challenge: {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: 'n',
        salt: 's',
        cost: 1,
        keyLength: 32,
        keyPrefix: '00',
      },
      signature: `sig${issued}`,
    },
  };
};
const open = (user: UserInfo | null = testPlayer) =>
  renderPage(ContactPage, { path: 'contact', areas: ['contact'], user });
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const solveAndSend = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Solve' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
};

describe('the contact page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('prefills the player’s e-mail and sends topic, sub topic, message and the solved challenge', async () => {
    const api = fakeApi({ captcha, contact: { status: true } });
    await open({ ...testPlayer, email: 'ayse@example.com' } as UserInfo);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ayse@example.com');
    expect(screen.queryByLabelText('Sub topic')).toBeNull();
    choose('Topic', 'payment');
    expect(
      [...(screen.getByLabelText('Sub topic') as HTMLSelectElement).options].map((o) => o.textContent),
    ).toEqual(['Choose', 'Deposit', 'Withdrawal']);
    choose('Sub topic', 'withdraw');
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Where is my money?' } });
    await waitFor(() => expect(api.of('captcha')).toEqual([{ purpose: 'contact' }]));
    await solveAndSend();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Completed successfully');
    expect(api.of('contact')).toEqual([
      {
        email: 'ayse@example.com',
        topcategory: 'payment',
        category: 'withdraw',
        message: 'Where is my money?',
        token: 'solved:sig1',
      },
    ]);
  });

  it('hides the sub topic for "others" and sends it empty', async () => {
    const api = fakeApi({ captcha, contact: { status: true } });
    await open(null);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'guest@example.com' } });
    choose('Topic', 'casino');
    choose('Sub topic', 'error');
    choose('Topic', 'others');
    expect(screen.queryByLabelText('Sub topic')).toBeNull();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hello' } });
    await solveAndSend();
    await screen.findByRole('status');
    expect(api.of('contact')[0]).toMatchObject({ topcategory: 'others', category: '' });
  });

  it('marks missing fields without calling the server', async () => {
    const api = fakeApi({ captcha, contact: { status: true } });
    await open(null);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    choose('Topic', 'account');
    await solveAndSend();
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(api.of('contact')).toEqual([]);
  });

  it('shows the server’s refusal and fetches a new challenge for the next try', async () => {
    const api = fakeApi({
      captcha,
      contact: {
        http: 400,
        body: { status: false, key: 'checkSecurityCode', msg: 'Please check the security code' },
      },
    });
    await open({ ...testPlayer, email: 'ayse@example.com' } as UserInfo);
    choose('Topic', 'others');
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hi' } });
    await solveAndSend();
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the security code');
    await waitFor(() => expect(api.of('captcha')).toHaveLength(2));
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
