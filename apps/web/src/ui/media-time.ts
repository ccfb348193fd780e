/** Seconds as m:ss (a player's clock). */
export function formatMediaTime(seconds: number | null | undefined): string {
  const s = Number.isFinite(seconds) && seconds && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
