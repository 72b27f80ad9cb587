import { afterEach, expect } from 'vitest';
import { undeclaredAnswers } from '../lib/route.ts';

// Every server test file runs with this: a route that answered a code its contract does not declare
// fails the test that made it do so.
afterEach(() => {
  const found = undeclaredAnswers.splice(0);
  expect(found, 'answers with codes their contract does not declare').toEqual([]);
});
