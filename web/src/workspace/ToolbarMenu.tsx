import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A toolbar drop-down on `<details>`: its summary opens and closes it, and a press outside it or
 * Escape closes it (so it never stays over the ladder).
 */
export function ToolbarMenu({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = () => {
      if (ref.current?.open) ref.current.open = false;
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && ref.current?.open) {
        close();
        ref.current.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  return (
    <details ref={ref} className="workspace-menu">
      <summary className="workspace-button">{label}</summary>
      <div
        className={['workspace-menu__items', className].filter(Boolean).join(' ')}
        role="group"
        aria-label={label}
      >
        {children}
      </div>
    </details>
  );
}
