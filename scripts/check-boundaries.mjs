#!/usr/bin/env node
// Part of `npm run lint` (issue 23 item 4): a web feature imports only itself, `lib/`, `ui/` and the domain
// package, never another feature nor `app/` (what two features share lives in `ui/` or `lib/`, and `app/` composes
// features); and the web app never imports server code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webSrc = join(root, 'apps/web/src');
const server = join(root, 'apps/server');

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(entry)) yield path;
  }
}

/** `features/<name>` of a path under apps/web/src, or null. */
function featureOf(path) {
  const parts = relative(webSrc, path).split(sep);
  return parts[0] === 'features' && parts.length > 2 ? parts[1] : null;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const problems = [];
for (const file of sourceFiles(webSrc)) {
  const text = readFileSync(file, 'utf8');
  const own = featureOf(file);
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (specifier.startsWith('@pulse/server') || specifier.includes('apps/server')) {
      problems.push(`${relative(root, file)}: imports server code (${specifier})`);
      continue;
    }
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier);
    if (target.startsWith(server)) {
      problems.push(`${relative(root, file)}: imports server code (${specifier})`);
      continue;
    }
    // app/ composes features; a feature, ui/ or lib/ reaching back up into it would make a cycle of layers.
    const layer = relative(webSrc, file).split(sep)[0];
    if (['features', 'ui', 'lib'].includes(layer) && relative(webSrc, target).startsWith(`app${sep}`)) {
      problems.push(`${relative(root, file)}: imports from app/ (${specifier})`);
      continue;
    }
    const other = featureOf(`${target}${sep}x`) ?? featureOf(target);
    if (own && other && other !== own) {
      problems.push(`${relative(root, file)}: feature '${own}' imports feature '${other}' (${specifier})`);
    }
  }
}

// The server (issue 34 item 7): in the modules listed, SQL lives only in `*.repository.ts` files (a service or
// helper may import a table or drizzle-orm for its types only), and only the deals repository inserts deals and
// their timeline entries (the demo and scale seeds write theirs in bulk).
const serverSrc = join(server, 'src');
const SQL_ONLY_IN_REPOSITORIES = ['modules/deals'];
const VALUE_IMPORT = /(?:^|\n)\s*import\s+(?!type\b)([^'"]*?)from\s*['"]([^'"]+)['"]/g;
// The deals repository and its named statements (a step's timeline entry is a CTE of the step's statement).
const DEAL_WRITERS = new Set(
  ['deals.repository.ts', 'deal-statements.repository.ts'].map((f) => join(serverSrc, 'modules/deals', f)),
);
const serverProblems = [];
for (const file of sourceFiles(serverSrc)) {
  const text = readFileSync(file, 'utf8');
  const path = relative(serverSrc, file);
  if (SQL_ONLY_IN_REPOSITORIES.some((dir) => path.startsWith(`${dir}${sep}`)) && !file.endsWith('.repository.ts')) {
    for (const match of text.matchAll(VALUE_IMPORT)) {
      const [, names, specifier] = match;
      const onlyTypes =
        /^\{[^}]*\}\s*$/.test(names.trim()) &&
        names
          .replace(/[{}\s]/g, '')
          .split(',')
          .every((n) => n === '' || n.startsWith('type'));
      if (onlyTypes) continue;
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/') || specifier.includes('db/schema')) {
        serverProblems.push(`${relative(root, file)}: SQL outside a repository (imports ${specifier})`);
      }
    }
  }
  if (
    !DEAL_WRITERS.has(file) &&
    !path.startsWith(`db${sep}seed${sep}`) &&
    /\.insert\(\s*(deals|dealEvents)\s*\)|insert\s+into\s+"?(deals|deal_events)\b/i.test(text)
  ) {
    serverProblems.push(
      `${relative(root, file)}: inserts deals or deal events (only the deals repository does; a new deal through createDeal)`,
    );
  }
}
if (serverProblems.length > 0) {
  console.error(`${serverProblems.length} server file(s) put SQL where it does not belong:`);
  for (const problem of serverProblems) console.error(`  ${problem}`);
  process.exit(1);
}

if (problems.length > 0) {
  console.error(
    `${problems.length} import(s) cross a boundary; move what is shared to ui/ or lib/, or compose in app/:`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  'boundaries: no feature imports another feature or app/; the web app imports no server code; deals SQL only in repositories',
);
