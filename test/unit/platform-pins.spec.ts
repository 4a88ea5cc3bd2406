import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const PLATFORM = join(ROOT, 'src', 'platform');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = { ...manifest.devDependencies, ...manifest.dependencies };

/** Each patch of src/platform and the versions it names: package → version ('node' → its major). */
const patches = readdirSync(PLATFORM)
  // Not the probes test/unit/library-internals.spec.ts plants here for a moment.
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && !file.startsWith('boundary-probe-'))
  .map((file) => {
    const module = require(join(PLATFORM, file)) as { WRITTEN_AGAINST?: Record<string, string> };
    return { file, pins: Object.entries(module.WRITTEN_AGAINST ?? {}) };
  });
const pins = patches.flatMap(({ file, pins }) => pins.map(([pkg, version]) => ({ file, pkg, version })));
const installed = (pkg: string): string =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

describe('src/platform: each reach into internals names the version it was written against', () => {
  it('every patch exports WRITTEN_AGAINST with at least one package', () => {
    expect(patches.length).toBeGreaterThanOrEqual(8);
    expect(patches.filter((patch) => patch.pins.length === 0).map((patch) => patch.file)).toEqual([]);
  });

  it.each(pins.filter((pin) => pin.pkg !== 'node'))(
    '$file: $pkg is installed at $version and pinned exactly in package.json',
    ({ pkg, version }) => {
      expect([pkg, installed(pkg)]).toEqual([pkg, version]);
      expect([pkg, declared[pkg]]).toEqual([pkg, version]);
    },
  );

  it.each(pins.filter((pin) => pin.pkg === 'node'))(
    '$file: runs on the Node major it names ($version)',
    ({ version }) => {
      expect(process.versions.node.split('.')[0]).toBe(version);
    },
  );

  it('src/platform/README.md has a row for every patch', () => {
    const readme = readFileSync(join(PLATFORM, 'README.md'), 'utf8');
    for (const { file, pkg, version } of pins) {
      expect([file, readme.includes(`\`${file}\``), readme.includes(`${pkg}@${version}`)]).toEqual([file, true, true]);
    }
  });
});
