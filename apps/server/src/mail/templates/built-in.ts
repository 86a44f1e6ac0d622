// The platform's own e-mail templates, in Turkish and English: what a site sends until it writes its own.
import type { MailKind } from '@bet/domain/api/admin/mail-templates';

export type TemplateText = { subject: string; body: string };
export type BuiltInLanguage = 'tr' | 'en';

export const BUILT_IN_TEMPLATES: Record<MailKind, Record<BuiltInLanguage, TemplateText>> = {
  activation: {
    tr: {
      subject: 'Hesabınızı aktifleştirin',
      body:
        '<p>Merhaba {{username}},</p>' +
        '<p>Hesabınızı aktifleştirmek için aşağıdaki bağlantıyı açınız:<br><a href="{{link}}">{{link}}</a></p>' +
        '<p>Aktivasyon kodunuz: <strong>{{code}}</strong></p>' +
        '<p>Kayıt olmadıysanız bu e-postayı dikkate almayınız.</p>',
    },
    en: {
      subject: 'Activate your account',
      body:
        '<p>Hello {{username}},</p>' +
        '<p>To activate your account, open the link below:<br><a href="{{link}}">{{link}}</a></p>' +
        '<p>Your activation code: <strong>{{code}}</strong></p>' +
        '<p>If you did not register, you can ignore this e-mail.</p>',
    },
  },
  passwordReset: {
    tr: {
      subject: 'Şifre yenileme talebiniz',
      body:
        '<p>Merhaba {{username}},</p>' +
        '<p>Şifrenizi yenilemek için aşağıdaki bağlantıyı açınız (1 saat geçerlidir):<br><a href="{{link}}">{{link}}</a></p>' +
        '<p>Bu talebi siz yapmadıysanız bu e-postayı dikkate almayınız; şifreniz değişmeyecektir.</p>',
    },
    en: {
      subject: 'Your password reset request',
      body:
        '<p>Hello {{username}},</p>' +
        '<p>To reset your password, open the link below (it is valid for 1 hour):<br><a href="{{link}}">{{link}}</a></p>' +
        '<p>If you did not ask for this, you can ignore this e-mail; your password will not change.</p>',
    },
  },
  contactReply: {
    tr: {
      subject: 'Mesajınıza yanıt',
      body:
        '<p>Merhaba {{username}},</p>' +
        '<p>{{reply}}</p>' +
        '<p>Mesajınız:</p><blockquote>{{message}}</blockquote>' +
        '<p>{{site}} Destek</p>',
    },
    en: {
      subject: 'Reply to your message',
      body:
        '<p>Hello {{username}},</p>' +
        '<p>{{reply}}</p>' +
        '<p>Your message:</p><blockquote>{{message}}</blockquote>' +
        '<p>{{site}} Support</p>',
    },
  },
  withdrawalApproved: {
    tr: {
      subject: 'Çekim talebiniz onaylandı',
      body:
        '<p>Merhaba {{username}},</p>' +
        '<p><strong>{{amount}}</strong> tutarındaki çekim talebiniz onaylandı ve ödemesi yapıldı.</p>' +
        '<p>Bu talebi siz yapmadıysanız lütfen hemen destek ekibimize yazınız.</p>' +
        '<p>{{site}}</p>',
    },
    en: {
      subject: 'Your withdrawal was approved',
      body:
        '<p>Hello {{username}},</p>' +
        '<p>Your withdrawal of <strong>{{amount}}</strong> was approved and paid out.</p>' +
        '<p>If you did not ask for it, please write to our support team at once.</p>' +
        '<p>{{site}}</p>',
    },
  },
  bonusAccepted: {
    tr: {
      subject: 'Bonus talebiniz kabul edildi',
      body:
        '<p>Merhaba {{username}},</p>' +
        '<p><strong>{{bonus}}</strong> talebiniz kabul edildi: hesabınıza <strong>{{amount}}</strong> bonus eklendi.</p>' +
        '<p>Bonusun bakiyenize geçmesi için çevrim şartı: <strong>{{wagering}}</strong> tutarında bahis.</p>' +
        '<p>{{site}}</p>',
    },
    en: {
      subject: 'Your bonus request was accepted',
      body:
        '<p>Hello {{username}},</p>' +
        '<p>Your request for <strong>{{bonus}}</strong> was accepted: <strong>{{amount}}</strong> of bonus was added to your account.</p>' +
        '<p>Wagering requirement before the bonus joins your credit: stakes of <strong>{{wagering}}</strong>.</p>' +
        '<p>{{site}}</p>',
    },
  },
};

export const isBuiltInLanguage = (lang: string): lang is BuiltInLanguage => lang === 'tr' || lang === 'en';
