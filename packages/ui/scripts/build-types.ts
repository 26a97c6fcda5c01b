// Declarations for the published build: tsc emits .d.ts next to the built modules, then the
// source's `.ts`/`.tsx` import specifiers are rewritten to `.js`, which every TypeScript module
// resolution maps to the `.d.ts` beside it; stylesheet side-effect imports are dropped.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(packageDir, 'dist');

execFileSync('tsc', ['-p', path.join(packageDir, 'tsconfig.build.json')], {
  cwd: packageDir,
  stdio: 'inherit',
});

function declarations(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return declarations(file);
    return file.endsWith('.d.ts') ? [file] : [];
  });
}

let rewritten = 0;
for (const file of declarations(distDir)) {
  const source = readFileSync(file, 'utf8');
  const next = source
    .replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2')
    // Stylesheet imports are side effects of the sources; the build ships them in styles.css.
    .replace(/^import\s+(['"])[^'"]+\.css\1;\n/gm, '');
  if (next !== source) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}
console.info(
  `build-types: ${declarations(distDir).length} declaration files, ${rewritten} rewritten`,
);
