import { type Range, type RangeBounds, setRangeEnd } from '@pulse/domain/creator-search';
import { Slider } from 'radix-ui';
import { useId } from 'react';

/**
 * A two-thumb slider (spec part 2, section 5): each thumb moves by the step, and a moved end stops at the
 * other one, so min never goes above max (setRangeEnd). Keyboard: arrows step, Page Up/Down ten steps,
 * Home/End to the bounds.
 */
export function RangeSlider({
  label,
  bounds,
  value,
  onChange,
  format,
  thumbLabels,
}: {
  label: string;
  bounds: RangeBounds;
  value: Range;
  onChange: (next: Range) => void;
  format: (n: number) => string;
  thumbLabels: readonly [string, string];
}) {
  const id = useId();

  function change(next: number[]) {
    const [a = value[0], b = value[1]] = next;
    // Radix reports both ends; the one that differs is the one that moved.
    const moved = a !== value[0] ? setRangeEnd(value, 'min', a, bounds) : setRangeEnd(value, 'max', b, bounds);
    if (moved[0] !== value[0] || moved[1] !== value[1]) onChange(moved);
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <legend id={`${id}-label`} className="text-sm font-semibold text-fg">
          {label}
        </legend>
        <output htmlFor={id} className="text-sm font-semibold text-accent tabular-nums">
          {format(value[0])} – {format(value[1])}
        </output>
      </div>
      <Slider.Root
        id={id}
        className="relative flex h-8 touch-none items-center select-none"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={[value[0], value[1]]}
        onValueChange={change}
        minStepsBetweenThumbs={0}
        aria-labelledby={`${id}-label`}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-raised ring-1 ring-line">
          <Slider.Range className="absolute h-full rounded-full bg-accent" />
        </Slider.Track>
        {thumbLabels.map((thumbLabel, i) => (
          <Slider.Thumb
            key={thumbLabel}
            aria-label={thumbLabel}
            aria-valuetext={format(value[i as 0 | 1])}
            className="block size-7 rounded-full bg-fg shadow-float ring-4 ring-accent/60 transition-transform focus-visible:scale-110 focus-visible:outline-none focus-visible:ring-accent motion-reduce:transition-none"
          />
        ))}
      </Slider.Root>
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{format(bounds.min)}</span>
        <span>{format(bounds.max)}</span>
      </div>
    </fieldset>
  );
}
