import { parseArgs } from 'node:util';
import { languages } from '@app/contracts';
import { desc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contentRepository } from '../modules/content/content.repository.ts';
import { notices } from '../modules/content/content.schema.ts';

export const noticeHelp = `  notice list                    every notice: id, version, kind, popup, languages, title
  notice add --title T --html H [--kind notice|announcement] [--author A] [--popup]
                                 a notice in English (HTML is sanitized as it is stored)
  notice edit <id> [--lang L] [--title T] [--html H] [--kind K] [--author A] [--popup | --no-popup]
                                 change it; with --lang (one of the 13) write or change that language's
                                 title and HTML; every edit raises the version, so a popup shows again
  notice remove <id>             delete it`;

const options = {
  title: { type: 'string' },
  html: { type: 'string' },
  kind: { type: 'string' },
  author: { type: 'string' },
  popup: { type: 'boolean' },
  'no-popup': { type: 'boolean' },
  lang: { type: 'string' },
} as const;

const kinds = ['notice', 'announcement'] as const;
type Kind = (typeof kinds)[number];

function kindOf(value: string | undefined): Kind | undefined {
  if (value === undefined) return undefined;
  const kind = kinds.find((k) => k === value);
  if (!kind) throw new Error(`--kind must be notice or announcement, not ${value}`);
  return kind;
}

function text(name: string, value: string | undefined, max: number): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > max) throw new Error(`--${name} must be 1 to ${max} characters`);
  return trimmed;
}

function idOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw new Error('Give the notice id (see notice list)');
  return id;
}

/** `pnpm admin notice …`: the administrator writes notices and their translations (no screens). */
export function runNotice(argv: string[], database: Database, clock: () => number): string {
  const { values, positionals } = parseArgs({
    args: argv,
    options,
    allowPositionals: true,
    strict: true,
  });
  const [action, rawId] = positionals;
  const title = text('title', values.title, 200);
  const html = text('html', values.html, 50_000);
  const author = text('author', values.author, 64);
  const kind = kindOf(values.kind);
  const popup = values['no-popup'] ? false : values.popup ? true : undefined;

  if (action === 'list') return list(database);
  if (action === 'add') {
    if (!title || !html) throw new Error('notice add needs --title and --html (English)');
    if (values.lang && values.lang !== 'en-US') throw new Error('Add in English, then edit <id> --lang L');
    const id = database.write((tx) =>
      contentRepository.insertNotice(tx, {
        kind: kind ?? 'notice',
        title,
        content: html,
        author: author ?? 'Operations',
        releaseTime: clock(),
        popup: popup ?? false,
      }),
    );
    return `notice ${id} added`;
  }
  if (action === 'remove') {
    const id = idOf(rawId);
    if (!database.write((tx) => contentRepository.removeNotice(tx, id))) throw new Error(`No notice ${id}`);
    return `notice ${id} removed`;
  }
  if (action === 'edit')
    return edit(database, idOf(rawId), { title, html, author, kind, popup }, values.lang);
  throw new Error(`Usage:\n${noticeHelp}`);
}

function edit(
  database: Database,
  id: number,
  change: { title?: string; html?: string; author?: string; kind?: Kind; popup?: boolean },
  lang: string | undefined,
): string {
  const translated = lang !== undefined && lang !== 'en-US';
  if (translated && !(languages as readonly string[]).includes(lang))
    throw new Error(`--lang must be one of ${languages.join(', ')}`);
  const ok = database.write((tx) => {
    const row = contentRepository.rawNotice(tx, id);
    if (!row) return false;
    const patch: Parameters<typeof contentRepository.updateNotice>[2] = {
      ...(change.author ? { author: change.author } : {}),
      ...(change.kind ? { kind: change.kind } : {}),
      ...(change.popup === undefined ? {} : { popup: change.popup }),
    };
    if (translated) {
      const own = Object.hasOwn(row.translations, lang) ? row.translations[lang] : undefined;
      const title = change.title ?? own?.title;
      const content = change.html ?? own?.content;
      if (!title || !content) throw new Error(`A new language needs both --title and --html`);
      patch.translations = { ...row.translations, [lang]: { title, content } };
    } else {
      if (change.title) patch.title = change.title;
      if (change.html) patch.content = change.html;
    }
    return contentRepository.updateNotice(tx, id, patch);
  });
  if (!ok) throw new Error(`No notice ${id}`);
  return `notice ${id} edited${translated ? ` (${lang})` : ''}`;
}

function list(database: Database): string {
  const rows = database.db.select().from(notices).orderBy(desc(notices.releaseTime), desc(notices.id)).all();
  if (rows.length === 0) return 'no notices';
  return rows
    .map((n) => {
      const langs = ['en-US', ...Object.keys(n.translations)].join(',');
      return `${n.id}\tv${n.version}\t${n.kind}\t${n.popup ? 'popup' : '-'}\t${langs}\t${n.title}`;
    })
    .join('\n');
}
