'use strict';
/**
 * Preloaded into a service under test (NODE_OPTIONS=--require …): when the process exits,
 * writes the files it loaded from node_modules/@opentelemetry to $LOADED_MODULES_FILE as a
 * JSON array, so a test can tell which parts of OpenTelemetry a run required.
 */
const { writeFileSync } = require('node:fs');

process.on('exit', () => {
  const loaded = Object.keys(require.cache).filter((file) => file.includes('/node_modules/@opentelemetry/'));
  writeFileSync(process.env.LOADED_MODULES_FILE, JSON.stringify(loaded));
});
