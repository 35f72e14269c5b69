// The account notices of the catalogue (spec section 8), in one place, in the current language.

import { errorMessage } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../lib/notify';

export function notifyUpdated(message?: string): void {
  notifySuccess({ title: i18n.t('accounts.notices.updated'), message });
}

export function notifyUpdateFailed(error: unknown): void {
  notifyDanger({
    title: i18n.t('accounts.notices.updateFailed'),
    message: i18n.t('accounts.notices.contactSupport', { message: errorMessage(error) }),
  });
}
