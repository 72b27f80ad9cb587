/**
 * A real 1×1 PNG (it decodes), for fixtures written straight to the database or sent where the
 * image library is not at hand; test/images.ts makes others.
 */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
