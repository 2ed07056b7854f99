import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` when it may. Under the storefront's CSP (no 'unsafe-eval') its
// probe for that fires a securitypolicyviolation on the first parse. The page data and the service answers parse
// just as well without it. zod probes when the first object schema is made, so this must run before any module that
// makes one: it is the client entry's first import, and package.json lists it under `sideEffects` so the bundler
// keeps it there.
z.config({ jitless: true });
