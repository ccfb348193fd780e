import { avatarSources } from '@pulse/domain/avatar';
import { cn } from '../lib/cn';

/**
 * A person's round picture, `size` CSS pixels wide (give the matching `size-*` class): the avatar endpoint is asked
 * for just the pixels each screen density needs, so a card's avatar is not the profile header's picture.
 * Decorative (`alt=""`): the name always stands beside it. Lazy unless `eager` (the card on top of a stack).
 */
export function Avatar({
  src,
  size,
  eager = false,
  draggable,
  className,
}: {
  src: string;
  size: number;
  eager?: boolean;
  draggable?: boolean;
  className?: string;
}) {
  const { src: url, srcSet } = avatarSources(src, size);
  return (
    <img
      src={url}
      srcSet={srcSet}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={draggable}
      className={cn('shrink-0 rounded-full bg-raised object-cover', className)}
    />
  );
}
