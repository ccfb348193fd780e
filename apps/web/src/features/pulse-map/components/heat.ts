import type { HeatBand } from '@pulse/domain/pulse-map';

/**
 * Heat colours by alignment band (spec part 1, section 9): 90+, 80+, 70+, 60+, below 60, each with the
 * text colour that keeps the initials at 4.5:1.
 */
export const HEAT_FILL: Record<HeatBand, string> = {
  blazing: 'bg-rose-500 ring-rose-300 text-ink',
  hot: 'bg-orange-500 ring-orange-300 text-ink',
  warm: 'bg-amber-400 ring-amber-200 text-ink',
  mild: 'bg-sky-500 ring-sky-300 text-ink',
  cool: 'bg-indigo-600 ring-indigo-300 text-white',
};

/** A suggestion is drawn hollow and dashed in its heat colour: on the map, but not yet in your network. */
export const HEAT_OUTLINE: Record<HeatBand, string> = {
  blazing: 'border-rose-400 text-rose-300',
  hot: 'border-orange-400 text-orange-300',
  warm: 'border-amber-300 text-amber-200',
  mild: 'border-sky-400 text-sky-300',
  cool: 'border-indigo-400 text-indigo-300',
};

export const HEAT_LABEL: Record<HeatBand, string> = {
  blazing: '90%+',
  hot: '80-89%',
  warm: '70-79%',
  mild: '60-69%',
  cool: 'below 60%',
};
