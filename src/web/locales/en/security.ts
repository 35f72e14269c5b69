// Sign-in and security (issue 31, decision 056): the second step after the password, the account
// tab's authenticator app, recovery codes and passkeys, the administrators' set-up page, the hosts'
// offer, and the email recovery's pages.

export const securityUi = {
  tab: 'Sign-in and security',
  title: 'Sign-in and security',
  intro: 'A second step after your password keeps your account safe even if someone learns the password.',
  // The second step of signing in
  stepTitle: 'Confirm it is you',
  stepIntro: 'Enter the 6-digit code from your authenticator app.',
  codeLabel: 'Authenticator code',
  recoveryLabel: 'Recovery code',
  useRecoveryCode: 'Use a recovery code instead',
  useAppCode: 'Use the authenticator app instead',
  verify: 'Verify',
  usePasskey: 'Use a passkey',
  signInWithPasskey: 'Sign in with a passkey',
  lostFactors: 'Lost your phone and your recovery codes?',
  // Authenticator app
  appTitle: 'Authenticator app',
  appOn: 'An authenticator app is set up.',
  appOff: 'No authenticator app yet.',
  addApp: 'Add an authenticator app',
  removeApp: 'Remove the authenticator app',
  passwordLabel: 'Your password',
  continue: 'Continue',
  cancel: 'Cancel',
  scanQr: 'Scan this code with your authenticator app, or type the secret below into it.',
  qrAlt: 'QR code of your authenticator secret',
  secretLabel: 'Secret',
  recoveryCodesTitle: 'Your recovery codes',
  recoveryCodesIntro:
    'Keep these somewhere safe: each one signs you in once if you lose your phone. They are shown only now.',
  confirmWithCode: 'Enter a code from the app to finish',
  appAdded: 'Authenticator app added.',
  appRemoved: 'Authenticator app removed.',
  regenerateCodes: 'New recovery codes',
  regenerateIntro: 'The old codes stop working.',
  // Passkeys
  passkeysTitle: 'Passkeys',
  passkeysIntro: 'Sign in with your fingerprint, face or device PIN instead of a code.',
  noPasskeys: 'No passkeys yet.',
  addPasskey: 'Add a passkey',
  passkeyName: 'Name (for example “My laptop”)',
  passkeyAdded: 'Passkey added.',
  passkeyRemoved: 'Passkey removed.',
  removePasskey: 'Remove {{name}}',
  renamePasskey: 'Rename {{name}}',
  save: 'Save',
  unnamedPasskey: 'Passkey',
  created: 'Added {{date}}',
  passkeysUnsupported: 'This browser cannot use passkeys.',
  // A removal waiting (email recovery)
  recoveryPending: 'Your second factors will be removed on {{date}} because someone said they lost them.',
  stopRecovery: 'Stop it: it was not me',
  recoveryStopped: 'The removal is stopped.',
  // Administrators
  adminSetupTitle: 'Set up a second sign-in step',
  adminSetupIntro:
    'Administrators can refund payments and read messages, so the admin area opens only for accounts with a second step: an authenticator app or a passkey.',
  adminSetupSteps:
    'Install an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) or use your device’s passkey, add it below, then come back to the admin area.',
  openAdmin: 'Open the admin area',
  // Hosts
  offerTitle: 'Protect your payouts',
  offerText:
    'You are paid through Stopover now. Add a second sign-in step so that a stolen password is not enough to reach your money.',
  offerAccept: 'Set it up',
  offerDecline: 'No thanks',
  // Email recovery pages
  recoveryTitle: 'Lost your second sign-in step',
  recoveryIntro:
    'We email a link to your account’s address. Once you open it, your authenticator app and passkeys are removed after 24 hours, unless you stop it.',
  emailLabel: 'Email',
  sendLink: 'Email me the link',
  linkSent: 'If that address has an account with a second step, a link is on its way.',
  confirmTitle: 'Remove the second sign-in step',
  confirming: 'Confirming…',
  confirmed: 'Your second factors will be removed on {{date}}. Then sign in with your password.',
  cancelTitle: 'Stop the removal',
  cancelled: 'The removal is stopped. Your authenticator app and passkeys stay.',
  // Administrators removing someone's
  adminRemoveTitle: 'Second sign-in step',
  adminRemoveHas: 'Authenticator app: {{app}} · Passkeys: {{count}}',
  yes: 'yes',
  no: 'no',
  adminRemove: 'Remove their second factors',
  reasonLabel: 'Reason (kept in the audit trail)',
  adminRemoved: 'Their second factors are removed and their sessions ended.',
};
