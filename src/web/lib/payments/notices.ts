// The payment notices of the catalogue (spec section 8), in one place.

import {
  CARD_UPDATE_ERROR,
  CARD_UPDATING_NOTICE,
  HOST_UPDATING_NOTICE,
} from '../../../domain/schemas/payments';
import { errorMessage } from '../api';
import { closeNotice, notifyDanger, notifyInfo, notifySuccess } from '../notify';

export const CONTACT_SUPPORT_HINT = 'If this problem persists please contact support.';
/** Spec section 8: a payout account that could not be opened, then 'Error: ' and the message. */
export const ACCOUNT_CREATE_ERROR = 'There was an error while creating your account.';
/** Spec section 8: changing an existing payout account failed. */
export const ACCOUNT_UPDATE_ERROR = 'There was an error while updating your account details.';

const CARD_NOTICE_ID = 'card-update';
const HOST_NOTICE_ID = 'host-update';

export function notifyCardUpdating(): void {
  notifyInfo({ id: CARD_NOTICE_ID, title: CARD_UPDATING_NOTICE });
}

/** The provider's message (e.g. 'Your card was declined.') followed by the contact-support hint. */
export function cardFailureDetail(error: unknown): string {
  return `${errorMessage(error)} ${CONTACT_SUPPORT_HINT}`;
}

export function notifyCardFailed(error: unknown): void {
  closeNotice(CARD_NOTICE_ID);
  notifyDanger({ title: CARD_UPDATE_ERROR, message: cardFailureDetail(error) });
}

export function notifyCardSaved(last4: string | undefined): void {
  closeNotice(CARD_NOTICE_ID);
  notifySuccess({
    title: 'Success!',
    message: last4 ? `Your card ending in ${last4} has been saved.` : 'Your card has been saved.',
  });
}

export function notifyHostUpdating(): void {
  notifyInfo({ id: HOST_NOTICE_ID, title: HOST_UPDATING_NOTICE });
}

export function notifyHostSaved(created: boolean): void {
  closeNotice(HOST_NOTICE_ID);
  notifySuccess({
    title: 'Success!',
    message: created ? 'Your account has been created!' : 'Your account has been updated!',
  });
}

/** `creating`: the person had no payout account before this attempt. */
export function hostFailureNotice(error: unknown, creating: boolean): { title: string; message: string } {
  return creating
    ? { title: ACCOUNT_CREATE_ERROR, message: `Error: ${errorMessage(error)}` }
    : { title: ACCOUNT_UPDATE_ERROR, message: `${CONTACT_SUPPORT_HINT} Error: ${errorMessage(error)}` };
}

export function notifyHostFailed(error: unknown, creating: boolean): void {
  closeNotice(HOST_NOTICE_ID);
  notifyDanger(hostFailureNotice(error, creating));
}
