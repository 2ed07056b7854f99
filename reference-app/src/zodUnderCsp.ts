import { z } from 'zod/mini';

// zod 4 compiles object parsers with `new Function` when it may. Under the storefront's CSP (no 'unsafe-eval') its
// probe for that fires a securitypolicyviolation on the first parse. The page data and the service answers parse
// just as well without it. zod probes when the first object schema is made, so this must run before any module that
// makes one: it is the client entry's first import, and package.json lists it under `sideEffects` so the bundler
// keeps it there. zod/mini's objects never compile (only classic's `$ZodObjectJIT` probes), so today this guards
// against a classic schema reaching the browser; the setting is zod/v4/core's `globalConfig`, shared by both.
z.config({ jitless: true });
