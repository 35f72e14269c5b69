// The account notices of the catalogue (spec section 8), in one place.

import { errorMessage } from '../../../lib/api';
import { notifyDanger, notifySuccess } from '../../../lib/notify';

export const ACCOUNT_UPDATED = 'Account details successfully updated';
export const ACCOUNT_UPDATE_FAILED = 'There was an error while updating your account details.';

export function notifyUpdated(message?: string): void {
  notifySuccess({ title: ACCOUNT_UPDATED, message });
}

export function notifyUpdateFailed(error: unknown): void {
  notifyDanger({
    title: ACCOUNT_UPDATE_FAILED,
    message: `If this problem persists please contact support. Error: ${errorMessage(error)}`,
  });
}
