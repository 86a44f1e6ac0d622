import './spinner.css';

/** A turning ring; decorative unless given a label. */
export function Spinner({ size = 24, label }: { size?: number; label?: string }) {
  return (
    <span
      className="spinner"
      style={{ width: size, height: size }}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
