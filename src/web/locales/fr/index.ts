// French: every area of the web catalogue. Loaded only when chosen (see lib/i18n.ts).

import { fr as messages } from '../../../domain/messages/fr';
import { layout } from './layout';
import { common } from './common';
import { stays } from './stays';
import { content } from './content';
import { dev } from './dev';
import { bookings } from './bookings';
import { admin } from './admin';
import { adminTags } from './admin-tags';
import { adminUsersUi } from './admin-users';
import { adminLocationsUi } from './admin-locations';
import { dataImportUi } from './data-import';
import { campaignsUi } from './campaigns';
import { accounts } from './accounts';
import { paymentUi } from './payments';
import { hosting } from './hosting';
import { forms } from './forms';
import { bookNow } from './book-now';
import { propertyForm } from './property-form';
import { siteEditor } from './site-editor';
import { whyHost } from './why-host';
import { contentEditor } from './content-editor';
import { contactUi } from './contact';
import { widget, widgetAdmin } from './widget';
import { affiliatesUi } from './affiliates';
import { arrivalUi } from './arrival';
import { rulesUi } from './rules';
import { messagesUi } from './messages';
import { vehiclesUi } from './vehicles';
import { securityUi } from './security';
import { calendarSyncUi } from './calendar-sync';
import { stayReviewsUi } from './stay-reviews';
import { earningsUi } from './earnings';
import { taxDocumentsUi } from './tax-documents';
import { offlineUi } from './offline';
import { privacyDataUi } from './privacy-data';
import { sessionsUi } from './sessions';

export const fr = {
  ...messages,
  layout,
  common,
  stays,
  content,
  dev,
  bookings,
  admin,
  adminTags,
  adminUsersUi,
  adminLocationsUi,
  dataImportUi,
  campaignsUi,
  accounts,
  paymentUi,
  hosting,
  forms,
  bookNow,
  propertyForm,
  siteEditor,
  whyHost,
  contentEditor,
  contactUi,
  widget,
  widgetAdmin,
  affiliatesUi,
  arrivalUi,
  rulesUi,
  messagesUi,
  vehiclesUi,
  securityUi,
  calendarSyncUi,
  stayReviewsUi,
  earningsUi,
  taxDocumentsUi,
  offlineUi,
  privacyDataUi,
  sessionsUi,
};
