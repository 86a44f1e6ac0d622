// The schema of each back-office call's answer, apart from the player site's (answers.ts): call-api
// loads this registry only for `admin/` calls, so the player bundle never downloads these schemas.

import {
  affiliateListAnswer,
  affiliateStatementsAnswer,
  closeAffiliatePeriodsAnswer,
  decideAffiliateAnswer,
} from '@bet/domain/api/admin/affiliates';
import { auditAnswer } from '@bet/domain/api/admin/audit';
import {
  bannerGroupsAnswer,
  deleteBannerAnswer,
  saveBannerAnswer,
  saveBannerGroupAnswer,
  uploadImageAnswer,
} from '@bet/domain/api/admin/banners';
import {
  bonusDefinitionsAnswer,
  bonusRequestsAnswer,
  decideBonusAnswer,
} from '@bet/domain/api/admin/bonuses';
import {
  casinoCatalogueAnswer,
  casinoLimitAnswer,
  casinoReportAnswer,
  casinoRoundAnswer,
  casinoRoundsAnswer,
} from '@bet/domain/api/admin/casino';
import { couponPaymentAnswer } from '@bet/domain/api/admin/coupon-payment';
import { officeCancelAnswer, officeCouponsAnswer } from '@bet/domain/api/admin/coupons';
import { creditTransferAnswer } from '@bet/domain/api/admin/credit';
import { domainsAnswer } from '@bet/domain/api/admin/domains';
import { contactThreadAnswer, contactThreadsAnswer } from '@bet/domain/api/admin/inbox';
import {
  jackpotHistoryAnswer,
  jackpotsOfficeAnswer,
  saveJackpotAnswer,
} from '@bet/domain/api/admin/jackpots';
import {
  mailTemplateAnswer,
  mailTemplatesAnswer,
  previewMailTemplateAnswer,
} from '@bet/domain/api/admin/mail-templates';
import { sendNotificationAnswer, sentNotificationsAnswer } from '@bet/domain/api/admin/notifications';
import { deletePageAnswer, pagesAnswer, savePageAnswer } from '@bet/domain/api/admin/pages';
import { paymentMethodsOfficeAnswer } from '@bet/domain/api/admin/payment-methods';
import { deletePopupAnswer, officePopupsAnswer, savePopupAnswer } from '@bet/domain/api/admin/popups';
import {
  deletePromotionAnswer,
  officePromotionsAnswer,
  savePromotionAnswer,
} from '@bet/domain/api/admin/promotions';
import { reportAnswer } from '@bet/domain/api/admin/reports';
import { rolesAnswer, saveRoleAnswer } from '@bet/domain/api/admin/roles';
import { settingsAnswer } from '@bet/domain/api/admin/site';
import { staffMeAnswer, totpSetupAnswer } from '@bet/domain/api/admin/staff';
import {
  decideTransferAnswer,
  transferBlockAnswer,
  transferBlockOfAnswer,
  transferQueueAnswer,
} from '@bet/domain/api/admin/transfers';
import { signInsAnswer, userAnswer } from '@bet/domain/api/admin/user-edit';
import { userTransactionsAnswer } from '@bet/domain/api/admin/user-transactions';
import { createUserAnswer, treeAnswer, usersAnswer } from '@bet/domain/api/admin/users';
import { okAnswer } from '@bet/domain/api/common';
import { protectionAnswer } from '@bet/domain/api/protection';
import type { z } from 'zod';

export const answers: Record<string, z.ZodType> = {
  'admin/login': staffMeAnswer,
  'admin/me': staffMeAnswer,
  'admin/users': usersAnswer,
  'admin/createUser': createUserAnswer,
  'admin/user': userAnswer,
  'admin/updateUser': userAnswer,
  'admin/resetPassword': okAnswer,
  'admin/signIns': signInsAnswer,
  'admin/userTransactions': userTransactionsAnswer,
  'admin/tree': treeAnswer,
  'admin/audit': auditAnswer,
  'admin/creditTransfer': creditTransferAnswer,
  'admin/coupons': officeCouponsAnswer,
  'admin/cancelCoupon': officeCancelAnswer,
  'admin/couponPayment': couponPaymentAnswer,
  'admin/report': reportAnswer,
  'admin/totpSetup': totpSetupAnswer,
  'admin/totpConfirm': okAnswer,
  'admin/totpDisable': okAnswer,
  'admin/roles': rolesAnswer,
  'admin/saveRole': saveRoleAnswer,
  'admin/settings': settingsAnswer,
  'admin/saveSettings': settingsAnswer,
  'admin/uploadLogo': settingsAnswer,
  'admin/domains': domainsAnswer,
  'admin/addDomain': domainsAnswer,
  'admin/removeDomain': domainsAnswer,
  'admin/casinoCatalogue': casinoCatalogueAnswer,
  'admin/setCasinoListing': casinoCatalogueAnswer,
  'admin/setCasinoLogo': casinoCatalogueAnswer,
  'admin/casinoRounds': casinoRoundsAnswer,
  'admin/casinoRound': casinoRoundAnswer,
  'admin/casinoReport': casinoReportAnswer,
  'admin/casinoLimit': casinoLimitAnswer,
  'admin/setCasinoLimit': casinoLimitAnswer,
  'admin/jackpots': jackpotsOfficeAnswer,
  'admin/saveJackpot': saveJackpotAnswer,
  'admin/jackpotHistory': jackpotHistoryAnswer,
  'admin/paymentMethods': paymentMethodsOfficeAnswer,
  'admin/savePaymentCategory': paymentMethodsOfficeAnswer,
  'admin/savePaymentType': paymentMethodsOfficeAnswer,
  'admin/savePaymentBank': paymentMethodsOfficeAnswer,
  'admin/transferQueue': transferQueueAnswer,
  'admin/decideTransfer': decideTransferAnswer,
  'admin/transferBlock': transferBlockAnswer,
  'admin/transferBlockOf': transferBlockOfAnswer,
  'admin/bonusDefinitions': bonusDefinitionsAnswer,
  'admin/saveBonusDefinition': bonusDefinitionsAnswer,
  'admin/bonusRequests': bonusRequestsAnswer,
  'admin/decideBonus': decideBonusAnswer,
  'admin/pages': pagesAnswer,
  'admin/savePage': savePageAnswer,
  'admin/deletePage': deletePageAnswer,
  'admin/contactThreads': contactThreadsAnswer,
  'admin/contactThread': contactThreadAnswer,
  'admin/replyContact': contactThreadAnswer,
  'admin/setContactState': okAnswer,
  'admin/mailTemplates': mailTemplatesAnswer,
  'admin/mailTemplate': mailTemplateAnswer,
  'admin/saveMailTemplate': mailTemplateAnswer,
  'admin/deleteMailTemplate': okAnswer,
  'admin/previewMailTemplate': previewMailTemplateAnswer,
  'admin/promotions': officePromotionsAnswer,
  'admin/savePromotion': savePromotionAnswer,
  'admin/deletePromotion': deletePromotionAnswer,
  'admin/popups': officePopupsAnswer,
  'admin/savePopup': savePopupAnswer,
  'admin/deletePopup': deletePopupAnswer,
  'admin/notifications': sentNotificationsAnswer,
  'admin/sendNotification': sendNotificationAnswer,
  'admin/bannerGroups': bannerGroupsAnswer,
  'admin/saveBannerGroup': saveBannerGroupAnswer,
  'admin/deleteBannerGroup': deleteBannerAnswer,
  'admin/saveBanner': saveBannerAnswer,
  'admin/deleteBanner': deleteBannerAnswer,
  'admin/uploadImage': uploadImageAnswer,
  'admin/userProtection': protectionAnswer,
  'admin/affiliates': affiliateListAnswer,
  'admin/approveAffiliate': decideAffiliateAnswer,
  'admin/rejectAffiliate': decideAffiliateAnswer,
  'admin/affiliateStatements': affiliateStatementsAnswer,
  'admin/closeAffiliatePeriods': closeAffiliatePeriodsAnswer,
};
