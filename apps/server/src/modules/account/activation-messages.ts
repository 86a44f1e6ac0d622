// The activation e-mail and SMS texts. They belong in the message catalogue (keys activationMailSubject,
// activationMailBody, activationSmsBody); kept here until the catalogue has them.

type Texts = { mailSubject: string; mailBody: string; sms: string };

const texts: Record<'tr' | 'en', Texts> = {
  tr: {
    mailSubject: 'Hesabınızı aktifleştirin',
    mailBody:
      'Merhaba {username},\n\nHesabınızı aktifleştirmek için bağlantıyı açın:\n{link}\n\nAktivasyon kodunuz: {code}\n\nBu kaydı siz yapmadıysanız bu e-postayı dikkate almayın.',
    sms: 'Aktivasyon kodunuz: {code}',
  },
  en: {
    mailSubject: 'Activate your account',
    mailBody:
      'Hello {username},\n\nOpen this link to activate your account:\n{link}\n\nYour activation code: {code}\n\nIf you did not register, ignore this e-mail.',
    sms: 'Your activation code: {code}',
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

export function activationMail(lang: string, values: { username: string; link: string; code: string }) {
  const t = lang === 'tr' ? texts.tr : texts.en;
  return { subject: t.mailSubject, text: fill(t.mailBody, values) };
}

export function activationSms(lang: string, code: string): string {
  return fill((lang === 'tr' ? texts.tr : texts.en).sms, { code });
}
