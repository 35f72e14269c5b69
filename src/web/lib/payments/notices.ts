// The payment notices of the catalogue (spec section 8), in one place, in the current language.

import { errorMessage } from '../api';
import { i18n } from '../i18n';
import { closeNotice, notifyDanger, notifyInfo, notifySuccess } from '../notify';

const CARD_NOTICE_ID = 'card-update';
const HOST_NOTICE_ID = 'host-update';

export function notifyCardUpdating(): void {
  notifyInfo({ id: CARD_NOTICE_ID, title: i18n.t('card.updating') });
}

/** The provider's message (e.g. 'Your card was declined.') followed by the contact-support hint. */
export function cardFailureDetail(error: unknown): string {
  return `${errorMessage(error)} ${i18n.t('paymentUi.notices.contactSupport')}`;
}

export function notifyCardFailed(error: unknown): void {
  closeNotice(CARD_NOTICE_ID);
  notifyDanger({ title: i18n.t('card.updateError'), message: cardFailureDetail(error) });
}

export function notifyCardSaved(last4: string | undefined): void {
  closeNotice(CARD_NOTICE_ID);
  notifySuccess({
    title: i18n.t('paymentUi.success'),
    message: last4
      ? i18n.t('paymentUi.notices.cardSavedEnding', { last4 })
      : i18n.t('paymentUi.notices.cardSaved'),
  });
}

export function notifyHostUpdating(): void {
  notifyInfo({ id: HOST_NOTICE_ID, title: i18n.t('payouts.updating') });
}

export function notifyHostSaved(created: boolean): void {
  closeNotice(HOST_NOTICE_ID);
  notifySuccess({
    title: i18n.t('paymentUi.success'),
    message: created
      ? i18n.t('paymentUi.notices.accountCreated')
      : i18n.t('paymentUi.notices.accountUpdated'),
  });
}

/** `creating`: the person had no payout account before this attempt. */
export function hostFailureNotice(error: unknown, creating: boolean): { title: string; message: string } {
  const detail = i18n.t('paymentUi.notices.error', { message: errorMessage(error) });
  return creating
    ? { title: i18n.t('paymentUi.notices.accountCreateError'), message: detail }
    : {
        title: i18n.t('paymentUi.notices.accountUpdateError'),
        message: `${i18n.t('paymentUi.notices.contactSupport')} ${detail}`,
      };
}

export function notifyHostFailed(error: unknown, creating: boolean): void {
  closeNotice(HOST_NOTICE_ID);
  notifyDanger(hostFailureNotice(error, creating));
}
