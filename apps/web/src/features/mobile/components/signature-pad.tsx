import { useEffect, useRef, useState } from 'react';
import { AGENT_APP_MESSAGES } from '@tourneo/domain/messages/agent-app-fr';

const t = AGENT_APP_MESSAGES.signature;
/** The drawing's pixels per CSS pixel: sharp on a phone's screen, small as a PNG (under 1 Mo). */
const MAX_PIXEL_RATIO = 2;

const toPng = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob gave nothing'))), 'image/png');
  });

/**
 * The client signs with a finger, a stylus or the mouse (pointer events, one stroke per pointer).
 * Who cannot draw (keyboard, screen reader) types the client's name instead: it is written on the
 * pad in a handwriting style and sent as the signature image, as the server takes a PNG.
 */
export function SignaturePad({ onSave }: { onSave: (png: Blob) => Promise<void> }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hasStrokes, setHasStrokes] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current!;
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(canvas.clientHeight * ratio);
    const context = canvas.getContext('2d')!;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#102a4c';

    const last = new Map<number, { x: number; y: number }>();
    const pointOf = (event: PointerEvent) => {
      const box = canvas.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    };
    const down = (event: PointerEvent) => {
      event.preventDefault();
      canvas.setPointerCapture(event.pointerId);
      const point = pointOf(event);
      last.set(event.pointerId, point);
      context.beginPath();
      context.arc(point.x, point.y, context.lineWidth / 2, 0, Math.PI * 2);
      context.fillStyle = context.strokeStyle;
      context.fill();
      setHasStrokes(true);
    };
    const move = (event: PointerEvent) => {
      const from = last.get(event.pointerId);
      if (!from) {
        return;
      }
      event.preventDefault();
      // Coalesced events: every point the finger went through, not only one per frame.
      for (const sample of event.getCoalescedEvents?.() ?? [event]) {
        const point = pointOf(sample);
        const previous = last.get(event.pointerId)!;
        context.beginPath();
        context.moveTo(previous.x, previous.y);
        context.lineTo(point.x, point.y);
        context.stroke();
        last.set(event.pointerId, point);
      }
    };
    const up = (event: PointerEvent) => last.delete(event.pointerId);
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
    return () => {
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('pointercancel', up);
    };
  }, []);

  function clear() {
    const canvas = canvasRef.current!;
    canvas.getContext('2d')!.clearRect(0, 0, canvas.width, canvas.height);
    setHasStrokes(false);
  }

  async function save() {
    const canvas = canvasRef.current!;
    const name = typedName.trim();
    if (!hasStrokes && !name) {
      setError(t.empty);
      return;
    }
    if (!hasStrokes) {
      const context = canvas.getContext('2d')!;
      const height = canvas.clientHeight;
      context.fillStyle = '#102a4c';
      context.font = `italic ${Math.round(height / 4)}px 'Segoe Script', 'Brush Script MT', cursive`;
      context.textBaseline = 'middle';
      context.fillText(name, 16, height / 2, canvas.clientWidth - 32);
    }
    setError(null);
    setIsSaving(true);
    try {
      await onSave(await toPng(canvas));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    // A form: Enter in the typed name saves the signature.
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSaving) {
          void save();
        }
      }}
    >
      <p className="hint" id="signature-help">
        {t.help}
      </p>
      <canvas ref={canvasRef} className="signature-pad" role="img" aria-label={t.canvas} />
      <div className="field" style={{ marginTop: '0.75rem' }}>
        <label htmlFor="signature-typed">{t.typedLabel}</label>
        <input
          id="signature-typed"
          autoComplete="off"
          value={typedName}
          onChange={(event) => setTypedName(event.target.value)}
          aria-describedby="signature-typed-help"
        />
        <p className="hint" id="signature-typed-help">
          {t.typedHelp}
        </p>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button" onClick={clear} disabled={isSaving}>
          {t.clear}
        </button>
        <button type="submit" className="button button-primary" disabled={isSaving}>
          {t.save}
        </button>
      </div>
    </form>
  );
}
