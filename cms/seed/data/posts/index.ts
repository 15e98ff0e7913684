import { bestTimeToSendSmsCampaigns } from './best-time-to-send-sms-campaigns';
import { howToChooseASenderName } from './how-to-choose-a-sender-name';
import { otpDeliveryNowUnder3Seconds } from './otp-delivery-now-under-3-seconds';
import type { SeedPost } from './post';
import { smsCreditsExplained } from './sms-credits-explained';
import { smsOtpBestPractices } from './sms-otp-best-practices';
import { urlTrackingCaseStudy } from './url-tracking-case-study';
import { whatIsBulkSms } from './what-is-bulk-sms';

export type { SeedPost } from './post';

/** Seven articles in every language, oldest first. */
export const seedPosts: SeedPost[] = [
  whatIsBulkSms,
  smsOtpBestPractices,
  howToChooseASenderName,
  smsCreditsExplained,
  bestTimeToSendSmsCampaigns,
  urlTrackingCaseStudy,
  otpDeliveryNowUnder3Seconds,
];
