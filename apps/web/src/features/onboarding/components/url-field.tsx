import { withHttpsWhileTyping } from '@pulse/domain/creative-onboarding';
import { type ComponentProps, useLayoutEffect, useRef } from 'react';
import { TextField } from '../../../ui/field';

type UrlFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A web address field: a value without a scheme that gets a dot has https:// put in front while typing
 * (spec part 1, section 5), and the caret stays where the visitor was typing.
 */
export function UrlField({ value, onValueChange, ...props }: UrlFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current === null || !ref.current) return;
    ref.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <TextField
      ref={ref}
      type="text"
      inputMode="url"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      value={value}
      onChange={(e) => {
        const raw = e.target.value;
        const next = withHttpsWhileTyping(raw);
        if (next !== raw)
          caret.current = Math.max(0, (e.target.selectionStart ?? raw.length) + next.length - raw.length);
        onValueChange(next);
      }}
      {...props}
    />
  );
}
