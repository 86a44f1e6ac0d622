// The password reset e-mail. Its texts belong in the message catalogue (keys passwordResetMailSubject,
// passwordResetMailBody); kept here until the catalogue has them.

type Texts = { subject: string; body: string };

const texts: Record<'tr' | 'en', Texts> = {
  tr: {
    subject: 'Şifre sıfırlama',
    body: 'Merhaba {username},\n\nYeni şifrenizi belirlemek için bağlantıyı açın (1 saat geçerlidir):\n{link}\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.',
  },
  en: {
    subject: 'Reset your password',
    body: 'Hello {username},\n\nOpen this link to set a new password (valid for 1 hour):\n{link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.',
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

export function passwordResetMail(lang: string, values: { username: string; link: string }) {
  const t = lang === 'tr' ? texts.tr : texts.en;
  return { subject: t.subject, text: fill(t.body, values) };
}
