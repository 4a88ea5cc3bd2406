// Summarises a V8 .cpuprofile (node --cpu-prof): self time by package and by function.
//   node scripts/profile-summary.js file.cpuprofile [rows]
const { readFileSync } = require('node:fs');

function summarise(file, rows = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i]);
    total += profile.timeDeltas[i];
  });
  const byPackage = new Map();
  const byFunction = new Map();
  for (const [id, time] of self) {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const where = url.replace(/.*node_modules\//, '').replace(/^.*\/(dist|src)\//, '$1/');
    const pkg = url.includes('node_modules/')
      ? url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
      : url.startsWith('node:')
        ? `node:${url.slice(5).split('/')[0]}`
        : url
          ? 'service'
          : functionName || '(native)';
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
    const key = `${functionName || '(anonymous)'} ${where}:${lineNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + time);
  }
  const print = (title, map) => {
    console.log(title);
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .forEach(([key, time]) => console.log(`${((100 * time) / total).toFixed(1).padStart(6)} %  ${key}`));
  };
  print('self time by package', byPackage);
  print('\nself time by function', byFunction);
}

module.exports = { summarise };
if (require.main === module) summarise(process.argv[2], Number(process.argv[3] ?? 25));
