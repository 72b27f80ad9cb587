import { afterEach, expect } from 'vitest';
import { serializationCheck, serializationDrifts, undeclaredAnswers } from '../lib/route.ts';

// Every server test file runs with this: a route that answered a code its contract does not declare
// fails the test that made it do so.
afterEach(() => {
  const found = undeclaredAnswers.splice(0);
  expect(found, 'answers with codes their contract does not declare').toEqual([]);
});

// And every answer a route test gets is checked: what fast-json-stringify sent equals the contract's
// zod output of what the handler returned (see `serializationDrifts`).
serializationCheck.on = true;
afterEach(() => {
  const found = serializationDrifts.splice(0);
  expect(found, 'answers whose fast serialization differs from the contract').toEqual([]);
});
