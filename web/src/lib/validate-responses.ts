/**
 * Whether answers and pushes are parsed by their contract schemas: in development (vite dev), in the
 * unit tests, and in a build made with `VITE_VALIDATE_RESPONSES=1` (to check an upstream in the
 * browser). A production build trusts the server, whose conformance, serialization and drift tests
 * guard the wire, and resolves `@app/contracts` to its zod-free entry (vite.config.ts), so no schema is
 * there to read: code reading a schema from `api` does it only under this flag. vite.config.ts defines
 * `import.meta.env.VALIDATE_RESPONSES` as a literal; where it does not (the unit tests), answers are validated.
 */
export const VALIDATE_RESPONSES: boolean = import.meta.env.VALIDATE_RESPONSES ?? true;
