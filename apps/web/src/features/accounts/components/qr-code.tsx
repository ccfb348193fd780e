import { encode } from 'uqr';

/** A QR code drawn as SVG from the text (the otpauth URI), dark modules on a white field, as scanners expect. */
export function QrCode({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const { data } = encode(text, { border: 2 });
  const n = data.length;
  const cells: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${n} ${n}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-lg"
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}
