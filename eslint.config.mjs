import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import drizzle from 'eslint-plugin-drizzle';
import { readdirSync } from 'node:fs';

// Layer rules (DESIGN.md §3, README "Architecture"): which folder may import which. A wrong import fails
// `npm run lint`; tests/unit/layers.test.ts proves the rules bite. Each file gets exactly one of these
// blocks (a later block for the same rule replaces an earlier one, not adds to it). The rule is ours
// (layers/imports, below): ESLint's no-restricted-imports does not see a dynamic import(), and
// `await import('@/db')` in a component must fail exactly as a static import does.
const deny = (regex, message) => ({ regex, message });
const NO_CLIMBING = deny('^\\.\\./', 'Import across folders with @/..., so the layer rules below can see it.');
const NO_DB = deny('^@/db(/|$)', 'Only lib/server talks to the database.');
const NO_SERVER = deny('^@/lib/server(/|$)', 'components/ get their data as props (load it in app/), never from lib/server.');
const NO_COMPONENTS = deny('^@/components(/|$)', 'Only app/ and other components render components.');
const NO_ACTIONS = deny('^@/lib/actions(/|$)', 'Server actions are called from app/ and components/ only.');
const NO_APP = deny('^@/app(/|$)', 'Nothing imports from app/ except app/ itself.');
const NO_ENV = deny(
  '^@/lib/config/env$',
  'Read the environment through env() from @/lib/server/platform (lib/config/env.ts is for db/ and next.config.ts).',
);
const FRAMEWORKS = '^(react|react-dom|next|next-auth|drizzle-orm|postgres|server-only|@electric-sql/pglite)(/|$)';
const NO_FRAMEWORKS = deny(FRAMEWORKS, 'lib/domain is pure and shared with the browser: no React, Next, database or server code.');
const NO_FRAMEWORKS_BUT_SERVER_ONLY = deny(
  '^(react|react-dom|next|next-auth|drizzle-orm|postgres|@electric-sql/pglite)(/|$)',
  'lib/crypto is a leaf: Node crypto only, no framework or database.',
);
const NO_NEXT = deny(
  '^(next|next-auth)(/|$)',
  'Next and Auth.js stay behind the named doors of lib/server (accounts/auth, accounts/session, accounts/session-token, accounts/proxy-gate, cache/, platform/after-response): data modules never import them.',
);
const onlyOurs = (allowed, message) => deny(`^@/(?!(${allowed.join('|')})(/|$))`, message);

// The doors of lib/server: the only files there that import Next or Auth.js. Sessions and redirects
// (accounts/session: pages and actions), the Auth.js instance (accounts/auth: the sign-in actions), the
// session cookie's format and the caller of a request (accounts/session-token, accounts/request-caller: the
// route wrapper), the proxy's gate (proxy.ts), the cache (cache/: data modules expire and cache through it
// after their writes, DESIGN.md §3) and work after the response (platform/after-response).
const FRAMEWORK_DOORS = [
  'lib/server/accounts/auth.ts',
  'lib/server/accounts/session.ts',
  'lib/server/accounts/session-token.ts',
  'lib/server/accounts/proxy-gate.ts',
  'lib/server/cache/**',
  'lib/server/platform/after-response.ts',
];

// From outside a lib/server feature, import the feature's index (@/lib/server/catalog), not its files.
// The doors into a feature's files: for app/ and lib/actions the session doors above; for everyone the
// system caller (its own rule below says who may import it), the payment gateways' clients and sandboxes, and
// donations/pan (how a PAN is read and cleared, for account erasure without an import cycle).
const SHARED_DOORS = ['accounts/system-caller$', 'payments/(easebuzz|razorpay)/', 'donations/pan$'];
const SESSION_DOORS = ['accounts/auth$', 'accounts/session$', 'accounts/session-token$', 'accounts/request-caller$'];
const featureInner = (own, doors = SHARED_DOORS) =>
  deny(
    `^@/lib/server/(?!${[...(own ? [`${own}/`] : []), ...doors].map((d) => `(${d})`).join('|')})[^/]+/`,
    'Import a lib/server feature through its index (@/lib/server/<feature>), not its inner files.',
  );

/** One rule for static imports, re-exports and dynamic import() alike. */
const layerImports = {
  meta: { type: 'problem', schema: [{ type: 'object', properties: { patterns: { type: 'array' } } }] },
  create(context) {
    const patterns = context.options[0].patterns.map((p) => ({ regex: new RegExp(p.regex), message: p.message }));
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const hit = patterns.find((p) => p.regex.test(source.value));
      if (hit) context.report({ node, message: `'${source.value}' import is restricted: ${hit.message}` });
    };
    const literal = (node) =>
      node.type === 'TemplateLiteral' && node.expressions.length === 0 ? { value: node.quasis[0].value.cooked } : node;
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, literal(node.source)),
    };
  },
};

/**
 * The framework is used through its documented API only: no module from next/dist (Next's private build),
 * no globalThis.__incrementalCache, no patched prototype (Node's http.Server or anything else). A target that
 * seems to need one is measured and brought to the team instead (README, "Where to read more").
 */
const frameworkInternals = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const internal = (node, source) => {
      if (source && typeof source.value === 'string' && /^next\/dist(\/|$)/.test(source.value))
        context.report({ node, message: `'${source.value}' is Next's private build: use its documented API.` });
    };
    const isPrototype = (node) =>
      node?.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'prototype';
    return {
      ImportDeclaration: (node) => internal(node, node.source),
      ImportExpression: (node) => internal(node, node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') internal(node, node.arguments[0]);
      },
      MemberExpression: (node) => {
        if (node.property.type === 'Identifier' && node.property.name === '__incrementalCache')
          context.report({ node, message: "Next's incremental cache is private: expire through revalidateTag (lib/server/cache)." });
      },
      AssignmentExpression: (node) => {
        if (isPrototype(node.left) || isPrototype(node.left.object))
          context.report({ node, message: 'Do not patch prototypes: compose ordinary middleware (front/server.mjs) or wrap.' });
      },
    };
  },
};

/**
 * Errors travel as codes (DESIGN.md §5): outside the /api edge nothing decides by an HTTP status or by the words
 * of a message, and no action guesses its language from the Referer. tests/unit/codes-lint.test.ts proves it bites.
 */
const STATUS_WORDS =
  "Errors travel as codes (DESIGN.md §5): compare a DomainError's code; HTTP statuses live at the /api edge (lib/server/http).";
const MESSAGE_WORDS = "Errors travel as codes (DESIGN.md §5): compare a DomainError's code, never the words of a message.";
const REFERER_WORDS = "An action's language comes from its page (the form's locale field or a bound argument), never the Referer.";
const unwrap = (node) => (node?.type === 'ChainExpression' ? node.expression : node);
const memberNamed = (node, names) => {
  const n = unwrap(node);
  return n?.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier' && names.includes(n.property.name);
};
const httpStatus = (node) => node?.type === 'Literal' && typeof node.value === 'number' && node.value >= 100 && node.value <= 599;
const words = (node) => (node?.type === 'Literal' && typeof node.value === 'string') || node?.type === 'TemplateLiteral';
const codesNotWords = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const report = (node, message) => context.report({ node, message });
    return {
      BinaryExpression(node) {
        const { left, right, operator } = node;
        if (['===', '!==', '==', '!=', '<', '<=', '>', '>='].includes(operator)) {
          const status = (a, b) => memberNamed(a, ['status', 'statusCode']) && httpStatus(b);
          if (status(left, right) || status(right, left)) return report(node, STATUS_WORDS);
        }
        if (['===', '!==', '==', '!='].includes(operator)) {
          const message = (a, b) => memberNamed(a, ['message']) && words(b);
          if (message(left, right) || message(right, left)) report(node, MESSAGE_WORDS);
        }
      },
      CallExpression(node) {
        const callee = unwrap(node.callee);
        if (callee?.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        const [first] = node.arguments;
        // /stock/i.test(error.message), error.message.startsWith('...'), .includes, .match, .endsWith
        if (method === 'test' && callee.object.regex && memberNamed(first, ['message'])) return report(node, MESSAGE_WORDS);
        if (['startsWith', 'endsWith', 'includes', 'match'].includes(method) && memberNamed(callee.object, ['message']))
          return report(node, MESSAGE_WORDS);
        // headers().get('referer'), req.headers.get('Referer')
        if (method === 'get' && first?.type === 'Literal' && String(first.value).toLowerCase() === 'referer') report(node, REFERER_WORDS);
      },
    };
  },
};

/**
 * The /api contract's texts live in the catalogues too: a route (and the edge's helpers) answers a message as
 * englishNotice({ code }) (`notices.<code>`) or englishText({ code }) (`errors.<code>`), never as its own
 * words: no string or template literal as a `message` (directly, in either branch of a ?: or ??, or through
 * a constant) nor as failure()'s text. tests/unit/codes-lint.test.ts proves it bites.
 */
const API_WORDS =
  'The /api edge words codes (DESIGN.md §5): answer englishNotice({ code }) (notices.<code>) or englishText({ code }), with the text in lib/i18n/messages/{en,hi}.json.';
const apiTextsFromCatalogue = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const variableOf = (node) => {
      for (let scope = context.sourceCode.getScope(node); scope; scope = scope.upper) {
        const variable = scope.set.get(node.name);
        if (variable) return variable;
      }
      return null;
    };
    const wordsIn = (node, seen = new Set()) => {
      const n = unwrap(node);
      if (!n || seen.has(n)) return false;
      seen.add(n);
      if (words(n)) return true;
      if (n.type === 'ConditionalExpression') return wordsIn(n.consequent, seen) || wordsIn(n.alternate, seen);
      if (n.type === 'LogicalExpression') return wordsIn(n.left, seen) || wordsIn(n.right, seen);
      if (['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(n.type)) return wordsIn(n.expression, seen);
      if (n.type === 'Identifier') {
        const def = variableOf(n)?.defs[0];
        return def?.node.type === 'VariableDeclarator' && def.node.id.type === 'Identifier' && def.parent?.kind === 'const'
          ? wordsIn(def.node.init, seen)
          : false;
      }
      return false;
    };
    const named = (key, name) => (key.type === 'Identifier' && key.name === name) || (key.type === 'Literal' && key.value === name);
    return {
      Property(node) {
        if (node.parent.type === 'ObjectExpression' && !node.computed && named(node.key, 'message') && wordsIn(node.value))
          context.report({ node: node.value, message: API_WORDS });
      },
      CallExpression(node) {
        const callee = unwrap(node.callee);
        const name = callee?.type === 'Identifier' ? callee.name : callee?.type === 'MemberExpression' ? callee.property.name : null;
        if (name === 'failure' && wordsIn(node.arguments[1])) context.report({ node: node.arguments[1], message: API_WORDS });
      },
    };
  },
};

/**
 * One way per thing in the UI (issue 33): a form posts through useActionState (its pending flag) and the shared
 * SubmitButton, never a useTransition with its answer kept by hand; a dialog is components/ui/dialog.tsx, never
 * another <dialog> or a dialog library. tests/unit/ui-lint.test.ts proves it bites.
 */
const TRANSITION_WORDS =
  'Forms post through useActionState (its pending flag) and SubmitButton (components/ui/submit-button.tsx), not useTransition.';
const DIALOG_WORDS = 'Use Dialog from @/components/ui/dialog (the one dialog: native <dialog>, focus given back).';
const oneWayUi = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const dialogFile = context.filename.replaceAll('\\', '/').endsWith('components/ui/dialog.tsx');
    return {
      ImportDeclaration(node) {
        const from = node.source.value;
        if (from === 'react')
          for (const s of node.specifiers)
            if (s.type === 'ImportSpecifier' && s.imported.name === 'useTransition') context.report({ node: s, message: TRANSITION_WORDS });
        if (/^@radix-ui\/react-(dialog|alert-dialog)$/.test(from)) context.report({ node, message: DIALOG_WORDS });
      },
      MemberExpression(node) {
        // React.useTransition
        if (node.object.type === 'Identifier' && node.object.name === 'React' && node.property.name === 'useTransition')
          context.report({ node, message: TRANSITION_WORDS });
      },
      JSXOpeningElement(node) {
        if (!dialogFile && node.name.type === 'JSXIdentifier' && node.name.name === 'dialog')
          context.report({ node, message: DIALOG_WORDS });
      },
    };
  },
};

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'layers/imports': ['error', { patterns }] },
});
const FEATURES = readdirSync(new URL('./lib/server', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureOf = (file) => file.split('/')[2];

const layers = [
  restrict(['app/**'], [NO_CLIMBING, NO_DB, NO_ENV, featureInner(null, [...SHARED_DOORS, ...SESSION_DOORS])]),
  restrict(['components/**'], [NO_CLIMBING, NO_DB, NO_SERVER, NO_APP, NO_ENV]),
  restrict(
    ['lib/actions/**'],
    [NO_CLIMBING, NO_DB, NO_ENV, NO_COMPONENTS, NO_APP, featureInner(null, [...SHARED_DOORS, ...SESSION_DOORS])],
  ),
  restrict(
    ['lib/domain/**'],
    [NO_CLIMBING, NO_FRAMEWORKS, onlyOurs(['lib/domain'], 'lib/domain imports nothing of ours outside lib/domain.')],
  ),
  restrict(['lib/config/**'], [NO_CLIMBING, onlyOurs(['lib/domain', 'lib/config'], 'lib/config uses lib/domain at most.')]),
  // Languages: routing, locale-aware navigation and the message catalogues (next-intl), for app/, components/ and lib/server.
  restrict(
    ['lib/i18n/**'],
    [NO_CLIMBING, onlyOurs(['lib/domain', 'lib/config', 'lib/i18n'], 'lib/i18n uses lib/domain and lib/config at most.')],
  ),
  restrict(
    ['lib/crypto/**'],
    [NO_CLIMBING, NO_FRAMEWORKS_BUT_SERVER_ONLY, onlyOurs(['lib/crypto'], 'lib/crypto is a leaf: it imports nothing of ours.')],
  ),
  // lib/server/platform re-exports env() from lib/config/env.ts; the other features read it from there.
  ...FEATURES.map((feature) =>
    restrict(
      [`lib/server/${feature}/**`],
      [NO_CLIMBING, NO_COMPONENTS, NO_ACTIONS, NO_APP, NO_NEXT, ...(feature === 'platform' ? [] : [NO_ENV]), featureInner(feature)],
      [...FRAMEWORK_DOORS, 'lib/server/http/handler.ts'],
    ),
  ),
  // The route wrapper resolves the caller of a request (a session door); it imports no framework itself.
  restrict(
    ['lib/server/http/handler.ts'],
    [NO_CLIMBING, NO_COMPONENTS, NO_ACTIONS, NO_APP, NO_NEXT, NO_ENV, featureInner('http', [...SHARED_DOORS, 'accounts/request-caller$'])],
  ),
  ...FRAMEWORK_DOORS.map((door) =>
    restrict(
      [door],
      [NO_CLIMBING, NO_COMPONENTS, NO_ACTIONS, NO_APP, ...(door.includes('/platform/') ? [] : [NO_ENV]), featureInner(featureOf(door))],
    ),
  ),
  // db/ reads its variables (DATABASE_URL, PGLITE_DATA_DIR, DB_*, SEED_DEMO) through the one environment
  // schema, lib/config/env.ts, which imports nothing of ours. The demo seed hashes the demo users'
  // passwords with lib/crypto's hasher (a leaf), never through lib/server.
  restrict(
    ['db/**'],
    [
      NO_CLIMBING,
      onlyOurs(['db', 'lib/domain', 'lib/crypto', 'lib/config/env'], 'db/ uses lib/domain, lib/crypto and the environment schema at most.'),
    ],
  ),
  // Entry points Next loads on its own (proxy: a separate bundle): they may open a feature's files.
  restrict(['proxy.ts', 'instrumentation.ts'], [NO_DB, NO_COMPONENTS, NO_ACTIONS]),
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    plugins: {
      drizzle,
      layers: { rules: { imports: layerImports, 'framework-internals': frameworkInternals } },
      errors: { rules: { 'codes-not-words': codesNotWords, 'api-texts-from-catalogue': apiTextsFromCatalogue } },
      ui: { rules: { 'one-way': oneWayUi } },
    },
    rules: {
      // A delete or update without a where clause is never what we mean.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Only the entry points without a user may act as the system caller: gateway callbacks and webhooks,
    // the reconciliation and purge jobs (cron routes, scripts), the April statements job and the mail sweep. Everything
    // else passes the caller it got.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: [
      'app/api/payments/_gateway/**',
      'app/api/payments/easybuzz/webhook/route.ts',
      'app/api/payments/easybuzz/verify/route.ts',
      'app/api/donations/webhook/route.ts',
      'app/api/cron/reconcile/route.ts',
      'app/api/cron/yearly-statements/route.ts',
      'app/api/cron/purge/route.ts',
      'lib/server/donations/sandbox-webhooks.ts',
      'lib/server/operations/startup.ts',
      'lib/server/accounts/system-caller.ts',
      'scripts/**',
      'tests/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/system-caller$/], ImportExpression[source.value=/system-caller$/]',
          message:
            'Only gateway callbacks, webhooks, the reconciliation and statements jobs and the mail sweep may construct a system caller.',
        },
      ],
    },
  },
  {
    // Every environment variable goes through the one validated schema, lib/config/env.ts (env()). The few
    // raw reads left (variables Next sets itself, code Next loads outside our bundles) say why on the line.
    files: ['app/**', 'components/**', 'lib/**', 'db/**', 'proxy.ts', 'instrumentation.ts', 'next.config.ts'],
    ignores: ['lib/config/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment through env() (lib/config/env.ts, one validated schema).' },
      ],
    },
  },
  {
    // Cache expiry has one way: the table in lib/server/cache/expiry.ts (expireAfter). A server action that
    // must show its write on the current page says `refresh: true` to runAction (refresh() from next/cache).
    files: ['app/**', 'components/**', 'lib/**'],
    // lib/config/env.ts is also loaded by next.config.ts, which cannot resolve '@/' imports; it never reaches
    // the browser, where the eval probe is reported.
    ignores: ['lib/server/cache/**', 'lib/actions/run-action.ts', 'lib/domain/zod.ts', 'lib/config/env.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              // lib/domain/zod.ts sets zod's config (jitless) before any schema is built: import z from there.
              name: 'zod',
              allowTypeImports: true,
              message: "Import z from '@/lib/domain/zod' (it turns off zod's eval probe, which our CSP reports).",
            },
            {
              name: 'next/cache',
              importNames: ['revalidatePath', 'revalidateTag', 'updateTag', 'refresh'],
              message:
                'Expire caches through expireAfter (lib/server/cache/expiry.ts); refresh the page through runAction({ refresh: true }).',
            },
            {
              // An element a server component passes to a client component may arrive as a lazy reference
              // (React outlines part of a long payload); a clone of that has no type and the page answers 500
              // (issue 24's crash). Take the parts as props and render the element in the client component.
              name: 'react',
              importNames: ['cloneElement', 'Children'],
              message: 'Do not inspect or clone elements passed as props: take data props and render the element yourself.',
            },
            {
              // next.config.ts gives next-intl a formatter without the ICU parser, which reads precompiled
              // messages only (lib/i18n/compiled-messages.ts): a translator built on the raw catalogue would
              // show its {placeholders} unformatted.
              name: 'use-intl/core',
              message: 'Use getTranslations/useTranslations, or textTranslator from @/lib/i18n/format-text.',
            },
            {
              name: 'next-intl',
              importNames: ['createTranslator'],
              message: 'Use getTranslations/useTranslations, or textTranslator from @/lib/i18n/format-text.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: { 'layers/framework-internals': 'error' },
  },
  {
    // Errors travel as codes: only the /api edge maps them to statuses and words. The payment gateways'
    // HTTP clients read the gateways' own answers (their statuses are the protocol, not our errors).
    files: ['app/**', 'components/**', 'lib/**', 'db/**', 'proxy.ts', 'instrumentation.ts'],
    ignores: ['lib/server/http/**', 'lib/server/payments/easebuzz/**', 'lib/server/payments/razorpay/**'],
    rules: { 'errors/codes-not-words': 'error' },
  },
  {
    // The /api contract's texts come from the catalogues (englishNotice, englishText), like the pages' texts.
    files: ['app/api/**', 'lib/server/http/**'],
    rules: { 'errors/api-texts-from-catalogue': 'error' },
  },
  {
    // One way per thing in the UI: forms through useActionState and SubmitButton, one dialog (components/ui/dialog.tsx).
    files: ['app/**/*.tsx', 'components/**/*.{ts,tsx}'],
    rules: { 'ui/one-way': 'error' },
  },
  {
    // Tests read JSON answers loosely; the assertions are the type check.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...layers,
  {
    ignores: ['node_modules/**', '.next/**', '.data/**', 'db/migrations/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'],
  },
];

export default config;
