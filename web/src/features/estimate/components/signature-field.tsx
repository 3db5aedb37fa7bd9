/**
 * The customer's finger signature, with signature_pad (the well-kept library behind most web
 * signature fields: smooth variable-width strokes, vector data out and in).
 *
 * Its known pitfall: resizing a canvas clears it, and phones resize on rotation and whenever the
 * address bar slides. The canvas keeps a fixed CSS height, so the address bar never changes its
 * size; when its width changes (rotation), the strokes are read out, the bitmap resized for the
 * screen's pixel ratio, and the strokes drawn back. The customer never loses a signature.
 */

import { type RefObject, useEffect, useImperativeHandle, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';

export interface SignatureHandle {
  isEmpty(): boolean;
  strokes(): ReturnType<SignaturePad['toData']>;
  png(): string;
  clear(): void;
}

export function SignatureField({
  handle,
  onChange,
}: {
  handle: RefObject<SignatureHandle | null>;
  onChange(empty: boolean): void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [width, setWidth] = useState(0);

  useImperativeHandle(handle, () => ({
    isEmpty: () => pad.current?.isEmpty() ?? true,
    strokes: () => pad.current?.toData() ?? [],
    png: () => pad.current?.toDataURL('image/png') ?? '',
    clear: () => {
      pad.current?.clear();
      onChange(true);
    },
  }));

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const signature = new SignaturePad(el, { penColor: '#0f172a', minWidth: 1, maxWidth: 3 });
    pad.current = signature;
    const ended = () => onChange(signature.isEmpty());
    signature.addEventListener('endStroke', ended);
    const fitCanvas = () => {
      const cssWidth = el.offsetWidth;
      if (cssWidth === 0 || cssWidth === Number(el.dataset.width)) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const kept = signature.toData();
      el.dataset.width = String(cssWidth);
      el.width = cssWidth * ratio;
      el.height = el.offsetHeight * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      signature.clear();
      if (kept.length > 0) signature.fromData(kept);
      setWidth(cssWidth);
    };
    fitCanvas();
    const observer = new ResizeObserver(fitCanvas);
    observer.observe(el);
    return () => {
      observer.disconnect();
      signature.removeEventListener('endStroke', ended);
      signature.off();
    };
  }, [onChange]);

  return (
    <div>
      <canvas
        ref={canvas}
        data-testid="signature-canvas"
        data-drawn-width={width}
        aria-label="Customer signature: sign with a finger"
        className="block h-48 w-full touch-none rounded-lg border-2 border-dashed border-slate-500 bg-white"
      />
      <p className="mt-1 text-sm text-slate-600">Sign above with a finger. Turning the phone keeps the signature.</p>
    </div>
  );
}
