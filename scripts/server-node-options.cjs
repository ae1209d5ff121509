/**
 * The Node.js options the server runs with in production (`npm start`), and wherever it is measured or started as a
 * process of its own (the benchmarks, the tests that spawn it).
 *
 * `--ephemeron-fixpoint-iterations=1`: a major garbage collection's pause was mostly V8 settling the entries of weak
 * maps (the GraphQL executor's and the schema library's per-execution caches, some 100 entries a message), which it
 * does by passing over every pending entry again until nothing changes, up to 10 times, before it falls back to its
 * linear algorithm. With thousands of executions a second, those passes were most of the pause that every socket's
 * events waited through (96 of a 118 ms pause at 100 messages a second, by V8's own account). After one pass, the
 * linear algorithm settles them in time proportional to their number. docs/scaling.md has the measurements.
 */
exports.serverNodeOptions = ['--ephemeron-fixpoint-iterations=1'];
