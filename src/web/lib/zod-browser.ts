// What `import … from 'zod'` resolves to in the browser's build (vite.config.ts, decision 027).
// Zod compiles object parsers with `new Function` when it may, and finds out by trying once; our
// Content Security Policy forbids eval, so the browser blocks the try and reports a violation.
// Without compiling (jitless) zod never tries. This module runs before any schema is built: every
// module that builds one imports `zod`, which is this module.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
