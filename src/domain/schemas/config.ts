import { z } from 'zod';

/** GET /v1/config: what the browser needs to know about the deployment. */
export const clientConfigSchema = z.object({
  tileUrl: z.string(),
  tileAttribution: z.string(),
  /** The social sign-in providers this deployment offers, e.g. ['google', 'facebook']. */
  socialProviders: z.array(z.string()),
  /** Which payments provider takes cards and bank accounts, and Stripe's publishable key. */
  payments: z.object({ provider: z.enum(['local', 'stripe']), publishableKey: z.string().nullable() }),
  /** The platform's share of each booking, in percent of what the guest pays (what /why-host explains). */
  platformFeePercent: z.number(),
  /** GST and the flat-rate credit for hosts who are not GST-registered, in percent (decision 049). */
  gstPercent: z.number(),
  flatRateCreditPercent: z.number(),
  /** Where 'Partner With Us' goes: the deployment's external partner page, or null for the About page's section. */
  partnerUrl: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
