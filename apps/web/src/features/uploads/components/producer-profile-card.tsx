import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';

/** The producer quiz's answers as a card: the styles and the first two tools (spec part 1, section 2). */
export function ProducerProfileCard({ styles, tools }: { styles: readonly string[]; tools: readonly string[] }) {
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="font-display text-lg font-bold">Your producer profile</h2>
      <div>
        <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted">Styles</p>
        {styles.length > 0 ? (
          <div className="flex flex-wrap gap-1.5">
            {styles.map((s) => (
              <Chip key={s} tone="accent">
                {s}
              </Chip>
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted">No styles picked yet.</p>
        )}
      </div>
      <div>
        <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted">Tools</p>
        {tools.length > 0 ? (
          <div className="flex flex-wrap gap-1.5">
            {tools.slice(0, 2).map((t) => (
              <Chip key={t}>{t}</Chip>
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted">No tools picked yet.</p>
        )}
      </div>
    </Card>
  );
}
