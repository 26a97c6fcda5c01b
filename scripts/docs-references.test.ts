// Keeps the repository self-contained (docs/README.md): no tracked file outside docs/ names the
// product documents that lived outside the repository, and every `docs/<file>.md#<anchor>`
// pointer (and every relative link inside docs/) names a file and a heading that exist, and
// every file the docs and READMEs name in backticks is still in the repository.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = path
  .relative(root, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join('/');

/** The documents that were never in the repository; spelled in parts so this file passes. */
const outsideDocuments = ['SPEC', 'DECISIONS', 'ARCHITECTURE', 'STYLE', 'TOOLCHAIN'];
const outsideReference = new RegExp(`\\b(?:${outsideDocuments.join('|')})\\.md\\b`, 'g');

/** `docs/<file>.md` with an optional `#anchor`, not as the tail of another path or host. */
const docsPointer = /(?<![\w/.-])docs\/([\w.-]+\.md)(?:#([\w-]+))?/g;
/** A relative markdown link inside docs/: `](file.md#anchor)`, `](#anchor)`, `](../README.md)`. */
const markdownLink = /\]\(((?:\.\.\/)?[\w.-]+\.md)?(?:#([\w-]+))?\)/g;

/** A repository path in backticks: `apps/site/app/root.tsx`, or `lib/read.ts` inside a package. */
const pathToken = /`([\w.-][\w.@/[\]-]*\/[\w.@[\]-]+\.[a-z]{1,5})`/g;
/** A source file's bare name in backticks: `restore.ts`. */
const nameToken = /`([\w-][\w.-]*\.(?:ts|tsx|mjs|sh|sql))`/g;
/** Files the project writes rather than keeps, named bare in the docs (`pnpm backup`'s). */
const writtenFiles = new Set(['database.sql']);
/** The documents whose file names are checked: docs/ and every README. */
const isDocument = (file: string) => /^docs\/.*\.md$|(^|\/)README\.md$/.test(file);

interface Finding {
  file: string;
  line: number;
  text: string;
}

/** GitHub's heading ids: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

/** Every line of `files` (path → text) outside docs/ that names an outside document. */
function outsideReferences(files: Map<string, string>): Finding[] {
  const findings: Finding[] = [];
  for (const [file, text] of files) {
    if (file.startsWith('docs/')) continue;
    text.split('\n').forEach((content, index) => {
      if (content.match(outsideReference)) {
        findings.push({ file, line: index + 1, text: content.trim() });
      }
    });
  }
  return findings;
}

/**
 * Every pointer into docs/ whose file or heading does not exist: `docs/x.md#y` anywhere, and
 * relative links between the files of docs/.
 */
function brokenDocsPointers(files: Map<string, string>): Finding[] {
  const slugsOf = new Map<string, Set<string> | null>();
  const slugs = (docsPath: string) => {
    if (!slugsOf.has(docsPath)) {
      const text = files.get(docsPath);
      slugsOf.set(docsPath, text === undefined ? null : headingSlugs(text));
    }
    return slugsOf.get(docsPath) ?? null;
  };
  const check = (target: string, anchor: string | undefined) => {
    const known = slugs(target);
    if (known === null) return files.has(target) ? null : `no file ${target}`;
    if (anchor !== undefined && !known.has(anchor)) return `no heading #${anchor} in ${target}`;
    return null;
  };

  const findings: Finding[] = [];
  for (const [file, text] of files) {
    const inDocs = file.startsWith('docs/') && file.endsWith('.md');
    text.split('\n').forEach((content, index) => {
      const problems: string[] = [];
      for (const match of content.matchAll(docsPointer)) {
        const problem = check(`docs/${match[1]}`, match[2]);
        if (problem) problems.push(problem);
      }
      if (inDocs) {
        for (const match of content.matchAll(markdownLink)) {
          if (match[1] === undefined && match[2] === undefined) continue;
          const target = match[1] ? path.posix.join('docs', match[1]) : file;
          const problem = check(target, match[2]);
          if (problem) problems.push(problem);
        }
      }
      for (const problem of problems) {
        findings.push({ file, line: index + 1, text: `${problem}: ${content.trim()}` });
      }
    });
  }
  return findings;
}

/**
 * Every file a document names in backticks that the repository does not have: a path must be a
 * tracked file, the tail of one (docs name `lib/read.ts` inside its package), relative to a
 * package README's folder, or what git ignores (build output); a bare source file name must be
 * some tracked file's name. Code blocks are left alone.
 */
function missingNamedFiles(
  files: Map<string, string>,
  tracked: readonly string[],
  ignored: (paths: string[]) => Set<string>,
): Finding[] {
  const all = new Set(tracked);
  const names = new Set(tracked.map((file) => path.posix.basename(file)));
  const isTracked = (file: string) =>
    all.has(file) || tracked.some((other) => other.endsWith(`/${file}`));
  const findings: Finding[] = [];
  const unknown: (Finding & { paths: string[] })[] = [];
  for (const [file, text] of files) {
    if (!isDocument(file)) continue;
    const folder = path.posix.dirname(file);
    let fenced = false;
    text.split('\n').forEach((content, index) => {
      if (/^\s*(```|~~~)/.test(content)) fenced = !fenced;
      if (fenced) return;
      for (const [, named] of content.matchAll(pathToken)) {
        const paths = [named!, ...(folder === '.' ? [] : [path.posix.join(folder, named!)])];
        if (!paths.some(isTracked)) unknown.push({ file, line: index + 1, text: named!, paths });
      }
      for (const [, named] of content.matchAll(nameToken)) {
        if (!names.has(named!) && !writtenFiles.has(named!)) {
          findings.push({ file, line: index + 1, text: `no file named ${named}` });
        }
      }
    });
  }
  const ignoredPaths = ignored(unknown.flatMap((finding) => finding.paths));
  for (const { paths, ...finding } of unknown) {
    if (!paths.some((candidate) => ignoredPaths.has(candidate))) {
      findings.push({ ...finding, text: `no file ${finding.text}` });
    }
  }
  return findings;
}

/** Those of `paths` that git ignores (what a build or a benchmark writes). */
function gitIgnored(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const answer = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
    cwd: root,
    input: paths.join('\n'),
    encoding: 'utf8',
  });
  return new Set(answer.stdout.split('\n').filter(Boolean));
}

/** Every tracked path, as `git ls-files` lists them. */
const trackedPaths = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);

/** The repository's tracked text files (path → text). */
function trackedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of trackedPaths()) {
    const absolute = path.join(root, file);
    if (!fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) continue;
    const bytes = fs.readFileSync(absolute);
    if (bytes.includes(0)) continue; // binary
    files.set(file, bytes.toString('utf8'));
  }
  return files;
}

const format = (findings: Finding[]) =>
  findings.map((finding) => `${finding.file}:${finding.line}: ${finding.text}`);

describe('references to documentation', () => {
  const files = trackedFiles();

  it('name no document outside the repository', () => {
    expect(format(outsideReferences(files))).toEqual([]);
  });

  it('name files that exist', () => {
    expect(format(missingNamedFiles(files, trackedPaths(), gitIgnored))).toEqual([]);
  });

  it('point at files and headings of docs/ that exist', () => {
    expect(files.has('docs/README.md')).toBe(true);
    // This file's own examples below point at missing files on purpose.
    const others = new Map([...files].filter(([file]) => file !== thisFile));
    expect(format(brokenDocsPointers(others))).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const docs: [string, string][] = [
    [
      'docs/rules.md',
      '# Rules\n\n## Error texts\n\n## Error texts\n\n```\n## Not a heading\n```\n',
    ],
    ['docs/README.md', '[rules](rules.md#error-texts), [gone](gone.md), [self](#nowhere)\n'],
  ];

  it('make GitHub-style slugs', () => {
    const slugs = headingSlugs('## Strict node_modules\n### `vite-ui-theme`, the key!\n## A\n## A');
    expect([...slugs]).toEqual(['strict-node_modules', 'vite-ui-theme-the-key', 'a', 'a-1']);
  });

  it('catch an outside document named in code, but not in docs/', () => {
    const files = new Map<string, string>([
      ...docs,
      ['docs/history.md', `Once ${outsideDocuments[0]}.md.`],
      ['src/a.ts', `// fine\n// see ${outsideDocuments[1]}.md for why\n`],
    ]);
    expect(outsideReferences(files)).toEqual([
      { file: 'src/a.ts', line: 2, text: `// see ${outsideDocuments[1]}.md for why` },
    ]);
  });

  it('catch a named file that is gone, and accept tracked, package-relative and ignored ones', () => {
    const tracked = [
      'apps/site/app/root.tsx',
      'packages/data/src/lib/read.ts',
      'packages/ui/src/x.ts',
    ];
    const files = new Map<string, string>([
      [
        'docs/a.md',
        [
          '`apps/site/app/root.tsx`, `lib/read.ts`, `read.ts` and `.bench/web.json` are fine.',
          '`lib/restore-deleted.ts` and `restore-deleted-mutation.ts` are gone.',
          '```',
          '`gone/in-a-code-block.ts`',
          '```',
        ].join('\n'),
      ],
      ['packages/ui/README.md', '`src/x.ts` is here, `src/package.test.ts` is not.'],
      ['src/c.ts', '// `not/a-document.ts`'],
    ]);
    const ignored = (paths: string[]) => new Set(paths.filter((p) => p.startsWith('.bench/')));
    expect(format(missingNamedFiles(files, tracked, ignored))).toEqual([
      'docs/a.md:2: no file named restore-deleted-mutation.ts',
      'docs/a.md:2: no file lib/restore-deleted.ts',
      'packages/ui/README.md:1: no file src/package.test.ts',
    ]);
  });

  it('catch pointers to a missing file or heading, and accept the good ones', () => {
    const files = new Map<string, string>([
      ...docs,
      [
        'src/b.ts',
        [
          '// docs/rules.md#error-texts and docs/rules.md#error-texts-1 and docs/rules.md',
          '// docs/rules.md#not-a-heading',
          '// docs/missing.md#error-texts',
          '// https://example.com/docs/missing.md and apps/docs/missing.md are not ours',
        ].join('\n'),
      ],
    ]);
    expect(format(brokenDocsPointers(files))).toEqual([
      'docs/README.md:1: no file docs/gone.md: [rules](rules.md#error-texts), [gone](gone.md), [self](#nowhere)',
      'docs/README.md:1: no heading #nowhere in docs/README.md: [rules](rules.md#error-texts), [gone](gone.md), [self](#nowhere)',
      'src/b.ts:2: no heading #not-a-heading in docs/rules.md: // docs/rules.md#not-a-heading',
      'src/b.ts:3: no file docs/missing.md: // docs/missing.md#error-texts',
    ]);
  });
});
