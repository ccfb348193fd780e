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

// The server (issue 34 item 7): controllers (routes), services, repositories, and nothing else touching SQL.
// Everywhere under apps/server/src but db/ (the schema, migrations, seeds, the client and the named-statement
// builder), only `*.repository.ts` files import drizzle-orm or the schema's tables for more than their types
// (`import type { SQLWrapper } from 'drizzle-orm'`, `import { type DealSplit } from '../../db/schema/...'` are
// fine), or write a `sql` template; and only the deals repository inserts deals and their timeline entries (the
// demo and scale seeds write theirs in bulk).
const serverSrc = join(server, 'src');
const SQL_ANYWHERE_IN = ['db'];
// `import ... from`, `export ... from` (a re-export hands the value on) and `import('...')`, minus `import type`
// and `export type`.
const VALUE_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\b)([^'";]*?)from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const SQL_TEMPLATE = /(?<!`)\bsql(?:<[^>`]*>)?`|\bsql\.(?:raw|join|placeholder|param|identifier)\(/;
const isSqlSource = (specifier) =>
  specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/') || /(?:^|\/)db\/schema(?:\/|$)/.test(specifier);
/** `{ type A, type B }`: names imported for their types only. */
const onlyTypes = (names) =>
  /^\{[^}]*\}$/.test(names.trim()) &&
  names
    .trim()
    .slice(1, -1)
    .split(',')
    .map((n) => n.trim())
    .every((n) => n === '' || /^type\s/.test(n));
const SQL_HINT =
  "move the query into the module's *.repository.ts as a named function (taking the caller's db or tx) and call it; " +
  'import drizzle-orm or a table here only with `import type`';
// The deals repository and its named statements (a step's timeline entry is a CTE of the step's statement).
const DEAL_WRITERS = new Set(
  ['deals.repository.ts', 'deal-statements.repository.ts'].map((f) => join(serverSrc, 'modules/deals', f)),
);
const serverProblems = [];
for (const file of sourceFiles(serverSrc)) {
  const text = readFileSync(file, 'utf8');
  const path = relative(serverSrc, file);
  if (!SQL_ANYWHERE_IN.some((dir) => path.startsWith(`${dir}${sep}`)) && !file.endsWith('.repository.ts')) {
    for (const match of text.matchAll(VALUE_IMPORT)) {
      const [, names, fromSpecifier, dynamicSpecifier] = match;
      const specifier = fromSpecifier ?? dynamicSpecifier;
      if (!isSqlSource(specifier) || (names !== undefined && onlyTypes(names))) continue;
      serverProblems.push(
        `${relative(root, file)}: SQL outside a repository (imports ${specifier} for more than types)`,
      );
    }
    if (SQL_TEMPLATE.test(text)) {
      serverProblems.push(`${relative(root, file)}: SQL outside a repository (a \`sql\` template)`);
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
  console.error(
    `${serverProblems.length} place(s) on the server put SQL where it does not belong (docs/architecture.md, "Repository"):`,
  );
  for (const problem of serverProblems) console.error(`  ${problem}`);
  console.error(`Routes and services call repositories; ${SQL_HINT}.`);
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
  'boundaries: no feature imports another feature or app/; the web app imports no server code; SQL only in repositories (outside db/), deals inserted only by the deals repository',
);
