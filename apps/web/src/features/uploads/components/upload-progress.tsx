/** Upload progress as a bar with its percentage; a native <progress> for assistive tech. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex items-center gap-3">
      <progress
        aria-label={label}
        max={100}
        value={percent}
        className="h-2 flex-1 appearance-none overflow-hidden rounded-full [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-raised [&::-webkit-progress-value]:bg-accent"
      />
      <span className="w-10 text-right text-xs tabular-nums text-muted">{percent}%</span>
    </div>
  );
}
