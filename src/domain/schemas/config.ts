import { z } from 'zod';

/** GET /v1/config: what the browser needs to know about the deployment. */
export const clientConfigSchema = z.object({
  tileUrl: z.string(),
  tileAttribution: z.string(),
  /** The social sign-in providers this deployment offers, e.g. ['google', 'facebook']. */
  socialProviders: z.array(z.string()),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
