import { z } from 'zod';

/** GET /v1/config: what the browser needs to know about the deployment. */
export const clientConfigSchema = z.object({ tileUrl: z.string(), tileAttribution: z.string() });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
