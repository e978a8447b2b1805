// The one-way dependency rule of ARCHITECTURE.md, checked against the real ESLint configuration:
// each probe is a one-line module at a path inside a package. Every forbidden arrow must be an
// error, and every allowed one must lint clean (so the rule cannot quietly become too broad).
// The probes re-export (`export * from`), so no other rule (unused imports…) has anything to say.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The errors linting `export * from '<specifier>'` in a file at `file` (relative to the repository). */
async function errorsOf(file: string, specifier: string) {
  const [result] = await eslint.lintText(`export * from '${specifier}';\n`, {
    filePath: join(repoRoot, file),
  });
  if (!result) throw new Error(`ESLint returned nothing for ${file}`);
  return result.messages.filter((message) => message.severity === 2).map((message) => message.message);
}

const domain = 'packages/domain/src/rules/probe.ts';
const domainTest = 'packages/domain/src/rules/probe.test.ts';
const designSystem = 'packages/design-system/src/components/Probe/Probe.tsx';
const designSystemTest = 'packages/design-system/src/components/Probe/probe.test.ts';
const commerceApi = 'packages/commerce-api/src/probe.ts';
const commerceApiTest = 'packages/commerce-api/test/probe.test.ts';
const commerceApiModule = 'packages/commerce-api/src/modules/cart/probe.ts';
const commerceApiModuleDeep = 'packages/commerce-api/src/modules/payments/providers/probe.ts';
const commerceApiFlow = 'packages/commerce-api/src/flows/checkout/probe.ts';
const storefrontApp = 'packages/storefront/app/routes/probe.tsx';
const storefrontServer = 'packages/storefront/server/probe.ts';
const storefrontTest = 'packages/storefront/test/probe.test.ts';
const format = 'packages/format/src/probe.ts';
const tracing = 'packages/tracing/src/probe.ts';

describe('forbidden imports are lint errors', () => {
  it.each([
    // domain imports no React and nothing of the UI above it
    [domain, 'react'],
    [domain, 'react-dom/client'],
    [domain, 'styled-components'],
    [domain, 'mobx-react-lite'],
    [domain, '@nirmal/design-system'],
    [domain, '@nirmal/storefront'],
    [domain, '@nirmal/commerce-api'],
    [domainTest, '@nirmal/design-system'],
    // design-system imports nothing of ours but format: it is published on its own
    [designSystem, '@nirmal/domain'],
    [designSystem, '@nirmal/domain/contract'],
    [designSystem, '@nirmal/storefront'],
    [designSystem, '@nirmal/commerce-api'],
    [designSystemTest, '@nirmal/domain'],
    // commerce-api uses the contract entry point only, and no UI
    [commerceApi, '@nirmal/domain'],
    [commerceApi, 'react'],
    [commerceApi, '@nirmal/design-system'],
    [commerceApiTest, '@nirmal/domain'],
    // commerce-api's areas meet only in flows: a module imports no other module, flow or the app
    [commerceApiModule, '../coupons/coupons.ts'],
    [commerceApiModule, '../catalogue/stock.ts'],
    [commerceApiModuleDeep, '../../orders/lifecycle.ts'],
    [commerceApiModule, '../../flows/checkout/index.ts'],
    [commerceApiModule, '../index.ts'],
    [commerceApiModule, '../../app.ts'],
    // the storefront talks to commerce-api over HTTP only
    [storefrontApp, '@nirmal/commerce-api'],
    [storefrontServer, '@nirmal/commerce-api'],
    [storefrontTest, '@nirmal/commerce-api'],
    // format imports nothing at all
    [format, '@nirmal/domain'],
    [format, '@nirmal/design-system'],
    [format, 'zod'],
    [format, 'react'],
    [format, 'node:fs'],
    // tracing is the Node processes' OpenTelemetry set-up: nothing of ours, no UI, not for the browser's packages
    [tracing, '@nirmal/format'],
    [tracing, 'react'],
    [domain, '@nirmal/tracing'],
    [designSystem, '@nirmal/tracing'],
    // no path into another package's files, relative or through its name
    [designSystem, '../../../../domain/src/index.ts'],
    [storefrontApp, '../../../domain/src/rules/storage.ts'],
    [domain, '../../../format/src/inr.ts'],
    [storefrontApp, '@nirmal/domain/src/index.ts'],
    [commerceApi, '@nirmal/domain/src/contract/index.ts'],
    // only what the package's package.json declares
    [domain, 'lodash'],
    [domain, 'react-router'],
    [designSystem, 'vite'],
    [designSystem, 'vitest'],
    [storefrontApp, 'hono'],
    [commerceApi, 'mobx'],
    // code that runs in the browser uses no Node built-ins
    [domain, 'node:fs'],
    [designSystem, 'node:path'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await errorsOf(file, specifier)).not.toEqual([]);
  });
});

describe('allowed imports lint clean', () => {
  it.each([
    [storefrontApp, '@nirmal/design-system'],
    [storefrontApp, '@nirmal/domain'],
    [storefrontApp, '@nirmal/domain/contract'],
    [storefrontApp, '@nirmal/format'],
    [storefrontApp, 'react-router'],
    [storefrontApp, './home.tsx'],
    [storefrontServer, 'node:http'],
    [storefrontTest, 'vitest'],
    [designSystem, '@nirmal/format'],
    [designSystem, 'react'],
    [designSystem, 'styled-components'],
    [designSystem, '@radix-ui/react-dialog'],
    [designSystem, '../../vocabulary/index.ts'],
    [designSystemTest, 'vitest'],
    [domain, '@nirmal/format'],
    [domain, 'zod/mini'],
    [domain, 'mobx'],
    [domain, '../contract/index.ts'],
    [domainTest, 'vitest'],
    [commerceApi, '@nirmal/domain/contract'],
    [commerceApi, '@nirmal/format'],
    [commerceApi, 'hono/cookie'],
    [commerceApi, 'node:crypto'],
    [commerceApiTest, '@nirmal/domain/contract'],
    [commerceApiTest, 'vitest'],
    [commerceApiModule, './carts.ts'],
    [commerceApiModuleDeep, '../attempts.ts'],
    [commerceApiModule, '../module.ts'],
    [commerceApiModule, '../../db/database.ts'],
    [commerceApiModule, '../../http/require-customer.ts'],
    [commerceApiModule, '../../config.ts'],
    [commerceApiModule, '../../seed-data/catalogue.ts'],
    [commerceApiFlow, '../../modules/cart/carts.ts'],
    [commerceApiFlow, '../../modules/coupons/coupons.ts'],
    [commerceApiFlow, '../order-payment/expire.ts'],
    [format, './inr.ts'],
    [commerceApi, '@nirmal/tracing'],
    [commerceApiTest, '@nirmal/tracing'],
    [storefrontServer, '@nirmal/tracing'],
    [storefrontServer, '@nirmal/tracing/collector'],
    [tracing, '@opentelemetry/sdk-trace'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await errorsOf(file, specifier)).toEqual([]);
  });
});
