// autocannon's setupRequest for bench:trade, loaded by its worker thread (hence a CommonJS file):
// every request gets an idempotency key of its own in place of `{key}`.
const { randomUUID } = require('node:crypto');

module.exports = (request) => ({ ...request, body: request.body.replace('{key}', randomUUID()) });
