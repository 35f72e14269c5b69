// Payments: one interface, two providers (the embedded `local` simulation and Stripe Connect). The
// rest of the code never knows which one is live. Amounts are integer cents (NZD). Every call that
// moves money takes an idempotency key: the same key returns the first result and moves nothing again.

export type Cents = number;

/** A card as the product shows it (spec section 3, paymentInformation.card). */
export type SavedCard = { paymentMethodId: string; last4: string; expiryMonth: number; expiryYear: number };

export type ChargeInput = {
  customerId: string;
  paymentMethodId: string;
  /** What the guest pays, in cents. */
  amount: Cents;
  /** The platform's share, kept from the amount; the rest goes to the host. */
  platformFee: Cents;
  /** The host's connected account, which receives amount - platformFee. */
  destinationAccountId: string;
  description: string;
  metadata?: Record<string, string>;
};
export type ChargeResult = { chargeId: string; transferId: string | null };
/** A hold on the guest's card (a request to book): the money is reserved, not taken. */
export type AuthoriseResult = { authorisationId: string };

export type RefundInput = {
  chargeId: string;
  /** Part of the charge to give back, in cents; the host transfer and the fee are reversed in proportion. */
  amount: Cents;
  reason?: string;
};
export type RefundResult = { refundId: string; transferReversal: Cents; feeRefund: Cents };

export type TransferInput = { destinationAccountId: string; amount: Cents; description: string };
export type TransferResult = { transferId: string };

export type BankAccountInput = {
  accountName: string;
  /** 15 or 16 digits, no dashes. */
  accountNumber: string;
  /** The first 6 digits of the account number (bank and branch). */
  routingNumber: string;
  currency: 'nzd';
  country: 'NZ';
};

export type Requirements = {
  /** What the provider still needs before payouts (empty when the account is complete). */
  currentlyDue: string[];
  /** True when the account can receive transfers and payouts. */
  valid: boolean;
  /** The bank of the account's bank account as the provider knows it (null when it does not say). */
  bankName: string | null;
};

export type AccountLinkInput = {
  type: 'verification' | 'update';
  successUrl: string;
  failureUrl: string;
};

export type Balance = { available: Cents; pending: Cents; currency: 'nzd' };

export type BalanceTransaction = {
  id: string;
  /** ISO timestamp. */
  date: string;
  description: string;
  /** Signed cents: positive money in, negative money out. */
  amount: Cents;
  /** The provider's kind of movement, when it says: 'payout' marks money paid out to the bank. */
  type?: string;
};
export type BalanceTransactionPage = { items: BalanceTransaction[]; cursor: string | null };

export type WebhookEvent = { id: string; type: string; data: Record<string, unknown> };

/** The provider says the connected account does not exist (spec: 'invalid user or account'). */
export class AccountNotFoundError extends Error {
  constructor(message = 'invalid user or account') {
    super(message);
    this.name = 'AccountNotFoundError';
  }
}

/** The card was refused; `message` is the provider's, fit to show the guest. */
export class CardError extends Error {
  constructor(
    message: string,
    readonly declineCode: string | null = null,
  ) {
    super(message);
    this.name = 'CardError';
  }
}

/** The provider could not be reached or failed; the call may be retried with the same key. */
export class ProviderUnavailableError extends Error {
  constructor(message = 'The payment provider is not answering. Please try again.') {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider refused the request's details (e.g. an unknown or malformed token); `message` can be shown. */
export class InvalidRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidRequestError';
  }
}

export class WebhookSignatureError extends Error {
  constructor() {
    super('Webhook signature does not match');
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentsProvider {
  readonly kind: 'local' | 'stripe';

  // ---- Guests: customers and saved cards ----
  createCustomer(
    input: { userId: string; email: string; name: string },
    idempotencyKey: string,
  ): Promise<{ customerId: string }>;
  /**
   * What the browser needs to collect a card: Stripe's SetupIntent client secret and publishable key,
   * or, for the local provider, nothing (the card form posts the test card to our server).
   */
  startCardSetup(customerId: string): Promise<{ clientSecret: string | null; publishableKey: string | null }>;
  /**
   * Attaches a card to the customer and makes it the default. `cardToken` is what the browser got:
   * a Stripe PaymentMethod id, or a local test-card token from `createLocalCardToken`.
   */
  saveCard(customerId: string, cardToken: string, idempotencyKey: string): Promise<SavedCard>;

  // ---- Money ----
  charge(input: ChargeInput, idempotencyKey: string): Promise<ChargeResult>;
  /**
   * Holds the amount on the card without taking it (a request to book waiting for the host): a
   * refused card throws CardError as a charge would. Stripe: a manual-capture PaymentIntent.
   */
  authorise(input: ChargeInput, idempotencyKey: string): Promise<AuthoriseResult>;
  /** Takes the money a hold reserved, with the fee and the host transfer the hold was made with. */
  capture(authorisationId: string, idempotencyKey: string): Promise<ChargeResult>;
  /** Lets a hold go: nothing is taken. Releasing a hold already released changes nothing. */
  release(authorisationId: string, idempotencyKey: string): Promise<void>;
  refund(input: RefundInput, idempotencyKey: string): Promise<RefundResult>;
  transfer(input: TransferInput, idempotencyKey: string): Promise<TransferResult>;

  // ---- Hosts: connected accounts ----
  createBankToken(
    input: BankAccountInput,
  ): Promise<{ token: string; bankName: string | null; last4: string }>;
  createConnectedAccount(
    input: { userId: string; email: string; bankToken: string },
    idempotencyKey: string,
  ): Promise<{ accountId: string }>;
  /** Throws AccountNotFoundError when the account does not exist. */
  updateConnectedAccount(accountId: string, input: { bankToken: string }): Promise<void>;
  getRequirements(accountId: string): Promise<Requirements>;
  createAccountLink(accountId: string, input: AccountLinkInput): Promise<{ url: string }>;
  getBalance(accountId: string): Promise<Balance>;
  listBalanceTransactions(
    accountId: string,
    page: { cursor: string | null; limit: number },
  ): Promise<BalanceTransactionPage>;

  // ---- Webhooks ----
  /** Checks the signature and parses the event; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}
