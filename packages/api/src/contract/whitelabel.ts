export type { FeatureNode } from '../schemas/whitelabel';

/**
 * The modIds of the tenant options in the whitelabel feature tree (spec section 1), grouped
 * under a registration and a login node, and the brand's switches for transfers to the upline.
 */
export const FEATURE = {
  registration: 'REGISTRATION',
  mobileRegistration: 'MOBILE_REGISTRATION',
  registrationSmsVerification: 'REGISTRATION_SMS_VERIFICATION',
  mobilePasswordOnRegistration: 'MOBILE_PASSWORD_ON_REGISTRATION',
  directRegistration: 'DIRECT_REGISTRATION',
  usernameRegistration: 'USERNAME_REGISTRATION',
  login: 'LOGIN',
  freePlay: 'FREE_PLAY',
  forcedPasswordChange: 'FORCED_PASSWORD_CHANGE',
  mobileCodeLogin: 'MOBILE_CODE_LOGIN',
  /** Members whose `toUpline` is on may transfer to their upline (the member centre's transferUpline). */
  transferToUpline: 'TRANSFER_TO_UPLINE',
  /** Under TRANSFER_TO_UPLINE: agents (types 1, 2, 41, 42) may transfer to their own upline too. */
  agentTransferToUpline: 'AGENT_TRANSFER_TO_UPLINE',
  /**
   * The member centre's menu: its children are one node per page, whose modId is the page key
   * (MEMBER_CENTRE_PAGES). A page node that is off hides the entry; a page the tree omits is
   * shown. Off as a whole, the member centre shows no page.
   */
  memberCentre: 'MEMBER_CENTRE',
  /**
   * The agent centre's menu, as MEMBER_CENTRE's: one child node per page, whose modId is the page
   * key (AGENT_CENTRE_PAGES). The brand's salary and contract flags (site config) gate their pages
   * besides.
   */
  agentCentre: 'AGENT_CENTRE',
} as const;

export type FeatureId = (typeof FEATURE)[keyof typeof FEATURE];
