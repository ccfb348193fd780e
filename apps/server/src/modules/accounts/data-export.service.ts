import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { DATA_EXPORT_FORMAT, DATA_EXPORT_MESSAGES, dataExportFileName } from '@pulse/domain/account-data';
import type { FastifyBaseLogger } from 'fastify';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { AppError } from '../../lib/app-error';
import type { MediaStorage } from '../media/media-storage';
import type { DataExportRepository, UploadRow } from './data-export.repository';
import { EXPORT_SECTIONS, type ExportSection, USER_DATA } from './user-data-map';

/** Where an upload's original goes in the ZIP: its id keeps two files of one name apart. */
export function uploadPathOf(file: Pick<UploadRow, 'id' | 'originalName' | 'mimeType'>): string {
  const name = file.originalName.replace(/[^\w.\- ]+/g, '_').slice(-80) || 'upload';
  return `uploads/${file.id}-${name}`;
}

/** What the file says about itself: what each section holds and what is left out, and why. */
function aboutTheFile(now: Date) {
  const notExported = Object.entries(USER_DATA)
    .filter(([, rule]) => typeof rule.export !== 'string')
    .map(([column, rule]) => ({ column, why: (rule.export as { not: string }).not }));
  return {
    format: DATA_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    note: 'Everything Pulse holds about you (GDPR articles 15 and 20). Times are ISO 8601 in UTC, money is in whole cents. Your uploads are in the uploads/ folder as you uploaded them.',
    notExported,
  };
}

export interface DataExportFile {
  fileName: string;
  stream: Readable;
}

/** The download of one's data as a ZIP of `data.json` and the original uploads (decision 051). */
export function createDataExportService(deps: {
  repo: DataExportRepository;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { repo, storage, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** Every section of data.json, read before the first byte goes out (so a failure is still a clean 500). */
  async function collect(userId: string, at: Date) {
    const account = await repo.account(userId);
    if (!account) throw new AppError('unauthenticated', DATA_EXPORT_MESSAGES.signInRequired);
    const works = await repo.works(userId);
    const present = await Promise.all(works.files.map(async (f) => (await storage.stat(f.storageKey)) !== null));
    const uploads = works.files.filter((_, i) => present[i]);
    const sections: Record<ExportSection, unknown> = {
      account,
      profiles: await repo.profiles(userId),
      studentStatus: await repo.studentStatus(userId),
      applications: await repo.applications(userId),
      onboarding: await repo.onboarding(userId),
      taste: await repo.taste(userId),
      works: {
        ...works,
        files: works.files.map(({ storageKey: _key, ...f }, i) => ({
          ...f,
          file: present[i] ? uploadPathOf(f) : null,
        })),
      },
      playlists: await repo.playlists(userId),
      circles: await repo.circles(userId),
      briefs: await repo.briefs(userId),
      submissions: await repo.submissions(userId),
      invitations: await repo.invitations(userId),
      deals: await repo.deals(userId),
      licenses: await repo.licenses(userId),
      reviewsGiven: await repo.reviewsGiven(userId),
      reviewsReceived: await repo.reviewsReceived(userId, at),
      money: await repo.money(userId),
      messages: await repo.messages(userId),
      notifications: await repo.notifications(userId),
      lou: await repo.lou(userId),
      signals: await repo.signals(userId),
      safety: await repo.safety(userId),
      contactMessages: await repo.contactMessages(userId),
      videoPreviews: await repo.videoPreviews(userId),
    };
    const data: Record<string, unknown> = { about: aboutTheFile(at) };
    for (const section of EXPORT_SECTIONS) data[section] = sections[section];
    return { data, uploads };
  }

  /**
   * Writes the ZIP into `out` as it goes: data.json compressed, then each original as stored (media is
   * compressed already), read from storage one at a time and waiting while the client is slow.
   */
  async function writeZip(out: PassThrough, data: unknown, uploads: UploadRow[]): Promise<void> {
    const zip = new Zip((err, chunk, final) => {
      if (err) {
        out.destroy(err);
        return;
      }
      out.write(chunk);
      if (final) out.end();
    });
    const drained = async () => {
      if (out.writableNeedDrain && !out.destroyed) await once(out, 'drain');
    };
    const json = new ZipDeflate('data.json', { level: 6 });
    zip.add(json);
    json.push(new TextEncoder().encode(JSON.stringify(data, null, 2)), true);
    await drained();
    for (const file of uploads) {
      if (out.destroyed) return;
      const entry = new ZipPassThrough(uploadPathOf(file));
      zip.add(entry);
      for await (const chunk of storage.read(file.storageKey)) {
        if (out.destroyed) return;
        entry.push(chunk as Uint8Array);
        await drained();
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  }

  return {
    async export(userId: string, isGuest: boolean): Promise<DataExportFile> {
      if (isGuest) throw new AppError('unauthenticated', DATA_EXPORT_MESSAGES.guest);
      const at = now();
      const { data, uploads } = await collect(userId, at);
      const out = new PassThrough();
      writeZip(out, data, uploads).catch((err) => {
        log.error({ err, userId }, 'the data export stopped part way');
        out.destroy(err);
      });
      return { fileName: dataExportFileName(at), stream: out };
    },
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;
