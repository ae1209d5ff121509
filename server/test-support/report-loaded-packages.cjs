// Preloaded into a server process by tests (NODE_OPTIONS=--require): as the process exits, it writes the packages its
// main thread loaded, one line `Loaded packages: ["…"]`, so a test can check what an instance carries in its heap.
process.on('exit', () => {
  const packages = new Set();
  for (const file of Object.keys(require.cache)) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
    if (name) packages.add(name);
  }
  process.stderr.write(`Loaded packages: ${JSON.stringify([...packages].sort())}\n`);
});
