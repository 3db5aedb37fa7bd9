/**
 * Bars drawn by uPlot (decision 0195: ~50 kB, canvas, no dependencies), shared by the money and
 * loads screens. The canvas is hidden from screen readers: each figure's caption sums it up in
 * words, and the same figures are in the table that follows it.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 220;

function brandColor(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--color-brand-600').trim();
  return value || '#16a34a';
}

/**
 * One bar per x (1…n) on uPlot; `xAxis` says how the x ticks read, `yTick` how a value on the
 * y axis reads. Hidden from screen readers: the caption and a table beside it say the same.
 */
export function BarChart({
  values: figures,
  xAxis,
  testId,
  label,
  yTick,
  yMax,
}: {
  values: number[];
  xAxis: uPlot.Axis;
  testId: string;
  label: string;
  yTick: (value: number) => string;
  /** A fixed top of the scale (100 for percentages); otherwise a little above the highest bar. */
  yMax?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(figures);
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the figures change (`key`); axes and label are fixed per chart.
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const color = brandColor();
    const values = JSON.parse(key) as number[];
    const x = values.map((_, i) => i + 1);
    const chart = new uPlot(
      {
        width: Math.max(240, target.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [0.5, x.length + 0.5] },
          y: { range: (_u, _min, max) => [0, yMax ?? Math.max(1, max) * 1.1] },
        },
        axes: [xAxis, { values: (_u, ticks) => ticks.map(yTick), size: 60 }],
        series: [
          {},
          {
            label,
            fill: `${color}b0`,
            stroke: color,
            width: 1,
            paths: uPlot.paths.bars?.({ size: [0.7, 40], align: 0 }),
            points: { show: false },
          },
        ],
      },
      [x, values],
      target,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(240, target.clientWidth), height: HEIGHT }),
    );
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [key]);
  return <div ref={box} aria-hidden="true" data-testid={testId} className="w-full" />;
}
