// The schema of each call's answer: the call function checks every answer against it, so a client
// never works on an answer the server did not mean to give.
import { affiliateAnswer, captchaAnswer, registerAnswer, userInfoAnswer } from '@bet/domain/api/account';
import { handLoginAnswer, loginAnswer } from '@bet/domain/api/auth';
import {
  cancelCouponResponse,
  couponDetailResponse,
  couponListResponse,
  sellCouponResponse,
  shareCouponResponse,
  shortcodeResponse,
  ticketDetailResponse,
} from '@bet/domain/api/betting';
import { messageAnswer, okAnswer } from '@bet/domain/api/common';
import {
  leagueTableResponse,
  matchEventsResponse,
  matchStatisticsResponse,
  resultsResponse,
} from '@bet/domain/api/match-stats';
import { createCouponResponse } from '@bet/domain/api/placement';
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
  utrs: transactionsAnswer,
  getUserData: userInfoAnswer,
  getData: userInfoAnswer,
};
