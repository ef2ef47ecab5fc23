// Preloaded into the server by bench/lsp.mjs for its memory row only: on SIGUSR2, the heap in
// use, the heap V8 holds and the RSS, written as JSON to $HL_BENCH_MEMORY_OUT. It collects
// nothing itself: the bench asks once the server has gone idle and made its own collection
// (src/lsp/memory.ts), so what it reads is what an idle server in an editor holds.
'use strict';
const { renameSync, writeFileSync } = require('node:fs');
const { getHeapStatistics } = require('node:v8');

process.on('SIGUSR2', () => {
  const { heapUsed, rss } = process.memoryUsage();
  // What V8 holds from the system for its heap, used or not (the young generation's semi-spaces grow with the allocation rate).
  const heapCommitted = getHeapStatistics().total_physical_size;
  // Renamed into place, so the bench never reads half a file.
  writeFileSync(`${process.env.HL_BENCH_MEMORY_OUT}.tmp`, JSON.stringify({ heapUsed, heapCommitted, rss }));
  renameSync(`${process.env.HL_BENCH_MEMORY_OUT}.tmp`, process.env.HL_BENCH_MEMORY_OUT);
});
