// The schema of each call's answer: the call function checks every answer against it, so a client
// never works on an answer the server did not mean to give.
import {
  AVAILABILITY_CALLS,
  affiliateAnswer,
  captchaAnswer,
  registerAnswer,
  updateProfileAnswer,
  userInfoAnswer,
} from '@bet/domain/api/account';
import {
  affiliateBannerAnswer,
  affiliateInfoAnswer,
  affiliateRegisterAnswer,
  affiliatesAnswer,
  dealersAnswer,
  dealersCouponDetailAnswer,
  dealersCouponsAnswer,
  dealersFinanceAnswer,
} from '@bet/domain/api/affiliates';
import { handLoginAnswer, loginAnswer } from '@bet/domain/api/auth';
import { slidersAnswer } from '@bet/domain/api/banners';
import {
  couponDetailResponse,
  couponListResponse,
  shareCouponResponse,
  shortcodeResponse,
  ticketDetailResponse,
} from '@bet/domain/api/betting';
import { getBonusAnswer, requestBonusAnswer } from '@bet/domain/api/bonus';
import { cancelCouponResponse, sellCouponResponse } from '@bet/domain/api/cashout';
import {
  allCasinosAnswer,
  allCasinosNewAnswer,
  allSlotsNewAnswer,
  casinoAnswer,
  casinoListAnswer,
  casinosHomeAnswer,
  jackpotsAnswer,
  openCasinoAnswer,
  servicesListAnswer,
} from '@bet/domain/api/casino';
import { messageAnswer, okAnswer } from '@bet/domain/api/common';
import { contactAnswer } from '@bet/domain/api/contact';
import {
  leagueTableResponse,
  matchEventsResponse,
  matchStatisticsResponse,
  resultsResponse,
} from '@bet/domain/api/match-stats';
import { getNotifsAnswer, notifCountAnswer, readNotifAnswer } from '@bet/domain/api/notifications';
import { getPageAnswer } from '@bet/domain/api/page';
import { banksAnswer, paymentMethodsAnswer } from '@bet/domain/api/payment-methods';
import {
  cancelTransferRequestAnswer,
  setTransferRequestAnswer,
  transferRequestsAnswer,
} from '@bet/domain/api/payments';
import { createCouponResponse } from '@bet/domain/api/placement';
import { getPopupsAnswer } from '@bet/domain/api/popups';
import { promotionDetailAnswer, promotionsAnswer } from '@bet/domain/api/promotions';
import { excludeAnswer, protectionAnswer, setLimitAnswer } from '@bet/domain/api/protection';
import { countriesAnswer, currenciesAnswer, languagesAnswer } from '@bet/domain/api/site';
import {
  categoriesResponse,
  liveLookupResponse,
  liveOddsResponse,
  liveSportsResponse,
  lives3Response,
  matchesResponse,
  oddsResponse,
  sportsResponse,
  tournamentsResponse,
  tvListResponse,
  tvResponse,
} from '@bet/domain/api/sportsbook';
import { transactionsAnswer } from '@bet/domain/api/wallet';
import type { z } from 'zod';

export const answers: Record<string, z.ZodType> = {
  sports: sportsResponse,
  categories: categoriesResponse,
  tournaments: tournamentsResponse,
  matches: matchesResponse,
  odds: oddsResponse,
  lives3: lives3Response,
  liveSports: liveSportsResponse,
  liveoddsnew: liveOddsResponse,
  liveMatches: liveLookupResponse,
  tv: tvResponse,
  tvList: tvListResponse,
  matchResults: resultsResponse,
  leagueTable: leagueTableResponse,
  matchEvents: matchEventsResponse,
  matchStatistics: matchStatisticsResponse,
  createCoupon: createCouponResponse,
  couponHold: createCouponResponse,
  ucps: couponListResponse,
  couponDetail: couponDetailResponse,
  shareCoupon: shareCouponResponse,
  ticketDetail: ticketDetailResponse,
  sellCoupon: sellCouponResponse,
  couponCanceled: cancelCouponResponse,
  shortcode: shortcodeResponse,
  login: loginAnswer,
  handlogin: handLoginAnswer,
  logout: okAnswer,
  captcha: captchaAnswer,
  register: registerAnswer,
  affiliateControl: affiliateAnswer,
  activate: messageAnswer,
  forgotPassword: messageAnswer,
  resetPassword: messageAnswer,
  changePassword: messageAnswer,
  ...Object.fromEntries(Object.values(AVAILABILITY_CALLS).map((call) => [call, messageAnswer])),
  updateProfile: updateProfileAnswer,
  utrs: transactionsAnswer,
  trfs: transferRequestsAnswer,
  paymentMethods: paymentMethodsAnswer,
  banks: banksAnswer,
  setTransferRequest: setTransferRequestAnswer,
  cancelTransferRequest: cancelTransferRequestAnswer,
  getBonus: getBonusAnswer,
  requestBonus: requestBonusAnswer,
  getPage: getPageAnswer,
  contact: contactAnswer,
  promotions: promotionsAnswer,
  promotionDetail: promotionDetailAnswer,
  getPopups: getPopupsAnswer,
  getNotifs: getNotifsAnswer,
  notifCount: notifCountAnswer,
  readNotif: readNotifAnswer,
  sliders: slidersAnswer,
  protection: protectionAnswer,
  setLimit: setLimitAnswer,
  confirmLimit: protectionAnswer,
  excludeMe: excludeAnswer,
  getLanguages: languagesAnswer,
  countries: countriesAnswer,
  currencies: currenciesAnswer,
  getUserData: userInfoAnswer,
  getData: userInfoAnswer,
  casinosHome: casinosHomeAnswer,
  casinoList: casinoListAnswer,
  casino: casinoAnswer,
  getAllCasinosNew: allCasinosNewAnswer,
  getAllCasinos: allCasinosAnswer,
  getAllSlotsNew: allSlotsNewAnswer,
  servicesList: servicesListAnswer,
  opencas: openCasinoAnswer,
  jackpots: jackpotsAnswer,
  affiliateRegister: affiliateRegisterAnswer,
  affiliates: affiliatesAnswer,
  affiliateInfo: affiliateInfoAnswer,
  dealers: dealersAnswer,
  dealersFinance: dealersFinanceAnswer,
  dealersCoupons: dealersCouponsAnswer,
  dealersCouponDetail: dealersCouponDetailAnswer,
  affiliateBanner: affiliateBannerAnswer,
};
