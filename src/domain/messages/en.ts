// The English catalogue: every user-facing message of the server (and the texts the web shares with
// it), by code. English is the source; the spec's messages appear here word for word (spec sections
// 5 and 8). Keys nest one level per dot, as i18next reads them; `{{name}}` is replaced by a
// parameter, and a key with `_one`/`_other` forms is chosen by the `count` parameter (i18next's
// plurals). Other languages (fr.ts, ...) translate any subset; a missing key falls back to English.
// Decision 015.

import { http, locations, notFound } from './en-first-render';

export const en = {
  validation: {
    /** Spec section 5: empty card, bank and contact fields. */
    required: 'Required',
    /** Spec section 5: "Required fields generally show 'This is a required field'". */
    requiredField: 'This is a required field',
    notANumber: 'Must be a number',
    wholeNumber: 'Must be a whole number',
    atLeast: 'Must be at least {{minimum}}',
    moreThan: 'Must be more than {{minimum}}',
    atMost: 'Must be at most {{maximum}}',
    lessThan: 'Must be less than {{maximum}}',
    tooShort: 'Must be at least {{minimum}} characters',
    tooLong: 'Must be at most {{maximum}} characters',
    tooFew: 'Must have at least {{minimum}} items',
    tooMany: 'Must have at most {{maximum}} items',
    tooCloseToZero: 'Must not be this close to 0',
    oneOf: 'Must be one of {{values}}',
    invalid: 'Invalid value',
    invalidFormat: 'Invalid format',
    unknownFields: 'Unknown field(s): {{keys}}',
    date: 'Must be a date written YYYY-MM-DD',
    dateRange: 'Must be a date between {{from}} and {{to}}',
    nulCharacter: 'Text must not contain the NUL character (\\u0000)',
    /** Spec section 5, profile and host forms. */
    phone: 'Invalid Phone Number, please enter with country code eg. +64 21 123456789',
    idList: 'Must be a comma-separated list of ids',
    slug: 'Must be lowercase letters, digits and dashes',
  },
  http,
  secondFactor: {
    reasonRequired: 'Please give the reason for removing this person’s second factors.',
    recoveryLinkInvalid: 'This link has expired or was used already. Please ask for a new one.',
    recoveryNotFound: 'There is no removal waiting to be stopped.',
  },
  access: {
    signInRequired: 'Please log in to continue.',
    notAnAdmin: 'Sorry you are not an admin.',
  },
  /** Spec section 8, authentication messages, plus our own sign-in answers. */
  auth: {
    invalidEmail: 'Email address is not valid.',
    userDisabled: 'Email has been disabled.',
    userNotFound: 'No account in Stopover corresponding to the given email.',
    wrongPassword: 'Password is incorrect.',
    accountExists: 'Account already exists.',
    operationNotAllowed: 'Account is not enabled.',
    weakPassword: 'Password(s) should be at least six characters.',
    passwordsDoNotMatch: 'Passwords do not match',
    acceptPrivacy: 'Please accept the privacy policy',
    rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
    rateLimitedWait_one: 'Too many attempts. Please wait a minute and try again.',
    rateLimitedWait_other: 'Too many attempts. Please wait {{count}} minutes and try again.',
    unknownOrigin: 'This page was opened at an address Stopover does not know. Open {{url}} and try again.',
    resetSent: 'If you have an account with us, a reset password has been sent.',
    verificationFailed: 'Sending email verification failed.',
    recentSignInRequired: 'Please confirm it’s you: enter your password again to continue.',
    reauthenticateWithProvider:
      'Your account has no password: sign in again with Google or Facebook to continue.',
    secondFactorRequired:
      'Add a second way to sign in (an authenticator app or a passkey) before you open the admin area.',
    invalidCode: 'That code is not right. Check the time on your phone and try the newest code.',
    invalidRecoveryCode: 'That recovery code is not right, or it has been used already.',
    secondStepExpired: 'Signing in took too long. Please enter your email and password again.',
    tooManyCodes: 'Too many wrong codes. Please enter your email and password again.',
    secondFactorLocked: 'Too many wrong codes. Please wait 15 minutes and try again.',
    authenticatorAlreadyAdded: 'An authenticator app is already set up on this account.',
    passkeyFailed: 'The passkey could not be used. Try again, or sign in with your password.',
    passkeyUnknown: 'This passkey does not belong to a Stopover account.',
    passkeyAlreadyAdded: 'This passkey is already added to your account.',
  },
  /** Spec section 5, card form. */
  /** The emails we send (account and booking), in the recipient's language. */
  emails: {
    signature: 'Stopover',
    orOpenLink: 'Or open this link:',
    verification: {
      subject: 'Verify your email address for Stopover',
      intro: 'Welcome to Stopover! Please confirm that this is your email address.',
      action: 'Verify my email',
      outro: 'The link works for 3 days. If you did not sign up for Stopover, you can ignore this email.',
    },
    secondFactorRecovery: {
      subject: 'Remove the second sign-in step of your Stopover account',
      intro: 'Somebody said they lost the authenticator app and passkeys of your Stopover account.',
      action: 'Yes, remove them in 24 hours',
      outro: 'The link works for 1 hour. If it was not you, ignore this email: nothing changes.',
    },
    secondFactorRecoveryStarted: {
      subject: 'Your Stopover account’s second sign-in step will be removed in 24 hours',
      intro:
        'In 24 hours your authenticator app and passkeys will be removed, and you will sign in with your password alone.',
      action: 'Stop it: it was not me',
      outro:
        'You can also stop it from the Sign-in and security page of your account on any device where you are signed in.',
    },
    resetPassword: {
      subject: 'Reset your Stopover password',
      intro: 'Somebody asked to reset the password of your Stopover account.',
      action: 'Choose a new password',
      outro: 'The link works for 1 hour. If it was not you, ignore this email: your password stays as it is.',
    },
    booking: {
      stay: 'Stay {{number}} of {{count}}:',
      arrival: 'Arrival: {{date}}',
      departure: 'Departure: {{date}}',
      night: '- {{date}}: {{site}}, {{price}}',
      confirmedSubject: 'Your booking at {{location}} is confirmed',
      confirmedIntro: 'Your booking at {{location}} is confirmed.',
      discount: 'Discount: {{amount}} NZD',
      totalPaid: 'Total paid: {{amount}} NZD',
      address: 'Address: {{address}}',
      directions: 'Directions: {{directions}}',
      siteDirections: 'Directions to {{site}}: {{directions}}',
      siteDirectionsOnArrival: 'Directions to {{site}}: your host will tell you on arrival.',
      host: 'Your host: {{contact}}',
      myTrips: 'You can see and cancel your stay in My Trips.',
      newGuestSubject: 'New booking at {{location}}',
      newGuestIntro: '{{guest}} has booked {{location}}.',
      total: 'Total: {{amount}} NZD',
      guest: 'Guest: {{contact}}',
      vehicle: 'Vehicle registration: {{registration}}',
      guestBookings: 'You can see your guests in Guest Bookings.',
    },
    /** Requests to book (issue 26). */
    request: {
      hostSubject: 'Request to book {{location}}',
      hostIntro: '{{guest}} asks to stay at {{location}}.',
      hostAnswer:
        'Please accept or decline in Guest Bookings within {{hours}} hours. If you do not answer, the request expires and the guest’s card is released.',
      sentSubject: 'Your request to book {{location}} was sent',
      sentIntro:
        'Your request to stay at {{location}} was sent to the host, who has {{hours}} hours to answer.',
      held: 'We are holding {{amount}} NZD on your card. You are charged only if the host accepts.',
      myTrips: 'You can follow or withdraw your request in My Trips.',
      declinedSubject: 'Your request to book {{location}} was declined',
      declinedIntro: 'Sorry, the host of {{location}} declined your request.',
      declinedReason: 'The host says: {{reason}}',
      released: 'The {{amount}} NZD held on your card is released: you were not charged.',
      expiredSubject: 'Your request to book {{location}} expired',
      expiredIntro:
        'The host of {{location}} did not answer your request within {{hours}} hours, so it expired.',
    },
  },
  card: {
    numberLength: 'Card number must be 16 digits. {{count}}/16',
    cvvLength: 'Security code must be 3 digits. {{count}}/3',
    monthLength: 'Expiry month must be 2 digits. {{count}}/2',
    yearLength: 'Expiry year must be 2 digits. {{count}}/2',
    monthRange: 'Expiry month must be between 01 and 12',
    yearFormat: 'Expiry year must be 2 digits.',
    /** Spec section 8: the danger notice of a failed card update. */
    updateError: 'There was an error while updating your credit card.',
    updating: 'Updating your credit card information...',
  },
  payments: {
    /** The card was refused: the payment provider's own words. */
    cardDeclined: '{{reason}}',
    /** The payment provider refused the request: its own words. */
    providerRefused: '{{reason}}',
    /** The payment provider did not answer: its own words. */
    providerUnavailable: '{{reason}}',
    noCard: 'Please add a credit card to your account first.',
    customerInProgress: 'Your payment details are being set up. Please try again in a moment.',
    noSuchPayment: 'No such payment.',
    noSuchBooking: 'No such booking.',
    hostCannotBePaid: 'The host of this property cannot take payments yet.',
    notPaidByCard: 'This booking was not paid by card.',
    notReferred: 'This booking was not referred by an affiliate.',
    notAccepted: 'Only accepted bookings earn an affiliate fee.',
    referrerNotAffiliate: 'The referrer of this booking is not an affiliate.',
    affiliateCannotBePaid: 'This affiliate has no payout account yet.',
    webhookSignature: 'Webhook signature does not match',
  },
  payouts: {
    /** Spec section 7: the answer for a payout account that does not exist yet. */
    noAccount: 'invalid user or account',
    inProgress: 'Your payout account is being set up. Please try again in a moment.',
    /** Spec section 8, info notice while bank details are verified. */
    updating: 'Updating Host details...',
    /** Spec section 5, bank account. */
    bankFormat: 'Bank account number should be in this format e.g 00-1234-5678912-00',
    gstNumber: 'Enter a valid GST number: 8 or 9 digits, e.g. 123-456-789.',
    bankNotNz: 'This is not a valid New Zealand bank account number. Please check it and try again.',
    routingNumber: 'The routing number is the first 6 digits of the account number',
    routingMismatch: 'The routing number must begin the account number',
    linkOrigin: 'Links must return to this site.',
  },
  users: {
    notFound: 'No such user.',
    /** Spec section 8: re-authentication failure. */
    checkPassword: 'Please check your password and try again.',
    passwordRequired: 'Please enter your password to change your email address.',
    sessionNotFound: 'That session has already ended.',
    noSuchAffiliate: 'There is no affiliate with that email address.',
    noSuchReferralCode: 'That referral code is not known.',
    profileImageUrl: 'The profile image must be an http or https address, or an image uploaded to Stopover.',
  },
  /**
   * The booking call (POST /v1/locations/{id}/bookings, decision 017). Singular: the web's catalogue
   * has its own `bookings` area (src/web/locales/en/bookings.ts).
   */
  booking: {
    /** Spec section 8: the danger notice of a failed booking, above the server's message. */
    problem: 'We encountered a problem',
    /** Spec section 8: the success notice. */
    allBooked: "You're all booked.",
    noNights: 'Please select at least one night.',
    oneSitePerNight: 'You can book only one site a night ({{date}}).',
    notThisLocation: 'Site {{siteId}} is not part of this property.',
    otherLocation:
      'The night of {{date}} is for property {{location}}, but this booking is at property {{id}}.',
    twoSites: 'A night names two different sites (site and siteId).',
    twoDates: 'A night names two different dates ({{date}} and {{day}}).',
    locationInactive: 'This property is not taking bookings.',
    siteInactive: 'The site {{site}} is not taking bookings.',
    nightGone: 'The night of {{date}} has passed.',
    insideNotice: 'The night of {{date}} is too soon: this property needs a day’s notice.',
    tooFar: 'The night of {{date}} is too far ahead: bookings open {{days}} days in advance.',
    unavailable: 'The site {{site}} is not available on the night of {{date}}.',
    full: 'The site {{site}} is fully booked on the night of {{date}}.',
    alreadyYours: 'You already have a booking on the night of {{date}}.',
    priceChanged: 'The price of {{site}} on the night of {{date}} is now {{price}}. Please book again.',
    ownProperty: 'You cannot book your own property.',
    keyReused: 'This Idempotency-Key was already used for other nights.',
    inProgress: 'This booking is still being processed. Please try again in a moment.',
    confirmFailed:
      'Your booking could not be confirmed and your payment has been refunded. Please try again.',
    busy: 'Many people are booking this property right now. Please try again.',
    /** Requests to book (issue 26). */
    requestSent: 'Request sent. The host has {{hours}} hours to answer; your card is held, not charged.',
    noSuchRequest: 'We could not find that request to book.',
    requestAccepted: 'This request was already accepted.',
    requestDeclined: 'This request was already declined.',
    requestExpired: 'This request expired: it was not answered within {{hours}} hours.',
    requestWithdrawn: 'The guest withdrew this request.',
    requestFailed: 'This request could not go ahead: the guest’s card could not be charged.',
    /** Spec section 8: the info and success notices of a cancellation. */
    cancelling: 'Cancelling booking(s)...',
    cancelled: 'Booking successfully cancelled!',
    onlyCancel: 'A booking can only be cancelled.',
    notFound: 'We could not find that booking.',
    notSameStay: 'Nights cancelled together must belong to the same stay.',
    notConfirmed: 'The night of {{date}} is not a confirmed booking.',
    nightPast: 'The night of {{date}} has passed and can no longer be cancelled.',
    stayStarted: 'This stay began on {{date}}: a stay under way can no longer be cancelled.',
    completed: 'The stay of {{date}} is completed and can no longer be cancelled.',
    /** Spec section 8: an administrator's refund of a night (POST /v1/admin/refund). */
    refunding: 'Refunding booking...',
    refundComplete: 'Refund complete',
    refundError: 'Error refunding booking',
    reasonTooShort: 'Please give a reason of at least 10 characters.',
    alreadyRefunded: 'The night of {{date}} has already been refunded.',
    notPaid: 'The night of {{date}} was not paid by card, so there is nothing to refund.',
  },
  /** The review calls (POST /v1/locations/{id}/reviews; spec sections 4 and 8). */
  reviews: {
    /** Spec section 8: the success notice. */
    created: 'Review was successfully created!',
    noStay: 'You can review a property only after staying there.',
    notYet: 'You can review this property after your stay, from the day you leave.',
    already: 'You have already reviewed this property.',
  },
  /** The admin Tags screen and POST /v1/tags (spec sections 3 and 8). */
  /** Reviews both ways and no-shows (issue 27, decision 043). */
  stayReviews: {
    reviewNotFound: 'There is no such review.',
    noStay: 'There is no such stay.',
    notYet: 'You can review this guest after their stay, from the day they leave ({{date}}).',
    windowClosed: 'The 14 days to review this stay ended on {{date}}.',
    already: 'You have already reviewed this guest for this stay.',
    cancelled: 'This stay was cancelled.',
    replyAlready: 'You have already replied to this review.',
    replyNotYet: 'You can reply once the review shows.',
    noShowTooEarly: 'You can mark a no-show from the day after arrival ({{date}}).',
    noShowTooLate: 'It is too late to mark this stay as a no-show.',
    noShowAlready: 'This stay is already marked as a no-show.',
    instantBlocked:
      'Instant booking is paused on your account after {{count}} no-shows in 12 months. You can still send a request to book at sites that take requests, or contact us to have it cleared.',
    noShowsToClear: 'This guest has no no-shows to clear.',
    email: {
      subject: '{{name}} has reviewed your stay at {{location}}',
      intro:
        '{{name}} has written a review of your stay at {{location}}. It stays hidden until you write yours, or until {{date}}; then both show at once.',
      link: 'Write your review on Stopover: {{url}}',
    },
  },
  tags: {
    labelRequired: 'Label is required',
    labelFormat:
      'Use lowercase letters, digits and underscores, after an optional group prefix such as site_feature:',
    siteFeaturePrefix: 'A site feature label must start with {{prefix}}',
    wrongPrefix: 'A {{group}} tag’s label cannot start with {{prefix}}',
    nameRequired: 'Name is required',
    groupRequired: 'Please choose a group',
    duplicate: 'A tag with the label {{label}} already exists.',
    /** Spec section 8: the danger notice of the add form. */
    createFailed: 'There was an error while creating your tag.',
    created: 'Tag created',
  },
  locations,
  /**
   * The property form and the hosting calls (spec sections 4, 5 and 8; decision 021): outside
   * `locations`, which ships with the home page's first render.
   */
  property: {
    /** Spec section 5, the property form (host and admin, create and edit): the spec's words. */
    addressRequired: 'Property address is Required',
    addressFromList: 'Please select an address from the options provided in the dropdown',
    addressOutsideNz: 'Please choose an address in New Zealand.',
    nameRequired: 'Property name is Required',
    descriptionRequired: 'Property description is Required',
    propertyTypeRequired: 'Please select a property type',
    imageRequired: 'There must be at least one image',
    siteRequired: 'At least one site must be listed',
    siteNameRequired: 'Site name is Required',
    spacesAtLeastZero: 'Must be a number greater than or equal to zero (0).',
    spacesTooMany: 'You cannot have more than 1500 spaces',
    priceRequired: 'Site price is Required',
    priceTooLow: 'You cannot charge less than $10 a night',
    priceTooHigh: 'You cannot charge more than $999 a night',
    websiteInvalid: 'Please enter a web address starting with http:// or https://',
    /** Spec section 5, the availability rule dialog. */
    ruleDatesInvalid: 'Invalid from and/or to date(s).',
    ruleDaysRequired: 'Please choose at least one day.',
    ruleMonthsRequired: 'Please choose at least one month.',
    /** Saving a property (the server's refusals that are not a field's rule). */
    needPayoutAccount:
      'Please set up your payout account before listing a property: Become a Host takes you through it.',
    staleIfMatch:
      'Someone else saved this property after you read it (If-Match names version {{expected}}; it is now at version {{current}}). Read it again, then make your changes again.',
    coordinatesDisagree:
      'The position was given twice and the two disagree: send the same latitude and longitude beside the address and inside it, or only one of them.',
    idMismatch: 'The id in the body ({{bodyId}}) is not the id of the property in the URL ({{id}}).',
    staleEdit:
      'Someone else saved this property after you opened it. Reload it to see their changes, then make yours again.',
    unknownImages: 'Some of the photos could not be found. Please upload them again.',
    unknownSite: 'Site {{id}} is not a site of this property.',
    notSiteFeatures: 'Only site features can be given to a site: tag(s) {{ids}} are not.',
    siteFeaturesOnLocation: 'Site features belong to sites: tag(s) {{ids}} cannot be given to the property.',
    typeNotAllowed: 'Only administrators can create campsites that are not hosted properties.',
    /** Spec sections 4 and 8: listing a property without a photo (a warning: title and text). */
    listWithoutPhotoTitle: 'There was a problem listing your property',
    listWithoutPhoto: 'Please add at least one photo to your property to list.',
    /** Spec section 8: the hosting notices. */
    updatingStatus: 'Updating location status...',
    updated: 'Property Updated',
    updateFailed: 'Property could no be updated',
    createFailed: 'Creating your property was unsuccessful',
  },
  images: {
    wrongType: 'Images must be jpg, png or gif.',
    noImages: 'Please choose at least one image to upload.',
    tooMany: 'Please upload at most {{max}} images at a time.',
    tooLarge: 'Images must be {{limit}} or smaller.',
    tooManyPixels: 'Images may be at most {{megapixels}} megapixels.',
    uploadPixels:
      'One upload may hold at most {{megapixels}} megapixels in all. Please send fewer images at a time.',
    perHour: 'You can upload at most {{max}} images an hour. Please try again later.',
    unreadable: 'We could not read this image. The file may be damaged.',
    notMultipart: 'Send images as multipart/form-data.',
    malformed: 'The upload was incomplete. Please try again.',
    /** A problem with one file of a batch: `problem` is itself a message. */
    inFile: '{{file}}: {{problem}}',
    /** Spec section 8: the upload notices of the property form. */
    uploading: 'Image uploading...',
    uploaded: 'Image uploaded',
    uploadedHint: 'Select update to save your changes',
    notOurs: 'Only images already stored by Stopover can be reused: {{url}} is not one.',
  },
  /** The audit trail (decision 022): each administrator action, as its admin page lists it. */
  audit: {
    actions: {
      booking: { refund: 'Refunded the night of {{date}}' },
      tag: { create: 'Created the tag {{label}}' },
      user: {
        updateEmail: 'Changed the email from {{from}} to {{to}}',
        setPassword: 'Set a new password',
        updateNames: 'Changed the name to {{name}}',
        updateRoles: 'Changed the roles to {{roles}}',
        deleteAccount: 'Deleted their own account (listings unlisted: {{unlisted}})',
        removeSecondFactors: 'Removed the second factors (authenticator app and passkeys)',
      },
      location: {
        create: 'Created the listing',
        update: 'Edited the property',
        list: 'Listed the property',
        unlist: 'Unlisted the property',
        import: 'Imported from a data file ({{outcome}})',
      },
      campaign: {
        create: 'Created the campaign {{code}}',
        update: 'Updated the campaign {{code}}',
        delete: 'Deleted the campaign {{code}}',
      },
      affiliate: {
        add: 'Made an affiliate with a fee of {{feePercentage}}%',
        remove: 'Removed as an affiliate',
        pay: 'Paid the affiliate {{amount}} (nights paid: {{nights}})',
      },
      content: {
        publish: 'Published {{slug}} ({{language}})',
        restore: 'Restored version {{from}} of {{slug}} ({{language}})',
      },
      message: { read: 'Read the conversation about {{location}}' },
      vehicle: {
        approveCertificate: 'Approved the self-containment certificate of {{registration}}',
        rejectCertificate: 'Rejected the self-containment certificate of {{registration}}',
      },
      noShow: { clear: 'Cleared {{count}} no-show(s)' },
    },
  },
  /** The admin user screens and calls (spec sections 5, 7 and 8). */
  adminUsers: {
    /** Spec section 8: the danger notice of a failed email change. */
    updateEmailFailed: 'Failed to update users email!',
    /** Spec section 8: the set-password dialog's notices; `message` is the server's. */
    passwordChanged: "Successfully changed the user's password.",
    passwordFailed: 'Failed to change user password. Error: {{message}}',
    systemAdminOnly: 'Only a system administrator may grant or remove the system_admin role.',
    ownAdminRoles: 'You cannot remove your own administrator roles.',
  },
  /** The admin location screens and calls, and non-product listings (spec sections 2, 6 and 7). */
  adminLocations: {
    /** A non-product listing's kind was not chosen (or is not one an administrator creates). */
    typeRequired: 'Please choose Commercial campsite or Freedom campsite.',
    /** The kinds of listing (spec section 3's location type), as screens name them. */
    types: {
      property: 'Property',
      freedom_campsite: 'Freedom campsite',
      commercial_campsite: 'Commercial campsite',
      other: 'Other',
    },
    /** The location page of a listing with no sites (a non-product listing) in place of the booking panel. */
    notBookable:
      'Not booked through Stopover: this campsite is on the map for travellers to find, with no sites to book here. Contact the campsite or just turn up.',
    /** A map marker's accessible name for a listing with no price (a non-product listing). */
    markerLabel: '{{name}}, {{type}}',
    /** PUT /v1/admin/locations/{id} on a host's property, which has its own editor. */
    notNonProduct: 'This listing is a hosted property: edit it with the property editor.',
  },
  /** Campaigns (spec sections 3, 4, 5 and 9): the admin dialog and calls, and codes at checkout. */
  campaign: {
    /** Spec section 5, the Campaign dialog: the spec's words. */
    codeRequired: 'Code required',
    fromRequired: 'From date required',
    creditRequired: 'Credit amount required',
    siteRequired: 'Site required',
    collectionRequired: 'Collection required',
    percentageRequired: '% discount required for discount campaigns',
    nightsRequired: 'Number of nights required',
    userMessageRequired: 'User message required',
    /** The dialog's further rules. */
    typeRequired: 'Please choose Credit, Discount, Site Discount or Tour Discount.',
    codeFormat: 'A code may hold only letters, digits, - and _.',
    untilBeforeFrom: 'The valid until date cannot be before the valid from date.',
    percentageRange: 'The % discount must be between 1 and 100.',
    maximumAtLeastOne: 'The maximum redeem count must be at least 1.',
    unknownSite: 'There is no site {{id}}. Please pick a site of a property.',
    unknownCollection: 'There is no collection {{slug}}.',
    /** POST /v1/campaigns sent a field under both its names (the spec's and ours) with different values. */
    fieldsDisagree: '{{field}} and {{other}} name the same thing and must be the same; send one of them.',
    siteNotAtLocation: 'Site {{site}} is not a site of property {{location}}.',
    notAnAffiliate: '{{email}} is not an affiliate. Make them one on the Affiliates screen first.',
    duplicate: 'A campaign with the code {{code}} already exists.',
    notFound: 'There is no such campaign.',
    deletedForGood: 'This campaign has been deleted and cannot be changed.',
    /** A code at checkout (issue 12): why it cannot be used; the guest may still book without it. */
    unknown: 'There is no code {{code}}. Please check it, or book without a code.',
    inactive: 'The code {{code}} is no longer valid.',
    notYet: 'The code {{code}} can be used from {{date}}.',
    expired: 'The code {{code}} expired on {{date}}.',
    exhausted: 'The code {{code}} has been used as many times as it may be.',
    notYours: 'The code {{code}} belongs to another account.',
    notApplicable: 'The code {{code}} does not apply to these nights.',
  },
  /** Affiliates (spec sections 1, 4, 7, 8 and 9): adding and removing them, their bookings and payouts. */
  affiliates: {
    /** Spec section 8: the notices of adding and removing an affiliate (`message` is the server's). */
    addFailed: 'Error adding affiliate to user',
    removed: 'Success / Affiliate removed from user',
    removeFailed: 'Error removing affiliate from user',
    /** Spec section 8: the notices of Pay. */
    transferComplete: 'Transfer complete',
    transferFailed: 'Error completing transfer',
    feeRange: 'The fee must be a percentage from 0 to 100 with at most two decimals.',
    noSuchUser: 'There is no user with that email address.',
    notAnAffiliate: 'This user is not an affiliate.',
    noPayoutAccount:
      'This affiliate has no payout account yet. They need to add their bank details (Host Details) before they can be paid.',
    /** Why a night of a transfer was not paid (the others were). */
    refused: {
      notFound: 'There is no such booking.',
      notReferred: 'This night was not brought by this affiliate.',
      alreadyPaid: 'This night has already been paid to the affiliate.',
      cancelled: 'This night was cancelled.',
      refunded: 'This night was refunded.',
      notPaid: 'This night has not been paid for by the guest.',
    },
  },
  /** Data import (spec sections 5, 7 and 8): POST /v1/locations/many and /admin/dataimport. */
  dataImport: {
    /** A row's refusals (the report's errors). */
    foreignKeyRequired: 'foreignKey is required: the id of the place in the system it comes from.',
    coordinatesRequired: 'Latitude and longitude are required, as numbers.',
    noSitesForType: 'Freedom and commercial campsites have no sites.',
    duplicateSiteName: 'Each site of a place needs its own name.',
    duplicateForeignKey: 'This foreignKey is already used by location {{row}} of the file.',
    notAnObject: 'Each location must be an object with its fields.',
    unknownTag: 'There is no tag {{label}}.',
    siteFeatureOnLocation: 'Site features belong to sites: {{label}} cannot be given to the place.',
    notSiteTag: 'Only site features and site types can be given to a site: {{label}} is not one.',
    rowFailed: 'This location could not be saved. Please check its fields and import it again.',
    notImported: 'No imported place has the foreignKey {{foreignKey}}.',
    /** The file as a whole. */
    noRows: 'The file holds no locations.',
    tooManyRows: 'One import may hold at most {{maximum}} locations.',
  },
  /** The content editor (/admin/content, decision 024). */
  /** The Contact Us form (POST /v1/contact_us). */
  contact: {
    tooMany: 'You have sent us several messages in a short time. Please wait an hour and try again.',
  },
  contentAdmin: {
    versionNotFound: 'This document has no such version.',
    englishOnly: 'Collection pages and widgets are written in English only.',
    unknownTag: 'There is no tag {{id}}.',
  },
  /** Arrival information (issue 26, decision 040): the reminder a booked guest gets 48 hours before. */
  arrival: {
    reminderSubject: 'Arriving at {{location}} on {{date}}',
    reminderIntro:
      'Your stay at {{location}} is coming up: you arrive on {{arrival}} from {{checkIn}} and leave on {{departure}} by {{checkOut}}. Here is what you need to get there.',
    instructions: 'Arrival instructions from your host:',
    noInstructions: 'Your host has not written arrival instructions. Contact them if you need anything.',
    myTrips: 'You can see these details in My Trips at any time until you leave.',
  },
  /** Messages between guests and hosts (issue 26, decision 038). */
  messages: {
    empty: 'Write a message first.',
    threadNotFound: 'This conversation does not exist.',
    blocked: 'This person can no longer receive messages.',
    ownProperty: 'You cannot send an inquiry about your own property.',
    noHost: 'This property has no host to write to.',
    inquiriesPerDay:
      'A new account may start at most {{max}} conversations a day. Please try again tomorrow.',
    userOrLocation: 'Give either a user or a location.',
    reasonTooShort: 'Please give a reason of at least 10 characters.',
    streamOnly: 'Read this stream as server-sent events (Accept: text/event-stream).',
    email: {
      subject: 'New message from {{name}} about {{location}}',
      intro: '{{name}} wrote to you about {{location}}:',
      reply: 'Read and reply on Stopover: {{url}}',
      note: 'Please keep the conversation on Stopover: contact details show once a stay is confirmed.',
    },
  },
  /** Host rules (issue 27, decision 041): what a stay breaks, in the quote, the booking and the calendar. */
  stayRules: {
    pastCutoff:
      'Tonight ({{date}}) can no longer be booked: this property takes same-night bookings until {{time}}.',
    beyondBookAhead_one:
      'The night of {{date}} is too far ahead: this property takes bookings {{count}} month ahead (until {{last}}).',
    beyondBookAhead_other:
      'The night of {{date}} is too far ahead: this property takes bookings {{count}} months ahead (until {{last}}).',
    tooFewNights_one: 'This site takes stays of at least {{count}} night (your stay from {{arrival}}).',
    tooFewNights_other: 'This site takes stays of at least {{count}} nights (your stay from {{arrival}}).',
    tooManyNights_one: 'This site takes stays of at most {{count}} night (your stay from {{arrival}}).',
    tooManyNights_other: 'This site takes stays of at most {{count}} nights (your stay from {{arrival}}).',
    over90DayCap_one:
      'This property takes at most {{count}} night per guest in any 90 days: with these nights you would have {{nights}}.',
    over90DayCap_other:
      'This property takes at most {{count}} nights per guest in any 90 days: with these nights you would have {{nights}}.',
    vehicleTooLong: 'Your vehicle is {{length}} m long: this site takes vehicles up to {{max}} m.',
    certificateMissing: 'This site takes self-contained vehicles only: your vehicle needs {{kinds}}.',
    certificateKind: 'This site does not accept {{kind}}: your vehicle needs {{kinds}}.',
    certificateExpires:
      'Your self-containment certificate expires on {{date}}, before your stay ends: this site takes certified self-contained vehicles only.',
    form: {
      timeInvalid: 'Write a time as HH:MM, e.g. 17:00',
      certificateRequired: 'Choose at least one certificate',
      maxBelowMin: 'The maximum must not be below the minimum',
    },
    kinds: {
      green: 'a green warrant',
      blue: 'a blue warrant',
      greenOrBlue: 'a green or blue warrant',
    },
  },
  /** Guests' vehicles and self-containment certificates (issue 27, decision 042). */
  vehicles: {
    notFound: 'No such vehicle.',
    notYours: 'Choose one of your own vehicles.',
    plate: 'Enter a New Zealand registration: up to 6 letters and numbers, e.g. ABC123.',
    photoRequired: 'Add a photo of the certificate.',
    photoNotOurs: 'Upload the certificate’s photo again: it must be an image you uploaded.',
    tooMany: 'You can keep at most {{max}} vehicles.',
    reasonTooShort: 'Please give a reason of at least 10 characters.',
    certificateChanged:
      'This certificate has changed or been reviewed since you opened it. Please look at it again.',
  },
  /** Calendar sync with other sites' calendars (issue 28, decision 047). */
  calendarSync: {
    siteNotFound: 'No such site.',
    importNotFound: 'No such synced calendar.',
    badUrl: 'Enter the calendar’s http or https address.',
    notPublic: 'Only calendars at public internet addresses can be synced.',
    tooLarge: 'The calendar is too large to sync.',
    timeout: 'The calendar’s server took too long to answer.',
    unreachable: 'The calendar’s server could not be reached.',
    httpStatus: 'The calendar’s server did not send the calendar.',
    tooManyRedirects: 'The calendar’s address redirects too many times.',
    malformed: 'This is not a calendar file (iCalendar, .ics) that can be read.',
    tooMany: 'A site can sync at most {{max}} calendars.',
    booked: 'Booked on Stopover',
    blocked: 'Not available',
  },
  earnings: {
    badPeriod: 'Choose a period of whole months, from no later than to, at most {{max}} months.',
  },
  /**
   * Tax documents (issue 28, decision 051): the guest's receipt (a tax invoice from Stopover, the
   * supplier under the marketplace rules) and the host's monthly statement, on the web and in the PDF.
   */
  taxDocuments: {
    notFound: 'No such receipt.',
    badMonth: 'Must be a month written YYYY-MM',
    supplierName: 'Stopover',
    taxInvoice: 'Tax invoice',
    receipt: 'Receipt',
    receiptNumber: 'Receipt number',
    issuedOn: 'Date of issue',
    supplier: 'Supplier',
    gstNumber: 'GST number',
    recipient: 'Issued to',
    supplyTitle: 'Accommodation supplied',
    property: 'Property',
    stayDates: '{{arrival}} to {{departure}}',
    nights_one: '{{count}} night',
    nights_other: '{{count}} nights',
    night: 'Night',
    site: 'Site',
    price: 'Price',
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total paid (GST inclusive)',
    includesGst: 'Includes GST ({{rate}}%) of',
    noGst:
      'This stay was booked before Stopover charged GST on stays, so it carries no GST. This is a receipt, not a tax invoice.',
    marketplace:
      'Stopover supplies this accommodation as the operator of an electronic marketplace (Goods and Services Tax Act 1985, s 60(1C)) and returns its GST to Inland Revenue.',
    refunds: 'Refunds',
    refundedOn: 'Refunded on',
    refunded: 'Refunded',
    gstReversed: 'GST reversed',
    paidAfterRefunds: 'Paid after refunds',
    gstAfterRefunds: 'GST after refunds',
    statement: 'Monthly statement',
    statementFor: 'Statement for {{month}}',
    statementScheme:
      'This is the statement of flat-rate credits that the flat-rate credit scheme requires at least once a month (Goods and Services Tax Act 1985, s 20(3N) and s 8C). Stopover supplies your stays to guests and returns the GST on them.',
    period: 'Charges and refunds made from {{from}} to {{to}} (New Zealand time).',
    host: 'Host',
    hostRegistered:
      'GST-registered, GST number {{number}}: your supplies to Stopover are zero-rated and carry no flat-rate credit.',
    hostNotRegistered:
      'Not GST-registered: you receive a flat-rate credit of {{rate}}% of the GST-exclusive price of each stay.',
    platformGstNumber: 'Stopover’s GST number',
    stay: 'Stay',
    guest: 'Guest',
    guestPaid: 'Guest paid',
    platformFee: 'Platform fee',
    gst: 'GST',
    flatRateCredit: 'Flat-rate credit',
    creditReversed: 'Credit reversed',
    netToHost: 'Net to host',
    totals: 'Month totals',
    feeNoGst: 'The platform fee carries no GST of its own: it is included in the GST on the stay.',
    noMovements: 'No charges or refunds this month.',
    englishOnly: 'This document is in English.',
  },
  /** Personal data: the export and the deletion of an account (issue 31, decision 058). */
  personalData: {
    confirmEmail: 'Type the email address of your account exactly, to confirm.',
    deletionBlocked:
      'Your account cannot be deleted while stays are still to come or money is still to be paid out to you. Upcoming stays: {{stays}}. Not yet paid out: {{payouts}}.',
    nothing: 'none',
  },
  notFound,
} as const;
