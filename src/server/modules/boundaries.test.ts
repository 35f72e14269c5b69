// The module boundaries of eslint.config.js (issue 32) hold: lint refuses an import of another
// module's repository from any module, and from the server's code outside the modules, and lets the
// services through. Runs ESLint's Node API on snippets placed at made-up paths: no file is written.

import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const modules = readdirSync(new URL('./', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const eslint = new ESLint({ cwd: root });

/** The lines (1-based) where lint refuses an import, and its messages. */
async function refusedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  const refused = result!.messages.filter((m) => m.ruleId === 'no-restricted-imports');
  return { lines: refused.map((m) => m.line), messages: refused.map((m) => m.message) };
}

// Loading ESLint's config (typescript-eslint, the plugins) takes seconds, more on a busy machine.
describe('module boundaries', { timeout: 120_000 }, () => {
  it('refuses a bookings file importing the payments repository, and lets the payments service through', async () => {
    const { lines, messages } = await refusedImports(
      'src/server/modules/bookings/owner-proof.ts',
      [
        "import { findPayment } from '../payments/payments.repository';",
        "import { findPayment as viaService } from '../payments/booking-payments.service';",
        "import { findLocationById } from '../../server/modules/locations/locations.repository';",
        "import * as repo from './bookings.repository';",
        'export { findPayment, viaService, findLocationById, repo };',
      ].join('\n'),
    );
    expect(lines).toEqual([1, 3]);
    expect(messages[0]).toContain(
      "The bookings module calls another module's service, never its repository (issue 32).",
    );
  });

  it("refuses every module importing any other module's repository, but the money services the ledger's", async () => {
    for (const module of modules) {
      const others = modules.filter((other) => other !== module);
      const code = others
        .map((other, i) => `import * as r${i} from '../${other}/${other}.repository';`)
        .join('\n');
      const { lines } = await refusedImports(`src/server/modules/${module}/owner-proof.ts`, code);
      // Decision 013: payments and payouts write the ledger through its repository.
      const allowed = module === 'payments' || module === 'payouts' ? ['ledger'] : [];
      const expected = others.flatMap((other, i) => (allowed.includes(other) ? [] : [i + 1]));
      expect({ module, lines }).toEqual({ module, lines: expected });
    }
  });

  it("refuses the server's code outside the modules importing a repository, but not seeds", async () => {
    const code =
      "import { findUserById } from '../modules/users/users.repository';\nexport { findUserById };";
    for (const place of ['auth/owner-proof.ts', 'jobs/owner-proof.ts', 'http/owner-proof.ts']) {
      expect((await refusedImports(`src/server/${place}`, code)).lines).toEqual([1]);
    }
    const service =
      "import { findUserById } from '../modules/users/users.service';\nexport { findUserById };";
    expect((await refusedImports('src/server/auth/owner-proof.ts', service)).lines).toEqual([]);
    const seed =
      "import { findUserById } from '../../modules/users/users.repository';\nexport { findUserById };";
    expect((await refusedImports('src/server/db/seed/owner-proof.ts', seed)).lines).toEqual([]);
  });
});
