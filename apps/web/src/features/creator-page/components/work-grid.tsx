import { type FrameShape, gridFrameShape, WORK_CARD_SIZES } from '@pulse/domain/media';
import type { Work } from '@pulse/domain/media-contracts';
import { Chip } from '../../../ui/chip';
import type { LightboxItem } from '../../../ui/lightbox';
import { MediaPlayer } from '../../../ui/media-player';

const FRAME: Record<FrameShape, string> = {
  portrait: 'aspect-[4/5]',
  square: 'aspect-square',
  landscape: 'aspect-[4/3]',
};

/** The creative's uploads: videos and tracks play in place, pictures open the lightbox (one carousel for all). */
export function WorkGrid({ works, name }: { works: readonly Work[]; name: string }) {
  const pictures: LightboxItem[] = works
    .filter((w) => w.media.kind === 'image' || w.media.kind === 'pdf')
    .map((w) => ({ media: w.media, title: w.title }));
  const aspect = FRAME[gridFrameShape(works.map((w) => w.media))];
  return (
    <ul aria-label={`${name}'s work`} className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      {works.map((work, i) => {
        const pictureIndex = pictures.findIndex((p) => p.media.id === work.media.id);
        return (
          <li key={work.id} className="flex min-w-0 flex-col gap-2">
            <MediaPlayer
              media={work.media}
              title={work.title}
              seed={work.id}
              sizes={WORK_CARD_SIZES}
              // The first work only: on a phone the second is below the fold, and fetched at high priority it
              // took bandwidth from the page's largest picture (issue 35 item 4).
              priority={i === 0}
              preload={i < 2 ? 'metadata' : 'none'}
              aspect={aspect}
              gallery={pictureIndex >= 0 ? pictures : undefined}
              galleryIndex={Math.max(0, pictureIndex)}
            />
            <div className="flex min-w-0 flex-col gap-1.5">
              <h3 className="truncate font-display text-base font-semibold text-fg">{work.title}</h3>
              {work.tags.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
                  {work.tags.slice(0, 4).map((tag) => (
                    <li key={tag}>
                      <Chip>{tag}</Chip>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
